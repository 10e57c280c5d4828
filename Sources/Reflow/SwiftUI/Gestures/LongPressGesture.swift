/// A gesture that recognises a press held for `minimumDuration` seconds without moving more than
/// `maximumDistance` points (docs/input-rules.md §3). Its value is true from the moment the press begins
/// (`.updating` sees it, to show the press); it ends, with true, once the duration has passed on the host's
/// clock while the press is held, not at the release.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// How long the press must be held, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move while held before the gesture fails, in points.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds (0.5 by default) that fails if the pointer moves more than
    /// `maximumDistance` points (10 by default).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// Recognises a long press (docs/input-rules.md §3).
final class LongPressRecognizer: Recognizer {
    var minimumDuration = 0.5
    var maximumDistance: CGFloat = 10

    private var start = CGPoint.zero
    private var startTime = 0.0
    /// Whether a press is under way that may still become a long press.
    private var isPressing = false
    private var recognized = false

    override var claimed: Bool { recognized }
    override var wantsClock: Bool { isPressing }
    override var isUnderWay: Bool { isPressing }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        switch event {
        case let .began(sample):
            start = sample.location
            startTime = sample.time
            recognized = false
            isPressing = true
            if minimumDuration <= 0 { return recognize() }
            return .changed(true)
        case let .moved(sample):
            guard isPressing else { return .none }
            if sample.location.distance(to: start) > maximumDistance { return fail() }
            return sample.time - startTime >= minimumDuration ? recognize() : .none
        case let .held(sample):
            guard isPressing, sample.time - startTime >= minimumDuration else { return .none }
            return recognize()
        case let .ended(sample):
            // A release after the duration, before a tick of the clock told it, still counts.
            guard isPressing else { return .none }
            return sample.time - startTime >= minimumDuration ? recognize() : fail()
        case .clock, .scrolled:
            return .none
        }
    }

    private func recognize() -> GestureUpdate {
        isPressing = false
        recognized = true
        return .ended(true)
    }

    private func fail() -> GestureUpdate {
        isPressing = false
        return .failed
    }

    override func cancel() { isPressing = false }
}

extension LongPressGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let press = old as? LongPressRecognizer ?? LongPressRecognizer()
        press.minimumDuration = GestureCheck.nonNegative(minimumDuration, "minimumDuration", in: "LongPressGesture")
        press.maximumDistance = CGFloat(GestureCheck.nonNegative(Double(maximumDistance), "maximumDistance",
                                                                 in: "LongPressGesture"))
        return press
    }
}
