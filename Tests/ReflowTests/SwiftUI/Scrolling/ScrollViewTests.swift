import XCTest
@testable import Reflow

/// The scroll view's layout (layout rules §16) and headless scrolling. Views are colours, whose size is their
/// proposal, so every frame below follows from the rules by hand.
final class ScrollViewTests: XCTestCase {
    /// Ten rows 100 tall in a vertical scroll view in a 200 × 300 host: the content is proposed (200, nil),
    /// each row is 200 × 100 and the stack (spacing 0) 200 × 1,000; the scroll view takes the proposed
    /// height, 300, and the content's width, 200, so it fills the host at (0, 0).
    private func rows(size: CGSize = CGSize(width: 200, height: 300)) -> ViewHost {
        ViewHost(rootView: ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) }
            }
        }, size: size)
    }

    func testTheContentIsProposedItsIdealLengthAlongTheScrolledAxis() {
        let host = rows()
        for i in 0..<10 {
            XCTAssertEqual(host.frame(of: i), CGRect(x: 0, y: 100 * CGFloat(i), width: 200, height: 100), "row \(i)")
        }
    }

    func testScrollingMovesTheContentUpByTheDelta() {
        let host = rows()
        host.scroll(by: CGSize(width: 0, height: 150), at: CGPoint(x: 100, y: 150))
        // Offset 150: row i at 100·i − 150.
        XCTAssertEqual(host.frame(of: 0)?.minY, -150)
        XCTAssertEqual(host.frame(of: 3)?.minY, 150)
        host.scroll(by: CGSize(width: 0, height: -50), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 3)?.minY, 200)
    }

    func testScrollingStopsAtTheEnds() {
        let host = rows()
        // The largest offset is 1,000 − 300 = 700: the last row (at 900) ends at the viewport's bottom, 300.
        host.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 9), CGRect(x: 0, y: 200, width: 200, height: 100))
        // And back past the start: offset 0.
        host.scroll(by: CGSize(width: 0, height: -10_000), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 0)?.minY, 0)
    }

    func testADeltaAcrossTheAxisMovesNothing() {
        let host = rows()
        host.scroll(by: CGSize(width: 80, height: 0), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testAResizeKeepsTheOffsetInRange() {
        let host = rows()
        host.scroll(by: CGSize(width: 0, height: 700), at: CGPoint(x: 100, y: 150))
        // Taller by 300: the largest offset becomes 1,000 − 600 = 400, so the last row sits at 900 − 400.
        host.resize(to: CGSize(width: 200, height: 600))
        XCTAssertEqual(host.frame(of: 9)?.minY, 500)
    }

    func testTheOffsetSurvivesAnUpdate() {
        struct Rows: View {
            var color: Color
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<10) { i in color.frame(height: 100).id(i) } }
                }
            }
        }
        let host = ViewHost(rootView: Rows(color: .blue), size: CGSize(width: 200, height: 300))
        host.scroll(by: CGSize(width: 0, height: 250), at: CGPoint(x: 100, y: 150))
        host.update(rootView: Rows(color: .red))
        XCTAssertEqual(host.frame(of: 5)?.minY, 250, "500 − 250: the same scroll view keeps its offset")
    }

    func testAScrollViewIsAsWideAsItsContentAndItsContentStartsAtTheTop() {
        // Content 50 × 20 proposed (200, nil): the scroll view is 50 × 300, centred in the host at x = 75; the
        // content sits at its top, not its middle.
        let host = ViewHost(rootView: ScrollView { Color.red.frame(width: 50, height: 20).id("c") },
                            size: CGSize(width: 200, height: 300))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 75, y: 0, width: 50, height: 20))
        // Content shorter than the viewport does not scroll.
        host.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 10))
        XCTAssertEqual(host.frame(of: "c")?.minY, 0)
    }

    func testAHorizontalScrollViewStacksItsViewsInARow() {
        // Proposed (nil, 100): each colour is 150 × 100, the row 150 + 8 + 150 = 308 wide (the default spacing
        // between two colours is 8); the scroll view is 200 × 100.
        let host = ViewHost(rootView: ScrollView(.horizontal) {
            Color.red.frame(width: 150).id("a")
            Color.blue.frame(width: 150).id("b")
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 150, height: 100))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 158, y: 0, width: 150, height: 100))
        host.scroll(by: CGSize(width: 500, height: 0), at: CGPoint(x: 100, y: 50))
        // The largest offset is 308 − 200 = 108.
        XCTAssertEqual(host.frame(of: "b")?.minX, 50)
    }

    func testTheInnermostScrollViewThatCanMoveTakesTheWheel() {
        // A horizontal row of 300 inside a vertical list of 600, in a 200 × 200 host: a vertical delta over the
        // row moves the list, a horizontal one the row.
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.red.frame(width: 300, height: 100).id("row") }
                Color.blue.frame(height: 500).id("below")
            }
        }, size: CGSize(width: 200, height: 200))
        host.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(host.frame(of: "below")?.minY, 70, "100 − 30")
        host.scroll(by: CGSize(width: 40, height: 0), at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(host.frame(of: "row")?.minX, -40)
    }

    func testTheVisibleRectOfANodeIsItsScrollViewsViewport() {
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) } }
        }.padding(10), size: CGSize(width: 220, height: 320))
        host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 100))
        // The scroll view is at (10, 10, 200, 300), inside the padding.
        XCTAssertEqual(host.graph.nodesByID[AnyHashable(4)]?.visibleRectInHost,
                       CGRect(x: 10, y: 10, width: 200, height: 300))
    }
}

extension ScrollViewTests {
    func testTheWheelScrollsOverTheGapsBetweenViews() {
        // Rows 60 tall, 40 apart: the wheel at y = 80 is over no row, but over the scroll view.
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 40) { ForEach(0..<10) { i in Color.blue.frame(height: 60).id(i) } }
        }, size: CGSize(width: 200, height: 300))
        host.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 100, y: 80))
        XCTAssertEqual(host.frame(of: 1)?.minY, 70, "100 − 30")
    }
}

extension ScrollViewTests {
    func testAnOverlayDrawnOverAScrollViewDoesNotKeepTheWheelFromIt() {
        // `.border` lays a stroked rectangle over the scroll view, which is hit inside its outline.
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) } }
        }.border(Color.black), size: CGSize(width: 200, height: 300))
        host.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(host.frame(of: 1)?.minY, 70, "100 − 30")
    }
}
