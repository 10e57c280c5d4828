import Foundation
import Reflow
import ReflowPreviewBuild
import ReflowPreviewRuntime

/// Builds the files once and runs the preview executable in one of its one-shot modes (`--snapshot`,
/// `--explain`), its standard output and error going to this process's own.
public struct PreviewChildRun {
    let builder: PreviewBuilder
    let files: [String]

    /// Runs of the preview executable built from `files` by `builder`.
    public init(builder: PreviewBuilder, files: [String]) {
        self.builder = builder
        self.files = files
    }

    /// The exit status: the child's, or 1 with the compiler's errors (on standard error) when the files do
    /// not compile, or when the child could not run or died of a signal.
    public func run(_ options: PreviewOptions) -> Int32 {
        defer { builder.removeAll() }
        let result = builder.build(files: files, number: 1)
        Diagnostics.write(result.output, terminator: "")
        guard let executable = result.executable else { return 1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = options.arguments
        do {
            try process.run()
        } catch {
            Diagnostics.write("reflow: cannot run the preview: \(error)")
            return 1
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            // The signal number is what a wait status holds in its low bits.
            let (ending, meaning) = PreviewChild.describe(waitStatus: process.terminationStatus)
            Diagnostics.write("reflow: the preview \(ending)\(meaning.map { ": " + $0 } ?? "")")
            return 1
        }
        return process.terminationStatus
    }
}
