import XCTest
@testable import Reflow

/// A resize is a fresh layout: a host resized from one size to another shows exactly what a host made at the
/// second size shows, even for a custom layout that places by comparing against `bounds.maxX`, which comes out
/// either way in floating point as its bounds move (issue 29). SwiftUI asks a layout to place its subviews in
/// its new bounds; Reflow used to move the subtree by the offset instead.
final class ResizeIsFreshTests: XCTestCase {
    /// The textbook flow layout of the issue: rows from the bounds' origin, wrapped where `x + width > maxX`.
    struct Flow: Layout {
        var spacing: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let limit = proposal.width ?? .infinity
            var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > limit { y += row + spacing; x = 0; row = 0 }
                x += size.width + spacing; row = max(row, size.height); widest = max(widest, x)
            }
            return CGSize(width: widest, height: y + row)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > bounds.minX && x + size.width > bounds.maxX { y += row + spacing; x = bounds.minX; row = 0 }
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing; row = max(row, size.height)
            }
        }
    }

    private var tree: some View {
        Flow(spacing: 1) {
            Flow(spacing: 0) {
                Text("abc").lineLimit(0)
                Text("abc").lineLimit(Int.max)
                Text("abc")
                Color.purple.id("colour")
            }
        }
    }

    /// Every view's frame, in order, once the host has laid out.
    private func frames(_ host: ViewHost) -> [CGRect] {
        _ = host.frame(of: "colour")
        var frames: [CGRect] = []
        host.root?.forEachInSubtree { frames.append($0.record.frame) }
        return frames
    }

    private func assertResizeIsFresh(from a: CGSize, to b: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        let resized = ViewHost(rootView: tree, size: a)
        resized.resize(to: b)
        let fresh = ViewHost(rootView: tree, size: b)
        XCTAssertEqual(frames(resized), frames(fresh), file: file, line: line)
        XCTAssertEqual(resized.frame(of: "colour"), fresh.frame(of: "colour"), file: file, line: line)
    }

    func testTheIssuesTreeResizedEitherWayIsLaidOutAsFresh() {
        assertResizeIsFresh(from: CGSize(width: 400, height: 300), to: CGSize(width: 1024, height: 768))
        assertResizeIsFresh(from: CGSize(width: 1024, height: 768), to: CGSize(width: 400, height: 300))
    }

    func testInsideAScrollViewTooAResizeIsFreshWhileAScrollOnlyMoves() {
        // A resize moves the scroll view (its width fixed at the outer flow's, so that the flows sit where the
        // issue's tree has them) and its content: the flows are asked again, as in a fresh host.
        func scrolled() -> some View { ScrollView { tree }.frame(width: 102.8, height: 100) }
        for (a, b) in [(CGSize(width: 400, height: 300), CGSize(width: 1024, height: 768)),
                       (CGSize(width: 1024, height: 768), CGSize(width: 400, height: 300))] {
            let resized = ViewHost(rootView: scrolled(), size: a)
            resized.resize(to: b)
            let fresh = ViewHost(rootView: scrolled(), size: b)
            XCTAssertEqual(frames(resized), frames(fresh))
        }
    }

    func testACustomLayoutIsAskedToPlaceAgainWhenOnlyItsPositionChanges() {
        // A flow of one fixed-size view keeps its size as the window grows, and moves: it is asked to place its
        // subviews in its new bounds every time, as SwiftUI asks it.
        final class Counter { var placements: [CGRect] = [] }
        struct Counting: Layout {
            let counter: Counter
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 50, height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                counter.placements.append(bounds)
                for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
            }
        }
        let counter = Counter()
        let host = ViewHost(rootView: Counting(counter: counter) { Color.red }, size: CGSize(width: 200, height: 100))
        host.resize(to: CGSize(width: 300, height: 100))
        XCTAssertEqual(counter.placements.last, CGRect(x: 125, y: 40, width: 50, height: 20))
        XCTAssertEqual(counter.placements.first, CGRect(x: 75, y: 40, width: 50, height: 20))
    }
}
