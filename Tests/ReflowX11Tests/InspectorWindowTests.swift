import Foundation
@_spi(Preview) import ReflowX11
@_spi(Viewer) @testable import Reflow
import ReflowTestSupport
import XCTest

/// The layout inspector in a window (issue 21, items 2 and 4), driven as a user drives it: XTest moves and
/// clicks from xdotool, pixels read back. 1 pt = 1 px (Xft.dpi is unset).
final class InspectorWindowTests: XCTestCase {
    /// A blue 100-point square that a tap turns red: a click the views got would show.
    struct TapSquare: View {
        @State private var isOn = false
        var body: some View {
            Rectangle()
                .fill(isOn ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: 100, height: 100)
                .onTapGesture { isOn.toggle() }
        }
    }

    /// In an 800 × 400 window the square is centred at (350, 150, 100, 100). Hovering it puts the label on a
    /// dark band just above it (its top at 150, the band's bottom 2 above), from its leading edge, 350, or from
    /// further left when the label is wider than the 450 points from there to the window's edge. A click
    /// pins it and opens the panel on the side with more room, here the right: 0.42 × 800 = 336 wide at most,
    /// and the 800 − 450 − 2 × 8 = 334 points beside the square hold 334 of it, from 458 to 792, 8 to 392 high.
    /// The click does not reach the square, which stays blue; Escape unpins and closes the panel.
    func testHoveringShowsTheLabelAndClickingThePanelWithoutTheViewsGettingTheClick() throws {
        try requireXdotool()
        let window = ReflowWindow(title: "inspector test", size: CGSize(width: 800, height: 400)) { TapSquare() }
        window.isInspecting = true
        nonisolated(unsafe) var results: [String: String] = [:]
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            results["square"] = pollUntil("blue 350..<450", timeout: 10) { probe.row(200, of: id).runs }
            results["before hover"] = probe.row(140, of: id).runs
            movePointer(to: 400, 200, in: id)
            results["label"] = pollUntil("over the square", timeout: 5) { labelSpan(probe.row(140, of: id)) }
            results["before click"] = "\(longestDarkRun(probe.row(380, of: id)))"
            xdotool("click", "1")
            _ = pollUntil(true, timeout: 5) { longestDarkRun(probe.row(380, of: id)).count > 300 }
            let panel = longestDarkRun(probe.row(380, of: id))
            results["panel"] = "\(panel)"
            usleep(300_000)
            results["square after click"] = probe.row(200, of: id).runs
            xdotool("key", "Escape")
            _ = pollUntil(true, timeout: 5) { longestDarkRun(probe.row(380, of: id)).isEmpty }
            results["after escape"] = "\(longestDarkRun(probe.row(380, of: id)))"
        }
        XCTAssertEqual(results["square"], "blue 350..<450")
        XCTAssertEqual(results["before hover"], "")
        XCTAssertEqual(results["label"], "over the square")
        XCTAssertEqual(results["before click"], "0..<0")
        // The panel's corners are rounded, but row 380 is 12 points above its bottom, past the 6-point radius.
        XCTAssertEqual(results["panel"], "458..<792")
        // Outlined now (the pin's stroke, 3 points on its edge), and still blue: the click was the inspector's.
        XCTAssertTrue(results["square after click"]?.contains("blue 35") == true, "\(results)")
        XCTAssertFalse(results["square after click"]?.contains("red") == true, "\(results)")
        XCTAssertEqual(results["after escape"], "0..<0")
        XCTAssertTrue(window.isInspecting, "one Escape unpins; the inspector stays on")
        // The window's run is over: its overlay host and its fonts (which hold the X connection) are gone.
        XCTAssertNotNil(window.inspector)
        XCTAssertNil(window.inspector?.overlayHost)
        XCTAssertTrue(window.inspector?.textMeasurer is FixedAdvanceTextMeasurer)
    }
}

/// The longest run of dark pixels (the label's band, the panel) in a line, as a range of x.
private func longestDarkRun(_ line: PixelLine) -> Range<Int> {
    var best = 0..<0, start: Int?
    let paints = line.paints
    for x in 0...paints.count {
        if x < paints.count && paints[x] == .dark {
            if start == nil { start = x }
        } else if let begin = start {
            if x - begin > best.count { best = begin..<x }
            start = nil
        }
    }
    return best
}

/// "over the square" when a line's dark band (the label's) starts at the square's leading edge, 350, or left of
/// it (a label too wide to start there is moved left to end at the window's edge) and reaches past its middle,
/// 400; otherwise where the dark pixels are.
private func labelSpan(_ line: PixelLine) -> String {
    let paints = line.paints
    guard let first = paints.firstIndex(of: .dark), let last = paints.lastIndex(of: .dark) else { return "none" }
    return first <= 350 && last >= 400 ? "over the square" : "dark \(first)...\(last)"
}

/// The inspector in `reflow preview` and in the gallery, each a process of its own.
final class InspectorProcessTests: XServerTestCase {
    override func setUpWithError() throws {
        try requireXdotool()
        try super.setUpWithError()
    }

    /// The preview's square, centred in 800 × 600: (350, 250, 100, 100). With `--inspect`, hovering it shows the
    /// label above it (a dark band from 350 on row 240) and does not hover the square's own views (it would
    /// turn green); a click opens the panel beside it, 458 to 792 (as in the in-process test, 334 wide), and
    /// does not tap it (it would turn red). The inspector's Escape is taken in the preview process, so the
    /// window stays open; the e key turns the inspector off and the panel goes; then Escape quits.
    func testThePreviewsInspectorShowsTheLabelAndThePanel() throws {
        let folder = try PreviewFolder()
        try folder.write("""
            import SwiftUI

            struct TapSquare: View {
                @State private var isOn = false
                @State private var isHovered = false
                var body: some View {
                    Rectangle()
                        .fill(isOn ? Color(red: 1, green: 0, blue: 0)
                              : isHovered ? Color(red: 0, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1))
                        .frame(width: 100, height: 100)
                        .onTapGesture { isOn.toggle() }
                        .onHover { isHovered = $0 }
                }
            }

            #Preview("Tap") { TapSquare() }

            """, to: "Tap.swift")
        xdotool("mousemove", "900", "900")
        let viewer = try ViewerProcess(["preview", folder.file("Tap.swift"), "--inspect"],
                                       environment: folder.environment)
        let window = try probe.window(of: viewer)
        func row(_ y: Int) -> PixelLine { probe.row(y, of: window) }
        XCTAssertEqual(pollUntil("blue 350..<450", timeout: 60) { row(300).runs }, "blue 350..<450",
                       "stderr: \(viewer.standardError)")
        XCTAssertEqual(row(240).runs, "")
        movePointer(to: 400, 300, in: window)
        XCTAssertEqual(pollUntil("over the square", timeout: 5) { labelSpan(row(240)) }, "over the square")
        // Outlined by the inspector, but not green: the square's own hover does not happen.
        XCTAssertFalse(row(300).runs.contains("green"), row(300).runs)
        xdotool("click", "1")
        XCTAssertEqual(pollUntil(458..<792, timeout: 5) { longestDarkRun(row(580)) }, 458..<792)
        usleep(300_000)
        XCTAssertFalse(row(300).runs.contains("red"), row(300).runs)
        // Escape unpins (the panel goes) and is taken: the window stays.
        xdotool("key", "Escape")
        XCTAssertEqual(pollUntil(0..<0, timeout: 5) { longestDarkRun(row(580)) }, 0..<0)
        XCTAssertNil(viewer.waitForExit(timeout: 0.5))
        // e turns it off: the hover label goes with it, and the square is hovered again by the next move.
        xdotool("key", "e")
        XCTAssertEqual(pollUntil(0..<0, timeout: 5) { longestDarkRun(row(240)) }, 0..<0)
        movePointer(to: 410, 300, in: window)
        XCTAssertEqual(pollUntil("green 350..<450", timeout: 5) { row(300).runs }, "green 350..<450")
        xdotool("key", "Escape")
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    /// The gallery with `--inspect`: a click in the middle of the HStack scene pins a view and opens the panel,
    /// a dark band at least a third of the 800-point window wide near its bottom (the panel runs to 8 from the
    /// bottom, row 580 is past its corners) where the scene has none; Escape twice, then q, quits.
    func testTheGallerysInspectorOpensThePanelOnAClick() throws {
        let viewer = try ViewerProcess(["--scene", "hstack", "--inspect"])
        let window = try probe.window(of: viewer)
        // Until its first frame is copied in the window shows whatever the screen had there (it has no
        // background), dark on a bare Xvfb.
        waitUntil("the scene drawn, without a dark band across row 580") {
            longestDarkRun(probe.row(580, of: window)).count < 100
        }
        movePointer(to: 400, 300, in: window)
        xdotool("click", "1")
        XCTAssertGreaterThan(pollUntil(true, timeout: 5) {
            longestDarkRun(probe.row(580, of: window)).count >= 266
        } ? 266 : longestDarkRun(probe.row(580, of: window)).count, 265)
        xdotool("key", "Escape")
        XCTAssertEqual(pollUntil(true, timeout: 5) { longestDarkRun(probe.row(580, of: window)).count < 100 },
                       true)
        xdotool("key", "Escape")
        xdotool("key", "q")
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
