import Foundation

/// UIKit's path class, as SwiftUI files for iOS use it: most often to build a `Shape` with some corners rounded,
/// `Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: size).cgPath)`.
/// It holds a `CGPath` (a Reflow `Path`); drawing is SwiftUI's, through `Path(_:)`, so `stroke()` and `fill()`,
/// which draw into a UIKit graphics context, are not here. The line properties are kept as set and read back.
public class UIBezierPath: @unchecked Sendable {
    /// The elements.
    private var path = Path()

    /// An empty path.
    public init() {}

    /// A closed rectangle, clockwise on screen from its top-left corner (UIKit's documented order).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded to `cornerRadius` (clamped to half the shorter side). Since iOS 7
    /// UIKit draws these corners continuous, leaving the edge before a circle would; Reflow's continuous corner
    /// is modelled on this very path (`Path+RoundedRect.swift`), so it is the one drawn.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = Self.clamped(cornerRadius, in: rect)
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: r, height: r), style: .continuous)
    }

    /// A rectangle with the corners `corners` rounded: each a quarter circle of radius `cornerRadii.width`,
    /// clamped to half the shorter side (UIKit's documentation: "values larger than half the rectangle's width
    /// or height are clamped"; the height of `cornerRadii` is not used, as UIKit's circular corners ignore it),
    /// the other corners square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = Self.clamped(cornerRadii.width, in: rect)
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        // Reflow's rectangle corners are leading/trailing; a UIKit path has no layout direction: left is leading.
        path.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(
            topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
            bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight)), style: .circular)
    }

    /// `radius` clamped to half the shorter side of `rect`, as UIKit clamps it: an infinite radius (the
    /// default of a much-copied `RoundedCorner` shape) is half the side, not the zero an infinite radius is to
    /// SwiftUI's shapes; NaN and negative radii are 0.
    private static func clamped(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        guard radius > 0 else { return 0 }
        return min(radius, min(abs(rect.width), abs(rect.height)) / 2)
    }

    /// An open arc of the circle around `center` from `startAngle` to `endAngle` (radians, 0 pointing right
    /// and π/2 down). `clockwise` is meant on screen, in UIKit's y-down coordinates: the opposite of Core
    /// Graphics' (and SwiftUI `Path`'s) `clockwise`, which is meant in y-up space.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as a Core Graphics path, for `Path(_:)`; setting it replaces the elements.
    public var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    /// The width of a stroke of the path (UIKit's default 1).
    public var lineWidth: CGFloat = 1
    /// How a stroke's open ends are drawn.
    public var lineCapStyle: CGLineCap = .butt
    /// How a stroke's corners are joined.
    public var lineJoinStyle: CGLineJoin = .miter
    /// How far a mitred corner may reach, in line widths.
    public var miterLimit: CGFloat = 10
    /// How closely curves are followed when drawn.
    public var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule rather than the non-zero one.
    public var usesEvenOddFillRule = false

    /// The smallest rectangle holding every point of the path, the control points of its curves included (as
    /// UIKit documents `bounds`); `.null` for an empty path.
    public var bounds: CGRect { cgPath.boundingBox }

    /// Where the next element starts; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc of the circle around `center`, after a line from the current point to its start (`clockwise` on
    /// screen, as `init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    public func close() { path.closeSubpath() }

    /// Removes every element.
    public func removeAllPoints() { path = Path() }

    /// Adds `bezierPath`'s elements after this path's.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether `point` is inside the path, by the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// A copy of the path.
    public func copy() -> Any {
        let copy = UIBezierPath(cgPath: cgPath)
        (copy.lineWidth, copy.lineCapStyle, copy.lineJoinStyle) = (lineWidth, lineCapStyle, lineJoinStyle)
        (copy.miterLimit, copy.flatness, copy.usesEvenOddFillRule) = (miterLimit, flatness, usesEvenOddFillRule)
        return copy
    }
}
