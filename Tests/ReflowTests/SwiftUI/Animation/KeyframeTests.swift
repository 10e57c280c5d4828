import Foundation
import XCTest
@_spi(Viewer) @testable import Reflow

/// Keyframe animation: values derived from each keyframe's own definition (a straight line, a Hermite cubic,
/// the closed-form spring of layout rules §7.3, a jump), and the animator stepping with the host's clock.
final class KeyframeTests: XCTestCase {
    struct Pose { var x: Double = 0; var scale: CGFloat = 1 }

    func testLinearMoveAndCubicKeyframesFollowTheirDefinitions() {
        let linear = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
        }
        XCTAssertEqual(linear.duration, 1)
        XCTAssertEqual(linear.value(time: 0.25), 2.5, accuracy: 1e-12)
        XCTAssertEqual(linear.value(time: 3), 10, accuracy: 1e-12, "after the end, the end")
        XCTAssertEqual(linear.value(progress: 0.5), 5, accuracy: 1e-12)

        // A move takes no time; the next keyframe starts from it.
        let moved = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(5.0)
                LinearKeyframe(15.0, duration: 2)
            }
        }
        XCTAssertEqual(moved.value(time: 0), 5, accuracy: 1e-12)
        XCTAssertEqual(moved.value(time: 1), 10, accuracy: 1e-12)

        // A lone cubic from 0 to 10 has the slope 10 / s at both ends: the Hermite curve is then the straight line.
        let cubic = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { CubicKeyframe(10.0, duration: 1) } }
        XCTAssertEqual(cubic.value(time: 0.5), 5, accuracy: 1e-12)
        // Cubics pass through their targets at their times.
        let path = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 0.5)
                CubicKeyframe(-4.0, duration: 0.5)
                CubicKeyframe(0.0, duration: 1)
            }
        }
        XCTAssertEqual(path.value(time: 0.5), 10, accuracy: 1e-12)
        XCTAssertEqual(path.value(time: 1), -4, accuracy: 1e-12)
        XCTAssertEqual(path.value(time: 2), 0, accuracy: 1e-12)
    }

    func testASpringKeyframeFollowsTheSpringAndTracksRunTogether() {
        // Critically damped (bounce 0) with response 0.5: ω = 4π, the part left at t is (1 + ωt)·e^(−ωt).
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { SpringKeyframe(10.0, duration: 0.5, spring: Spring(duration: 0.5, bounce: 0)) }
            KeyframeTrack(\.scale) {
                LinearKeyframe(2, duration: 0.25)
                LinearKeyframe(1, duration: 0.75)
            }
        }
        XCTAssertEqual(timeline.duration, 1, "the longest track")
        let omega = 4 * Double.pi
        func left(_ t: Double) -> Double { (1 + omega * t) * exp(-omega * t) }
        XCTAssertEqual(timeline.value(time: 0.2).x, 10 - 10 * left(0.2), accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0.2).scale, 1.8, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 0.625).scale, 1.5, accuracy: 1e-12)
        // Cut off at its duration, the spring ends where it got to.
        XCTAssertEqual(timeline.value(time: 1).x, 10 - 10 * left(0.5), accuracy: 1e-9)
        XCTAssertEqual(Spring.bouncy.bounce, 0.3)
        XCTAssertEqual(Spring(response: 0.4, dampingRatio: 0.7).bounce, 0.3, accuracy: 1e-12)
    }

    /// A 0 → 100 width over a second, looping: the frame follows the host's clock.
    func testARepeatingAnimatorLoopsOnTheHostsClock() {
        let host = ViewHost(rootView: KeyframeAnimator(initialValue: 0.0) { width in
            Color.red.frame(width: width, height: 10).id("bar")
        } keyframes: { _ in
            KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "bar")?.width, 0)
        XCTAssertTrue(host.wantsFrames)
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(of: "bar")?.width ?? -1, 25, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "bar")?.width ?? -1, 25, accuracy: 1e-9, "a second later, the same point of the loop")
    }

    /// Played once per change of the trigger (the modifier form), then still.
    func testATriggeredAnimatorPlaysOnceAndStops() {
        struct Bouncer: View {
            @State private var taps = 0
            var body: some View {
                Color.blue.frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: 10.0, trigger: taps) { content, width in
                        content.frame(width: width).id("box")
                    } keyframes: { _ in
                        KeyframeTrack {
                            LinearKeyframe(50.0, duration: 0.5)
                            LinearKeyframe(20.0, duration: 0.5)
                        }
                    }
                    .onTapGesture { taps += 1 }
            }
        }
        let host = ViewHost(rootView: Bouncer(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.frame(of: "box")?.width, 10, "before the first change, the initial value")
        XCTAssertFalse(host.wantsFrames)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(of: "box")?.width ?? -1, 30, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.width ?? -1, 35, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "box")?.width ?? -1, 20, accuracy: 1e-9, "the end of the keyframes")
        host.advance(by: 0.1)
        XCTAssertFalse(host.wantsFrames, "still once played")
    }
}
