import XCTest
@_spi(Viewer) @testable import Reflow

/// `PhaseAnimator` as SwiftUI documents it: without a trigger it cycles through its phases for as long as it
/// is shown, starting at once; with one, each change of the trigger runs through the phases once and back to
/// the first; each move animates with the animation for the phase it moves to, and the next starts when that
/// one has settled. A square slides along a 200-point strip: the phase is its x, so where it is drawn tells
/// the phase and how far the move has gone (linear curves: in proportion to time).
/// The square, its leading edge at `x`.
private func square(at x: Double) -> some View {
    Color.red.frame(width: 10, height: 10).id("a").padding(.leading, x)
}

final class PhaseAnimatorTests: XCTestCase {
    let accuracy: CGFloat = 1e-6

    private func strip<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        content().frame(width: 200, height: 10, alignment: .leading)
    }


    private func x(_ host: ViewHost) -> CGFloat { host.frame(of: "a")!.minX }

    // Times are sums of binary fractions, so that a move settles exactly when the arithmetic says.

    func testWithoutATriggerItCyclesThroughThePhasesOneMoveAfterAnother() {
        let host = ViewHost(rootView: strip {
            PhaseAnimator([0.0, 100.0, 40.0]) { x in square(at: x) } animation: { _ in .linear(duration: 1) }
        }, size: CGSize(width: 200, height: 10))
        XCTAssertEqual(x(host), 0, accuracy: accuracy, "the first phase, at first")
        XCTAssertTrue(host.isAnimating, "it starts at once")
        // The first frame after appearing (t = 0.25) starts the move to the second phase: 0 → 100 in 1 s.
        host.advance(by: 0.25)
        XCTAssertEqual(x(host), 0, accuracy: accuracy)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: accuracy)
        // Settled at t = 1.25, and 100 → 40 begins in the same frame.
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 100, accuracy: accuracy)
        host.advance(by: 0.25)
        XCTAssertEqual(x(host), 100 - 60 * 0.25, accuracy: accuracy)
        host.advance(by: 0.75)
        XCTAssertEqual(x(host), 40, accuracy: accuracy)
        // And round again: 40 → 0, then 0 → 100.
        host.advance(by: 1)
        XCTAssertEqual(x(host), 0, accuracy: accuracy)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: accuracy)
        XCTAssertTrue(host.isAnimating, "a continuous animator never stops")
    }

    func testATriggerRunsThePhasesOnceAndBackToTheFirst() {
        func view(_ trigger: Int) -> some View {
            strip {
                PhaseAnimator([0.0, 100.0, 40.0], trigger: trigger) { x in square(at: x) } animation: { _ in
                    .linear(duration: 1)
                }
            }
        }
        let host = ViewHost(rootView: view(0), size: CGSize(width: 200, height: 10))
        XCTAssertEqual(x(host), 0, accuracy: accuracy)
        XCTAssertFalse(host.isAnimating, "nothing runs before the trigger changes")
        host.advance(by: 1)
        XCTAssertEqual(x(host), 0, accuracy: accuracy)

        // The change moves to the second phase at once (t = 1).
        host.update(rootView: view(1))
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: accuracy)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 100, accuracy: accuracy)
        host.advance(by: 1)
        XCTAssertEqual(x(host), 40, accuracy: accuracy)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 20, accuracy: accuracy, "back to the first phase")
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 0, accuracy: accuracy)
        XCTAssertFalse(host.isAnimating, "one run, then it rests")
        host.advance(by: 1)
        XCTAssertEqual(x(host), 0, accuracy: accuracy)

        // The same trigger again changes nothing; the space key of reflow preview runs it as a change would.
        host.update(rootView: view(1))
        XCTAssertFalse(host.isAnimating)
        XCTAssertTrue(host.hasTriggeredPhaseAnimations)
        host.playPhaseAnimations()
        host.advance(by: 0.25)
        XCTAssertEqual(x(host), 25, accuracy: accuracy)
    }

    func testAPhaseWithoutAnimationJumpsAndTheNextMoveFollowsOnTheNextFrame() {
        let host = ViewHost(rootView: strip {
            PhaseAnimator([0.0, 100.0]) { x in square(at: x) } animation: { x in x == 100 ? nil : .linear(duration: 1) }
        }, size: CGSize(width: 200, height: 10))
        host.advance(by: 0.25)
        XCTAssertEqual(x(host), 100, accuracy: accuracy, "the move to 100 has no animation")
        host.advance(by: 0.25)
        XCTAssertEqual(x(host), 100, accuracy: accuracy, "the move back begins")
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: accuracy, "and animates")
        XCTAssertFalse(ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10)).hasTriggeredPhaseAnimations)
    }

    func testAnAnimatorThatLeavesTheTreeStartsAgainFromItsFirstPhase() {
        func view(_ shown: Bool) -> some View {
            strip {
                if shown {
                    PhaseAnimator([0.0, 100.0]) { x in square(at: x) } animation: { _ in .linear(duration: 1) }
                }
            }
        }
        let host = ViewHost(rootView: view(true), size: CGSize(width: 200, height: 10))
        host.advance(by: 0.25)
        host.advance(by: 1)
        XCTAssertEqual(x(host), 100, accuracy: accuracy)
        host.update(rootView: view(false))
        XCTAssertFalse(host.isAnimating, "gone, with its state")
        host.update(rootView: view(true))
        XCTAssertEqual(x(host), 0, accuracy: accuracy)
    }

    func testNoPhasesShowNothingWithAWarning() {
        let host = ViewHost(rootView: strip {
            PhaseAnimator([Double]()) { x in square(at: x) }
        }, size: CGSize(width: 200, height: 10))
        XCTAssertNil(host.frame(of: "a"))
        XCTAssertTrue(host.warnings.contains { $0.contains("PhaseAnimator") })
        XCTAssertFalse(host.isAnimating)
    }

    func testTheModifierFormAppliesEachPhaseToTheView() {
        // `view.phaseAnimator(phases) { view, phase in … }` is a PhaseAnimator around the view: the same moves as
        // the first test, the view handed to the closure drawn as itself.
        let host = ViewHost(rootView: strip {
            Color.red.frame(width: 10, height: 10).id("a")
                .phaseAnimator([0.0, 100.0, 40.0]) { view, x in view.padding(.leading, x) } animation: { _ in
                    .linear(duration: 1)
                }
        }, size: CGSize(width: 200, height: 10))
        XCTAssertEqual(x(host), 0, accuracy: accuracy)
        host.advance(by: 0.25)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: accuracy)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 100, accuracy: accuracy)
        // With a trigger that never changes, nothing moves.
        let still = ViewHost(rootView: strip {
            Color.red.frame(width: 10, height: 10).id("a")
                .phaseAnimator([0.0, 100.0], trigger: 0) { view, x in view.padding(.leading, x) }
        }, size: CGSize(width: 200, height: 10))
        still.advance(by: 1)
        XCTAssertEqual(x(still), 0, accuracy: accuracy)
    }
}
