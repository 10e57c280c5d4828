/// A gesture of any type with values of type `Value`: what lets a property or a function return one of
/// several gestures.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    private let make: (Recognizer?) -> Recognizer

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { Reflow.recognizer(for: gesture, reusing: $0) }
    }
}

extension AnyGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer { make(old) }
}
