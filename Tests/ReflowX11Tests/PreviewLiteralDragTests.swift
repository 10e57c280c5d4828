import Foundation
import ReflowTestSupport
import XCTest

/// A number you can drag (issue 30, item 5), as a user does it in `reflow preview --inspect`: a click pins a
/// view, whose panel lists the literals of the body that made it; dragging the padding's row to the right widens
/// the padding on screen as the pointer moves, and letting go writes the new value into the file, which comes
/// back as a tier-0 reload with nothing more to change. 1 pt = 1 px.
final class PreviewLiteralDragTests: PreviewWindowTestCase {
    private func source(padding: Int) -> String {
        """
        import SwiftUI

        struct Pad: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color(red: 0, green: 0, blue: 1)
                        .frame(width: 100, height: 60)
                        .padding(\(padding))
                        .background(Color(red: 1, green: 0, blue: 0))
                    Spacer()
                }
            }
        }

        #Preview("Pad") { Pad() }

        """
    }

    /// The red padding around the 100 × 60 blue block is `padding` wide on each side, at the window's leading
    /// edge and centred vertically in 600: it spans 0..<100 + 2 × padding, and rows 300 − 30 − padding down to
    /// 300 + 30 + padding. Row 335, below the blue block (and its outline, at 330), crosses only the red.
    private func red(padding: Int) -> String { "red 0..<\(100 + 2 * padding)" }

    func testDraggingThePaddingsNumberMovesThePixelsAndRewritesTheFile() throws {
        try requireXdotool()
        try folder.write(source(padding: 10), to: "Pad.swift")
        xdotool("mousemove", "790", "590")
        let viewer = try ViewerProcess(["preview", folder.file("Pad.swift"), "--inspect"],
                                       environment: folder.environment.merging(["REFLOW_TRACE_RELOADS": "1"]) { $1 })
        let window = try probe.window(of: viewer)
        // The left half: the panel lies on the right.
        func row335() -> String { PixelLine(rgb: Array(probe.row(335, of: window).rgb.prefix(400))).runs }
        XCTAssertEqual(pollUntil(red(padding: 10), timeout: 60) { row335() }, red(padding: 10), viewer.standardError)
        let process = try XCTUnwrap(liveChildren(of: viewer.pid).first)

        // A click on the blue block pins it; the panel opens on the right, 8 from the window's edges.
        movePointer(to: 60, 300, in: window)
        xdotool("click", "1")
        XCTAssertEqual(pollUntil(true, timeout: 5) { probe.row(580, of: window).paints[600] == .dark }, true)
        // The panel's lines are 20 points apart below its 10-point inset at 8: the two-line title, the view's
        // frame, the heading "literals", then the padding, first of the literals, centred near y 103.
        movePointer(to: 520, 103, in: window)
        xdotool("mousedown", "1")
        // 40 pixels to the right: 20 points more padding, shown while the button is still down.
        movePointer(to: 540, 103, in: window)
        movePointer(to: 560, 104, in: window)
        XCTAssertEqual(pollUntil(red(padding: 30), timeout: 5) { row335() }, red(padding: 30), viewer.standardError)
        let file = folder.file("Pad.swift")
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), source(padding: 10), "nothing written yet")
        xdotool("mouseup", "1")

        // Let go: the file holds the new value, every other byte as it was.
        XCTAssertEqual(pollUntil(source(padding: 30), timeout: 5) { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" },
                       source(padding: 30))
        // The watcher saw a save of a literal's value: a tier-0 reload in the same process, nothing moved.
        func tiers() -> [String] {
            viewer.standardError.split(separator: "\n").filter { $0.hasPrefix("reload ") }
                .compactMap { $0.split(separator: " ").last.map(String.init) }
        }
        XCTAssertEqual(pollUntil(["tier=build", "tier=literal"], timeout: 5) { tiers() }, ["tier=build", "tier=literal"],
                       viewer.standardError)
        XCTAssertEqual(liveChildren(of: viewer.pid), [process])
        XCTAssertEqual(row335(), red(padding: 30))

        xdotool("key", "Escape")
        xdotool("key", "e")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
