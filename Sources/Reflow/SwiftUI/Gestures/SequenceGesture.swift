extension Gesture {
    /// A gesture of this one and then `other`: `other` begins once this one ends (a long press, then a drag),
    /// and the sequence fails if either does.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// One gesture, then another (`.sequenced(before:)`, docs/input-rules.md §5): the second begins where the
/// pointer is when the first ends (in the same press, or with the next press if the first ended with a
/// release); it ends when the second ends.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where a sequence is.
    public enum Value {
        /// The first gesture is under way, with this value.
        case first(First.Value)
        /// The first ended with its value; the second is under way, with its value once it has one.
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never
    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised once the first has ended.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Runs one recognizer, then another.
final class SequenceRecognizer: Recognizer {
    var first: Recognizer?
    var second: Recognizer?
    var makeFirst: (Any) -> Any = { $0 }
    var makeSecond: (Any, Any?) -> Any = { a, _ in a }

    /// The first gesture's final value, once it has ended.
    private var firstValue: Any?
    /// Whether the second has been begun (with a press).
    private var secondBegan = false
    private var isOver = true

    override var claimed: Bool { firstValue != nil || (first?.claimed ?? false) }
    override var wantsClock: Bool { (firstValue == nil ? first : second)?.wantsClock ?? false }
    override var isUnderWay: Bool { firstValue != nil || (first?.isUnderWay ?? false) }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        guard let first, let second else { return .failed }
        if isOver {
            if case .clock = event { return .none }
            isOver = false
            firstValue = nil
            secondBegan = false
        }
        guard let firstValue else {
            switch first.handle(event) {
            case .none: return .none
            case .failed: return finish(.failed)
            case let .changed(value): return .changed(makeFirst(value))
            case let .ended(value):
                self.firstValue = value
                // The second begins here, unless the first ended with the release: then with the next press.
                if case .ended = event { return .changed(makeSecond(value, nil)) }
                guard let sample = event.sample else { return .changed(makeSecond(value, nil)) }
                secondBegan = true
                let update = second.handle(.began(sample.restarted))
                // The first's end is news even when the second has nothing to say yet.
                if case .none = update { return .changed(makeSecond(value, nil)) }
                return secondUpdate(update, firstValue: value)
            }
        }
        if !secondBegan {
            guard case let .began(sample) = event else { return .none }
            secondBegan = true
            return secondUpdate(second.handle(.began(sample)), firstValue: firstValue)
        }
        return secondUpdate(second.handle(event), firstValue: firstValue)
    }

    private func secondUpdate(_ update: GestureUpdate, firstValue: Any) -> GestureUpdate {
        switch update {
        case .none: return .none
        case .failed: return finish(.failed)
        case let .changed(value): return .changed(makeSecond(firstValue, value))
        case let .ended(value): return finish(.ended(makeSecond(firstValue, value)))
        }
    }

    private func finish(_ update: GestureUpdate) -> GestureUpdate {
        isOver = true
        firstValue = nil
        return update
    }

    override func cancel() {
        first?.cancel()
        second?.cancel()
        isOver = true
        firstValue = nil
    }
}

extension SequenceGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let sequence = old as? SequenceRecognizer ?? SequenceRecognizer()
        sequence.first = Reflow.recognizer(for: first, reusing: sequence.first)
        sequence.second = Reflow.recognizer(for: second, reusing: sequence.second)
        // A value of another type (a gesture of your own whose Value is not its body's) is passed on as it
        // is, and warned about where it is cast.
        sequence.makeFirst = { value in (value as? First.Value).map { Value.first($0) } ?? value }
        sequence.makeSecond = { a, b in (a as? First.Value).map { Value.second($0, b as? Second.Value) } ?? a }
        return sequence
    }
}
