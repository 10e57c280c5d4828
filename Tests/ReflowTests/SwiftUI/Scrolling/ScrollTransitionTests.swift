import XCTest
@testable import Reflow

/// `.scrollTransition` (layout rules §16.13). Ten rows 100 tall in a vertical scroll view filling a 200 × 300
/// host: row i spans 100·i … 100·(i + 1) less the offset, and the visible region is 0 … 300. Each row has a
/// colour of its own (red = i / 10) so that its drawing can be found. With the default threshold (wholly
/// visible), a row below the middle meets it when its top is at 300 − 100 = 200 and is hidden when its top is
/// at 300; so its progress is (300 − top) / 100, and the effects are 1 − curve(progress) of the way from the
/// identity phase's to the bottom-trailing phase's. Mirrored at the top: progress = bottom / 100.
final class ScrollTransitionTests: XCTestCase {
    private func color(_ i: Int) -> Color { Color(red: Double(i) / 10, green: 0.5, blue: 0.5) }

    private func rows<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive,
        _ transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> ViewHost {
        ViewHost(rootView: ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { i in
                    self.color(i).frame(height: 100).scrollTransition(configuration, transition: transition).id(i)
                }
            }
        }, size: CGSize(width: 200, height: 300))
    }

    /// The fill of row `i`: its colour (with the opacity it is drawn with) and the transforms around it.
    private func drawing(ofRow i: Int, in host: ViewHost) -> (opacity: Double, transform: CGAffineTransform)? {
        let target = color(i)
        var stack: [DrawingEffect] = []
        for item in host.displayList.items {
            switch item {
            case let .push(effect): stack.append(effect)
            case .pop: stack.removeLast()
            case let .fill(_, _, fill) where abs(fill.red - target.red) < 1e-9 && fill.green == target.green:
                var t = CGAffineTransform.identity
                for case let .transform(each) in stack.reversed() { t = t.concatenating(each) }
                return (fill.opacity, t)
            default: break
            }
        }
        return nil
    }

    private func opacity(ofRow i: Int, in host: ViewHost) -> Double? { drawing(ofRow: i, in: host)?.opacity }

    private func scroll(_ host: ViewHost, by dy: CGFloat) {
        host.scroll(by: CGSize(width: 0, height: dy), at: CGPoint(x: 100, y: 150))
    }

    /// CSS's and Core Animation's ease-in-out, the cubic Bézier through (0.42, 0) and (0.58, 1), at `x`: its
    /// parameter found by bisection on x(s), which increases.
    private func easeInOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    func testARowWhollyInsideIsInTheIdentityPhase() {
        let host = rows { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
        for i in 0..<3 { XCTAssertEqual(opacity(ofRow: i, in: host), 1, "row \(i)") }
        // Row 3's top is at the bottom edge: hidden, wholly in the bottom-trailing phase.
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, 0.3, accuracy: 1e-12)
    }

    func testARowHalfPastTheBottomEdgeIsHalfWayAndScrollingMovesIt() {
        let host = rows(.interactive(timingCurve: .linear)) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 100)
        }
        // Scrolled by 50, row 3 spans 250 … 350: progress (300 − 250) / 100 = 0.5, half way.
        scroll(host, by: 50)
        XCTAssertEqual(host.frame(of: 3)?.minY, 250)
        let half = drawing(ofRow: 3, in: host)!
        XCTAssertEqual(half.opacity, 0.5, accuracy: 1e-12)
        // The bottom-trailing phase's value is 1: its offset is 100, and half of it is drawn.
        XCTAssertEqual(half.transform.tx, 50, accuracy: 1e-9)
        // Scrolled by 25 more, row 3 spans 225 … 325: progress 0.75, a quarter of the way to the edge phase.
        scroll(host, by: 25)
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, 0.75, accuracy: 1e-12)
        XCTAssertEqual(drawing(ofRow: 3, in: host)!.transform.tx, 25, accuracy: 1e-9)
        // Scrolled by 25 more, row 3 spans 200 … 300: wholly visible, identity.
        scroll(host, by: 25)
        XCTAssertEqual(opacity(ofRow: 3, in: host), 1)
    }

    func testTheTopEdgeGivesTheTopLeadingPhase() {
        let host = rows(.interactive(timingCurve: .linear)) { content, phase in content.offset(x: phase.value * 100) }
        // Scrolled by 150, row 1 spans −50 … 50: its bottom is 50 past hidden (0) of the 100 to the threshold.
        scroll(host, by: 150)
        XCTAssertEqual(drawing(ofRow: 1, in: host)!.transform.tx, -50, accuracy: 1e-9)
        // Row 2 spans 50 … 150, wholly visible.
        XCTAssertEqual(drawing(ofRow: 2, in: host)!.transform.tx, 0, accuracy: 1e-9)
    }

    func testTheDefaultCurveIsEaseInOut() {
        let host = rows { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        // Scrolled by 25, row 3 spans 275 … 375: progress 0.25; the opacity is the curve's value there.
        scroll(host, by: 25)
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, easeInOut(0.25), accuracy: 1e-6)
        XCTAssertLessThan(opacity(ofRow: 3, in: host)!, 0.2, "ease-in-out is slower than linear at first")
    }

    func testAnAnimatedTransitionChangesPhaseOnlyAtTheThresholdAndAnimates() {
        let host = rows(.animated(.linear(duration: 1))) { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, 0.3, accuracy: 1e-12)
        scroll(host, by: 50)
        // Half visible is not yet wholly visible: still the edge phase, wholly.
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, 0.3, accuracy: 1e-12)
        // Wholly visible: the identity phase, reached along the animation (linear over 1 s), from the drawing on.
        scroll(host, by: 50)
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, 0.3, accuracy: 1e-12)
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, 0.3 + (1 - 0.3) * 0.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(opacity(ofRow: 3, in: host), 1)
        XCTAssertFalse(host.isAnimating)
        // Back out past the threshold: back to the edge phase, along the animation again.
        scroll(host, by: -10)
        XCTAssertEqual(opacity(ofRow: 3, in: host), 1)
        host.advance(by: 0.25)
        XCTAssertEqual(opacity(ofRow: 3, in: host)!, 1 - (1 - 0.3) * 0.25, accuracy: 1e-9)
    }

    func testThresholds() {
        // Half visible counts as visible with `.visible(0.5)`: row 3 at 250 … 350 is in the identity phase.
        let half = rows(.interactive.threshold(.visible(0.5))) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        scroll(half, by: 50)
        XCTAssertEqual(opacity(ofRow: 3, in: half), 1)
        // `.centered`: a row counts as visible only when centred (its top at 100). Row 1, spanning 100 … 200,
        // is; row 2, spanning 200 … 300, is half way from there (progress (300 − 200) / (300 − 100) = 0.5).
        let centred = rows(ScrollTransitionConfiguration.interactive(timingCurve: .linear).threshold(.centered)) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0)
        }
        XCTAssertEqual(opacity(ofRow: 1, in: centred), 1)
        XCTAssertEqual(opacity(ofRow: 2, in: centred)!, 0.5, accuracy: 1e-12)
        // `.visible.inset(by: 50)`: met 50 further in, top at 150; row 2 (top 200) is 100 of the 150 from hidden.
        let inset = rows(ScrollTransitionConfiguration.interactive(timingCurve: .linear).threshold(.visible.inset(by: 50))) {
            content, phase in content.opacity(phase.isIdentity ? 1 : 0)
        }
        XCTAssertEqual(opacity(ofRow: 2, in: inset)!, 100.0 / 150, accuracy: 1e-12)
    }

    func testTheIdentityConfigurationChangesNothing() {
        let host = rows(.identity) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
        XCTAssertEqual(opacity(ofRow: 3, in: host), 1)
    }

    func testPhaseValues() {
        XCTAssertEqual(ScrollTransitionPhase.topLeading.value, -1)
        XCTAssertEqual(ScrollTransitionPhase.identity.value, 0)
        XCTAssertEqual(ScrollTransitionPhase.bottomTrailing.value, 1)
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
        XCTAssertFalse(ScrollTransitionPhase.bottomTrailing.isIdentity)
    }
}

/// A horizontal scroll view gives its transitions its own axis when they name none (layout rules §16.13).
final class HorizontalScrollTransitionTests: XCTestCase {
    func testTheScrollViewsAxisIsTheDefault() {
        // Ten columns 100 wide in a horizontal scroll view filling a 300 × 100 host; column i spans 100·i …
        // 100·(i + 1) less the offset. Scrolled by 50, column 3 spans 250 … 350: half past the trailing edge,
        // progress (300 − 250) / 100 = 0.5, half way with the linear curve.
        let host = ViewHost(rootView: ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10) { i in
                    Color(red: Double(i) / 10, green: 0.5, blue: 0.5).frame(width: 100)
                        .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                        .id(i)
                }
            }
        }, size: CGSize(width: 300, height: 100))
        host.scroll(by: CGSize(width: 50, height: 0), at: CGPoint(x: 150, y: 50))
        XCTAssertEqual(host.frame(of: 3)?.minX, 250)
        var opacity: Double?
        for case let .fill(_, _, color) in host.displayList.items where abs(color.red - 0.3) < 1e-9 { opacity = color.opacity }
        XCTAssertEqual(opacity ?? .nan, 0.5, accuracy: 1e-12)
    }
}
