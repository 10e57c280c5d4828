import Foundation
import Reflow
import ReflowPreviewBuild
import ReflowPreviewRuntime
import ReflowX11

/// Builds the files once and runs the preview executable in one of its one-shot modes (`--snapshot`,
/// `--explain`, `--sweep`, `--record`), its standard output and error going to this process's own.
public struct PreviewChildRun {
    let builder: PreviewBuilder
    let files: [String]
    let sandbox: PreviewSandbox

    /// Runs of the preview executable built from `files` by `builder`, in the sandbox unless `trust`.
    public init(builder: PreviewBuilder, files: [String], trust: Bool = false) {
        self.builder = builder
        self.files = files
        sandbox = PreviewSandbox.resolve(trust: trust)
    }

    /// The exit status: the child's, or 1 with the compiler's errors (on standard error) when the files do
    /// not compile, or when the child could not run or died of a signal.
    public func run(_ options: PreviewOptions) -> Int32 {
        defer { builder.removeAll() }
        let result = builder.build(files: files, number: 1)
        Diagnostics.write(result.output, terminator: "")
        guard let executable = result.executable else { return 1 }
        if !sandbox.isTrusted, let line = sandbox.noticeLine { Diagnostics.write(line) }
        // A sandboxed process writes its picture or recording where it may, and it is moved to where the user
        // asked once the process is done: it cannot write the user's folders itself.
        var options = options, destination: (made: String, wanted: String)?
        if sandbox.isOn {
            let exchange = PreviewSandbox.exchangeFolder(of: builder)
            if let wanted = options.snapshot {
                options.snapshot = exchange + "/snapshot." + URL(fileURLWithPath: wanted).pathExtension
                destination = (options.snapshot!, wanted)
            } else if let wanted = options.record?.output {
                options.record?.output = exchange + "/recording." + URL(fileURLWithPath: wanted).pathExtension
                destination = (options.record!.output, wanted)
            }
        }
        // Pictures are drawn in memory at the display's scale (1 without one): the process needs no display.
        options.scale = CanvasTarget.displayScale() ?? 1
        let inherited = ProcessInfo.processInfo.environment
        let command = sandbox.command(running: executable, options.arguments,
                                      folders: PreviewSandbox.folders(for: files, builder: builder), environment: inherited)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.program)
        process.arguments = command.arguments
        process.environment = sandbox.environment(from: inherited)
        do {
            try process.run()
        } catch {
            Diagnostics.write("reflow: cannot run the preview: \(error)")
            return 1
        }
        process.waitUntilExit()
        // The signal number is what a wait status holds in its low bits; bubblewrap passes it on as 128 + N.
        let status = sandbox.waitStatus(process.terminationReason == .uncaughtSignal
                                            ? process.terminationStatus : process.terminationStatus << 8)
        if status & 0x7f != 0 {
            let (ending, meaning) = PreviewChild.describe(waitStatus: status)
            Diagnostics.write("reflow: the preview \(ending)\(meaning.map { ": " + $0 } ?? "")")
            return 1
        }
        if status == 0, let destination, !move(destination.made, to: destination.wanted) { return 1 }
        return (status >> 8) & 0xff
    }

    /// Puts the file the process made where the user asked, in place of one there: copied beside it and
    /// renamed over it, so that a failure leaves the old file whole; says why not.
    private func move(_ made: String, to wanted: String) -> Bool {
        let beside = wanted + ".reflow-\(getpid())"
        do {
            try? FileManager.default.removeItem(atPath: beside)
            try FileManager.default.copyItem(atPath: made, toPath: beside)
            guard rename(beside, wanted) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return true
        } catch {
            try? FileManager.default.removeItem(atPath: beside)
            Diagnostics.write("reflow: cannot write \(wanted): \(error.localizedDescription)")
            return false
        }
    }
}
