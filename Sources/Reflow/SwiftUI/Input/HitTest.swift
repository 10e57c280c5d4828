// Hit testing: which views are under a point, front to back, as they are drawn: hidden views, views outside
// a clip and views with `.allowsHitTesting(false)` are not hit; transforms (`.rotationEffect`, `.scaleEffect`,
// `.offset`) are undone on the way in; a view is hit where it draws (a shape where its outline fills, text and
// images in their frames) or, with `.contentShape`, inside that shape.

/// A view under a point: the node, and how host coordinates map into its drawing's coordinates.
struct HitView {
    let node: ViewNode
    /// From host coordinates to the coordinates the node's frame is in, with its own effects undone.
    let fromHost: CGAffineTransform

    /// `point`, in host coordinates, in the view's own coordinates (its frame's origin at zero).
    func local(_ point: CGPoint) -> CGPoint {
        let p = point.applying(fromHost)
        let origin = node.drawnFrame.origin
        return CGPoint(x: p.x - origin.x, y: p.y - origin.y)
    }
}

extension ViewNode {
    /// The views under `point` (host coordinates), innermost first: the front-most view hit and its
    /// ancestors up to this node. Empty when nothing is hit.
    func hitPath(at point: CGPoint) -> [HitView] {
        var path: [HitView] = []
        _ = hitTest(point, fromHost: .identity, into: &path)
        return path
    }

    /// Whether the subtree is hit at `point`, given in the coordinates the node's frame is in; appends the
    /// hit views, innermost first.
    private func hitTest(_ point: CGPoint, fromHost: CGAffineTransform, into path: inout [HitView]) -> Bool {
        guard traits.isDrawn else { return false }
        let input = inputIfAny
        if let input, !input.allowsHitTesting { return false }
        var point = point, fromHost = fromHost
        let frame = drawnFrame
        let drawing = record.drawing
        if let drawing, !drawing.effects.isEmpty {
            // The outermost effect was applied last: undo it first.
            for effect in drawnEffects(drawing).effects.reversed() {
                switch effect.drawingEffect(in: frame) {
                case let .transform(transform):
                    // A singular transform draws nothing (drawing rules §4), so nothing is hit.
                    let determinant = transform.a * transform.d - transform.b * transform.c
                    guard determinant != 0, determinant.isFinite else { return false }
                    let inverse = transform.inverted()
                    point = point.applying(inverse)
                    fromHost = fromHost.concatenating(inverse)
                case let .clip(shape, clipFrame, _):
                    guard shape.contains(point, in: clipFrame) else { return false }
                case .layer:
                    break
                }
            }
        }
        var subviews = Array(children)
        if drawing?.masksWithLastSubview == true, !subviews.isEmpty { subviews.removeLast() }
        for child in Self.hitOrder(subviews) where child.hitTest(point, fromHost: fromHost, into: &path) {
            path.append(HitView(node: self, fromHost: fromHost))
            return true
        }
        if let shape = input?.contentShape {
            guard shape(frame).contains(point) else { return false }
        } else if !drawsContent(at: point, in: frame) {
            return false
        }
        path.append(HitView(node: self, fromHost: fromHost))
        return true
    }

    /// Subviews front-most first: the reverse of their drawing order (`.zIndex`, then the code's order).
    private static func hitOrder(_ subviews: [ViewNode]) -> [ViewNode] {
        guard subviews.contains(where: { ($0.record.drawing?.zIndex ?? 0) != 0 }) else { return subviews.reversed() }
        return subviews.enumerated().sorted {
            let a = $0.element.record.drawing?.zIndex ?? 0, b = $1.element.record.drawing?.zIndex ?? 0
            return a != b ? a > b : $0.offset > $1.offset
        }.map(\.element)
    }

    /// Whether the node's own drawing covers `point`: what SwiftUI hit-tests a view without a content shape by.
    private func drawsContent(at point: CGPoint, in frame: CGRect) -> Bool {
        guard frame.contains(point) || frame.width == 0 || frame.height == 0 else { return false }
        var list = DisplayList()
        behavior.draw(self, in: frame, opacity: 1, into: &list)
        return list.items.contains { $0.covers(point) }
    }
}

extension DisplayItem {
    /// Whether the item, drawn, covers `point`: a shape by its outline (strokes too: SwiftUI hit-tests a
    /// stroked shape by its outline's inside), images by their frames, text anywhere in its view's frame.
    func covers(_ point: CGPoint) -> Bool {
        switch self {
        case let .fill(shape, frame, color):
            return color.opacity > 0 && shape.contains(point, in: frame)
        case let .stroke(shape, frame, _, lineWidth):
            return shape.contains(point, in: frame.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2))
        case let .shape(shape, frame, _, _):
            return shape.contains(point, in: frame)
        case .text:
            // Text is hit anywhere in its view's frame (the caller has checked the frame).
            return true
        case let .image(image):
            return image.frame.contains(point)
        case .push, .pop, .beginMask:
            return false
        }
    }
}

extension ShapeGeometry {
    /// Whether `point` is inside the shape drawn in `frame`.
    func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
        switch self {
        case .rectangle:
            return frame.contains(point)
        case let .roundedRectangle(radius):
            return Path(roundedRect: frame, cornerRadius: radius, style: .circular).contains(point)
        case .ellipse:
            return Path(ellipseIn: frame).contains(point)
        case .circle:
            let side = min(frame.width, frame.height)
            return Path(ellipseIn: CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
                .contains(point)
        case .capsule:
            return Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 2, style: .circular)
                .contains(point)
        case let .path(path):
            return path.contains(point)
        }
    }
}
