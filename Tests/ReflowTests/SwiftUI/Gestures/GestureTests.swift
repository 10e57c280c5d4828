import XCTest
@_spi(Viewer) @testable import Reflow

/// What a test's gestures report.
private final class Log {
    var entries: [String] = []
    var drags: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
}

/// SwiftUI's gestures through `ViewHost`, with values worked out by hand. A 200 × 100 host centres its root;
/// `drag(from:to:)` presses, moves in ten equal steps and releases, all at one instant of the host's clock.
final class GestureTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)
    private let centre = CGPoint(x: 100, y: 50)

    // MARK: Drag

    func testDragReportsTranslationAndEndLocationInLocalGlobalAndNamedSpaces() {
        let log = Log()
        var global: DragGesture.Value?, named: DragGesture.Value?
        let square = Color.red.frame(width: 40, height: 40)
            .gesture(DragGesture().onChanged { log.drags.append($0) }.onEnded { log.ended.append($0) })
            .simultaneousGesture(DragGesture(coordinateSpace: .global).onEnded { global = $0 })
            .simultaneousGesture(DragGesture(coordinateSpace: .named("outer")).onEnded { named = $0 })
        let host = ViewHost(rootView: square.padding(10).coordinateSpace(name: "outer"), size: size)
        // The square is centred: x 80…120, y 30…70; the padded view around it x 70…130, y 20…80.
        host.drag(from: CGPoint(x: 90, y: 40), to: CGPoint(x: 130, y: 60))
        // Local: the press at (10, 10) of the square, the release at (50, 30); translation (40, 20).
        XCTAssertEqual(log.ended.count, 1)
        XCTAssertEqual(log.ended.first?.startLocation, CGPoint(x: 10, y: 10))
        XCTAssertEqual(log.ended.first?.location, CGPoint(x: 50, y: 30))
        XCTAssertEqual(log.ended.first?.translation, CGSize(width: 40, height: 20))
        // Global: host coordinates.
        XCTAssertEqual(global?.startLocation, CGPoint(x: 90, y: 40))
        XCTAssertEqual(global?.location, CGPoint(x: 130, y: 60))
        XCTAssertEqual(global?.translation, CGSize(width: 40, height: 20))
        // Named: relative to the padded view's corner (70, 20).
        XCTAssertEqual(named?.startLocation, CGPoint(x: 20, y: 20))
        XCTAssertEqual(named?.location, CGPoint(x: 60, y: 40))
        // The steps move (4, 2) each, √20 ≈ 4.5 points: the third, at (12, 6) ≈ 13.4 points, is the first
        // beyond the 10-point minimum distance; steps 3 to 10 each change the value.
        XCTAssertEqual(log.drags.count, 8)
        XCTAssertEqual(log.drags.first?.translation, CGSize(width: 12, height: 6))
        XCTAssertEqual(log.drags.first?.startLocation, CGPoint(x: 10, y: 10), "the start is the press, not the 10th point")
    }

    func testADragShorterThanItsMinimumDistanceNeverBegins() {
        let log = Log()
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40)
            .gesture(DragGesture(minimumDistance: 20).onChanged { log.drags.append($0) }.onEnded { log.ended.append($0) }),
                            size: size)
        host.drag(from: CGPoint(x: 90, y: 50), to: CGPoint(x: 110, y: 50))
        XCTAssertTrue(log.drags.isEmpty && log.ended.isEmpty, "20 points is not more than the minimum distance of 20")
        host.drag(from: CGPoint(x: 85, y: 50), to: CGPoint(x: 115, y: 50))
        XCTAssertEqual(log.ended.count, 1, "30 points is")
    }

    func testDragWithNoMinimumDistanceBeginsWithThePress() {
        let log = Log()
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40)
            .gesture(DragGesture(minimumDistance: 0).onChanged { log.drags.append($0) }), size: size)
        host.pointerPressed(at: centre, modifiers: [])
        XCTAssertEqual(log.drags.count, 1)
        XCTAssertEqual(log.drags.first?.translation, .zero)
        XCTAssertEqual(log.drags.first?.location, CGPoint(x: 20, y: 20))
        host.pointerReleased(at: centre, modifiers: [])
    }

    func testVelocityAndPredictedEndFollowTheHostClock() {
        let log = Log()
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 40)
            .gesture(DragGesture().onChanged { log.drags.append($0) }.onEnded { log.ended.append($0) }), size: size)
        // The bar is x 50…150. Press at x 60 (local 10), jump to x 80 (20 points: the drag begins, with no
        // earlier time to measure a speed against), then 0.1 s later to x 90.
        host.pointerPressed(at: CGPoint(x: 60, y: 50), modifiers: [])
        host.pointerMoved(to: CGPoint(x: 80, y: 50), modifiers: [])
        XCTAssertEqual(log.drags.last?.velocity, .zero)
        XCTAssertEqual(log.drags.last?.predictedEndLocation, CGPoint(x: 30, y: 20))
        host.advance(by: 0.1)
        host.pointerMoved(to: CGPoint(x: 90, y: 50), modifiers: [])
        // 10 points in 0.1 s: 100 points per second. A flick coasts v × 0.998 / (1000 × 0.002) = v × 0.499 s:
        // 49.9 points beyond x 40.
        let value = try! XCTUnwrap(log.drags.last)
        XCTAssertEqual(value.velocity.width, 100, accuracy: 1e-9)
        XCTAssertEqual(value.velocity.height, 0)
        XCTAssertEqual(value.predictedEndLocation.x, 89.9, accuracy: 1e-9)
        XCTAssertEqual(value.predictedEndTranslation.width, 79.9, accuracy: 1e-9)
        XCTAssertEqual(value.time, Date(timeIntervalSinceReferenceDate: host.time))
        host.pointerReleased(at: CGPoint(x: 90, y: 50), modifiers: [])
        XCTAssertEqual(log.ended.last?.velocity.width ?? 0, 100, accuracy: 1e-9, "measured from the latest earlier move")
    }

    /// A card dragged by its own offset: the drag's local space is taken as the press begins, so the card
    /// moving under the pointer does not change the translation.
    func testAViewTheDragMovesKeepsTheDragsCoordinates() {
        struct Card: View {
            @State var offset = CGSize.zero
            let log: Log
            var body: some View {
                Color.red.frame(width: 40, height: 40)
                    .offset(offset)
                    .gesture(DragGesture().onChanged { offset = $0.translation; log.drags.append($0) })
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Card(log: log), size: size)
        host.drag(from: CGPoint(x: 90, y: 50), to: CGPoint(x: 150, y: 50))
        // Every step is 6 points; the drag begins at the second (12 > 10) and then follows: 12, 18, …, 60.
        XCTAssertEqual(log.drags.map(\.translation.width), [12, 18, 24, 30, 36, 42, 48, 54, 60])
    }

    // MARK: GestureState

    func testUpdatingSetsGestureStateDuringADragAndResetsItAfter() {
        struct Stretch: View {
            @GestureState var stretch: CGFloat = 0
            var body: some View {
                Color.red.frame(width: 40 + stretch, height: 40).id("bar")
                    .gesture(DragGesture().updating($stretch) { value, state, _ in state = value.translation.width })
            }
        }
        let host = ViewHost(rootView: Stretch(), size: size)
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)
        host.pointerPressed(at: centre, modifiers: [])
        host.pointerMoved(to: CGPoint(x: 130, y: 50), modifiers: [])
        // 30 points right: the bar is 70 wide while the drag is under way.
        XCTAssertEqual(host.frame(of: "bar")?.width, 70)
        host.pointerMoved(to: CGPoint(x: 125, y: 50), modifiers: [])
        XCTAssertEqual(host.frame(of: "bar")?.width, 65)
        host.pointerReleased(at: CGPoint(x: 125, y: 50), modifiers: [])
        XCTAssertEqual(host.frame(of: "bar")?.width, 40, "the gesture state is back at its initial value")
    }

    func testGestureStateResetsWhenTheGestureIsCancelledAndAnimatesWithItsResetTransaction() {
        struct Stretch: View {
            @GestureState(reset: { value, _ in ResetLog.shared.resets.append(value ?? -1) }) var stretch: CGFloat?
            var body: some View {
                Color.red.frame(width: 40 + (stretch ?? 0), height: 40).id("bar")
                    .gesture(DragGesture().updating($stretch) { value, state, _ in state = value.translation.width })
            }
        }
        let host = ViewHost(rootView: Stretch(), size: size)
        host.pointerPressed(at: centre, modifiers: [])
        host.pointerMoved(to: CGPoint(x: 120, y: 50), modifiers: [])
        XCTAssertEqual(host.frame(of: "bar")?.width, 60)
        // A new press before the release (a window that missed the release) cancels the drag under way.
        host.pointerPressed(at: centre, modifiers: [])
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)
        XCTAssertEqual(ResetLog.shared.resets, [20], "reset is told the value it had")
        host.pointerReleased(at: centre, modifiers: [])
    }

    // MARK: Long press

    func testLongPressIsRecognisedAfterItsDurationAndNotBefore() {
        let log = Log()
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40)
            .onLongPressGesture(minimumDuration: 1, perform: { log.entries.append("long") },
                                onPressingChanged: { log.entries.append($0 ? "down" : "up") }), size: size)
        host.pointerPressed(at: centre, modifiers: [])
        XCTAssertEqual(log.entries, ["down"])
        host.advance(by: 0.6)
        XCTAssertEqual(log.entries, ["down"], "0.6 s is short of 1 s")
        XCTAssertTrue(host.wantsFrames, "a held long press wants the clock to move")
        host.advance(by: 0.5)
        XCTAssertEqual(log.entries, ["down", "long", "up"], "1.1 s is enough, while still held")
        host.pointerReleased(at: centre, modifiers: [])
        XCTAssertEqual(log.entries, ["down", "long", "up"])
        // Released early: no long press.
        log.entries = []
        host.pointerPressed(at: centre, modifiers: [])
        host.advance(by: 0.5)
        host.pointerReleased(at: centre, modifiers: [])
        host.advance(by: 1)
        XCTAssertEqual(log.entries, ["down", "up"])
        // Moved more than 10 points: no long press.
        log.entries = []
        host.pointerPressed(at: centre, modifiers: [])
        host.pointerMoved(to: CGPoint(x: 111, y: 50), modifiers: [])
        host.advance(by: 2)
        host.pointerReleased(at: CGPoint(x: 111, y: 50), modifiers: [])
        XCTAssertEqual(log.entries, ["down", "up"])
    }

    func testLongPressValueIsTrueAsThePressBegins() {
        struct Pressable: View {
            @GestureState var isPressing = false
            var body: some View {
                Color.red.frame(width: isPressing ? 60 : 40, height: 40).id("bar")
                    .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
            }
        }
        let host = ViewHost(rootView: Pressable(), size: size)
        host.pointerPressed(at: centre, modifiers: [])
        XCTAssertEqual(host.frame(of: "bar")?.width, 60)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width, 40, "the long press ended at 0.5 s: its state reset")
        host.pointerReleased(at: centre, modifiers: [])
    }

    // MARK: Competition

    func testADragInsideAViewWithATapWinsAfterItsDistance() {
        let log = Log()
        let inner = Color.blue.frame(width: 40, height: 40)
            .gesture(DragGesture().onEnded { _ in log.entries.append("drag") })
        let host = ViewHost(rootView: inner.padding(20).background(Color.gray).onTapGesture { log.entries.append("tap") },
                            size: size)
        host.drag(from: centre, to: CGPoint(x: 130, y: 50))
        XCTAssertEqual(log.entries, ["drag"], "30 points: the drag recognises and the tap around it is cancelled")
        log.entries = []
        host.drag(from: centre, to: CGPoint(x: 105, y: 50))
        XCTAssertEqual(log.entries, ["tap"], "5 points: within the tap's slop, short of the drag's distance")
        log.entries = []
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["tap"])
    }

    func testHighPrioritySimultaneousAndPlainGesturesAroundAnInnerTap() {
        let log = Log()
        let inner = Color.blue.frame(width: 40, height: 40).onTapGesture { log.entries.append("inner") }
        let outerTap = TapGesture().onEnded { log.entries.append("outer") }
        let host = ViewHost(rootView: inner.padding(20).gesture(outerTap), size: size)
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["inner"], "the innermost gesture wins")
        log.entries = []
        host.update(rootView: inner.padding(20).highPriorityGesture(outerTap))
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["outer"], "a high-priority gesture wins over those inside")
        log.entries = []
        host.update(rootView: inner.padding(20).simultaneousGesture(outerTap))
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["inner", "outer"], "a simultaneous gesture recognises alongside")
        log.entries = []
        host.update(rootView: inner.padding(20).gesture(outerTap, including: .gesture))
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["outer"], "the mask turns the inner gestures off")
        log.entries = []
        host.update(rootView: inner.padding(20).gesture(outerTap, including: .subviews))
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["inner"])
        log.entries = []
        host.update(rootView: inner.padding(20).gesture(outerTap, including: .none).onTapGesture { log.entries.append("outermost") })
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["outermost"], ".none turns off both, not the gestures outside")
    }

    func testSimultaneousDragAndMagnifyReportBoth() {
        var values: [SimultaneousGesture<DragGesture, TapGesture>.Value] = []
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40)
            .gesture(DragGesture().simultaneously(with: TapGesture()).onEnded { values.append($0) }), size: size)
        host.tap(at: centre)
        XCTAssertEqual(values.count, 1)
        XCTAssertNil(values.last?.first, "the drag never began")
        XCTAssertNotNil(values.last?.second)
        host.drag(from: centre, to: CGPoint(x: 115, y: 50))
        XCTAssertEqual(values.count, 2)
        XCTAssertEqual(values.last?.first?.translation, CGSize(width: 15, height: 0))
        XCTAssertNil(values.last?.second, "15 points is beyond the tap's slop")
    }

    func testATapAndALongPressOnOneViewEachWinTheirOwnPress() {
        let log = Log()
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40)
            .onTapGesture { log.entries.append("tap") }
            .onLongPressGesture { log.entries.append("long") }, size: size)
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["tap"], "released at once: the long press fails, the tap recognises")
        host.pointerPressed(at: centre, modifiers: [])
        host.advance(by: 0.5)
        host.pointerReleased(at: centre, modifiers: [])
        XCTAssertEqual(log.entries, ["tap", "long"], "held 0.5 s: the long press takes the press from the tap")
    }

    // MARK: Composition

    func testSequencedLongPressThenDrag() {
        var changes: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        var ends: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let gesture = LongPressGesture().sequenced(before: DragGesture())
            .onChanged { changes.append($0) }.onEnded { ends.append($0) }
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40).gesture(gesture), size: size)
        host.pointerPressed(at: centre, modifiers: [])
        XCTAssertEqual(changes.count, 1)
        guard case .first(true)? = changes.last else { return XCTFail("the long press is pressing: \(changes)") }
        host.advance(by: 0.5)
        guard case .second(true, nil)? = changes.last else { return XCTFail("the long press ended: \(changes)") }
        host.pointerMoved(to: CGPoint(x: 130, y: 50), modifiers: [])
        // The drag began where the pointer was when the long press ended, (100, 50): 30 points on.
        guard case let .second(true, drag?)? = changes.last else { return XCTFail("dragging: \(changes)") }
        XCTAssertEqual(drag.translation, CGSize(width: 30, height: 0))
        XCTAssertEqual(drag.startLocation, CGPoint(x: 20, y: 20))
        host.pointerReleased(at: CGPoint(x: 130, y: 50), modifiers: [])
        guard case let .second(true, end?)? = ends.last, ends.count == 1 else { return XCTFail("ended: \(ends)") }
        XCTAssertEqual(end.location, CGPoint(x: 50, y: 20))
        // Dragging before the long press is recognised fails it, and the sequence.
        host.drag(from: centre, to: CGPoint(x: 130, y: 50))
        host.advance(by: 1)
        XCTAssertEqual(ends.count, 1)
    }

    func testExclusiveDoubleTapBeforeSingleTap() {
        let log = Log()
        let gesture = TapGesture(count: 2).onEnded { log.entries.append("double") }
            .exclusively(before: TapGesture().onEnded { log.entries.append("single") })
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40).gesture(gesture), size: size)
        host.tap(at: centre)
        XCTAssertEqual(log.entries, [], "a single tap waits while a double tap may still come")
        host.advance(by: 0.1)
        host.tap(at: centre)
        XCTAssertEqual(log.entries, ["double"])
        host.tap(at: centre)
        XCTAssertTrue(host.wantsFrames, "the single tap waits on the clock")
        host.advance(by: 0.3)
        XCTAssertEqual(log.entries, ["double"])
        host.advance(by: 0.2)
        XCTAssertEqual(log.entries, ["double", "single"], "0.5 s without a second tap: a single tap")
        XCTAssertFalse(host.wantsFrames)
    }

    func testMapAndCustomGestures() {
        // The value shows through the opaque body only when named, as in SwiftUI: `some Gesture<String>`.
        struct Swipe: Gesture {
            var body: some Gesture<String> {
                DragGesture().map { $0.translation.width > 0 ? "right" : "left" }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 40)
            .gesture(Swipe().onEnded { log.entries.append($0) }), size: size)
        host.drag(from: centre, to: CGPoint(x: 70, y: 50))
        host.drag(from: centre, to: CGPoint(x: 130, y: 50))
        XCTAssertEqual(log.entries, ["left", "right"])
        // Type-erased, the same gesture behaves the same.
        host.update(rootView: Color.red.frame(width: 100, height: 40)
            .gesture(AnyGesture(Swipe()).onEnded { log.entries.append("any " + $0) }))
        host.drag(from: centre, to: CGPoint(x: 70, y: 50))
        XCTAssertEqual(log.entries.last, "any left")
    }

    func testSpatialTapAndOnTapGestureReportLocations() {
        var points: [CGPoint] = []
        let square = Color.red.frame(width: 40, height: 40)
        let host = ViewHost(rootView: square.onTapGesture(coordinateSpace: .global) { points.append($0) }, size: size)
        host.tap(at: CGPoint(x: 85, y: 35))
        host.update(rootView: square.onTapGesture { points.append($0) })
        host.tap(at: CGPoint(x: 85, y: 35))
        host.update(rootView: square.gesture(SpatialTapGesture(count: 2).onEnded { points.append($0.location) }))
        host.tap(at: CGPoint(x: 110, y: 60))
        host.tap(at: CGPoint(x: 110, y: 60))
        // The square is x 80…120, y 30…70.
        XCTAssertEqual(points, [CGPoint(x: 85, y: 35), CGPoint(x: 5, y: 5), CGPoint(x: 30, y: 30)])
    }

    func testGestureStateResetAnimatesInItsResetTransaction() {
        struct Stretch: View {
            @GestureState(wrappedValue: 0, resetTransaction: Transaction(animation: .linear(duration: 1)))
            var stretch: CGFloat
            var body: some View {
                Color.red.frame(width: 40 + stretch, height: 40).id("bar")
                    .gesture(DragGesture().updating($stretch) { value, state, _ in state = value.translation.width })
            }
        }
        let host = ViewHost(rootView: Stretch(), size: size)
        host.drag(from: centre, to: CGPoint(x: 130, y: 50))
        // Released at 70 wide; the reset to 40 runs linearly over 1 s: halfway, 55.
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width ?? 0, 55, accuracy: 1e-6)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)
    }

    func testModifiersAndEnablingDecideWhetherAGestureTakesPart() {
        let log = Log()
        let square = Color.red.frame(width: 40, height: 40)
        let host = ViewHost(rootView: square.gesture(TapGesture().modifiers(.shift).onEnded { log.entries.append("shift") }),
                            size: size)
        host.tap(at: centre)
        XCTAssertEqual(log.entries, [])
        host.pointerPressed(at: centre, modifiers: [.shift, .capsLock])
        host.pointerReleased(at: centre, modifiers: [.shift, .capsLock])
        XCTAssertEqual(log.entries, ["shift"])
        log.entries = []
        host.update(rootView: square.gesture(TapGesture().onEnded { log.entries.append("off") }, isEnabled: false))
        host.tap(at: centre)
        host.update(rootView: square.gesture(TapGesture().onEnded { log.entries.append("disabled") }).disabled(true))
        host.tap(at: centre)
        XCTAssertEqual(log.entries, [])
        // The other spellings compile and run: a trailing closure, and a tap count below 1 (one tap, warned).
        // Distances and durations that are not numbers are 0, with a warning: a drag that begins with the press.
        host.update(rootView: square.gesture(DragGesture(minimumDistance: .nan).onChanged { _ in log.entries.append("drag") }))
        host.pointerPressed(at: centre, modifiers: [])
        host.pointerReleased(at: centre, modifiers: [])
        XCTAssertEqual(log.entries, ["drag"])
        log.entries = []
        host.update(rootView: square.onLongPressGesture { log.entries.append("long") }
            .gesture(TapGesture(count: 0).onEnded { log.entries.append("tap") }))
        host.tap(at: centre)
        host.pointerPressed(at: centre, modifiers: [])
        host.advance(by: 0.5)
        host.pointerReleased(at: centre, modifiers: [])
        XCTAssertEqual(log.entries, ["tap", "long"])
    }

    func testAHostsGesturesGoWithIt() {
        struct Stretch: View {
            @GestureState var stretch: CGFloat = 0
            var body: some View {
                Color.red.frame(width: 40 + stretch, height: 40).id("bar")
                    .gesture(DragGesture().updating($stretch) { value, state, _ in state = value.translation.width }
                        .exclusively(before: TapGesture(count: 2)))
            }
        }
        weak var handler: PointerHandler?
        do {
            let host = ViewHost(rootView: Stretch(), size: size)
            host.pointerPressed(at: centre, modifiers: [])
            host.pointerMoved(to: CGPoint(x: 130, y: 50), modifiers: [])
            // A press left under way, and a tap waiting on the clock for its second.
            host.pointerReleased(at: CGPoint(x: 130, y: 50), modifiers: [])
            host.tap(at: centre)
            host.pointerPressed(at: centre, modifiers: [])
            handler = host.graph.nodesByID[AnyHashable("bar")]?.parent?.inputIfAny?.pointerHandlers.first
                ?? host.graph.nodesByID[AnyHashable("bar")]?.inputIfAny?.pointerHandlers.first
            XCTAssertNotNil(handler)
        }
        XCTAssertNil(handler, "the gesture's handler, its recognizers and the waiting list go with the host")
    }

    // MARK: Wheel

    func testControlWheelMagnifiesAndControlShiftWheelRotates() {
        var scales: [CGFloat] = [], finals: [CGFloat] = [], angles: [Double] = []
        let gesture = MagnifyGesture().onChanged { scales.append($0.magnification) }
            .onEnded { finals.append($0.magnification) }
            .simultaneously(with: RotateGesture().onChanged { angles.append($0.rotation.degrees) })
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40).gesture(gesture), size: size)
        host.scroll(by: CGSize(width: 0, height: -100), at: centre)
        XCTAssertEqual(scales, [], "a wheel without Control scrolls")
        // 100 points up doubles; 50 more multiplies by 2^0.5.
        host.scroll(by: CGSize(width: 0, height: -100), at: centre, modifiers: .control)
        host.scroll(by: CGSize(width: 0, height: -50), at: centre, modifiers: .control)
        XCTAssertEqual(scales.count, 2)
        XCTAssertEqual(scales[0], 2, accuracy: 1e-9)
        XCTAssertEqual(scales[1], 2 * 2.0.squareRoot(), accuracy: 1e-9)
        XCTAssertTrue(host.wantsFrames, "the gesture ends when the wheel rests: it waits on the clock")
        host.advance(by: 0.3)
        XCTAssertEqual(finals, [])
        host.advance(by: 0.3)
        XCTAssertEqual(finals.count, 1)
        XCTAssertEqual(finals[0], 2 * 2.0.squareRoot(), accuracy: 1e-9)
        // Control + Shift: a degree per point, clockwise for a wheel turned down.
        host.scroll(by: CGSize(width: 0, height: 30), at: centre, modifiers: [.control, .shift])
        XCTAssertEqual(angles.count, 1)
        XCTAssertEqual(angles.last ?? 0, 30, accuracy: 1e-9)
        host.scroll(by: CGSize(width: -10, height: 0), at: centre, modifiers: [.control, .shift])
        XCTAssertEqual(angles.count, 2)
        XCTAssertEqual(angles.last ?? 0, 20, accuracy: 1e-9, "a horizontal wheel (Shift often makes one) turns too")
    }

    func testMagnificationGestureReportsTheScaleAlone() {
        var scales: [CGFloat] = []
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40)
            .gesture(MagnificationGesture().onChanged { scales.append($0) }), size: size)
        host.scroll(by: CGSize(width: 0, height: 100), at: centre, modifiers: .control)
        XCTAssertEqual(scales, [0.5], "100 points down halves")
        host.scroll(by: CGSize(width: 0, height: CGFloat.nan), at: centre, modifiers: .control)
        host.scroll(by: CGSize(width: CGFloat.infinity, height: -100), at: centre, modifiers: .control)
        XCTAssertEqual(scales, [0.5], "deltas that are not numbers move nothing")
        host.scroll(by: CGSize(width: 0, height: -100), at: centre, modifiers: .control)
        XCTAssertEqual(scales, [0.5, 1], "and the session goes on from where it was")
    }
}

/// Where a `@GestureState`'s reset closure, written in a property's initializer, can record what it saw.
private final class ResetLog {
    nonisolated(unsafe) static let shared = ResetLog()
    var resets: [CGFloat] = []
}
