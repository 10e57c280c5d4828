import XCTest
@testable import Reflow

/// Behaviour of the build's shortcuts for speed (whole updates under a 120 Hz frame): each must give exactly
/// what the general path gives. `ForEach` walks ranges of integers and contiguous storage directly
/// (`SwiftUI/Views/ForEach.swift`); stacks keep their cache across updates; a node's traits are reset only when a
/// modifier wrote some; whether a body type needs a scope is kept per host (`Engine/Build/ViewTypeTable.swift`).
final class BuildFastPathTests: XCTestCase {
    /// One 10×10 counter per element, in a row with no spacing, each marked `.id(element)`.
    private func row<Data: RandomAccessCollection>(_ data: Data, _ calls: [Int: CacheCalls]) -> some View
    where Data.Element == Int {
        HStack(spacing: 0) {
            ForEach(data, id: \.self) { element in
                CacheCounter(calls: calls[element]!) { Color.red }.frame(width: 10, height: 10).id(element)
            }
        }
    }

    /// Checks the row of `first` then `second` (the same elements in another order): the elements are laid out
    /// in the order of the collection and keep their views (one cache made, one update).
    private func checkRow<A: RandomAccessCollection, B: RandomAccessCollection>(_ first: A, _ second: B,
                                                                                 file: StaticString = #filePath, line: UInt = #line)
    where A.Element == Int, B.Element == Int {
        let calls = Dictionary(uniqueKeysWithValues: first.map { ($0, CacheCalls()) })
        // The row is 10 per element wide, the host exactly as wide: element k of the order is at x = 10 k.
        let host = ViewHost(rootView: row(first, calls), size: CGSize(width: 10 * first.count, height: 10))
        XCTAssertEqual(first.map { host.frame(of: $0)?.minX }, first.indices.map { CGFloat(10 * first.distance(from: first.startIndex, to: $0)) },
                       file: file, line: line)
        host.update(rootView: row(second, calls))
        XCTAssertEqual(second.map { host.frame(of: $0)?.minX },
                       second.indices.map { CGFloat(10 * second.distance(from: second.startIndex, to: $0)) }, file: file, line: line)
        for (element, counter) in calls {
            XCTAssertEqual([counter.make, counter.update], [1, 1], "element \(element)", file: file, line: line)
        }
    }

    func testARangeOfIntegersIsWalkedInOrderAndKeepsItsViews() {
        // A range's elements are their own ids: 2..<5 then 2..<5 again, same views.
        checkRow(2..<5, 2..<5)
    }

    func testAnArrayIsWalkedInOrderAndKeepsItsViewsWhenTheyMove() {
        checkRow([4, 7, 1], [1, 4, 7])
    }

    func testAnArraySliceIsWalkedFromItsOwnStartIndex() {
        // A slice's indices start where it was cut (here at 1), not at 0: its elements are still 5, 6, 7.
        let elements = [9, 5, 6, 7, 9]
        checkRow(elements[1...3], elements[1...3].reversed().map { $0 })
    }

    func testACollectionWithoutContiguousStorageTakesTheGeneralPath() {
        // A reversed range has no contiguous storage: 3, 2, 1, then 1, 2, 3.
        checkRow((1...3).reversed(), 1...3)
    }

    func testAStackThatGrowsKeepsItsCacheAndLaysOutEveryChild() {
        // The stack's cache is scratch space that every call fills anew: kept across updates, it must grow when
        // the stack does. Five 10-wide views with 2-point gaps: 5·10 + 4·2 = 58 wide, view k at x = 12 k.
        func stack(_ count: Int) -> some View {
            HStack(spacing: 2) { ForEach(0..<count) { Color.blue.frame(width: 10, height: 10).id($0) } }
        }
        let host = ViewHost(rootView: stack(2), size: CGSize(width: 58, height: 10))
        // Two views: 22 wide, centred in 58: x = 18 and 30.
        XCTAssertEqual([0, 1].map { host.frame(of: $0)?.minX }, [18, 30])
        host.update(rootView: stack(5))
        XCTAssertEqual((0..<5).map { host.frame(of: $0)?.minX }, [0, 12, 24, 36, 48])
        host.update(rootView: stack(1))
        // One view: 10 wide, centred: x = 24.
        XCTAssertEqual(host.frame(of: 0)?.minX, 24)
    }

    func testTraitsAModifierNoLongerWritesAreForgotten() {
        // Resetting the traits is skipped when they are the defaults; a priority written in one build and not
        // in the next must still go. Two flexible views in a 100-wide row: with priority 1 the first takes
        // everything but the other's minimum (0): 100; without, they share: 50 each.
        // The same view in both builds (an `if` would make two identities), with a trait writer that writes
        // the priority only when there is one.
        func row(_ priority: Double?) -> some View {
            HStack(spacing: 0) {
                TraitWriter(content: Color.red.id("a")) { node in
                    if let priority { node.traits.priority = priority }
                }
                Color.blue
            }
        }
        let host = ViewHost(rootView: row(1), size: CGSize(width: 100, height: 10))
        XCTAssertEqual(host.frame(of: "a")?.width, 100)
        host.update(rootView: row(nil))
        XCTAssertEqual(host.frame(of: "a")?.width, 50)
    }

    func testEveryTraitIsCoveredByTheDefaultCheck() {
        // `NodeTraits.isDefault` names every field; a trait added later must be added there too, or a node
        // would keep it after the modifier that wrote it is gone.
        XCTAssertEqual(Mirror(reflecting: NodeTraits()).children.count, 7,
                       "a field was added to NodeTraits: add it to NodeTraits.isDefault, then update this count")
        XCTAssertTrue(NodeTraits().isDefault)
        var traits = NodeTraits()
        traits.opacity = 0.5
        XCTAssertFalse(traits.isDefault)
    }
}

/// A model read by the body of `ModelBar`.
@Observable private final class BarModel {
    var width: CGFloat = 20
}

/// A bar as wide as its model says, counting its body's evaluations.
private struct ModelBar: View {
    let model: BarModel
    let counter: BodyCounter
    var body: some View {
        counter.count += 1
        return Color.red.frame(width: model.width, height: 10).id("bar")
    }
}

private final class BodyCounter {
    var count = 0
}

final class BodyTypeTableTests: XCTestCase {
    func testTwoHostsOfOneObservingTypeEachRebuildOncePerChange() {
        // Whether a body type needs a scope is kept per host; the first host to see the body read an
        // observable learns it, and the other host, which met the type before, must learn it too.
        let first = BarModel(), second = BarModel()
        let firstCount = BodyCounter(), secondCount = BodyCounter()
        let size = CGSize(width: 100, height: 10)
        let firstHost = ViewHost(rootView: ModelBar(model: first, counter: firstCount), size: size)
        let secondHost = ViewHost(rootView: ModelBar(model: second, counter: secondCount), size: size)
        for width in [30.0, 40, 50] as [CGFloat] {
            second.width = width
            XCTAssertEqual(secondHost.frame(of: "bar")?.width, width)
            first.width = width
            XCTAssertEqual(firstHost.frame(of: "bar")?.width, width)
        }
        // One build each, then one per change: 1 + 3.
        XCTAssertEqual([firstCount.count, secondCount.count], [4, 4])
    }
}
