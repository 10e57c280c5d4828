import XCTest
@testable import Reflow

/// A whole build claims the latest build's nodes where they lie in the engine's table, guessing each view's
/// node from its index among its container's old subviews (`ViewGraph.nodeInPlace`,
/// `Resolver.expectedNode`). These are the cases where the guess or the table could go wrong: a view of another
/// kind at an identity, duplicate ids, ids of other integer types, and views that leave. The rules are the
/// ones `NodeIdentityTests` states: a view keeps its node while its identity stays equal.
extension NodeIdentityTests {
    func testDuplicateIdsKeepTheFirstViewAndMakeTheOthersAnew() {
        // The first view of an identity keeps it; the node of a later one is not found by the next build, even
        // though it lies at the very index the next build looks first.
        let first = CacheCalls(), duplicate = CacheCalls(), other = CacheCalls()
        let items = [Item(id: 1, calls: first), Item(id: 1, calls: duplicate), Item(id: 2, calls: other)]
        let host = ViewHost(rootView: row(items), size: CGSize(width: 30, height: 10))
        host.update(rootView: row(items))
        host.update(rootView: row(items))
        XCTAssertEqual([first.make, first.update], [1, 2])
        XCTAssertEqual([duplicate.make, duplicate.update], [3, 0])
        XCTAssertEqual([other.make, other.update], [1, 2])
    }

    func testElementsThatTradePlacesKeepTheirViews() {
        // Every element moves: the node at each index belongs to another element, so each is found by its id.
        let calls = (0..<4).map { _ in CacheCalls() }
        let items = (0..<4).map { Item(id: $0, calls: calls[$0]) }
        let host = ViewHost(rootView: row(items), size: CGSize(width: 40, height: 10))
        // Each element's node, by its id: a build that claimed the node at the element's old index would give
        // an element another's node (the counts alone would not show it: the claimed node takes the element's
        // layout, and its calls).
        func nodes() -> [ObjectIdentifier?] { (0..<4).map { host.graph.nodesByID[AnyHashable($0)].map(ObjectIdentifier.init) } }
        let before = nodes()
        host.update(rootView: row(items.reversed()))
        XCTAssertEqual(nodes(), before)
        host.update(rootView: row(items))
        XCTAssertEqual(nodes(), before)
        XCTAssertEqual(Set(before.compactMap { $0 }).count, 4)
        for (index, counter) in calls.enumerated() {
            XCTAssertEqual([counter.make, counter.update], [1, 2], "\(index)")
        }
    }

    func testIntegerIdsOfEveryStandardTypeAreOneIdentity() {
        // `AnyHashable` compares integers by value whatever their types, so SwiftUI's ids do: an element whose
        // id changes type but not value keeps its view, and an id no `Int` can hold is another view.
        XCTAssertEqual(AnyHashable(Int32(5)), AnyHashable(5))
        XCTAssertNotEqual(AnyHashable(UInt64.max), AnyHashable(-1))
        let calls = CacheCalls()
        func view<ID: Hashable>(_ id: ID) -> some View {
            HStack(spacing: 0) {
                ForEach([id], id: \.self) { _ in CacheCounter(calls: calls) { Color.red }.frame(width: 10) }
            }
        }
        let host = ViewHost(rootView: view(5), size: CGSize(width: 10, height: 10))
        host.update(rootView: view(Int32(5)))
        host.update(rootView: view(UInt8(5)))
        host.update(rootView: view(UInt64(5)))
        XCTAssertEqual([calls.make, calls.update], [1, 3])
        host.update(rootView: view(-1))
        host.update(rootView: view(UInt64.max))
        XCTAssertEqual([calls.make, calls.update], [3, 3], "-1 and UInt64.max are two views")
    }

    #if DEBUG
    func testAViewOfAnotherKindAtAnIdentityTakesItAndTheOldNodeIsFreed() {
        // A colour and a text at one position (inside the same frame): two kinds of view, so the text gets a node
        // of its own, and the colour's node is freed when the build ends.
        let start = ViewNode.liveCount.load(ordering: .relaxed)
        do {
            let host = ViewHost(rootView: AnyShape.colour, size: CGSize(width: 40, height: 20))
            let built = ViewNode.liveCount.load(ordering: .relaxed) - start
            host.update(rootView: AnyShape.text)
            XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed) - start, built)
            host.update(rootView: AnyShape.colour)
            XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed) - start, built)
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), start)
    }

    func testViewsThatLeaveAreFreedWhenTheBuildEnds() {
        let start = ViewNode.liveCount.load(ordering: .relaxed)
        do {
            let calls = (0..<100).map { _ in CacheCalls() }
            let items = (0..<100).map { Item(id: $0, calls: calls[$0]) }
            let host = ViewHost(rootView: row(items), size: CGSize(width: 100, height: 10))
            let all = ViewNode.liveCount.load(ordering: .relaxed) - start
            host.update(rootView: row(Array(items.prefix(10))))
            // Each element is three nodes (its counter, the colour, the frame): 90 elements left.
            XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed) - start, all - 90 * 3)
            host.update(rootView: row(items))
            XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed) - start, all)
            XCTAssertEqual([calls[0].make, calls[0].update, calls[50].make, calls[50].update], [1, 2, 2, 0])
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), start)
    }
    #endif
}

/// Two views at one position that are different kinds of view.
private enum AnyShape {
    static var colour: some View { Color.red.frame(width: 40, height: 20) }
    static var text: some View { Text("a").frame(width: 40, height: 20) }
}
