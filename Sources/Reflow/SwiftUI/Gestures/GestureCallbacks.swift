// `.onEnded`, `.onChanged` and `.map`: gestures that wrap another and act on its values.

extension Gesture {
    /// Runs `action` with the gesture's final value when it ends (recognised, not failed or cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_content: self, action: action)
    }

    /// Runs `action` with the gesture's value each time it changes while the gesture is under way.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(_content: self, action: action)
    }

    /// The gesture, its values turned into others by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_content: self, transform: body)
    }
}

/// A gesture that runs an action when the gesture it wraps ends (`.onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    /// The gesture wrapped.
    public var _content: Content
    let action: (Content.Value) -> Void
}

/// A gesture that runs an action when the value of the gesture it wraps changes (`.onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    /// The gesture wrapped.
    public var _content: Content
    let action: (Content.Value) -> Void
}

/// A gesture whose values are those of the gesture it wraps, transformed (`.map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    /// The gesture wrapped.
    public var _content: Content
    let transform: (Content.Value) -> Value
}

/// The recognizer of a gesture that wraps one other and watches its updates.
class WrapperRecognizer: Recognizer {
    var content: Recognizer?

    override var claimed: Bool { content?.claimed ?? false }
    override var wantsClock: Bool { content?.wantsClock ?? false }
    override var isUnderWay: Bool { content?.isUnderWay ?? false }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        guard let content else { return .failed }
        return observe(content.handle(event))
    }

    override func cancel() {
        content?.cancel()
        cancelled()
    }

    /// What the wrapper does with the update of the gesture it wraps; returns the update it reports.
    func observe(_ update: GestureUpdate) -> GestureUpdate { update }
    /// The gesture under way was cancelled.
    func cancelled() {}
}

final class EndedRecognizer: WrapperRecognizer {
    var action: (Any) -> Void = { _ in }

    override func observe(_ update: GestureUpdate) -> GestureUpdate {
        if case let .ended(value) = update { action(value) }
        return update
    }
}

final class ChangedRecognizer: WrapperRecognizer {
    var action: (Any) -> Void = { _ in }
    var isEqual: (Any, Any) -> Bool = { _, _ in false }
    /// The value last reported, within the gesture under way: SwiftUI's `onChanged` runs when it changes.
    private var last: Any?

    override func observe(_ update: GestureUpdate) -> GestureUpdate {
        switch update {
        case let .changed(value):
            if last.map({ !isEqual($0, value) }) ?? true { action(value) }
            last = value
        case .ended, .failed:
            last = nil
        case .none:
            break
        }
        return update
    }

    override func cancelled() { last = nil }
}

final class MapRecognizer: WrapperRecognizer {
    var transform: (Any) -> Any? = { $0 }

    override func observe(_ update: GestureUpdate) -> GestureUpdate {
        switch update {
        case let .changed(value): return transform(value).map { .changed($0) } ?? .none
        case let .ended(value): return transform(value).map { .ended($0) } ?? .failed
        case .none, .failed: return update
        }
    }
}

extension _EndedGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let wrapper = old as? EndedRecognizer ?? EndedRecognizer()
        wrapper.content = Reflow.recognizer(for: _content, reusing: wrapper.content)
        let action = self.action
        wrapper.action = { value in gestureValue(value, as: Content.Value.self).map(action) }
        return wrapper
    }
}

extension _ChangedGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let wrapper = old as? ChangedRecognizer ?? ChangedRecognizer()
        wrapper.content = Reflow.recognizer(for: _content, reusing: wrapper.content)
        let action = self.action
        wrapper.action = { value in gestureValue(value, as: Content.Value.self).map(action) }
        wrapper.isEqual = { a, b in (a as? Content.Value) == (b as? Content.Value) }
        return wrapper
    }
}

extension _MapGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let wrapper = old as? MapRecognizer ?? MapRecognizer()
        wrapper.content = Reflow.recognizer(for: _content, reusing: wrapper.content)
        let transform = self.transform
        wrapper.transform = { value in gestureValue(value, as: Content.Value.self).map(transform) }
        return wrapper
    }
}
