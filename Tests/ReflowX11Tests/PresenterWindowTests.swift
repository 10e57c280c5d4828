import Foundation
import ReflowTestSupport
import XCTest

/// The presenter view of `reflow preview --present` on a display split into two monitors with `xrandr
/// --setmonitor` (issue 31, item 1), seen from outside: where the two windows go, what the speaker's window
/// shows (the current and next previews' pictures, the notes, the pacing timer), and its keys (Page Down, b,
/// Escape) acting on the audience's window. 1 pt = 1 px (Xft.dpi is unset).
final class PresenterWindowTests: PreviewWindowTestCase {
    /// The test display (1280 × 800) as two monitors side by side, 640 × 800 each.
    private static let monitors = ["reflow-left": "640/169x800/212+0+0", "reflow-right": "640/169x800/212+640+0"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xrandr") else {
            throw XCTSkip("xrandr is missing (Debian: x11-xserver-utils; Scripts/test.sh installs it)")
        }
        for (name, geometry) in Self.monitors.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(xrandr("--setmonitor", name, geometry, "none"), 0)
        }
    }

    override func tearDown() {
        for name in Self.monitors.keys { _ = xrandr("--delmonitor", name) }
        super.tearDown()
    }

    private func xrandr(_ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xrandr")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Three previews of a 300 × 200 block in pure red, blue and green; notes above the first (a `// Notes:`
    /// block) and the second (a doc comment), none above the third.
    private static let talk = """
        import SwiftUI

        // Notes: the **first** preview.
        // - a red block
        #Preview("Red") { Color(red: 1, green: 0, blue: 0).frame(width: 300, height: 200) }

        /// The second: *blue*.
        #Preview("Blue") { Color(red: 0, green: 0, blue: 1).frame(width: 300, height: 200) }

        #Preview("Green") { Color(red: 0, green: 1, blue: 0).frame(width: 300, height: 200) }
        """

    /// How many pixels of the rectangle are `colour`, within 8 levels a channel.
    private func count(_ colour: (Int, Int, Int), in window: UInt, x: Int, y: Int, width: Int, height: Int) -> Int {
        probe.pixels(of: window, x: x, y: y, width: width, height: height).joined().filter {
            abs(Int($0.0) - colour.0) <= 8 && abs(Int($0.1) - colour.1) <= 8 && abs(Int($0.2) - colour.2) <= 8
        }.count
    }

    func testThePresenterViewOnTheOtherMonitorFollowsTheTalk() throws {
        try folder.write(Self.talk, to: "Talk.swift")
        let temporary = folder.path + "/tmp/"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // A 15-minute… no: a 15-second talk (0.25 min) of 3 previews, 5 s each, so that the pace turns red soon.
        let viewer = try ViewerProcess(["preview", folder.file("Talk.swift"), "--present", "--minutes", "0.25"],
                                       environment: folder.environment.merging(["TMPDIR": temporary]) { $1 })
        let audience = try probe.window(of: viewer)
        let speaker = try XCTUnwrap(probe.mappedWindow(titled: "Presenter — Reflow", timeout: 20), viewer.standardError)

        // The speaker's view fills the leftmost monitor (no primary one), the previews the other.
        XCTAssertEqual(pollUntil("640,0 640×800") { geometry(of: audience) }, "640,0 640×800")
        XCTAssertEqual(pollUntil("0,0 640×800") { geometry(of: speaker) }, "0,0 640×800")
        // The red block centred on the audience's monitor: (640 − 300) / 2 = 170, (800 − 200) / 2 = 300.
        XCTAssertEqual(pollUntil("red 170..<470", timeout: 60) { probe.row(400, of: audience).runs }, "red 170..<470",
                       viewer.standardError)

        // The speaker's window: the left column, 62 % of the 568 points between its padding (24) and the gap
        // (24), is 352 points wide, from x 24 to 376; the right column is the rest, from 400.
        let red = (255, 0, 0), blue = (0, 0, 255), green = (0, 255, 0)
        func left(_ colour: (Int, Int, Int)) -> Int { count(colour, in: speaker, x: 24, y: 0, width: 352, height: 800) }
        func right(_ colour: (Int, Int, Int)) -> Int { count(colour, in: speaker, x: 400, y: 0, width: 216, height: 800) }
        // The current picture is at most 45 % of the 752 points inside the padding high: 338 high and, the
        // audience's shape (640 × 800), 270 wide, a scale of 270 / 640; the block is 127 × 84 in it. The next
        // is at most 28 % high (210) and 216 wide: 168 × 210, a scale of 168 / 640; its block 78 × 52.
        let currentBlock = Int(300.0 * 270 / 640) * Int(200.0 * 270 / 640)
        let nextBlock = Int(300.0 * 168 / 640) * Int(200.0 * 168 / 640)
        XCTAssertTrue(pollUntil(true, timeout: 20) { left(red) > currentBlock * 3 / 4 && right(blue) > nextBlock * 3 / 4 },
                      "red now \(left(red)) of \(currentBlock), blue next \(right(blue)) of \(nextBlock)")
        XCTAssertEqual(right(red), 0)
        // The notes, white text, under the current picture (from y 24 + 22 + 12 + 338 = 396 on); the third
        // preview has none, and says so in grey.
        func notesWhite() -> Int { count((255, 255, 255), in: speaker, x: 24, y: 420, width: 352, height: 300) }
        XCTAssertGreaterThan(notesWhite(), 100)
        // The pacing timer on pace: green, in the right column.
        let onPace = (51, 178, 76), late = (229, 51, 51)
        XCTAssertGreaterThan(pollUntil(true, timeout: 5) { right(onPace) > 1000 } ? right(onPace) : 0, 1000)

        // Page Down in the speaker's window moves the talk on, as in the audience's.
        probe.press("Next", in: speaker)
        XCTAssertEqual(pollUntil("blue 170..<470") { probe.row(400, of: audience).runs }, "blue 170..<470")
        XCTAssertTrue(pollUntil(true, timeout: 20) { left(blue) > currentBlock * 3 / 4 && right(green) > nextBlock * 3 / 4 })
        probe.press("Next", in: speaker)
        XCTAssertEqual(pollUntil("green 170..<470") { probe.row(400, of: audience).runs }, "green 170..<470")
        // The last preview: nothing next, and no notes.
        XCTAssertTrue(pollUntil(true, timeout: 20) { left(green) > currentBlock * 3 / 4 && right(green) == 0 })
        XCTAssertEqual(pollUntil(0) { notesWhite() }, 0)
        // 15 s after the start the talk is over time: red.
        XCTAssertTrue(pollUntil(true, timeout: 30) { right(late) > 1000 && right(onPace) == 0 },
                      "late \(right(late)), on pace \(right(onPace))")

        // b blacks the audience's screen out, and the speaker's picture of it.
        probe.press("b", in: speaker)
        XCTAssertEqual(pollUntil("dark 0..<640") { probe.row(400, of: audience).runs }, "dark 0..<640")
        XCTAssertEqual(pollUntil(0) { left(green) }, 0)
        probe.press("period", in: speaker)
        XCTAssertEqual(pollUntil("green 170..<470") { probe.row(400, of: audience).runs }, "green 170..<470")

        // Escape ends the presentation: the speaker's window goes, and the previews' window takes its size back.
        probe.press("Escape", in: speaker)
        XCTAssertFalse(pollUntil(false, timeout: 10) { probe.isMapped(speaker) }, "the speaker's window is gone; \(viewer.standardError)")
        XCTAssertEqual(pollUntil("800×600") { String(geometry(of: audience).split(separator: " ")[1]) }, "800×600")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("reflow-presenter") }
        XCTAssertEqual(pictures, [], "the pictures' folder is removed")
        probe.press("q", in: audience)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, viewer.standardError)
    }

    /// "X,Y W×H" of a window on the screen.
    private func geometry(of window: UInt) -> String {
        let (x, y) = probe.origin(of: window), (width, height) = probe.size(of: window)
        return "\(x),\(y) \(width)×\(height)"
    }
}
