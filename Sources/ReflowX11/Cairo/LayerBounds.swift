import Foundation
import Reflow

/// Where the items inside a layer draw: what lets a blurred or shadowed layer blur only those pixels.
enum LayerBounds {
    /// The union of what the items between the `.push` at `index` and its `.pop` draw, in points, generously
    /// (strokes by their full width, text by its font's size); nil when it cannot be known without drawing: a
    /// transform inside, which can move its items anywhere.
    static func content(of items: [DisplayItem], openedAt index: Int) -> CGRect? {
        var bounds = CGRect.null
        var depth = 0
        var nestedReach = CGSize.zero
        for item in items[(index + 1)...] {
            switch item {
            case let .push(effect):
                depth += 1
                switch effect {
                case .transform: return nil
                case .clip: break
                case let .layer(layer):
                    if let reach = Renderer.blurReach(of: layer) {
                        nestedReach.width = max(nestedReach.width, reach.width)
                        nestedReach.height = max(nestedReach.height, reach.height)
                    }
                }
            case .pop:
                if depth == 0 { return finished(bounds, nestedReach) }
                depth -= 1
            case .beginMask:
                break
            case let .fill(shape, frame, _):
                bounds = bounds.union(extent(of: shape, in: frame))
            case let .stroke(shape, frame, _, lineWidth):
                let grow = lineWidth.isFinite ? lineWidth : 0
                bounds = bounds.union(extent(of: shape, in: frame).insetBy(dx: -grow, dy: -grow))
            case let .shape(shape, frame, _, drawing):
                var grow: CGFloat = 0
                // Mitred joins can reach beyond half the line width: the whole miter limit's reach, to be safe.
                if case .stroke(let style) = drawing { grow = style.lineWidth * max(1, style.miterLimit) }
                if !grow.isFinite { grow = 0 }
                bounds = bounds.union(extent(of: shape, in: frame).insetBy(dx: -grow, dy: -grow))
            case let .text(run):
                let size = run.font.size
                bounds = bounds.union(CGRect(x: run.origin.x - size, y: run.origin.y - 1.5 * size,
                                             width: run.width + 2 * size, height: 2.5 * size))
            case let .image(image):
                bounds = bounds.union(image.frame)
            }
        }
        // A list that ends with the layer open closes it at the end.
        return finished(bounds, nestedReach)
    }

    private static func finished(_ bounds: CGRect, _ reach: CGSize) -> CGRect? {
        guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite,
              bounds.height.isFinite else { return bounds.isNull ? .zero : nil }
        return bounds.insetBy(dx: -reach.width, dy: -reach.height)
    }

    private static func extent(of shape: ShapeGeometry, in frame: CGRect) -> CGRect {
        if case .path(let path) = shape { return path.boundingRect.union(frame) }
        return frame
    }
}
