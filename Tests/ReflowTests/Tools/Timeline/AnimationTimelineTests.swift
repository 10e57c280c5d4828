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
        let timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
        timeline.sample(host)
        host.advance(by: 0.25)
        timeline.sample(host)
        host.advance(by: 0.25)
        timeline.sample(host)
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
}
