import Foundation

/// How the corners of a rounded rectangle are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (or quarter ellipses): the curvature jumps from zero on the edge to 1/radius.
    case circular
    /// Apple's "continuous" corners: the curve leaves the edge earlier and its curvature grows smoothly from
    /// zero, so edge and corner blend with no visible seam (drawing rules §3.4).
    case continuous
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii` (iOS 17).
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// The four radii; each defaults to 0 (a square corner).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii animate together.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension Path {
    /// A rounded rectangle whose corners have radius `cornerRadius` (SwiftUI's default style is
    /// `.continuous`, drawing rules §3.4).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are quarter ellipses `cornerSize` wide and high.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with a radius of its own for each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a closed rounded rectangle, starting at the middle of the right edge and running clockwise on screen.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let size = CGSize(width: cleanRadius(cornerSize.width), height: cleanRadius(cornerSize.height))
        addCorneredRect(rect, sizes: [size, size, size, size], style: style, transform: transform)
    }

    /// Adds a closed rectangle whose corners have the radii `cornerRadii` (iOS 17).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        func size(_ r: CGFloat) -> CGSize { CGSize(width: cleanRadius(r), height: cleanRadius(r)) }
        // Clockwise on screen from the top-left: top-left, top-right, bottom-right, bottom-left. Leading is
        // left (Reflow draws left to right here).
        addCorneredRect(rect, sizes: [size(cornerRadii.topLeading), size(cornerRadii.topTrailing),
                                      size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading)],
                        style: style, transform: transform)
    }

    /// The rectangle with the corners `sizes` (top-left, top-right, bottom-right, bottom-left), each no larger
    /// than half the side it lies on (as SwiftUI clamps a rounded rectangle's radius).
    private mutating func addCorneredRect(_ rect: CGRect, sizes: [CGSize], style: RoundedCornerStyle,
                                          transform: CGAffineTransform) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, !r.isNull else { return }
        let halfWidth = r.width / 2, halfHeight = r.height / 2
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        // The direction of travel along the edge that arrives at each corner (clockwise on screen).
        let arriving = [CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)]
        // As SwiftUI's: from the middle of the right edge, down and round (clockwise on screen, the way an
        // ellipse's path runs), so `trim` starts where it starts on an ellipse.
        move(to: CGPoint(x: r.maxX, y: r.midY).applying(transform))
        for index in [2, 3, 0, 1] {
            let a = arriving[index], b = arriving[(index + 1) % 4]
            // The corner's extent along the arriving edge and the leaving one: a corner size is (horizontal,
            // vertical), and the top-left and bottom-right corners arrive along vertical edges.
            let horizontalArrival = a.y == 0
            // A radius is clamped to half the shorter side, as SwiftUI's (so a huge radius makes a capsule); an
            // elliptic corner's width and height to half the width and half the height.
            let asked = sizes[index]
            let size = asked.width == asked.height
                ? CGSize(width: min(asked.width, halfWidth, halfHeight), height: min(asked.width, halfWidth, halfHeight))
                : CGSize(width: min(asked.width, halfWidth), height: min(asked.height, halfHeight))
            let along = horizontalArrival ? size.width : size.height
            let across = horizontalArrival ? size.height : size.width
            let roomAlong = horizontalArrival ? halfWidth : halfHeight
            let roomAcross = horizontalArrival ? halfHeight : halfWidth
            let corner = Corner(point: corners[index], arriving: a, leaving: b, along: along, across: across)
            let pieces = corner.pieces(style: style, roomAlong: roomAlong, roomAcross: roomAcross)
            addLine(to: pieces.start.applying(transform))
            for curve in pieces.curves {
                addCurve(to: curve.2.applying(transform), control1: curve.0.applying(transform),
                         control2: curve.1.applying(transform))
            }
        }
        closeSubpath()
    }
}

/// A radius that can be drawn: NaN, negative and infinite radii are 0 (the views warn about them first).
private func cleanRadius(_ r: CGFloat) -> CGFloat { r.isFinite && r > 0 ? r : 0 }

/// One corner of a rounded rectangle, in its own frame: `s` measured back along the arriving edge from the
/// corner, `t` forward along the leaving edge; the shape's inside is where both are positive.
private struct Corner {
    let point: CGPoint
    let arriving: CGPoint
    let leaving: CGPoint
    /// The corner's radius along the arriving edge and along the leaving one.
    let along: CGFloat
    let across: CGFloat

    /// The host point at (s, t) in units of the radii.
    func at(_ s: CGFloat, _ t: CGFloat) -> CGPoint {
        point.minus(arriving.times(s * along)).plus(leaving.times(t * across))
    }

    /// Where the corner starts on the arriving edge, and its cubic Béziers (control 1, control 2, end).
    func pieces(style: RoundedCornerStyle, roomAlong: CGFloat, roomAcross: CGFloat)
        -> (start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)]) {
        guard along > 0, across > 0 else { return (point, []) }
        if style == .continuous {
            // The continuous corner reaches `extent` radii along each edge; where the rectangle has room for less
            // it starts nearer (down to where the first control point lies), and with less room still it is drawn
            // circular, as a continuous corner that squeezed would bulge.
            let room = min(roomAlong / along, roomAcross / across)
            if room >= ContinuousCorner.control1 {
                let extent = min(ContinuousCorner.extent, room)
                return (at(extent, 0), ContinuousCorner.curves(extent: extent).map { (at($0.0.x, $0.0.y),
                                                                                       at($0.1.x, $0.1.y),
                                                                                       at($0.2.x, $0.2.y)) })
            }
        }
        // A quarter ellipse as one cubic: controls along the edges, 1 − κ of the radius from the corner.
        let k = 1 - 0.5522847498307936
        return (at(1, 0), [(at(k, 0), at(0, k), at(0, 1))])
    }
}

/// Reflow's continuous corner, for a radius of 1, in the corner's (s, t) frame.
///
/// Apple does not document its curve. Its published shape (measured by PaintCode from iOS 7's
/// `UIBezierPath(roundedRect:cornerRadius:)`) leaves the edge about 1.53 radii from the corner instead of 1. This
/// construction (our own) matches that extent: a cubic leaves the edge with zero curvature and reaches, with
/// matching tangent and curvature, a circular arc of radius ρ = 0.8 that spans the middle 36° of the corner and
/// passes through the circular corner's 45° point; a mirrored cubic returns to the other edge. The whole
/// corner lies inside the circular corner of the same radius (touching it only at the 45° point), is tangent to
/// both edges, and its curvature is continuous everywhere (drawing rules §3.4).
enum ContinuousCorner {
    /// How far from the corner, in radii, the curve leaves each edge.
    static let extent: CGFloat = 1.528665
    /// The arc's radius, and the angle α between the leaving point of the edge cubic and the diagonal's ±45°.
    static let arcRadius: CGFloat = 0.8
    static let alpha: CGFloat = 27 * .pi / 180
    /// The arc's centre (d, d): its middle point is the circular corner's, 1 − 1/√2 from each edge.
    static let center: CGFloat = (1 - 1 / 2.0.squareRoot()) + arcRadius / 2.0.squareRoot()
    /// Where the arc begins (after the first cubic): A = (d − ρ sin α, d − ρ cos α).
    static let arcStart = CGPoint(x: center - arcRadius * sin(alpha), y: center - arcRadius * cos(alpha))
    /// The edge cubic's second control point lies on the edge (zero curvature at the edge) and on the arc's
    /// tangent at A: b = A.y / sin α from A along the tangent.
    static let tangentLength: CGFloat = arcStart.y / sin(alpha)
    static let control2: CGFloat = arcStart.x + tangentLength * cos(alpha)
    /// The first control point, on the edge too, where the curvature at A equals the arc's: for a cubic,
    /// κ(1) = (2/3)·h/b², h being the first control's distance from the tangent at A, so h = 1.5·b²/ρ.
    static let control1: CGFloat = control2 + 1.5 * tangentLength * tangentLength / arcRadius / sin(alpha)

    /// The corner's three cubics (edge → arc, arc, arc → edge), leaving the arriving edge `extent` radii from
    /// the corner (at least `control1`).
    static func curves(extent: CGFloat) -> [(CGPoint, CGPoint, CGPoint)] {
        let a = arcStart
        let mirroredA = CGPoint(x: a.y, y: a.x)
        // The arc spans 90° − 2α; a cubic's controls lie 4/3·tan(span/4)·ρ along the tangents.
        let handle = 4.0 / 3.0 * tan((CGFloat.pi / 2 - 2 * alpha) / 4) * arcRadius
        // The direction of travel at A is (−cos α, sin α); at the mirrored point (−sin α, cos α).
        let arc1 = CGPoint(x: a.x - handle * cos(alpha), y: a.y + handle * sin(alpha))
        let arc2 = CGPoint(x: mirroredA.x + handle * sin(alpha), y: mirroredA.y - handle * cos(alpha))
        return [
            (CGPoint(x: control1, y: 0), CGPoint(x: control2, y: 0), a),
            (arc1, arc2, mirroredA),
            (CGPoint(x: 0, y: control2), CGPoint(x: 0, y: control1), CGPoint(x: 0, y: extent)),
        ]
    }
}
