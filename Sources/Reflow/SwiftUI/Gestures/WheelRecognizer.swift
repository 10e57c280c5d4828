// A window has no pinch or twist: a wheel with modifier keys stands in for them (docs/input-rules.md §6).
// Control + wheel magnifies, Control + Shift + wheel rotates, as Control + wheel zooms a browser or a map.

/// Recognises a pinch or a rotation from wheel events with modifier keys: one wheel session is one gesture,
/// from the first event with the keys to the wheel resting `restInterval` seconds (or a press, or an event
/// without the keys).
final class WheelRecognizer: Recognizer {
    /// The keys the wheel must be turned with, exactly.
    var modifiers: EventModifiers = .control
    /// How a wheel delta moves the gesture's amount (summed over the session).
    var amount: (CGSize) -> CGFloat = { _ in 0 }
    /// Whether the amount summed so far is enough to begin (`minimumScaleDelta`, `minimumAngleDelta`).
    var isEnough: (CGFloat) -> Bool = { _ in true }
    /// The value for the summed amount, its velocity per second, the start's time, location and anchor.
    var makeValue: (_ total: CGFloat, _ velocity: CGFloat, _ time: Double, _ location: CGPoint, _ anchor: UnitPoint) -> Any
        = { _, _, _, _, _ in () }

    /// How long the wheel must rest for the gesture to end, in seconds.
    static let restInterval = 0.5

    private var isInSession = false
    private var isActive = false
    private var total: CGFloat = 0
    private var lastTime = 0.0
    private var startLocation = CGPoint.zero
    private var startAnchor = UnitPoint.center
    /// The amount at the latest earlier time than the last event, and that time, for the velocity.
    private var previous: (time: Double, total: CGFloat) = (0, 0)
    private var velocity: CGFloat = 0

    override var claimed: Bool { isActive }
    override var wantsClock: Bool { isInSession }
    override var isUnderWay: Bool { isInSession }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        switch event {
        case let .scrolled(delta, sample):
            // A delta that is not a number moves nothing (a broken device or event).
            guard delta.width.isFinite, delta.height.isFinite else { return .none }
            // Caps Lock and the like do not count.
            guard sample.modifiers.subtracting([.capsLock, .numericPad, .function]) == modifiers else {
                return endSession()
            }
            if !isInSession {
                isInSession = true
                total = 0
                previous = (sample.time, 0)
                velocity = 0
                let local = sample.location.applying(sample.transform(to: .local))
                let size = sample.viewSize
                startLocation = local
                startAnchor = UnitPoint(x: size.width > 0 ? local.x / size.width : 0.5,
                                        y: size.height > 0 ? local.y / size.height : 0.5)
                lastTime = sample.time
            } else if sample.time > lastTime {
                // The velocity is measured from the latest event at an earlier time.
                previous = (lastTime, total)
            }
            let before = total
            total += amount(delta)
            lastTime = sample.time
            let dt = sample.time - previous.time
            velocity = dt > 0 ? (total - previous.total) / dt : 0
            if !isActive {
                guard isEnough(total) else { return .none }
                isActive = true
            } else if total == before {
                return .none
            }
            return .changed(currentValue(at: sample.time))
        case let .clock(time):
            guard isInSession, time - lastTime >= Self.restInterval else { return .none }
            return endSession()
        case .began:
            // A press ends a wheel gesture under way.
            return isInSession ? endSession() : .none
        case .moved, .held, .ended:
            return .none
        }
    }

    private func currentValue(at time: Double) -> Any {
        makeValue(total, velocity, time, startLocation, startAnchor)
    }

    private func endSession() -> GestureUpdate {
        guard isInSession else { return .none }
        isInSession = false
        guard isActive else { return .failed }
        isActive = false
        return .ended(currentValue(at: lastTime))
    }

    override func cancel() {
        isInSession = false
        isActive = false
    }
}
