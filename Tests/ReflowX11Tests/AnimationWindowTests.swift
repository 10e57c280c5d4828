@_spi(FrameTrace) import ReflowX11
import ReflowTestSupport
import XCTest

/// Animations in the `reflow` window, followed through its frame trace (REFLOW_TRACE_FRAMES=1): frames at the
/// display's pace while something moves, none and no CPU while nothing does.
final class AnimationWindowTests: XServerTestCase {
    /// The viewer showing `scene` with its frames traced, its window, once the first frame is drawn and the
    /// window has settled: the map's expose and configure events are behind it, and no frame has come for
    /// 0.3 s.
    private func launch(scene: String) throws -> (ViewerProcess, UInt) {
        let viewer = try ViewerProcess(["--scene", scene], environment: ["REFLOW_TRACE_FRAMES": "1"])
        let window = try probe.window(of: viewer)
        guard viewer.waitForFrames(1, timeout: 20) else {
            throw XProbeError("no frame within 20 s; stderr: \(viewer.standardError)")
        }
        waitUntil("the window to settle (no frame for 0.3 s)", timeout: 10) {
            viewer.frames.last.map { TracedFrame.now() - $0.time >= 0.3 } ?? false
        }
        return (viewer, window)
    }

    /// Waits until a frame has come after `start` and then none for `quiet` seconds (at most `timeout` in all);
    /// the frames drawn after `start`.
    private func framesUntilQuiet(_ viewer: ViewerProcess, after start: Double, quiet: Double,
                                  timeout: Double) -> [TracedFrame] {
        var frames: [TracedFrame] = []
        _ = pollUntil(true, timeout: timeout, poll: 0.02) {
            frames = viewer.frames.filter { $0.time > start }
            return frames.last.map { TracedFrame.now() - $0.time >= quiet } ?? false
        }
        return frames
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// Space plays the overlap scene's demo: the overlap goes 20 → 60 → 0 → 20 points, three ease-in-out
    /// animations of 0.35 s. Frames come while it plays, at about 60 a second; before and after, none come and
    /// the viewer uses next to no CPU.
    func testSpacePlaysTheDemoAtTheFramePaceAndNothingIsDrawnWhileIdle() throws {
        let (viewer, window) = try launch(scene: "overlap")
        defer { withExtendedLifetime(viewer) {} }

        // Idle: one second without a frame, and without using the CPU for it.
        let before = viewer.frames.count
        let cpuBefore = try XCTUnwrap(viewer.cpuSeconds)
        usleep(1_000_000)
        XCTAssertEqual(viewer.frames.count, before, "frames drawn while nothing moves")
        XCTAssertLessThan(try XCTUnwrap(viewer.cpuSeconds) - cpuBefore, 0.05, "CPU used while idle")

        let pressed = TracedFrame.now()
        probe.press("space", in: window)
        let frames = framesUntilQuiet(viewer, after: pressed, quiet: 1.2, timeout: 15)
        let animated = frames.filter(\.animated)
        XCTAssertFalse(animated.isEmpty, "no animated frames")
        guard let first = animated.first, let last = animated.last else { return }

        // The three animations take 1.05 s; the animated frames span about that (a loaded machine may stretch
        // it a little, never shrink it).
        let span = last.time - first.time
        XCTAssertGreaterThan(span, 0.9)
        XCTAssertLessThan(span, 3)
        // At 60 frames a second that is 63 frames; a slow debug build under Xvfb must still manage a third.
        XCTAssertGreaterThanOrEqual(animated.count, 20, "only \(animated.count) frames in \(span) s")
        let intervals = zip(animated.dropFirst(), animated).map { $0.time - $1.time }
        let pace = median(intervals)
        XCTAssertGreaterThan(pace, 0.012, "frames come faster than the display's pace: a busy loop")
        XCTAssertLessThan(pace, 0.034, "frames come at less than 30 a second")

        // Settled: no frame and no CPU for a second.
        let settled = viewer.frames.count
        let cpuSettled = try XCTUnwrap(viewer.cpuSeconds)
        usleep(1_000_000)
        XCTAssertEqual(viewer.frames.count, settled, "frames drawn after the animation settled")
        XCTAssertLessThan(try XCTUnwrap(viewer.cpuSeconds) - cpuSettled, 0.05, "CPU used after the animation")
    }

    /// A resize in the middle of the wheel's turn (0° → 180° → 0°, 0.7 s) does not stop it: animated frames
    /// go on at the new size.
    func testAResizeDuringAnAnimationKeepsItGoing() throws {
        let (viewer, window) = try launch(scene: "wheel")
        defer { withExtendedLifetime(viewer) {} }
        let pressed = TracedFrame.now()
        probe.press("space", in: window)
        waitUntil("the wheel to start turning (an animated frame)", timeout: 5) {
            viewer.frames.contains { $0.time > pressed && $0.animated }
        }
        let resized = TracedFrame.now()
        probe.resize(window, width: 640, height: 480)
        let frames = framesUntilQuiet(viewer, after: resized, quiet: 1, timeout: 15)
        let after = frames.filter { $0.size == "640x480" && $0.animated }
        XCTAssertGreaterThanOrEqual(after.count, 10, "animated frames at the new size: \(after.count)")
        XCTAssertEqual(frames.last?.size, "640x480")
    }
}
