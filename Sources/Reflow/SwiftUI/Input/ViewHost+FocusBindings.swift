// Keeps `.focused` bindings and the host's focus in step (docs/text-input.md §3):
// - focus moving (a press, Tab, code) tells the bindings of the views it leaves and enters (`focusMoved`);
// - after every build, a binding whose state asks for focus that its view does not have moves focus there,
//   and focus inside a view whose binding says it has none goes (`reconcileFocusBindings`): setting the state
//   from code builds the views again, so this is where the change reaches the focus.
// Hosts without `.focused` modifiers pay one empty-array check per build.

extension ViewHost {
    /// Focus moved from `old` to `new`: bindings of views that held the old focus and not the new one are
    /// cleared first, then those that hold the new one and did not hold the old are set (so that two views
    /// sharing one optional state end with the new view's value).
    func focusMoved(from old: ViewNode?, to new: ViewNode?) {
        let nodes = graph.focusBindingNodes
        guard !nodes.isEmpty else { return }
        var entered: [FocusBindingLink] = []
        for node in nodes {
            guard let links = node.inputIfAny?.focusBindings, !links.isEmpty else { continue }
            let heldOld = old.map { Self.node($0, isInside: node) } ?? false
            let holdsNew = new.map { Self.node($0, isInside: node) } ?? false
            if heldOld && !holdsNew { links.forEach { $0.lost() } }
            if holdsNew && !heldOld { entered.append(contentsOf: links) }
        }
        entered.forEach { $0.gained() }
    }

    /// Moves focus where the bindings of the latest build ask for it (see the file's comment).
    func reconcileFocusBindings() {
        let nodes = graph.focusBindingNodes
        guard !nodes.isEmpty, let root else { return }
        let focused = inputState.focused.flatMap { Self.node($0, isInside: root) ? $0 : nil }
        for node in nodes {
            guard let links = node.inputIfAny?.focusBindings, links.contains(where: { $0.isWanted() }) else { continue }
            if let focused, Self.node(focused, isInside: node) { return }
            if let target = Self.firstFocusable(in: node) {
                setFocus(target, ring: false)
                return
            }
        }
        // No binding asks for focus: focus in a view bound to a state that now says it has none goes.
        if let focused, nodes.contains(where: { Self.node(focused, isInside: $0) }) {
            setFocus(nil, ring: false)
        }
    }

    /// Whether `node` is `container` or inside it.
    static func node(_ node: ViewNode, isInside container: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let step = current {
            if step === container { return true }
            current = step.parent
        }
        return false
    }

    /// The first view in `container` (itself included), in drawing order, that takes focus and is enabled.
    private static func firstFocusable(in container: ViewNode) -> ViewNode? {
        var found: ViewNode?
        container.forEachDrawn { node, _ in
            if found == nil, let focus = node.inputIfAny?.focus, focus.isEnabled { found = node }
        }
        return found
    }
}
