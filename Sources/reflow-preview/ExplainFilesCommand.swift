import ArgumentParser
import ReflowCommandLine
import ReflowPreviewRuntime

/// `reflow explain FILE.swift …`: the negotiation of the first preview of the files (another with
/// --preview), built and laid out in a preview process. `reflow` explains a gallery scene itself.
struct ExplainFilesCommand: ParsableCommand {
    static let configuration = ExplainArguments.configuration

    @OptionGroup var arguments: ExplainArguments

    func run() throws {
        try runPreviewProcess(arguments.targets, options: PreviewOptions(
            preview: arguments.preview, explain: true, json: arguments.json, size: arguments.window.size(or: .picture)), trust: arguments.sandbox.trust)
    }
}
