import Foundation
@_spi(Preview) import ReflowX11
@_spi(Viewer) import Reflow
import ReflowTestSupport
import XCTest

/// The animation timeline in a window (issue 31, item 6): paused, a press on its graph scrubs back to a frame
/// it kept, which the window draws instead of the views; playing again shows the views. 1 pt = 1 px.
final class TimelineWindowTests: XCTestCase {
    /// A 20-point red square along the top of a 400 × 200 window, moved from the leading edge to 380 over 4 s
    /// (linear). The graph is the strip's bottom 70 points inside its 6-point padding: a press at (7, 150) is at
    /// its left edge, the start of its 3-second span, before the first frame kept, so the oldest frame is shown:
    /// the square where it started, red 0..<20 along row 10.
    func testAPressOnTheGraphScrubsBackToAKeptFrame() throws {
        try requireDisplay()
        func square(trailing: Bool) -> some View {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .frame(width: 400, height: 200, alignment: trailing ? .topTrailing : .topLeading)
        }
        let window = ReflowWindow(title: "timeline test", size: CGSize(width: 400, height: 200)) { square(trailing: false) }
        window.showsTimeline = true
        nonisolated(unsafe) var seen: [String: String] = [:]
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            seen["start"] = pollUntil("red 0..<20", timeout: 10) { probe.row(10, of: id).runs }
            DispatchQueue.main.async { window.update(rootView: square(trailing: true), animation: .linear(duration: 4)) }
            // Half a second on, it has moved: paused there.
            usleep(500_000)
            DispatchQueue.main.async { window.deliver(.key(WindowKey(name: "space", text: " "))) }
            usleep(200_000)
            seen["paused"] = probe.row(10, of: id).runs
            DispatchQueue.main.async { window.deliver(.pointerPressed(x: 7, y: 150, modifiers: [])) }
            seen["scrubbed"] = pollUntil("red 0..<20", timeout: 5) { probe.row(10, of: id).runs }
            DispatchQueue.main.async {
                window.deliver(.pointerReleased(x: 7, y: 150, modifiers: []))
                window.deliver(.key(WindowKey(name: "space", text: " ")))
            }
            usleep(300_000)
            seen["playing"] = probe.row(10, of: id).runs
        }
        XCTAssertEqual(seen["start"], "red 0..<20")
        let pausedAt = try XCTUnwrap(Self.start(of: seen["paused"]), seen["paused"] ?? "")
        XCTAssertGreaterThan(pausedAt, 10, "moved before the pause: \(seen["paused"] ?? "")")
        XCTAssertEqual(seen["scrubbed"], "red 0..<20")
        let playingAt = try XCTUnwrap(Self.start(of: seen["playing"]), seen["playing"] ?? "")
        XCTAssertGreaterThan(playingAt, pausedAt, "playing on from where the animation was")
    }

    /// Where the red run starts in "red 54..<74" (possibly with antialiased pixels around it).
    private static func start(of runs: String?) -> Int? {
        guard let runs, let range = runs.range(of: "red ") else { return nil }
        return Int(runs[range.upperBound...].prefix { $0.isNumber })
    }
}
