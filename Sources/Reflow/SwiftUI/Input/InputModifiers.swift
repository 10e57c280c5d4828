// The modifiers that give views input: taps, hover, keys, focus, and how they are hit.

/// Attaches input to each node of its content (as trait modifiers reach every view of a group); `attach` is
/// given the node's input and whether the environment has the view enabled.
struct InputModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let attach: (NodeInput, Bool) -> Void

    func resolve(into resolver: inout Resolver) {
        let isEnabled = resolver.environment.isEnabled
        resolver.forEachNode(of: { $0.resolve(content) }) { attach($0.input, isEnabled) }
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times in a row (a press and release that stays within
    /// 10 points, each within 0.4 s of the last).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: .local) { _ in action() }
    }

    /// Runs `action` with the tap's location in `coordinateSpace` (the view's own by default) when the view
    /// is tapped: a `SpatialTapGesture` (`SwiftUI/Gestures/TapGesture.swift`).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        InputModifierView(content: self) { input, isEnabled in
            if isEnabled { input.hoverActions.append(action) }
        }
    }

    /// Runs `action` when `key` is pressed while the view (or one inside it) has focus, or when no view has
    /// focus; `.handled` keeps the key from the views around and the window.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        keyAction(KeyAction(keys: [key], phases: .down) { _ in action() })
    }

    /// Runs `action` for any of `keys`, in `phases`.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyAction(KeyAction(keys: keys, phases: phases, action: action))
    }

    /// Runs `action` for every key press in `phases`.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyAction(KeyAction(keys: nil, phases: phases, action: action))
    }

    /// Runs `action` when a key typing one of `characters` is pressed.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyAction(KeyAction(keys: nil, phases: phases) { press in
            guard !press.characters.isEmpty,
                  press.characters.unicodeScalars.allSatisfy({ characters.contains($0) }) else { return .ignored }
            return action(press)
        })
    }

    private func keyAction(_ action: KeyAction) -> some View {
        InputModifierView(content: self) { input, isEnabled in
            if isEnabled { input.keyActions.append(action) }
        }
    }

    /// Whether the view and the views inside it take pointer input; false lets presses through to the views
    /// behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        InputModifierView(content: self) { input, _ in
            if !enabled { input.allowsHitTesting = false }
        }
    }

    /// Makes the view hit inside `shape` (in its frame) rather than only where it draws:
    /// `.contentShape(Rectangle())` makes the gaps of a stack tappable.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        InputModifierView(content: self) { input, _ in
            input.contentShape = { shape.path(in: $0) }
        }
    }

    /// Lets the view take focus with Tab, so that its `.onKeyPress` actions hear keys.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        InputModifierView(content: self) { input, isEnabled in
            guard isFocusable else { return }
            let target = FocusTarget()
            target.isEnabled = isEnabled
            input.focus = target
        }
    }

    /// Turns input off for the view and the views inside it (`\.isEnabled` becomes false), as SwiftUI's
    /// `.disabled(true)` does; controls draw themselves dimmed.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self) { if disabled { $0.isEnabled = false } }
    }
}
