import XCTest
@testable import Reflow

/// `.visualEffect` (drawing rules §2.11): effects made from the view's geometry after layout, which change its
/// drawing and never a frame, and follow the view as it scrolls. Every expected value below follows from the
/// frames, worked out by hand from the layout rules.
final class VisualEffectTests: XCTestCase {
    /// A 40-tall grey header over a vertical scroll view of ten 100-tall rows, in a 200 × 340 host: the scroll
    /// view fills (0, 40, 200, 300), and row i starts at 40 + 100·i in the host, 100·i in the scroll view.
    /// Row 2 is red and carries `effect`.
    private func rows<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> ViewHost {
        ViewHost(rootView: VStack(spacing: 0) {
            Color.gray.frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { i in
                        if i == 2 {
                            Color.red.frame(height: 100).visualEffect(effect).id(i)
                        } else {
                            Color.blue.frame(height: 100).id(i)
                        }
                    }
                }
            }
        }, size: CGSize(width: 200, height: 340))
    }

    /// The effects pushed around the fill of `color`, outermost first (the scroll view's clip left out), and
    /// the colour it is filled with.
    private func drawing(of color: Color, in host: ViewHost) -> (effects: [DrawingEffect], fill: Color)? {
        var stack: [DrawingEffect] = []
        for item in host.displayList.items {
            switch item {
            case let .push(effect): stack.append(effect)
            case .pop: stack.removeLast()
            case let .fill(_, _, fill) where fill.red == color.red && fill.green == color.green && fill.blue == color.blue:
                return (stack.filter { if case .clip = $0 { return false } else { return true } }, fill)
            default: break
            }
        }
        return nil
    }

    private func translation(of color: Color, in host: ViewHost) -> CGSize? {
        guard let effects = drawing(of: color, in: host)?.effects else { return nil }
        var t = CGAffineTransform.identity
        for case let .transform(each) in effects.reversed() { t = t.concatenating(each) }
        return CGSize(width: t.tx, height: t.ty)
    }

    func testParallaxFollowsTheScrollViewsCoordinateSpaceAsItScrolls() {
        // Half the row's distance below the scroll view's top, upwards: row 2 is 200 below it.
        let host = rows { content, proxy in content.offset(y: proxy.frame(in: .scrollView).minY * -0.5) }
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 0, y: 240, width: 200, height: 100))
        XCTAssertEqual(translation(of: .red, in: host), CGSize(width: 0, height: -100))
        // Scrolled by 150, the row is 50 below the scroll view's top: its frame moves, the effect follows.
        host.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 200))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 0, y: 90, width: 200, height: 100))
        XCTAssertEqual(translation(of: .red, in: host), CGSize(width: 0, height: -25))
    }

    func testTheGlobalSpaceIsTheHosts() {
        // 240 below the host's top at first, 90 once scrolled by 150.
        let host = rows { content, proxy in content.offset(x: proxy.frame(in: .global).minY / 10) }
        XCTAssertEqual(translation(of: .red, in: host), CGSize(width: 24, height: 0))
        host.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 200))
        XCTAssertEqual(translation(of: .red, in: host), CGSize(width: 9, height: 0))
    }

    func testOpacityAndScaleFromTheProxy() {
        // The proxy's size is the row's, 200 × 100: a scale of 100 / 200 about the centre (100, 290).
        let host = rows { content, proxy in
            content.scaleEffect(proxy.size.height / proxy.size.width).opacity(proxy.frame(in: .scrollView).minY / 400)
        }
        guard let drawn = drawing(of: .red, in: host) else { return XCTFail("the red row is not drawn") }
        XCTAssertEqual(drawn.fill.opacity, 0.5, accuracy: 1e-12)
        guard case let .transform(t)? = drawn.effects.first else { return XCTFail("no scale in \(drawn.effects)") }
        XCTAssertEqual(CGPoint(x: 100, y: 290).applying(t), CGPoint(x: 100, y: 290))
        XCTAssertEqual(CGPoint(x: 0, y: 240).applying(t), CGPoint(x: 50, y: 265))
    }

    func testTheEffectChangesNoLayout() {
        let plain = ViewHost(rootView: VStack(spacing: 0) {
            Color.blue.frame(height: 100).id(0)
            Color.red.frame(height: 100).id(1)
        }, size: CGSize(width: 200, height: 300))
        let moved = ViewHost(rootView: VStack(spacing: 0) {
            Color.blue.frame(height: 100).id(0)
            Color.red.frame(height: 100).visualEffect { content, _ in content.offset(x: 30, y: 30).scaleEffect(2) }.id(1)
        }, size: CGSize(width: 200, height: 300))
        for id in 0..<2 { XCTAssertEqual(moved.frame(of: id), plain.frame(of: id)) }
        // The stack, 200 tall, is centred in the 300-tall host: the red row's frame is (0, 150, 200, 100), its
        // centre (100, 200). The scale (written second) holds the offset and scales about that centre:
        // (x, y) ↦ (100, 200) + 2·(x + 30 − 100, y + 30 − 200); (0, 150) ↦ (−40, 160).
        let t = drawing(of: .red, in: moved)!.effects.reduce(CGAffineTransform.identity) { outer, effect in
            guard case let .transform(inner) = effect else { return outer }
            return inner.concatenating(outer)
        }
        XCTAssertEqual(CGPoint(x: 0, y: 150).applying(t), CGPoint(x: -40, y: 160))
    }

    func testTheEmptyEffectDrawsTheViewAsItIs() {
        let host = rows { content, _ in content }
        guard let drawn = drawing(of: .red, in: host) else { return XCTFail("the red row is not drawn") }
        XCTAssertTrue(drawn.effects.isEmpty, "\(drawn.effects)")
        XCTAssertEqual(drawn.fill.opacity, 1)
    }
}

/// Hit testing follows a visual effect as it follows the other drawing effects.
final class VisualEffectHitTests: XCTestCase {
    final class Taps { var count = 0 }

    func testAViewIsHitWhereTheEffectDrawsIt() {
        let taps = Taps()
        // A 100 × 50 view centred in a 300 × 100 host: frame (100, 25, 100, 50), drawn 100 to the right.
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 50)
            .onTapGesture { taps.count += 1 }
            .visualEffect { content, _ in content.offset(x: 100) }, size: CGSize(width: 300, height: 100))
        host.tap(at: CGPoint(x: 150, y: 50))
        XCTAssertEqual(taps.count, 0, "where the layout put it, nothing is drawn")
        host.tap(at: CGPoint(x: 250, y: 50))
        XCTAssertEqual(taps.count, 1)
    }
}

/// A change of what a visual effect makes, in a build with an animation, animates as other effects do
/// (drawing rules §2.10–2.11).
final class VisualEffectAnimationTests: XCTestCase {
    private struct Grower: View {
        @State private var big = false

        var body: some View {
            Color.red.frame(width: 100, height: 50)
                .visualEffect { [big] content, _ in content.scaleEffect(big ? 2 : 1) }
                .animation(.linear(duration: 1), value: big)
                .onTapGesture { big.toggle() }
        }
    }

    /// The x scale of the transform pushed around the red fill (1 when there is none).
    private func scale(in host: ViewHost) -> CGFloat {
        var stack: [DrawingEffect] = []
        for item in host.displayList.items {
            switch item {
            case let .push(effect): stack.append(effect)
            case .pop: stack.removeLast()
            case let .fill(_, _, color) where color == .red:
                for case let .transform(t) in stack { return t.a }
                return 1
            default: break
            }
        }
        return .nan
    }

    func testAnAnimatedChangeMovesTheEffectAlongTheAnimation() {
        let host = ViewHost(rootView: Grower(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(scale(in: host), 1)
        host.tap(at: CGPoint(x: 150, y: 100))
        // From 1 towards 2, linearly over a second: 1 at once, 1.5 half way, 2 at the end.
        XCTAssertEqual(scale(in: host), 1, accuracy: 1e-9)
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(scale(in: host), 1.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(scale(in: host), 2, accuracy: 1e-9)
        XCTAssertFalse(host.isAnimating)
    }
}
