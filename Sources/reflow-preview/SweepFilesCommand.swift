import ArgumentParser
import ReflowCommandLine
import ReflowPreviewRuntime

/// `reflow sweep FILE.swift …`: where the layout of the first preview of the files (another with --preview)
/// changes between two widths or heights, built and laid out in a preview process. `reflow` sweeps a gallery
/// scene itself.
struct SweepFilesCommand: ParsableCommand {
    static let configuration = SweepArguments.configuration

    @OptionGroup var arguments: SweepArguments

    func run() throws {
        let sweep = PreviewOptions.Sweep(isVertical: arguments.axis == .height, from: arguments.from,
                                         to: arguments.to, jump: arguments.jump)
        try runPreviewProcess(arguments.targets, options: PreviewOptions(
            preview: arguments.preview, sweep: sweep, json: arguments.json, size: arguments.window.size(or: .picture)), trust: arguments.sandbox.trust)
    }
}
