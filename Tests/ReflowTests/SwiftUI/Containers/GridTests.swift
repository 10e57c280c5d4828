import XCTest
@testable import Reflow

/// Grid (layout rules §5.3 and the decisions documented on `GridLayout`). Expected frames are worked out by hand;
/// most are checked relative to the grid's own frame, which the 400×400 host centres.
final class GridTests: XCTestCase {
    private let size = CGSize(width: 400, height: 400)

    private func block(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height)
    }

    /// The frame of `id` relative to the frame of the view marked "grid".
    private func frame(_ id: String, in host: ViewHost, file: StaticString = #filePath,
                       line: UInt = #line) throws -> CGRect {
        let grid = try XCTUnwrap(host.frame(of: "grid"), file: file, line: line)
        let cell = try XCTUnwrap(host.frame(of: id), file: file, line: line)
        return cell.offsetBy(dx: -grid.minX, dy: -grid.minY)
    }

    func testColumnsTakeTheWidestCellAndRowsTheTallestWithDefaultSpacing() throws {
        let host = ViewHost(rootView: Grid {
            GridRow { block(40, 20).id("a"); block(60, 30).id("b") }
            GridRow { block(70, 10).id("c"); block(20, 25).id("d") }
        }.id("grid"), size: size)
        // Columns: max(40, 70) = 70 and max(60, 20) = 60; rows: max(20, 30) = 30 and max(10, 25) = 25;
        // 8 points between them.
        let grid = try XCTUnwrap(host.frame(of: "grid"))
        XCTAssertEqual(grid.size, CGSize(width: 70 + 8 + 60, height: 30 + 8 + 25))
        XCTAssertEqual(grid.origin, CGPoint(x: (400 - 138) / 2.0, y: (400 - 63) / 2.0))
        // Cells are centred in their rectangles.
        XCTAssertEqual(try frame("a", in: host), CGRect(x: (70 - 40) / 2.0, y: (30 - 20) / 2.0, width: 40, height: 20))
        XCTAssertEqual(try frame("b", in: host), CGRect(x: 78, y: 0, width: 60, height: 30))
        XCTAssertEqual(try frame("c", in: host), CGRect(x: 0, y: 38 + (25 - 10) / 2.0, width: 70, height: 10))
        XCTAssertEqual(try frame("d", in: host), CGRect(x: 78 + (60 - 20) / 2.0, y: 38, width: 20, height: 25))
    }

    func testExplicitSpacing() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 20) {
            GridRow { block(40, 20).id("a"); block(60, 30).id("b") }
            GridRow { block(70, 10).id("c"); block(20, 25).id("d") }
        }.id("grid"), size: size)
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 70 + 60, height: 30 + 20 + 25))
        XCTAssertEqual(try frame("b", in: host), CGRect(x: 70, y: 0, width: 60, height: 30))
        XCTAssertEqual(try frame("c", in: host), CGRect(x: 0, y: 50 + (25 - 10) / 2.0, width: 70, height: 10))
    }

    func testSpanningCellGetsTheSpannedColumnsAndTheGapBetweenThem() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { block(40, 20); block(60, 20); block(30, 20) }
            GridRow {
                Color.red.frame(height: 20).gridCellColumns(2).gridCellUnsizedAxes(.horizontal).id("wide")
                block(20, 20).id("third")
            }
            GridRow { block(30, 20).id("last") }
        }.id("grid"), size: size)
        // Columns 40, 60, 30 with 10 between: 40 + 10 + 60 + 10 + 30 = 150 wide.
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 150, height: 60))
        // "wide" spans columns 0 and 1: 40 + 10 + 60 = 110.
        XCTAssertEqual(try frame("wide", in: host), CGRect(x: 0, y: 20, width: 110, height: 20))
        // The next cell is in column 2, which starts at 110 + 10.
        XCTAssertEqual(try frame("third", in: host), CGRect(x: 120 + (30 - 20) / 2.0, y: 20, width: 20, height: 20))
        // A row with fewer cells leaves the later columns empty.
        XCTAssertEqual(try frame("last", in: host), CGRect(x: (40 - 30) / 2.0, y: 40, width: 30, height: 20))
    }

    func testLongestRowOfSpansGivesTheColumnCount() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { block(40, 20); block(60, 20); block(30, 20) }
            GridRow { block(110, 20).gridCellColumns(2); block(50, 20).gridCellColumns(2).id("span") }
        }.id("grid"), size: size)
        // The second row spans 2 + 2 = 4 columns; column 3 has no cell of its own, so 0 wide. "span" covers
        // columns 2 and 3: 30 + 10 + 0 = 40, 10 short of 50, so each widens by 10 / 2 = 5: 35 and 5.
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 40 + 10 + 60 + 10 + 35 + 10 + 5, height: 40))
        XCTAssertEqual(try frame("span", in: host), CGRect(x: 40 + 10 + 60 + 10, y: 20, width: 50, height: 20))
    }

    func testSpanningCellNarrowerThanItsColumnsIsAlignedInThem() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { block(40, 20); block(60, 20); block(30, 20).id("c") }
            GridRow { block(50, 20).gridCellColumns(2).id("span"); block(30, 20).id("e") }
        }.id("grid"), size: size)
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 40 + 10 + 60 + 10 + 30, height: 40))
        // Centred in 40 + 10 + 60 = 110.
        XCTAssertEqual(try frame("span", in: host), CGRect(x: (110 - 50) / 2.0, y: 20, width: 50, height: 20))
        XCTAssertEqual(try frame("e", in: host), CGRect(x: 120, y: 20, width: 30, height: 20))
    }

    func testSpanningCellWiderThanItsColumnsWidensThemEqually() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(40, 10).id("a"); block(40, 10).id("b") }
            GridRow { block(120, 10).gridCellColumns(2).id("span") }
        }.id("grid"), size: size)
        // 120 − (40 + 40) = 40 missing, 40 / 2 = 20 more for each column: 60 and 60.
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 120, height: 20))
        XCTAssertEqual(try frame("a", in: host), CGRect(x: (60 - 40) / 2.0, y: 0, width: 40, height: 10))
        XCTAssertEqual(try frame("b", in: host), CGRect(x: 60 + (60 - 40) / 2.0, y: 0, width: 40, height: 10))
        XCTAssertEqual(try frame("span", in: host), CGRect(x: 0, y: 10, width: 120, height: 10))
    }

    func testViewOutsideAGridRowSpansAllColumns() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { block(40, 20).id("a"); block(60, 20).id("b") }
            Color.blue.frame(height: 5).gridCellUnsizedAxes(.horizontal).id("line")
            GridRow { block(30, 20).id("c") }
        }.id("grid"), size: size)
        // Columns 40 and 60; the line is 40 + 10 + 60 = 110 wide, a row of its own 5 tall.
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 110, height: 20 + 10 + 5 + 10 + 20))
        XCTAssertEqual(try frame("line", in: host), CGRect(x: 0, y: 30, width: 110, height: 5))
        XCTAssertEqual(try frame("c", in: host), CGRect(x: (40 - 30) / 2.0, y: 45, width: 30, height: 20))
    }

    func testDividerBetweenRowsTakesTheOfferedWidthUnlessUnsized() throws {
        // Apple's gridCellUnsizedAxes(_:) documentation: a Divider between rows, being flexible, makes the grid
        // as wide as offered; with .gridCellUnsizedAxes(.horizontal) it takes the columns' width.
        let unsized = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { block(40, 20); block(60, 20) }
            Divider().gridCellUnsizedAxes(.horizontal).id("divider")
        }.id("grid"), size: size)
        XCTAssertEqual(unsized.frame(of: "grid")?.size, CGSize(width: 110, height: 21))
        XCTAssertEqual(try frame("divider", in: unsized), CGRect(x: 0, y: 20, width: 110, height: 1))

        let flexible = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { block(40, 20).id("a"); block(60, 20).id("b") }
            Divider().id("divider")
        }.id("grid"), size: size)
        // The columns share 400 − 10 like flexible stack children: (400 − 10) / 2 = 195 each.
        XCTAssertEqual(flexible.frame(of: "grid")?.size, CGSize(width: 400, height: 21))
        XCTAssertEqual(try frame("divider", in: flexible), CGRect(x: 0, y: 20, width: 400, height: 1))
        XCTAssertEqual(try frame("a", in: flexible), CGRect(x: (195 - 40) / 2.0, y: 0, width: 40, height: 20))
        XCTAssertEqual(try frame("b", in: flexible), CGRect(x: 205 + (195 - 60) / 2.0, y: 0, width: 60, height: 20))
    }

    func testGridOfLoneViewsIsOneColumn() throws {
        let host = ViewHost(rootView: Grid {
            block(100, 10).id("a")
            block(50, 10).id("b")
        }.id("grid"), size: size)
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 100, height: 10 + 8 + 10))
        XCTAssertEqual(try frame("b", in: host), CGRect(x: (100 - 50) / 2.0, y: 18, width: 50, height: 10))
    }

    func testColumnAlignmentAppliesToTheWholeColumn() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(100, 10).gridColumnAlignment(.trailing); block(100, 10) }
            GridRow { block(40, 10).id("a"); block(40, 10).id("b") }
        }.id("grid"), size: size)
        // Column 0 aligns trailing edges: 100 − 40; column 1 keeps the grid's centre: 100 + (100 − 40) / 2.
        XCTAssertEqual(try frame("a", in: host), CGRect(x: 60, y: 10, width: 40, height: 10))
        XCTAssertEqual(try frame("b", in: host), CGRect(x: 130, y: 10, width: 40, height: 10))
    }

    func testCellAnchorOverridesAlignment() throws {
        let host = ViewHost(rootView: Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(100, 50); block(100, 50) }
            GridRow { block(20, 10).gridCellAnchor(.bottomTrailing).id("a"); block(100, 50) }
            GridRow { block(100, 50); block(20, 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)).id("b") }
            GridRow { block(20, 10).id("plain"); block(100, 50) }
        }.id("grid"), size: size)
        // a's rectangle is (0, 50, 100, 50); its bottom-trailing corner goes to (100, 100).
        XCTAssertEqual(try frame("a", in: host), CGRect(x: 100 - 20, y: 100 - 10, width: 20, height: 10))
        // b's rectangle is (100, 100, 100, 50): the point (125, 137.5) less a quarter of 20 and ¾ of 10.
        XCTAssertEqual(try frame("b", in: host), CGRect(x: 125 - 5, y: 137.5 - 7.5, width: 20, height: 10))
        // Without an anchor, the grid's top-leading alignment.
        XCTAssertEqual(try frame("plain", in: host), CGRect(x: 0, y: 150, width: 20, height: 10))
    }

    func testUnsizedCellTakesTheSizeOtherCellsMake() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.blue.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner"); block(60, 30) }
            GridRow { block(40, 20); block(60, 20) }
        }.id("grid"), size: size)
        // The Color alone would fill the host; unsized, it takes column 0 (40) by row 0 (30).
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(try frame("corner", in: host), CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testUnsizedInOneAxisStillSizesTheOther() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.blue.gridCellUnsizedAxes(.horizontal).id("tall"); block(60, 30) }
            GridRow { block(40, 20); block(60, 20) }
        }.id("grid"), size: size)
        // Rows share the 400-point height: the fixed row (20) goes first, the flexible row takes 400 − 20.
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 100, height: 400))
        XCTAssertEqual(try frame("tall", in: host), CGRect(x: 0, y: 0, width: 40, height: 380))
    }

    func testFlexibleCellsShareAFiniteWidthLikeAStack() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 10) {
            GridRow { Color.red.id("a"); Color.green.id("b"); Color.blue.id("c") }
        }.id("grid"), size: CGSize(width: 320, height: 100))
        // (320 − 2 × 10) / 3.0 = 100 each.
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 110, y: 0, width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 220, y: 0, width: 100, height: 100))
    }

    func testLessFlexibleColumnIsServedFirst() throws {
        let host = ViewHost(rootView: Grid {
            GridRow { Color.red.id("a"); Color.green.id("b") }
            GridRow { Color.blue.id("c"); Color.red.frame(minWidth: 200).id("d") }
        }.id("grid"), size: CGSize(width: 300, height: 200))
        // Both columns are infinitely flexible; column 1 has the larger minimum (200) and goes first: offered
        // (300 − 8) / 2 = 146, it takes 200. Column 0 gets 300 − 8 − 200 = 92.
        // Both rows are Colors: (200 − 8) / 2 = 96 each.
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 92, height: 96))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 100, y: 0, width: 200, height: 96))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 0, y: 104, width: 92, height: 96))
        XCTAssertEqual(host.frame(of: "d"), CGRect(x: 100, y: 104, width: 200, height: 96))
    }

    func testGridAndRowAlignment() throws {
        let host = ViewHost(rootView: Grid(alignment: .bottomTrailing, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { block(100, 50); block(100, 50) }
            GridRow { block(40, 10).id("a"); block(100, 50) }
            GridRow(alignment: .top) { block(40, 10).id("b"); block(100, 50) }
        }.id("grid"), size: size)
        // a's rectangle (0, 50, 100, 50), bottom-trailing: (100 − 40, 100 − 10).
        XCTAssertEqual(try frame("a", in: host), CGRect(x: 60, y: 90, width: 40, height: 10))
        // b's row aligns tops; the column still aligns trailing edges.
        XCTAssertEqual(try frame("b", in: host), CGRect(x: 60, y: 100, width: 40, height: 10))
    }

    func testRowsFromForEach() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<3) { row in
                GridRow { self.block(CGFloat(10 * (row + 1)), 10).id("a\(row)"); self.block(20, 10) }
            }
        }.id("grid"), size: size)
        // Column 0 is as wide as its widest cell, 30; three rows of 10.
        XCTAssertEqual(host.frame(of: "grid")?.size, CGSize(width: 30 + 20, height: 30))
        XCTAssertEqual(try frame("a0", in: host), CGRect(x: (30 - 10) / 2.0, y: 0, width: 10, height: 10))
        XCTAssertEqual(try frame("a1", in: host), CGRect(x: (30 - 20) / 2.0, y: 10, width: 20, height: 10))
    }

    func testUpdatedCellTraitsRebuildTheStructure() throws {
        func grid(spanning: Bool) -> some View {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { block(40, 10); block(40, 10) }
                GridRow { block(20, 10).gridCellColumns(spanning ? 2 : 1).id("a") }
            }.id("grid")
        }
        let host = ViewHost(rootView: grid(spanning: false), size: size)
        XCTAssertEqual(try frame("a", in: host), CGRect(x: (40 - 20) / 2.0, y: 10, width: 20, height: 10))
        host.update(rootView: grid(spanning: true))
        XCTAssertEqual(try frame("a", in: host), CGRect(x: (80 - 20) / 2.0, y: 10, width: 20, height: 10))
    }

    func testEmptyGridIsZeroSized() {
        let host = ViewHost(rootView: Grid {}.id("grid"), size: size)
        XCTAssertEqual(host.frame(of: "grid"), CGRect(x: 200, y: 200, width: 0, height: 0))
    }
}
