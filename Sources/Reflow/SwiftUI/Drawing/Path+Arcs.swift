import Foundation

// Arcs and polylines, as SwiftUI's `Path` (and Core Graphics' `CGPath`, which it wraps) adds them. Angles are
// measured from the positive x-axis towards the positive y-axis; since y points down on screen, growing angles
// turn clockwise on screen (drawing rules §3.2). Every arc is stored as cubic Béziers of at most 90° each.

extension Path {
    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`.
    ///
    /// `clockwise` is meant in Core Graphics' y-up space: SwiftUI passes it on unchanged, so on screen (y down)
    /// `clockwise: true` turns counterclockwise (the angle decreases) and `clockwise: false` clockwise (the angle
    /// increases). SwiftUI's documentation says so: "because SwiftUI by default uses a vertically-flipped
    /// coordinate system …, specifying a clockwise arc results in a counterclockwise arc". A line joins the
    /// current point to the arc's start; without a current point the arc starts a subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        // Core Graphics turns the short or the long way round as `clockwise` says, at most once round.
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: full) - full }
            if delta < -full { delta = -full }
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: full) + full }
            if delta > full { delta = full }
        }
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta, transform: transform)
    }

    /// Adds an arc of the circle around `center` that starts at `startAngle` and turns by `delta`: a positive
    /// delta increases the angle (clockwise on screen, counterclockwise in Core Graphics' y-up space).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, after a straight line from the current point to where the arc starts
    /// (the rounded corner of Core Graphics' `addArc(tangent1End:tangent2End:radius:)`). When the three points
    /// are on one line, or the radius is zero, it adds a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            // Core Graphics needs a current point; Reflow starts the path at the corner instead of failing.
            return move(to: p1.applying(transform))
        }
        // The current point is already transformed; the tangent lines are in untransformed space.
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let u = unitVector(p0.minus(p1)), v = unitVector(p2.minus(p1))
        let cosTheta = u.x * v.x + u.y * v.y
        // The corner's opening angle θ between the two rays from `tangent1End`.
        let theta = acos(max(-1, min(1, cosTheta)))
        guard radius > 0, radius.isFinite, theta > 1e-9, theta < .pi - 1e-9, u != .zero, v != .zero else {
            return addLine(to: p1.applying(transform))
        }
        // The circle touches both rays at distance r / tan(θ/2) from the corner; its centre lies on the bisector
        // at r / sin(θ/2).
        let tangentDistance = radius / tan(theta / 2)
        let start = p1.plus(u.times(tangentDistance))
        let end = p1.plus(v.times(tangentDistance))
        let bisector = unitVector(u.plus(v))
        let center = p1.plus(bisector.times(radius / sin(theta / 2)))
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        // The arc is the short way round: less than half a turn.
        var delta = a1 - a0
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        appendArc(center: center, radius: radius, start: a0, delta: delta, transform: transform)
    }

    /// Adds straight lines through `lines`: a new subpath at the first point, and lines to the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Appends the arc from angle `start` turning by `delta` (radians) as cubic Béziers of at most 90° each,
    /// after a line from the current point to its start (or a move, without a current subpath).
    mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, delta: Double,
                            transform: CGAffineTransform) {
        guard start.isFinite, delta.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let r = abs(radius)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        let first = point(start).applying(transform)
        if currentPoint == nil || elements.last == .closeSubpath { move(to: first) } else { addLine(to: first) }
        guard delta != 0, r > 0 else { return }
        let count = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        // A cubic through a circular arc of angle φ has its controls along the tangents at 4/3·tan(φ/4)·r.
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * r * sin(angle), y: p0.y + k * r * cos(angle))
            let c2 = CGPoint(x: p3.x + k * r * sin(next), y: p3.y - k * r * cos(next))
            addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            angle = next
        }
    }
}

// Small vector helpers for the path geometry (methods, not operators, so as not to slow the type checker's
// overload resolution of `+` and `-` everywhere).
extension CGPoint {
    func plus(_ p: CGPoint) -> CGPoint { CGPoint(x: x + p.x, y: y + p.y) }
    func minus(_ p: CGPoint) -> CGPoint { CGPoint(x: x - p.x, y: y - p.y) }
    func times(_ s: CGFloat) -> CGPoint { CGPoint(x: x * s, y: y * s) }
}

/// `v` scaled to length 1; zero for the zero vector.
func unitVector(_ v: CGPoint) -> CGPoint {
    let length = (v.x * v.x + v.y * v.y).squareRoot()
    return length > 0 ? CGPoint(x: v.x / length, y: v.y / length) : .zero
}
