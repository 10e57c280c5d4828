import Foundation

/// A colour, gradient or material to fill or stroke shapes and text with, as SwiftUI's `ShapeStyle`:
/// `.fill(.blue.opacity(0.3))`, `.background(.red)`, `.foregroundStyle(.secondary)`.
///
/// Reflow's own styles resolve themselves; a style of your own implements `resolve(in:)` and returns one of
/// them (iOS 17's way), for example a colour chosen by `environment.colorScheme`.
public protocol ShapeStyle {
    /// The style a custom style stands for in an environment; `Never` for Reflow's own styles.
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one stands for in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// Reflow's resolution of the style in `environment`, before it knows the frame it paints: what the
    /// engine stores and, once a frame is known, turns into a `Paint`. Reflow's styles implement it; a custom
    /// style gets it from `resolve(in:)`.
    func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle
}

extension ShapeStyle where Resolved == Never {
    /// Reflow's own styles resolve through `_resolvedStyle(in:)` and never call this.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves itself; resolve(in:) is for custom shape styles")
    }
}

extension ShapeStyle {
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        resolve(in: environment)._resolvedStyle(in: environment)
    }

    /// The style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension Never: ShapeStyle {
    public typealias Resolved = Never
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle { fatalError() }
}

/// A style with its opacity scaled (`style.opacity(0.5)` on a style that is not a `Color`).
struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        base._resolvedStyle(in: environment).opacity(opacity)
    }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: for a property or a conditional that may hold
/// different kinds of style.
public struct AnyShapeStyle: ShapeStyle {
    private let resolveStyle: (EnvironmentValues) -> _ResolvedShapeStyle

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        resolveStyle = { style._resolvedStyle(in: $0) }
    }

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle { resolveStyle(environment) }
}

/// A shape style with its environment applied and its geometry still relative to the frame it will paint
/// (a gradient's unit points): what a shape or a text keeps until it is drawn. Public only because
/// `ShapeStyle` must name it; nothing about it is meant for use.
public struct _ResolvedShapeStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case color(Color)
        case linear(Gradient, start: UnitPoint, end: UnitPoint)
        case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case elliptical(Gradient, center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        case material(blurRadius: CGFloat, tint: Color)
    }

    var kind: Kind
    /// The shadows the style adds to what it paints (`style.shadow(_:)`), first applied first.
    var shadows: [ShadowStyle] = []

    init(_ kind: Kind) { self.kind = kind }

    static func color(_ color: Color) -> _ResolvedShapeStyle { _ResolvedShapeStyle(.color(color)) }

    /// The colour, for a style that is one; nil for gradients and materials.
    var color: Color? {
        if case .color(let color) = kind { return color }
        return nil
    }

    /// The paint for drawing in `frame` (host coordinates).
    func paint(in frame: CGRect) -> Paint {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
        switch kind {
        case .color(let color):
            return .color(color)
        case let .linear(gradient, start, end):
            return .linearGradient(gradient, start: point(start), end: point(end))
        case let .radial(gradient, center, r0, r1):
            return .radialGradient(gradient, center: point(center), startRadius: r0, endRadius: r1)
        case let .elliptical(gradient, center, f0, f1):
            // The unit ellipse has the frame's width and height as radii: a fraction of 0.5 touches its edges.
            let c = point(center)
            let ellipse = CGRect(x: c.x - frame.width, y: c.y - frame.height, width: 2 * frame.width,
                                 height: 2 * frame.height)
            return .ellipticalGradient(gradient, ellipse: ellipse, startFraction: f0, endFraction: f1)
        case let .angular(gradient, center, a0, a1):
            return .angularGradient(gradient, center: point(center), startAngle: a0, endAngle: a1)
        case let .material(blur, tint):
            return .material(blurRadius: blur, tint: tint)
        }
    }

    /// The style with every colour's opacity multiplied by `opacity`.
    func opacity(_ opacity: Double) -> _ResolvedShapeStyle {
        guard opacity != 1 else { return self }
        var faded = fadedKind(opacity)
        faded.shadows = shadows
        return faded
    }

    private func fadedKind(_ opacity: Double) -> _ResolvedShapeStyle {
        func fade(_ g: Gradient) -> Gradient {
            Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) })
        }
        switch kind {
        case .color(let c): return .color(c.opacity(opacity))
        case let .linear(g, s, e): return _ResolvedShapeStyle(.linear(fade(g), start: s, end: e))
        case let .radial(g, c, r0, r1): return _ResolvedShapeStyle(.radial(fade(g), center: c, startRadius: r0, endRadius: r1))
        case let .elliptical(g, c, f0, f1):
            return _ResolvedShapeStyle(.elliptical(fade(g), center: c, startFraction: f0, endFraction: f1))
        case let .angular(g, c, a0, a1):
            return _ResolvedShapeStyle(.angular(fade(g), center: c, startAngle: a0, endAngle: a1))
        case let .material(blur, tint): return _ResolvedShapeStyle(.material(blurRadius: blur, tint: tint.opacity(opacity)))
        }
    }
}
