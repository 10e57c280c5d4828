import Foundation
import Reflow
import ReflowPreviewRuntime
import ReflowX11
import ReflowPreviewBuild

/// A running preview process: its standard input takes `PreviewCommand`s, file descriptor 3 brings back
/// `PreviewStatus` lines, and its standard output and error are passed on to ours as they come while their
/// last lines are kept for the window, should the process crash.
///
/// It is spawned with `posix_spawn` rather than `Process` because it needs a descriptor beyond the standard
/// three, and because `reflow preview` reads all of its pipes in its own event loop.
final class PreviewChild {
    let pid: pid_t
    /// Where commands are written.
    private let input: Int32
    /// Status lines, and the process's merged output.
    let statusReader: Int32
    let outputReader: Int32
    private var status: LineReader
    private var output: LineReader
    /// The last lines the process printed, for a crash message.
    private(set) var lastLines: [String] = []
    /// When it was started (monotonic seconds).
    let started = ProcessInfo.processInfo.systemUptime
    /// The previews the process reported.
    var listings: [PreviewListing] = []
    /// Set when the process said it stops itself because a frame took longer than this many seconds.
    var hangLimit: Double?
    /// The keys sent to the process that it has not yet said whether its views took, oldest first.
    var keysInFlight: [WindowKey] = []
    /// Set when the process said it stops itself because it held more than this many bytes.
    var memoryLimit: UInt64?
    /// How many warnings the process reported, and the latest, for the heads-up line.
    var warningCount = 0
    var latestWarning: Diagnostic?

    /// The build the executable came from.
    let buildNumber: Int
    /// The literals of each file (by path) that the code running now reads at run time, and the text that code
    /// came from: the build's, and after a patch of changed bodies the text the patch was made from, whose
    /// literals the patched bodies read by its keys (`PreviewApp+Patches.swift`).
    var literals: [String: LiteralFile] = [:]
    var runningSources: [String: String] = [:]
    /// How many patches the process has loaded since it started.
    var patchesLoaded = 0

    /// Where its frames arrive, when it draws in memory (`FrameChannel`).
    let frames: FrameReceiver
    /// The sandbox it runs in (`PreviewSandbox`), which its exit status passes through.
    let sandbox: PreviewSandbox
    /// Set when its processes and threads passed the limit (`ProcessTree`) and it was stopped.
    var processLimit: Int?
    /// Its tasks at the last count, and how many counts in a row found that many (`watchProcessCounts`).
    var taskCount = 0
    var steadyCounts = 0

    /// `#fileID`s of the preview build ("ReflowPreviews/Tags.swift") and the paths of the files they name.
    private let fileIDs: [String: String]

    /// Starts `executable` with `options` in `sandbox`, given `folders`; throws with the reason when it cannot
    /// be started.
    init(executable: String, options: PreviewOptions, buildNumber: Int, fileIDs: [String: String] = [:],
         sandbox: PreviewSandbox, folders: SandboxFolders) throws {
        self.buildNumber = buildNumber
        self.fileIDs = fileIDs
        self.sandbox = sandbox
        let commandPipe = try ProcessSpawn.pipe(), statusPipe = try ProcessSpawn.pipe()
        let outputPipe = try ProcessSpawn.pipe()
        let framePair = try FrameChannel.pair()
        let inherited = ProcessInfo.processInfo.environment
        var environment = sandbox.environment(from: inherited)
        // A crash should end the process at once with its message, not spend seconds symbolicating a
        // backtrace into the window's last lines; a user who wants one sets SWIFT_BACKTRACE.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let command = sandbox.command(running: executable, options.arguments, folders: folders, environment: inherited)
        let started = Result {
            try ProcessSpawn.start(command.program, arguments: command.arguments, environment: environment, descriptors: [
                (0, commandPipe.read), (1, outputPipe.write), (2, outputPipe.write), (3, statusPipe.write),
                (FrameChannel.descriptor, framePair.theirs),
            ])
        }
        // The child's ends are the child's now.
        close(commandPipe.read)
        close(statusPipe.write)
        close(outputPipe.write)
        close(framePair.theirs)
        do {
            pid = try started.get()
        } catch {
            close(commandPipe.write); close(statusPipe.read); close(outputPipe.read); close(framePair.ours)
            throw error
        }
        frames = FrameReceiver(socket: framePair.ours)
        input = commandPipe.write
        statusReader = statusPipe.read
        outputReader = outputPipe.read
        // Read from the event loop when poll says so; a read must never block the window.
        for descriptor in [statusReader, outputReader] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        // A child that is gone must not end us with SIGPIPE when we write to it.
        signal(SIGPIPE, SIG_IGN)
        status = LineReader(fileDescriptor: statusReader)
        output = LineReader(fileDescriptor: outputReader)
    }

    deinit {
        kill()
        close(input)
        close(statusReader)
        close(outputReader)
    }

    func send(_ command: PreviewCommand) {
        let bytes = Array((command.line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// The status lines that have arrived; nil once the process closed its end.
    func readStatus() -> [PreviewStatus]? {
        status.readLines().map { $0.compactMap(PreviewStatus.init(line:)) }
    }

    /// Passes what the process printed on to our standard error and keeps its last lines; false at the end of
    /// the output or when nothing is there to read.
    @discardableResult
    func forwardOutput(keeping count: Int = 12) -> Bool {
        guard let lines = output.readLines() else { return false }
        if lines.isEmpty && output.wouldBlock { return false }
        for original in lines {
            // "ReflowPreviews/Tags.swift:12: Fatal error: …" names the file by its #fileID in the preview
            // build; the user's path lets a terminal or an editor jump to it.
            let line = fileIDs.reduce(String(original)) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            Diagnostics.write(line)
            // The runtime's stack trace after a fatal error goes to the terminal only: in the window it would
            // push the message itself out of sight.
            if line == "Current stack trace:" || Self.isStackFrame(Substring(line)) { continue }
            lastLines.append(line)
        }
        if lastLines.count > count { lastLines.removeFirst(lastLines.count - count) }
        return true
    }

    /// "12  libFoo.so  0x00007f… symbol + 42": a frame of the Swift runtime's stack trace.
    private static func isStackFrame(_ line: Substring) -> Bool {
        let words = line.split(separator: " ", maxSplits: 2)
        return words.count == 3 && Int(words[0]) != nil && line.contains(" 0x")
    }

    /// Ends the process now and reaps it.
    func kill() {
        guard exitStatus == nil else { return }
        Glibc.kill(pid, SIGKILL)
        _ = waitForExit(timeout: 2)
    }

    private var reaped: Int32?

    /// The raw wait status once the process has ended; nil while it runs.
    var exitStatus: Int32? {
        if let reaped { return reaped }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { reaped = sandbox.waitStatus(status) }
        return reaped
    }

    /// Waits up to `timeout` seconds for the process to end; its wait status.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = ProcessInfo.processInfo.systemUptime + timeout
        while exitStatus == nil && ProcessInfo.processInfo.systemUptime < deadline { usleep(2_000) }
        return exitStatus
    }

    /// How the process ended, in words: a short title ("crashed (SIGSEGV)") and what that usually means.
    static func describe(waitStatus status: Int32) -> (title: String, meaning: String?) {
        let signal = status & 0x7f
        if signal == 0 { return ("exited with status \((status >> 8) & 0xff)", nil) }
        let trap = "a Swift runtime trap: fatalError, a failed precondition, an overflow, a nil unwrapped"
        switch signal {
        case SIGSEGV: return ("crashed (SIGSEGV)", "a bad memory access, or a stack overflow from endless recursion")
        case SIGILL: return ("crashed (SIGILL)", trap)
        case SIGTRAP: return ("crashed (SIGTRAP)", trap)
        case SIGABRT: return ("crashed (SIGABRT)", "the process aborted")
        case SIGBUS: return ("crashed (SIGBUS)", "a bad memory access")
        case SIGFPE: return ("crashed (SIGFPE)", "an arithmetic error")
        case SIGKILL: return ("was killed (SIGKILL)", nil)
        case SIGXFSZ:
            return ("wrote a file larger than \(ResourceLimits.fileBytes >> 20) MiB and was stopped (SIGXFSZ)",
                    "a preview may write files of \(ResourceLimits.fileBytes >> 20) MiB at most "
                        + "(REFLOW_PREVIEW_FILE_LIMIT sets it in MiB)")
        case SIGXCPU:
            return ("used more than \(ResourceLimits.cpuSeconds) s of processor time and was stopped (SIGXCPU)",
                    "a preview may use \(ResourceLimits.cpuSeconds) s of processor time (REFLOW_PREVIEW_CPU_LIMIT sets "
                        + "it in seconds); a thread that never stops?")
        default: return ("was stopped by signal \(signal)", nil)
        }
    }
}

struct PreviewChildError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
