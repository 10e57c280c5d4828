import XCTest
import Reflow
@testable import ReflowGallery

/// The masonry scene's layout: each card goes under the column that is shortest so far.
final class MasonryLayoutTests: XCTestCase {
    /// Two columns, spacing 10, in 210 of width: columns of (210 − 10) / 2 = 100, at x = 0 and 110. Cards
    /// 100, 30, 30, 30 tall: card 0 in column 0 (ends at 100); card 1 in column 1 (ends at 30); card 2 in
    /// column 1 again (30 < 100), at 30 + 10 = 40; card 3 too (70 < 100), at 80, ending at 110: the layout
    /// is 110 tall.
    func testCardsGoUnderTheShortestColumn() {
        let heights: [CGFloat] = [100, 30, 30, 30]
        let host = ViewHost(rootView: MasonryLayout(columns: 2, spacing: 10) {
            ForEach(0..<4) { i in Color.blue.frame(height: heights[i]).id(i) }
        }.id("masonry"), size: CGSize(width: 210, height: 110))
        XCTAssertEqual(host.frame(of: "masonry"), CGRect(x: 0, y: 0, width: 210, height: 110))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 110, y: 0, width: 100, height: 30))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 110, y: 40, width: 100, height: 30))
        XCTAssertEqual(host.frame(of: 3), CGRect(x: 110, y: 80, width: 100, height: 30))
    }

    /// In a scroll view (200 × 100 window, one column of ten 50-tall cards, spacing 0: 500 tall), a scroll by
    /// 120 moves card 3 from y = 150 to 30.
    func testAMasonryScrolls() {
        let host = ViewHost(rootView: ScrollView {
            MasonryLayout(columns: 1, spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 50).id(i) } }
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: 3)?.minY, 150)
        host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(host.frame(of: 3)?.minY, 30)
    }
}
