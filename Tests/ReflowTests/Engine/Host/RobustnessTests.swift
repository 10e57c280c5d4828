import XCTest
@testable import Reflow

/// Layouts that misbehave, degenerate containers and hosts, very wide and very deep trees.
final class RobustnessTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    // MARK: Calls back into the host

    func testCallsIntoTheHostFromInsideAPassWaitForThePassWithAWarningEach() {
        // The layout resizes its host while being sized and replaces the views while placing them, as a layout
        // holding a reference to its host could. Each call waits until the pass is over: the pass finishes
        // with the views it began with, and the host then shows the queued size and views, exactly as a host
        // given them directly does.
        let reference = HostReference()
        let view = Reentrant(reference: reference) { Color.red.frame(width: 40, height: 20).id("child") }
        let replacement = AnyView(HStack(spacing: 0) {
            Color.blue.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("b")
        })
        reference.replacement = replacement
        let host = host(view, 200, 100)
        reference.host = host
        host.resize(to: CGSize(width: 300, height: 100))

        let expected = self.host(replacement, 150, 60)
        XCTAssertEqual(host.size, CGSize(width: 150, height: 60))
        XCTAssertEqual(host.frame(of: "a"), expected.frame(of: "a"))
        XCTAssertEqual(host.frame(of: "b"), expected.frame(of: "b"))
        XCTAssertNil(host.frame(of: "child"))
        XCTAssertEqual(host.warnings.filter { $0.contains("during a build or layout pass") }.count, 2, "\(host.warnings)")
    }

    func testASubviewKeptPastItsViewNoLongerReachesItsOldContainer() {
        // A layout keeps its first subview; an update then replaces the whole tree, container included. The
        // kept subview must not refer to the container any more (it is gone), and asking it for a size or
        // placing it outside any pass still answers.
        let kept = Counter()
        let host = host(CountingWrapper(counter: kept) { Color.red.frame(width: 40, height: 20) }, 200, 100)
        XCTAssertNotNil(kept.firstSubview?.node.parent)
        host.update(rootView: Color.blue)
        XCTAssertNil(kept.firstSubview?.node.parent)
        XCTAssertEqual(kept.firstSubview?.sizeThatFits(.unspecified), CGSize(width: 40, height: 20))
        kept.firstSubview?.place(at: .zero, proposal: .unspecified)
    }

    func testATopLevelViewLeftAloneByAnUpdateNoLongerReachesTheStackItWasIn() {
        // Two top-level views are stacked in a VStack the host makes; an update leaves one, which becomes the
        // root, and the stack is released. Animating the change read the root's old parent after it was freed
        // (SIGSEGV).
        let two = [AnyView(Text("a").id("a")), AnyView(Color.red)]
        let host = host(ForEach(0..<2) { two[$0] }, 400, 300)
        host.update(rootView: ForEach(0..<1) { two[$0] }, animation: .linear(duration: 0.35))
        host.advance(by: 0.1)
        host.advance(by: 1)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(host.frame(of: "a"), self.host(Text("a").id("a"), 400, 300).frame(of: "a"))
    }

    // MARK: Lifetimes

    func testDroppedHostsFreeEveryNodeAndEveryCache() {
        // The engine kept its containers with a cache, which keep the engine: every host with one leaked,
        // nodes, caches and all. The witnesses: weak references to nodes (containers and leaves) and a count
        // of the caches alive.
        let witness = LifetimeWitness()
        let nodesBefore = ViewNode.liveCount.load(ordering: .relaxed)
        for i in 0..<1000 {
            let host = host(VStack {
                Witnessed(witness: witness) { Color.red; Text("a") }
                HStack { Grid { GridRow { Color.blue.frame(width: 10) } } }
            }, 200, 100)
            host.resize(to: CGSize(width: 100 + CGFloat(i % 7), height: 100))
            host.update(rootView: VStack { Witnessed(witness: witness) { Color.red } }, animation: .linear)
            host.advance(by: 0.1)
            _ = host.displayList
        }
        XCTAssertGreaterThanOrEqual(witness.nodes.count, 3000)
        XCTAssertEqual(witness.nodes.filter { $0.node != nil }.count, 0, "nodes alive after their hosts went")
        XCTAssertEqual(witness.liveCaches, 0, "caches alive after their hosts went")
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), nodesBefore, "nodes of any kind alive after their hosts went")
    }

    func testASubviewKeptPastItsHostStillAnswers() {
        // A layout keeps its subviews in a global; the host goes. The subviews' container went with it, and a
        // kept subview must not reach it: it answers as a view without a container, and placing it does nothing.
        let counter = Counter()
        do {
            let host = host(CountingWrapper(counter: counter) { Text("kept").font(.system(size: 10)) }, 200, 100)
            _ = host.displayList
        }
        guard let kept = counter.firstSubview else { return XCTFail("no subview was kept") }
        XCTAssertFalse(kept.node.hasParent)
        let fresh = host(Text("kept").font(.system(size: 10)).id("t"), 200, 100)
        XCTAssertEqual(kept.sizeThatFits(.unspecified), fresh.frame(of: "t")?.size)
        XCTAssertEqual(kept.dimensions(in: .unspecified).width, kept.sizeThatFits(.unspecified).width)
        kept.place(at: CGPoint(x: 5, y: 5), proposal: .unspecified)
        XCTAssertEqual(kept.priority, 0)
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

    final class HostReference {
        weak var host: ViewHost?
        var replacement: AnyView?
    }

    /// Resizes its host to 150×60 from `sizeThatFits` and replaces its views from `placeSubviews`, once each,
    /// once the reference holds a host; lays its subviews out as a ZStack would, at the top leading corner.
    struct Reentrant: Layout {
        let reference: HostReference

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            if let host = reference.host, host.size != CGSize(width: 150, height: 60) {
                host.resize(to: CGSize(width: 150, height: 60))
            }
            return subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            if let host = reference.host, let replacement = reference.replacement {
                reference.replacement = nil
                host.update(rootView: replacement)
            }
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    /// What a `Witnessed` layout saw: weak references to its nodes and its container's, and its caches alive.
    final class LifetimeWitness {
        struct WeakNode { weak var node: ViewNode? }
        var nodes: [WeakNode] = []
        var liveCaches = 0
    }

    /// A cache that counts itself alive.
    final class WitnessedCache {
        let witness: LifetimeWitness
        init(_ witness: LifetimeWitness) { self.witness = witness; witness.liveCaches += 1 }
        deinit { witness.liveCaches -= 1 }
    }

    /// Fills its proposal with each subview, and reports its nodes to `witness` when it makes its cache.
    struct Witnessed: Layout {
        let witness: LifetimeWitness

        func makeCache(subviews: Subviews) -> WitnessedCache {
            for subview in subviews { witness.nodes.append(LifetimeWitness.WeakNode(node: subview.node)) }
            if let container = subviews.first?.node.parent { witness.nodes.append(LifetimeWitness.WeakNode(node: container)) }
            return WitnessedCache(witness)
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout WitnessedCache) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout WitnessedCache) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    final class Counter {
        var sizeThatFits = 0
        var subviews: Int?
        /// The first subview, kept past the call as a layout may keep it.
        var firstSubview: LayoutSubview?
    }

    /// Passes its proposal to its subviews and takes the size of the first one; counts `sizeThatFits` calls
    /// and keeps the first subview.
    struct CountingWrapper: Layout {
        let counter: Counter

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counter.sizeThatFits += 1
            counter.subviews = subviews.count
            counter.firstSubview = subviews.first
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

/// Views that answer every proposal alike (fixed frames, stacks and modifiers of fixed views) keep one size
/// and are only moved on a resize, and moved subtrees pass the move on to their subviews only when these are
/// read: whatever is read after any series of resizes must be what a fresh layout at that size gives.
final class RigidSubtreeTests: XCTestCase {
    /// A content-sized tree of fixed views, with rigid and non-rigid containers mixed.
    private func view(_ gap: CGFloat = 2) -> some View {
        VStack(alignment: .leading, spacing: gap) {
            HStack(alignment: .bottom, spacing: gap) {
                ForEach(0..<4) { i in
                    VStack(spacing: gap) {
                        Color.red.frame(width: 10 + CGFloat(i), height: 12).id("r\(i)")
                        Color.green.frame(width: 8, height: 8).padding(3).background(Color.gray).id("g\(i)")
                    }
                    .id("column\(i)")
                }
            }
            .id("row")
            ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 40, height: 20)
                Color.yellow.frame(width: 10, height: 30).offset(x: 5).id("z")
            }
            .alignmentGuide(.leading) { d in d.width / 4 }
            AnyLayout(HStackLayout(spacing: 1)) {
                Color.black.frame(width: 6, height: 6).id("any")
                Text("wraps").font(.system(size: 10)).id("text")
            }
            .fixedSize()
            HStack {
                Color.orange.frame(width: 20, height: 10).id("fixed")
                Color.purple.frame(height: 10).id("flexible")
            }
        }
    }

    private let ids = ["r0", "r3", "g0", "g2", "column1", "row", "z", "any", "text", "fixed", "flexible"]

    /// Moved frames are the old ones plus the move, which may differ from a fresh layout's arithmetic in the
    /// last bits (both are then rounded to pixels when drawn).
    private func assertEqual(_ a: CGRect?, _ b: CGRect?, _ message: String, line: UInt) {
        guard let a, let b else { return XCTAssertEqual(a, b, message, line: line) }
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(message): \(a) against \(b)", line: line)
        }
    }

    private func assertSameAsFresh(_ host: ViewHost, size: CGSize, gap: CGFloat = 2, _ line: UInt = #line) {
        let fresh = ViewHost(rootView: view(gap), size: size)
        for id in ids {
            assertEqual(host.frame(of: id), fresh.frame(of: id), "\(id) at \(size)", line: line)
        }
        let drawn = host.displayList.items, expected = fresh.displayList.items
        XCTAssertEqual(drawn.count, expected.count, line: line)
        for (a, b) in zip(drawn, expected) {
            assertEqual(a.frame, b.frame, "drawing at \(size)", line: line)
        }
    }
}

private extension DisplayItem {
    /// Where the item is drawn: a shape's frame, or a text line's baseline origin and width.
    var frame: CGRect {
        switch self {
        case .fill(_, let frame, _), .stroke(_, let frame, _, _), .shape(_, let frame, _, _): return frame
        case .text(let run): return CGRect(origin: run.origin, size: CGSize(width: run.width, height: 0))
        case .image(let image): return image.frame
        case .push, .beginMask, .pop: return .zero
        }
    }
}

extension RigidSubtreeTests {
    func testResizesGiveTheFramesOfAFreshLayout() {
        let host = ViewHost(rootView: view(), size: CGSize(width: 300, height: 200))
        let sizes = [CGSize(width: 301, height: 200), CGSize(width: 250, height: 171), CGSize(width: 120, height: 400),
                     CGSize(width: 999, height: 31), CGSize(width: 300, height: 200)]
        for size in sizes {
            host.resize(to: size)
            assertSameAsFresh(host, size: size)
        }
    }

    func testMovesReachViewsReadOneAtATime() {
        // A tree of fixed views, centred: several resizes with nothing read in between pile the moves up on
        // the root, and reading one deep view's frame must still see all of them.
        func row() -> some View {
            HStack(spacing: 2) {
                ForEach(0..<4) { i in
                    VStack(spacing: 2) {
                        Color.red.frame(width: 10, height: 12).id("r\(i)")
                        Color.green.frame(width: 8, height: 8).padding(3).id("g\(i)")
                    }
                }
            }
        }
        let host = ViewHost(rootView: row(), size: CGSize(width: 300, height: 200))
        let start = host.frame(of: "g2")!
        for width in stride(from: 300, through: 340, by: 3) { host.resize(to: CGSize(width: CGFloat(width), height: 201)) }
        // The root is centred: it moves by half of each change, (339 − 300) / 2 across and 1 / 2 down.
        XCTAssertEqual(host.frame(of: "g2"), start.offsetBy(dx: (339 - 300) / 2, dy: 0.5))
        XCTAssertEqual(host.frame(of: "g2"), ViewHost(rootView: row(), size: CGSize(width: 339, height: 201)).frame(of: "g2"))
    }

    func testAnUpdateAfterMovesLaysOutFromTheMovedFrames() {
        let host = ViewHost(rootView: view(), size: CGSize(width: 300, height: 200))
        host.resize(to: CGSize(width: 280, height: 150))
        host.resize(to: CGSize(width: 260, height: 150))
        host.update(rootView: view(5))
        assertSameAsFresh(host, size: CGSize(width: 260, height: 150), gap: 5)
        host.resize(to: CGSize(width: 261, height: 150))
        assertSameAsFresh(host, size: CGSize(width: 261, height: 150), gap: 5)
    }

    func testRigidityFollowsTheViews() {
        // A frame fixed in both dimensions is rigid whatever is inside; fixed in one, only if its content is.
        func rigid<V: View>(_ view: V) -> Bool {
            let host = ViewHost(rootView: view.id("v"), size: CGSize(width: 100, height: 100))
            return host.rigidity(of: "v")
        }
        XCTAssertTrue(rigid(Color.red.frame(width: 10, height: 10)))
        XCTAssertFalse(rigid(Color.red.frame(width: 10)))
        XCTAssertTrue(rigid(Color.red.frame(width: 10, height: 10).frame(width: 20)))
        XCTAssertFalse(rigid(Color.red))
        XCTAssertFalse(rigid(Text("text")))
        XCTAssertTrue(rigid(Text("text").fixedSize()))
        XCTAssertTrue(rigid(HStack { Color.red.frame(width: 1, height: 1); Color.red.frame(width: 2, height: 2) }))
        XCTAssertFalse(rigid(HStack { Color.red.frame(width: 1, height: 1); Spacer() }))
        XCTAssertTrue(rigid(HStack {}))
        XCTAssertTrue(rigid(Color.red.frame(width: 1, height: 1).padding().background(Color.blue)))
        XCTAssertFalse(rigid(Color.red.background(Color.blue.frame(width: 1, height: 1))))
        XCTAssertTrue(rigid(AnyLayout(VStackLayout()) { Color.red.frame(width: 1, height: 1) }))
        // A custom layout may use its proposal in any way.
        XCTAssertFalse(rigid(RobustnessTests.CountingWrapper(counter: .init()) { Color.red.frame(width: 1, height: 1) }))
    }
}

extension ViewHost {
    /// Whether the view marked `.id(id)` answers every proposal alike (for tests).
    func rigidity<ID: Hashable>(of id: ID) -> Bool { nodeRigidity(of: AnyHashable(id)) ?? false }
}

/// `ViewHost.invalidateLayout` (what the benchmark's cold rows time) lays everything out again from nothing:
/// after it, a pass gives what a fresh host gives, and containers whose cache holds something get
/// `updateCache`.
final class InvalidatedLayoutTests: XCTestCase {
    private func view(_ calls: CacheCalls) -> some View {
        VStack(spacing: 3) {
            CacheCounter(calls: calls) { Color.red.frame(width: 12, height: 8).id("counted") }
                .frame(width: 40, height: 20)
            HStack(spacing: 2) {
                Color.green.frame(width: 30, height: 10).id("fixed")
                Color.blue.id("flexible")
                Text("two words").font(.system(size: 10)).id("text")
            }
        }
    }

    func testAPassAfterInvalidatingGivesAFreshLayoutsFrames() {
        let calls = CacheCalls()
        let host = ViewHost(rootView: view(calls), size: CGSize(width: 200, height: 100))
        for size in [CGSize(width: 150, height: 90), CGSize(width: 60, height: 120), CGSize(width: 200, height: 100)] {
            let updates = calls.update
            host.invalidateLayout()
            XCTAssertEqual(calls.update, updates + 1, "the counted container's cache is updated")
            host.resize(to: size)
            let fresh = ViewHost(rootView: view(CacheCalls()), size: size)
            for id in ["counted", "fixed", "flexible", "text"] {
                XCTAssertEqual(host.frame(of: id), fresh.frame(of: id), "\(id) at \(size)")
            }
            XCTAssertEqual(host.displayList, fresh.displayList, "drawing at \(size)")
        }
    }
}
