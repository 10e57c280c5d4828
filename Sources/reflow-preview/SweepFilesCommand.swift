import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowPreviewBuild
import ReflowPreviewHost
import ReflowPreviewRuntime

/// `reflow sweep FILE.swift …`: where the layout of the first preview of the files (another with --preview)
/// changes between two widths or heights, built and laid out in a preview process. `reflow` sweeps a gallery
/// scene itself.
struct SweepFilesCommand: ParsableCommand {
    static let configuration = SweepArguments.configuration

    @OptionGroup var arguments: SweepArguments

    func run() throws {
        let targets = arguments.targets
        if targets.count == 1, !FileManager.default.fileExists(atPath: targets[0]) {
            Diagnostics.write("reflow: no file, folder or scene named '\(targets[0])'; 'reflow --list' prints the scenes")
            throw ExitCode(1)
        }
        let (files, builder) = try previewedFiles(targets)
        let sweep = PreviewOptions.Sweep(isVertical: arguments.axis == .height, from: arguments.from,
                                         to: arguments.to, jump: arguments.jump)
        let status = PreviewChildRun(builder: builder, files: files.files).run(
            PreviewOptions(preview: arguments.preview, sweep: sweep, json: arguments.json,
                           size: arguments.window.size(or: .picture)))
        if status != 0 { throw ExitCode(status) }
    }
}
