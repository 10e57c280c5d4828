// The modifiers that attach gestures to views. A gesture attaches to each node of its view, as
// `.onTapGesture` does, through a `GestureHandler` kept by position across builds.

extension View {
    /// Adds `gesture` to the view. When it and a gesture of a view inside both recognise, the inner one wins
    /// (docs/input-rules.md §5); `mask` turns off this gesture (`.subviews`), those of the views inside
    /// (`.gesture`), or both (`.none`).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attach(gesture, priority: .normal, mask: mask)
    }

    /// Adds `gesture` with precedence over the gestures of the views inside: it is asked first, and when it
    /// recognises theirs are cancelled.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attach(gesture, priority: .high, mask: mask)
    }

    /// Adds `gesture` to recognise alongside the view's other gestures and those of the views inside, without
    /// cancelling them or being cancelled.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attach(gesture, priority: .simultaneous, mask: mask)
    }

    /// Adds `gesture`, or leaves it out when `isEnabled` is false (iOS 18).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attach(gesture, priority: .normal, mask: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` with precedence over the gestures of the views inside, or leaves it out (iOS 18).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attach(gesture, priority: .high, mask: isEnabled ? .all : .subviews)
    }

    /// Adds `gesture` to recognise alongside the others, or leaves it out (iOS 18).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attach(gesture, priority: .simultaneous, mask: isEnabled ? .all : .subviews)
    }

    private func attach<T: Gesture>(_ gesture: T, priority: PointerPriority, mask: GestureMask) -> some View {
        InputModifierView(content: self) { input, isEnabled in
            input.handler(GestureHandler.self, make: GestureHandler.init) { handler in
                handler.priority = priority
                handler.isEnabled = isEnabled && mask.contains(.gesture)
                handler.blocksSubviews = !mask.contains(.subviews)
                handler.root = recognizer(for: gesture, reusing: handler.root)
            }
        }
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds (0.5 by default) without the
    /// pointer moving more than `maximumDistance` points (10), as the duration passes; `onPressingChanged`
    /// is told true when a press begins and false when it ends, fails or is recognised.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in action() }
        return gesture(PressingGesture(content: press, pressingChanged: onPressingChanged))
    }

    /// Runs `action` after a long press, `pressing` told when a press begins and ends (the older spelling,
    /// deprecated in SwiftUI). Disfavoured, so that `.onLongPressGesture { … }` picks the newer one.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }

    /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped `count` times (iOS
    /// 17's spelling: `.local`, `.global`, `.named("x")`).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
            .onEnded { action($0.location) })
    }
}

/// A gesture telling whether a press is under way on the gesture it wraps: `.onLongPressGesture`'s
/// `onPressingChanged`.
struct PressingGesture<Content: Gesture>: Gesture {
    typealias Value = Content.Value
    typealias Body = Never
    let content: Content
    let pressingChanged: ((Bool) -> Void)?
}

final class PressingRecognizer: WrapperRecognizer {
    var pressingChanged: (Bool) -> Void = { _ in }
    private var isPressing = false

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        let update = super.handle(event)
        switch update {
        case .changed where !isPressing:
            isPressing = true
            pressingChanged(true)
        case .ended, .failed:
            setNotPressing()
        case .changed, .none:
            break
        }
        return update
    }

    override func cancelled() { setNotPressing() }

    private func setNotPressing() {
        guard isPressing else { return }
        isPressing = false
        pressingChanged(false)
    }
}

extension PressingGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let wrapper = old as? PressingRecognizer ?? PressingRecognizer()
        wrapper.content = Reflow.recognizer(for: content, reusing: wrapper.content)
        wrapper.pressingChanged = pressingChanged ?? { _ in }
        return wrapper
    }
}
