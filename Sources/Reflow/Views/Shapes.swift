/// A 2D shape: a view that fills the space it is offered (ideal 10×10) and draws its outline in it.
/// Fill it with `.fill(_:)`, outline it with `.stroke(_:lineWidth:)` or `.strokeBorder(_:lineWidth:)`; by
/// default it is filled with the foreground colour.
public protocol Shape: View {
    /// The outline, resolved for drawing.
    var geometry: ShapeGeometry { get }
}

/// A rectangle.
public struct Rectangle: Shape {
    public typealias Body = Never
    public init() {}
    public var geometry: ShapeGeometry { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public typealias Body = Never
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public var geometry: ShapeGeometry { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    public typealias Body = Never
    public init() {}
    public var geometry: ShapeGeometry { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public typealias Body = Never
    public init() {}
    public var geometry: ShapeGeometry { .ellipse }
}

/// A rectangle whose shorter sides are semicircles.
public struct Capsule: Shape {
    public typealias Body = Never
    public init() {}
    public var geometry: ShapeGeometry { .capsule }
}

extension Rectangle: PrimitiveView {}
extension RoundedRectangle: PrimitiveView {}
extension Circle: PrimitiveView {}
extension Ellipse: PrimitiveView {}
extension Capsule: PrimitiveView {}

extension PrimitiveView where Self: Shape {
    func resolve(into resolver: inout Resolver) {
        resolver.appendShape(geometry, .foreground)
    }
}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        StyledShape(geometry: geometry, style: .fill(AnyShapeStyle(content), style))
    }

    /// The shape's outline, `lineWidth` wide and centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        StyledShape(geometry: geometry, style: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), inset: false))
    }

    /// The shape's outline drawn as `style` says (width, caps, joins, dashes), centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        StyledShape(geometry: geometry, style: .stroke(AnyShapeStyle(content), style, inset: false))
    }

    /// The shape's outline, `lineWidth` wide, drawn inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        StyledShape(geometry: geometry, style: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), inset: true))
    }
}

/// A shape with an explicit fill or stroke.
struct StyledShape: View, PrimitiveView {
    typealias Body = Never
    enum Style {
        case fill(AnyShapeStyle, FillStyle)
        case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)
    }

    let geometry: ShapeGeometry
    let style: Style

    func resolve(into resolver: inout Resolver) {
        let environment = resolver.environment
        switch style {
        case let .fill(content, fillStyle):
            resolver.appendShape(geometry, .fill(content._resolvedStyle(in: environment), fillStyle))
        case let .stroke(content, strokeStyle, inset):
            resolver.appendShape(geometry, .stroke(content._resolvedStyle(in: environment), strokeStyle, inset: inset))
        }
    }
}

extension Resolver {
    mutating func appendShape(_ geometry: ShapeGeometry, _ fill: ShapeFill) {
        var fill = fill == .foreground ? .fill(environment.foregroundStyle(level: 0)) : fill
        var geometry = geometry
        // A corner radius or line width that is not a finite number, not negative, cannot be drawn.
        if case .roundedRectangle(let radius) = geometry, !(radius >= 0 && radius <= DrawableLimit.magnitude) {
            var check = InputCheck("RoundedRectangle")
            let radius = check.number(radius, "cornerRadius", in: 0...DrawableLimit.magnitude, nan: 0)
            geometry = .roundedRectangle(cornerRadius: radius)
            warn(check.warning)
        }
        if case .stroke(let style, var strokeStyle, let inset) = fill,
           !(strokeStyle.lineWidth >= 0 && strokeStyle.lineWidth <= DrawableLimit.magnitude) {
            var check = InputCheck(inset ? ".strokeBorder" : ".stroke")
            strokeStyle.lineWidth = check.number(strokeStyle.lineWidth, "lineWidth", in: 0...DrawableLimit.magnitude, nan: 1)
            fill = .stroke(style, strokeStyle, inset: inset)
            warn(check.warning)
        }
        appendLeaf(ShapeBehavior.self, make: { ShapeBehavior(geometry, fill) }, update: { $0.update(geometry, fill) })
    }
}
