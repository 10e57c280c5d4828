import Foundation
import Reflow
@_implementationOnly import CCairo

/// Shapes: the outline of each `ShapeGeometry` as a cairo path in pixels, filled or stroked with a paint.
extension Renderer {
    /// Beyond this distance (pixels) past what is visible, a shape's outline is flattened and cut to the
    /// visible box before cairo sees it: cairo's fixed-point coordinates stop near ±2²³.
    static let clipMargin = 4096.0
    /// Path points are kept within this many pixels of the origin, for the same reason.
    static let coordinateLimit = 2_097_152.0

    /// Fills `shape` in `frame` (points) with `paint`.
    func fill(_ shape: ShapeGeometry, frame: CGRect, paint: Paint, style: FillStyle) {
        guard let cr, ShapeOutline.isDrawable(frame) else { return }
        if case .path(let path) = shape {
            guard addPath(path) else { return }
        } else {
            let pixels = ShapeOutline.pixelFrame(ShapeOutline.shapeFrame(shape, frame), scale: scale)
            guard pixels.width > 0, pixels.height > 0, pixels.intersects(visible) else { return }
            addOutline(ShapeOutline.resolve(shape, in: pixels, scale: scale), in: pixels)
        }
        // The context's defaults (non-zero, antialiased) are what nearly every fill wants: set only what differs.
        if style.isEOFilled { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
        if !style.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        paintPath(paint, stroke: false)
        if style.isEOFilled { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
        if !style.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT) }
    }

    /// Strokes `shape`'s outline in `frame` (points), the line centred on it.
    ///
    /// The line's outer edge (the frame grown by half the line) is rounded to the pixel grid like any frame, and
    /// the line is stroked along the outline that lies half a line inside that edge, so whole-pixel lines are
    /// crisp on both edges and a hairline is never rounded away. A line as wide as the shape fills its outer edge.
    func stroke(_ shape: ShapeGeometry, frame: CGRect, paint: Paint, style: StrokeStyle) {
        guard let cr, ShapeOutline.isDrawable(frame) else { return }
        let width = Double(style.lineWidth)
        guard width.isFinite, width > 0 else { return }
        let line = width * scale
        if case .path(let path) = shape {
            guard addPath(path) else { return }
        } else {
            let shapeFrame = ShapeOutline.shapeFrame(shape, frame)
            let (outer, inner) = ShapeOutline.strokeFrames(shapeFrame, lineWidth: width, scale: scale)
            guard outer.width > 0, outer.height > 0, outer.intersects(visible) else { return }
            if !visible.insetBy(dx: -Self.clipMargin, dy: -Self.clipMargin).contains(outer) {
                // Far too large: the two edges of the line as polygons, cut to what is visible (dashes and caps
                // cannot matter at this size).
                let centre = CGRect(x: shapeFrame.minX * scale, y: shapeFrame.minY * scale,
                                    width: shapeFrame.width * scale, height: shapeFrame.height * scale)
                var outerRing: [CGPoint] = [], innerRing: [CGPoint] = [], scratch: [CGPoint] = []
                ShapeOutline.appendStroke(of: shape, centre: centre, scale: scale, outerFrame: outer, innerFrame: inner,
                                          outer: &outerRing, inner: &innerRing)
                ShapeOutline.clip(&outerRing, to: visible, scratch: &scratch)
                if !innerRing.isEmpty { ShapeOutline.clip(&innerRing, to: visible, scratch: &scratch) }
                addPolygon(outerRing)
                addPolygon(innerRing)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                paintPath(paint, stroke: false)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                return
            }
            if inner.width <= 0 || inner.height <= 0, style.dash.isEmpty {
                // The line covers the whole shape: its outer edge, filled.
                // A corner of radius r drawn with a line of width w has an outer edge of radius r + w/2.
                var outerShape = ShapeOutline.resolve(shape, in: outer, scale: scale)
                if case .roundedRectangle(let cornerRadius) = shape {
                    let radius = min(Double(cornerRadius) * scale + line / 2, min(outer.width, outer.height) / 2)
                    outerShape = radius > 0 && radius.isFinite ? .roundedRectangle(radius: radius) : .rectangle
                }
                addOutline(outerShape, in: outer)
                paintPath(paint, stroke: false)
                return
            }
            let centre = CGRect(x: outer.minX + line / 2, y: outer.minY + line / 2,
                                width: max(outer.width - line, 0), height: max(outer.height - line, 0))
            addOutline(ShapeOutline.resolve(shape, in: centre, scale: scale), in: centre)
        }
        cairo_set_line_width(cr, line)
        // Caps, joins and the miter limit are left at cairo's defaults (butt, miter, 10, as Core Graphics') unless
        // the style differs.
        let plainEnds = style.lineCap == .butt && style.lineJoin == .miter && style.miterLimit == 10
        if !plainEnds {
            cairo_set_line_cap(cr, Self.cap(style.lineCap))
            cairo_set_line_join(cr, Self.join(style.lineJoin))
            let miter = Double(style.miterLimit)
            cairo_set_miter_limit(cr, miter.isFinite ? max(miter, 1) : 10)
        }
        let dashes = style.dash.map { Double($0) * scale }
        let dashed = !dashes.isEmpty && dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.reduce(0, +) > 0
        if dashed {
            let phase = Double(style.dashPhase) * scale
            cairo_set_dash(cr, dashes, Int32(dashes.count), phase.isFinite ? phase : 0)
        }
        paintPath(paint, stroke: true)
        if dashed { cairo_set_dash(cr, nil, 0, 0) }
        if !plainEnds {
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, 10)
        }
    }

    static func cap(_ cap: CGLineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        @unknown default: return CAIRO_LINE_CAP_BUTT
        }
    }

    static func join(_ join: CGLineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        @unknown default: return CAIRO_LINE_JOIN_MITER
        }
    }

    // MARK: Paths

    /// Adds the outline of `shape` filling `rect` (pixels, already rounded) to the current path. A rectangle is
    /// cut to what is visible; a curved outline reaching far past it is flattened and cut.
    func addOutline(_ shape: ShapeOutline.Resolved, in rect: CGRect) {
        guard let cr else { return }
        if shape == .rectangle {
            let cut = rect.intersection(visible)
            guard !cut.isNull else { return }
            cairo_rectangle(cr, cut.minX, cut.minY, cut.width, cut.height)
            return
        }
        if !visible.insetBy(dx: -Self.clipMargin, dy: -Self.clipMargin).contains(rect) {
            var points: [CGPoint] = [], scratch: [CGPoint] = []
            ShapeOutline.appendOutline(of: shape, in: rect, to: &points)
            ShapeOutline.clip(&points, to: visible, scratch: &scratch)
            addPolygon(points)
            return
        }
        switch shape {
        case .rectangle:
            break
        case .roundedRectangle(let r):
            cairo_new_sub_path(cr)
            cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
            cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
            cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        case .ellipse:
            // Four cubic Béziers, each a quarter (as `Path.addEllipse`): no scaled arc, so a flat ellipse
            // needs no singular matrix.
            let k = 0.5522847498307936
            let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
            cairo_move_to(cr, cx + rx, cy)
            cairo_curve_to(cr, cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry)
            cairo_curve_to(cr, cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)
            cairo_curve_to(cr, cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry)
            cairo_curve_to(cr, cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)
            cairo_close_path(cr)
        }
    }

    /// Adds a closed polygon to the current path.
    func addPolygon(_ points: [CGPoint]) {
        guard let cr, let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_close_path(cr)
    }

    /// Adds `path` (host coordinates) to the current path in pixels, quadratic curves raised to cubics. Points
    /// that are not finite are left out; the rest are kept within `coordinateLimit`. False when nothing was
    /// added or the path lies wholly outside what is visible.
    @discardableResult
    func addPath(_ path: Path) -> Bool {
        guard let cr, !path.isEmpty else { return false }
        let s = scale, limit = Self.coordinateLimit
        func px(_ point: CGPoint) -> (Double, Double)? {
            let x = Double(point.x) * s, y = Double(point.y) * s
            guard x.isFinite, y.isFinite else { return nil }
            return (min(max(x, -limit), limit), min(max(y, -limit), limit))
        }
        let box = path.boundingRect
        if !box.isNull, box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite {
            let pixels = CGRect(x: box.minX * s, y: box.minY * s, width: box.width * s, height: box.height * s)
            // A hairline path has an empty box yet draws when stroked: test with a little room.
            guard pixels.insetBy(dx: -1, dy: -1).intersects(visible.insetBy(dx: -Self.clipMargin, dy: -Self.clipMargin)) else {
                return false
            }
        }
        var current: (Double, Double)?
        var added = false
        for element in path.elements {
            switch element {
            case .move(let point):
                guard let p = px(point) else { current = nil; continue }
                cairo_move_to(cr, p.0, p.1)
                current = p
            case .line(let point):
                guard let p = px(point) else { continue }
                if current == nil { cairo_move_to(cr, p.0, p.1) } else { cairo_line_to(cr, p.0, p.1) }
                current = p
                added = true
            case .quadCurve(let point, let control):
                guard let p = px(point), let q = px(control) else { continue }
                guard let c = current else { cairo_move_to(cr, p.0, p.1); current = p; continue }
                // The cubic with the same curve: each control point two thirds of the way to the quadratic's.
                cairo_curve_to(cr, c.0 + 2 / 3 * (q.0 - c.0), c.1 + 2 / 3 * (q.1 - c.1),
                               p.0 + 2 / 3 * (q.0 - p.0), p.1 + 2 / 3 * (q.1 - p.1), p.0, p.1)
                current = p
                added = true
            case .curve(let point, let control1, let control2):
                guard let p = px(point), let c1 = px(control1), let c2 = px(control2) else { continue }
                if current == nil { cairo_move_to(cr, p.0, p.1) } else { cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, p.0, p.1) }
                current = p
                added = true
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
        if !added { cairo_new_path(cr) }
        return added
    }

    /// The current path's extents in user space, filled or stroked: what a gradient needs to cover.
    func pathExtents(stroke: Bool) -> CGRect {
        guard let cr else { return .zero }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if stroke { cairo_stroke_extents(cr, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(cr, &x1, &y1, &x2, &y2) }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Fills or strokes the current path with `paint`, then clears the path.
    func paintPath(_ paint: Paint, stroke: Bool) {
        guard let cr else { return }
        if case .material(let blurRadius, let tint) = paint {
            drawMaterial(blurRadius: blurRadius, tint: tint, stroke: stroke)
            return
        }
        let pattern = setSource(paint, extents: { self.pathExtents(stroke: stroke) })
        if stroke { cairo_stroke(cr) } else { cairo_fill(cr) }
        if let pattern { Self.destroyPattern(pattern) }
    }
}
