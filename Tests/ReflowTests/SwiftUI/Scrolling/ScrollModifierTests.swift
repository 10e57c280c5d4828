import XCTest
@_spi(Viewer) @testable import Reflow

/// The scroll modifiers (layout rules §16.6–§16.10) and the indicators. Ten rows 100 tall in a 200 × 300 host
/// (content 1,000, largest offset 700) unless said otherwise; row i is at 100·i − offset.
final class ScrollModifierTests: XCTestCase {
    private func rows<V: View>(spacing: CGFloat = 0, _ modify: (ScrollView<AnyView>) -> V) -> ViewHost {
        ViewHost(rootView: modify(ScrollView {
            AnyView(VStack(spacing: spacing) { ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) } })
        }), size: CGSize(width: 200, height: 300))
    }

    /// The rounded bars the display list holds: the indicators (nothing else here draws rounded rectangles).
    private func indicators(_ host: ViewHost) -> [(frame: CGRect, opacity: Double)] {
        host.displayList.items.compactMap { item in
            if case let .fill(.roundedRectangle(radius), frame, color) = item, radius == 1.5 {
                return (frame, color.opacity)
            }
            return nil
        }
    }

    private func clips(_ host: ViewHost) -> Int {
        host.displayList.items.filter { if case .push(.clip) = $0 { return true } else { return false } }.count
    }

    func testTheIndicatorShowsWhileScrollingAndFadesAfter() {
        let host = rows { $0 }
        XCTAssertTrue(indicators(host).isEmpty, "not shown before the content moves")
        XCTAssertFalse(host.wantsFrames)
        host.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 150))
        // 3 wide, 3 from the right edge: x = 200 − 3 − 3 = 194. The track runs from 3 to 297 (294 long); the
        // bar is 294 · 300/1,000 = 88.2 long and moves along the other 205.8 as the offset goes to 700: at
        // 150, 205.8 · 150/700 = 44.1 down the track, y = 47.1.
        let shown = indicators(host)
        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(shown.first?.frame.minX, 194)
        XCTAssertEqual(shown.first?.frame.width, 3)
        XCTAssertEqual(shown.first!.frame.minY, 47.1, accuracy: 1e-9)
        XCTAssertEqual(shown.first!.frame.height, 88.2, accuracy: 1e-9)
        XCTAssertEqual(shown.first!.opacity, 0.35, accuracy: 1e-9)
        XCTAssertTrue(host.wantsFrames, "frames while the indicator is shown or fades")
        host.advance(by: 1.2)
        XCTAssertEqual(indicators(host).first!.opacity, 0.35, accuracy: 1e-9)
        // Half way through the 0.25 s fade.
        host.advance(by: 0.125)
        XCTAssertEqual(indicators(host).first!.opacity, 0.175, accuracy: 1e-9)
        host.advance(by: 0.2)
        XCTAssertTrue(indicators(host).isEmpty)
        XCTAssertFalse(host.wantsFrames, "no frames once it has faded")
    }

    func testIndicatorVisibility() {
        let hidden = rows { $0.scrollIndicators(.hidden) }
        hidden.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 150))
        XCTAssertTrue(indicators(hidden).isEmpty)
        let never = ViewHost(rootView: ScrollView(showsIndicators: false) {
            VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) } }
        }, size: CGSize(width: 200, height: 300))
        never.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 150))
        XCTAssertTrue(indicators(never).isEmpty)
        // `.visible`: shown before anything scrolls, at the top of the track (y = 3).
        let visible = rows { $0.scrollIndicators(.visible) }
        XCTAssertEqual(indicators(visible).first?.frame.minY, 3)
        XCTAssertFalse(visible.wantsFrames)
        // Only for the axes given: a horizontal setting leaves the vertical bar alone.
        let other = rows { $0.scrollIndicators(.never, axes: .horizontal) }
        other.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(indicators(other).count, 1)
    }

    func testScrollClipDisabledLiftsTheClip() {
        XCTAssertEqual(clips(rows { $0 }), 1)
        XCTAssertEqual(clips(rows { $0.scrollClipDisabled() }), 0)
    }

    func testContentMarginsInsetTheContentAndLengthenTheScroll() {
        // 20 above and below: row 0 at 20; the extent is 1,040, the largest offset 740, at which the last row
        // ends 20 above the bottom: content top 20 − 740 = −720, row 9 at −720 + 900 = 180.
        let host = rows { $0.contentMargins(.vertical, 20) }
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 20, width: 200, height: 100))
        host.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 9)?.minY, 180)
        // 16 at the sides: the content is proposed 200 − 32 = 168 wide and sits 16 in; the scroll view is
        // 168 + 32 = 200 wide.
        let sides = rows { $0.contentMargins(.horizontal, 16, for: .scrollContent) }
        XCTAssertEqual(sides.frame(of: 0), CGRect(x: 16, y: 0, width: 168, height: 100))
        // Margins for the indicators only move the bar, not the content: the track starts at 30 + 3.
        let bars = rows { $0.contentMargins(.top, 30, for: .scrollIndicators).scrollIndicators(.visible) }
        XCTAssertEqual(bars.frame(of: 0)?.minY, 0)
        XCTAssertEqual(indicators(bars).first?.frame.minY, 33)
    }

    func testDefaultScrollAnchor() {
        // `.bottom`: the offset starts at its largest, 700; row 9 at 200.
        let bottom = rows { $0.defaultScrollAnchor(.bottom) }
        XCTAssertEqual(bottom.frame(of: 9)?.minY, 200)
        // Small content is placed at the anchor: a 100-tall colour centred in 300, at 100.
        let small = ViewHost(rootView: ScrollView { Color.red.frame(height: 100).id("c") }.defaultScrollAnchor(.center),
                             size: CGSize(width: 200, height: 300))
        XCTAssertEqual(small.frame(of: "c"), CGRect(x: 0, y: 100, width: 200, height: 100))
    }

    func testPagingSettlesOnTheNearestPageAtMostOneAway() {
        let host = rows { $0.scrollTargetBehavior(.paging) }
        // Pages are 300 tall (the viewport), at offsets 0, 300 and 600 (the largest offset is 700). Three
        // notches of 200 in one session take the offset to 600, on page 2; 0.2 s after the last one it settles
        // on page 1, at most one page from where the session began: offset 300, row 3 at 0.
        for _ in 0..<3 { host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 100, y: 150)) }
        XCTAssertEqual(host.frame(of: 6)?.minY, 0)
        host.advance(by: 0.25)
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: 3)?.minY, 0)
        // A drag of 100 (no velocity) rests at 400, nearer page 1: back to 300.
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150))
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: 3)?.minY, 0)
        // A drag of 200 rests at 500, nearer page 2: offset 600, row 6 at 0.
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50))
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: 6)?.minY, 0)
    }

    func testViewAlignedSettlesOnTheNearestTargetViewEdge() {
        // Rows 100 tall, 10 apart: at 0, 110, 220, … A drag of 130 rests nearest the edge at 110: row 1 at 0.
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 10) { ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) } }.scrollTargetLayout()
        }.scrollTargetBehavior(.viewAligned), size: CGSize(width: 200, height: 300))
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 120))
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: 1)?.minY, 0)
    }

    func testScrollPositionFollowsTheScrollAndScrollsWhenSet() {
        final class Box { var id: Int? }
        let box = Box()
        struct Rows: View {
            let box: Box
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100) } }.scrollTargetLayout()
                }
                .scrollPosition(id: Binding(get: { box.id }, set: { box.id = $0 }))
            }
        }
        let host = ViewHost(rootView: Rows(box: box), size: CGSize(width: 200, height: 300))
        // Offset 250: the first row any part of which shows is row 2 (200..<300).
        host.scroll(by: CGSize(width: 0, height: 250), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(box.id, 2)
        host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(box.id, 3, "offset 310: row 3 (300..<400)")
        // Set from code: row 5 is scrolled to the top, offset 500.
        box.id = 5
        host.update(rootView: Rows(box: box))
        XCTAssertEqual(host.displayList.items.isEmpty, false)
        XCTAssertEqual(host.graph.scrollStores().first??.offset.y, 500)
    }

    func testOnScrollGeometryChangeReportsTheOffset() {
        final class Box { var changes: [[CGFloat]] = [] }
        let box = Box()
        let host = rows {
            $0.onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
                box.changes.append([old, new])
            }
        }
        XCTAssertEqual(box.changes, [], "not called for the first value")
        host.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(box.changes, [[0, 150]])
        // Taller by 300: the largest offset becomes 400, so the offset 700 falls back to 400 as the pass finds.
        host.scroll(by: CGSize(width: 0, height: 550), at: CGPoint(x: 100, y: 150))
        host.resize(to: CGSize(width: 200, height: 600))
        XCTAssertEqual(box.changes, [[0, 150], [150, 700], [700, 400]])
    }

    func testTheIOS18ScrollPositionScrollsToEdgesPointsAndViewsAndFollowsTheUser() {
        final class Box { var position = ScrollPosition(idType: Int.self) }
        let box = Box()
        struct Rows: View {
            let box: Box
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(height: 100) } }.scrollTargetLayout()
                }
                .scrollPosition(Binding(get: { box.position }, set: { box.position = $0 }))
            }
        }
        let host = ViewHost(rootView: Rows(box: box), size: CGSize(width: 200, height: 300))
        func offset() -> CGFloat? { host.graph.scrollStores().first??.offset.y }
        XCTAssertEqual(offset(), 0, "a position never set scrolls nowhere")
        box.position.scrollTo(edge: .bottom)
        host.update(rootView: Rows(box: box))
        XCTAssertEqual(offset(), 700, "the bottom edge: the largest offset")
        XCTAssertEqual(box.position.edge, .bottom)
        XCTAssertFalse(box.position.isPositionedByUser)
        // Scrolled by input to 450: the top-most row shown is row 4 (400..<500).
        host.scroll(by: CGSize(width: 0, height: -250), at: CGPoint(x: 100, y: 150))
        XCTAssertTrue(box.position.isPositionedByUser)
        XCTAssertEqual(box.position.viewID(type: Int.self), 4)
        XCTAssertNil(box.position.edge)
        // A build that does not set it again scrolls nowhere.
        host.update(rootView: Rows(box: box))
        XCTAssertEqual(offset(), 450)
        box.position.scrollTo(y: 120)
        host.update(rootView: Rows(box: box))
        XCTAssertEqual(offset(), 120)
        // Row 3's middle (350) at the viewport's (150): offset 200.
        box.position.scrollTo(id: 3, anchor: .center)
        host.update(rootView: Rows(box: box))
        XCTAssertEqual(offset(), 200)
    }
}
