/// What a view does with input: the pointer handlers of its gestures and controls, its hover and key
/// actions, whether it takes focus, and how it is hit.
///
/// Kept with the node from build to build (in its `NodeDrawing`), so that a gesture under way keeps its
/// state when the views are built again in the middle of it (a drag whose `onChanged` sets state): each build
/// hands the handler at the same position its new callbacks (`handler(_:make:)`).
final class NodeInput {
    /// The pointer handlers, innermost modifier first; only the first `builtCount` belong to the latest build.
    private var handlers: [PointerHandler] = []
    private var builtCount = 0
    /// `.onHover` actions, told true when the pointer enters the view and false when it leaves.
    var hoverActions: [(Bool) -> Void] = []
    /// `.onKeyPress` actions, innermost first.
    var keyActions: [KeyAction] = []
    /// What the view does with focus, if it takes it (a control, a text field, `.focusable()`).
    var focus: FocusTarget?
    /// Whether the view and its subviews take pointer input (`.allowsHitTesting(false)` says no).
    var allowsHitTesting = true
    /// The outline in which the view is hit (`.contentShape`), in the view's frame; nil: where it draws.
    var contentShape: ((CGRect) -> Path)?
    /// The `.focused` bindings of the view (`FocusState.swift`).
    var focusBindings: [FocusBindingLink] = []

    /// The handlers of the latest build.
    var pointerHandlers: ArraySlice<PointerHandler> { handlers.prefix(builtCount) }

    /// Starts a build: the modifiers resolved next attach their handlers again, in order.
    func beginBuild() {
        builtCount = 0
        hoverActions.removeAll()
        keyActions.removeAll()
        focus = nil
        allowsHitTesting = true
        contentShape = nil
        if !focusBindings.isEmpty { focusBindings.removeAll() }
    }

    /// The handler at the next position, of `Handler`'s kind: the one the previous build had there (with its
    /// state under way), or a new one made by `make`; `configure` gives it this build's callbacks.
    func handler<Handler: PointerHandler>(_ kind: Handler.Type, make: () -> Handler,
                                          configure: (Handler) -> Void) {
        let handler: Handler
        if builtCount < handlers.count, let old = handlers[builtCount] as? Handler {
            handler = old
        } else {
            handler = make()
            if builtCount < handlers.count { handlers[builtCount] = handler } else { handlers.append(handler) }
        }
        configure(handler)
        builtCount += 1
    }

    /// Whether the input does anything the host has to look for.
    var isEmpty: Bool {
        builtCount == 0 && hoverActions.isEmpty && keyActions.isEmpty && focus == nil && allowsHitTesting
            && contentShape == nil && focusBindings.isEmpty
    }
}

/// An `.onKeyPress` action and the keys and phases it is for.
struct KeyAction {
    /// The keys it wants; nil for every key.
    let keys: Set<KeyEquivalent>?
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result
}

/// What a focusable view does with focus: controls and text fields make one.
final class FocusTarget {
    /// What Space and Return do with the view focused (press a button, flip a toggle); nil for nothing.
    var activate: (() -> Void)?
    /// Keys the view takes while focused before anything else sees them (a text field's typing, a slider's
    /// arrows); returns whether it took the key.
    var handleKey: ((KeyPress) -> Bool)?
    /// Whether a press on the view focuses it (a text field), rather than focus coming only with Tab.
    var focusesOnPress = false
    /// Told when the view gains (true) or loses (false) focus.
    var focusChanged: ((Bool) -> Void)?
    /// Whether the view is enabled: a disabled view is skipped by Tab.
    var isEnabled = true

    init(activate: (() -> Void)? = nil, handleKey: ((KeyPress) -> Bool)? = nil, focusesOnPress: Bool = false) {
        self.activate = activate
        self.handleKey = handleKey
        self.focusesOnPress = focusesOnPress
    }
}

extension ViewNode {
    /// The node's input, made when a modifier first attaches some.
    var input: NodeInput {
        let drawing = self.drawing
        if let input = drawing.input { return input }
        let input = NodeInput()
        drawing.input = input
        graph.hasInput = true
        return input
    }

    /// The node's input if it has any.
    var inputIfAny: NodeInput? { record.drawing?.input }
}
