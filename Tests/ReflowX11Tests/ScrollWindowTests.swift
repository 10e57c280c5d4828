import Foundation
@_spi(Preview) import ReflowX11
@testable import Reflow
import ReflowTestSupport
import XCTest

/// Scrolling in a window (layout rules §16.4, §16.5): the wheel (`xdotool click 5`) and a drag (mousedown,
/// mousemove, mouseup) move a scroll view's content, seen in the window's pixels. The window is 300×200 points
/// at 1 pt = 1 px.
final class ScrollWindowTests: XCTestCase {
    /// Five rows 100 tall, red, blue, green, red, blue: proposed (300, nil) each is 300 × 100, so the content is
    /// 300 × 500 and the scroll view, taking the proposed height, fills the window; the largest offset is
    /// 500 − 200 = 300.
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0).frame(height: 100)
                    Color(red: 0, green: 0, blue: 1).frame(height: 100)
                    Color(red: 0, green: 1, blue: 0).frame(height: 100)
                    Color(red: 1, green: 0, blue: 0).frame(height: 100)
                    Color(red: 0, green: 0, blue: 1).frame(height: 100)
                }
            }
        }
    }

    /// One notch of the wheel down scrolls by `WindowInput.pointsPerWheelNotch` (60): the rows move up by 60,
    /// so the column through the middle shows red 0..<40, blue 40..<140, green 140..<200. Then a drag up by 60
    /// (three moves of 20, well past the 10-point slop, held still before the release so that nothing coasts)
    /// moves the offset to 120 (the indicator at the right edge is shown meanwhile): blue −20..<80, green 80..<180, red 180..<280.
    func testTheWheelAndADragScrollTheContent() throws {
        try requireXdotool()
        let window = ReflowWindow(title: "scroll test", size: CGSize(width: 300, height: 200)) { Rows() }
        nonisolated(unsafe) var seen: [String] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            func column() -> String { probe.column(150, of: id).runs }
            seen.append(pollUntil("red 0..<100 blue 100..<200", timeout: 10, column))
            movePointer(to: 150, 100, in: id)
            xdotool("click", "5")
            seen.append(pollUntil("red 0..<40 blue 40..<140 green 140..<200", timeout: 5, column))
            // The indicator shows for 1.2 s: 3 wide at x = 300 − 3 − 3 = 294; its track runs from 3 to 197
            // (194 long), the bar is max(36, 194 · 200/500) = 77.6 long, (194 − 77.6) · 60/300 = 23.3 down:
            // y 26.3..<103.9. At y = 50 it darkens the blue row (black at 35 %: not blue any more).
            seen.append(probe.row(50, of: id).runs)
            movePointer(to: 150, 150, in: id)
            xdotool("mousedown", "1")
            for y in [130, 110, 90] {
                xdotool("mousemove", "--sync", "--window", String(id), "150", String(y))
            }
            usleep(300_000)
            xdotool("mouseup", "1")
            seen.append(pollUntil("blue 0..<80 green 80..<180 red 180..<200", timeout: 5, column))
        }
        XCTAssertEqual(seen, ["red 0..<100 blue 100..<200", "red 0..<40 blue 40..<140 green 140..<200",
                              "blue 0..<294 other 294..<297 blue 297..<300",
                              "blue 0..<80 green 80..<180 red 180..<200"])
    }
}
