import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    public typealias Body = Never
    public init() {}
    /// The rectangle itself, clockwise on screen from its top-left corner.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`. The corners are `.continuous` unless
/// you ask for `.circular` (SwiftUI's default since iOS 17, drawing rules §3.4).
public struct RoundedRectangle: Shape {
    public typealias Body = Never
    /// The width and height of each corner (a quarter ellipse for `.circular`).
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Corners `cornerSize` wide and high.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The corner size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    public typealias Body = Never
    public init() {}
    /// The circle, clockwise on screen from its rightmost point (as SwiftUI's, which `trim` shows).
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are semicircles, as SwiftUI's `Capsule`.
public struct Capsule: Shape {
    public typealias Body = Never
    public var style: RoundedCornerStyle

    /// A capsule; its ends are circular by default (SwiftUI's `Capsule(style: .circular)`).
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// A rectangle with a radius of its own for each corner, as SwiftUI's `UnevenRoundedRectangle` (iOS 17).
public struct UnevenRoundedRectangle: Shape {
    public typealias Body = Never
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    /// The corners' radii; each defaults to 0.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
        self.style = style
    }

    /// The corners' radii as one value.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    /// The four radii animate.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

/// The shape of the container the view is in, as SwiftUI's `ContainerRelativeShape`. Reflow's containers
/// (windows, previews) have square corners, so it is the view's rectangle.
public struct ContainerRelativeShape: Shape {
    public typealias Body = Never
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

// The built-in shapes draw from a geometry the renderer knows, without a path.
extension Rectangle: GeometryShape, PrimitiveView {
    var geometry: ShapeGeometry? { .rectangle }
    func resolve(into resolver: inout Resolver) { resolver.appendShape(.rectangle, .foreground) }
}

extension ContainerRelativeShape: GeometryShape, PrimitiveView {
    var geometry: ShapeGeometry? { .rectangle }
    func resolve(into resolver: inout Resolver) { resolver.appendShape(.rectangle, .foreground) }
}

extension Circle: GeometryShape, PrimitiveView {
    var geometry: ShapeGeometry? { .circle }
    func resolve(into resolver: inout Resolver) { resolver.appendShape(.circle, .foreground) }
}

extension Ellipse: GeometryShape, PrimitiveView {
    var geometry: ShapeGeometry? { .ellipse }
    func resolve(into resolver: inout Resolver) { resolver.appendShape(.ellipse, .foreground) }
}

extension Capsule: GeometryShape, PrimitiveView {
    /// Circular ends are the renderer's capsule; continuous ones are drawn through the path.
    var geometry: ShapeGeometry? { style == .circular ? .capsule : nil }
    func resolve(into resolver: inout Resolver) { resolver.appendShape(self, .foreground) }
}

extension RoundedRectangle: GeometryShape, PrimitiveView {
    /// Circular corners of one radius are the renderer's rounded rectangle (a zero radius its rectangle);
    /// continuous or elliptic corners are drawn through the path. A radius that cannot be drawn is 0.
    var geometry: ShapeGeometry? {
        guard cornerSize.width == cornerSize.height else { return nil }
        let radius = cornerSize.width >= 0 && cornerSize.width <= DrawableLimit.magnitude ? cornerSize.width : 0
        guard style == .circular || radius == 0 else { return nil }
        return .roundedRectangle(cornerRadius: radius)
    }

    /// The corner size animates, so even circular corners get a node that animates it.
    static var animates: Bool { true }

    var inputWarning: InputWarning? {
        radiusWarning("RoundedRectangle", cornerSize.width == cornerSize.height
                      ? [("cornerRadius", cornerSize.width)]
                      : [("cornerSize.width", cornerSize.width), ("cornerSize.height", cornerSize.height)])
    }

    func resolve(into resolver: inout Resolver) { resolver.appendShape(self, .foreground) }
}

extension UnevenRoundedRectangle: GeometryShape, PrimitiveView {
    var geometry: ShapeGeometry? { nil }

    var inputWarning: InputWarning? {
        radiusWarning("UnevenRoundedRectangle", [("topLeadingRadius", cornerRadii.topLeading),
                                                 ("bottomLeadingRadius", cornerRadii.bottomLeading),
                                                 ("bottomTrailingRadius", cornerRadii.bottomTrailing),
                                                 ("topTrailingRadius", cornerRadii.topTrailing)])
    }

    func resolve(into resolver: inout Resolver) { resolver.appendShape(self, .foreground) }
}

/// A warning for radii that are negative, NaN or infinite, which the paths draw as 0.
func radiusWarning(_ shape: String, _ radii: [(String, CGFloat)]) -> InputWarning? {
    var check = InputCheck(shape)
    for (label, radius) in radii where !(radius >= 0 && radius <= DrawableLimit.magnitude) {
        check.note(label, radius, 0)
    }
    return check.warning
}
