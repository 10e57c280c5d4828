import ReflowTestSupport
import ReflowX11
import XCTest

/// The `reflow` window as a user and a window manager see it, on the test display (Scripts/test.sh runs the
/// tests under a private Xvfb).
final class WindowTests: XServerTestCase {
    private func launch(_ arguments: [String]) throws -> (ViewerProcess, UInt) {
        let viewer = try ViewerProcess(arguments)
        return (viewer, try probe.window(of: viewer))
    }

    func testWindowMapsWithTitleClassProcessAndMinimumSize() throws {
        let (viewer, window) = try launch(["--scene", "hstack"])
        XCTAssertEqual(probe.utf8Property(window, "_NET_WM_NAME"), "Reflow — HStack")
        XCTAssertEqual(probe.property(window, "WM_NAME")?.bytes.isEmpty, false)
        XCTAssertEqual(probe.windowClass(window)?.0, "reflow")
        XCTAssertEqual(probe.windowClass(window)?.1, "Reflow")
        XCTAssertEqual(probe.pid(of: window), viewer.pid)
        let minimum = try XCTUnwrap(probe.minimumSize(window))
        XCTAssertGreaterThan(minimum.0, 0)
        XCTAssertGreaterThan(minimum.1, 0)
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(width, 800)
        XCTAssertEqual(height, 600)
    }

    /// The HStack scene ends with a tag pushed to the trailing edge by a spacer, inside the scene's 16-point
    /// padding; its tinted background (green at 30 % over white) must follow the window's right edge.
    func testResizingReflowsTheLayout() throws {
        let (viewer, window) = try launch(["--scene", "hstack"])
        defer { withExtendedLifetime(viewer) {} }
        XCTAssertEqual(waitForTagEdge(in: window, expected: 800 - 16), 800 - 16)
        probe.resize(window, width: 500, height: 400)
        XCTAssertEqual(waitForTagEdge(in: window, expected: 500 - 16), 500 - 16)
        probe.resize(window, width: 640, height: 480)
        XCTAssertEqual(waitForTagEdge(in: window, expected: 640 - 16), 640 - 16)
    }

    /// The x just past the rightmost pixel of the tag's tint, once it equals `expected` or after 10 s.
    private func waitForTagEdge(in window: UInt, expected: Int) -> Int? {
        pollUntil(expected, timeout: 10, poll: 0.05) { tagEdge(in: window) }
    }

    private func tagEdge(in window: UInt) -> Int? {
        // Green (52, 199, 89) at 30 % over white (255).
        let tint = [52, 199, 89].map { 0.3 * Double($0) + 0.7 * 255 }
        let (width, height, rgb) = probe.pixels(of: window)
        var edge: Int?
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: width - 1, through: 0, by: -1) {
                let i = (y * width + x) * 3
                if zip(rgb[i..<(i + 3)], tint).allSatisfy({ abs(Double($0) - $1) <= 6 }) {
                    edge = max(edge ?? 0, x + 1)
                    break
                }
            }
        }
        return edge
    }

    /// `f` asks the window manager for fullscreen.
    func testFullscreenKeySendsTheWindowManagerTheFullscreenRequest() throws {
        let (viewer, window) = try launch(["--scene", "zstack"])
        defer { withExtendedLifetime(viewer) {} }
        try assertKeyRequestsFullscreen("f", in: window, probe: probe)
    }

    /// With Xft.dpi at 192 a point is two pixels: a 400×300-point window is 800×600 pixels.
    func testXftDPIScalesPointsToPixels() throws {
        probe.setResources("Xft.dpi:\t192\n")
        defer { probe.setResources(nil) }
        let (viewer, window) = try launch(["--scene", "hstack", "--size", "400x300"])
        defer { withExtendedLifetime(viewer) {} }
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(width, 400 * 192 / 96)
        XCTAssertEqual(height, 300 * 192 / 96)
        // The trailing tag still ends 16 points (32 pixels) inside the right edge.
        XCTAssertEqual(waitForTagEdge(in: window, expected: 800 - 32), 800 - 32)
    }

    /// Xft.dpi 10000 is clamped to 960, ten pixels a point: a 40×30-point window is 400×300 pixels, and one
    /// line says what happened. (Unclamped it was 4167 pixels wide and drawing it trapped.)
    func testXftDPIAboveTheRangeIsClampedWithOneMessage() throws {
        probe.setResources("Xft.dpi:\t10000\n")
        defer { probe.setResources(nil) }
        let (viewer, window) = try launch(["--scene", "hstack", "--size", "40x30"])
        defer { withExtendedLifetime(viewer) {} }
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(width, 40 * 960 / 96)
        XCTAssertEqual(height, 30 * 960 / 96)
        probe.requestClose(window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, "it draws and runs: \(viewer.standardError)")
        let lines = viewer.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.contains("10000") == true && lines.first?.contains("960") == true, "\(lines)")
    }

    /// An Xft.dpi that is no resolution ("inf") counts as unset: 96, one pixel a point, said once.
    func testXftDPIThatIsNoNumberCountsAs96() throws {
        probe.setResources("Xft.dpi:\tinf\n")
        defer { probe.setResources(nil) }
        let (viewer, window) = try launch(["--scene", "hstack", "--size", "300x200"])
        defer { withExtendedLifetime(viewer) {} }
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(width, 300)
        XCTAssertEqual(height, 200)
        probe.requestClose(window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, "stderr: \(viewer.standardError)")
        let lines = viewer.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.contains("inf") == true && lines.first?.contains("96") == true, "\(lines)")
    }

    /// Another program destroying the window (`xdotool windowclose`) is not a close the user asked for: the
    /// process ends with status 1 and says why, instead of ending as if all went well.
    func testAWindowDestroyedByAnotherProgramEndsTheProcessWithAMessage() throws {
        let (viewer, window) = try launch(["--scene", "flow"])
        probe.destroy(window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 1, "stderr: \(viewer.standardError)")
        let message = viewer.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(message, "reflow: the window was closed by another program (destroyed); exiting")
    }

    /// The X server going away (a crash, the session ending) ends the process with one line and status 1.
    /// The test's own Xvfb, on a display of its own, is stopped under a running window.
    func testLosingTheXServerEndsTheProcessWithOneLine() throws {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("no Xvfb") }
        let manager = FileManager.default
        guard let number = (150..<250).first(where: { !manager.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                                                      && !manager.fileExists(atPath: "/tmp/.X\($0)-lock") })
        else { throw XCTSkip("no free display number") }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [":\(number)", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { server.terminate() } }
        waitUntil("the test's own Xvfb to open its socket, /tmp/.X11-unix/X\(number)", timeout: 10) {
            manager.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        }

        let viewer = try ViewerProcess(["--scene", "flow", "--size", "200x100"], environment: ["DISPLAY": ":\(number)"])
        // Running: it has a window, or at least has not ended, after a moment.
        XCTAssertNil(viewer.waitForExit(timeout: 1), "stderr: \(viewer.standardError)")
        server.terminate()
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 1)
        XCTAssertEqual(viewer.standardError.trimmingCharacters(in: .whitespacesAndNewlines),
                       "reflow: the connection to the X server was lost")
    }

    func testCloseRequestEndsTheProcessWithStatusZero() throws {
        let (viewer, window) = try launch(["--scene", "flow"])
        probe.requestClose(window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    func testQuitKeyEndsTheProcessWithStatusZero() throws {
        let (viewer, window) = try launch([])
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    func testWithoutADisplayItSaysWhatToDoInOneLine() throws {
        let viewer = try ViewerProcess([], environment: ["DISPLAY": ""])
        let status = viewer.waitForExit(timeout: 20)
        XCTAssertNotNil(status)
        XCTAssertNotEqual(status, 0)
        let message = viewer.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(message.split(separator: "\n").count, 1, message)
        XCTAssertTrue(message.contains("xvfb-run"), message)
    }

    /// A snapshot needs no display: drawn in memory at 1 pixel a point, the picture is the size asked for, and
    /// within the reference images' tolerance of the one the server draws (`MemorySnapshotTests`).
    func testASnapshotWithoutADisplayIsDrawnInMemory() throws {
        let output = NSTemporaryDirectory() + "reflow-no-display-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let viewer = try ViewerProcess(["snapshot", "flow", "--size", "300x200", "-o", output], environment: ["DISPLAY": ""])
        XCTAssertEqual(viewer.waitForExit(timeout: 60), 0, viewer.standardError)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
        XCTAssertEqual(image.width, 300)
        XCTAssertEqual(image.height, 200)
        XCTAssertTrue(stride(from: 0, to: image.pixels.count, by: 4).contains { image.pixels[$0] < 200 }, "the tags are drawn")
    }

    func testListPrintsEverySceneName() throws {
        let viewer = Process()
        viewer.executableURL = ViewerProcess.executable
        viewer.arguments = ["--list"]
        let output = Pipe()
        viewer.standardOutput = output
        try viewer.run()
        viewer.waitUntilExit()
        let names = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        XCTAssertEqual(viewer.terminationStatus, 0)
        XCTAssertTrue(names.contains("flow"))
        XCTAssertTrue(names.contains("grid"))
    }
}
