import XCTest
@testable import Reflow

/// Edge cases that once differed from the layout rules (docs/layout-rules.md); each comment names
/// the section and what went wrong before the fix.
final class EdgeCaseTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    // MARK: 1. A stack proposed ∞ across its axis is infinitely thick (it was NaN, clamped to 0)
    //
    // StackAlgorithm.allocate lines the children up by their guides: leadingEdge = −dimensions[alignment]. For an
    // infinitely tall child and a .center (or .bottom) guide that is −∞, and high = leadingEdge + ∞ = NaN, so the
    // thickness is NaN; ViewNode.checkedSize then warns and uses 0. A stack of flexible views should be
    // infinitely thick when proposed ∞ (§5.1d: minor = extent of the aligned children; §1.2).

    func testHStackOfFlexibleViewsProposedInfiniteHeightIsInfinitelyTall() {
        let seen = Seen()
        let probe = Measure(proposal: ProposedViewSize(width: 200, height: .infinity), seen: seen)
        let host = host(probe { HStack(spacing: 0) { Color.red; Color.blue } }, 300, 300)
        XCTAssertEqual(seen.size, CGSize(width: 200, height: CGFloat.infinity))
        XCTAssertEqual(host.warnings, [])
    }

    func testVStackOfFlexibleViewsProposedInfiniteWidthIsInfinitelyWide() {
        let seen = Seen()
        let probe = Measure(proposal: ProposedViewSize(width: .infinity, height: 200), seen: seen)
        let host = host(probe { VStack(alignment: .trailing, spacing: 0) { Color.red; Color.blue } }, 300, 300)
        XCTAssertEqual(seen.size, CGSize(width: CGFloat.infinity, height: 200))
        XCTAssertEqual(host.warnings, [])
    }

    func testNestedCentredStacksShareSpaceByFlexibility() {
        // The VStack measures the HStack's flexibility with heights 0 and ∞: it should be 0 … ∞, so the fixed
        // 20-tall view goes first (offered 100 / 2 = 50, takes 20) and the HStack gets 80.
        // Reflow sees the HStack as 0 … 0 (NaN clamped), keeps source order, offers it 50 and centres a 70-tall
        // column: a = (0, 15, 100, 50), c = (0, 65, 200, 20).
        let host = host(VStack(spacing: 0) {
            HStack(spacing: 0) { Color.red.id("a"); Color.green.id("b") }
            Color.blue.frame(height: 20).id("c")
        }, 200, 100)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 100, y: 0, width: 100, height: 80))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 0, y: 80, width: 200, height: 20))
        XCTAssertEqual(host.warnings, [])
    }

    func testNestedCentredStacksWithDefaultSpacing() {
        // HStack gap 8: (200 − 8) / 2 = 96 each; VStack gap 8: the HStack gets 100 − 8 − 20 = 72.
        let host = host(VStack {
            HStack { Color.red.id("a"); Color.green.id("b") }
            Color.blue.frame(height: 20).id("c")
        }, 200, 100)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 96, height: 72))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 104, y: 0, width: 96, height: 72))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 0, y: 80, width: 200, height: 20))
    }

    func testBottomAlignedHStackBesideAFixedView() {
        // Same with .bottom. (With one finite-height child the thickness comes out right by luck: high ends
        // finite and low −∞. It is NaN only when every child is infinite.)
        let host = host(VStack(spacing: 0) {
            HStack(alignment: .bottom, spacing: 0) { Color.red.id("a"); Color.green }
            Color.blue.frame(height: 20).id("c")
        }, 200, 100)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 0, y: 80, width: 200, height: 20))
    }

    // MARK: 2. A flexible frame proposed nil answers its ideal size (§6.2)
    //
    // Reference §6.2 (OSU detail): "a nil proposal uses ideal, or else the child's size"; SwiftUI Field Guide
    // (ideal size): idealWidth/idealHeight "return a custom ideal size … only used when a view gets proposed nil".
    // FlexibleFrameLayout.Limits.length returns the child's length when neither min nor max is set, and with a
    // single limit feeds the ideal into max(min(ideal, child), min) instead of answering the ideal.

    func testIdealWidthIsTheFramesWidthForANilProposal() {
        let host = host(Color.red.frame(width: 30, height: 30).frame(idealWidth: 70).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(host.frame(of: "f")?.size, CGSize(width: 70, height: 30))
    }

    func testIdealWidthWithAMinimumIsTheFramesWidthForANilProposal() {
        let host = host(Color.red.frame(width: 30, height: 30).frame(minWidth: 10, idealWidth: 70).id("f").fixedSize(),
                        200, 100)
        XCTAssertEqual(host.frame(of: "f")?.size, CGSize(width: 70, height: 30))
    }

    func testIdealHeightIsTheFramesHeightForANilProposal() {
        let host = host(Color.red.frame(width: 30, height: 30).frame(idealHeight: 45).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(host.frame(of: "f")?.size, CGSize(width: 30, height: 45))
    }

    // MARK: 3. Identity follows ids by equality, not by hash
    //
    // ForEach (SwiftUI/Views/ForEach.swift) and .id (SwiftUI/Modifiers/Traits.swift) mix `id.hashValue` into the node key; the
    // engine (Engine/Build/ViewGraph.swift, node(key:kind:make:)) never compares the ids themselves. SwiftUI identifies
    // ForEach elements and .id values by equality, so two unequal ids are two views whatever their hashes.

    func testForEachIdentityFollowsTheIdNotItsHash() {
        let a = CacheCalls(), b = CacheCalls()
        func view(_ order: [(CollidingID, CacheCalls)]) -> some View {
            HStack(spacing: 0) {
                ForEach(order.map { Element(id: $0.0, calls: $0.1) }) { element in
                    CacheCounter(calls: element.calls) { Color.red }.frame(width: 10)
                }
            }
        }
        let first = CollidingID(name: "a"), second = CollidingID(name: "b")
        let host = host(view([(first, a), (second, b)]), 20, 10)
        host.update(rootView: view([(second, b), (first, a)]))
        XCTAssertEqual(a.make, 1)
        XCTAssertEqual(b.make, 1)
        XCTAssertEqual(a.update, 1)
        XCTAssertEqual(b.update, 1)
    }

    func testExplicitIdsWithEqualHashesAreDifferentViews() {
        let calls = CacheCalls()
        let view = { (name: String) in CacheCounter(calls: calls) { Color.red }.id(CollidingID(name: name)) }
        let host = host(view("a"), 20, 10)
        host.update(rootView: view("b"))
        XCTAssertEqual(calls.make, 2, "a new id is a new view")
        XCTAssertEqual(calls.update, 0)
    }
}

extension EdgeCaseTests {
    /// An id type whose values all hash alike (legal: equal values must hash alike, not the converse).
    struct CollidingID: Hashable {
        let name: String
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    struct Element: Identifiable {
        let id: CollidingID
        let calls: CacheCalls
    }


    final class Seen {
        var size: CGSize?
    }

    /// Measures its first subview with `proposal` and records the answer.
    struct Measure: Layout {
        let proposal: ProposedViewSize
        let seen: Seen

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.size = subviews.first?.sizeThatFits(self.proposal)
            return proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }
}
