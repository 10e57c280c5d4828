// How gestures recognise: each gesture value makes a recognizer (kept from build to build in its view's
// `GestureHandler`, so a gesture under way keeps its state when the views are built again), which is told the
// press's events and says what happened to its value. Composite gestures and the `.onChanged`-style modifiers
// hold the recognizers of the gestures they are made of.

/// One event of a press, of the clock or of a wheel, as a gesture sees it.
enum GestureEvent {
    /// A press began (or, for the second gesture of a sequence, the first ended and this one starts here).
    case began(PointerSample)
    case moved(PointerSample)
    /// The clock moved while the press is held.
    case held(PointerSample)
    /// The press ended.
    case ended(PointerSample)
    /// The clock moved to this time with no press under way.
    case clock(Double)
    /// A wheel or trackpad scrolled by the delta over the view.
    case scrolled(CGSize, PointerSample)
}

/// What an event did to a gesture's value. Values are carried as `Any`; each gesture's modifiers cast them
/// back to the gesture's `Value`.
enum GestureUpdate {
    /// Nothing to report.
    case none
    /// The gesture's value is new (a drag moved).
    case changed(Any)
    /// The gesture ended with this value.
    case ended(Any)
    /// The gesture cannot happen (any more) in this press: `.updating` state resets, `.onEnded` is not called.
    case failed
}

/// The state of one gesture as it recognises. Subclasses are the gesture kinds and composites.
class Recognizer {
    /// Whether the gesture has recognised and takes the press from the gestures it competes with (docs/
    /// input-rules.md §5).
    var claimed: Bool { false }
    /// Whether it needs the clock, in a press (a long press) or after one (a tap waiting for its second).
    var wantsClock: Bool { false }
    /// Whether a gesture is under way: begun (a press down, a wheel session, a tap waiting for its second) and
    /// not yet ended or failed.
    var isUnderWay: Bool { false }
    /// Takes one event.
    func handle(_ event: GestureEvent) -> GestureUpdate { .none }
    /// Another gesture took the press, or the view went away: forget the gesture under way.
    func cancel() {}
}

/// A gesture that makes its own recognizer: the gestures Reflow provides and their modifiers.
protocol PrimitiveGesture {
    /// `old` reconfigured for this gesture if it is of the right kind (keeping the state of a gesture under
    /// way), or a new recognizer.
    func recognizer(reusing old: Recognizer?) -> Recognizer
}

/// The recognizer of any gesture: a primitive one makes its own, one of your own is its body's.
func recognizer<G: Gesture>(for gesture: G, reusing old: Recognizer?) -> Recognizer {
    if let primitive = gesture as? any PrimitiveGesture { return primitive.recognizer(reusing: old) }
    return recognizer(for: gesture.body, reusing: old)
}

/// Casts a value carried by a `GestureUpdate` back to a gesture's `Value`. A gesture of your own whose
/// `Value` is not its body's cannot be given one: that is warned about once, and the value is dropped.
func gestureValue<Value>(_ value: Any, as type: Value.Type) -> Value? {
    if let value = value as? Value { return value }
    // Once per pair of types: a gesture fails so at every event.
    let warning = "Reflow: warning: a gesture whose Value is \(Value.self) got a value of type \(Swift.type(of: value)) from its body; declare `typealias Value` as its body's value type. The value is ignored."
    Diagnostics.process.report(.gestures, once: warning, warning)
    return nil
}

/// The pointer handler of a view's gesture: runs the gesture's recognizer on the press's events and tells the
/// host whether it recognised (and so takes the press).
final class GestureHandler: PointerHandler {
    var root: Recognizer?

    private func verdict(_ event: GestureEvent) -> PointerVerdict {
        guard let root else { return .failed }
        if case .failed = root.handle(event) { return .failed }
        return root.claimed ? .recognized : .undecided
    }

    override func began(_ sample: PointerSample) -> PointerVerdict { verdict(.began(sample)) }
    override func moved(_ sample: PointerSample) -> PointerVerdict { verdict(.moved(sample)) }
    override func timePassed(_ sample: PointerSample) -> PointerVerdict { verdict(.held(sample)) }
    override func ended(_ sample: PointerSample) -> PointerVerdict { verdict(.ended(sample)) }
    override func cancelled() { root?.cancel() }
    override func clockMoved(to time: Double) { _ = root?.handle(.clock(time)) }
    override var wantsClock: Bool { root?.wantsClock ?? false }

    override func scrolled(by delta: CGSize, at sample: PointerSample) -> Bool {
        guard let root else { return false }
        if case .changed = root.handle(.scrolled(delta, sample)) { return true }
        return false
    }
}

extension GestureEvent {
    /// The pointer sample of the event, if it has one.
    var sample: PointerSample? {
        switch self {
        case let .began(sample), let .moved(sample), let .held(sample), let .ended(sample), let .scrolled(_, sample):
            return sample
        case .clock:
            return nil
        }
    }

    /// The host's clock at the event.
    var time: Double {
        if case let .clock(time) = self { return time }
        return sample?.time ?? 0
    }
}

extension CGPoint {
    /// The distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// The times a gesture's values are reported at: the host's clock as a `Date` (seconds since 2001), so that
/// tests see the same dates on every run.
func gestureDate(_ time: Double) -> Date { Date(timeIntervalSinceReferenceDate: time) }
