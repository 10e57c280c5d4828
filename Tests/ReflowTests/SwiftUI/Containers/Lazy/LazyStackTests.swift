import XCTest
@testable import Reflow

/// Counts the bodies evaluated, to show which rows a lazy stack builds.
private final class BodyCounter: @unchecked Sendable {
    var rows: Set<Int> = []
    var evaluations = 0
}

private struct CountedRow: View {
    let index: Int
    let counter: BodyCounter
    var body: some View {
        counter.evaluations += 1
        counter.rows.insert(index)
        return Color.blue.frame(height: 50).id(index)
    }
}

/// A row whose height its own state sets: 50, or 80 once tapped.
private struct TappableRow: View {
    let index: Int
    @State private var tapped = false
    var body: some View {
        Color.blue.frame(height: tapped ? 80 : 50).onTapGesture { tapped.toggle() }.id(index)
    }
}

/// Lazy stacks (layout rules §17): frames in and out of a scroll view, which rows are built, scrolling, pinned
/// section headers. Rows are colours in fixed-height frames, so every frame follows from the rules by hand.
final class LazyStackTests: XCTestCase {
    // MARK: Outside a scroll view: every view built, laid out as a stack, filling the width

    /// Three 50 × 20 views, spacing 0, in a 200 × 100 host: a `VStack` would be 50 wide; the lazy stack fills
    /// the proposed width (surface §8.6) and hugs its views' 60 of height, centred: (0, 20, 200, 60). Its
    /// views are centred in it, at x = 75, y = 20, 40, 60.
    func testOutsideAScrollViewTheStackFillsTheWidthAndLaysOutEveryView() {
        let host = ViewHost(rootView: LazyVStack(spacing: 0) {
            ForEach(0..<3) { i in Color.blue.frame(width: 50, height: 20).id(i) }
        }.id("stack"), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 20, width: 200, height: 60))
        for i in 0..<3 {
            XCTAssertEqual(host.frame(of: i), CGRect(x: 75, y: 20 + 20 * CGFloat(i), width: 50, height: 20), "row \(i)")
        }
    }

    /// `.leading` puts the views at the stack's leading edge, which is the host's (the stack fills it); the
    /// default spacing between two plain views is 8: y = 16 and 44 in the 200 × 100 host ((100 − 68) / 2).
    func testLeadingAlignmentAndDefaultSpacingOutsideAScrollView() {
        let host = ViewHost(rootView: LazyVStack(alignment: .leading) {
            Color.blue.frame(width: 50, height: 30).id(0)
            Color.blue.frame(width: 80, height: 30).id(1)
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 16, width: 50, height: 30))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 0, y: 54, width: 80, height: 30))
    }

    /// A `LazyHStack` outside a scroll view fills the proposed height: views 20 × 30, spacing 0, in 100 × 100:
    /// the stack is (20, 0, 60, 100), each view centred vertically at y = 35.
    func testALazyHStackFillsTheProposedHeight() {
        let host = ViewHost(rootView: LazyHStack(spacing: 0) {
            ForEach(0..<3) { i in Color.blue.frame(width: 20, height: 30).id(i) }
        }.id("stack"), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 20, y: 0, width: 60, height: 100))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 60, y: 35, width: 20, height: 30))
    }

    // MARK: Inside a scroll view

    /// A thousand rows 50 tall, spacing 0, in a 200 × 300 host: the stack is proposed (200, nil), each row
    /// (200, nil) → 200 × 50, row i at y = 50·i.
    private func thousandRows(counter: BodyCounter? = nil) -> ViewHost {
        ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000) { i in
                    if let counter { CountedRow(index: i, counter: counter) } else { Color.blue.frame(height: 50).id(i) }
                }
            }.id("stack")
        }, size: CGSize(width: 200, height: 300))
    }

    func testRowsInAScrollViewAreLaidOutAsAStackWouldLayThemOut() {
        let host = thousandRows()
        // 1,000 rows of 50: the stack is 50,000 tall, all of it measured or estimated alike.
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 0, width: 200, height: 50_000))
        for i in 0..<6 { XCTAssertEqual(host.frame(of: i), CGRect(x: 0, y: 50 * CGFloat(i), width: 200, height: 50), "row \(i)") }
    }

    /// Only the rows within a viewport (300) before and after the visible part are built: the first layout
    /// builds rows until they fill twice the host's height (600 / 50 = 12, in a first batch of 16), so no
    /// more than 16 of the thousand bodies run, and row 100 has no node.
    func testOnlyTheRowsNearTheVisiblePartAreBuilt() {
        let counter = BodyCounter()
        let host = thousandRows(counter: counter)
        XCTAssertLessThanOrEqual(counter.rows.count, 16)
        XCTAssertTrue(counter.rows.contains(0) && counter.rows.contains(11), "\(counter.rows.sorted())")
        XCTAssertNil(host.frame(of: 100))
        // Scrolled by 5,000 (row 100 at the top), rows 100…105 are visible, and rows 94 to 117 within a
        // viewport's length: built now, and the first rows are dropped.
        counter.rows = []
        host.scroll(by: CGSize(width: 0, height: 5_000), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 100), CGRect(x: 0, y: 0, width: 200, height: 50))
        XCTAssertEqual(host.frame(of: 105), CGRect(x: 0, y: 250, width: 200, height: 50))
        XCTAssertNil(host.frame(of: 0))
        XCTAssertTrue(counter.rows.isSubset(of: Set(94...118)), "\(counter.rows.sorted())")
    }

    /// Scrolled to the end: the largest offset is 50,000 − 300 = 49,700, so row 999 ends at the viewport's
    /// bottom, at y = 250, and row 994 is at the top. Back to the start: row 0 at y = 0.
    func testScrollingToTheEndAndBack() {
        let host = thousandRows()
        host.scroll(by: CGSize(width: 0, height: 100_000), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 999), CGRect(x: 0, y: 250, width: 200, height: 50))
        XCTAssertEqual(host.frame(of: 994), CGRect(x: 0, y: 0, width: 200, height: 50))
        host.scroll(by: CGSize(width: 0, height: -100_000), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    /// Scrolling in 40-point steps from top to bottom keeps the number of live nodes flat: rows scrolled far
    /// out are dropped and their nodes freed.
    func testRowsScrolledFarOutAreFreed() {
        #if DEBUG
        var host: ViewHost? = thousandRows()
        let start = ViewNode.liveCount.load(ordering: .relaxed)
        var most = start
        for _ in 0..<1250 {
            host!.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 150))
            most = max(most, ViewNode.liveCount.load(ordering: .relaxed))
        }
        XCTAssertNotNil(host!.frame(of: 999))
        // At most three viewports of rows (18) and a few more for the margins, two nodes a row: never the
        // thousand rows' 2,000.
        XCTAssertLessThan(most - start, 40)
        host = nil
        XCTAssertLessThan(ViewNode.liveCount.load(ordering: .relaxed), start - 20)
        #endif
    }

    /// A lazy stack of rows of different heights (40 and 60 alternately, average 50) is as tall as its
    /// measured rows and the average for the others: 100 rows, 5,000 in all (an even number measured: the
    /// average is 50 exactly).
    func testTheLengthOfRowsNotBuiltIsEstimatedFromTheAverage() {
        let host = ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100) { i in Color.blue.frame(height: i % 2 == 0 ? 40 : 60).id(i) }
            }.id("stack")
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(host.frame(of: "stack")?.height, 5_000)
        XCTAssertEqual(host.frame(of: 3), CGRect(x: 0, y: 140, width: 200, height: 60))
    }

    /// A horizontal lazy stack in a horizontal scroll view: columns 30 wide, spacing 0, each proposed
    /// (nil, 100) and so 30 × 100; after scrolling by 600, column 20 is at x = 0.
    func testALazyHStackInAHorizontalScrollView() {
        let host = ViewHost(rootView: ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<500) { i in Color.blue.frame(width: 30).id(i) } }
        }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 60, y: 0, width: 30, height: 100))
        host.scroll(by: CGSize(width: 600, height: 0), at: CGPoint(x: 150, y: 50))
        XCTAssertEqual(host.frame(of: 20), CGRect(x: 0, y: 0, width: 30, height: 100))
        XCTAssertNil(host.frame(of: 0))
    }

    /// A row's state works in a lazy stack: tapping row 1 (at y = 50…100) makes it 80 tall, so row 2 moves
    /// from 100 to 130; scrolled by 60 afterwards, row 2 is at 70.
    func testARowsStateChangesItsHeight() {
        let host = ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<200) { i in TappableRow(index: i) } }
        }, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(host.frame(of: 2)?.minY, 100)
        host.tap(at: CGPoint(x: 100, y: 75))
        XCTAssertEqual(host.frame(of: 1)?.height, 80)
        XCTAssertEqual(host.frame(of: 2)?.minY, 130)
        host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 2)?.minY, 70)
    }

    // MARK: Sections and pinned headers

    /// Three sections, each a 30-point header and ten 50-point rows (530 a section), spacing 0, headers pinned.
    private func sections() -> ViewHost {
        ViewHost(rootView: ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { s in
                    Section {
                        ForEach(0..<10) { i in Color.blue.frame(height: 50).id("r\(s)-\(i)") }
                    } header: {
                        Color.red.frame(height: 30).id("h\(s)")
                    }
                }
            }
        }, size: CGSize(width: 200, height: 300))
    }

    func testSectionsStackTheirHeadersAndRows() {
        let host = sections()
        XCTAssertEqual(host.frame(of: "h0"), CGRect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertEqual(host.frame(of: "r0-0"), CGRect(x: 0, y: 30, width: 200, height: 50))
        XCTAssertEqual(host.frame(of: "r0-4"), CGRect(x: 0, y: 230, width: 200, height: 50))
    }

    /// Scrolled by 100: header 0 would be at −100 but stays at the viewport's top, 0, over its rows (row 0 at
    /// 30 − 100 = −70). Scrolled to 520: section 0 ends at 530 − 520 = 10, so its header is pushed up to
    /// 10 − 30 = −20, and header 1 is at its own place, 10. Scrolled to 600: header 1 (at −70) is pinned at 0.
    func testAPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() {
        let host = sections()
        let point = CGPoint(x: 100, y: 150)
        host.scroll(by: CGSize(width: 0, height: 100), at: point)
        XCTAssertEqual(host.frame(of: "h0"), CGRect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertEqual(host.frame(of: "r0-0")?.minY, -70)
        host.scroll(by: CGSize(width: 0, height: 420), at: point)
        XCTAssertEqual(host.frame(of: "h0")?.minY, -20)
        XCTAssertEqual(host.frame(of: "h1")?.minY, 10)
        host.scroll(by: CGSize(width: 0, height: 80), at: point)
        XCTAssertEqual(host.frame(of: "h1"), CGRect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertEqual(host.frame(of: "r1-0")?.minY, -40)
    }

    /// A pinned header far above the window is still built: scrolled to 1,060 + 400 (section 2's rows), the
    /// rows around are built and so is header 2, at the top.
    func testAPinnedHeaderIsBuiltWhenItsSectionStartedFarAbove() {
        let host = sections()
        host.scroll(by: CGSize(width: 0, height: 1_460), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: "h2"), CGRect(x: 0, y: 0, width: 200, height: 30))
    }

    /// Outside lazy containers, a section is its header, content and footer one after another.
    func testASectionInAVStackIsItsHeaderContentAndFooter() {
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Section {
                Color.blue.frame(height: 10).id("content")
            } header: {
                Color.red.frame(height: 20).id("header")
            } footer: {
                Color.green.frame(height: 30).id("footer")
            }
        }, size: CGSize(width: 100, height: 60))
        XCTAssertEqual(host.frame(of: "header"), CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 20, width: 100, height: 10))
        XCTAssertEqual(host.frame(of: "footer"), CGRect(x: 0, y: 30, width: 100, height: 30))
    }
}
