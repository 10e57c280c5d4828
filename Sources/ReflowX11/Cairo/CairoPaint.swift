import Foundation
import Reflow
@_implementationOnly import CCairo

/// Paints: a colour, or a cairo pattern made for one drawing operation (host coordinates scaled to pixels).
extension Renderer {
    /// Makes `paint` the context's source. Returns the pattern made for it, which the caller destroys after
    /// drawing; nil for a plain colour. `extents` (user space) is asked for only by an angular gradient, whose
    /// wedges must reach past the area drawn. A paint whose geometry is not finite draws as its representative
    /// colour, since a pattern in an error state would stop the whole context.
    func setSource(_ paint: Paint, extents: () -> CGRect) -> OpaquePointer? {
        guard let cr else { return nil }
        let s = scale
        var pattern: OpaquePointer?
        switch paint {
        case .color(let color), .material(_, let color):
            setColor(color)
            return nil
        case let .linearGradient(gradient, start, end):
            if Self.finite(start.x, start.y, end.x, end.y) {
                pattern = cairo_pattern_create_linear(start.x * s, start.y * s, end.x * s, end.y * s)
            }
            addStops(gradient, to: pattern)
        case let .radialGradient(gradient, center, startRadius, endRadius):
            if Self.finite(center.x, center.y, startRadius, endRadius) {
                pattern = cairo_pattern_create_radial(center.x * s, center.y * s, max(startRadius, 0) * s,
                                                      center.x * s, center.y * s, max(endRadius, 0) * s)
            }
            addStops(gradient, to: pattern)
        case let .ellipticalGradient(gradient, ellipse, startFraction, endFraction):
            let rx = ellipse.width / 2 * s, ry = ellipse.height / 2 * s
            if Self.finite(ellipse.midX, ellipse.midY, rx, ry, startFraction, endFraction), rx > 1e-9, ry > 1e-9 {
                // A radial gradient about the unit circle, under a matrix taking user space (pixels) to the
                // space where the ellipse is that circle: ((x − cx)/rx, (y − cy)/ry).
                pattern = cairo_pattern_create_radial(0, 0, max(startFraction, 0), 0, 0, max(endFraction, 0))
                var matrix = cairo_matrix_t()
                cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -ellipse.midX * s / rx, -ellipse.midY * s / ry)
                if let pattern { cairo_pattern_set_matrix(pattern, &matrix) }
            }
            addStops(gradient, to: pattern)
        case let .angularGradient(gradient, center, startAngle, endAngle):
            if Self.finite(center.x, center.y, startAngle.radians, endAngle.radians) {
                let c = CGPoint(x: center.x * s, y: center.y * s)
                let area = extents()
                // Far enough to cover every corner of the area drawn.
                var radius = 1.0
                for corner in [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                               CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY)] {
                    radius = max(radius, hypot(corner.x - c.x, corner.y - c.y) + 2)
                }
                if radius.isFinite, radius < Self.coordinateLimit {
                    pattern = angularPattern(gradient, center: c, radius: radius, start: startAngle.radians,
                                             end: endAngle.radians)
                }
            }
        }
        guard let pattern else {
            setColor(paint.representativeColor)
            return nil
        }
        CairoObjects.created()
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            Self.destroyPattern(pattern)
            setColor(paint.representativeColor)
            return nil
        }
        if case .angularGradient = paint {} else { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        cairo_set_source(cr, pattern)
        return pattern
    }

    func setColor(_ color: Color) {
        guard let cr else { return }
        let (r, g, b, a) = Self.components(color)
        cairo_set_source_rgba(cr, r, g, b, a)
    }

    static func destroyPattern(_ pattern: OpaquePointer) {
        cairo_pattern_destroy(pattern)
        CairoObjects.destroyed()
    }

    static func finite(_ values: CGFloat...) -> Bool { values.allSatisfy { $0.isFinite } }

    /// The gradient's stops, their locations kept within 0…1 and in order (cairo keeps stops of equal location
    /// in the order added, which makes a hard edge, as SwiftUI draws one).
    private func addStops(_ gradient: Gradient, to pattern: OpaquePointer?) {
        guard let pattern else { return }
        for stop in Self.sortedStops(gradient) {
            let (r, g, b, a) = Self.components(stop.color)
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, r, g, b, a)
        }
    }

    static func sortedStops(_ gradient: Gradient) -> [(location: Double, color: Color)] {
        gradient.stops.enumerated()
            .map { (offset: $0.offset, location: $0.element.location.isFinite ? min(max(Double($0.element.location), 0), 1) : 0,
                    color: $0.element.color) }
            .sorted { ($0.location, $0.offset) < ($1.location, $1.offset) }
            .map { ($0.location, $0.color) }
    }

    /// The colour of `gradient` at `location` (0…1): linear between the neighbouring stops, the end stops'
    /// colours beyond them; channels interpolated premultiplied, as cairo interpolates its gradients.
    static func color(of stops: [(location: Double, color: Color)], at location: Double) -> (Double, Double, Double, Double) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        func premultiplied(_ color: Color) -> (Double, Double, Double, Double) {
            let (r, g, b, a) = components(color)
            return (r * a, g * a, b * a, a)
        }
        var value = premultiplied(last.color)
        if location <= first.location {
            value = premultiplied(first.color)
        } else if let upper = stops.firstIndex(where: { $0.location > location }) {
            let a = stops[upper - 1], b = stops[upper]
            let t = (location - a.location) / (b.location - a.location)
            let p = premultiplied(a.color), q = premultiplied(b.color)
            value = (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t, p.2 + (q.2 - p.2) * t, p.3 + (q.3 - p.3) * t)
        }
        guard value.3 > 0 else { return (0, 0, 0, 0) }
        return (value.0 / value.3, value.1 / value.3, value.2 / value.3, value.3)
    }

    /// A conic sweep (cairo 1.16 has no conic pattern): a mesh of thin wedges around `center`, each a Coons
    /// patch whose two straight sides carry the colours at its two angles, so the colour changes with the angle
    /// and not with the distance from the centre. Wedges are cut at every stop, so stop colours are exact, and
    /// are at most 5° wide, so the colour between stops follows the angle within a fraction of a level.
    ///
    /// Angles turn clockwise on screen from +x. SwiftUI's rules for the span (`AngularGradient`): the
    /// gradient runs from `start` to `end`; a span over a full turn draws only its last turn; a span under a
    /// full turn leaves a gap that takes the colour at location 1 for its first half and the colour at 0 for
    /// its second. A span of zero (both angles left at their default) is a full turn, and a negative span is
    /// taken as the same sweep measured the other way round the circle.
    func angularPattern(_ gradient: Gradient, center c: CGPoint, radius: Double, start: Double, end: Double) -> OpaquePointer? {
        let stops = Self.sortedStops(gradient)
        guard !stops.isEmpty else { return nil }
        let turn = 2 * Double.pi
        var start = start, span = end - start
        if span == 0 { span = turn }
        if span < 0 { span = span.truncatingRemainder(dividingBy: turn) + turn }
        if span > turn { start = end - turn; span = turn }
        guard span.isFinite, span > 0 else { return nil }

        // (angle, location) pairs along the sweep, then the gap's two halves at constant colours.
        var cuts: [Double] = [0, 1]
        for stop in stops where stop.location > 0 && stop.location < 1 { cuts.append(stop.location) }
        cuts.sort()
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let maximumWedge = Double.pi / 36
        func wedge(from a0: Double, to a1: Double, _ c0: (Double, Double, Double, Double), _ c1: (Double, Double, Double, Double)) {
            let pieces = max(1, Int(((a1 - a0) / maximumWedge).rounded(.up)))
            for piece in 0..<pieces {
                let t0 = Double(piece) / Double(pieces), t1 = Double(piece + 1) / Double(pieces)
                let b0 = a0 + (a1 - a0) * t0, b1 = a0 + (a1 - a0) * t1
                func mix(_ t: Double) -> (Double, Double, Double, Double) {
                    // Premultiplied, as the patch interpolates.
                    let p = (c0.0 * c0.3, c0.1 * c0.3, c0.2 * c0.3, c0.3), q = (c1.0 * c1.3, c1.1 * c1.3, c1.2 * c1.3, c1.3)
                    let m = (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t, p.2 + (q.2 - p.2) * t, p.3 + (q.3 - p.3) * t)
                    return m.3 > 0 ? (m.0 / m.3, m.1 / m.3, m.2 / m.3, m.3) : (0, 0, 0, 0)
                }
                let k0 = mix(t0), k1 = mix(t1)
                // The arc from b0 to b1 as one cubic: control points k·r along the tangents, k = 4/3·tan(Δ/4).
                let k = 4.0 / 3.0 * tan((b1 - b0) / 4) * radius
                let p0 = (c.x + radius * cos(b0), c.y + radius * sin(b0))
                let p1 = (c.x + radius * cos(b1), c.y + radius * sin(b1))
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, c.x, c.y)
                cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
                cairo_mesh_pattern_curve_to(mesh, p0.0 - k * sin(b0), p0.1 + k * cos(b0),
                                            p1.0 + k * sin(b1), p1.1 - k * cos(b1), p1.0, p1.1)
                cairo_mesh_pattern_line_to(mesh, c.x, c.y)
                // Corners: the centre and the arc's start take the colour at b0; the arc's end and the centre
                // again (the fourth, degenerate side) the colour at b1.
                for (corner, color) in [(0, k0), (1, k0), (2, k1), (3, k1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.0, color.1, color.2, color.3)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
        }
        for (l0, l1) in zip(cuts, cuts.dropFirst()) where l1 > l0 {
            wedge(from: start + span * l0, to: start + span * l1, Self.color(of: stops, at: l0), Self.color(of: stops, at: l1))
        }
        if span < turn {
            let gap = turn - span, last = Self.color(of: stops, at: 1), first = Self.color(of: stops, at: 0)
            wedge(from: start + span, to: start + span + gap / 2, last, last)
            wedge(from: start + span + gap / 2, to: start + turn, first, first)
        }
        return mesh
    }

    // MARK: Materials

    /// A material: what is already drawn under the current path's area, blurred by `blurRadius` points and
    /// painted inside the path, then `tint` over it (SwiftUI's materials blur what lies behind them).
    func drawMaterial(blurRadius: CGFloat, tint: Color, stroke: Bool) {
        guard let cr else { return }
        let sigma = Double(blurRadius) * scale
        let path = cairo_copy_path(cr)
        defer { if let path { cairo_path_destroy(path) } }
        if sigma.isFinite, sigma > 0, let backdrop = blurredBackdrop(extents: pathExtents(stroke: stroke), sigma: sigma) {
            cairo_set_source(cr, backdrop)
            if stroke { cairo_stroke_preserve(cr) } else { cairo_fill_preserve(cr) }
            Self.destroyPattern(backdrop)
        }
        cairo_new_path(cr)
        if let path { cairo_append_path(cr, path) }
        setColor(tint)
        if stroke { cairo_stroke(cr) } else { cairo_fill(cr) }
    }

    /// A pattern of what the current target holds under `extents` (user space), blurred with standard deviation
    /// `sigma` pixels, placed where it was read from.
    private func blurredBackdrop(extents: CGRect, sigma: Double) -> OpaquePointer? {
        guard let cr, let target = cairo_get_group_target(cr) else { return nil }
        // The area in device pixels: the extents' corners through the transform, grown by the blur's reach.
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(extents.minX, extents.minY), (extents.maxX, extents.minY), (extents.minX, extents.maxY),
                       (extents.maxX, extents.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        let reach = 3 * sigma
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        let area = CGRect(x: minX - reach, y: minY - reach, width: maxX - minX + 2 * reach, height: maxY - minY + 2 * reach)
            .intersection(bounds).integral
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let width = Int32(area.width), height = Int32(area.height)
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        CairoObjects.created()
        if let copy = cairo_create(image) {
            // The target's own device offset (a group's) places its pixels in device space.
            cairo_set_source_surface(copy, target, -area.minX, -area.minY)
            cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copy)
            cairo_destroy(copy)
        }
        cairo_surface_flush(image)
        if let data = cairo_image_surface_get_data(image) {
            GaussianBlur.blur(data, width: Int(width), height: Int(height),
                              stride: Int(cairo_image_surface_get_stride(image)), channels: 4, sigma: sigma)
        }
        cairo_surface_mark_dirty(image)
        guard let pattern = cairo_pattern_create_for_surface(image) else {
            Self.destroySurface(image)
            return nil
        }
        Self.destroySurface(image)   // the pattern holds its own reference
        CairoObjects.created()
        // User space → image pixels: through the transform to device space, then less the area's origin.
        var ctm = cairo_matrix_t(), shift = cairo_matrix_t(), matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_matrix_init_translate(&shift, -area.minX, -area.minY)
        cairo_matrix_multiply(&matrix, &ctm, &shift)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    static func destroySurface(_ surface: OpaquePointer) {
        cairo_surface_destroy(surface)
        CairoObjects.destroyed()
    }
}
