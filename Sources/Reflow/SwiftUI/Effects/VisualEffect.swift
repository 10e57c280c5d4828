import Foundation

/// An effect that changes how a view is drawn, never its layout or anyone else's: what the closures of
/// `.visualEffect` and `.scrollTransition` return, made by calling the effect functions (`offset`,
/// `scaleEffect`, `opacity`, …) on the `EmptyVisualEffect` they are given (SwiftUI, iOS 17). As in SwiftUI,
/// apps do not conform to it; the effects it chains are drawn as the view modifiers of the same names draw
/// (drawing rules §2.11).
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: the placeholder for the view that `.visualEffect` and
/// `.scrollTransition` give their closures, on which the effects are chained.
public struct EmptyVisualEffect: VisualEffect {
    /// The effect that changes nothing.
    public init() {}
}

/// What a chain of visual effects comes to: the drawing effects in order (the first written first, innermost)
/// and the opacity they multiply the view's by.
struct VisualEffectParts {
    var effects: [ViewEffect] = []
    var opacity: Double = 1

    /// The parts with `effect` applied outside the ones already there.
    func adding(_ effect: ViewEffect) -> VisualEffectParts {
        var parts = self
        parts.effects.append(effect)
        return parts
    }
}

/// The effect a chain of effect functions returns: what they come to so far.
struct VisualEffectChain: VisualEffect, @unchecked Sendable {
    // `ViewEffect` holds closures (a clip's outline) and is not `Sendable`; a chain is made and read on the
    // thread that draws the host, and holds values once made.
    var parts: VisualEffectParts
}

extension VisualEffect {
    /// What the effect comes to: an `EmptyVisualEffect` (or anything that is not a chain) to nothing.
    var resolvedParts: VisualEffectParts {
        (self as? VisualEffectChain)?.parts ?? VisualEffectParts()
    }

    private func adding(_ effect: ViewEffect) -> VisualEffectChain {
        VisualEffectChain(parts: resolvedParts.adding(effect))
    }

    private func finite(_ value: CGFloat, else replacement: CGFloat) -> CGFloat { value.isFinite ? value : replacement }

    // A value that cannot be drawn (not finite) is replaced by the one that changes nothing, rather than the
    // effect left out: a scroll transition interpolates the effects of two phases, which must match in kind.

    // MARK: Moving, scaling, turning

    /// Moves the view's drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.transform(CGAffineTransform(translationX: finite(offset.width, else: 0), y: finite(offset.height, else: 0)),
                          anchor: .topLeading))
    }

    /// Moves the view's drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the view's drawing by `scale` about `anchor`, a unit point of its frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: finite(scale.width, else: 1), height: finite(scale.height, else: 1)), anchor: anchor))
    }

    /// Scales the view's drawing by `scale` in both directions about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the view's drawing by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Turns the view's drawing by `angle` about `anchor` (positive turns clockwise on screen).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(.radians(finite(angle.radians, else: 0)), anchor: anchor))
    }

    /// Turns the view's drawing by `angle` about `axis` in 3D, drawn as `View.rotation3DEffect` draws it
    /// (drawing rules §2.9: foreshortened, no perspective).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some VisualEffect {
        adding(.transform(rotation3DTransform(angle, axis: axis) ?? .identity, anchor: anchor))
    }

    /// Maps the view's drawing by `transform` in its own space (the origin at its frame's top-leading corner).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        let t = transform
        let drawable = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        return adding(.transform(drawable ? transform : .identity, anchor: .topLeading))
    }

    // MARK: Opacity and blur

    /// Multiplies the opacity of the view's drawing by `opacity` (clamped to 0…1), as `View.opacity` does.
    public func opacity(_ opacity: Double) -> some VisualEffect {
        var parts = resolvedParts
        if !opacity.isNaN { parts.opacity *= min(max(opacity, 0), 1) }
        return VisualEffectChain(parts: parts)
    }

    /// Blurs the view's drawing: a Gaussian blur whose standard deviation is `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.layer(DrawingLayer(blurRadius: max(0, finite(radius, else: 0)))))
    }

    // MARK: Colour

    /// Adds `amount` to the view's red, green and blue, as `View.brightness` does.
    public func brightness(_ amount: Double) -> some VisualEffect { colorMatrix(ColorEffects.brightness(amount), amount) }

    /// Scales the view's contrast around mid-grey by `amount`, as `View.contrast` does.
    public func contrast(_ amount: Double) -> some VisualEffect { colorMatrix(ColorEffects.contrast(amount), amount) }

    /// Takes `amount` (0…1) of the colour out of the view, as `View.grayscale` does.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        colorMatrix(ColorEffects.saturation(1 - min(max(amount, 0), 1)), amount)
    }

    /// Turns the view's hues around the colour wheel by `angle`, as `View.hueRotation` does.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        colorMatrix(ColorEffects.hueRotation(angle.radians), angle.radians)
    }

    /// Scales the view's saturation by `amount`, as `View.saturation` does.
    public func saturation(_ amount: Double) -> some VisualEffect { colorMatrix(ColorEffects.saturation(amount), amount) }

    /// Multiplies the view's colours by `color`'s, as `View.colorMultiply` does.
    public func colorMultiply(_ color: Color) -> some VisualEffect { colorMatrix(ColorEffects.multiply(color), 0) }

    private func colorMatrix(_ matrix: ColorMatrix, _ amount: Double) -> VisualEffectChain {
        adding(.layer(DrawingLayer(colorMatrix: amount.isFinite ? matrix : .identity)))
    }
}
