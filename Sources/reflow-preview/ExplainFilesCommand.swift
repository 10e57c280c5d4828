import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowPreviewBuild
import ReflowPreviewHost
import ReflowPreviewRuntime

/// `reflow explain FILE.swift …`: the negotiation of the first preview of the files (another with
/// --preview), built and laid out in a preview process. `reflow` explains a gallery scene itself.
struct ExplainFilesCommand: ParsableCommand {
    static let configuration = ExplainArguments.configuration

    @OptionGroup var arguments: ExplainArguments

    func run() throws {
        let targets = arguments.targets
        if targets.count == 1, !FileManager.default.fileExists(atPath: targets[0]) {
            Diagnostics.write("reflow: no file, folder or scene named '\(targets[0])'; 'reflow --list' prints the scenes")
            throw ExitCode(1)
        }
        let (files, builder) = try previewedFiles(targets)
        let status = PreviewChildRun(builder: builder, files: files.files).run(
            PreviewOptions(preview: arguments.preview, explain: true, json: arguments.json,
                           size: arguments.window.size(or: .picture)))
        if status != 0 { throw ExitCode(status) }
    }
}
