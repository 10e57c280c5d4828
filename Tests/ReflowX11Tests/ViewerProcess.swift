import Foundation
@_spi(FrameTrace) import ReflowX11
import ReflowTestSupport
import XCTest

/// The built `reflow` command, run as a separate process on the test display. Its standard error is read as
/// it arrives, so a test can follow the frame trace (REFLOW_TRACE_FRAMES=1) while the viewer runs.
final class ViewerProcess {
    let process = Process()
    private let errors = Pipe()
    private let lock = NSLock()
    private var errorBytes: [UInt8] = []
    private var errorsEnded = false

    /// The `reflow` executable next to the test bundle in the build folder.
    static var executable: URL {
        var url = Bundle(for: ViewerProcess.self).bundleURL
        while url.pathExtension == "xctest" || !FileManager.default.fileExists(atPath: url.appendingPathComponent("reflow").path) {
            let parent = url.deletingLastPathComponent()
            if parent == url { break }
            url = parent
        }
        return url.appendingPathComponent("reflow")
    }

    init(_ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = Self.executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["REFLOW_PINNED_FONTS"] = "1"
        if let environment { env = env.merging(environment) { $1 } }
        process.environment = env
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // A thread of its own blocks on the pipe until the viewer closes it.
        let reader = errors.fileHandleForReading
        Thread.detachNewThread { [weak self] in
            while true {
                let data = reader.availableData
                guard let self else { return }
                self.lock.lock()
                if data.isEmpty { self.errorsEnded = true } else { self.errorBytes += data }
                self.lock.unlock()
                if data.isEmpty { return }
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var pid: Int32 { process.processIdentifier }

    /// Waits up to `timeout` seconds for the process to end; its exit status, or nil if it is still running.
    func waitForExit(timeout: Double) -> Int32? {
        pollUntil(false, timeout: timeout, poll: 0.02) { process.isRunning } ? nil : process.terminationStatus
    }

    /// What the viewer has written to standard error so far; once it has exited, all of it (waiting up to a
    /// second for the pipe to drain).
    var standardError: String {
        if !process.isRunning { _ = pollUntil(true, timeout: 1, poll: 0.005) { ended } }
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errorBytes, as: UTF8.self)
    }

    private var ended: Bool {
        lock.lock()
        defer { lock.unlock() }
        return errorsEnded
    }

    /// The CPU time the viewer has used so far (user and system), in seconds, from /proc/PID/stat.
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // utime and stime are fields 14 and 15, the 12th and 13th after the command name.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The lines of the frame trace so far (REFLOW_TRACE_FRAMES=1).
    var frames: [TracedFrame] {
        standardError.split(separator: "\n").compactMap(TracedFrame.init)
    }

    /// Waits up to `timeout` seconds until the trace holds `count` frames; whether it does.
    func waitForFrames(_ count: Int, timeout: Double) -> Bool {
        pollUntil(true, timeout: timeout, poll: 0.01) { frames.count >= count }
    }
}

extension XProbe {
    /// The window of `viewer` once it is mapped; the test fails, showing what the viewer said, when none is
    /// within `timeout` seconds.
    func window(of viewer: ViewerProcess, timeout: Double = 20) throws -> UInt {
        guard let window = mappedWindow(pid: viewer.pid, timeout: timeout) else {
            throw XProbeError("no window mapped within \(Int(timeout)) s; stderr: \(viewer.standardError)")
        }
        return window
    }
}
