import Reflow
import XCTest
@testable import ReflowGallery

/// Rule: ideal sizes side by side, each next one `overlap` to the left of the previous one's trailing edge,
/// centred vertically; when the proposed width is narrower than Σ widths − (n − 1)·overlap, the overlap becomes
/// (Σ widths − proposed) / (n − 1), but at most min(width of a covered subview) − minimumVisibleWidth.
final class OverlappingHStackTests: XCTestCase {
    /// Three 60-wide boxes, 40, 80 and 40 tall: Σ widths = 180, the middle one the tallest.
    private func row(overlap: CGFloat = 20, minimumVisibleWidth: CGFloat = 8) -> some View {
        OverlappingHStack(overlap: overlap, minimumVisibleWidth: minimumVisibleWidth) {
            box(60, 40).id(0)
            box(60, 80).id(1)
            box(60, 40).id(2)
        }.id("row")
    }

    /// The frames of the three boxes at `overlap`, centred on the 80-point row's middle, y = 40.
    private func frames(overlap: CGFloat) -> [CGRect] {
        [
            CGRect(x: 0, y: 40 - 20, width: 60, height: 40),
            CGRect(x: 60 - overlap, y: 0, width: 60, height: 80),
            CGRect(x: 2 * (60 - overlap), y: 40 - 20, width: 60, height: 40),
        ]
    }

    func testFitsWithTheGivenOverlap() {
        let host = pinnedHost(row(), width: 400)
        XCTAssertEqual(host.frame(of: "row"), CGRect(x: 0, y: 0, width: 180 - 2 * 20, height: 80))
        assertFrames(host, frames(overlap: 20))
    }

    func testExactFitKeepsTheOverlap() {
        let host = pinnedHost(row(), width: 140)
        XCTAssertEqual(host.frame(of: "row")?.width, 140)
        assertFrames(host, frames(overlap: 20))
    }

    func testTooNarrowGrowsTheOverlapToFitExactly() {
        // 100 proposed: (180 − 100) / 2 = 40, under the cap 60 − 8 = 52.
        let host = pinnedHost(row(), width: 100)
        XCTAssertEqual(host.frame(of: "row")?.width, 100)
        assertFrames(host, frames(overlap: 40))
    }

    func testOverlapStopsAtTheCapAndTheRowOverflows() {
        // 50 proposed would need (180 − 50) / 2 = 65; the cap is 60 − 8 = 52, so 8 points of each covered box
        // show and the row is 180 − 2 · 52 = 76 wide.
        let host = pinnedHost(row(), width: 50)
        XCTAssertEqual(host.frame(of: "row")?.width, 180 - 2 * 52)
        assertFrames(host, frames(overlap: 52))
    }

    func testMinimumVisibleWidthSetsTheCap() {
        // Cap 60 − 20 = 40: 50 proposed needs 65, gets 40.
        let host = pinnedHost(row(minimumVisibleWidth: 20), width: 50)
        assertFrames(host, frames(overlap: 40))
    }

    func testTheNarrowestCoveredSubviewSetsTheCapNotTheLast() {
        // Widths 30, 60, 20 (Σ 110): the last box is never covered, so the cap is min(30, 60) − 8 = 22. 40 proposed
        // needs (110 − 40) / 2 = 35, gets 22: x = 0, 30 − 22, 30 − 22 + 60 − 22.
        let host = pinnedHost(OverlappingHStack(overlap: 10) {
            box(30, 10).id(0)
            box(60, 10).id(1)
            box(20, 10).id(2)
        }.id("row"), width: 40)
        XCTAssertEqual(host.frame(of: "row")?.size, CGSize(width: 110 - 2 * 22, height: 10))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 30, height: 10),
            CGRect(x: 8, y: 0, width: 60, height: 10),
            CGRect(x: 8 + 38, y: 0, width: 20, height: 10),
        ])
    }

    func testAnOverlapAboveTheCapIsKept() {
        // 55 is above the cap of 52; squeezing never lowers it.
        let host = pinnedHost(row(overlap: 55), width: 50)
        assertFrames(host, frames(overlap: 55))
    }

    func testUnspecifiedAndInfiniteWidthsKeepTheOverlap() {
        for width in [nil, CGFloat.infinity] {
            let host = pinnedHost(ProposingWidth(width: width) { row() }, width: 50)
            XCTAssertEqual(host.frame(of: "row")?.width, 140, "width \(String(describing: width))")
            assertFrames(host, frames(overlap: 20))
        }
    }

    func testResizeGrowsAndShrinksTheOverlap() {
        let host = ViewHost(rootView: row().pinnedTopLeading(), size: CGSize(width: 400, height: 600))
        host.resize(to: CGSize(width: 100, height: 600))
        assertFrames(host, frames(overlap: 40))
        host.resize(to: CGSize(width: 120, height: 600))
        assertFrames(host, frames(overlap: 30))  // (180 − 120) / 2
        host.resize(to: CGSize(width: 400, height: 600))
        assertFrames(host, frames(overlap: 20))
    }

    func testSingleSubviewIsNeverShifted() {
        let host = pinnedHost(OverlappingHStack { box(60, 40).id(0) }.id("row"), width: 10)
        XCTAssertEqual(host.frame(of: "row")?.size, CGSize(width: 60, height: 40))
        assertFrames(host, [CGRect(x: 0, y: 0, width: 60, height: 40)])
    }

    func testOverlapIsTheAnimatableData() {
        var layout = OverlappingHStack(overlap: 20)
        XCTAssertEqual(layout.animatableData, 20)
        layout.animatableData = 35
        XCTAssertEqual(layout.overlap, 35)
        // What an animation does at each frame: a new overlap, a new layout.
        let host = pinnedHost(row(), width: 400)
        host.updatePinned(row(overlap: 35))
        assertFrames(host, frames(overlap: 35))
    }
}
