import Foundation
import XCTest

/// What a program run by a test wrote and how it ended.
struct ProgramRun {
    let status: Int32
    let output: Data
    let errors: Data

    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { String(decoding: errors, as: UTF8.self) }

    /// Runs `executable` with `arguments` in `environment` (nil: this process's) and waits for it, reading its
    /// standard output and error to their ends on threads of their own, so that a full pipe cannot stall it.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double = 180) throws -> ProgramRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = Collected(), errorData = Collected()
        let group = DispatchGroup()
        for (pipe, collected) in [(output, outputData), (errors, errorData)] {
            group.enter()
            let reader = pipe.fileHandleForReading
            Thread.detachNewThread {
                collected.set(reader.readDataToEndOfFile())
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + timeout), .success, "\(executable.lastPathComponent) did not finish")
        process.waitUntilExit()
        return ProgramRun(status: process.terminationStatus, output: outputData.data, errors: errorData.data)
    }

    /// Bytes read on another thread.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()
        var data: Data { lock.withLock { bytes } }
        func set(_ data: Data) { lock.withLock { bytes = data } }
    }
}
