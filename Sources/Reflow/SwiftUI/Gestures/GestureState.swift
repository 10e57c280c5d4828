/// A value a view keeps while a gesture is under way, set by the gesture's `.updating` and put back to its
/// initial value when the gesture ends or is cancelled: a drag's offset that springs back on release.
///
/// ```swift
/// @GestureState private var isPressed = false
/// … .gesture(LongPressGesture().updating($isPressed) { value, state, _ in state = value })
/// ```
///
/// Kept with the view's identity, as `@State` is. Views read it; only the gesture's `.updating` sets it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: GestureStateBox<Value>

    /// A gesture state starting at `wrappedValue`, reset without animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state starting at `initialValue`, reset without animation.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// A gesture state starting at `wrappedValue`, reset in `resetTransaction` (its animation animates the
    /// reset).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = GestureStateBox(initial: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// A gesture state starting at `initialValue`, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at `wrappedValue`; when it resets, `reset` is given the value it had and the
    /// transaction of the reset to change.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = GestureStateBox(initial: wrappedValue, reset: reset)
    }

    /// A gesture state starting at `initialValue`, `reset` told of each reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value now: the initial value unless a gesture under way has set it.
    public var wrappedValue: Value { box.value }

    /// The state itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at nil, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at nil, `reset` told of each reset.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: ScopedProperty {
    func link(to scope: ViewScope, slot: Int) {
        box.storage = scope.storage(at: slot) { GestureStateStorage(box.initial) }
    }
}

/// What one `GestureState` refers to: its initial value, how it resets, and once the view is built, the
/// storage kept for it with the view's identity.
final class GestureStateBox<Value> {
    let initial: Value
    let reset: (Value, inout Transaction) -> Void
    var storage: GestureStateStorage<Value>?

    init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initial = initial
        self.reset = reset
    }

    var value: Value { storage?.value ?? initial }

    /// Runs a gesture's `.updating` body on the value, in a transaction of its own (empty, or the
    /// `withAnimation` around the event), and builds the views that read it again.
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let storage else {
            let warning = "Reflow: warning: a @GestureState used by .updating is not a property of a view being shown; its value is not kept."
            Diagnostics.process.report(.gestures, once: warning, warning)
            return
        }
        var value = storage.value
        var transaction = Transaction(animation: Transaction.animation)
        body(&value, &transaction)
        storage.value = value
        storage.isSet = true
        storage.scope?.invalidate(animation: transaction.disablesAnimations ? nil : transaction.animation)
    }

    /// Puts the initial value back (the gesture ended or was cancelled), in the reset transaction.
    func resetValue() {
        guard let storage, storage.isSet else { return }
        var transaction = Transaction()
        reset(storage.value, &transaction)
        storage.value = initial
        storage.isSet = false
        storage.scope?.invalidate(animation: transaction.disablesAnimations ? nil : transaction.animation)
    }
}

/// The value of one `@GestureState` of one view identity, kept in the view's scope.
final class GestureStateStorage<Value>: ScopeSlot {
    var value: Value
    /// Whether a gesture has set it since the last reset: a reset of an untouched state builds nothing.
    var isSet = false
    weak var scope: ViewScope?

    init(_ value: Value) { self.value = value }

    func attach(to scope: ViewScope) { self.scope = scope }
}

extension Gesture {
    /// Updates `state` with `body` as the gesture's value changes; `state` goes back to its initial value when
    /// the gesture ends or is cancelled. `body` is given the value, the state to change, and the transaction
    /// of the change (set its animation to animate it).
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that updates a `@GestureState` as the gesture it wraps changes (`.updating`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    /// The gesture wrapped.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// What it does with each new value.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture updating `state` with `body` as `base` changes.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

final class UpdatingRecognizer: WrapperRecognizer {
    var update: (Any) -> Void = { _ in }
    var reset: () -> Void = {}

    override func observe(_ update: GestureUpdate) -> GestureUpdate {
        switch update {
        case let .changed(value): self.update(value)
        // SwiftUI resets gesture state when the gesture ends, whether it succeeded or not.
        case .ended, .failed: reset()
        case .none: break
        }
        return update
    }

    override func cancelled() { reset() }
}

extension GestureStateGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let wrapper = old as? UpdatingRecognizer ?? UpdatingRecognizer()
        wrapper.content = Reflow.recognizer(for: base, reusing: wrapper.content)
        let box = state.box, body = self.body
        wrapper.update = { value in
            guard let value = gestureValue(value, as: Base.Value.self) else { return }
            box.update { state, transaction in body(value, &state, &transaction) }
        }
        wrapper.reset = { box.resetValue() }
        return wrapper
    }
}
