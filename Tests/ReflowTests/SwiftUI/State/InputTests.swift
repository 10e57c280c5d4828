import XCTest
@_spi(Viewer) @testable import Reflow

/// Hit testing and pointer dispatch through `ViewHost`, with frames worked out by hand: a 200 × 100 host
/// centres its root.
final class InputTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    /// A square whose tap count is state: it grows 10 points per tap, so taps show in its frame.
    private struct Counter: View {
        @State var taps = 0
        var body: some View {
            Color.red.frame(width: 20 + CGFloat(taps) * 10, height: 20).id("square")
                .onTapGesture { taps += 1 }
        }
    }

    func testTapOnTheViewRunsItsActionAndMissesElsewhere() {
        let host = ViewHost(rootView: Counter(), size: size)
        // The 20 × 20 square is centred: x 90…110, y 40…60.
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(host.frame(of: "square")?.width, 30)
        host.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(host.frame(of: "square")?.width, 30, "a tap outside the square does nothing")
        // Now 30 wide (x 85…115): its new left edge is hit.
        host.tap(at: CGPoint(x: 86, y: 50))
        XCTAssertEqual(host.frame(of: "square")?.width, 40)
    }

    func testTheFrontMostViewUnderThePointIsHit() {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let inner = Color.blue.frame(width: 20, height: 20).onTapGesture { log.entries.append("inner") }
        let host = ViewHost(rootView: inner.padding(20).background(Color.gray).onTapGesture { log.entries.append("outer") },
                            size: size)
        host.tap(at: CGPoint(x: 100, y: 50))
        host.tap(at: CGPoint(x: 75, y: 35))
        XCTAssertEqual(log.entries, ["inner", "outer"], "the centre hits the inner square; the padding only the grey background")
    }

    func testDragBeyondTheSlopIsNotATap() {
        let host = ViewHost(rootView: Counter(), size: size)
        host.drag(from: CGPoint(x: 95, y: 50), to: CGPoint(x: 108, y: 50))
        XCTAssertEqual(host.frame(of: "square")?.width, 20, "13 points of movement is more than the 10-point slop")
        host.drag(from: CGPoint(x: 95, y: 50), to: CGPoint(x: 103, y: 50))
        XCTAssertEqual(host.frame(of: "square")?.width, 30, "8 points is within it")
    }

    func testDoubleTapNeedsTwoPressesInARow() {
        final class Box { var count = 0 }
        let box = Box()
        let host = ViewHost(rootView: Color.red.frame(width: 50, height: 50).onTapGesture(count: 2) { box.count += 1 },
                            size: size)
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(box.count, 0)
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(box.count, 1)
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(box.count, 1, "0.5 s between the presses is more than the 0.4 s a double tap allows")
    }

    func testHitsGoThroughViewsThatTakeNoInputAndFollowTheDrawing() {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let back = Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("back") }
        let front = Color.blue.frame(width: 100, height: 100).onTapGesture { log.entries.append("front") }
        // The front view takes no input: the press reaches the one behind.
        let host = ViewHost(rootView: ZStack { back; front.allowsHitTesting(false) }, size: size)
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(log.entries, ["back"])
        // With the back one raised by zIndex, it is in front and is hit even though written first.
        log.entries = []
        host.update(rootView: ZStack { back.zIndex(1); front })
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(log.entries, ["back"])
        // Hidden views are not hit.
        log.entries = []
        host.update(rootView: ZStack { back; front.hidden() })
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(log.entries, ["back"])
    }

    func testARotatedViewIsHitWhereItIsDrawn() {
        final class Box { var hits = 0 }
        let box = Box()
        // A 100 × 10 bar centred at (100, 50), turned 90°: drawn 10 wide and 100 high about its centre.
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 10).rotationEffect(.degrees(90))
            .onTapGesture { box.hits += 1 }, size: size)
        host.tap(at: CGPoint(x: 140, y: 50))
        XCTAssertEqual(box.hits, 0, "(140, 50) is inside the unrotated bar but outside the drawn one")
        host.tap(at: CGPoint(x: 100, y: 90))
        XCTAssertEqual(box.hits, 1)
    }

    func testGapsOfAStackAreHitOnlyWithAContentShape() {
        final class Box { var hits = 0 }
        let box = Box()
        let stack = HStack(spacing: 20) { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
        // The stack is 40 wide (x 80…120); its gap is x 90…110.
        let host = ViewHost(rootView: stack.onTapGesture { box.hits += 1 }, size: size)
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(box.hits, 0)
        host.update(rootView: stack.contentShape(Rectangle()).onTapGesture { box.hits += 1 })
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(box.hits, 1)
    }

    func testDisabledViewsIgnoreTaps() {
        final class Box { var hits = 0 }
        let box = Box()
        let host = ViewHost(rootView: Color.red.frame(width: 50, height: 50).onTapGesture { box.hits += 1 }.disabled(true),
                            size: size)
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(box.hits, 0)
    }

    func testHoverEntersAndLeaves() {
        final class Log { var entries: [Bool] = [] }
        let log = Log()
        let host = ViewHost(rootView: Color.red.frame(width: 50, height: 50).onHover { log.entries.append($0) }, size: size)
        host.pointerMoved(to: CGPoint(x: 10, y: 10), modifiers: [])
        host.pointerMoved(to: CGPoint(x: 100, y: 50), modifiers: [])
        host.pointerMoved(to: CGPoint(x: 110, y: 55), modifiers: [])
        host.pointerMoved(to: CGPoint(x: 190, y: 50), modifiers: [])
        XCTAssertEqual(log.entries, [true, false])
    }

    func testTabFocusesAndKeysReachTheFocusedView() {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let a = Color.red.frame(width: 20, height: 20).focusable().onKeyPress(.space) { log.entries.append("a"); return .handled }
        let b = Color.blue.frame(width: 20, height: 20).focusable().onKeyPress(.space) { log.entries.append("b"); return .handled }
        let host = ViewHost(rootView: HStack { a; b }, size: size)
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.press(.space)
        XCTAssertEqual(log.entries, ["a", "b", "a"], "Tab moves through the focusable views in order and wraps")
        XCTAssertFalse(host.keyPressed(KeyEquivalent("q"), characters: "q", modifiers: []),
                       "a key no view takes is left to the window")
    }

    func testStateChangesOfOneTapBuildOnce() {
        struct Two: View {
            @State var a = 0
            @State var b = 0
            let counter: Handles<Int>
            var body: some View {
                counter.bodies += 1
                return Color.red.frame(width: 50, height: 50).onTapGesture { a += 1; b += 1 }
            }
        }
        let counter = Handles<Int>()
        let host = ViewHost(rootView: Two(counter: counter), size: size)
        XCTAssertEqual(counter.bodies, 1)
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(counter.bodies, 2, "two changes in one action build the views once, after it")
    }
}
