// Moves of unchanged subtrees, handed down lazily, and the walks that can only see frames once they are handed
// down. A resize that moves a subtree of a thousand views without changing it moves one node: the others follow
// when something reaches them. Nothing can reach a subview's frame before its container's moves are handed
// on: a layout pass hands them on before it lays the subviews out (`layOut`), `ViewNode.children` hands them on
// before it returns the subviews, and a single node is brought up to date by `receiveAncestorsMoves()`.

extension ViewNode {
    /// Moves the subtree's frames by `layout`, and where it is drawn by `layout + drawing` (a change in the
    /// ancestors' content offsets). Only this node moves now; its subviews follow when they are next reached.
    @inline(__always)
    func move(layout: CGSize, drawing: CGSize) {
        move(to: CGPoint(x: record.frame.origin.x + layout.width, y: record.frame.origin.y + layout.height),
             layout: layout, drawing: drawing)
    }

    /// Puts the node's frame at `origin` (where its container placed it, exactly) and moves its subtree by
    /// `layout`, its drawing by `layout + drawing`, as `move(layout:drawing:)` does.
    @inline(__always)
    func move(to origin: CGPoint, layout: CGSize, drawing: CGSize) {
        record.frame.origin = origin
        if drawing != .zero {
            record.drawingShift.width += drawing.width
            record.drawingShift.height += drawing.height
        }
        if record.isMoving { updateDrawnFrame() }
        if record.hasSubviews {
            record.pendingMove.width += layout.width
            record.pendingMove.height += layout.height
            // Usually zero (no `.offset` changed): then its cache line is not touched.
            if drawing != .zero {
                record.pendingDrawingMove.width += drawing.width
                record.pendingDrawingMove.height += drawing.height
            }
        }
    }

    /// Hands the subviews the moves this node has not handed on yet. The check is inlined: most nodes a pass
    /// lays out have none to hand on, and the call cost more than the check.
    @inline(__always)
    func passOnMoves() {
        let layout = record.pendingMove, drawing = record.pendingDrawingMove
        guard layout != .zero || drawing != .zero else { return }
        passOnMoves(layout: layout, drawing: drawing)
    }

    @inline(never)
    private func passOnMoves(layout: CGSize, drawing: CGSize) {
        record.pendingMove = .zero
        record.pendingDrawingMove = .zero
        record.subviews.forEachNode { $0.move(layout: layout, drawing: drawing) }
    }

    /// Brings the node's own frame up to date with its ancestors' moves: for reading one node's frame without
    /// walking the tree from the root.
    func receiveAncestorsMoves() {
        var ancestors: [ViewNode] = []
        var node = parent
        while let current = node {
            ancestors.append(current)
            node = current.parent
        }
        for ancestor in ancestors.reversed() { ancestor.passOnMoves() }
    }

    // MARK: Walks

    /// Visits the node and its subtree, containers before their subviews, each with its frame current.
    func forEachInSubtree(_ visit: (ViewNode) -> Void) {
        visit(self)
        for child in children { child.forEachInSubtree(visit) }
    }

    /// Visits the drawn nodes of the subtree, containers before their subviews, each with its frame current
    /// and the opacity it is drawn with (0 for a transparent one, which is still visited: it has an outline). A
    /// node that is not drawn (`NodeTraits.isDrawn`) is skipped with its subtree.
    func forEachDrawn(opacity: Double = 1, _ visit: (ViewNode, Double) -> Void) {
        guard traits.isDrawn else { return }
        let opacity = opacity * traits.opacity
        visit(self, opacity)
        for child in children { child.forEachDrawn(opacity: opacity, visit) }
    }
}
