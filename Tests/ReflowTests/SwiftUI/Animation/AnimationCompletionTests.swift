import XCTest
@testable import Reflow

/// What a change animates: the square's leading edge, and a label no animation moves.
@Observable private final class Slide {
    var x: CGFloat = 0
    var label = "a"
}

/// A 10-point square whose leading edge is at the model's `x` in a 200-point strip, and a text.
private struct Strip: View {
    let slide: Slide
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a").padding(.leading, slide.x)
                .frame(width: 200, height: 10, alignment: .leading)
            Text(slide.label)
        }
    }
}

/// A button whose action slides the square out with a completion that slides it back: SwiftUI demos chain
/// animations this way.
private struct ChainedButton: View {
    @State private var x: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a").padding(.leading, x)
                .frame(width: 200, height: 10, alignment: .leading)
            Button("Go") {
                withAnimation(.linear(duration: 1)) { x = 100 } completion: {
                    withAnimation(.linear(duration: 1)) { x = 0 }
                }
            }
            .frame(width: 200, height: 40).id("button")
        }
    }
}

/// Animation completions as Apple documents `withAnimation(_:completionCriteria:_:completion:)` and
/// `AnimationCompletionCriteria`: a completion runs once, when the animations its change started are done —
/// a timing curve at its duration; a spring when logically complete (its remaining motion imperceptible)
/// or, for `.removed`, when it has settled — and on the next update when the change animated nothing.
final class AnimationCompletionTests: XCTestCase {
    private func x(_ host: ViewHost) -> CGFloat { host.frame(of: "a")!.minX }

    func testACompletionRunsOnceWhenATimingCurveReachesItsDuration() {
        let slide = Slide()
        let host = ViewHost(rootView: Strip(slide: slide), size: CGSize(width: 200, height: 40))
        var calls = 0
        withAnimation(.linear(duration: 1)) { slide.x = 100 } completion: { calls += 1 }
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: 1e-6, "half way through a linear second")
        XCTAssertEqual(calls, 0, "not before the animation is done")
        host.advance(by: 0.25)
        XCTAssertEqual(calls, 0)
        host.advance(by: 0.25)
        XCTAssertEqual(calls, 1, "at the end of the curve's duration")
        XCTAssertEqual(x(host), 100, accuracy: 1e-6)
        host.advance(by: 1)
        XCTAssertEqual(calls, 1, "once")
    }

    func testASpringCompletesLogicallyBeforeItIsRemoved() {
        let slide = Slide()
        let host = ViewHost(rootView: Strip(slide: slide), size: CGSize(width: 200, height: 40))
        var logical: Double?, removed: Double?, xWhenLogical: CGFloat?
        var transaction = Transaction(animation: .spring(response: 0.5, dampingFraction: 1))
        transaction.addAnimationCompletion { logical = host.time }
        transaction.addAnimationCompletion(criteria: .removed) { removed = host.time }
        withTransaction(transaction) { slide.x = 100 }
        while removed == nil && host.time < 5 {
            host.advance(by: 1.0 / 64)
            if logical != nil && xWhenLogical == nil { xWhenLogical = x(host) }
        }
        guard let logical, let removed, let xWhenLogical else { return XCTFail("both completions run") }
        XCTAssertLessThan(logical, removed, "logically complete comes first, in the spring's long tail")
        // A critically damped spring of response 0.5 is (1 + ωt)e^(−ωt) of its travel from its target, ω = 4π:
        // within 1% of it after ωt ≈ 6.6, 0.53 s, and still moving then.
        XCTAssertGreaterThan(logical, 0.45)
        XCTAssertLessThan(logical, 0.7)
        XCTAssertLessThan(100 - xWhenLogical, 1, "within 1% of the 100-point travel")
        XCTAssertGreaterThan(100 - xWhenLogical, 0.05, "still on its way")
        XCTAssertGreaterThan(removed, 0.8, "removed waits until the spring has settled")
        XCTAssertEqual(x(host), 100, accuracy: 0.05, "settled at the target when removed")
    }

    func testRemovedWaitsForLaterAnimationsAndLogicallyCompleteDoesNot() {
        // Apple: a later change's animations are ignored by `.logicallyComplete` completions and waited for by
        // `.removed` ones.
        let slide = Slide()
        let host = ViewHost(rootView: Strip(slide: slide), size: CGSize(width: 200, height: 40))
        var logical: Double?, removed: Double?
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion { logical = host.time }
        transaction.addAnimationCompletion(criteria: .removed) { removed = host.time }
        withTransaction(transaction) { slide.x = 100 }
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { slide.x = 0 }
        for _ in 0..<8 { host.advance(by: 0.25) }
        XCTAssertEqual(logical, 1, "at the end of its own animation")
        XCTAssertEqual(removed, 1.5, "at the end of the later one, started at 0.5")
    }

    func testAChangeThatAnimatesNothingCompletesOnTheNextUpdate() {
        let slide = Slide()
        let host = ViewHost(rootView: Strip(slide: slide), size: CGSize(width: 200, height: 40))
        var calls = 0
        withAnimation(.linear(duration: 1)) { slide.label = "b" } completion: { calls += 1 }
        XCTAssertEqual(calls, 0, "the change is applied at the host's next update")
        _ = host.frame(of: "a")
        XCTAssertEqual(calls, 1, "a text's new content moves nothing: done with the update, with no time passing")
        XCTAssertEqual(host.time, 0)
        // A change of no view's state: nothing waits for it.
        withAnimation { } completion: { calls += 1 }
        XCTAssertEqual(calls, 2)
    }

    func testANestedTransactionLeavesTheCompletionToTheEnclosingOne() {
        let slide = Slide()
        let host = ViewHost(rootView: Strip(slide: slide), size: CGSize(width: 200, height: 40))
        var calls = 0
        withAnimation(.linear(duration: 1)) {
            // A nested transaction that changes nothing is not the end of the enclosing change.
            withTransaction(\.disablesAnimations, false) {}
            slide.x = 100
        } completion: { calls += 1 }
        XCTAssertEqual(calls, 0)
        host.advance(by: 0.5)
        XCTAssertEqual(calls, 0, "the enclosing change's animation runs on")
        host.advance(by: 0.5)
        XCTAssertEqual(calls, 1)
    }

    func testStateSetInACompletionChainsTheNextAnimation() {
        let host = ViewHost(rootView: ChainedButton(), size: CGSize(width: 200, height: 50))
        let button = host.frame(of: "button")!
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: 1e-6)
        host.advance(by: 0.5)
        // Done at t = 1: the completion starts the way back, from 100, in the same frame.
        XCTAssertEqual(x(host), 100, accuracy: 1e-6)
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 50, accuracy: 1e-6, "half way back")
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 0, accuracy: 1e-6)
    }

    func testATransactionsAddedCompletionRunsWithItsAnimation() {
        let slide = Slide()
        let host = ViewHost(rootView: Strip(slide: slide), size: CGSize(width: 200, height: 40))
        var calls = 0
        var transaction = Transaction(animation: .easeInOut(duration: 0.5))
        transaction.addAnimationCompletion { calls += 1 }
        // A copy that adds its own leaves the original's alone.
        var copy = transaction
        copy.addAnimationCompletion(criteria: .removed) { calls += 10 }
        withTransaction(transaction) { slide.x = 40 }
        host.advance(by: 0.25)
        XCTAssertEqual(calls, 0)
        host.advance(by: 0.25)
        XCTAssertEqual(calls, 1, "the ease-in-out's half second is over; the copy's completion is not the original's")
    }
}
