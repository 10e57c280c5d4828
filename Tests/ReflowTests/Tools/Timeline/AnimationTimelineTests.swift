import XCTest
@_spi(Viewer) @testable import Reflow

/// The animation timeline (issue 31, item 6): its clock, its keys, and the moving views it graphs. A 10-point
/// square moves from 0 to 190 over one second (linear): at host time t it is at 190 t.
final class AnimationTimelineTests: XCTestCase {
    private func strip(trailing: Bool) -> some View {
        Color.red.frame(width: 10, height: 10).id("a")
            .frame(width: 200, height: 10, alignment: trailing ? .trailing : .leading)
    }

    private func moving() -> ViewHost {
        let host = ViewHost(rootView: strip(trailing: false), size: CGSize(width: 200, height: 10))
        host.update(rootView: strip(trailing: true), animation: .linear(duration: 1))
        return host
    }

    /// A timeline that sampled `host` at its times 0, 0.25 and 0.5.
    private func sampledAtZeroAQuarterAndAHalf(_ host: ViewHost) -> AnimationTimeline {
        let timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
        for step in 0..<3 {
            if step > 0 { host.advance(by: 0.25) }
            timeline.sample(host)
        }
        return timeline
    }

    func testSpeedsScaleTheWindowsSeconds() {
        let timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertEqual(timeline.elapsed(0.5), 0.5)
        XCTAssertTrue(timeline.press(key: "1"))
        XCTAssertEqual(timeline.elapsed(0.5), 0.05, accuracy: 1e-12)
        XCTAssertTrue(timeline.press(key: "2"))
        XCTAssertEqual(timeline.elapsed(0.5), 0.125, accuracy: 1e-12)
        XCTAssertTrue(timeline.press(key: "3"))
        XCTAssertEqual(timeline.elapsed(0.5), 0.5)
        XCTAssertFalse(timeline.press(key: "q"), "a key it does not use is the views'")
    }

    func testPausedTheClockStandsAndEachStepIsOneFrame() {
        let timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertFalse(timeline.press(key: "Right"), "stepping is for a paused timeline")
        XCTAssertTrue(timeline.press(key: "space"))
        XCTAssertTrue(timeline.isPaused)
        XCTAssertEqual(timeline.elapsed(0.5), 0)
        XCTAssertTrue(timeline.press(key: "Right"))
        XCTAssertTrue(timeline.press(key: "Right"))
        XCTAssertEqual(timeline.elapsed(0.5), 2.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(timeline.elapsed(0.5), 0, "each step counts once")
        XCTAssertTrue(timeline.press(key: "space"))
        XCTAssertEqual(timeline.elapsed(0.5), 0.5)
    }

    func testAQuarterSpeedMovesTheSquareAQuarterAsFar() {
        // Half a second of the window's time at ×0.25 is an eighth of a second of the animation: 190 / 8.
        let host = moving()
        let timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
        _ = timeline.press(key: "2")
        host.advance(by: timeline.elapsed(0.5))
        XCTAssertEqual(host.frame(of: "a")!.minX, 190.0 / 8, accuracy: 1e-6)
    }

    func testTheGraphFollowsTheMovingViewAlongTheAxisItMoves() {
        // Sampled at 0, 0.25, 0.5: the square at 0, 47.5 and 95 across, not moving down. Its curve is along x,
        // from the graph's bottom (the lowest value) to its top, each point at its time across the strip.
        let host = moving()
        let timeline = sampledAtZeroAQuarterAndAHalf(host)
        let model = timeline.model(width: 300)
        XCTAssertEqual(model.curves.count, 1)
        let curve = try! XCTUnwrap(model.curves.first)
        XCTAssertTrue(curve.label.hasSuffix(" x"), curve.label)
        XCTAssertEqual(curve.points.map(\.y), [1, 0.5, 0])
        // The span is three seconds ending at the latest sample (0.5): times 0, 0.25, 0.5 sit at 5/6, 5.5/6 and
        // 6/6 of 300 points.
        XCTAssertEqual(curve.points.map(\.x), [250, 275, 300])
        XCTAssertTrue(model.caption.hasPrefix("playing · ×1 · t 0.50 s"), model.caption)
    }

    /// Where the 10-point square is drawn in `list`.
    private func squareX(_ list: DisplayList?) -> Double? {
        for case .fill(_, let frame, _) in list?.items ?? [] where frame.width == 10 { return frame.minX }
        return nil
    }

    /// Thirty frames a 60th of a second apart are kept (t 0 to 0.5). Paused, Left steps back through them: six
    /// back is t 0.4, the square at 190 × 0.4 = 76; Right steps forward, and past the newest the views are
    /// drawn again. Scrubbing maps the graph's width to its 3-second span ending at the newest frame: the
    /// fraction (0.4 − (0.5 − 3)) / 3 is t 0.4 again; the left edge, before anything kept, is the oldest frame.
    func testPausedLeftStepsBackThroughTheFramesKeptAndDraggingScrubs() {
        let host = moving()
        let timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertTrue(timeline.press(key: "Left") == false, "stepping back is for a paused timeline")
        timeline.record(host)
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)
            timeline.record(host)
        }
        XCTAssertEqual(timeline.history.count, 31)
        XCTAssertTrue(timeline.press(key: "space"))
        XCTAssertNil(timeline.replayed, "paused, the views themselves are drawn")
        for _ in 0..<6 { XCTAssertTrue(timeline.press(key: "Left")) }
        XCTAssertEqual(squareX(timeline.replayed) ?? -1, 76, accuracy: 1e-6)
        XCTAssertTrue(timeline.model(width: 300).caption.contains("showing 0.10 s back"), timeline.model(width: 300).caption)
        // The playhead at t 0.4 of the span from −2.5 to 0.5, across 300 points: 2.9 / 3 × 300 = 290.
        XCTAssertEqual(timeline.model(width: 300).playhead ?? -1, 290, accuracy: 1e-6)
        XCTAssertTrue(timeline.press(key: "Right"))
        XCTAssertEqual(squareX(timeline.replayed) ?? -1, 190 * (25.0 / 60), accuracy: 1e-6)
        for _ in 0..<5 { XCTAssertTrue(timeline.press(key: "Right")) }
        XCTAssertNil(timeline.replayed, "past the newest frame kept, the views are drawn")
        XCTAssertEqual(timeline.elapsed(0.5), 0, "and the clock did not move")

        XCTAssertTrue(timeline.scrub(to: 2.9 / 3))
        XCTAssertEqual(squareX(timeline.replayed) ?? -1, 76, accuracy: 1e-6)
        XCTAssertTrue(timeline.scrub(to: 0))
        XCTAssertEqual(squareX(timeline.replayed) ?? -1, 0, accuracy: 1e-6)
        XCTAssertTrue(timeline.press(key: "space"))
        XCTAssertNil(timeline.replayed, "playing goes on from the newest frame")
        // Kept frames older than the span are let go.
        for _ in 0..<200 {
            host.advance(by: 1.0 / 60)
            timeline.record(host)
        }
        XCTAssertEqual(timeline.history.count, 181)
    }

    /// A rotation going from 0° to 90° over a second (linear), sampled at 0, 0.25 and 0.5: 0°, 22.5°, 45°. Its
    /// curve runs from the graph's bottom (the lowest value) to its top, at 250, 275 and 300 across 300 points
    /// (the span is the 3 seconds up to 0.5).
    func testAnAnimatedEffectsValueIsGraphed() {
        func turned(_ degrees: Double) -> some View { Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(degrees)) }
        let host = ViewHost(rootView: turned(0), size: CGSize(width: 200, height: 10))
        host.update(rootView: turned(90), animation: .linear(duration: 1))
        let timeline = sampledAtZeroAQuarterAndAHalf(host)
        let curves = timeline.model(width: 300).curves
        let rotation = curves.first { $0.label.hasSuffix(" rotation") }
        XCTAssertNotNil(rotation, "\(curves.map(\.label))")
        XCTAssertEqual(rotation?.points.map(\.x) ?? [], [250, 275, 300])
        XCTAssertEqual(rotation?.points.map(\.y) ?? [], [1, 0.5, 0])
    }
}
