extension Gesture {
    /// A gesture of this one and `other` recognising at the same time, each as if alone; its value holds both
    /// values (nil for one not under way).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Two gestures recognising at the same time (`.simultaneously(with:)`): it changes when either does, and
/// ends when neither is under way any more and at least one ended (docs/input-rules.md §5).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures.
    public struct Value {
        /// The first gesture's value, nil while it has none.
        public var first: First.Value?
        /// The second gesture's value, nil while it has none.
        public var second: Second.Value?
    }

    public typealias Body = Never
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures, recognising together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// Runs two recognizers side by side.
final class SimultaneousRecognizer: Recognizer {
    var first: Recognizer?
    var second: Recognizer?
    var makeValue: (Any?, Any?) -> Any = { _, _ in () }

    private var values: [Any?] = [nil, nil]
    private var done = [true, true]
    private var ended = [false, false]
    /// Whether no gesture is under way: the next press starts a new one.
    private var isOver = true
    /// Whether either gesture has reported anything in the gesture under way.
    private var reported = false

    override var claimed: Bool { (first?.claimed ?? false) || (second?.claimed ?? false) }
    override var wantsClock: Bool { (first?.wantsClock ?? false) || (second?.wantsClock ?? false) }

    override var isUnderWay: Bool { (first?.isUnderWay ?? false) || (second?.isUnderWay ?? false) }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        if isOver {
            // Only a press or a wheel starts a new gesture: the clock alone ends a waiting one.
            if case .clock = event { return .none }
            isOver = false
            reported = false
            values = [nil, nil]
            done = [false, false]
            ended = [false, false]
        }
        var changed = false
        let recognizers = [first, second]
        for (index, recognizer) in recognizers.enumerated() where !done[index] {
            guard let recognizer else { done[index] = true; continue }
            switch recognizer.handle(event) {
            case .none: break
            case let .changed(value): values[index] = value; changed = true
            case let .ended(value): values[index] = value; done[index] = true; ended[index] = true; changed = true
            case .failed: values[index] = nil; done[index] = true; changed = true
            }
        }
        if changed { reported = true }
        // Over when neither is under way: one that never began (a rotation while the wheel magnifies) does not
        // hold the other's end back.
        let finished = recognizers.indices.allSatisfy { done[$0] || !(recognizers[$0]?.isUnderWay ?? false) }
        if finished {
            isOver = true
            if ended[0] || ended[1] { return .ended(makeValue(values[0], values[1])) }
            return reported ? .failed : .none
        }
        // A value appears once either gesture has one.
        return changed && (values[0] != nil || values[1] != nil) ? .changed(makeValue(values[0], values[1])) : .none
    }

    override func cancel() {
        first?.cancel()
        second?.cancel()
        isOver = true
    }
}

extension SimultaneousGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let both = old as? SimultaneousRecognizer ?? SimultaneousRecognizer()
        both.first = Reflow.recognizer(for: first, reusing: both.first)
        both.second = Reflow.recognizer(for: second, reusing: both.second)
        both.makeValue = { a, b in Value(first: a as? First.Value, second: b as? Second.Value) }
        return both
    }
}
