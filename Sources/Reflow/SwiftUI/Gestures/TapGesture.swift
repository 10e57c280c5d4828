/// A gesture that recognises one or more taps: presses released within 10 points of where they began, each
/// within 0.4 s of the last (docs/input-rules.md §2). Its value is `Void`: use `.onEnded`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    /// How many taps in a row it takes.
    public var count: Int

    /// A gesture recognising `count` taps in a row.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A tap gesture that reports where the tap was, in the coordinate space it was made with.
public struct SpatialTapGesture: Gesture {
    /// Where a tap was.
    public struct Value: Equatable, Sendable {
        /// The tap's location, in the gesture's coordinate space.
        public var location: CGPoint
    }

    public typealias Body = Never
    /// How many taps in a row it takes.
    public var count: Int
    /// The coordinate space of the location.
    public var coordinateSpace: CoordinateSpace

    /// A gesture recognising `count` taps, reporting their location in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture recognising `count` taps, reporting their location in `coordinateSpace` (iOS 17's spelling).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// Recognises taps (docs/input-rules.md §2): fails once the press moves more than the slop, counts presses
/// released in place, and recognises on the release of the `count`th, each within the double-tap interval
/// of the last. Between taps it waits on the clock, failing when the interval is over.
final class TapRecognizer: Recognizer {
    var count = 1
    var space = CoordinateSpace.local
    var makeValue: (CGPoint) -> Any = { _ in () }
    /// How far a press may move and still be a tap (`TapHandler.slop`, 10 points).
    static let slop = TapHandler.slop
    /// The longest pause between the taps of a multiple tap (`TapHandler.interval`, 0.4 s).
    static let interval = TapHandler.interval

    private var taps = 0
    private var lastTapTime = -Double.infinity
    private var start = CGPoint.zero
    private var toSpace = CGAffineTransform.identity
    private var isPressed = false
    private var recognized = false

    override var claimed: Bool { recognized }
    override var wantsClock: Bool { taps > 0 }
    override var isUnderWay: Bool { isPressed || taps > 0 }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        switch event {
        case let .began(sample):
            if sample.time - lastTapTime > Self.interval { taps = 0 }
            start = sample.location
            toSpace = sample.transform(to: space)
            isPressed = true
            recognized = false
            return .none
        case let .moved(sample):
            guard isPressed, sample.location.distance(to: start) > Self.slop else { return .none }
            return fail()
        case let .ended(sample):
            guard isPressed else { return .none }
            isPressed = false
            guard sample.location.distance(to: start) <= Self.slop else { return fail() }
            taps += 1
            lastTapTime = sample.time
            guard taps >= count else { return .none }
            taps = 0
            recognized = true
            return .ended(makeValue(sample.location.applying(toSpace)))
        case let .clock(time):
            // The next tap did not come in time.
            guard taps > 0, !isPressed, time - lastTapTime > Self.interval else { return .none }
            return fail()
        case .held, .scrolled:
            return .none
        }
    }

    private func fail() -> GestureUpdate {
        taps = 0
        isPressed = false
        return .failed
    }

    override func cancel() {
        taps = 0
        isPressed = false
    }
}

extension TapGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let tap = old as? TapRecognizer ?? TapRecognizer()
        tap.count = GestureCheck.count(count, in: "TapGesture")
        tap.space = .local
        tap.makeValue = { _ in () }
        return tap
    }
}

extension SpatialTapGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let tap = old as? TapRecognizer ?? TapRecognizer()
        tap.count = GestureCheck.count(count, in: "SpatialTapGesture")
        tap.space = coordinateSpace
        tap.makeValue = { SpatialTapGesture.Value(location: $0) }
        return tap
    }
}
