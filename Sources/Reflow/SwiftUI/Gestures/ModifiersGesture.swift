extension Gesture {
    /// The gesture, recognised only while `modifiers` are held (macOS's `.modifiers(_:)`): a press or a wheel
    /// event begun without them is not this gesture's.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(_content: self, modifiers: modifiers)
    }
}

/// A gesture recognised only with modifier keys held (`.modifiers(_:)`).
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    /// The gesture wrapped.
    public var _content: Content
    /// The keys that must be held.
    public var modifiers: EventModifiers
}

/// Lets events through to the gesture it wraps only in presses begun with the keys held; a wheel event
/// needs them too.
final class ModifiersRecognizer: WrapperRecognizer {
    var modifiers: EventModifiers = []
    /// Whether the press under way began without the keys: its events are not the gesture's.
    private var isShut = false

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        switch event {
        case let .began(sample):
            isShut = !sample.modifiers.isSuperset(of: modifiers)
            if isShut { return .failed }
        case let .scrolled(_, sample):
            guard sample.modifiers.isSuperset(of: modifiers) else { return .none }
        case .moved, .held, .ended:
            if isShut { return .none }
        case .clock:
            break
        }
        return super.handle(event)
    }
}

extension _ModifiersGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let wrapper = old as? ModifiersRecognizer ?? ModifiersRecognizer()
        wrapper.content = Reflow.recognizer(for: _content, reusing: wrapper.content)
        wrapper.modifiers = modifiers
        return wrapper
    }
}
