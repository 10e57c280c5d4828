import Foundation
@_spi(Preview) import ReflowX11
import XCTest

/// A `ReflowWindow` run in the test's own process, on the main thread as a program runs it, while a driver on
/// another thread acts on it from outside (xdotool's XTest events, the probe's pixels). The window closes when
/// the driver returns.
enum InProcessWindow {
    /// Runs `window` until `drive` returns; `drive` gets the window's id, or nil when none was mapped in 20 s,
    /// and a probe of its own thread's.
    static func run(_ window: ReflowWindow, drive: @escaping @Sendable (UInt?, XProbe?) -> Void) throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]); close(ends[1]) }
        // The driver's end of the run: a byte on the pipe, which the window's loop waits on with the server.
        window.watch(fileDescriptor: ends[0]) { window.close() }
        let writer = ends[1]
        let pid = getpid()
        Thread.detachNewThread {
            let probe = XProbe()
            let id = probe.flatMap { $0.mappedWindow(pid: pid, timeout: 20) }
            drive(id, probe)
            _ = write(writer, "x", 1)
        }
        try window.runOrThrow()
    }
}

/// Runs xdotool, which sends XTest events as a user's pointer and keyboard make them; false if it failed.
@discardableResult
func xdotool(_ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

/// Moves the pointer to (`x`, `y`) in `window` and gives the window a moment to hear it. (xdotool's `--sync`
/// waits for the pointer to move, and so, when it is there already, for 15 s.)
func movePointer(to x: Int, _ y: Int, in window: UInt) {
    xdotool("mousemove", "--window", String(window), String(x), String(y))
    usleep(100_000)
}

/// Skips a test that needs xdotool (Scripts/test.sh installs it) or an X display.
func requireXdotool() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
        throw XCTSkip("no xdotool: run the tests through Scripts/test.sh, which installs it")
    }
    guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true else {
        throw XCTSkip("no X display: run the tests through Scripts/test.sh, which starts Xvfb")
    }
}
