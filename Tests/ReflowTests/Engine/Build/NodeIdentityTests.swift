import XCTest
@testable import Reflow

/// Which views keep their node (and so their layout cache) across updates, through the engine's identity table
/// (`Engine/Build/NodeTable.swift`) and explicit ids (`Engine/Build/ViewID.swift`): SwiftUI identifies a `ForEach` element or
/// an `.id` by the equality of its id, so a view keeps its node while its id stays equal, wherever the element
/// moves, and a new id is a new view.
final class NodeIdentityTests: XCTestCase {
    struct Item: Identifiable {
        let id: Int
        let calls: CacheCalls
    }

    /// One 10-point-wide counter per item, in a row, each marked with its id.
    func row(_ items: [Item]) -> some View {
        HStack(spacing: 0) {
            ForEach(items) { item in
                CacheCounter(calls: item.calls) { Color.red }.frame(width: 10).id(item.id)
            }
        }
    }

    func testIntegerIdsKeepTheirViewsWhenTheElementsMove() {
        let calls = (0..<3).map { _ in CacheCalls() }
        let items = (0..<3).map { Item(id: $0, calls: calls[$0]) }
        let host = ViewHost(rootView: row(items), size: CGSize(width: 30, height: 10))
        host.update(rootView: row([items[2], items[0], items[1]]))
        // Each counter's node was made once and kept: its cache was made once and updated once.
        for (index, counter) in calls.enumerated() {
            XCTAssertEqual(counter.make, 1, "\(index)")
            XCTAssertEqual(counter.update, 1, "\(index)")
        }
        // The row is 30 wide in a 30-wide host: element k of the new order is at x = 10 k.
        XCTAssertEqual([0, 1, 2].map { host.frame(of: $0)?.minX }, [10, 20, 0])
    }

    func testANewIntegerIdIsANewView() {
        let kept = CacheCalls(), gone = CacheCalls(), new = CacheCalls()
        let host = ViewHost(rootView: row([Item(id: 1, calls: kept), Item(id: 2, calls: gone)]),
                            size: CGSize(width: 20, height: 10))
        host.update(rootView: row([Item(id: 1, calls: kept), Item(id: 3, calls: new)]))
        XCTAssertEqual([kept.make, kept.update], [1, 1])
        // Id 3 was never seen: a new view, whose cache is made, not updated; id 2 left and is gone.
        XCTAssertEqual([new.make, new.update], [1, 0])
        XCTAssertEqual([gone.make, gone.update], [1, 0])
        XCTAssertNil(host.frame(of: 2))
    }

    func testIdsCompareAsAnyHashablesAcrossIntegerTypes() {
        // Swift's `AnyHashable` compares integers by value whatever their types: AnyHashable(1) ==
        // AnyHashable(Int8(1)), so an element whose id changes from the one to the other keeps its view.
        XCTAssertEqual(AnyHashable(1), AnyHashable(Int8(1)))
        let calls = CacheCalls()
        func view(_ id: AnyHashable) -> some View {
            HStack(spacing: 0) {
                ForEach([id], id: \.self) { _ in CacheCounter(calls: calls) { Color.red }.frame(width: 10) }
            }
        }
        let host = ViewHost(rootView: view(AnyHashable(1)), size: CGSize(width: 10, height: 10))
        host.update(rootView: view(AnyHashable(Int8(1))))
        XCTAssertEqual([calls.make, calls.update], [1, 1])
        host.update(rootView: view(AnyHashable(Int8(2))))
        XCTAssertEqual([calls.make, calls.update], [2, 1], "an unequal id is a new view")
    }

    func testAnExplicitIntegerIdKeepsItsViewAndANewOneDoesNot() {
        let calls = CacheCalls()
        let view = { (id: Int) in CacheCounter(calls: calls) { Color.red }.id(id) }
        let host = ViewHost(rootView: view(7), size: CGSize(width: 10, height: 10))
        host.update(rootView: view(7))
        XCTAssertEqual([calls.make, calls.update], [1, 1])
        host.update(rootView: view(8))
        XCTAssertEqual([calls.make, calls.update], [2, 1])
    }

    func testATreeThatGrowsAndShrinksKeepsEveryViewThatStays() {
        // Enough views to grow the identity table several times over, then to shrink it, then to grow it again.
        let calls = (0..<2_000).map { _ in CacheCalls() }
        func items(_ range: Range<Int>) -> [Item] { range.map { Item(id: $0, calls: calls[$0]) } }
        let host = ViewHost(rootView: row(items(0..<2_000)), size: CGSize(width: 100, height: 10))
        host.update(rootView: row(items(0..<10)))
        host.update(rootView: row(items(0..<2_000)))
        // Views 0–9 stayed throughout: made once, updated twice. Views 10–1999 left and came back: made twice,
        // never updated.
        for index in [0, 9] { XCTAssertEqual([calls[index].make, calls[index].update], [1, 2], "\(index)") }
        for index in [10, 1_000, 1_999] {
            XCTAssertEqual([calls[index].make, calls[index].update], [2, 0], "\(index)")
        }
        host.update(rootView: row(items(0..<2_000)))
        for index in [0, 10, 1_999] { XCTAssertEqual(calls[index].update, index < 10 ? 3 : 1, "\(index)") }
    }

    func testBranchesOfAConditionalKeepTheirOwnViews() {
        let first = CacheCalls(), second = CacheCalls()
        @ViewBuilder func view(_ flag: Bool) -> some View {
            if flag {
                CacheCounter(calls: first) { Color.red }
            } else {
                CacheCounter(calls: second) { Color.red }
            }
        }
        let host = ViewHost(rootView: view(true), size: CGSize(width: 10, height: 10))
        host.update(rootView: view(true))
        host.update(rootView: view(false))
        host.update(rootView: view(false))
        // The true branch's view was kept once; the false branch's is another view, made once and kept once.
        XCTAssertEqual([first.make, first.update], [1, 1])
        XCTAssertEqual([second.make, second.update], [1, 1])
    }
}
