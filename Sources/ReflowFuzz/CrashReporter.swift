import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Reports the case under way when the process dies in it: a trap (Swift's checks, a crash) or a hang.
///
/// Neither can be caught in-process, so the report is prepared before each case (`begin(_:)`) and written
/// by whoever finds the process dying: a signal handler writes the prepared bytes with write(2), the only
/// safe thing it can do, then lets the signal go on to the handler that was there before (Swift's backtracer);
/// a watchdog thread writes them when the case runs past its time limit and ends the process with exit code
/// `hangExitCode`.
public enum CrashReporter {
    /// The exit code of a process the watchdog ended.
    public static let hangExitCode: Int32 = 86

    private static let capacity = 1 << 16
    nonisolated(unsafe) private static let message = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var messageLength = 0
    /// The handlers that were there before, by signal number (a plain array: a signal handler must not allocate).
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    nonisolated(unsafe) private static var installed = false
    /// When the case under way must end, in nanoseconds of the monotonic clock; 0 when none is under way.
    private static let deadline = Atomic<UInt64>(0)
    nonisolated(unsafe) private static var limitNanoseconds: UInt64 = 0

    /// Where reports go: the process's standard error as it was at `install`, even while it is silenced.
    nonisolated(unsafe) private static var reportDescriptor: Int32 = 2

    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    /// The read end of the pipe standard error goes into while quiet; -1 when not quiet.
    nonisolated(unsafe) private static var filterDescriptor: Int32 = -1

    /// Installs the signal handlers and starts the watchdog, once; each case may run `timeLimit` seconds.
    /// `quiet` drops the engine's warnings ("Reflow: warning: …") from standard error: it writes one for every
    /// misbehaving layout, and fuzz trees are full of them (they stay readable in `ViewHost.warnings`). The
    /// rest, such as the runtime's "Fatal error" line before a trap, still gets through.
    public static func install(timeLimit: Double, quiet: Bool = false) {
        limitNanoseconds = UInt64(max(0.001, timeLimit) * 1e9)
        guard !installed else { return }
        installed = true
        if quiet { filterStandardError() }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // Only a case under way is to blame: the reporter stays installed for the rest of the process
                // (another test suite may run after the fuzz suite's).
                if CrashReporter.deadline.load(ordering: .acquiring) != 0 {
                    CrashReporter.writeMessage(prefix: "reflow-fuzz: the process crashed (a trap or a fault) in this case:\n")
                }
                // Standard error back, for the runtime's own crash report, after what is still in the pipe (the
                // "Fatal error: …" line the runtime wrote just before trapping).
                CrashReporter.drainFilter()
                if CrashReporter.reportDescriptor != 2 { dup2(CrashReporter.reportDescriptor, 2) }
                // Back to the handler that was there (the runtime's backtracer, or the default): returning
                // re-runs the trapping instruction, which now reaches it; a raised signal is raised again.
                sigaction(signal, CrashReporter.previous + Int(signal), nil)
                if signal == SIGABRT { raise(signal) }
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
        let watchdog = Thread {
            while true {
                usleep(20_000)
                let end = deadline.load(ordering: .acquiring)
                if end != 0 && now() > end {
                    writeMessage(prefix: "reflow-fuzz: this case ran past its time limit (a hang):\n")
                    _exit(hangExitCode)
                }
            }
        }
        watchdog.start()
    }

    /// Sends standard error through a pipe that a thread copies to the real one, leaving out the engine's
    /// warnings line by line.
    private static func filterStandardError() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        reportDescriptor = dup(2)
        dup2(ends[1], 2)
        close(ends[1])
        filterDescriptor = ends[0]
        let filter = Thread {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(filterDescriptor, $0.baseAddress, 4096) }
                if count <= 0 { if count < 0 && errno == EINTR { continue }; return }
                pending += buffer[0..<count]
                while let newline = pending.firstIndex(of: 10) {
                    let line = Array(pending[...newline])
                    pending.removeSubrange(...newline)
                    if !line.starts(with: Array("Reflow: warning:".utf8)) {
                        _ = line.withUnsafeBytes { write(reportDescriptor, $0.baseAddress, line.count) }
                    }
                }
            }
        }
        filter.start()
    }

    /// Copies what is left in the filter's pipe to the real standard error, from a signal handler: only
    /// fcntl, read and write, which are safe there.
    private static func drainFilter() {
        guard filterDescriptor >= 0 else { return }
        _ = fcntl(filterDescriptor, F_SETFL, O_NONBLOCK)
        var byte: UInt8 = 0
        // One byte at a time: no buffer may be allocated here, and a crash report is short.
        while read(filterDescriptor, &byte, 1) == 1 { _ = write(reportDescriptor, &byte, 1) }
    }

    /// Prepares the report for the case about to run and starts its clock.
    public static func begin(_ report: String) {
        deadline.store(0, ordering: .releasing)
        let bytes = Array(report.utf8.prefix(capacity - 2))
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { message.update(from: $0.baseAddress!, count: bytes.count) }
        }
        message[bytes.count] = 10  // a newline
        messageLength = bytes.count + 1
        deadline.store(now() + limitNanoseconds, ordering: .releasing)
    }

    /// The case is over: the watchdog stops watching.
    public static func end() { deadline.store(0, ordering: .releasing) }

    private static func writeMessage(prefix: StaticString) {
        _ = write(reportDescriptor, prefix.utf8Start, prefix.utf8CodeUnitCount)
        _ = write(reportDescriptor, message, messageLength)
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
