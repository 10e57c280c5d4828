import XCTest
@testable import Reflow

/// Adds the values up; its default, 1000, would show in the sum if the reduction started from it instead of
/// from the first producer's value (layout rules §15.1).
struct SumKey: PreferenceKey {
    static var defaultValue: Int { 1000 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Appends the values: shows the order of the reduction.
struct OrderKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The first anchor written.
struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A size, written as users write such keys: a stored default, and the last value wins.
struct SizeKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

/// Preferences (layout rules §15): reduction, replacement, onPreferenceChange, anchors.
final class PreferenceTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat = 300, _ height: CGFloat = 200) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    // MARK: Reduction (§15.1)

    func testValuesAreReducedInViewTreeOrderFromTheFirstProducer() {
        // a, then the stack's b and c, in source order; the colour that writes nothing takes no part, and the
        // default (1000) never enters the sum: 1 + 2 + 4.
        let view = VStack {
            Color.red.preference(key: OrderKey.self, value: ["a"]).preference(key: SumKey.self, value: 1)
            HStack {
                Color.red.preference(key: OrderKey.self, value: ["b"]).preference(key: SumKey.self, value: 2)
                Color.blue
                Color.red.preference(key: OrderKey.self, value: ["c"]).preference(key: SumKey.self, value: 4)
            }
        }
        let host = host(view)
        XCTAssertEqual(host.preferenceValue(OrderKey.self), ["a", "b", "c"])
        XCTAssertEqual(host.preferenceValue(SumKey.self), 7)
    }

    func testOneProducerIsTheValueAndNoneIsTheDefault() {
        XCTAssertEqual(host(VStack { Color.red.preference(key: SumKey.self, value: 5); Color.blue })
            .preferenceValue(SumKey.self), 5)
        XCTAssertEqual(host(VStack { Color.red; Color.blue }).preferenceValue(SumKey.self), 1000)
    }

    func testPrimaryComesBeforeBackgroundAndOverlay() {
        // §15.1: the primary view's value first, then the secondary's, for a background (drawn first) as for
        // an overlay.
        let background = Color.red.preference(key: OrderKey.self, value: ["primary"])
            .background(Color.blue.preference(key: OrderKey.self, value: ["background"]))
        XCTAssertEqual(host(background).preferenceValue(OrderKey.self), ["primary", "background"])
        let overlay = Color.red.preference(key: OrderKey.self, value: ["primary"])
            .overlay(Color.blue.preference(key: OrderKey.self, value: ["overlay"]))
        XCTAssertEqual(host(overlay).preferenceValue(OrderKey.self), ["primary", "overlay"])
    }

    // MARK: Writing (§15.3)

    func testPreferenceReplacesTheValuesInside() {
        // The outer writer's value replaces the subtree's: the inner ones are not asked.
        let view = VStack {
            Color.red.preference(key: OrderKey.self, value: ["inner 1"])
            Color.red.preference(key: OrderKey.self, value: ["inner 2"])
        }.preference(key: OrderKey.self, value: ["outer"])
        XCTAssertEqual(host(view).preferenceValue(OrderKey.self), ["outer"])
        // Other keys inside still reach the root.
        let mixed = Color.red.preference(key: SumKey.self, value: 3).preference(key: OrderKey.self, value: ["x"])
        XCTAssertEqual(host(mixed).preferenceValue(SumKey.self), 3)
    }

    func testTransformPreferenceChangesTheValueInside() {
        // The transform gets the subtree's reduced value; with no writer inside, the default.
        let view = VStack {
            Color.red.preference(key: OrderKey.self, value: ["a"])
            Color.red.preference(key: OrderKey.self, value: ["b"])
        }.transformPreference(OrderKey.self) { $0.append("t") }
        XCTAssertEqual(host(view).preferenceValue(OrderKey.self), ["a", "b", "t"])
        XCTAssertEqual(host(Color.red.transformPreference(SumKey.self) { $0 += 1 }).preferenceValue(SumKey.self), 1001)
    }

    // MARK: onPreferenceChange (§15.4)

    /// Calls of an action, and whether each came while the pass was under way.
    private final class Calls {
        var values: [Int] = []
        var duringPass = false
        var calledDuringPass = false
    }

    /// A layout that notes when it is placing its subviews, around the whole tree inside.
    private struct PassMarker: Layout {
        let calls: Calls
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            calls.duringPass = true
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
            calls.duringPass = false
        }
    }

    private func summing(_ a: Int, _ b: Int, _ calls: Calls) -> some View {
        PassMarker(calls: calls) {
            VStack {
                Color.red.preference(key: SumKey.self, value: a)
                Color.blue.preference(key: SumKey.self, value: b)
            }
            .onPreferenceChange(SumKey.self) { value in
                calls.values.append(value)
                if calls.duringPass { calls.calledDuringPass = true }
            }
        }
    }

    func testOnPreferenceChangeFiresOnceForEachNewValueAfterThePass() {
        let calls = Calls()
        // First value once the view appears: 1 + 2.
        let host = host(summing(1, 2, calls))
        XCTAssertEqual(calls.values, [3])
        // 2 + 1 is the same value: no call. A resize changes nothing either.
        host.update(rootView: summing(2, 1, calls))
        host.resize(to: CGSize(width: 250, height: 150))
        XCTAssertEqual(calls.values, [3])
        // 5 + 2 is new: one call; the same update again: none.
        host.update(rootView: summing(5, 2, calls))
        host.update(rootView: summing(5, 2, calls))
        XCTAssertEqual(calls.values, [3, 7])
        XCTAssertFalse(calls.calledDuringPass, "an action ran inside the layout pass")
    }

    func testOnPreferenceChangeWithoutAWriterNeverFires() {
        // Nothing inside writes the key: the modifier is not attached, not even with the default value.
        var fired = false
        let host = host(Color.red.onPreferenceChange(SumKey.self) { _ in fired = true }
            .preference(key: SumKey.self, value: 9))
        host.resize(to: CGSize(width: 100, height: 100))
        XCTAssertFalse(fired)
    }

    func testAnActionMayUpdateTheHost() {
        // The action runs with the host idle: an update it makes happens at once, without the warning a call
        // during a pass gets.
        var host: ViewHost?
        var seen: [Int] = []
        func view(_ value: Int) -> some View {
            Color.red.preference(key: SumKey.self, value: value).onPreferenceChange(SumKey.self) { value in
                seen.append(value)
                if value < 3 { host?.update(rootView: view(value + 1)) }
            }
        }
        host = self.host(view(0))
        host?.update(rootView: view(1))
        XCTAssertEqual(seen, [0, 1, 2, 3])
        XCTAssertEqual(host?.warnings, [])
    }

    func testMeasuringAViewWithABackgroundReader() {
        // The common idiom: a reader in the background is proposed the view's size (§6.7) and writes it; the
        // observer outside gets 120×30 once, nothing on a resize that leaves it, 80×30 after an update.
        final class Sizes { var seen: [CGSize] = [] }
        let sizes = Sizes()
        func view(_ width: CGFloat) -> some View {
            Color.red.frame(width: width, height: 30)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: SizeKey.self, value: proxy.size)
                })
                .onPreferenceChange(SizeKey.self) { sizes.seen.append($0) }
        }
        let host = host(view(120))
        XCTAssertEqual(sizes.seen, [CGSize(width: 120, height: 30)])
        host.resize(to: CGSize(width: 500, height: 400))
        XCTAssertEqual(sizes.seen, [CGSize(width: 120, height: 30)])
        host.update(rootView: view(80))
        XCTAssertEqual(sizes.seen, [CGSize(width: 120, height: 30), CGSize(width: 80, height: 30)])
    }

    // MARK: Anchors and preference values (§15.5)

    func testAnchorBoundsResolvedInAnOverlayPreferenceValuesReader() {
        // The stack is 100×60 (40 + 20, spacing 0), centred in 300×200 at (100, 70); the 60-wide blue view is
        // centred in it: (120, 110, 60, 20). The overlay's reader is proposed the stack's size and sits at
        // its corner, so the anchor reads (20, 40, 60, 20) there; the marker, offset by that much, is drawn
        // exactly over the blue view. At 400×300 the stack is at (150, 120), the blue view at (170, 160).
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40)
            Color.blue.frame(width: 60, height: 20).id("blue")
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.green.frame(width: bounds.width, height: bounds.height).id("marker")
                        .offset(x: bounds.minX, y: bounds.minY)
                }
            }
        }
        let host = host(view)
        XCTAssertEqual(host.frame(of: "blue"), rect(120, 110, 60, 20))
        XCTAssertEqual(host.frame(of: "marker"), rect(120, 110, 60, 20))
        host.resize(to: CGSize(width: 400, height: 300))
        XCTAssertEqual(host.frame(of: "marker"), rect(170, 160, 60, 20))
    }

    func testPointAnchorsAndAlignedBackgroundPreferenceValue() {
        // The 80×40 view centred in 300×200 is at (110, 80); its bottom-trailing point is (190, 120). The
        // background reads it in the host's terms with a reader at the view's corner: (80, 40). Aligned
        // .topLeading, the 10×10 background square sits at the view's corner, (110, 80).
        struct PointKey: PreferenceKey {
            static var defaultValue: Anchor<CGPoint>? { nil }
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                value = value ?? nextValue()
            }
        }
        final class Box { var point: CGPoint? }
        let box = Box()
        let view = Color.red.frame(width: 80, height: 40)
            .anchorPreference(key: PointKey.self, value: .bottomTrailing) { $0 }
            .backgroundPreferenceValue(PointKey.self, alignment: .topLeading) { anchor in
                Color.blue.frame(width: 10, height: 10).id("square")
                GeometryReader { proxy in
                    let _ = box.point = anchor.map { proxy[$0] }
                    Color.clear
                }
            }
        let host = host(view)
        XCTAssertEqual(box.point, CGPoint(x: 80, y: 40))
        XCTAssertEqual(host.frame(of: "square"), rect(110, 80, 10, 10))
        // Anchors are equal when they stand for the same place.
        XCTAssertEqual(Anchor<CGRect>.Source.rect(rect(1, 2, 3, 4)).anchor(rect(10, 10, 0, 0)),
                       Anchor<CGRect>.Source.bounds.anchor(rect(11, 12, 3, 4)))
    }

    func testOverlayPreferenceValueWithoutAnchorsAndItsOwnPreferences() {
        // The overlay's content reads the primary's sum (1 + 2) and writes its own value after the primary's
        // (§15.1): the root sees 1 + 2 + 10. The 20×20 badge is proposed the primary's 300×200 and centred on
        // it: (140, 90).
        final class Box { var read: Int? }
        let box = Box()
        let view = VStack(spacing: 0) {
            Color.red.preference(key: SumKey.self, value: 1)
            Color.blue.preference(key: SumKey.self, value: 2)
        }
        .overlayPreferenceValue(SumKey.self) { sum in
            let _ = box.read = sum
            Color.green.frame(width: 20, height: 20).id("badge").preference(key: SumKey.self, value: 10)
        }
        let host = host(view)
        XCTAssertEqual(box.read, 3)
        XCTAssertEqual(host.frame(of: "badge"), rect(140, 90, 20, 20))
        XCTAssertEqual(host.preferenceValue(SumKey.self), 13)
    }
}
