extension Gesture {
    /// A gesture of this one or else `other`: this one has precedence, and `other` recognises only once this
    /// one has failed.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// One of two gestures, the first preferred (`.exclusively(before:)`, docs/input-rules.md §5):
/// `TapGesture(count: 2).exclusively(before: TapGesture())` reports a double tap, or a single tap once the
/// double-tap interval has passed without a second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture recognised, with its value.
    public enum Value {
        /// The first gesture recognised, with this value.
        case first(First.Value)
        /// The first failed and the second recognised, with this value.
        case second(Second.Value)
    }

    public typealias Body = Never
    /// The gesture preferred.
    public var first: First
    /// The gesture recognised when the first fails.
    public var second: Second

    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Runs the first recognizer and, once it fails, the second. The second's events wait in a queue while the
/// first may still recognise and are replayed to it when the first fails, so that nothing inside the second
/// (its `.onEnded`) runs for a press the first takes.
final class ExclusiveRecognizer: Recognizer {
    var first: Recognizer?
    var second: Recognizer?
    var makeFirst: (Any) -> Any = { $0 }
    var makeSecond: (Any) -> Any = { $0 }

    private enum Choice { case none, first, second }
    private var choice = Choice.none
    /// The events the second has not been given yet, oldest first.
    private var queue: [GestureEvent] = []
    private var isOver = true

    override var claimed: Bool {
        switch choice {
        case .first: return first?.claimed ?? false
        case .second: return second?.claimed ?? false
        case .none: return false
        }
    }

    override var isUnderWay: Bool { !isOver && ((first?.isUnderWay ?? false) || (second?.isUnderWay ?? false) || !queue.isEmpty) }

    override var wantsClock: Bool {
        switch choice {
        case .first: return first?.wantsClock ?? false
        case .second: return second?.wantsClock ?? false
        case .none: return !isOver && (first?.wantsClock ?? false)
        }
    }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        guard let first, let second else { return .failed }
        if isOver {
            if case .clock = event { return .none }
            isOver = false
            choice = .none
            queue = []
        }
        switch choice {
        case .first: return mapFirst(first.handle(event))
        case .second: return mapSecond(second.handle(event))
        case .none: break
        }
        let update = first.handle(event)
        switch update {
        case .ended:
            choice = .first
            queue = []
            second.cancel()
            return mapFirst(update)
        case .changed where first.claimed:
            choice = .first
            queue = []
            second.cancel()
            return mapFirst(update)
        case .changed:
            // A value before recognising (a long press's `true` as it begins).
            queue.append(event)
            return mapFirst(update)
        case .none:
            queue.append(event)
            return .none
        case .failed:
            choice = .second
            let events = queue + [event]
            queue = []
            var last = GestureUpdate.none
            for event in events {
                let update = second.handle(event)
                if case .none = update { continue }
                last = update
                if case .ended = update { break }
                if case .failed = update { break }
            }
            return mapSecond(last)
        }
    }

    private func mapFirst(_ update: GestureUpdate) -> GestureUpdate {
        switch update {
        case let .changed(value): return .changed(makeFirst(value))
        case let .ended(value): return finish(.ended(makeFirst(value)))
        case .failed: return finish(.failed)
        case .none: return .none
        }
    }

    private func mapSecond(_ update: GestureUpdate) -> GestureUpdate {
        switch update {
        case let .changed(value): return .changed(makeSecond(value))
        case let .ended(value): return finish(.ended(makeSecond(value)))
        case .failed: return finish(.failed)
        case .none: return .none
        }
    }

    private func finish(_ update: GestureUpdate) -> GestureUpdate {
        isOver = true
        return update
    }

    override func cancel() {
        first?.cancel()
        second?.cancel()
        queue = []
        isOver = true
    }
}

extension ExclusiveGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let either = old as? ExclusiveRecognizer ?? ExclusiveRecognizer()
        either.first = Reflow.recognizer(for: first, reusing: either.first)
        either.second = Reflow.recognizer(for: second, reusing: either.second)
        either.makeFirst = { value in (value as? First.Value).map { Value.first($0) } ?? value }
        either.makeSecond = { value in (value as? Second.Value).map { Value.second($0) } ?? value }
        return either
    }
}
