import Foundation
@_spi(Preview) import ReflowX11
@testable import Reflow
import ReflowTestSupport
import XCTest

/// A navigation stack in a window, clicked through XTest (xdotool): a link pushes its destination, whose colour
/// then fills the page, and the back button pops it. The window is 300×200 points, 1 pt = 1 px.
final class NavigationWindowTests: XCTestCase {
    /// A stack without a title: an inline bar 44 tall, the page 156 tall below it. The link's blue 100 × 40
    /// label is centred in the page: x (300 − 100) / 2 = 100..<200, y 44 + (156 − 40) / 2 = 102..<142. Its
    /// destination is red and fills the page.
    struct Stack: View {
        var body: some View {
            NavigationStack {
                NavigationLink {
                    Color(red: 1, green: 0, blue: 0)
                } label: {
                    Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 100, height: 40)
                }
            }
        }
    }

    func testClickingALinkPushesAndTheBackButtonPops() throws {
        try requireXdotool()
        let window = ReflowWindow(title: "navigation test", size: CGSize(width: 300, height: 200)) { Stack() }
        nonisolated(unsafe) var results: [String] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            results.append(pollUntil("blue 100..<200", timeout: 10) { probe.row(120, of: id).runs })
            movePointer(to: 150, 120, in: id)
            xdotool("click", "1")
            // After the 0.35-second slide, the destination's red fills the row.
            results.append(pollUntil("red 0..<300", timeout: 5) { probe.row(120, of: id).runs })
            // The back button's chevron starts 8 in, centred in the 44-point bar.
            movePointer(to: 16, 22, in: id)
            xdotool("click", "1")
            results.append(pollUntil("blue 100..<200", timeout: 5) { probe.row(120, of: id).runs })
        }
        XCTAssertEqual(results, ["blue 100..<200", "red 0..<300", "blue 100..<200"])
    }
}
