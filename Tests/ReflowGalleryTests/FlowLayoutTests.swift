import Reflow
import XCTest
@testable import ReflowGallery

/// Rule: ideal sizes left to right; a subview starts a new row when its trailing edge would pass the proposed
/// width; rows as tall as their lined-up subviews (the tallest one with built-in guides), `alignment` centre by
/// default; gaps fixed, or the subviews' preferred distances (two plain views: 8); size = widest row × Σ rows +
/// gaps.
final class FlowLayoutTests: XCTestCase {
    /// Four boxes: 40×20, 60×30, 30×10, 50×20.
    private let sizes = [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30),
                         CGSize(width: 30, height: 10), CGSize(width: 50, height: 20)]

    private func flow(_ layout: FlowLayout = FlowLayout(spacing: 8), sizes: [CGSize]? = nil) -> some View {
        layout {
            ForEach(Array((sizes ?? self.sizes).enumerated()), id: \.offset) { i, size in
                box(size.width, size.height).id(i)
            }
        }.id("flow")
    }

    // MARK: Wrapping

    func testWideEnoughIsOneRow() {
        // x: 0, 40 + 8, 48 + 60 + 8, 116 + 30 + 8; centred on the 30-point row's middle, y = 15.
        let host = pinnedHost(flow(), width: 400)
        XCTAssertEqual(host.frame(of: "flow"), CGRect(x: 0, y: 0, width: 40 + 8 + 60 + 8 + 30 + 8 + 50, height: 30))
        assertFrames(host, [
            CGRect(x: 0, y: 15 - 10, width: 40, height: 20),
            CGRect(x: 48, y: 0, width: 60, height: 30),
            CGRect(x: 116, y: 15 - 5, width: 30, height: 10),
            CGRect(x: 154, y: 15 - 10, width: 50, height: 20),
        ])
    }

    /// At 120: 40 + 8 + 60 = 108 fits, + 8 + 30 = 146 does not; then 30 + 8 + 50 = 88 fits. Row 1 is 30 tall,
    /// row 2 (20 tall) starts at 30 + 8.
    private let twoRows = [
        CGRect(x: 0, y: 15 - 10, width: 40, height: 20),
        CGRect(x: 48, y: 0, width: 60, height: 30),
        CGRect(x: 0, y: 38 + 10 - 5, width: 30, height: 10),
        CGRect(x: 38, y: 38, width: 50, height: 20),
    ]

    func testWrapsWhenTheNextSubviewWouldCrossTheWidth() {
        let host = pinnedHost(flow(), width: 120)
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 108, height: 30 + 8 + 20))
        assertFrames(host, twoRows)
    }

    func testARowThatFitsExactlyDoesNotWrap() {
        let host = pinnedHost(flow(), width: 108)
        assertFrames(host, twoRows)
    }

    func testOnePointLessWrapsEarlier() {
        // At 107 the first row is the 40 alone; then 60 + 8 + 30 = 98 fits and + 8 + 50 does not.
        // Rows 20, 30 and 20 tall at y = 0, 20 + 8, 28 + 30 + 8.
        let host = pinnedHost(flow(), width: 107)
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 98, height: 20 + 8 + 30 + 8 + 20))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 0, y: 28, width: 60, height: 30),
            CGRect(x: 68, y: 28 + 15 - 5, width: 30, height: 10),
            CGRect(x: 0, y: 66, width: 50, height: 20),
        ])
    }

    func testSubviewsWiderThanTheWidthGetARowEach() {
        // At 20 nothing fits: one row per box, the flow as wide as the widest box.
        let host = pinnedHost(flow(), width: 20)
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 60, height: 20 + 8 + 30 + 8 + 10 + 8 + 20))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 0, y: 28, width: 60, height: 30),
            CGRect(x: 0, y: 66, width: 30, height: 10),
            CGRect(x: 0, y: 84, width: 50, height: 20),
        ])
    }

    func testUnspecifiedOrInfiniteWidthIsOneRow() {
        for width in [nil, CGFloat.infinity] {
            let host = pinnedHost(ProposingWidth(width: width) { flow() }, width: 50)
            XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 204, height: 30),
                           "width \(String(describing: width))")
            XCTAssertEqual(host.frame(of: 3), CGRect(x: 154, y: 5, width: 50, height: 20))
        }
    }

    func testEmptyFlowHasNoSize() {
        let host = pinnedHost(flow(sizes: []), width: 400)
        XCTAssertEqual(host.frame(of: "flow"), CGRect(x: 0, y: 0, width: 0, height: 0))
    }

    // MARK: Alignment within a row

    func testTopAlignment() {
        let host = pinnedHost(flow(FlowLayout(alignment: .top, spacing: 8)), width: 120)
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 48, y: 0, width: 60, height: 30),
            CGRect(x: 0, y: 38, width: 30, height: 10),
            CGRect(x: 38, y: 38, width: 50, height: 20),
        ])
    }

    func testBottomAlignment() {
        let host = pinnedHost(flow(FlowLayout(alignment: .bottom, spacing: 8)), width: 120)
        assertFrames(host, [
            CGRect(x: 0, y: 30 - 20, width: 40, height: 20),
            CGRect(x: 48, y: 0, width: 60, height: 30),
            CGRect(x: 0, y: 38 + 20 - 10, width: 30, height: 10),
            CGRect(x: 38, y: 38, width: 50, height: 20),
        ])
    }

    func testExplicitGuideMovesASubviewAndDeepensItsRow() {
        // The second box's top guide is 10 above its top, so it sits 10 lower; the row reaches 10 + 20 = 30.
        let host = pinnedHost(FlowLayout(alignment: .top, spacing: 8) {
            box(40, 20).id(0)
            box(40, 20).alignmentGuide(.top) { _ in -10 }.id(1)
            box(40, 20).id(2)
        }.id("flow"), width: 100)
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 88, height: 30 + 8 + 20))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 48, y: 10, width: 40, height: 20),
            CGRect(x: 0, y: 38, width: 40, height: 20),
        ], relativeTo: "flow")
    }

    // MARK: Spacing

    func testFixedSpacingOnBothAxes() {
        // Same four boxes, 20 apart: at 120, 40 + 20 + 60 = 120 fits exactly; 30 + 20 + 50 = 100.
        let host = pinnedHost(flow(FlowLayout(spacing: 20)), width: 120)
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 120, height: 30 + 20 + 20))
        assertFrames(host, [
            CGRect(x: 0, y: 5, width: 40, height: 20),
            CGRect(x: 60, y: 0, width: 60, height: 30),
            CGRect(x: 0, y: 50 + 5, width: 30, height: 10),
            CGRect(x: 50, y: 50, width: 50, height: 20),
        ])
    }

    func testPreferredSpacingBetweenPlainViewsIsEight() {
        // Two colours prefer 8 apart on both axes, so FlowLayout() matches FlowLayout(spacing: 8).
        let host = pinnedHost(flow(FlowLayout()), width: 120)
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 108, height: 58))
        assertFrames(host, twoRows)
    }

    func testPreferredSpacingUsesEachPairsDistance() {
        // A spacer prefers 0 on every edge (layout rules §4.6) and is ideally 8×8 outside a stack; a colour prefers
        // nothing, so a colour and a spacer are max(nil, 0) = 0 apart and two colours the default 8.
        // At 50: row 1 = box, spacer (40 + 0 + 8 = 48); row 2 = box (48 + 0 + 40 > 50); row 3 = the 50×50 spacer
        // (40 + 0 + 50 > 50); row 4 = box.
        // Gaps: rows 1–2 = max(box–box 8, spacer–box 0) = 8; rows 2–3 box–spacer 0; rows 3–4 spacer–box 0.
        let host = pinnedHost(FlowLayout {
            box(40, 20).id(0)
            Spacer().id(1)
            box(40, 20).id(2)
            Spacer(minLength: 50).id(3)
            box(40, 20).id(4)
        }.id("flow"), width: 50)
        XCTAssertEqual(host.frame(of: "flow")?.size,
                       CGSize(width: 50, height: 20 + 8 + 20 + 0 + 50 + 0 + 20))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 40, y: 10 - 4, width: 8, height: 8),
            CGRect(x: 0, y: 28, width: 40, height: 20),
            CGRect(x: 0, y: 48, width: 50, height: 50),
            CGRect(x: 0, y: 98, width: 40, height: 20),
        ])
    }

    func testFixedSpacingIgnoresPreferences() {
        // The same views 8 apart: the spacer no longer fits beside the first box (40 + 8 + 8 = 56 > 50), and the
        // rows are 20, 8, 20, 50, 20 tall at y = 0, 28, 44, 72, 130.
        let host = pinnedHost(FlowLayout(spacing: 8) {
            box(40, 20).id(0)
            Spacer().id(1)
            box(40, 20).id(2)
            Spacer(minLength: 50).id(3)
            box(40, 20).id(4)
        }.id("flow"), width: 50)
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 0, y: 28, width: 8, height: 8),
            CGRect(x: 0, y: 44, width: 40, height: 20),
            CGRect(x: 0, y: 72, width: 50, height: 50),
            CGRect(x: 0, y: 130, width: 40, height: 20),
        ])
    }

    // MARK: Cache

    func testResizeBreaksTheRowsAgain() {
        let host = ViewHost(rootView: flow().pinnedTopLeading(), size: CGSize(width: 400, height: 600))
        host.resize(to: CGSize(width: 120, height: 600))
        assertFrames(host, twoRows)
        host.resize(to: CGSize(width: 400, height: 600))
        XCTAssertEqual(host.frame(of: 3), CGRect(x: 154, y: 5, width: 50, height: 20))
        host.resize(to: CGSize(width: 120, height: 600))
        assertFrames(host, twoRows)
    }

    func testUpdateWithMoreSubviewsWrapsThem() {
        let host = pinnedHost(flow(), width: 120)
        // A fifth box, 20×40: row 2 becomes 30 + 8 + 50 + 8 + 20 = 116 wide and 40 tall, centred on y = 38 + 20.
        host.updatePinned(flow(sizes: sizes + [CGSize(width: 20, height: 40)]))
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 116, height: 30 + 8 + 40))
        assertFrames(host, [
            twoRows[0], twoRows[1],
            CGRect(x: 0, y: 58 - 5, width: 30, height: 10),
            CGRect(x: 38, y: 58 - 10, width: 50, height: 20),
            CGRect(x: 96, y: 38, width: 20, height: 40),
        ])
        // And a sixth, 10×10: 116 + 8 + 10 > 120, a third row at 38 + 40 + 8.
        host.updatePinned(flow(sizes: sizes + [CGSize(width: 20, height: 40), CGSize(width: 10, height: 10)]))
        XCTAssertEqual(host.frame(of: 5), CGRect(x: 0, y: 86, width: 10, height: 10))
    }

    func testUpdateWithFewerSubviewsWrapsThem() {
        let host = pinnedHost(flow(), width: 120)
        // Without the 30×10 box, 50 no longer fits after 108 either: row 2 is the 50×20 box alone.
        host.updatePinned(flow(sizes: [sizes[0], sizes[1], sizes[3]]))
        XCTAssertEqual(host.frame(of: "flow")?.size, CGSize(width: 108, height: 30 + 8 + 20))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 0, y: 38, width: 50, height: 20))
        XCTAssertNil(host.frame(of: 3))
        // One box left: one row.
        host.updatePinned(flow(sizes: [sizes[1]]))
        XCTAssertEqual(host.frame(of: "flow"), CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    func testUpdateWithResizedSubviewsOrNewSpacingMeasuresAgain() {
        let host = pinnedHost(flow(), width: 120)
        // The first box grows to 80: 80 + 8 + 60 > 120, so the 60 moves down beside the 30 (60 + 8 + 30 = 98).
        var bigger = sizes
        bigger[0].width = 80
        host.updatePinned(flow(sizes: bigger))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 80, height: 20))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 0, y: 28, width: 60, height: 30))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 68, y: 28 + 10, width: 30, height: 10))
        XCTAssertEqual(host.frame(of: 3), CGRect(x: 0, y: 66, width: 50, height: 20))
        // Back to the four boxes, 20 apart (as in testFixedSpacingOnBothAxes).
        host.updatePinned(flow(FlowLayout(spacing: 20)))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 60, y: 0, width: 60, height: 30))
        XCTAssertEqual(host.frame(of: 3), CGRect(x: 50, y: 50, width: 50, height: 20))
        // And to the preferred spacing, 8 between these plain boxes.
        host.updatePinned(flow(FlowLayout()))
        assertFrames(host, twoRows)
    }

    func testCacheIsMadeOnceAndUpdatedOnlyWhenTheViewsChange() {
        let recording = Recording()
        let view = { (n: Int) in
            RecordingFlow(recording: recording) {
                ForEach(0..<n, id: \.self) { i in box(40, 20).id(i) }
            }.pinnedTopLeading()
        }
        let host = ViewHost(rootView: view(3), size: CGSize(width: 400, height: 600))
        XCTAssertEqual(recording.made, 1)
        host.resize(to: CGSize(width: 100, height: 600))
        host.resize(to: CGSize(width: 90, height: 600))
        XCTAssertEqual(recording.made, 1)
        XCTAssertEqual(recording.updated, 0, "a resize must not measure the subviews again")
        // At 90: 40 + 8 + 40 = 88 fits, the third box wraps.
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 0, y: 28, width: 40, height: 20))
        host.update(rootView: view(5))
        XCTAssertEqual(recording.made, 1)
        XCTAssertEqual(recording.updated, 1)
        XCTAssertEqual(recording.cachedSubviews, 5)
        XCTAssertEqual(host.frame(of: 4), CGRect(x: 0, y: 56, width: 40, height: 20))
    }

    func testSizeIsAnsweredFromTheCache() throws {
        // Hand the layout a cache whose first size is not the subview's: the answer follows the cache, which shows
        // that a pass reads the cached sizes instead of measuring the subviews.
        let recording = Recording()
        // The host is kept while the subviews are used: past it, a subview answers as a view without a container.
        let host = pinnedHost(RecordingFlow(recording: recording) {
            ForEach(Array(sizes.enumerated()), id: \.offset) { _, size in box(size.width, size.height) }
        }, width: 400)
        let subviews = try XCTUnwrap(recording.subviews)
        defer { withExtendedLifetime(host) {} }
        let layout = FlowLayout(spacing: 8)
        var cache = layout.makeCache(subviews: subviews)
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews,
                                           cache: &cache), CGSize(width: 204, height: 30))
        cache.sizes[0] = CGSize(width: 140, height: 50)
        cache.guides[0] = 25  // its centre
        cache.rows.width = nil
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews,
                                           cache: &cache), CGSize(width: 140 + 8 + 60 + 8 + 30 + 8 + 50, height: 50))
        // The same width again reuses the rows broken for it.
        cache.sizes[0] = CGSize(width: 1, height: 1)
        XCTAssertEqual(layout.sizeThatFits(proposal: ProposedViewSize(width: 400, height: nil), subviews: subviews,
                                           cache: &cache).height, 50)
    }

    // MARK: Scale

    /// `count` boxes of 30×20, 8 apart, in an 800-wide host: 21 per row (21 · 30 + 20 · 8 = 790; 22 would need
    /// 836), rows 20 + 8 apart.
    private func assertUniformFlow(count: Int, file: StaticString = #filePath, line: UInt = #line) -> ViewHost {
        let view = FlowLayout(spacing: 8) {
            ForEach(0..<count, id: \.self) { i in box(30, 20).id(i) }
        }.id("flow")
        let host = pinnedHost(view, width: 800)
        let rows = (count + 20) / 21
        let last = count - 1
        XCTAssertEqual(host.frame(of: "flow")?.size,
                       CGSize(width: 790, height: CGFloat(rows) * 20 + CGFloat(rows - 1) * 8), file: file, line: line)
        XCTAssertEqual(host.frame(of: last),
                       CGRect(x: CGFloat(last % 21) * 38, y: CGFloat(last / 21) * 28, width: 30, height: 20),
                       file: file, line: line)
        return host
    }

    func testTenThousandSubviews() throws {
        _ = assertUniformFlow(count: 10_000)
        // A resize at this scale: at 600, 16 per row, exactly (16 · 30 + 15 · 8 = 600). The flow is taller than
        // the host, which centres it, so the frame is read relative to the flow's.
        let view = FlowLayout(spacing: 8) {
            ForEach(0..<10_000, id: \.self) { i in box(30, 20).id(i) }
        }.id("flow")
        let host = ViewHost(rootView: view.pinnedTopLeading(), size: CGSize(width: 800, height: 600))
        host.resize(to: CGSize(width: 600, height: 600))
        let flow = try XCTUnwrap(host.frame(of: "flow"))
        XCTAssertEqual(flow.width, 600)
        XCTAssertEqual(host.frame(of: 9_999)?.offsetBy(dx: -flow.minX, dy: -flow.minY),
                       CGRect(x: CGFloat(9_999 % 16) * 38, y: CGFloat(9_999 / 16) * 28, width: 30, height: 20))
    }

    func testHundredThousandSubviews() {
        _ = assertUniformFlow(count: 100_000)
    }

    func testBreakingRowsIsFast() throws {
        // The flow's own share of a pass: breaking 10,000 cached sizes into rows at a new width. (The rest of a
        // pass is the engine placing 20,000 nodes; see `swift run -c release reflow-bench flow`.)
        let recording = Recording()
        // The host is kept while the subviews are used: past it, a subview answers as a view without a container.
        let host = pinnedHost(RecordingFlow(recording: recording) {
            ForEach(0..<10_000, id: \.self) { i in box(CGFloat(30 + i % 90), CGFloat(20 + i % 20)) }
        }, width: 800)
        let subviews = try XCTUnwrap(recording.subviews)
        defer { withExtendedLifetime(host) {} }
        for layout in [FlowLayout(spacing: 8), FlowLayout()] {
            var cache = layout.makeCache(subviews: subviews)
            let widths = (0..<100).map { CGFloat(700 + $0) }
            let start = DispatchTime.now().uptimeNanoseconds
            for width in widths {
                _ = layout.sizeThatFits(proposal: ProposedViewSize(width: width, height: nil), subviews: subviews,
                                        cache: &cache)
            }
            let perPass = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(widths.count)
            print("FlowLayout(spacing: \(String(describing: layout.spacing))): \(perPass) ms to break 10,000 subviews")
            #if !DEBUG
            XCTAssertLessThan(perPass, 1, "breaking rows should take a small part of an 8 ms pass")
            #endif
        }
    }
}

// MARK: - Test layouts

/// What `RecordingFlow` saw: how often it made and updated its cache, and its latest subviews.
private final class Recording {
    var made = 0
    var updated = 0
    var cachedSubviews = 0
    var subviews: LayoutSubviews?
}

/// A `FlowLayout` that records its cache's makes and updates and hands its subviews to the test, which can then
/// call the flow directly.
private struct RecordingFlow: Layout {
    let recording: Recording
    var flow = FlowLayout(spacing: 8)

    func makeCache(subviews: Subviews) -> FlowLayout.Cache {
        recording.made += 1
        recording.subviews = subviews
        let cache = flow.makeCache(subviews: subviews)
        recording.cachedSubviews = cache.sizes.count
        return cache
    }

    func updateCache(_ cache: inout FlowLayout.Cache, subviews: Subviews) {
        recording.updated += 1
        recording.subviews = subviews
        flow.updateCache(&cache, subviews: subviews)
        recording.cachedSubviews = cache.sizes.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) -> CGSize {
        flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                       cache: inout FlowLayout.Cache) {
        flow.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
