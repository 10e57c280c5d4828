import XCTest
@testable import Reflow

/// Layouts that misbehave, degenerate containers and hosts, very wide and very deep trees.
final class RobustnessTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    // MARK: Invalid layout results

    func testNaNAndNegativeSizesAndNonFinitePositionsAreClampedWithOneWarning() {
        let layout = Misbehaving(size: CGSize(width: CGFloat.nan, height: -5),
                                 position: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
        let view = layout { Color.red.id("child") }
        let host = host(view, 200, 100)
        // NaN and −5 become 0: a 0×0 root centred at (100, 50) (see testRootSizeIsClamped).
        XCTAssertEqual(host.frame(of: "child"), CGRect(x: 100, y: 50, width: 20, height: 20),
                       "a non-finite position falls back to the container's origin")
        host.resize(to: CGSize(width: 300, height: 100))
        host.resize(to: CGSize(width: 400, height: 200))
        host.update(rootView: view)
        XCTAssertEqual(host.frame(of: "child"), CGRect(x: 200, y: 100, width: 20, height: 20))
        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        XCTAssertTrue(host.warnings.first?.contains("Misbehaving") ?? false, "\(host.warnings)")
    }

    func testRootSizeIsClamped() {
        let layout = Misbehaving(size: CGSize(width: CGFloat.nan, height: -5), position: .zero)
        let host = host(layout { Color.red }.id("root"), 200, 100)
        XCTAssertEqual(host.frame(of: "root"), CGRect(x: 100, y: 50, width: 0, height: 0))
    }

    func testInfiniteSizeForAFiniteProposalIsClampedWithOneWarning() {
        let layout = Misbehaving(size: CGSize(width: CGFloat.infinity, height: CGFloat.infinity), position: .zero)
        let host = host(layout { Color.red }.id("root"), 200, 100)
        let root = try! XCTUnwrap(host.frame(of: "root"))
        XCTAssertTrue(root.width.isFinite && root.height.isFinite, "\(root)")
        XCTAssertLessThanOrEqual(root.width, 200)
        XCTAssertLessThanOrEqual(root.height, 100)
        host.resize(to: CGSize(width: 50, height: 50))
        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        XCTAssertTrue(host.warnings.first?.contains("Misbehaving") ?? false)
        // Proposed nil (fixedSize), an infinite answer is clamped too.
        let ideal = self.host(layout { Color.red }.id("root").fixedSize(), 200, 100)
        let idealFrame = try! XCTUnwrap(ideal.frame(of: "root"))
        XCTAssertTrue(idealFrame.width.isFinite && idealFrame.height.isFinite, "\(idealFrame)")
        XCTAssertEqual(ideal.warnings.count, 1)
    }

    func testNegativePositionsAreValidAndKept() {
        // Placing outside the bounds is allowed (views may overflow); nothing to warn about.
        let layout = Misbehaving(size: CGSize(width: 100, height: 100), position: CGPoint(x: -30, y: -40))
        let host = host(layout { Color.red.id("child") }, 100, 100)
        XCTAssertEqual(host.frame(of: "child"), CGRect(x: -30, y: -40, width: 20, height: 20))
        XCTAssertEqual(host.warnings, [])
    }

    func testNegativeAndNaNProposalsReachSubviewsAsZero() {
        let layout = ProposesGarbage()
        let host = host(layout { Color.red.id("child") }, 100, 100)
        XCTAssertEqual(host.frame(of: "child")?.size, CGSize(width: 0, height: 0))
    }

    func testWellBehavedLayoutsWarnAboutNothing() {
        let host = host(VStack { HStack { Color.red; Spacer() }.padding(); Color.blue.frame(maxWidth: 50) }, 300, 200)
        host.resize(to: .zero)
        host.resize(to: CGSize(width: 1e6, height: 1e6))
        XCTAssertEqual(host.warnings, [])
    }

    // MARK: Degenerate containers and hosts

    func testEmptyContainer() {
        let layout = Misbehaving(size: CGSize(width: 30, height: 20), position: .zero)
        let host = host(layout { EmptyView() }.id("box"), 100, 100)
        XCTAssertEqual(host.frame(of: "box"), CGRect(x: 35, y: 40, width: 30, height: 20))
        XCTAssertEqual(host.displayList.items, [])
        XCTAssertEqual(host.warnings, [])
    }

    func testForEachOverAnEmptyRange() {
        let counter = Counter()
        let layout = CountingWrapper(counter: counter)
        let host = host(HStack {
            Color.red.frame(width: 10).id("a")
            ForEach(0..<0) { _ in Color.green.frame(width: 10) }
            layout { ForEach(0..<0) { _ in Color.green } }.frame(width: 0).id("empty")
            Color.blue.frame(width: 10).id("b")
        }.fixedSize().id("stack"), 100, 100)
        // The empty ForEach adds nothing; the empty wrapper is a 0-wide view with 0 spacing around it (§3.4):
        // 10 + 0 + 0 + 0 + 10.
        XCTAssertEqual(counter.subviews, 0)
        XCTAssertEqual(host.frame(of: "stack")?.width, 10 + 10)
        XCTAssertEqual(host.frame(of: "b")?.minX, host.frame(of: "a")?.maxX)
    }

    func testAHundredThousandSubviews() {
        let count = 100_000
        let host = host(HStack(spacing: 0) {
            ForEach(0..<count) { i in Color.red.id(i) }
        }, CGFloat(count), 10)
        // Every Color is offered 100000 / 100000 = 1.
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 1, height: 10))
        XCTAssertEqual(host.frame(of: count - 1), CGRect(x: CGFloat(count - 1), y: 0, width: 1, height: 10))
        XCTAssertEqual(host.displayList.items.count, count)
    }

    func testZeroSizeHost() {
        let host = host(HStack { Color.red.id("a"); Color.blue.id("b") }.id("stack"), 0, 0)
        // Both Colors get 0; the default gap of 8 remains: the stack is 8×0, centred at (−4, 0).
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: -4, y: 0, width: 8, height: 0))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: -4, y: 0, width: 0, height: 0))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 4, y: 0, width: 0, height: 0))
        XCTAssertEqual(host.warnings, [])
    }

    func testInvalidHostSizesBecomeZero() {
        let host = host(Color.red.id("c"), -5, .nan)
        XCTAssertEqual(host.size, .zero)
        XCTAssertEqual(host.frame(of: "c"), .zero)
        host.resize(to: CGSize(width: CGFloat.infinity, height: 10))
        XCTAssertEqual(host.size, CGSize(width: 0, height: 10))
    }

    // MARK: Deep nesting and the per-pass size cache

    /// `depth` stacks, alternating HStack and VStack, each wrapped in a counting layout; the leaf is a counting
    /// layout around a Color.
    private func nested(depth: Int, leaf: Counter, levels: Counter) -> AnyView {
        let leafLayout = CountingWrapper(counter: leaf), levelLayout = CountingWrapper(counter: levels)
        var view = AnyView(leafLayout { Color.red })
        for level in 0..<depth {
            let inner = view
            view = level.isMultiple(of: 2)
                ? AnyView(levelLayout { HStack { inner } })
                : AnyView(levelLayout { VStack { inner } })
        }
        return view
    }

    func testDeepNestingMeasuresEachViewAFewTimesPerPass() {
        // A stack asks its child about 3 proposals for each proposal it gets: length 0, ∞ and its offer, with
        // the cross length unchanged. From the root's (W, H), an HStack gives {0, ∞, W} × {H}; the VStack below
        // gives {0, ∞, W} × {0, ∞, H}; every deeper level maps that set onto itself. So no view sees more than
        // 3 × 3 = 9 distinct proposals in a pass, and with the per-pass cache each is measured once.
        // Without the cache the leaf would be measured about 3^20 times.
        let leaf = Counter(), levels = Counter()
        let host = host(nested(depth: 20, leaf: leaf, levels: levels), 400, 300)
        XCTAssertGreaterThanOrEqual(leaf.sizeThatFits, 1)
        XCTAssertLessThanOrEqual(leaf.sizeThatFits, 9)
        XCTAssertLessThanOrEqual(levels.sizeThatFits, 9 * 20)
        let (leafBefore, levelsBefore) = (leaf.sizeThatFits, levels.sizeThatFits)
        host.resize(to: CGSize(width: 300, height: 400))
        XCTAssertGreaterThanOrEqual(leaf.sizeThatFits - leafBefore, 1, "a new pass measures again")
        XCTAssertLessThanOrEqual(leaf.sizeThatFits - leafBefore, 9)
        XCTAssertLessThanOrEqual(levels.sizeThatFits - levelsBefore, 9 * 20)
    }

    func testDeepNestingCostGrowsLinearlyWithDepth() {
        func calls(depth: Int) -> Int {
            let leaf = Counter(), levels = Counter()
            _ = host(nested(depth: depth, leaf: leaf, levels: levels), 400, 300)
            return leaf.sizeThatFits + levels.sizeThatFits
        }
        let ten = calls(depth: 10), twenty = calls(depth: 20)
        // At most 9 per view: ≤ 9 × (10 + 1) and ≤ 9 × (20 + 1); ten more levels add at most 9 × 10.
        XCTAssertLessThanOrEqual(ten, 9 * 11)
        XCTAssertLessThanOrEqual(twenty, 9 * 21)
        XCTAssertGreaterThan(twenty, ten)
        XCTAssertLessThanOrEqual(twenty - ten, 9 * 10)
    }

    func testDeepNestingLaysOutCorrectly() {
        // Single children all the way down: the leaf fills the host.
        let host = host(nested(depth: 20, leaf: Counter(), levels: Counter()).id("root"), 400, 300)
        XCTAssertEqual(host.frame(of: "root"), CGRect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(host.displayList.items, [.fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 400, height: 300), color: .red)])
    }
}

// MARK: - Helpers

extension RobustnessTests {
    /// Returns `size` whatever it is proposed and places every subview at `position` (relative to the bounds'
    /// origin), proposing 20×20.
    struct Misbehaving: Layout {
        let size: CGSize
        let position: CGPoint

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y),
                              proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }

    /// Proposes a negative width and a NaN height to its subviews.
    struct ProposesGarbage: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            for subview in subviews { _ = subview.sizeThatFits(ProposedViewSize(width: -10, height: .nan)) }
            return proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: -10, height: .nan))
            }
        }
    }

    final class Counter {
        var sizeThatFits = 0
        var subviews: Int?
    }

    /// Passes its proposal to its subviews and takes the size of the first one; counts `sizeThatFits` calls.
    struct CountingWrapper: Layout {
        let counter: Counter

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counter.sizeThatFits += 1
            counter.subviews = subviews.count
            return subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }
}

/// Subtrees whose proposal and size stay the same are moved, not laid out again, on a resize: the frames must
/// be exactly those of a fresh layout at the new size.
final class MovedSubtreeTests: XCTestCase {
    private func view() -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 4) {
                Color.red.frame(width: 30, height: 20).id("a")
                Text("fixed").font(.system(size: 10)).id("t").offset(x: 3, y: 2)
            }
            .fixedSize()
            Color.blue.frame(height: 10).id("b")
        }
    }

    func testResizedFramesEqualAFreshLayout() {
        let resized = ViewHost(rootView: view(), size: CGSize(width: 200, height: 100))
        for size in [CGSize(width: 260, height: 90), CGSize(width: 181, height: 140), CGSize(width: 200, height: 100)] {
            resized.resize(to: size)
            let fresh = ViewHost(rootView: view(), size: size)
            for id in ["a", "t", "b"] {
                XCTAssertEqual(resized.frame(of: id), fresh.frame(of: id), "\(id) at \(size)")
            }
            XCTAssertEqual(resized.displayList, fresh.displayList, "drawing at \(size)")
        }
    }
}
