import XCTest
@testable import Reflow

/// The `Layout` protocol surface and its defaults (layout rules §1–§5.4): every member, the proxies a layout sees
/// (`LayoutSubview`, `LayoutSubviews`, `ViewDimensions`), the value types (`ProposedViewSize`, `ViewSpacing`)
/// and `AnyLayout`. Unless stated, views are `Color`s and the host is left-to-right.
final class LayoutProtocolTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat = 200, _ height: CGFloat = 100) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    // MARK: Required members (§3.1)

    func testSizeThatFitsAndPlaceSubviewsAreCalledWithTheProposalAndBounds() {
        let seen = Seen()
        let probe = Probe(size: CGSize(width: 120, height: 60),
                          measure: { proposal, _ in seen.proposals.append(proposal) },
                          place: { bounds, proposal, subviews in
                              seen.bounds.append(bounds)
                              seen.proposals.append(proposal)
                              subviews[0].place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 7),
                                                proposal: ProposedViewSize(width: 30, height: 20))
                          })
        let host = host(probe { Color.red.id("child") }, 200, 100)
        // The root is proposed the host's size and centred in it: ((200 − 120) / 2, (100 − 60) / 2).
        XCTAssertEqual(seen.proposals.first, ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(seen.bounds, [CGRect(x: 40, y: 20, width: 120, height: 60)])
        XCTAssertEqual(seen.proposals.last, ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "child"), CGRect(x: 40 + 5, y: 20 + 7, width: 30, height: 20))
    }

    // MARK: spacing(subviews:cache:) default (§3.4)

    /// HStack { Color(10 wide); <layout 50 wide>; Color(10 wide) } with nil spacing, proposed 300×100.
    private func gapsAround<Content: View>(@ViewBuilder _ content: () -> Content) -> (before: CGFloat, after: CGFloat) {
        let boxLayout = Probe(size: CGSize(width: 50, height: 20))
        let host = host(HStack {
            Color.red.frame(width: 10).id("a")
            boxLayout { content() }.id("box")
            Color.blue.frame(width: 10).id("b")
        }, 300, 100)
        let a = host.frame(of: "a")!, box = host.frame(of: "box")!, b = host.frame(of: "b")!
        return (box.minX - a.maxX, b.minX - box.maxX)
    }

    func testDefaultSpacingIsTheUnionOfTheSubviewsSpacing() {
        // A Spacer (no stack orientation inside a plain layout) wants 0 on every edge, so the union is 0.
        let spacer = gapsAround { Spacer() }
        XCTAssertEqual(spacer.before, 0)
        XCTAssertEqual(spacer.after, 0)
        // Colors state no preference, so the union has none and the platform default 8 applies (§4.3).
        let colors = gapsAround { Color.green; Color.yellow }
        XCTAssertEqual(colors.before, 8)
        XCTAssertEqual(colors.after, 8)
    }

    func testDefaultSpacingWithoutSubviewsIsZero() {
        let gaps = gapsAround { EmptyView() }
        XCTAssertEqual(gaps.before, 0)
        XCTAssertEqual(gaps.after, 0)
        var cache: Void = ()
        let none = LayoutSubviews(ContiguousArray(), layoutDirection: .leftToRight)
        XCTAssertEqual(Probe().spacing(subviews: none, cache: &cache), ViewSpacing.zero)
    }

    // MARK: explicitAlignment default and override (§3.5)

    func testDefaultExplicitAlignmentIsTheMeanOfTheSubviewsExplicitGuides() {
        // Column stacks its subviews at x = 0; their explicit leading guides are 10 and 30, so the column's
        // explicit leading is (0 + 10 + 0 + 30) / 2 = 20.
        let host = host(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("top")
            Column {
                Color.green.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 10 }
                Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 30 }
            }.id("column")
        }.fixedSize().id("stack"), 400, 400)
        let stack = host.frame(of: "stack")!
        // The top view's leading (0) meets the column's (20): the stack is 20 + 100 wide.
        XCTAssertEqual(stack.width, 20 + 100)
        XCTAssertEqual(host.frame(of: "top")?.minX, stack.minX + 20)
        XCTAssertEqual(host.frame(of: "column")?.minX, stack.minX)
    }

    func testDefaultExplicitAlignmentIsNilWithoutExplicitGuides() {
        // No explicit trailing guide inside the column: its default trailing guide (its width, 60) is used.
        let host = host(VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("top")
            Column { Color.green.frame(width: 60, height: 10) }.id("column")
        }.fixedSize().id("stack"), 400, 400)
        let stack = host.frame(of: "stack")!
        XCTAssertEqual(stack.width, 100)
        XCTAssertEqual(host.frame(of: "column")?.minX, stack.minX + (100 - 60))
    }

    func testCustomExplicitAlignmentIsUsedByAnEnclosingHStack() {
        // The box (50×40) says its vertical centre is at 30, not 20. The Color (10×20) has its centre at 10.
        let guideBox = GuideBox()
        let host = host(HStack(alignment: .center, spacing: 0) {
            Color.red.frame(width: 10, height: 20).id("a")
            guideBox { EmptyView() }.id("box")
        }.fixedSize().id("stack"), 400, 400)
        let stack = host.frame(of: "stack")!
        // Offsets from the shared guide: a −10, box −30; the stack spans −30 … max(−10 + 20, −30 + 40) = 10.
        XCTAssertEqual(stack.height, 40)
        XCTAssertEqual(host.frame(of: "a")?.minY, stack.minY + (30 - 10))
        XCTAssertEqual(host.frame(of: "box")?.minY, stack.minY)
    }

    func testCustomExplicitAlignmentIsUsedByAnEnclosingVStack() {
        // The box says its leading guide is at 25.
        let guideBox = GuideBox()
        let host = host(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
            guideBox { EmptyView() }.id("box")
        }.fixedSize().id("stack"), 400, 400)
        let stack = host.frame(of: "stack")!
        // Offsets: a 0, box −25; the stack spans −25 … max(0 + 100, −25 + 50) = 100.
        XCTAssertEqual(stack.width, 125)
        XCTAssertEqual(host.frame(of: "a")?.minX, stack.minX + 25)
        XCTAssertEqual(host.frame(of: "box")?.minX, stack.minX)
    }

    // MARK: layoutProperties (§3.3)

    func testLayoutPropertiesDefaultToNoStackOrientation() {
        XCTAssertNil(Probe.layoutProperties.stackOrientation)
        XCTAssertEqual(HStackLayout.layoutProperties.stackOrientation, .horizontal)
        XCTAssertEqual(VStackLayout.layoutProperties.stackOrientation, .vertical)
    }

    func testSpacerFollowsACustomLayoutsStackOrientation() {
        let seen = Seen()
        let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void = { bounds, _, subviews in
            seen.sizes.append(subviews[0].sizeThatFits(.unspecified))
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
        let horizontalProbe = HorizontalProbe(place: place), plainProbe = Probe(place: place)
        let horizontal = host(horizontalProbe { Spacer().id("s") }, 100, 100)
        // Along a horizontal stack a spacer's ideal is 8×0 (§3.3).
        XCTAssertEqual(seen.sizes.last, CGSize(width: 8, height: 0))
        XCTAssertEqual(horizontal.frame(of: "s"), CGRect(x: 0, y: 0, width: 8, height: 0))
        // Without an orientation it is 8×8.
        let plain = host(plainProbe { Spacer().id("s") }, 100, 100)
        XCTAssertEqual(seen.sizes.last, CGSize(width: 8, height: 8))
        XCTAssertEqual(plain.frame(of: "s"), CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    // MARK: makeCache / updateCache (§3.2)

    private func counted(_ calls: Calls, id: Int = 0) -> some View {
        Counted(calls: calls) { Color.red; Color.blue }.id(id)
    }

    func testMakeCacheRunsOnceWhenTheContainerFirstAppears() {
        let calls = Calls()
        _ = host(counted(calls))
        XCTAssertEqual(calls.makeCache, 1)
        XCTAssertEqual(calls.updateCache, 0)
        XCTAssertGreaterThanOrEqual(calls.sizeThatFits, 1)
        XCTAssertEqual(calls.placeSubviews, 1)
    }

    func testResizingCallsNeitherMakeCacheNorUpdateCache() {
        let calls = Calls()
        let host = host(counted(calls))
        host.resize(to: CGSize(width: 300, height: 50))
        host.resize(to: CGSize(width: 50, height: 300))
        XCTAssertEqual(calls.makeCache, 1)
        XCTAssertEqual(calls.updateCache, 0)
        XCTAssertEqual(calls.placeSubviews, 3)
    }

    func testUpdatingTheViewsCallsUpdateCacheNotMakeCache() {
        let calls = Calls()
        let host = host(counted(calls))
        host.update(rootView: counted(calls))
        XCTAssertEqual(calls.makeCache, 1)
        XCTAssertEqual(calls.updateCache, 1)
    }

    func testANewIdMakesANewCache() {
        let calls = Calls()
        let host = host(counted(calls, id: 1))
        host.update(rootView: counted(calls, id: 2))
        XCTAssertEqual(calls.makeCache, 2)
        XCTAssertEqual(calls.updateCache, 0)
    }

    func testDefaultUpdateCacheCallsMakeCache() {
        let calls = Calls()
        let view = { MakeOnlyCounted(calls: calls) { Color.red } }
        let host = host(view())
        XCTAssertEqual(calls.makeCache, 1)
        host.update(rootView: view())
        XCTAssertEqual(calls.makeCache, 2)
    }

    // MARK: callAsFunction (§3.6) and Animatable (§3.7)

    func testCallAsFunctionMakesAViewOfTheBuildersViews() {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in seen.counts.append(subviews.count) })
        let host = host(probe.callAsFunction { Color.red.id(0); Color.green.id(1); Color.blue.id(2) })
        XCTAssertEqual(seen.counts.last, 3)
        // Not placed by the probe: centred with the container's proposal (200×100), i.e. filling it.
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testAnimatableDataDefaultsToEmptyAnimatableData() {
        var layout = Probe()
        let data: Any = layout.animatableData
        XCTAssertTrue(data is EmptyAnimatableData)
        layout.animatableData = EmptyAnimatableData()
        XCTAssertTrue(HStackLayout().animatableData as Any is EmptyAnimatableData)
        XCTAssertEqual(EmptyAnimatableData().magnitudeSquared, 0)
    }

    // MARK: LayoutSubview (§2)

    func testSubviewSizeThatFits() {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in
            seen.sizes = [
                subviews[0].sizeThatFits(ProposedViewSize(width: 10, height: 30)),
                subviews[0].sizeThatFits(.unspecified),
                subviews[1].sizeThatFits(.zero),
                subviews[1].sizeThatFits(.infinity),
                subviews[1].sizeThatFits(ProposedViewSize(width: 30, height: nil)),
            ]
        })
        _ = host(probe {
            Color.red.frame(width: 50)
            Color.blue.frame(minWidth: 20, maxWidth: 40)
        })
        XCTAssertEqual(seen.sizes, [
            CGSize(width: 50, height: 30),    // fixed width, height as proposed
            CGSize(width: 50, height: 10),    // unspecified height: the Color's ideal 10
            CGSize(width: 20, height: 0),     // clamp(0) to 20...40; Color takes 0
            CGSize(width: 40, height: CGFloat.infinity),
            CGSize(width: 30, height: 10),
        ])
    }

    func testSubviewDimensionsIncludeExplicitAndDefaultGuides() {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in seen.dimensions = subviews[0].dimensions(in: .unspecified) })
        _ = host(probe {
            Color.red.frame(width: 50, height: 20)
                .alignmentGuide(.leading) { d in d.width / 5 }
                .alignmentGuide(VerticalAlignment.center) { d in d[.top] + 3 }
        })
        let d = try! XCTUnwrap(seen.dimensions)
        XCTAssertEqual(d.width, 50)
        XCTAssertEqual(d.height, 20)
        XCTAssertEqual(d[.leading], 50 / 5)
        XCTAssertEqual(d[explicit: .leading], 10)
        XCTAssertEqual(d[HorizontalAlignment.center], 50 / 2)
        XCTAssertEqual(d[.trailing], 50)
        XCTAssertNil(d[explicit: .trailing])
        XCTAssertEqual(d[.top], 0)
        XCTAssertEqual(d[VerticalAlignment.center], 0 + 3)
        XCTAssertEqual(d[explicit: VerticalAlignment.center], 3)
        XCTAssertEqual(d[.bottom], 20)
        XCTAssertEqual(d[.firstTextBaseline], 20)
        XCTAssertNil(d[explicit: .bottom])
    }

    func testPlaceWithEveryAnchor() {
        // Place a 40×20 subview at (100, 50): origin = (100 − anchor.x·40, 50 − anchor.y·20) (§2.3).
        let cases: [(UnitPoint, CGPoint)] = [
            (.topLeading, CGPoint(x: 100, y: 50)), (.top, CGPoint(x: 80, y: 50)), (.topTrailing, CGPoint(x: 60, y: 50)),
            (.leading, CGPoint(x: 100, y: 40)), (.center, CGPoint(x: 80, y: 40)), (.trailing, CGPoint(x: 60, y: 40)),
            (.bottomLeading, CGPoint(x: 100, y: 30)), (.bottom, CGPoint(x: 80, y: 30)),
            (.bottomTrailing, CGPoint(x: 60, y: 30)), (UnitPoint(x: 0.25, y: 0.75), CGPoint(x: 90, y: 35)),
        ]
        for (anchor, origin) in cases {
            let probe = Probe(place: { bounds, _, subviews in
                subviews[0].place(at: CGPoint(x: bounds.minX + 100, y: bounds.minY + 50), anchor: anchor,
                                  proposal: ProposedViewSize(width: 40, height: 20))
            })
            let host = host(probe { Color.red.id("a") }, 200, 100)
            XCTAssertEqual(host.frame(of: "a"), CGRect(origin: origin, size: CGSize(width: 40, height: 20)), "\(anchor)")
        }
    }

    func testPlacePositionIsInTheSpaceOfBoundsWithANonZeroOrigin() {
        let probe = Probe(place: { bounds, _, subviews in
            subviews[0].place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 5),
                              proposal: ProposedViewSize(width: 40, height: 20))
        })
        // padding(10) puts the probe's bounds at (10, 10).
        let host = host(probe { Color.red.id("a") }.padding(10), 200, 100)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 10 + 5, y: 10 + 5, width: 40, height: 20))
    }

    func testPlacingTwiceTheLastCallWinsIncludingItsProposal() {
        let probe = Probe(place: { bounds, _, subviews in
            subviews[0].place(at: CGPoint(x: bounds.minX + 50, y: bounds.minY + 50), anchor: .center, proposal: .infinity)
            subviews[0].place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 10),
                              proposal: ProposedViewSize(width: 40, height: 20))
        })
        let host = host(probe { Color.red.id("a") }, 200, 100)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    func testAnUnplacedSubviewIsCentredAndSizedWithTheContainersProposal() {
        // The probe is 100×50 whatever it is proposed; the host proposes 200×100 and centres it at (50, 25).
        let probe = Probe(size: CGSize(width: 100, height: 50))
        let host = host(probe {
            Color.red.id("flexible")
            Color.blue.frame(width: 50, height: 20).id("fixed")
        }, 200, 100)
        // The bounds' centre is (50 + 50, 25 + 25) = (100, 50).
        XCTAssertEqual(host.frame(of: "flexible"), CGRect(x: 100 - 100, y: 50 - 50, width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "fixed"), CGRect(x: 100 - 25, y: 50 - 10, width: 50, height: 20))
    }

    func testSubviewPriority() {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in seen.priorities = subviews.map(\.priority) })
        _ = host(probe {
            Color.red
            Color.green.layoutPriority(2.5)
            Color.blue.layoutPriority(-1).frame(width: 10).padding(3)
        })
        // Priority is a trait: it travels outwards through frame and padding.
        XCTAssertEqual(seen.priorities, [0, 2.5, -1])
    }

    func testSubviewSpacing() {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in seen.spacings = subviews.map(\.spacing) })
        _ = host(probe { Color.red; Spacer(); Color.blue })
        XCTAssertEqual(seen.spacings.count, 3)
        // Two Colors: no preference, the platform default 8; a Spacer wants 0 around it (§4.3, §4.6).
        XCTAssertEqual(seen.spacings[0].distance(to: seen.spacings[2], along: .horizontal), 8)
        XCTAssertEqual(seen.spacings[0].distance(to: seen.spacings[1], along: .horizontal), 0)
        XCTAssertEqual(seen.spacings[1].distance(to: seen.spacings[2], along: .vertical), 0)
    }

    func testSubviewLayoutValueAndItsDefault() {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in seen.ranks = subviews.map { $0[Rank.self] } })
        _ = host(probe {
            Color.red.layoutValue(key: Rank.self, value: 3)
            Color.green
            Color.blue.layoutValue(key: Rank.self, value: 7).frame(width: 10)
        })
        XCTAssertEqual(seen.ranks, [3, Rank.defaultValue, 7])
    }

    // MARK: LayoutSubviews (§2.8)

    private func capturedSubviews(direction: LayoutDirection = .leftToRight) -> LayoutSubviews {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in seen.subviews = subviews })
        // The host goes at the end of this function: subviews a layout keeps stay safe to ask (their nodes keep
        // the engine), and answer as views without a container.
        _ = host(probe {
            Color.red.frame(width: 10)
            Color.red.frame(width: 11)
            Color.red.frame(width: 12)
            Color.red.frame(width: 13)
        }.environment(\.layoutDirection, direction))
        return seen.subviews!
    }

    private func widths(_ subviews: LayoutSubviews) -> [CGFloat] {
        subviews.map { $0.sizeThatFits(.unspecified).width }
    }

    func testSubviewsAreIndexedFromZeroInBuilderOrder() {
        let subviews = capturedSubviews()
        XCTAssertEqual(subviews.startIndex, 0)
        XCTAssertEqual(subviews.endIndex, 4)
        XCTAssertEqual(Array(subviews.indices), [0, 1, 2, 3])
        XCTAssertEqual(widths(subviews), [10, 11, 12, 13])
    }

    /// SwiftUI's `LayoutSubviews.startIndex` is always 0, a slice's too (layout rules §3.8).
    func testRangeSubscriptIsIndexedFromZero() {
        let subviews = capturedSubviews()
        let slice = subviews[1..<3]
        XCTAssertEqual(slice.startIndex, 0)
        XCTAssertEqual(slice.endIndex, 2)
        XCTAssertEqual(slice.count, 2)
        XCTAssertEqual(slice[0], subviews[1])
        XCTAssertEqual(slice[1], subviews[2])
        XCTAssertEqual(widths(slice), [11, 12])
        // A slice of a slice counts from the slice's own start.
        XCTAssertEqual(slice[1..<2][0], subviews[2])
        XCTAssertEqual(widths(subviews.dropFirst(2)), [12, 13])
    }

    func testIndexSequenceSubscriptIsIndexedFromZeroInThatOrder() {
        let subviews = capturedSubviews()
        let picked = subviews[[2, 0]]
        XCTAssertEqual(picked.startIndex, 0)
        XCTAssertEqual(picked.count, 2)
        XCTAssertEqual(picked[0], subviews[2])
        XCTAssertEqual(picked[1], subviews[0])
        XCTAssertEqual(widths(picked), [12, 10])
    }

    func testSubviewsLayoutDirection() {
        XCTAssertEqual(capturedSubviews().layoutDirection, .leftToRight)
        XCTAssertEqual(capturedSubviews(direction: .rightToLeft).layoutDirection, .rightToLeft)
    }

    func testSubviewsEquatable() {
        let subviews = capturedSubviews()
        XCTAssertEqual(subviews, subviews)
        XCTAssertEqual(subviews[1..<3], subviews[[1, 2]])
        XCTAssertNotEqual(subviews[0..<2], subviews[[1, 0]])
        XCTAssertNotEqual(subviews[0..<2], subviews)
        XCTAssertNotEqual(subviews, capturedSubviews()) // another host's views are other views
        XCTAssertNotEqual(subviews[0], subviews[1])
    }

    // MARK: ProposedViewSize (§1)

    func testProposedViewSizeConstants() {
        XCTAssertEqual(ProposedViewSize.zero, ProposedViewSize(width: 0, height: 0))
        XCTAssertEqual(ProposedViewSize.infinity, ProposedViewSize(width: .infinity, height: .infinity))
        XCTAssertNil(ProposedViewSize.unspecified.width)
        XCTAssertNil(ProposedViewSize.unspecified.height)
        XCTAssertEqual(ProposedViewSize(CGSize(width: 3, height: 4)), ProposedViewSize(width: 3, height: 4))
        XCTAssertNotEqual(ProposedViewSize(width: nil, height: 4), ProposedViewSize(width: 0, height: 4))
    }

    func testReplacingUnspecifiedDimensions() {
        let custom = CGSize(width: 7, height: 9)
        XCTAssertEqual(ProposedViewSize(width: nil, height: 4).replacingUnspecifiedDimensions(by: custom),
                       CGSize(width: 7, height: 4))
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: custom), custom)
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), CGSize(width: 10, height: 10))
        // 0 and ∞ pass through.
        XCTAssertEqual(ProposedViewSize(width: 0, height: .infinity).replacingUnspecifiedDimensions(by: custom),
                       CGSize(width: 0, height: CGFloat.infinity))
    }

    // MARK: ViewSpacing (§4)

    /// A spacing with default-category values on the given edges.
    private func spacing(_ values: [Edge: CGFloat]) -> ViewSpacing {
        var spacing = ViewSpacing()
        for (edge, value) in values { spacing.set(value, on: edge) }
        return spacing
    }

    /// The four edges of `s`, read through distances to `.zero` (max(value, 0) = value for values ≥ 0).
    private func edges(_ s: ViewSpacing) -> [CGFloat] {
        [ViewSpacing.zero.distance(to: s, along: .vertical),     // s.top
         ViewSpacing.zero.distance(to: s, along: .horizontal),   // s.leading
         s.distance(to: .zero, along: .vertical),                // s.bottom
         s.distance(to: .zero, along: .horizontal)]              // s.trailing
    }

    func testViewSpacingDistances() {
        XCTAssertEqual(ViewSpacing.zero.distance(to: .zero, along: .horizontal), 0)
        XCTAssertEqual(ViewSpacing.zero.distance(to: .zero, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .vertical), 8)
        // Both sides state a default-category value: the larger one.
        XCTAssertEqual(spacing([.trailing: 3]).distance(to: spacing([.leading: 12]), along: .horizontal), 12)
        XCTAssertEqual(spacing([.bottom: 15]).distance(to: spacing([.top: 4]), along: .vertical), 15)
    }

    func testFormUnionAndUnionKeepTheMaximumPerEdge() {
        let a = spacing([.top: 1, .leading: 4, .bottom: 9, .trailing: 12])
        let b = spacing([.top: 5, .leading: 2, .bottom: 3, .trailing: 20])
        XCTAssertEqual(edges(a.union(b)), [5, 4, 9, 20])
        var c = a
        c.formUnion(b)
        XCTAssertEqual(edges(c), [5, 4, 9, 20])
        XCTAssertEqual(c, a.union(b))
    }

    func testUnionOnlyOnTheGivenEdges() {
        let a = spacing([.top: 1, .leading: 4, .bottom: 9, .trailing: 12])
        let b = spacing([.top: 5, .leading: 6, .bottom: 30, .trailing: 20])
        XCTAssertEqual(edges(a.union(b, edges: .leading)), [1, 6, 9, 12])
        var c = a
        c.formUnion(b, edges: .vertical)
        XCTAssertEqual(edges(c), [5, 4, 30, 12])
    }

    // MARK: ViewDimensions (§2.2)

    func testViewDimensionsDefaultGuides() {
        let d = ViewDimensions(size: CGSize(width: 40, height: 30), node: nil, proposal: .unspecified, guideLimit: 0)
        XCTAssertEqual(d.width, 40)
        XCTAssertEqual(d.height, 30)
        XCTAssertEqual(d[.leading], 0)
        XCTAssertEqual(d[HorizontalAlignment.center], 40 / 2)
        XCTAssertEqual(d[.trailing], 40)
        XCTAssertEqual(d[.top], 0)
        XCTAssertEqual(d[VerticalAlignment.center], 30 / 2)
        XCTAssertEqual(d[.bottom], 30)
        XCTAssertEqual(d[.firstTextBaseline], 30)
        XCTAssertEqual(d[.lastTextBaseline], 30)
        XCTAssertEqual(d[HorizontalAlignment(ThirdWidth.self)], 40 / 3)
        XCTAssertNil(d[explicit: .leading])
        XCTAssertNil(d[explicit: HorizontalAlignment.center])
        XCTAssertNil(d[explicit: .trailing])
        XCTAssertNil(d[explicit: .top])
        XCTAssertNil(d[explicit: VerticalAlignment.center])
        XCTAssertNil(d[explicit: .bottom])
        XCTAssertNil(d[explicit: .firstTextBaseline])
        XCTAssertNil(d[explicit: .lastTextBaseline])
    }

    func testGuideClosureSeesTheGuidesWrittenInsideIt() {
        let seen = Seen()
        let probe = Probe(measure: { _, subviews in seen.dimensions = subviews[0].dimensions(in: .unspecified) })
        _ = host(probe {
            Color.red.frame(width: 50, height: 20)
                .alignmentGuide(.leading) { _ in 7 }
                .alignmentGuide(.leading) { d in d[.leading] + 1 } // sees the inner 7
        })
        XCTAssertEqual(seen.dimensions?[.leading], 7 + 1)
    }

    // MARK: AnyLayout (§5.4)

    private func switchable(_ layout: AnyLayout, _ a: Calls, _ b: Calls) -> some View {
        layout {
            Counted(calls: a) { Color.red }.id("a")
            Counted(calls: b) { Color.blue }.id("b")
        }
    }

    func testAnyLayoutSwitchingFromHStackToVStackMovesTheSubviewsAndKeepsTheirIdentity() {
        let a = Calls(), b = Calls()
        let host = host(switchable(AnyLayout(HStackLayout(spacing: 0)), a, b), 200, 100)
        // Two infinitely flexible subviews share 200: 100 each.
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 100, y: 0, width: 100, height: 100))
        host.update(rootView: switchable(AnyLayout(VStackLayout(spacing: 0)), a, b))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 200, height: 50))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 0, y: 50, width: 200, height: 50))
        // The subviews' nodes were reused: their caches were updated, not made again.
        XCTAssertEqual(a.makeCache, 1)
        XCTAssertEqual(b.makeCache, 1)
        XCTAssertEqual(a.updateCache, 1)
        XCTAssertEqual(b.updateCache, 1)
    }

    func testAnyLayoutRemakesTheCacheWhenTheWrappedTypeChangesAndUpdatesItOtherwise() {
        let first = Calls(), second = Calls()
        let content = { (layout: AnyLayout) in layout { Color.red; Color.blue } }
        let host = host(content(AnyLayout(Counted(calls: first))))
        XCTAssertEqual(first.makeCache, 1)
        host.update(rootView: content(AnyLayout(OtherCounted(calls: second))))
        XCTAssertEqual(second.makeCache, 1)
        XCTAssertEqual(second.updateCache, 0)
        XCTAssertEqual(first.updateCache, 0)
        host.update(rootView: content(AnyLayout(OtherCounted(calls: second))))
        XCTAssertEqual(second.makeCache, 1)
        XCTAssertEqual(second.updateCache, 1)
    }

    func testAnyLayoutPassesOnTheStackOrientation() {
        let view = { (layout: AnyLayout) in layout { Spacer().id("s") }.fixedSize() }
        let host = host(view(AnyLayout(HStackLayout())), 100, 100)
        XCTAssertEqual(host.frame(of: "s")?.size, CGSize(width: 8, height: 0))
        host.update(rootView: view(AnyLayout(VStackLayout())))
        XCTAssertEqual(host.frame(of: "s")?.size, CGSize(width: 0, height: 8))
    }
}

// MARK: - Helpers

extension LayoutProtocolTests {
    /// What a probe layout saw; a class so that layouts (values) can write to it.
    final class Seen {
        var proposals: [ProposedViewSize] = []
        var bounds: [CGRect] = []
        var sizes: [CGSize] = []
        var counts: [Int] = []
        var priorities: [Double] = []
        var spacings: [ViewSpacing] = []
        var ranks: [Int] = []
        var dimensions: ViewDimensions?
        var subviews: LayoutSubviews?
    }

    /// Calls of the cache and layout members, counted.
    final class Calls {
        var makeCache = 0
        var updateCache = 0
        var sizeThatFits = 0
        var placeSubviews = 0
    }

    /// A layout that is `size` big (or the proposal, 10 for nil) and hands measuring and placing to closures;
    /// by default it places nothing.
    struct Probe: Layout {
        var size: CGSize?
        var measure: (ProposedViewSize, LayoutSubviews) -> Void = { _, _ in }
        var place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void = { _, _, _ in }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            measure(proposal, subviews)
            return size ?? proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            place(bounds, proposal, subviews)
        }
    }

    /// A probe whose subviews see a horizontal stack orientation.
    struct HorizontalProbe: Layout {
        var place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            place(bounds, proposal, subviews)
        }
    }

    /// Stacks its subviews top to bottom at x = 0, each at its ideal size, without gaps.
    struct Column: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    /// A 50×40 box that states its own vertical centre (30) and leading guide (25).
    struct GuideBox: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 50, height: 40)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .center ? bounds.minY + 30 : nil
        }

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .leading ? bounds.minX + 25 : nil
        }
    }

    /// Counts every call; as big as proposed (10 for nil); places its subviews over its bounds.
    struct Counted: CountsLayoutCalls {
        let calls: Calls
    }

    /// Another type of counting layout, for `AnyLayout` switching its wrapped type.
    struct OtherCounted: CountsLayoutCalls {
        let calls: Calls
    }

    /// Counts `makeCache` and leaves `updateCache` to the protocol's default.
    struct MakeOnlyCounted: Layout {
        let calls: Calls

        func makeCache(subviews: Subviews) -> Int {
            calls.makeCache += 1
            return calls.makeCache
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
    }

    enum Rank: LayoutValueKey {
        static let defaultValue = -1
    }

    enum ThirdWidth: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }
}

extension LayoutProtocolTests {
    protocol CountsLayoutCalls: Layout where Cache == Int {
        var calls: Calls { get }
    }
}

extension LayoutProtocolTests.CountsLayoutCalls {
    func makeCache(subviews: Subviews) -> Int {
        calls.makeCache += 1
        return 0
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) {
        calls.updateCache += 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        calls.sizeThatFits += 1
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        calls.placeSubviews += 1
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
