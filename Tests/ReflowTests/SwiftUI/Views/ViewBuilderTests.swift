import XCTest
@testable import Reflow

/// How view builders turn code into subviews, and which views keep their identity (and so their node and layout
/// cache) across updates: SwiftUI's structural identity, `ForEach` ids, `Group`, `AnyView`, custom views and
/// modifiers.
final class ViewBuilderTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat = 200, _ height: CGFloat = 100) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    /// The number of subviews a layout gets for `content`.
    private func subviewCount<Content: View>(@ViewBuilder _ content: () -> Content) -> Int? {
        let counter = SubviewCounter()
        let layout = CountSubviews(counter: counter)
        _ = host(layout { content() })
        return counter.count
    }

    // MARK: Conditionals

    @ViewBuilder private func branch(_ flag: Bool) -> some View {
        if flag {
            Color.red.frame(width: 10).id("a")
        } else {
            Color.green.frame(width: 20).id("b")
            Color.blue.frame(width: 30).id("c")
        }
    }

    func testIfElse() {
        XCTAssertEqual(subviewCount { branch(true) }, 1)
        XCTAssertEqual(subviewCount { branch(false) }, 2)
        let host = host(HStack(spacing: 0) { branch(false) }, 200, 100)
        XCTAssertNil(host.frame(of: "a"))
        // 20 + 30 = 50 wide, centred: x = 75.
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 75, y: 0, width: 20, height: 100))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 95, y: 0, width: 30, height: 100))
    }

    func testBranchesHaveTheirOwnIdentity() {
        let first = CacheCalls(), second = CacheCalls()
        @ViewBuilder func view(_ flag: Bool) -> some View {
            if flag {
                CacheCounter(calls: first) { Color.red }
            } else {
                CacheCounter(calls: second) { Color.red }
            }
        }
        let host = host(view(true))
        host.update(rootView: view(false))
        // The same type in the other branch is another view: a new node, a new cache.
        XCTAssertEqual(second.make, 1)
        XCTAssertEqual(second.update, 0)
        host.update(rootView: view(true))
        // Coming back is a new view too: the first branch's node went away.
        XCTAssertEqual(first.make, 2)
        XCTAssertEqual(first.update, 0)
        host.update(rootView: view(true))
        XCTAssertEqual(first.make, 2)
        XCTAssertEqual(first.update, 1)
    }

    func testIfWithoutElse() {
        @ViewBuilder func optional(_ flag: Bool) -> some View {
            Color.red
            if flag { Color.green }
        }
        XCTAssertEqual(subviewCount { optional(true) }, 2)
        XCTAssertEqual(subviewCount { optional(false) }, 1)
    }

    func testAnOptionalViewDoesNotShiftItsSiblingsIdentity() {
        let calls = CacheCalls()
        func view(_ flag: Bool) -> some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10).id(0)
                if flag { Color.green.frame(width: 10).id(1) }
                CacheCounter(calls: calls) { Color.blue }.frame(width: 10).id(2)
            }
        }
        let host = host(view(true), 100, 10)
        // 30 wide centred in 100: 35, 45, 55.
        XCTAssertEqual(host.frame(of: 2)?.minX, 55)
        host.update(rootView: view(false))
        // 20 wide: 40, 50.
        XCTAssertNil(host.frame(of: 1))
        XCTAssertEqual(host.frame(of: 0)?.minX, 40)
        XCTAssertEqual(host.frame(of: 2)?.minX, 50)
        XCTAssertEqual(calls.make, 1)
        XCTAssertEqual(calls.update, 1)
    }

    func testSwitch() {
        @ViewBuilder func view(_ kind: Kind) -> some View {
            switch kind {
            case .one: Color.red.frame(width: 10)
            case .two:
                Color.green.frame(width: 20)
                Color.blue.frame(width: 30)
            case .empty: EmptyView()
            }
        }
        XCTAssertEqual(subviewCount { view(.one) }, 1)
        XCTAssertEqual(subviewCount { view(.two) }, 2)
        XCTAssertEqual(subviewCount { view(.empty) }, 0)
        let host = host(HStack(spacing: 0) { view(.two) }.fixedSize().id("stack"), 200, 100)
        XCTAssertEqual(host.frame(of: "stack")?.width, 20 + 30)
    }

    // MARK: ForEach

    func testForEachOverARange() {
        XCTAssertEqual(subviewCount { ForEach(0..<5) { i in Color.red.frame(width: CGFloat(i)) } }, 5)
        let host = host(HStack(spacing: 0) {
            ForEach(0..<4) { i in Color.red.frame(width: CGFloat(10 * (i + 1))).id(i) }
        }, 200, 100)
        // Widths 10, 20, 30, 40 = 100, centred at 50: 50, 60, 80, 110.
        XCTAssertEqual((0..<4).map { host.frame(of: $0)?.minX }, [50, 60, 80, 110])
    }

    private func items(_ order: [String], _ calls: [String: CacheCalls]) -> some View {
        HStack(spacing: 0) {
            ForEach(order.map { Item(id: $0, calls: calls[$0]!) }) { item in
                CacheCounter(calls: item.calls) { Color.red }.frame(width: 10).id(item.id)
            }
        }
    }

    func testForEachKeepsIdentityWhenItemsAreReordered() {
        let calls = ["a": CacheCalls(), "b": CacheCalls(), "c": CacheCalls()]
        let host = host(items(["a", "b", "c"], calls), 30, 10)
        XCTAssertEqual(["a", "b", "c"].map { host.frame(of: $0)?.minX }, [0, 10, 20])
        host.update(rootView: items(["c", "a", "b"], calls))
        XCTAssertEqual(["a", "b", "c"].map { host.frame(of: $0)?.minX }, [10, 20, 0])
        for (name, count) in calls {
            XCTAssertEqual(count.make, 1, name)
            XCTAssertEqual(count.update, 1, name)
        }
    }

    func testForEachItemThatLeavesAndComesBackIsNew() {
        let calls = ["a": CacheCalls(), "b": CacheCalls()]
        let host = host(items(["a", "b"], calls), 20, 10)
        host.update(rootView: items(["b"], calls))
        host.update(rootView: items(["b", "a"], calls))
        XCTAssertEqual(calls["a"]?.make, 2)
        XCTAssertEqual(calls["b"]?.make, 1)
        XCTAssertEqual(calls["b"]?.update, 2)
    }

    func testForEachWithAKeyPathId() {
        let names = ["x", "y"]
        let host = host(HStack(spacing: 0) {
            ForEach(names, id: \.self) { name in Color.red.frame(width: 10).id(name) }
        }, 20, 10)
        XCTAssertEqual(host.frame(of: "y")?.minX, 10)
    }

    // MARK: Group, EmptyView, tuples

    func testGroupFlattensIntoSeparateSubviews() {
        XCTAssertEqual(subviewCount {
            Group { Color.red; Color.green }
            Color.blue
        }, 3)
    }

    func testAModifierOnAGroupAppliesToEachView() {
        XCTAssertEqual(subviewCount { Group { Color.red; Color.green }.frame(width: 10) }, 2)
        let host = host(HStack(spacing: 0) {
            Group { Color.red.id("a"); Color.green.id("b") }.frame(width: 10)
        }, 100, 10)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 40, y: 0, width: 10, height: 10))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 50, y: 0, width: 10, height: 10))
    }

    func testEmptyViewIsNoSubview() {
        XCTAssertEqual(subviewCount { Color.red; EmptyView(); Color.blue }, 2)
        XCTAssertEqual(subviewCount { EmptyView() }, 0)
        // No extra gap either: 10 + 8 + 10.
        let host = host(HStack {
            Color.red.frame(width: 10)
            EmptyView()
            Color.blue.frame(width: 10)
        }.fixedSize().id("stack"), 100, 100)
        XCTAssertEqual(host.frame(of: "stack")?.width, 28)
    }

    func testNestedTuples() {
        XCTAssertEqual(subviewCount {
            Group {
                Color.red
                Group { Color.green; Color.blue }
            }
            Color.yellow
        }, 4)
        XCTAssertEqual(subviewCount {
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
            Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
        }, 12)
    }

    // MARK: AnyView

    func testAnyView() {
        XCTAssertEqual(subviewCount {
            AnyView(Color.red.frame(width: 10))
            AnyView(Group { Color.green; Color.blue })
        }, 3)
    }

    func testAnyViewKeepsIdentityForTheSameTypeOnly() {
        let calls = CacheCalls()
        let plain = { AnyView(CacheCounter(calls: calls) { Color.red }) }
        let framed = { AnyView(CacheCounter(calls: calls) { Color.red }.frame(width: 10)) }
        let host = host(plain())
        host.update(rootView: plain())
        XCTAssertEqual(calls.make, 1)
        XCTAssertEqual(calls.update, 1)
        host.update(rootView: framed())
        XCTAssertEqual(calls.make, 2)
    }

    // MARK: Custom views and modifiers

    func testCustomViewWithABody() {
        let host = host(Card(), 100, 100)
        // 10 + 20 wide, 30 tall, centred: (35, 35).
        XCTAssertEqual(host.frame(of: "left"), CGRect(x: 35, y: 35, width: 10, height: 30))
        XCTAssertEqual(host.frame(of: "right"), CGRect(x: 45, y: 35, width: 20, height: 30))
    }

    func testCustomViewWhoseBodyIsSeveralViews() {
        XCTAssertEqual(subviewCount { Pair(); Color.blue }, 3)
    }

    func testCustomViewModifier() {
        let host = host(Color.red.frame(width: 20, height: 20).id("content").modifier(Inset()).id("card"), 100, 100)
        // padding 10 around 20×20: 40×40 centred at (30, 30); the content at (40, 40).
        XCTAssertEqual(host.frame(of: "card"), CGRect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 40, y: 40, width: 20, height: 20))
        // The modifier's background is drawn first, over the padded frame.
        XCTAssertEqual(host.displayList.items.first, .fill(.rectangle, frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: .gray))
    }

    // MARK: Several root views

    func testSeveralRootViewsStackVerticallyWithDefaultSpacing() {
        let host = host(Group {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.blue.frame(width: 30, height: 10).id("b")
        }, 200, 100)
        // 20 + 8 + 10 = 38 tall, centred: y = (100 − 38) / 2 = 31; each centred horizontally.
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 75, y: 31, width: 50, height: 20))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 85, y: 31 + 20 + 8, width: 30, height: 10))
    }
}

// MARK: - Helpers

extension ViewBuilderTests {
    enum Kind { case one, two, empty }

    struct Item: Identifiable {
        let id: String
        let calls: CacheCalls
    }

    final class SubviewCounter {
        var count: Int?
    }

    /// Records how many subviews it gets.
    struct CountSubviews: Layout {
        let counter: SubviewCounter

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counter.count = subviews.count
            return proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }


    struct Card: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 30).id("left")
                Color.blue.frame(width: 20, height: 30).id("right")
            }
        }
    }

    struct Pair: View {
        var body: some View {
            Color.red
            Color.green
        }
    }

    struct Inset: ViewModifier {
        func body(content: Content) -> some View {
            content.padding(10).background(Color.gray)
        }
    }
}
