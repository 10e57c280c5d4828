import XCTest
@_spi(Viewer) @testable import Reflow

/// A state change builds again only the bodies of the views whose state changed (as SwiftUI re-evaluates only
/// the bodies that depend on it), and the result is the same as building everything again.
final class ScopedRebuildTests: XCTestCase {
    private let size = CGSize(width: 400, height: 200)

    final class Counts { var bodies: [Int: Int] = [:]; var parent = 0 }

    /// A cell whose width is its state; it counts its body evaluations.
    private struct Cell: View {
        let index: Int
        let counts: Counts
        @State var wide = false
        var body: some View {
            counts.bodies[index, default: 0] += 1
            return Color.red.frame(width: wide ? 30 : 10, height: 10).id(index)
                .onTapGesture { wide.toggle() }
        }
    }

    private struct Row: View {
        let counts: Counts
        var body: some View {
            counts.parent += 1
            return HStack(spacing: 0) { ForEach(0..<5) { Cell(index: $0, counts: counts) } }
        }
    }

    func testOnlyTheChangedBodyIsBuiltAgainAndTheLayoutFollows() {
        let counts = Counts()
        let host = ViewHost(rootView: Row(counts: counts), size: size)
        // Five 10-point cells centred in 400: the row spans 175…225; cell 2 is at 195…205.
        XCTAssertEqual(host.frame(of: 2)?.minX, 195)
        host.tap(at: CGPoint(x: 200, y: 100))
        XCTAssertEqual(counts.bodies[2], 2)
        XCTAssertEqual(counts.bodies[0], 1, "a sibling's body is not evaluated again")
        XCTAssertEqual(counts.parent, 1, "nor the parent's")
        // The row is 70 wide now (10 + 10 + 30 + 10 + 10), centred: 165…235; cell 2 at 185…215.
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 185, y: 95, width: 30, height: 10))
        XCTAssertEqual(host.frame(of: 4)?.minX, 225)
        // The tap gesture, applied around the cell's body by its own modifier, still works after the rebuild.
        host.tap(at: CGPoint(x: 200, y: 100))
        XCTAssertEqual(host.frame(of: 2)?.width, 10)
    }

    func testTraitsFromModifiersAroundTheViewAreKept() {
        struct Flexible: View {
            @State var label = "a"
            let handles: Handles<String>
            var body: some View {
                handles.binding = $label
                return Text(label).frame(maxWidth: .infinity).id("flex")
            }
        }
        let handles = Handles<String>()
        // Two flexible views in 400: the one with priority 1 takes everything the other does not need.
        let root = HStack(spacing: 0) {
            Flexible(handles: handles).layoutPriority(1)
            Color.blue.frame(minWidth: 50, maxWidth: .infinity).id("other")
        }
        let host = ViewHost(rootView: root, size: size)
        XCTAssertEqual(host.frame(of: "other")?.width, 50)
        handles.binding?.wrappedValue = "b"
        XCTAssertEqual(host.frame(of: "other")?.width, 50, "the priority around the rebuilt view stays")
        XCTAssertEqual(host.frame(of: "flex")?.width, 350)
    }

    func testABodyThatChangesItsNumberOfViewsIsStillRight() {
        struct Grows: View {
            @State var count = 1
            let handles: Handles<Int>
            var body: some View {
                handles.binding = $count
                return ForEach(0..<count, id: \.self) { Color.green.frame(width: 10, height: 10).id("g\($0)") }
            }
        }
        let handles = Handles<Int>()
        let host = ViewHost(rootView: HStack(spacing: 0) { Grows(handles: handles); Color.red.frame(width: 10, height: 10).id("r") },
                            size: size)
        XCTAssertEqual(host.frame(of: "r")?.minX, 200)
        handles.binding?.wrappedValue = 3
        // Four 10-point views in a row centred in 400: 180…220; the red one last at 210.
        XCTAssertEqual(host.frame(of: "g2")?.minX, 200)
        XCTAssertEqual(host.frame(of: "r")?.minX, 210)
    }

    func testStateOfAViewThatABodyBuiltAloneDropsIsReset() {
        struct Inner: View {
            @State var width: CGFloat = 10
            let handles: Handles<CGFloat>
            var body: some View {
                handles.binding = $width
                return Color.blue.frame(width: width, height: 10).id("inner")
            }
        }
        struct Outer: View {
            @State var shows = true
            let outer: Handles<Bool>
            let inner: Handles<CGFloat>
            var body: some View {
                outer.binding = $shows
                return VStack { if shows { Inner(handles: inner) }; Color.red.frame(width: 5, height: 5) }
            }
        }
        let outer = Handles<Bool>(), inner = Handles<CGFloat>()
        let host = ViewHost(rootView: Outer(outer: outer, inner: inner), size: size)
        inner.binding?.wrappedValue = 40
        XCTAssertEqual(host.frame(of: "inner")?.width, 40)
        outer.binding?.wrappedValue = false
        XCTAssertNil(host.frame(of: "inner"))
        outer.binding?.wrappedValue = true
        XCTAssertEqual(host.frame(of: "inner")?.width, 10, "shown again, the inner view starts from its initial state")
    }

    func testACachingLayoutIsToldItsSubviewChanged() {
        /// Caches its subviews' ideal widths, as layouts that cache sizes do; stale widths would misplace.
        struct CachedRow: Layout {
            func makeCache(subviews: Subviews) -> [CGFloat] { subviews.map { $0.sizeThatFits(.unspecified).width } }
            func updateCache(_ cache: inout [CGFloat], subviews: Subviews) { cache = makeCache(subviews: subviews) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
                CGSize(width: cache.reduce(0, +), height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
                var x = bounds.minX
                for (subview, width) in zip(subviews, cache) {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += width
                }
            }
        }
        let counts = Counts()
        let host = ViewHost(rootView: CachedRow { ForEach(0..<3) { Cell(index: $0, counts: counts) } }, size: size)
        // Three 10-point cells centred: 185…215. Tap the first (185…195): it becomes 30 wide.
        host.tap(at: CGPoint(x: 190, y: 100))
        // 50 wide now, centred: 175…225; the second cell follows the first's new width at 205.
        XCTAssertEqual(host.frame(of: 1)?.minX, 205)
        XCTAssertEqual(host.frame(of: 2)?.minX, 215)
    }

    func testStateInsideAGeometryReaderIsKeptAndShown() {
        let handles = Handles<CGFloat>()
        struct Bar: View {
            @State var width: CGFloat = 20
            let handles: Handles<CGFloat>
            var body: some View {
                handles.binding = $width
                return Color.red.frame(width: width, height: 10).id("bar")
            }
        }
        let host = ViewHost(rootView: GeometryReader { _ in Bar(handles: handles) }, size: size)
        handles.binding?.wrappedValue = 60
        XCTAssertEqual(host.frame(of: "bar")?.width, 60)
        host.resize(to: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.frame(of: "bar")?.width, 60)
    }

    func testNodesOfABodyBuiltAloneAreFreed() {
        #if DEBUG
        let before = ViewNode.liveCount.load(ordering: .relaxed)
        do {
            let handles = Handles<Int>()
            struct Many: View {
                @State var count = 50
                let handles: Handles<Int>
                var body: some View {
                    handles.binding = $count
                    return VStack { ForEach(0..<count, id: \.self) { _ in Color.green.frame(width: 1, height: 1) } }
                }
            }
            let host = ViewHost(rootView: Many(handles: handles), size: size)
            handles.binding?.wrappedValue = 10
            handles.binding?.wrappedValue = 80
            handles.binding?.wrappedValue = 0
            XCTAssertEqual(host.displayList.items.count, 0)
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), before, "every node is freed with its host")
        #endif
    }
}
