// A text field's input: a press focuses it and places the caret (a drag selects), and while it is focused
// the keys edit it (docs/text-input.md §2). Each edit goes to the binding, whose change builds the views
// again; a caret move alone only redraws.

enum FieldInput {
    /// Gives `node` (a field) its press handler and its focus target for this build.
    static func attach(to node: ViewNode, behavior: TextFieldBehavior, text: Binding<String>,
                       commit: ((TextFieldBehavior) -> Void)?, submits: [() -> Void],
                       onEditingChanged: ((Bool) -> Void)?, isEnabled: Bool) {
        behavior.editsDraft = commit != nil
        let input = node.input
        // The whole field is hit, not only where it draws: an empty plain field draws nothing.
        input.contentShape = { Path($0) }
        input.handler(FieldPressHandler.self, make: FieldPressHandler.init) { handler in
            handler.node = node
            handler.behavior = behavior
            handler.isEnabled = isEnabled
        }
        let graph = node.graph
        let target = FocusTarget(focusesOnPress: isEnabled)
        target.isEnabled = isEnabled
        target.focusChanged = { [weak graph] focused in
            behavior.isFocused = focused
            // Focus that arrives from the keyboard or from code puts the caret at the end; a press then
            // moves it where the press is.
            if focused { behavior.apply(FieldEditor(text: behavior.text, selection: FieldSelection(caret: behavior.text.count))) }
            // A formatted value's draft is committed when focus leaves, as on Return.
            if !focused { commit?(behavior) }
            onEditingChanged?(focused)
            graph?.requestRedraw()
        }
        if isEnabled {
            target.handleKey = { [weak node] press in
                guard let node else { return false }
                return handleKey(press, node: node, behavior: behavior, text: text, commit: commit, submits: submits)
            }
        }
        input.focus = target
    }

    /// What a key does to a focused field; false for keys a field leaves to the views around it (Tab,
    /// shortcuts it does not know).
    static func handleKey(_ press: KeyPress, node: ViewNode, behavior: TextFieldBehavior, text: Binding<String>,
                          commit: ((TextFieldBehavior) -> Void)?, submits: [() -> Void]) -> Bool {
        var editor = behavior.editor
        let extending = press.modifiers.contains(.shift)
        let size = node.drawnFrame.size
        let measurer = node.graph.textMeasurer
        var keepsGoal = false
        // Control (a PC's word key) or Option (a Mac's) with the arrows and Backspace works by words.
        let byWord = press.modifiers.contains(.control) || press.modifiers.contains(.option)
        if byWord && (press.key == .leftArrow || press.key == .rightArrow) {
            let forward = press.key == .rightArrow
            editor.move(to: editor.wordBoundary(from: editor.selection.head, forward: forward), extending: extending)
        } else if byWord && press.key == .delete {
            editor.deleteWordBackward()
        } else if press.modifiers.contains(.control) || press.modifiers.contains(.command) {
            // Control-A (Command-A on a Mac keyboard) selects everything; other shortcuts are not a field's.
            guard press.key.character.lowercased() == "a" || press.characters.lowercased() == "a" else { return false }
            editor.selectAll()
        } else {
            switch press.key {
            case .leftArrow:
                editor.move(by: -1, extending: extending)
            case .rightArrow:
                editor.move(by: 1, extending: extending)
            case .upArrow, .downArrow:
                let move = behavior.verticalMove(by: press.key == .upArrow ? -1 : 1, size: size, measurer: measurer)
                editor.move(to: move.offset, extending: extending)
                behavior.setGoal(move.goal)
                keepsGoal = true
            case .home:
                editor.move(to: behavior.lineBoundary(toEnd: false, size: size, measurer: measurer), extending: extending)
            case .end:
                editor.move(to: behavior.lineBoundary(toEnd: true, size: size, measurer: measurer), extending: extending)
            case .delete:
                editor.deleteBackward()
            case .deleteForward:
                editor.deleteForward()
            case .return:
                if behavior.configuration.isVertical {
                    editor.insert("\n")
                } else {
                    // Return submits a one-line field: a formatted value takes the draft, then the
                    // `.onSubmit` actions run, innermost first.
                    commit?(behavior)
                    for submit in submits { submit() }
                    node.graph.requestRedraw()
                    return true
                }
            case .escape:
                // Escape leaves the field (focus goes, as a click elsewhere takes it), and goes no further:
                // the window's own Escape (quit, leave presenting) would lose what was being typed.
                node.graph.onFocusRequest?(nil)
                return true
            case .tab:
                return false
            default:
                guard press.key.typesText, !press.characters.isEmpty else { return false }
                let typed = press.characters.filter { !$0.isNewline || behavior.configuration.isVertical }
                guard !typed.isEmpty else { return true }
                editor.insert(typed)
            }
        }
        let changed = editor.text != behavior.text
        behavior.apply(editor, keepsGoal: keepsGoal)
        if changed { text.wrappedValue = editor.text }
        node.graph.requestRedraw()
        return true
    }
}

/// A press on a field: places the caret at the nearest character boundary (Shift extends the selection
/// there), and a drag from it selects.
final class FieldPressHandler: PointerHandler {
    weak var node: ViewNode?
    var behavior: TextFieldBehavior?
    /// How far a press moves before it is a selecting drag rather than a click.
    static let slop: CGFloat = 3

    private func offset(at sample: PointerSample) -> Int? {
        guard let node, let behavior else { return nil }
        return behavior.offset(at: sample.localLocation, size: node.drawnFrame.size, measurer: node.graph.textMeasurer)
    }

    private func select(_ offset: Int, extending: Bool) {
        guard let behavior else { return }
        var editor = behavior.editor
        editor.move(to: offset, extending: extending)
        behavior.apply(editor)
        node?.graph.requestRedraw()
    }

    /// When and where the last press began: a second press soon after, close by, is a double click.
    private var lastPress: (time: Double, location: CGPoint)?
    /// A double click's longest pause and distance (as `TapHandler`'s double tap).
    static let doubleClickInterval = 0.4
    static let doubleClickDistance: CGFloat = 4

    override func began(_ sample: PointerSample) -> PointerVerdict {
        guard let offset = offset(at: sample), let behavior else { return .failed }
        let isDouble = lastPress.map {
            sample.time - $0.time <= Self.doubleClickInterval
                && hypot(sample.location.x - $0.location.x, sample.location.y - $0.location.y) <= Self.doubleClickDistance
        } ?? false
        lastPress = isDouble ? nil : (sample.time, sample.location)
        if isDouble {
            // A double click selects the word under it.
            var editor = behavior.editor
            editor.selectWord(at: offset)
            behavior.apply(editor)
            node?.graph.requestRedraw()
            return .undecided
        }
        select(offset, extending: sample.modifiers.contains(.shift))
        return .undecided
    }

    override func moved(_ sample: PointerSample) -> PointerVerdict {
        guard let offset = offset(at: sample) else { return .failed }
        select(offset, extending: true)
        let t = sample.translation
        return t.width * t.width + t.height * t.height > Self.slop * Self.slop ? .recognized : .undecided
    }

    override func ended(_ sample: PointerSample) -> PointerVerdict {
        // The field takes the click: a tap gesture around it does not also fire.
        .recognized
    }
}
