import Foundation

// What lazy containers need from scrolling: which part of them can be seen, while they are placed, and a way
// for a scroll view to have them placed again when it scrolls.

extension ViewNode {
    /// The part of the host through which the node can be seen, in host coordinates: the viewports of the
    /// scroll views around it, intersected, or the host's bounds when none encloses it. Current while the node
    /// is being placed (its ancestors have their frames then). A lazy container builds the views that fall in
    /// it, and calls `keepAncestorsLayingOut()` while placed, so that a scroll places it again.
    var visibleRectInHost: CGRect {
        var visible = graph.hostBounds
        var ancestor = parent
        while let node = ancestor {
            if node.behavior is LayoutBehavior<ScrollLayout> {
                visible = visible.intersection(node.frameInHost)
            }
            ancestor = node.parent
        }
        return visible.isNull ? .zero : visible
    }
}
