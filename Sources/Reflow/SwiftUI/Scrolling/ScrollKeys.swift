import Foundation

// The keys that scroll (layout rules §16.4): when no focused view and no `.onKeyPress` took a key, the arrows
// move a scroll view by a line, Page Up / Page Down (and Space, Shift-Space) by a viewport less a line, Home and
// End to its ends. The scroll view is the innermost one around the focused view, else the innermost one under
// the pointer, else the first one drawn, that can move along the key's axis.

/// How far an arrow key scrolls, in points: a line of text and some (Decision, close to a desktop browser's 40).
let scrollLineStep: CGFloat = 40

extension ViewHost {
    /// Scrolls a scroll view for `press`; true when one took it.
    func scrollForKey(_ press: KeyPress, focused: ViewNode?, root: ViewNode) -> Bool {
        guard press.modifiers.subtracting([.shift]).isEmpty else { return false }
        let vertical: Bool
        switch press.key {
        case .upArrow, .downArrow, .pageUp, .pageDown, .home, .end, .space: vertical = true
        case .leftArrow, .rightArrow: vertical = false
        default: return false
        }
        if press.key != .space, !press.modifiers.isEmpty { return false }
        let axis: Axis.Set = vertical ? .vertical : .horizontal
        func usable(_ node: ViewNode) -> ScrollStore? {
            guard let store = Self.scrollStore(of: node), store.axes.contains(axis),
                  vertical ? store.maximumOffset.y > 0 : store.maximumOffset.x > 0,
                  let handler = node.inputIfAny?.pointerHandlers.first(where: { $0 is ScrollHandler }) as? ScrollHandler,
                  handler.scrollsByInput else { return nil }
            return store
        }
        var store: ScrollStore?
        if let focused {
            var node: ViewNode? = focused
            while let current = node, store == nil { store = usable(current); node = current.parent }
        }
        if store == nil, let location = inputState.lastLocation {
            store = (inputRoot?.hitPath(at: location) ?? []).lazy.compactMap { usable($0.node) }.first
        }
        if store == nil {
            root.forEachDrawn { node, _ in if store == nil { store = usable(node) } }
        }
        guard let store else { return false }
        let page = max(store.viewportSize.height - scrollLineStep, store.viewportSize.height / 2)
        var offset = store.offset
        // A horizontal arrow towards the trailing edge scrolls forwards; in a right-to-left layout the right
        // arrow goes backwards.
        let forwards: CGFloat = store.layoutDirection == .rightToLeft ? -1 : 1
        switch press.key {
        case .upArrow: offset.y -= scrollLineStep
        case .downArrow: offset.y += scrollLineStep
        case .leftArrow: offset.x -= scrollLineStep * forwards
        case .rightArrow: offset.x += scrollLineStep * forwards
        case .pageUp: offset.y -= page
        case .pageDown: offset.y += page
        case .space: offset.y += press.modifiers.contains(.shift) ? -page : page
        case .home: offset.y = 0
        case .end: offset.y = store.maximumOffset.y
        default: break
        }
        store.stop()
        store.scroll(to: offset)
        return true
    }

    /// The store of the scroll view whose node `node` is, if it is one.
    static func scrollStore(of node: ViewNode) -> ScrollStore? {
        (node.behavior as? LayoutBehavior<ScrollLayout>)?.layout.store
    }
}
