import Foundation
import Reflow

/// The renderer's geometry in pixels: frames rounded to the pixel grid, shapes resolved in them, and, for
/// shapes reaching far beyond the buffer, each outline flattened into straight segments (and the two outlines
/// that bound a stroke) and cut to what is visible before cairo sees it. Pure geometry with no X11 or cairo in
/// it, so tests check it without a display.
///
/// Frames arrive in points, unrounded. They are scaled to pixels and rounded to the pixel grid here, once, as
/// SwiftUI does when it draws (layout rules §8.2): origin and far corner separately, halves up. A stroke rounds
/// the outer edge of its line rather than its centre, so a 1-pixel border on a whole-pixel frame stays crisp.
enum ShapeOutline {
    /// The farthest, in pixels, that a chord of a flattened arc strays from the arc: cairo's default tolerance,
    /// which moves an antialiased edge pixel by a tenth of its coverage at most.
    static let tolerance = 0.1
    /// A cap for huge arcs, which are mostly off screen anyway.
    static let maximumSegmentsPerQuarter = 256

    /// A shape resolved against its pixel frame: what the outline functions draw.
    enum Resolved: Equatable {
        case rectangle
        /// A corner radius in pixels, at most half the shorter side.
        case roundedRectangle(radius: Double)
        case ellipse
    }

    /// The segments a quarter of an arc of `radius` pixels is flattened into: the chord of angle θ strays
    /// r·(1 − cos(θ/2)) from the arc, kept below `tolerance`.
    static func segmentsPerQuarter(radius: Double) -> Int {
        guard radius.isFinite, radius > tolerance else { return 1 }
        let step = 2 * acos(1 - tolerance / radius)
        let segments = ((Double.pi / 2) / step).rounded(.up)
        return Int(min(Double(maximumSegmentsPerQuarter), max(2, segments)))
    }

    // MARK: Frames

    /// `frame`, in points, scaled to pixels and rounded to the pixel grid.
    static func pixelFrame(_ frame: CGRect, scale: Double) -> CGRect {
        CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            .roundedToPixels(scale: 1)
    }

    /// The frame a shape is drawn in: a circle takes the square centred in its frame, as `Circle` does.
    static func shapeFrame(_ shape: ShapeGeometry, _ frame: CGRect) -> CGRect {
        guard case .circle = shape else { return frame }
        let side = min(frame.width, frame.height)
        return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }

    /// Whether every coordinate of `rect` is finite and its size is not negative.
    static func isDrawable(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width >= 0 && rect.height >= 0
    }

    /// `shape` resolved in `pixelFrame`; `scale` converts a corner radius from points.
    static func resolve(_ shape: ShapeGeometry, in pixelFrame: CGRect, scale: Double) -> Resolved {
        let halfShorterSide = min(pixelFrame.width, pixelFrame.height) / 2
        switch shape {
        case .rectangle:
            return .rectangle
        case .roundedRectangle(let cornerRadius):
            // SwiftUI clamps the corner radius to half the shorter side.
            let radius = min(Double(cornerRadius) * scale, halfShorterSide)
            return radius > 0 && radius.isFinite ? .roundedRectangle(radius: radius) : .rectangle
        case .capsule:
            return halfShorterSide > 0 ? .roundedRectangle(radius: halfShorterSide) : .rectangle
        case .ellipse, .circle:
            return .ellipse
        case .path:
            // Paths are the cairo renderer's; this outline code does not draw them.
            return .rectangle
        }
    }

    // MARK: Fills

    /// Appends the outline of `shape` filling `rect` (pixels), clockwise on screen. The polygon is convex, and
    /// its extreme points lie on the frame's edges.
    static func appendOutline(of shape: Resolved, in rect: CGRect, to points: inout [CGPoint]) {
        switch shape {
        case .rectangle:
            points.append(CGPoint(x: rect.maxX, y: rect.minY))
            points.append(CGPoint(x: rect.maxX, y: rect.maxY))
            points.append(CGPoint(x: rect.minX, y: rect.maxY))
            points.append(CGPoint(x: rect.minX, y: rect.minY))
        case .roundedRectangle(let radius):
            let r = min(radius, min(rect.width, rect.height) / 2)
            let n = segmentsPerQuarter(radius: r)
            // Corner centres in clockwise order from the top right; each corner's arc turns a quarter.
            appendArc(centre: CGPoint(x: rect.maxX - r, y: rect.minY + r), radii: (r, r), from: 3, segments: n, to: &points)
            appendArc(centre: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radii: (r, r), from: 0, segments: n, to: &points)
            appendArc(centre: CGPoint(x: rect.minX + r, y: rect.maxY - r), radii: (r, r), from: 1, segments: n, to: &points)
            appendArc(centre: CGPoint(x: rect.minX + r, y: rect.minY + r), radii: (r, r), from: 2, segments: n, to: &points)
        case .ellipse:
            let a = rect.width / 2, b = rect.height / 2
            let n = segmentsPerQuarter(radius: max(a, b))
            let centre = CGPoint(x: rect.midX, y: rect.midY)
            for quarter in 0..<4 {
                appendArc(centre: centre, radii: (a, b), from: quarter, segments: n, to: &points, includingEnd: false)
            }
        }
    }

    /// Appends a quarter of an ellipse, starting at quarter-turn `quarter` (0 = right, 1 = bottom, 2 = left,
    /// 3 = top, turning clockwise on screen), in `segments` chords. The end point is exact, so outlines touch
    /// their frames.
    private static func appendArc(centre: CGPoint, radii: (Double, Double), from quarter: Int, segments: Int,
                                  to points: inout [CGPoint], includingEnd: Bool = true) {
        var turn = QuarterTurn(segments: segments)
        let last = includingEnd ? segments : segments - 1
        for _ in 0...last {
            let (cos, sin) = turn.next(in: quarter)
            points.append(CGPoint(x: centre.x + radii.0 * cos, y: centre.y + radii.1 * sin))
        }
    }

    /// The cosines and sines of a quarter turn in equal steps, by rotating a unit vector one step at a time: two
    /// trigonometric calls per arc instead of two per point. The error after 256 steps is below 1e-13.
    private struct QuarterTurn {
        private let stepCos: Double, stepSin: Double
        private var cos = 1.0, sin = 0.0
        private var step = 0
        private let segments: Int

        init(segments: Int) {
            self.segments = segments
            let angle = Double.pi / 2 / Double(segments)
            stepCos = Foundation.cos(angle)
            stepSin = Foundation.sin(angle)
        }

        /// cos and sin of (quarter + step/segments)·π/2 for the next step; exact at the quarter turns.
        mutating func next(in quarter: Int) -> (Double, Double) {
            let (c, s) = step == segments ? (0.0, 1.0) : step == 0 ? (1.0, 0.0) : (cos, sin)
            (cos, sin) = (cos * stepCos - sin * stepSin, sin * stepCos + cos * stepSin)
            step += 1
            switch quarter & 3 {
            case 0: return (c, s)
            case 1: return (-s, c)
            case 2: return (-c, -s)
            default: return (s, -c)
            }
        }
    }

    // MARK: Strokes

    /// The pixel rectangles a stroke of `lineWidth` points on `frame` fills between. The outer edge (the frame
    /// grown by half the line) is rounded to the pixel grid like any frame; the inner edge lies exactly one line
    /// width inside it. So the line keeps its width: whole-pixel lines are crisp on both edges, and a hairline
    /// never rounds away to nothing. `inner` is empty when the line is as wide as the shape.
    static func strokeFrames(_ frame: CGRect, lineWidth: Double, scale: Double) -> (outer: CGRect, inner: CGRect) {
        let half = lineWidth / 2
        let outer = pixelFrame(frame.insetBy(dx: -half, dy: -half), scale: scale)
        let line = lineWidth * scale
        guard outer.width > 2 * line, outer.height > 2 * line else { return (outer, .zero) }
        return (outer, outer.insetBy(dx: line, dy: line))
    }

    /// Appends the two outlines a stroke fills between: `outer` and `inner` (empty when the line covers the whole
    /// shape). `centre` is the stroked frame in pixels, unrounded, whose corner radius the offsets grow and shrink.
    static func appendStroke(of shape: ShapeGeometry, centre: CGRect, scale: Double,
                             outerFrame: CGRect, innerFrame: CGRect,
                             outer: inout [CGPoint], inner: inout [CGPoint]) {
        let hasInner = innerFrame.width > 0 && innerFrame.height > 0
        switch resolve(shape, in: centre, scale: scale) {
        case .rectangle:
            appendOutline(of: .rectangle, in: outerFrame, to: &outer)
            if hasInner { appendOutline(of: .rectangle, in: innerFrame, to: &inner) }
        case .roundedRectangle(let radius):
            if case .capsule = shape {
                // Both edges of a capsule's line are capsules: each radius is half its own shorter side.
                appendOutline(of: resolve(.capsule, in: outerFrame, scale: scale), in: outerFrame, to: &outer)
                if hasInner { appendOutline(of: resolve(.capsule, in: innerFrame, scale: scale), in: innerFrame, to: &inner) }
                break
            }
            // The edges of a line along an arc of radius r are arcs of r ± half the line about the same centre.
            let half = (outerFrame.width - innerFrame.width) / 4
            appendOutline(of: .roundedRectangle(radius: radius + max(half, 0)), in: outerFrame, to: &outer)
            if hasInner {
                let innerRadius = radius - half
                appendOutline(of: innerRadius > 0 ? .roundedRectangle(radius: innerRadius) : .rectangle,
                              in: innerFrame, to: &inner)
            }
        case .ellipse:
            guard hasInner else {
                appendOutline(of: .ellipse, in: outerFrame, to: &outer)
                return
            }
            appendEllipseStroke(outerFrame: outerFrame, innerFrame: innerFrame, outer: &outer, inner: &inner)
        }
    }

    /// The edges of a line along an ellipse are its offset curves, which are not ellipses: each point moves half
    /// the line along the ellipse's normal. The centre-line ellipse lies halfway between the two frames, so the
    /// edges touch them exactly. Where half the line exceeds the ellipse's smallest radius of curvature (b²/a),
    /// the inner offset curve would fold over itself; the ellipse inscribed in the inner frame stands in for it.
    private static func appendEllipseStroke(outerFrame: CGRect, innerFrame: CGRect,
                                            outer: inout [CGPoint], inner: inout [CGPoint]) {
        let a = (outerFrame.width + innerFrame.width) / 4, b = (outerFrame.height + innerFrame.height) / 4
        let half = (outerFrame.width - innerFrame.width) / 4
        let centre = CGPoint(x: outerFrame.midX, y: outerFrame.midY)
        let n = segmentsPerQuarter(radius: max(a, b) + half)
        let innerIsOffset = half < min(a, b) * min(a, b) / max(a, b)
        for quarter in 0..<4 {
            var turn = QuarterTurn(segments: n)
            for _ in 0..<n {
                let (cos, sin) = turn.next(in: quarter)
                // The normal of (a cos t, b sin t) points along (b cos t, a sin t).
                let nx = b * cos, ny = a * sin
                let scale = half / (nx * nx + ny * ny).squareRoot()
                let x = centre.x + a * cos, y = centre.y + b * sin
                outer.append(CGPoint(x: x + nx * scale, y: y + ny * scale))
                if innerIsOffset { inner.append(CGPoint(x: x - nx * scale, y: y - ny * scale)) }
            }
        }
        if !innerIsOffset { appendOutline(of: .ellipse, in: innerFrame, to: &inner) }
    }

    // MARK: Clipping

    /// Clips the convex polygon `points` to `box` (Sutherland–Hodgman), using `scratch` as working space; what is
    /// left is convex too. Keeps huge shapes within the range of Render's 16.16 fixed-point coordinates.
    static func clip(_ points: inout [CGPoint], to box: CGRect, scratch: inout [CGPoint]) {
        func clipEdge(_ inside: (CGPoint) -> Bool, _ cross: (CGPoint, CGPoint) -> CGPoint) {
            scratch.removeAll(keepingCapacity: true)
            guard var previous = points.last else { return }
            for point in points {
                let pointInside = inside(point), previousInside = inside(previous)
                if pointInside {
                    if !previousInside { scratch.append(cross(previous, point)) }
                    scratch.append(point)
                } else if previousInside {
                    scratch.append(cross(previous, point))
                }
                previous = point
            }
            swap(&points, &scratch)
        }
        func atX(_ x: Double) -> (CGPoint, CGPoint) -> CGPoint {
            { p, q in CGPoint(x: x, y: p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x)) }
        }
        func atY(_ y: Double) -> (CGPoint, CGPoint) -> CGPoint {
            { p, q in CGPoint(x: p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y), y: y) }
        }
        clipEdge({ $0.x >= box.minX }, atX(box.minX))
        clipEdge({ $0.x <= box.maxX }, atX(box.maxX))
        clipEdge({ $0.y >= box.minY }, atY(box.minY))
        clipEdge({ $0.y <= box.maxY }, atY(box.maxY))
    }
}
