import Foundation
@_spi(Preview) import ReflowX11
@_spi(Viewer) @testable import Reflow
import ReflowTestSupport
import XCTest

/// The window's sweep ruler (issue 31, item 5): a tick along the bottom edge at each width where the layout
/// changes, read back from the window's pixels. 1 pt = 1 px (Xft.dpi is unset).
final class SweepRulerWindowTests: XCTestCase {
    /// A `ViewThatFits` whose first candidate is 300 points wide: it switches at 300 (layout rules §9), so the
    /// ruler of a 400 × 100 window has one tick, 1 point wide, ending at 300: pixel column 299, in the strip's
    /// top 10 rows (70 to 80; the strip is the bottom 30). Off, the ruler draws nothing: the row is white.
    func testTheRulerTicksTheWidthWhereAViewThatFitsSwitches() throws {
        try requireDisplay()
        let window = ReflowWindow(title: "sweep ruler test", size: CGSize(width: 400, height: 100)) {
            ViewThatFits(in: .horizontal) {
                Color(red: 1, green: 0, blue: 0).frame(width: 300, height: 20)
                Color(red: 0, green: 0, blue: 1).frame(width: 200, height: 20)
            }
        }
        nonisolated(unsafe) var rows: [String: String] = [:]
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            rows["off"] = pollUntil("red 50..<350", timeout: 10) { probe.row(50, of: id).runs }
            rows["off ruler"] = probe.row(75, of: id).runs
            DispatchQueue.main.async { window.showsSweepRuler = true }
            rows["on"] = pollUntil("dark 0..<299 other 299..<300 dark 300..<400", timeout: 20) {
                probe.row(75, of: id).runs
            }
        }
        XCTAssertEqual(rows["off"], "red 50..<350")
        XCTAssertEqual(rows["off ruler"], "")
        XCTAssertEqual(rows["on"], "dark 0..<299 other 299..<300 dark 300..<400")
        // The run is over: the ruler stays on, but its hosts and the window's fonts (which hold the X
        // connection, and with it the window on the screen) are gone, to be made again by the next run.
        XCTAssertTrue(window.showsSweepRuler)
        XCTAssertEqual(window.sweepRulerMarks, [])
    }
}
