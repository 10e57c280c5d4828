import Foundation

/// What a shape or a glyph is painted with, resolved for the renderer: a shape style with every choice made
/// and its geometry in host coordinates (a display list's gradients know where they start and end).
public enum Paint: Equatable, Sendable {
    /// One colour.
    case color(Color)
    /// Colours along the line from `start` to `end`; beyond its ends the end colours continue.
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    /// Colours along circles around `center`, from `startRadius` to `endRadius`.
    case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A radial gradient squeezed into an ellipse: the circles of `radialGradient` mapped onto `ellipse`
    /// (a unit circle at 1), from `startFraction` to `endFraction` of its radii.
    case ellipticalGradient(Gradient, ellipse: CGRect, startFraction: CGFloat, endFraction: CGFloat)
    /// Colours around `center`, from `startAngle` (0 points along +x, angles turn clockwise on screen) to
    /// `endAngle`, as a conic sweep.
    case angularGradient(Gradient, center: CGPoint, startAngle: Angle, endAngle: Angle)
    /// A material: what lies behind, blurred, under a translucent tint (`Material`).
    case material(blurRadius: CGFloat, tint: Color)

    /// The colour that stands for the paint where only one colour can be drawn: the colour itself, a
    /// gradient's middle stop, a material's tint.
    public var representativeColor: Color {
        switch self {
        case .color(let color): return color
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .ellipticalGradient(let g, _, _, _),
             .angularGradient(let g, _, _, _):
            return g.stops.isEmpty ? .clear : g.stops[g.stops.count / 2].color
        case .material(_, let tint): return tint
        }
    }

    /// The paint with every colour's opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Paint {
        guard opacity != 1 else { return self }
        func fade(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
        }
        switch self {
        case .color(let color): return .color(color.opacity(opacity))
        case let .linearGradient(g, start, end): return .linearGradient(fade(g), start: start, end: end)
        case let .radialGradient(g, center, r0, r1): return .radialGradient(fade(g), center: center, startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(g, ellipse, f0, f1):
            return .ellipticalGradient(fade(g), ellipse: ellipse, startFraction: f0, endFraction: f1)
        case let .angularGradient(g, center, a0, a1): return .angularGradient(fade(g), center: center, startAngle: a0, endAngle: a1)
        case let .material(blur, tint): return .material(blurRadius: blur, tint: tint.opacity(opacity))
        }
    }
}
