import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and Bézier curves, built with `move`,
/// `addLine`, `addCurve` and the like, or with `Path { path in … }`.
///
/// A path is a value of elements; arcs and ellipses are stored as the cubic Béziers that draw them, as Core
/// Graphics stores them. It is also a `Shape` (it draws itself, whatever rectangle it is offered) and so a
/// view.
public struct Path: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's first point, which closes it.
        case closeSubpath
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []
    /// Where the current subpath started: where `closeSubpath` returns to.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path made by `callback`, as `Path { path in path.move(to: …) }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from; nil for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    /// A line from the current point to `end` (a move to `end` when the path is empty, as Core Graphics
    /// would otherwise complain of no current point).
    public mutating func addLine(to end: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        startSubpathIfClosed()
        elements.append(.line(to: end))
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        startSubpathIfClosed()
        elements.append(.quadCurve(to: end, control: control))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        startSubpathIfClosed()
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// After a close, drawing goes on from the closed subpath's start, in a new subpath (as Core Graphics).
    private mutating func startSubpathIfClosed() {
        if elements.last == .closeSubpath, let start = subpathStart { elements.append(.move(to: start)) }
    }

    /// A closed subpath around `rect`, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    /// A closed subpath around each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect` as four cubic Béziers, clockwise on screen from its right end.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // The control points that make a quarter of a unit circle from one cubic Bézier.
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: cx + x * rx, y: cy + y * ry).applying(transform) }
        move(to: p(1, 0))
        addCurve(to: p(0, 1), control1: p(1, k), control2: p(k, 1))
        addCurve(to: p(-1, 0), control1: p(-k, 1), control2: p(-1, k))
        addCurve(to: p(0, -1), control1: p(-1, -k), control2: p(-k, -1))
        addCurve(to: p(1, 0), control1: p(k, -1), control2: p(1, -k))
        closeSubpath()
    }

    /// Appends `path`'s elements, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// Appends one element as it is (the renderer's and the transforms' way in).
    mutating func append(_ element: Element) {
        switch element {
        case .move(let point): move(to: point)
        case .line(let point): addLine(to: point)
        case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
        case .curve(let point, let c1, let c2): addCurve(to: point, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var path = Path()
        path.addPath(self, transform: transform)
        return path
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    /// The element with its points mapped by `t`.
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): return .move(to: point.applying(t))
        case .line(let point): return .line(to: point.applying(t))
        case .quadCurve(let point, let control): return .quadCurve(to: point.applying(t), control: control.applying(t))
        case .curve(let point, let c1, let c2):
            return .curve(to: point.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
