import Foundation
@_spi(Preview) import ReflowX11
import ReflowTestSupport
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
            let probe = try? XProbe()
            let id = probe.flatMap { $0.mappedWindow(pid: pid, timeout: 20) }
            drive(id, probe)
            _ = write(writer, "x", 1)
        }
        try window.runOrThrow()
    }
}
