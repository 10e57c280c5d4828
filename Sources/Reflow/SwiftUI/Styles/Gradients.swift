import Foundation

/// Colours along a line across the frame, as SwiftUI's `LinearGradient`; a view that fills its frame.
public struct LinearGradient: ShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(.linear(gradient, start: startPoint, end: endPoint))
    }
}

/// Colours along circles around a centre, as SwiftUI's `RadialGradient`; a view that fills its frame.
public struct RadialGradient: ShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(.radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }
}

/// A radial gradient stretched to the frame's proportions, as SwiftUI's `EllipticalGradient`: radius
/// fractions are of the frame's width and height (0.5 reaches its edges).
public struct EllipticalGradient: ShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(.elliptical(gradient, center: center, startFraction: startRadiusFraction,
                                        endFraction: endRadiusFraction))
    }
}

/// Colours around a centre, as SwiftUI's `AngularGradient` (a conic gradient): angles start at +x and turn
/// clockwise on screen; a view that fills its frame.
public struct AngularGradient: ShapeStyle, View {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI draws a full turn when both angles are equal (the default).
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(.angular(gradient, center: center, startAngle: startAngle, endAngle: endAngle))
    }
}

/// A gradient as a shape style on its own (`.fill(Gradient(colors: …))`): top to bottom, as SwiftUI draws it.
extension Gradient: ShapeStyle {
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(.linear(self, start: .top, end: .bottom))
    }
}

/// The gradient a colour makes with `Color.gradient`, as SwiftUI's `AnyGradient`.
///
/// SwiftUI calls it only "a standard gradient for the colour" (drawing rules §1.4). Reflow
/// draws it top to bottom from the colour mixed a fifth of the way towards white to the colour itself: light
/// catching the top of the shape, as the gradients on iOS look.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(.linear(gradient, start: .top, end: .bottom))
    }
}

extension Color {
    /// A gradient made from this colour: lighter at the top, the colour itself at the bottom.
    public var gradient: AnyGradient {
        let lighter = Color(red: red + (1 - red) * 0.2, green: green + (1 - green) * 0.2,
                            blue: blue + (1 - blue) * 0.2, opacity: opacity)
        return AnyGradient(Gradient(colors: [lighter, self]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

// A gradient used as a view fills the space it is offered, as a colour does.
extension LinearGradient: PrimitiveView {
    func resolve(into resolver: inout Resolver) { resolver.resolve(Rectangle().fill(self)) }
}

extension RadialGradient: PrimitiveView {
    func resolve(into resolver: inout Resolver) { resolver.resolve(Rectangle().fill(self)) }
}

extension EllipticalGradient: PrimitiveView {
    func resolve(into resolver: inout Resolver) { resolver.resolve(Rectangle().fill(self)) }
}

extension AngularGradient: PrimitiveView {
    func resolve(into resolver: inout Resolver) { resolver.resolve(Rectangle().fill(self)) }
}
