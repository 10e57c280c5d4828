import XCTest
@_spi(Viewer) @testable import Reflow

/// Scrolling by drag, momentum and keys (layout rules §16.4, §16.5). The host is 200 × 300 with ten rows 100
/// tall (content 1,000, largest offset 700): row i is at 100·i − offset.
final class ScrollInputTests: XCTestCase {
    private func rows(_ extra: (AnyView) -> AnyView = { $0 }) -> ViewHost {
        ViewHost(rootView: extra(AnyView(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) } }
        })), size: CGSize(width: 200, height: 300))
    }

    func testADragMovesTheContentWithThePointer() {
        let host = rows()
        // Up by 150: the content follows the pointer, offset 150.
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 100))
        XCTAssertEqual(host.frame(of: 3)?.minY, 150)
        // `drag` sends its moves at one instant: no velocity, nothing coasts.
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: 3)?.minY, 150)
        // Down by 400 from there: past the start, so offset 0.
        host.drag(from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 410))
        XCTAssertEqual(host.frame(of: 0)?.minY, 0)
    }

    func testATapStillReachesAButtonAndADragOnItScrolls() {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) {
                Button { box.taps += 1 } label: { Color.red.frame(width: 200, height: 100) }.id("button")
                Color.blue.frame(height: 900)
            }
        }, size: CGSize(width: 200, height: 300))
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(box.taps, 1)
        // A press on the button that moves 60 up is a drag: the content scrolls, the button is not pressed.
        host.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 20))
        XCTAssertEqual(box.taps, 1)
        XCTAssertEqual(host.frame(of: "button")?.minY, -60)
        // A press that moves less than the slop (10) is still a tap.
        host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 25))
        XCTAssertEqual(box.taps, 2)
        XCTAssertEqual(host.frame(of: "button")?.minY, -60)
    }

    func testAFlickCoastsAndDeceleratesOnTheHostsClock() {
        let host = rows()
        host.pointerPressed(at: CGPoint(x: 100, y: 250), modifiers: [])
        host.advance(by: 0.01)
        host.pointerMoved(to: CGPoint(x: 100, y: 220), modifiers: [])  // 30 up: a drag, offset 30
        host.advance(by: 0.01)
        host.pointerReleased(at: CGPoint(x: 100, y: 200), modifiers: [])  // offset 50
        XCTAssertEqual(host.frame(of: 0)?.minY, -50)
        // The pointer went 20 up in the last 0.01 s: the offset moves at 2,000 pt/s, and the speed keeps
        // 0.998 per millisecond: v(t) = 2000·e^(k·t), k = 1000·ln 0.998 = −2.002002. After 0.1 s it went
        // 2000·(1 − e^(−0.2002002))/2.002002 = 2000·(1 − 0.8185668)/2.002002 = 181.25 further: offset 231.25.
        host.advance(by: 0.1)
        XCTAssertEqual(host.frame(of: 0)!.minY, -231.25, accuracy: 0.5)
        XCTAssertTrue(host.wantsFrames)
        // In all it would coast 2000/2.002 = 999 points, past the end (700): it stops there, after
        // ln(1 − 650/999)/k ≈ 0.53 s. Frames of 0.1 s, as a window would send them (faster).
        for _ in 0..<10 { host.advance(by: 0.1) }
        XCTAssertEqual(host.frame(of: 9)?.minY, 200)
        XCTAssertTrue(host.wantsFrames, "the indicator is still shown")
        // The indicator stays 1.2 s after the last move and fades in 0.25 s: by 2.2 s frames stop.
        for _ in 0..<12 { host.advance(by: 0.1) }
        XCTAssertFalse(host.wantsFrames)
    }

    func testAPressStopsTheCoasting() {
        let host = rows()
        host.pointerPressed(at: CGPoint(x: 100, y: 250), modifiers: [])
        host.advance(by: 0.01)
        host.pointerMoved(to: CGPoint(x: 100, y: 230), modifiers: [])
        host.advance(by: 0.01)
        host.pointerReleased(at: CGPoint(x: 100, y: 220), modifiers: [])  // offset 30, 1,000 pt/s
        host.advance(by: 0.05)
        let caught = host.frame(of: 0)!.minY
        XCTAssertLessThan(caught, -30)
        host.pointerPressed(at: CGPoint(x: 100, y: 100), modifiers: [])
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: 0)?.minY, caught)
        host.pointerReleased(at: CGPoint(x: 100, y: 100), modifiers: [])
    }

    func testKeysScrollByALineAPageAndToTheEnds() {
        let host = rows()
        host.press(.downArrow)
        XCTAssertEqual(host.frame(of: 0)?.minY, -40, "a line is 40")
        host.press(.pageDown)
        XCTAssertEqual(host.frame(of: 0)?.minY, -300, "a page is the viewport less a line: 40 + 260")
        host.press(.space)
        XCTAssertEqual(host.frame(of: 0)?.minY, -560, "Space pages down too")
        host.press(.end)
        XCTAssertEqual(host.frame(of: 9)?.minY, 200)
        host.press(.pageUp)
        XCTAssertEqual(host.frame(of: 0)?.minY, -440)
        host.press(.home)
        XCTAssertEqual(host.frame(of: 0)?.minY, 0)
        host.press(.upArrow)
        XCTAssertEqual(host.frame(of: 0)?.minY, 0, "clamped at the start")
    }

    func testAKeyAViewTakesDoesNotScroll() {
        let host = rows { AnyView($0.onKeyPress(.downArrow) { .handled }) }
        host.press(.downArrow)
        XCTAssertEqual(host.frame(of: 0)?.minY, 0)
        host.press(.pageDown)
        XCTAssertEqual(host.frame(of: 0)?.minY, -260)
    }

    func testScrollDisabledStopsInputButNotCode() {
        let host = rows { AnyView($0.scrollDisabled(true)) }
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 100, y: 150))
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 100))
        host.press(.pageDown)
        XCTAssertEqual(host.frame(of: 0)?.minY, 0)
    }

    func testRightToLeftHorizontalScrollViewStartsAtTheTrailingEdge() {
        // Proposed (nil, 100): three colours 150 wide in a row 450 wide. Right to left, the scroll view (200
        // wide, at 0) puts the content's leading edge, its right one, at its own right edge: the content spans
        // −250..<200, and the first colour, leading, is at the right: 50..<200, the second −100..<50.
        let host = ViewHost(rootView: ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.red.frame(width: 150).id("a")
                Color.green.frame(width: 150).id("b")
                Color.blue.frame(width: 150).id("c")
            }
        }.environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 50, y: 0, width: 150, height: 100))
        XCTAssertEqual(host.frame(of: "b")?.minX, -100)
        // A wheel turned left (dx −100) moves the content right, towards its trailing end: offset 100.
        host.scroll(by: CGSize(width: -100, height: 0), at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(host.frame(of: "b")?.minX, 0)
        // The largest offset is 450 − 200 = 250: the last colour ends at the left edge's 0.
        host.scroll(by: CGSize(width: -1000, height: 0), at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(host.frame(of: "c")?.minX, 0)
        host.press(.rightArrow)
        // The right arrow shows what is to the right, towards the start: the content moves 40 left.
        XCTAssertEqual(host.frame(of: "c")?.minX, -40)
    }

    func testShiftTurnsAVerticalWheelSidewaysForAHorizontalScrollView() {
        let host = ViewHost(rootView: ScrollView(.horizontal) { Color.red.frame(width: 500).id("a") },
                            size: CGSize(width: 200, height: 100))
        host.scroll(by: CGSize(width: 0, height: 60), at: CGPoint(x: 100, y: 50), modifiers: [.shift])
        XCTAssertEqual(host.frame(of: "a")?.minX, -60)
    }
}

/// What a scroll step costs (layout rules §16.4): no view is built, and the content is moved, not laid out
/// again.
final class ScrollStepCostTests: XCTestCase {
    final class Counts {
        var bodies = 0
        var sizes = 0
        var placements = 0
    }

    /// A row whose body counts its builds.
    struct Row: View {
        let counts: Counts
        var body: some View {
            let _ = { counts.bodies += 1 }()
            Color.blue.frame(height: 100)
        }
    }

    /// A column that counts the layout calls it gets.
    struct CountingColumn: Layout {
        let counts: Counts
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counts.sizes += 1
            return CGSize(width: proposal.width ?? 100, height: CGFloat(subviews.count) * 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            counts.placements += 1
            for (i, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(i) * 100),
                              proposal: ProposedViewSize(width: bounds.width, height: 100))
            }
        }
    }

    func testAScrollStepBuildsNothingAndMovesTheContent() {
        let counts = Counts()
        let host = ViewHost(rootView: ScrollView {
            CountingColumn(counts: counts) { ForEach(0..<10) { i in Row(counts: counts).id(i) } }
        }, size: CGSize(width: 200, height: 300))
        let built = counts.bodies, sized = counts.sizes, placed = counts.placements
        XCTAssertEqual(built, 10)
        host.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 150))
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 200))
        host.press(.downArrow)
        // Offset 120 + 50 + 40 = 210: row 3 at 90.
        XCTAssertEqual(host.frame(of: 3)?.minY, 90)
        XCTAssertEqual(counts.bodies, built, "no body is built again")
        XCTAssertEqual(counts.sizes, sized, "the content's size is not asked again")
        XCTAssertEqual(counts.placements, placed, "the content is moved, not placed again")
    }

    func testADragOverAHorizontalScrollViewInsideAVerticalOneScrollsTheOuterOne() {
        // A row of 300 inside a list of 600 in a 200 × 200 host: a vertical drag over the row moves the list
        // (the row cannot move vertically); a horizontal one moves the row.
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.red.frame(width: 300, height: 100).id("row") }
                Color.blue.frame(height: 500).id("below")
            }
        }, size: CGSize(width: 200, height: 200))
        host.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 50))
        XCTAssertEqual(host.frame(of: "below")?.minY, 70, "100 − 30")
        host.drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 110, y: 50))
        XCTAssertEqual(host.frame(of: "row")?.minX, -40)
        XCTAssertEqual(host.frame(of: "below")?.minY, 70)
    }
}
