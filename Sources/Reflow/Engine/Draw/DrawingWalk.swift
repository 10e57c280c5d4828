import Foundation

// The walk that turns the laid-out tree into a display list: each drawn node's own drawing, wrapped in the
// pushes and pops of its effects, then its subviews in drawing order (`.zIndex`).

extension ViewNode {
    /// Appends the drawing of the node and its subtree, drawn with `opacity` from the ancestors.
    func appendDrawing(opacity: Double, into list: inout DisplayList) {
        guard traits.isDrawn else { return }
        var opacity = opacity * traits.opacity
        guard let drawing = record.drawing, !drawing.isEmpty else {
            if opacity > 0 { behavior.draw(self, in: drawnFrame, opacity: opacity, into: &list) }
            appendSubviews(children, opacity: opacity, into: &list)
            return
        }
        let frame = drawnFrame
        let (effects, effectOpacity) = drawnEffects(drawing)
        opacity *= effectOpacity
        // The outermost effect (the modifier written last) holds everything inside it.
        for effect in effects.reversed() { list.items.append(.push(effect.drawingEffect(in: frame))) }
        if opacity > 0 { behavior.draw(self, in: frame, opacity: opacity, into: &list) }
        let subviews = children
        if drawing.masksWithLastSubview, let mask = subviews.last {
            // The content in a layer whose alpha the mask view's drawing multiplies (`.mask`); the mask is drawn
            // at full opacity, as only its alpha counts.
            list.items.append(.push(.layer(DrawingLayer(isMasked: true))))
            appendSubviews(subviews.dropLast(), opacity: opacity, into: &list)
            list.items.append(.beginMask)
            mask.appendDrawing(opacity: 1, into: &list)
            list.items.append(.pop)
        } else {
            appendSubviews(subviews, opacity: opacity, into: &list)
        }
        for _ in effects { list.items.append(.pop) }
    }

    private func appendSubviews<C: Collection<ViewNode>>(_ subviews: C, opacity: Double, into list: inout DisplayList) {
        var raised = false
        for subview in subviews where subview.record.drawing.map({ $0.zIndex != 0 }) ?? false {
            raised = true
            break
        }
        guard raised else {
            for subview in subviews { subview.appendDrawing(opacity: opacity, into: &list) }
            return
        }
        // Higher zIndex is drawn later; views of equal zIndex keep their order (a stable sort).
        let ordered = subviews.enumerated().sorted {
            let a = $0.element.record.drawing?.zIndex ?? 0, b = $1.element.record.drawing?.zIndex ?? 0
            return a != b ? a < b : $0.offset < $1.offset
        }
        for (_, subview) in ordered { subview.appendDrawing(opacity: opacity, into: &list) }
    }
}
