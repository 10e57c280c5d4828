import XCTest
@testable import Reflow

/// Lazy grids' tracks (layout rules §17.5, surface §7.3–7.5). Cells are colours of a fixed height in a
/// `.frame(height:)`, so a cell proposed (column width, row height) is exactly that rect: every frame below
/// follows from the column rules by hand.
final class LazyGridTests: XCTestCase {
    private func cells(_ count: Int, height: CGFloat = 10) -> some View {
        ForEach(0..<count) { i in Color.blue.frame(height: height).id(i) }
    }

    /// Surface S7: [.fixed(70), .adaptive(40)] at width 200. The fixed column and the gap after it leave
    /// 200 − 70 − 8 = 122; the adaptive column holds n = ⌊(122 + 8) / (40 + 8)⌋ = 2 sub-columns of
    /// (122 − 8) / 2 = 57: columns at x = 0 (70), 78 (57), 143 (57). Rows of 10, 8 apart: y = 0, 18.
    func testFixedAndAdaptiveColumnsAtWidth200() {
        let host = ViewHost(rootView: LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            cells(6)
        }, size: CGSize(width: 200, height: 28))
        let expected: [CGRect] = [
            CGRect(x: 0, y: 0, width: 70, height: 10), CGRect(x: 78, y: 0, width: 57, height: 10),
            CGRect(x: 143, y: 0, width: 57, height: 10), CGRect(x: 0, y: 18, width: 70, height: 10),
            CGRect(x: 78, y: 18, width: 57, height: 10), CGRect(x: 143, y: 18, width: 57, height: 10),
        ]
        for (i, frame) in expected.enumerated() { XCTAssertEqual(host.frame(of: i), frame, "cell \(i)") }
    }

    /// The same grid at width 300: 300 − 78 = 222 for the adaptive column, n = ⌊230 / 48⌋ = 4 sub-columns of
    /// (222 − 3·8) / 4 = 49.5, at x = 78, 135.5, 193, 250.5 (the grid is exactly 300 wide). Six cells: five on
    /// the first row, the sixth alone on the second, at y = 18.
    func testFixedAndAdaptiveColumnsAtWidth300() {
        let host = ViewHost(rootView: LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            cells(6)
        }, size: CGSize(width: 300, height: 28))
        let xs: [CGFloat] = [0, 78, 135.5, 193, 250.5]
        for (i, x) in xs.enumerated() {
            XCTAssertEqual(host.frame(of: i), CGRect(x: x, y: 0, width: i == 0 ? 70 : 49.5, height: 10), "cell \(i)")
        }
        XCTAssertEqual(host.frame(of: 5), CGRect(x: 0, y: 18, width: 70, height: 10))
    }

    /// Two flexible columns share what the gap leaves: at 200, (200 − 8) / 2 = 96 each, at x = 0 and 104; at
    /// 100, 46 each, at 0 and 54.
    func testFlexibleColumnsAtTwoWidths() {
        for (width, column) in [(CGFloat(200), CGFloat(96)), (100, 46)] {
            let host = ViewHost(rootView: LazyVGrid(columns: [GridItem(), GridItem()]) { cells(3) },
                                size: CGSize(width: width, height: 28))
            XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: column, height: 10), "width \(width)")
            XCTAssertEqual(host.frame(of: 1), CGRect(x: column + 8, y: 0, width: column, height: 10), "width \(width)")
            XCTAssertEqual(host.frame(of: 2), CGRect(x: 0, y: 18, width: column, height: 10), "width \(width)")
        }
    }

    /// An adaptive column with a maximum (surface §7.3): .adaptive(50, 100) at 300 holds ⌊308 / 58⌋ = 5
    /// sub-columns of (300 − 32) / 5 = 53.6.
    func testAdaptiveColumnsWithAMaximum() {
        let host = ViewHost(rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { cells(5) },
                            size: CGSize(width: 300, height: 10))
        for i in 0..<5 {
            let frame = host.frame(of: i)
            XCTAssertEqual(frame?.minX ?? -1, 61.6 * CGFloat(i), accuracy: 1e-9, "cell \(i)")
            XCTAssertEqual(frame?.width ?? -1, 53.6, accuracy: 1e-9, "cell \(i)")
        }
    }

    /// Surface §7.5: [.flexible(minimum: 60) spacing 10, .flexible(minimum: 120)] in a 200-wide frame. Sizing
    /// from 200: 190 left, the first takes 95, the second max(95, 120) = 120: the grid is 225 wide, centred
    /// at x = −12.5. Placing recomputes from 225: 215 left, the first takes 107.5, the second 120; the block
    /// of 237.5 is centred in the grid's 225: it starts at −12.5 − 6.25 = −18.75, the second column at
    /// −18.75 + 107.5 + 10 = 98.75.
    func testColumnsAreComputedAgainFromTheGridsOwnWidthWhenPlaced() {
        let host = ViewHost(rootView: LazyVGrid(columns: [GridItem(.flexible(minimum: 60), spacing: 10),
                                                          GridItem(.flexible(minimum: 120))]) { cells(2) }
            .id("grid").frame(width: 200), size: CGSize(width: 200, height: 10))
        XCTAssertEqual(host.frame(of: "grid"), CGRect(x: -12.5, y: 0, width: 225, height: 10))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: -18.75, y: 0, width: 107.5, height: 10))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 98.75, y: 0, width: 120, height: 10))
    }

    /// A section's header spans the grid (two fixed columns of 50: 108 wide) on a line of its own, and its
    /// cells start on the next line: header (0, 0, 108, 20), cells at y = 20 and 30 (spacing 0).
    func testASectionHeaderTakesALineAcrossTheGrid() {
        let host = ViewHost(rootView: LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0) {
            Section { cells(3) } header: { Color.red.frame(height: 20).id("header") }
        }, size: CGSize(width: 108, height: 40))
        XCTAssertEqual(host.frame(of: "header"), CGRect(x: 0, y: 0, width: 108, height: 20))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 20, width: 50, height: 10))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 58, y: 20, width: 50, height: 10))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 0, y: 30, width: 50, height: 10))
    }

    /// A horizontal grid: two fixed rows of 40 (the default 8 between), columns of cells 30 wide, 8 apart:
    /// cell i at x = 38·⌊i/2⌋, y = 0 or 48, in the grid's 88 of height, inside a horizontal scroll view.
    func testAHorizontalGridFillsColumnsTopToBottom() {
        let host = ViewHost(rootView: ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(0..<6) { i in Color.blue.frame(width: 30).id(i) }
            }
        }, size: CGSize(width: 300, height: 88))
        for i in 0..<6 {
            XCTAssertEqual(host.frame(of: i), CGRect(x: 38 * CGFloat(i / 2), y: i % 2 == 0 ? 0 : 48, width: 30, height: 40),
                           "cell \(i)")
        }
    }

    /// Bad grid items are repaired with a warning, not a crash.
    func testBadGridItemsWarn() {
        let host = ViewHost(rootView: LazyVGrid(columns: [GridItem(.fixed(-5)), GridItem(.adaptive(minimum: 0), spacing: .nan)]) {
            cells(3)
        }, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.warnings.contains { $0.contains("LazyVGrid") }, "\(host.warnings)")
        XCTAssertNotNil(host.frame(of: 0))
    }
}
