import Foundation
import XCTest

/// The built `reflow` command, run as a separate process on the test display.
final class ViewerProcess {
    let process = Process()
    private let errors = Pipe()

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
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var pid: Int32 { process.processIdentifier }

    /// Waits up to `timeout` seconds for the process to end; its exit status, or nil if it is still running.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { return nil }
        return process.terminationStatus
    }

    var standardError: String {
        String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }
}
