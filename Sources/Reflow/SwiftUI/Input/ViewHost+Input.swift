// Input: the host takes pointer and key events (from a window, or from the headless calls `tap`, `drag`,
// `scroll`, `type`, `press`), finds the views under the pointer (`SwiftUI/Input/HitTest.swift`), and hands the events to
// their handlers, which compete for a press as SwiftUI's gestures do. Every event is one host operation, so
// the state changes its actions make build the views once, when it is over.

/// The host's input state: the press under way, the views under the pointer, the focused view.
final class HostInputState {
    /// The press under way, if any.
    var press: Press?
    /// The views with hover actions that the pointer is over.
    var hovered: [ViewNode] = []
    /// The focused view, if any (weak: a view that leaves the tree loses focus).
    weak var focused: ViewNode?
    /// Whether focus was moved with the keyboard, which shows the focus ring (as a desktop shows it only then).
    var showsFocusRing = false
    /// Where the pointer was last, in host coordinates.
    var lastLocation: CGPoint?
    /// Handlers that asked for the clock after a press ended or a wheel moved (`PointerHandler.wantsClock`).
    var waiting: [PointerHandler] = []
    /// The popup shown above the views (a menu's list), if any: it takes input first (`ViewHost+Popup.swift`).
    var popup: PresentedPopup?
    /// Popups shown below `popup`, bottom first: a presentation whose views opened a menu or another
    /// presentation (`ViewHost+Popup.swift`). Drawn, but input goes to `popup`.
    var popupsBelow: [PresentedPopup] = []

    /// One press: where it began, and the handlers still competing for it, in the order they are asked.
    final class Press {
        let start: CGPoint
        let startTime: Double
        var location: CGPoint
        var modifiers: EventModifiers
        var candidates: [Candidate]
        /// The handler that recognised its gesture, if one did: it alone (with simultaneous ones) hears the
        /// rest of the press.
        var winner: Candidate?

        init(start: CGPoint, time: Double, modifiers: EventModifiers, candidates: [Candidate]) {
            self.start = start
            startTime = time
            location = start
            self.modifiers = modifiers
            self.candidates = candidates
        }
    }

    /// A handler taking part in a press, and its view.
    struct Candidate {
        let handler: PointerHandler
        let view: HitView
        /// The view and the views around it, innermost first (for coordinate spaces).
        let enclosing: ArraySlice<HitView>
    }
}

extension ViewHost {
    // MARK: Headless input

    /// Taps at `point` (host coordinates): a press and a release there, as a click in a window.
    public func tap(at point: CGPoint) {
        pointerPressed(at: point, modifiers: [])
        pointerReleased(at: point, modifiers: [])
    }

    /// Drags from `start` to `end`: a press at `start`, moves in steps along the line, and a release at `end`.
    public func drag(from start: CGPoint, to end: CGPoint) {
        pointerPressed(at: start, modifiers: [])
        let steps = 10
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            pointerMoved(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t),
                         modifiers: [])
        }
        pointerReleased(at: end, modifiers: [])
    }

    /// Scrolls by `delta` points (a wheel or trackpad delta; positive moves the content up and left, as
    /// scrolling down and right does) over `point`.
    public func scroll(by delta: CGSize, at point: CGPoint) {
        scroll(by: delta, at: point, modifiers: [])
    }

    /// Types `text` into the focused view, one key per character.
    public func type(_ text: String) {
        for character in text {
            _ = keyPressed(KeyEquivalent(character), characters: String(character), modifiers: [])
        }
    }

    /// Presses `key` (`.tab`, `.space`, `.return`, arrows, or a character's key).
    public func press(_ key: KeyEquivalent) {
        _ = keyPressed(key, characters: key.typesText ? String(key.character) : "", modifiers: [])
    }

    // MARK: Pointer

    /// A press of the pointer's main button at `point`.
    @_spi(Viewer)
    public func pointerPressed(at point: CGPoint, modifiers: EventModifiers) {
        operation {
            inputState.press?.candidates.forEach { $0.handler.cancelled() }
            inputState.lastLocation = point
            let path = inputRoot?.hitPath(at: point) ?? []
            if inputState.popup != nil, path.isEmpty {
                // A press outside the popup closes it and does nothing else.
                inputState.press = nil
                dismissPopup()
                return
            }
            focusOnPress(path)
            let candidates = Self.candidates(on: path)
            let press = HostInputState.Press(start: point, time: graph.time, modifiers: modifiers,
                                             candidates: candidates)
            inputState.press = press
            // A gesture may recognise as the press begins (a drag with no minimum distance).
            deliver(to: press) { $0.handler.began($1) }
        }
    }

    /// The pointer moved to `point`, pressed or not.
    @_spi(Viewer)
    public func pointerMoved(to point: CGPoint, modifiers: EventModifiers) {
        operation {
            inputState.lastLocation = point
            if let press = inputState.press {
                press.location = point
                press.modifiers = modifiers
                deliver(to: press) { $0.handler.moved($1) }
            }
            updateHover(at: point)
        }
    }

    /// The pointer's main button went up at `point`: the press ends.
    @_spi(Viewer)
    public func pointerReleased(at point: CGPoint, modifiers: EventModifiers) {
        operation {
            guard let press = inputState.press else { return }
            press.location = point
            press.modifiers = modifiers
            inputState.press = nil
            // Handlers that go on waiting for the clock once the press is over (a tap waiting for its second).
            defer { keepWaiting(press.candidates.map(\.handler)) }
            if let winner = press.winner {
                // The recognised gesture finishes (a drag's end); simultaneous ones end alongside it.
                _ = winner.handler.ended(sample(of: press, for: winner))
                for candidate in press.candidates where candidate.handler !== winner.handler {
                    _ = candidate.handler.ended(sample(of: press, for: candidate))
                }
                return
            }
            var recognized = false
            for candidate in press.candidates {
                if recognized && candidate.handler.priority != .simultaneous {
                    candidate.handler.cancelled()
                    continue
                }
                if candidate.handler.ended(sample(of: press, for: candidate)) == .recognized,
                   candidate.handler.priority != .simultaneous {
                    recognized = true
                }
            }
        }
    }

    /// The pointer left the window: hovered views are told it left.
    @_spi(Viewer)
    public func pointerExited() {
        operation {
            inputState.lastLocation = nil
            for node in inputState.hovered { node.inputIfAny?.hoverActions.forEach { $0(false) } }
            inputState.hovered = []
        }
    }

    /// A wheel or trackpad scroll of `delta` points over `point`: the innermost view that uses it takes it.
    @_spi(Viewer)
    public func scroll(by delta: CGSize, at point: CGPoint, modifiers: EventModifiers) {
        operation {
            let path = inputRoot?.hitPath(at: point) ?? []
            let press = HostInputState.Press(start: point, time: graph.time, modifiers: modifiers, candidates: [])
            let candidates = Self.candidates(on: path)
            var taken = false
            for candidate in candidates {
                if candidate.handler.scrolled(by: delta, at: sample(of: press, for: candidate)) {
                    taken = true
                    break
                }
            }
            // A view drawn over a scroll view (a `.border`, an overlay) does not keep the wheel from it.
            if !taken, let root = inputRoot { root.scrollViewsUnder(point).first { $0.wheel(by: delta, modifiers: modifiers) } }
            // A wheel gesture ends when the wheel rests: it waits for the clock.
            keepWaiting(candidates.map(\.handler))
        }
    }

    /// The handlers on the views of `path`, enabled, in the order they compete: high-priority ones from the
    /// outermost view in, then the others from the innermost view out (SwiftUI lets the innermost gesture
    /// win, and a `.highPriorityGesture` win over the gestures inside).
    private static func candidates(on path: [HitView]) -> [HostInputState.Candidate] {
        var high: [HostInputState.Candidate] = [], others: [HostInputState.Candidate] = []
        // A view whose gesture masks out its subviews' (`including: .gesture`) leaves out the views inside it:
        // the outermost such view decides.
        let first = path.indices.last { index in
            path[index].node.inputIfAny?.pointerHandlers.contains { $0.blocksSubviews } ?? false
        } ?? 0
        for index in path.indices where index >= first {
            let view = path[index]
            guard let input = view.node.inputIfAny else { continue }
            for handler in input.pointerHandlers where handler.isEnabled {
                let candidate = HostInputState.Candidate(handler: handler, view: view, enclosing: path[index...])
                if handler.priority == .high { high.insert(candidate, at: 0) } else { others.append(candidate) }
            }
        }
        return high + others
    }

    /// Hands one event of `press` to its candidates in order; the first that recognises cancels the others
    /// (but the simultaneous ones); failed ones drop out.
    private func deliver(to press: HostInputState.Press,
                         _ event: (HostInputState.Candidate, PointerSample) -> PointerVerdict) {
        if let winner = press.winner {
            for candidate in press.candidates where candidate.handler === winner.handler
                || candidate.handler.priority == .simultaneous {
                _ = event(candidate, sample(of: press, for: candidate))
            }
            return
        }
        var kept: [HostInputState.Candidate] = []
        for candidate in press.candidates {
            if let winner = press.winner, winner.handler.priority != .simultaneous,
               candidate.handler.priority != .simultaneous {
                candidate.handler.cancelled()
                continue
            }
            switch event(candidate, sample(of: press, for: candidate)) {
            case .failed:
                continue
            case .recognized:
                if candidate.handler.priority != .simultaneous {
                    press.winner = candidate
                    // Those asked before it lose too.
                    for earlier in kept where earlier.handler.priority != .simultaneous { earlier.handler.cancelled() }
                    kept.removeAll { $0.handler.priority != .simultaneous }
                }
                kept.append(candidate)
            case .undecided:
                kept.append(candidate)
            }
        }
        press.candidates = kept
    }

    /// The host's clock moved while a press is held: handlers that recognise with time are told.
    func pressHeld() {
        guard let press = inputState.press else { return }
        deliver(to: press) { $0.handler.timePassed($1) }
    }

    /// The clock moved: handlers waiting for it outside a press are told (`PointerHandler.wantsClock`), and
    /// those that no longer want it stop waiting.
    func clockMoved() {
        guard !inputState.waiting.isEmpty else { return }
        let waiting = inputState.waiting
        for handler in waiting { handler.clockMoved(to: graph.time) }
        inputState.waiting.removeAll { !$0.wantsClock }
    }

    /// Adds the handlers among `handlers` that want the clock to those waiting for it.
    private func keepWaiting(_ handlers: [PointerHandler]) {
        for handler in handlers where handler.wantsClock && !inputState.waiting.contains(where: { $0 === handler }) {
            inputState.waiting.append(handler)
        }
    }

    /// Whether a handler needs the clock to move: a press held on a long press, a tap waiting for its second.
    var inputWantsClock: Bool {
        !inputState.waiting.isEmpty || (inputState.press?.candidates.contains { $0.handler.wantsClock } ?? false)
    }

    private func sample(of press: HostInputState.Press, for candidate: HostInputState.Candidate) -> PointerSample {
        let view = candidate.view
        return PointerSample(location: press.location, localLocation: view.local(press.location),
                             startLocation: press.start, startLocalLocation: view.local(press.start),
                             time: graph.time, startTime: press.startTime, modifiers: press.modifiers,
                             enclosingViews: candidate.enclosing)
    }

    private func updateHover(at point: CGPoint) {
        guard graph.hasInput || !inputState.hovered.isEmpty else { return }
        let now = (inputRoot?.hitPath(at: point) ?? []).map(\.node).filter { !($0.inputIfAny?.hoverActions.isEmpty ?? true) }
        for node in inputState.hovered where !now.contains(where: { $0 === node }) {
            node.inputIfAny?.hoverActions.forEach { $0(false) }
        }
        for node in now where !inputState.hovered.contains(where: { $0 === node }) {
            node.inputIfAny?.hoverActions.forEach { $0(true) }
        }
        inputState.hovered = now
    }

    // MARK: Keys and focus

    /// A key pressed in the window. The focused view takes it first (typing, a slider's arrows, Space and
    /// Return pressing a button), then `.onKeyPress` actions from the focused view outwards (every view's when
    /// none is focused), then Tab moves focus. Returns false when no view took it: the window's own keys act.
    @_spi(Viewer)
    public func keyPressed(_ key: KeyEquivalent, characters: String, modifiers: EventModifiers) -> Bool {
        var taken = false
        operation {
            let press = KeyPress(key: key, characters: characters, modifiers: modifiers)
            taken = dispatchKey(press)
        }
        return taken
    }

    private func dispatchKey(_ press: KeyPress) -> Bool {
        guard graph.hasInput, let root = inputRoot else { return false }
        if inputState.popup != nil, press.key == .escape {
            dismissPopup()
            return true
        }
        let focused = inputState.focused.flatMap { isInTree($0) ? $0 : nil }
        if let target = focused?.inputIfAny?.focus {
            if let handleKey = target.handleKey, handleKey(press) { return true }
            if (press.key == .space || press.key == .return), press.modifiers.isEmpty, let activate = target.activate {
                activate()
                return true
            }
        }
        // `.onKeyPress`: from the focused view out to the root; with nothing focused, every view's, in order.
        var chain: [ViewNode] = []
        if let focused {
            var node: ViewNode? = focused
            while let current = node { chain.append(current); node = current.parent }
        } else {
            root.forEachDrawn { node, _ in if !(node.inputIfAny?.keyActions.isEmpty ?? true) { chain.append(node) } }
        }
        for node in chain {
            for action in node.inputIfAny?.keyActions ?? [] where action.keys?.contains(press.key) ?? true {
                if action.phases.contains(.down), action.action(press) == .handled { return true }
            }
        }
        // Keys no view took scroll a scroll view (`SwiftUI/Scrolling/ScrollKeys.swift`).
        if scrollForKey(press, focused: focused, root: root) { return true }
        if press.key == .tab {
            return moveFocus(backwards: press.modifiers.contains(.shift))
        }
        return false
    }

    /// Moves focus to the next (or previous) focusable view in the order they are drawn, wrapping round;
    /// false when no view takes focus.
    private func moveFocus(backwards: Bool) -> Bool {
        var focusable: [ViewNode] = []
        inputRoot?.forEachDrawn { node, _ in
            if let focus = node.inputIfAny?.focus, focus.isEnabled {
                focusable.append(node)
            }
        }
        guard !focusable.isEmpty else { return false }
        let current = inputState.focused.flatMap { focused in focusable.firstIndex { $0 === focused } }
        let next: Int
        if let current {
            next = (current + (backwards ? focusable.count - 1 : 1)) % focusable.count
        } else {
            next = backwards ? focusable.count - 1 : 0
        }
        setFocus(focusable[next], ring: true)
        return true
    }

    /// Focuses the innermost view of `path` that takes focus on a press (a text field); a press elsewhere
    /// takes focus away, as a click outside a field does.
    private func focusOnPress(_ path: [HitView]) {
        let target = path.first { $0.node.inputIfAny?.focus?.focusesOnPress == true }?.node
        if target !== inputState.focused { setFocus(target, ring: false) }
    }

    func setFocus(_ node: ViewNode?, ring: Bool) {
        let old = inputState.focused
        inputState.focused = node
        inputState.showsFocusRing = ring && node != nil
        if old !== node {
            old?.inputIfAny?.focus?.focusChanged?(false)
            node?.inputIfAny?.focus?.focusChanged?(true)
            // `@FocusState` values bound to the views focus left and entered follow it.
            focusMoved(from: old, to: node)
        }
        redraw()
    }

    /// Whether `node` is in the latest tree (a node that left it keeps no focus).
    private func isInTree(_ node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let parent = current?.parent { current = parent }
        return current === root || (current != nil && current === inputState.popup?.root)
    }

    /// Draws the focus ring around the focused view when focus came from the keyboard: a presenter driving a
    /// demo with Tab sees where Space will act.
    func appendFocusRing(into list: inout DisplayList) {
        guard inputState.showsFocusRing, let node = inputState.focused, isInTree(node) else { return }
        node.receiveAncestorsMoves()
        let frame = node.drawnFrame.insetBy(dx: -3, dy: -3)
        list.items.append(.stroke(.roundedRectangle(cornerRadius: 6), frame: frame,
                                  color: Color(red: 0, green: 0.478, blue: 1).opacity(0.85), lineWidth: 3))
    }
}
