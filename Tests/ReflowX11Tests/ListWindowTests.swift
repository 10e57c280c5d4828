import Foundation
@_spi(Preview) import ReflowX11
@testable import Reflow
import ReflowTestSupport
import XCTest

/// A click (an XTest event from xdotool) selecting a list row in a `ReflowWindow`, seen in the window's
/// pixels. The window is 300 × 200 points, 1 pt = 1 px; the list is plain, so rows are 44 tall from the top
/// (docs/lists.md): the second row spans y 44..<88.
final class ListWindowTests: XCTestCase {
    struct Chooser: View {
        @State private var chosen: Int?
        var body: some View {
            List(selection: $chosen) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            .listStyle(.plain)
        }
    }

    /// The colour of one pixel of the window.
    private static func pixel(_ x: Int, _ y: Int, of id: UInt, probe: XProbe) -> [Int] {
        guard let pixel = probe.pixels(of: id, x: x, y: y, width: 1, height: 1).first?.first else { return [] }
        return [Int(pixel.0), Int(pixel.1), Int(pixel.2)]
    }

    func testAClickOnARowDrawsItSelected() throws {
        try requireXdotool()
        let window = ReflowWindow(title: "list test", size: CGSize(width: 300, height: 200)) { Chooser() }
        nonisolated(unsafe) var seen: [[Int]] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            // The window's first frame is drawn once the first row's "One" is: until then the window is its
            // white background, and a click would reach a window with nothing laid out to hit.
            _ = pollUntil(true, timeout: 20) { probe.row(22, of: id).paints.contains(.dark) }
            // Right of the text, inside the second row: the row background, white (systemBackground)…
            seen.append(pollUntil([255, 255, 255], timeout: 10) { Self.pixel(280, 66, of: id, probe: probe) })
            movePointer(to: 150, 66, in: id)
            _ = xdotool("click", "1")
            // …then systemGray4, (209, 209, 214), once selected.
            seen.append(pollUntil([209, 209, 214], timeout: 5) { Self.pixel(280, 66, of: id, probe: probe) })
            // The first row stays white.
            seen.append(Self.pixel(280, 22, of: id, probe: probe))
        }
        XCTAssertEqual(seen, [[255, 255, 255], [209, 209, 214], [255, 255, 255]])
    }
}
