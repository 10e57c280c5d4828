import XCTest
@testable import Reflow

/// Animations on the host's clock. Expected values come from each curve's definition (layout rules §7), computed
/// here independently of the engine: the Bézier curve by bisection, springs from the damped oscillator's
/// closed form.
final class AnimationTests: XCTestCase {
    let accuracy: CGFloat = 1e-6

    // MARK: Independent curve maths

    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) where its x is `x`, by bisection on the parameter.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }

    /// The remaining fraction of a unit displacement released at rest on a spring (mass 1).
    static func spring(response: Double, damping: Double, at t: Double) -> Double {
        let k = min(pow(2 * .pi / response, 2), 45_000), omega = k.squareRoot()
        if damping < 1 {
            let wd = omega * (1 - damping * damping).squareRoot()
            return exp(-damping * omega * t) * (cos(wd * t) + damping * omega / wd * sin(wd * t))
        }
        return (1 + omega * t) * exp(-omega * t)
    }

    // MARK: A view that moves

    /// A 10×10 square at the leading or trailing end of a 200-wide strip: it moves 190 points.
    private func strip(trailing: Bool) -> some View {
        Color.red.frame(width: 10, height: 10).id("a")
            .frame(width: 200, height: 10, alignment: trailing ? .trailing : .leading)
    }

    private func host() -> ViewHost {
        ViewHost(rootView: strip(trailing: false), size: CGSize(width: 200, height: 10))
    }

    private func x(_ host: ViewHost) -> CGFloat { host.frame(of: "a")!.minX }

    func testLinearMovesInProportionToTime() {
        let host = host()
        host.update(rootView: strip(trailing: true), animation: .linear(duration: 1))
        XCTAssertEqual(x(host), 0, accuracy: accuracy, "an animation starts where the view was")
        XCTAssertTrue(host.isAnimating)
        for t in [0.25, 0.5, 0.75] {
            host.advance(by: 0.25)
            XCTAssertEqual(x(host), 190 * t, accuracy: accuracy)
        }
        host.advance(by: 0.25)
        XCTAssertEqual(x(host), 190, accuracy: accuracy)
        XCTAssertFalse(host.isAnimating)
    }

    func testEaseCurvesFollowTheirBezierDefinitions() {
        let curves: [(Animation, (Double, Double, Double, Double))] = [
            (.easeInOut(duration: 0.5), (0.42, 0, 0.58, 1)),
            (.easeIn(duration: 0.5), (0.42, 0, 1, 1)),
            (.easeOut(duration: 0.5), (0, 0, 0.58, 1)),
        ]
        for (animation, c) in curves {
            let host = host()
            host.update(rootView: strip(trailing: true), animation: animation)
            var elapsed = 0.0
            for step in [0.05, 0.1, 0.15, 0.1] {
                host.advance(by: step)
                elapsed += step
                let expected = 190 * Self.bezier(c.0, c.1, c.2, c.3, at: elapsed / 0.5)
                XCTAssertEqual(x(host), expected, accuracy: 1e-6, "\(animation) at \(elapsed) s")
            }
        }
    }

    func testDefaultDurationIs035Seconds() {
        let host = host()
        host.update(rootView: strip(trailing: true), animation: .linear)
        host.advance(by: 0.35 / 2)
        XCTAssertEqual(x(host), 95, accuracy: accuracy)
        host.advance(by: 0.35 / 2)
        XCTAssertFalse(host.isAnimating)
    }

    func testSpringsFollowTheDampedOscillator() {
        let springs: [(Animation, Double, Double)] = [
            (.spring(response: 0.5, dampingFraction: 0.5), 0.5, 0.5),   // bounces past the target
            (.default, 0.55, 1),                                         // critically damped
            (.spring(duration: 0.4, bounce: 0.3), 0.4, 0.7),            // damping = 1 − bounce
        ]
        for (animation, response, damping) in springs {
            let host = host()
            host.update(rootView: strip(trailing: true), animation: animation)
            var elapsed = 0.0
            for step in [0.05, 0.1, 0.2, 0.3] {
                host.advance(by: step)
                elapsed += step
                // The square starts 190 points before its target; the spring says how much of that remains.
                let expected = 190 - 190 * Self.spring(response: response, damping: damping, at: elapsed)
                XCTAssertEqual(x(host), expected, accuracy: 1e-6, "\(animation) at \(elapsed) s")
            }
        }
    }

    func testUnderdampedSpringOvershoots() {
        let host = host()
        host.update(rootView: strip(trailing: true), animation: .spring(response: 0.5, dampingFraction: 0.3))
        var furthest: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            furthest = max(furthest, x(host))
        }
        XCTAssertGreaterThan(furthest, 190)
    }

    func testDelaySpeedAndRepeats() {
        let delayed = host()
        delayed.update(rootView: strip(trailing: true), animation: .linear(duration: 1).delay(0.5))
        delayed.advance(by: 0.5)
        XCTAssertEqual(x(delayed), 0, accuracy: accuracy)
        delayed.advance(by: 0.5)
        XCTAssertEqual(x(delayed), 95, accuracy: accuracy)

        let fast = host()
        fast.update(rootView: strip(trailing: true), animation: .linear(duration: 1).speed(2))
        fast.advance(by: 0.25)
        XCTAssertEqual(x(fast), 95, accuracy: accuracy)

        // Twice, reversing: at 1.5 s it is half way back from the target.
        let repeated = host()
        repeated.update(rootView: strip(trailing: true), animation: .linear(duration: 1).repeatCount(2))
        repeated.advance(by: 1.5)
        XCTAssertEqual(x(repeated), 95, accuracy: accuracy)
        repeated.advance(by: 0.6)
        XCTAssertFalse(repeated.isAnimating)
        XCTAssertEqual(x(repeated), 190, accuracy: accuracy)

        let forever = host()
        forever.update(rootView: strip(trailing: true), animation: .linear(duration: 1).repeatForever(autoreverses: false))
        forever.advance(by: 10.25)
        XCTAssertEqual(x(forever), 190 * 0.25, accuracy: 1e-6)
        XCTAssertTrue(forever.isAnimating)
    }

    func testWithoutAnimationTheViewJumps() {
        let host = host()
        host.update(rootView: strip(trailing: true))
        XCTAssertEqual(x(host), 190, accuracy: accuracy)
        XCTAssertFalse(host.isAnimating)
    }

    func testWithAnimationAnimatesTheUpdate() {
        let host = host()
        withAnimation(.linear(duration: 1)) { host.update(rootView: strip(trailing: true)) }
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 95, accuracy: accuracy)
    }

    func testAnimationModifierAnimatesWhenItsValueChanges() {
        func view(_ trailing: Bool, value: Int, animation: Animation?) -> some View {
            strip(trailing: trailing).animation(animation, value: value)
        }
        let host = ViewHost(rootView: view(false, value: 0, animation: .linear(duration: 1)),
                            size: CGSize(width: 200, height: 10))
        host.update(rootView: view(true, value: 1, animation: .linear(duration: 1)))
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 95, accuracy: accuracy, "the value changed: the subtree animates")
        host.advance(by: 1)

        // The same value: the change is not animated.
        host.update(rootView: view(false, value: 1, animation: .linear(duration: 1)))
        XCTAssertEqual(x(host), 0, accuracy: accuracy)

        // nil turns animation off for the subtree, even inside withAnimation.
        withAnimation(.linear(duration: 1)) { host.update(rootView: view(true, value: 2, animation: nil)) }
        XCTAssertEqual(x(host), 190, accuracy: accuracy)
        XCTAssertFalse(host.isAnimating)
    }

    @available(*, deprecated)
    func testTheDeprecatedAnimationModifierAnimatesEveryChangeAfterTheFirst() {
        // SwiftUI's `.animation(_:)` without a value: every update animates, the first appearance does not.
        let host = ViewHost(rootView: strip(trailing: false).animation(.linear(duration: 1)),
                            size: CGSize(width: 200, height: 10))
        XCTAssertEqual(x(host), 0, accuracy: accuracy)
        XCTAssertFalse(host.isAnimating, "appearing is not a change")
        host.update(rootView: strip(trailing: true).animation(.linear(duration: 1)))
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 95, accuracy: accuracy)
        host.advance(by: 1)
        host.update(rootView: strip(trailing: false).animation(.linear(duration: 1)))
        host.advance(by: 0.25)
        XCTAssertEqual(x(host), 190 * 0.75, accuracy: accuracy, "and the next change too")
    }

    // MARK: Animatable layouts move along their own path

    /// Places each subview on a circle of radius 100 around the centre, at `angle` degrees plus 90° per index.
    struct Wheel: Layout {
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 220, height: 220)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let radians = (angle + 90 * Double(index)) * .pi / 180
                subview.place(at: CGPoint(x: bounds.midX + 100 * cos(radians), y: bounds.midY + 100 * sin(radians)),
                              anchor: .center, proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    /// The same wheel without animatable data: only its subviews' frames animate, in straight lines.
    struct StillWheel: Layout {
        var angle: Double
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 220, height: 220)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            Wheel(angle: angle).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    func testAnimatableLayoutMovesAlongTheArcAndOthersInAStraightLine() {
        let size = CGSize(width: 220, height: 220)
        let centre = CGPoint(x: 110, y: 110)
        let arc = ViewHost(rootView: Wheel(angle: 0) { Color.red.id("a") }, size: size)
        arc.update(rootView: Wheel(angle: 180) { Color.red.id("a") }, animation: .linear(duration: 1))
        arc.advance(by: 0.5)
        // Half way the data is 90°: the view is on the circle, straight below the centre.
        let onArc = arc.frame(of: "a")!
        XCTAssertEqual(onArc.midX, centre.x + 100 * cos(.pi / 2), accuracy: 1e-6)
        XCTAssertEqual(onArc.midY, centre.y + 100 * sin(.pi / 2), accuracy: 1e-6)

        let line = ViewHost(rootView: StillWheel(angle: 0) { Color.red.id("a") }, size: size)
        line.update(rootView: StillWheel(angle: 180) { Color.red.id("a") }, animation: .linear(duration: 1))
        line.advance(by: 0.5)
        // Without animatable data the frame goes straight from (210, 110) to (10, 110): half way is the centre.
        let onLine = line.frame(of: "a")!
        XCTAssertEqual(onLine.midX, centre.x, accuracy: 1e-6)
        XCTAssertEqual(onLine.midY, centre.y, accuracy: 1e-6)
    }

    func testAnimatedLayoutDataSettlesAtTheTarget() {
        let size = CGSize(width: 220, height: 220)
        let host = ViewHost(rootView: Wheel(angle: 0) { Color.red.id("a") }, size: size)
        host.update(rootView: Wheel(angle: 90) { Color.red.id("a") }, animation: .easeInOut(duration: 0.4))
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(host.frame(of: "a")!.midX, 110, accuracy: 1e-6)
        XCTAssertEqual(host.frame(of: "a")!.midY, 210, accuracy: 1e-6)
    }

    // MARK: AnyLayout

    func testSwitchingAnyLayoutMovesEverySubviewAndKeepsIdentity() {
        let calls = CacheCalls()
        func view(_ layout: AnyLayout, counting calls: CacheCalls) -> some View {
            layout {
                CacheCounter(calls: calls) { Color.red }.frame(width: 40, height: 40).id("a")
                Color.blue.frame(width: 40, height: 40).id("b")
            }
        }
        let size = CGSize(width: 200, height: 200)
        let host = ViewHost(rootView: view(AnyLayout(HStackLayout(spacing: 0)), counting: calls), size: size)
        let startB = host.frame(of: "b")!
        let end = ViewHost(rootView: view(AnyLayout(VStackLayout(spacing: 0)), counting: CacheCalls()), size: size)
        let endB = end.frame(of: "b")!
        XCTAssertNotEqual(startB.origin, endB.origin, "the two layouts put b in different places")
        host.update(rootView: view(AnyLayout(VStackLayout(spacing: 0)), counting: calls), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        let midB = host.frame(of: "b")!
        XCTAssertEqual(midB.minX, (startB.minX + endB.minX) / 2, accuracy: 1e-6)
        XCTAssertEqual(midB.minY, (startB.minY + endB.minY) / 2, accuracy: 1e-6)
        XCTAssertEqual(calls.make, 1, "the subview kept its identity across the switch")
        XCTAssertEqual(calls.update, 1)
    }

    // MARK: Interruption

    func testInterruptedSpringKeepsPositionAndVelocity() {
        let host = host()
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.7)
        host.update(rootView: strip(trailing: true), animation: spring)
        host.advance(by: 0.1)
        let dt = 1e-4
        let before = x(host)
        host.advance(by: dt)
        let velocityBefore = (x(host) - before) / dt
        let position = x(host)

        // Back to the leading edge, mid-flight.
        host.update(rootView: strip(trailing: false), animation: spring)
        XCTAssertEqual(x(host), position, accuracy: 1e-9, "no jump when interrupted")
        host.advance(by: dt)
        let velocityAfter = (x(host) - position) / dt
        XCTAssertEqual(velocityAfter, velocityBefore, accuracy: abs(velocityBefore) * 0.01,
                       "the spring keeps its velocity")
        XCTAssertGreaterThan(velocityBefore, 100, "it was moving fast towards the trailing edge")
    }

    func testInterruptedCurveStartsFromWhereTheViewIs() {
        let host = host()
        host.update(rootView: strip(trailing: true), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        host.update(rootView: strip(trailing: false), animation: .linear(duration: 1))
        XCTAssertEqual(x(host), 95, accuracy: accuracy)
        host.advance(by: 0.5)
        XCTAssertEqual(x(host), 47.5, accuracy: accuracy)
    }

    func testResizeDuringAnAnimationKeepsItGoing() {
        let host = host()
        host.update(rootView: strip(trailing: true), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        host.resize(to: CGSize(width: 300, height: 10))
        XCTAssertTrue(host.isAnimating)
        // The strip is centred in the wider host (50 in); the square still has half its offset to go.
        XCTAssertEqual(x(host), 50 + 190 - 95, accuracy: accuracy)
    }

    func testOverdampedAndNegativeBounceSprings() {
        // bounce −1/3 gives damping 1 / (1 − 1/3) = 1.5: overdamped, x(t) = C1 e^(r1 t) + C2 e^(r2 t).
        let animation = Animation.spring(duration: 0.5, bounce: -1.0 / 3)
        let omega = 2 * Double.pi / 0.5, zeta = 1.5
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot()), r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        let c2 = -r1 / (r2 - r1), c1 = 1 - c2
        let host = host()
        host.update(rootView: strip(trailing: true), animation: animation)
        host.advance(by: 0.2)
        XCTAssertEqual(x(host), 190 - 190 * (c1 * exp(r1 * 0.2) + c2 * exp(r2 * 0.2)), accuracy: 1e-6)
    }

    func testStiffnessIsCappedAt45000() {
        // response 0.01 would give (2π / 0.01)² ≈ 394,784; the cap keeps ω = √45000.
        let host = host()
        host.update(rootView: strip(trailing: true), animation: .spring(response: 0.01, dampingFraction: 1))
        host.advance(by: 0.01)
        let omega = 45_000.0.squareRoot()
        XCTAssertEqual(x(host), 190 - 190 * (1 + omega * 0.01) * exp(-omega * 0.01), accuracy: 1e-6)
    }

    // MARK: Animatable data of geometry

    func testGeometryAnimatesAsPairs() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(rect.animatableData.first.first, 1)
        XCTAssertEqual(rect.animatableData.second.second, 4)
        rect.animatableData = rect.animatableData.scaled(by: 2)
        XCTAssertEqual(rect, CGRect(x: 2, y: 4, width: 6, height: 8))
        var point = CGPoint(x: 3, y: 4)
        point.animatableData = point.animatableData + AnimatablePair(1, 1)
        XCTAssertEqual(point, CGPoint(x: 4, y: 5))
        XCTAssertEqual(CGSize(width: 3, height: 4).animatableData.magnitudeSquared, 25)
        XCTAssertEqual(EmptyAnimatableData().magnitudeSquared, 0)
    }
}

extension AnimationTests {
    func testASpringFarPastItsEndIsDoneEvenWhenItsTimeNearlyOverflows() {
        // The fuzz suite's seed 7006298: a NaN bounce (critical damping), delayed and sped up by 10³⁰⁰, sampled
        // 1.8 × 10⁷ s in, puts 10³⁰⁷ s into the spring, where (1 + ωt) overflows while e^(−ωt) is 0. Long
        // settled: the sample is the end, not NaN.
        for bounce in [Double.nan, .infinity, -.infinity, -1, 0, 0.5] {
            let sample = Animation.spring(duration: 0.35, bounce: bounce).delay(1e300).speed(1e300).sample(at: 1.8e7)
            XCTAssertEqual(sample, AnimationSample.done, "bounce \(bounce)")
        }
    }

    func testSpringWithoutArgumentsIsTheResponseForm() {
        XCTAssertEqual(Animation.spring(), .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        XCTAssertEqual(Animation.spring, .spring(response: 0.5, dampingFraction: 0.825))
        XCTAssertEqual(Animation.interactiveSpring(), .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        XCTAssertEqual(Animation.spring(duration: 0.5, bounce: 0.2), .spring(response: 0.5, dampingFraction: 0.8))
    }
}

extension AnimationTests {
    /// Two 10-point subviews `gap` apart; the gap animates.
    struct Spread: Layout {
        var gap: Double
        var animatableData: Double {
            get { gap }
            set { gap = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20 + gap, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * (10 + gap), y: bounds.minY),
                              proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    /// An animated layout deep in the tree changes its container's size every frame: the containers around it
    /// are laid out again, so a sibling after it moves with it.
    func testContainersAroundAnAnimatedLayoutFollowIt() {
        func view(_ gap: Double) -> some View {
            HStack(spacing: 0) {
                Spread(gap: gap) { Color.red; Color.blue }
                Color.green.frame(width: 10, height: 10).id("after")
            }
        }
        let host = ViewHost(rootView: view(0), size: CGSize(width: 300, height: 10))
        host.update(rootView: view(100), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        // Half way the gap is 50: the stack is 20 + 50 + 10 = 80 wide, centred in 300.
        XCTAssertEqual(host.frame(of: "after")!.minX, (300 - 80) / 2 + 70, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "after")!.minX, (300 - 130) / 2 + 120, accuracy: 1e-9)
    }
}

/// iOS 17's named springs and the physical spring, as Apple documents them.
final class NamedSpringTests: XCTestCase {
    func testNamedSpringsAreSpringsWithTheirBaseBounce() {
        // Apple: smooth has a base bounce of 0, snappy 0.15, bouncy 0.3; extraBounce adds to it.
        XCTAssertEqual(Animation.smooth, .spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Animation.snappy, .spring(duration: 0.5, bounce: 0.15))
        XCTAssertEqual(Animation.bouncy(duration: 1, extraBounce: 0.1), .spring(duration: 1, bounce: 0.4))
    }

    func testAPhysicalSpringIsItsResponseAndDampingFraction() {
        // Mass 1, stiffness 100: ω = 10 rad/s, so the response (one undamped period) is 2π/10 s; damping 10 is
        // 10 / (2·√100) = 0.5 of critical.
        XCTAssertEqual(Animation.interpolatingSpring(stiffness: 100, damping: 10),
                       .spring(response: 2 * .pi * 0.1, dampingFraction: 0.5))
    }
}
