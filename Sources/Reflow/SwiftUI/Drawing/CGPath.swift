import Foundation

/// Core Graphics' immutable path, as far as SwiftUI files use it: what `UIBezierPath.cgPath` gives and
/// `Path(_:)` takes (`Path(UIBezierPath(…).cgPath)`), and `Path.cgPath`. Linux has no Core Graphics, so it
/// holds a Reflow `Path`, which stores what a `CGPath` stores: moves, lines, quadratic and cubic curves,
/// closes (docs/platform-modules.md).
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// The elements, in Reflow's form.
    var path: Path

    init(path: Path) { self.path = path }

    /// A rectangle, as `CGPath(rect:transform:)`; `transform` points at a transform applied to it, or is nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`, as Core Graphics draws
    /// them (circular, not SwiftUI's continuous corners).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform?.pointee ?? .identity)
        self.init(path: path)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The point the next element would start from; `.zero` for an empty path, as Core Graphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included (Core Graphics'
    /// `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding every point the path draws through, control points left out.
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// Whether `point` is inside the path, filled by the even-odd rule if `eoFill`, else the non-zero rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// A copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path.description) }
}

/// Which points a filled path covers, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding rule.
    case winding
    /// The even-odd rule.
    case evenOdd
}

/// Core Graphics' mutable path: `CGMutablePath()` and the calls that add to it.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Lines through `points`, from a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// A closed rectangle for each of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// The ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// A rectangle with quarter-ellipse corners `cornerWidth` by `cornerHeight` (circular, as Core Graphics).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (radians), `clockwise` in Core
    /// Graphics' y-up sense (counterclockwise on screen), as `Path.addArc` takes it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
    }

    /// A rounded corner of `radius` between the line to `tangent1End` and the line on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (radians).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                            delta: .radians(Double(delta)), transform: transform)
    }

    /// `path`'s elements, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        self.path.addPath(path.path, transform: transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The path a Core Graphics path holds, as SwiftUI's `Path(_:)` (`Path(bezierPath.cgPath)`).
    public init(_ path: CGPath) { self = path.path }

    /// This path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
