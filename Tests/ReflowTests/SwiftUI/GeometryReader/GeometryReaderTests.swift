import XCTest
@_spi(Viewer) @testable import Reflow

/// GeometryReader and coordinate spaces (layout rules §14; reference S1). Frames are in host coordinates and
/// derived by hand in each test's comments.
final class GeometryReaderTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// What a reader's content saw, the last time it was built.
    private final class Seen {
        var proxies: [GeometryProxy] = []
        var last: GeometryProxy? { proxies.last }
    }

    // MARK: Size and placement (§14.1, §14.2)

    func testReaderTakesTheProposalAndPlacesItsChildTopLeading() {
        // S1: proposed 300×200, the reader is 300×200 at the host's origin; the 50×20 frame, proposed 300×200,
        // is 50×20 at the reader's top-leading corner (not centred, as a ZStack would).
        let host = host(GeometryReader { _ in Color.red.frame(width: 50, height: 20).id("c") }.id("r"), 300, 200)
        XCTAssertEqual(host.frame(of: "r"), rect(0, 0, 300, 200))
        XCTAssertEqual(host.frame(of: "c"), rect(0, 0, 50, 20))
    }

    func testFixedSizeReaderIsZeroByZero() {
        // Proposed nil × nil, the reader is 0×0 (nil becomes 0, §14.1), centred in the host: (150, 100). Its
        // child is proposed 0×0 and, fixed at 50×20, sits at the reader's corner.
        let host = host(GeometryReader { _ in Color.red.frame(width: 50, height: 20).id("c") }.id("r").fixedSize(),
                        300, 200)
        XCTAssertEqual(host.frame(of: "r"), rect(150, 100, 0, 0))
        XCTAssertEqual(host.frame(of: "c"), rect(150, 100, 50, 20))
    }

    func testSeveralChildrenAllGoTopLeading() {
        // Both children are proposed the reader's 300×200 and placed at its corner, overlapping (§14.2); a
        // colour without a frame fills the proposal.
        let host = host(GeometryReader { _ in
            Color.red.frame(width: 50, height: 20).id("a")
            Color.blue.frame(width: 30, height: 40).id("b")
            Color.green.id("fill")
        }, 300, 200)
        XCTAssertEqual(host.frame(of: "a"), rect(0, 0, 50, 20))
        XCTAssertEqual(host.frame(of: "b"), rect(0, 0, 30, 40))
        XCTAssertEqual(host.frame(of: "fill"), rect(0, 0, 300, 200))
    }

    func testReaderInAStackTakesWhatIsLeft() {
        // VStack(spacing: 0) in 300×200: the 50-high colour is less flexible and goes first; the reader takes
        // the 150 left, the whole width.
        let host = host(VStack(spacing: 0) {
            Color.red.frame(height: 50)
            GeometryReader { _ in Color.blue }.id("r")
        }, 300, 200)
        XCTAssertEqual(host.frame(of: "r"), rect(0, 50, 300, 150))
    }

    func testRightToLeftPutsTheContentAtTheTopTrailingCorner() {
        // The content sees the reader's environment; right to left, top-leading is the top-right corner: the
        // 50-wide child is mirrored within the 300-wide reader, x = 300 − 50 (§14.2, §2.5).
        let host = host(GeometryReader { _ in Color.red.frame(width: 50, height: 20).id("c") }
            .environment(\.layoutDirection, .rightToLeft), 300, 200)
        XCTAssertEqual(host.frame(of: "c"), rect(250, 0, 50, 20))
    }

    /// Proposes its subviews an infinite size.
    private struct Unbounded: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .infinity) }
        }
    }

    func testAnInfiniteProposalIsSurvived() {
        // Proposed ∞ × ∞, the reader is infinite (it takes what it is offered); its placement cannot be drawn
        // and is limited, with a warning, and its content is built from the limited size: finite frames only.
        let host = host(Unbounded { GeometryReader { proxy in Color.red.frame(width: min(proxy.size.width, 40)) } },
                        300, 200)
        XCTAssertTrue(host.viewFrames.allSatisfy { $0.width.isFinite && $0.height.isFinite && $0.minX.isFinite })
        XCTAssertFalse(host.warnings.isEmpty)
    }

    // MARK: Coordinate spaces (§14.4)

    func testGlobalFrameInAPaddedStackAndAfterAResize() {
        // .padding(10) in 300×200 proposes 280×180 to the stack at (10, 10); the 50-high colour goes first,
        // the reader gets the 130 left: (10, 60, 280, 130). At 400×300: 380×230 at the same place.
        let seen = Seen()
        let host = host(VStack(spacing: 0) {
            Color.red.frame(height: 50)
            GeometryReader { proxy in
                let _ = seen.proxies.append(proxy)
                Color.blue
            }
        }.padding(10), 300, 200)
        XCTAssertEqual(seen.last?.frame(in: .global), rect(10, 60, 280, 130))
        XCTAssertEqual(seen.last?.frame(in: .local), rect(0, 0, 280, 130))
        XCTAssertEqual(seen.last?.size, CGSize(width: 280, height: 130))
        host.resize(to: CGSize(width: 400, height: 300))
        XCTAssertEqual(seen.last?.frame(in: .global), rect(10, 60, 380, 230))
        XCTAssertEqual(seen.last?.frame(in: GlobalCoordinateSpace()), rect(10, 60, 380, 230))
        XCTAssertEqual(seen.last?.frame(in: .local), rect(0, 0, 380, 230))
        XCTAssertEqual(seen.last?.safeAreaInsets, EdgeInsets())
    }

    func testNamedSpaceCountsPaddingAndOffsetsInsideItOnly() {
        // Outermost first: .offset(11, 13) ⊃ .coordinateSpace("box") ⊃ .padding(20) ⊃ .offset(7, 3) ⊃
        // .frame(100 × 50) ⊃ reader. The padded view is 140×90, centred in 300×200 at (80, 55); drawn moved
        // by (11, 13), the named space is at (91, 68). The reader is laid out at (100, 75) and drawn moved by
        // both offsets, (18, 16): globally (118, 91, 100, 50). In "box": (118 − 91, 91 − 68) = (27, 23),
        // the padding plus the inner offset; the outer offset moves both alike.
        let seen = Seen()
        _ = host(GeometryReader { proxy in
            let _ = seen.proxies.append(proxy)
            Color.blue
        }
        .frame(width: 100, height: 50)
        .offset(x: 7, y: 3)
        .padding(20)
        .coordinateSpace(name: "box")
        .offset(x: 11, y: 13), 300, 200)
        guard let proxy = seen.last else { return XCTFail("the content was never built") }
        XCTAssertEqual(proxy.frame(in: .global), rect(118, 91, 100, 50))
        XCTAssertEqual(proxy.frame(in: .named("box")), rect(27, 23, 100, 50))
        XCTAssertEqual(proxy.frame(in: CoordinateSpace.named(AnyHashable("box"))), rect(27, 23, 100, 50))
        XCTAssertEqual(proxy.frame(in: .local), rect(0, 0, 100, 50))
        // iOS 17: the named space's bounds seen from the reader, the inverse; nil for a name no ancestor has.
        XCTAssertEqual(proxy.bounds(of: .named("box")), rect(-27, -23, 140, 90))
        XCTAssertNil(proxy.bounds(of: .named("nowhere")))
        // A name no ancestor has gives the global frame (layout rules §14.4).
        XCTAssertEqual(proxy.frame(in: .named("nowhere")), rect(118, 91, 100, 50))
    }

    func testNearestNamedAncestorWinsAndIOS17Spelling() {
        // Two ancestors named "s": the inner one, padded by 5 inside the outer padding of 10, is the one.
        // The reader is 300 − 30 = 270 wide, at (15, 15); the inner space at (10, 10).
        let seen = Seen()
        _ = host(GeometryReader { proxy in
            let _ = seen.proxies.append(proxy)
            Color.blue
        }
        .padding(5)
        .coordinateSpace(.named("s"))
        .padding(10)
        .coordinateSpace(name: "s"), 300, 200)
        XCTAssertEqual(seen.last?.frame(in: .named("s")), rect(5, 5, 270, 170))
        XCTAssertEqual(seen.last?.frame(in: .global), rect(15, 15, 270, 170))
    }

    func testReaderInAMovedSubtreeSeesItsNewPosition() {
        // The fixed frame makes the stack answer every proposal alike, so a resize moves the subtree instead
        // of laying it out again; the reader must still see where it is. 100×50 centred in 300×200 is at
        // (100, 75); in 400×300 at (150, 125).
        let seen = Seen()
        let host = host(VStack {
            GeometryReader { proxy in
                let _ = seen.proxies.append(proxy)
                Color.blue
            }.frame(width: 100, height: 50)
        }, 300, 200)
        XCTAssertEqual(seen.last?.frame(in: .global), rect(100, 75, 100, 50))
        host.resize(to: CGSize(width: 400, height: 300))
        XCTAssertEqual(seen.last?.frame(in: .global), rect(150, 125, 100, 50))
        // The same size again changes nothing the content reads: it is not built again.
        let builds = seen.proxies.count
        host.resize(to: CGSize(width: 400, height: 300))
        XCTAssertEqual(seen.proxies.count, builds)
    }

    // MARK: The content, built in the pass

    func testContentIsBuiltAgainWithTheNewSize() {
        // A child half the reader's width: 150 at 300×200, 100 after a resize to 200×100.
        let host = host(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).id("half")
        }, 300, 200)
        XCTAssertEqual(host.frame(of: "half"), rect(0, 0, 150, 10))
        host.resize(to: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "half"), rect(0, 0, 100, 10))
        // And after an update of the views, with the closure of the new build.
        host.update(rootView: GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 4, height: 10).id("half")
        })
        XCTAssertEqual(host.frame(of: "half"), rect(0, 0, 50, 10))
    }

    func testLayoutCacheInsideTheContentSurvivesResizes() {
        // The content's container keeps its node from one size to the next: one makeCache, then an
        // updateCache per build of the content (two resizes to new sizes); a resize to the same size builds
        // nothing.
        let calls = CacheCalls()
        let host = host(GeometryReader { proxy in
            CacheCounter(calls: calls) { Color.red.frame(width: proxy.size.width / 2) }
        }, 300, 200)
        host.resize(to: CGSize(width: 200, height: 100))
        host.resize(to: CGSize(width: 250, height: 100))
        host.resize(to: CGSize(width: 250, height: 100))
        XCTAssertEqual(calls.make, 1)
        XCTAssertEqual(calls.update, 2)
    }

    func testIdsInsideTheContentFollowIt() {
        // The content changes views with the size: the id of the view gone is no longer found.
        let host = host(GeometryReader { proxy in
            if proxy.size.width > 250 {
                Color.red.frame(width: 10, height: 10).id("wide")
            } else {
                Text("narrow").id("narrow")
            }
        }, 300, 200)
        XCTAssertEqual(host.frame(of: "wide"), rect(0, 0, 10, 10))
        XCTAssertNil(host.frame(of: "narrow"))
        host.resize(to: CGSize(width: 200, height: 100))
        XCTAssertNil(host.frame(of: "wide"))
        XCTAssertEqual(host.frame(of: "narrow")?.origin, .zero)
        host.resize(to: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.frame(of: "wide"), rect(0, 0, 10, 10))
        XCTAssertNil(host.frame(of: "narrow"))
    }

    func testWarningsFromTheContentAreGivenOnce() {
        // A NaN width in the content warns when the content is built: once per host, however many builds.
        let host = host(GeometryReader { proxy in
            Color.red.frame(width: .nan, height: proxy.size.height / 2)
        }, 300, 200)
        host.resize(to: CGSize(width: 200, height: 100))
        host.resize(to: CGSize(width: 100, height: 50))
        XCTAssertEqual(host.warnings.filter { $0.contains(".frame") }.count, 1)
    }

    func testAnUpdateAnimatesTheContent() {
        // The content's 100-wide view becomes 200 wide with a linear animation of 1 s: half-way, the frame
        // is drawn 150 wide, then 200.
        func view(_ width: CGFloat) -> some View {
            GeometryReader { _ in Color.red.frame(width: width, height: 10).id("c") }
        }
        let host = host(view(100), 300, 200)
        host.update(rootView: view(200), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "c")?.width ?? 0, 150, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "c"), rect(0, 0, 200, 10))
        XCTAssertFalse(host.isAnimating)
    }

    func testAPhaseAnimatorInsideTheContentCycles() {
        // The content is built in the pass, after the build of the tree: the animator's state must survive
        // that build. The strip is at the reader's corner, (0, 0), so the square's x is the phase's: 0, then
        // a linear move to 100 over 1 s starting at the first frame (t = 0.25), half-way at t = 0.75.
        let host = host(GeometryReader { _ in
            PhaseAnimator([0.0, 100.0]) { x in
                Color.red.frame(width: 10, height: 10).id("a").padding(.leading, x)
            } animation: { _ in .linear(duration: 1) }
            .frame(width: 200, height: 10, alignment: .leading)
        }, 300, 200)
        XCTAssertEqual(host.frame(of: "a")?.minX, 0)
        host.advance(by: 0.25)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "a")?.minX ?? -1, 50, accuracy: 1e-6)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "a")?.minX ?? -1, 100, accuracy: 1e-6)
        XCTAssertTrue(host.isAnimating)
    }

    func testNestedReadersAndTheirContentAreFreedWithTheHost() {
        // Readers in readers, content that changes kind with the size (the old nodes are dropped in the
        // pass), preferences read in the pass: every node goes with its host.
        let before = ViewNode.liveCount.load(ordering: .relaxed)
        for i in 0..<200 {
            let host = host(VStack {
                GeometryReader { outer in
                    GeometryReader { inner in
                        if inner.size.width > 150 { Text("wide") } else { Color.red.frame(width: outer.size.width / 3) }
                    }
                    .padding(4)
                }
                Color.blue.frame(width: 20, height: 20)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    .overlayPreferenceValue(BoundsKey.self) { anchor in
                        GeometryReader { proxy in Color.green.frame(width: anchor.map { proxy[$0].width } ?? 0) }
                    }
                    .onPreferenceChange(SumKey.self) { _ in }
            }, 300, 200)
            host.resize(to: CGSize(width: 100 + CGFloat(i % 5) * 50, height: 150))
            host.update(rootView: GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) })
            host.resize(to: CGSize(width: 120, height: 150))
            _ = host.displayList
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), before, "nodes alive after their hosts went")
    }
}
