import ArgumentParser
import Foundation
import ReflowCommandLine
import ReflowPreviewRuntime
import ReflowX11
import Reflow

/// `reflow record FILE.swift …`: a recording of the first preview of the files (another with --preview)
/// reflowing as the window's size sweeps there and back, built and drawn in a preview process. `reflow`
/// records a gallery scene itself.
struct RecordFilesCommand: ParsableCommand {
    static let configuration = RecordArguments.configuration

    @OptionGroup var arguments: RecordArguments

    func run() throws {
        let ends = arguments.ends
        // The preview process runs elsewhere: the path it writes is made absolute here.
        let output = URL(fileURLWithPath: arguments.output).standardizedFileURL.path
        var record = PreviewOptions.Record(from: ends.from, to: ends.to, duration: arguments.duration,
                                           fps: arguments.fps, plays: arguments.play, output: output)
        if let keys = arguments.keys {
            // Read here, before a build, so that a mistake is said at once.
            do {
                _ = try KeyScript(keys)
            } catch {
                Diagnostics.write("reflow: \(error)")
                throw ExitCode(1)
            }
            record.keys = keys
        }
        try runPreviewProcess(arguments.targets, options: PreviewOptions(
            preview: arguments.preview, outlines: arguments.inspect, record: record), trust: arguments.sandbox.trust)
    }
}
