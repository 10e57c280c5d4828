import Foundation

extension View {
    /// Draws a shadow under the view: its alpha, blurred by `radius` and filled with `color`, moved by `x`
    /// and `y`. By default black at 33 % (drawing rules §2.5). The frame does not change.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        var check = InputCheck(".shadow")
        let radius = check.number(radius, "radius", in: 0...DrawableLimit.magnitude, nan: 0)
        let limits = -DrawableLimit.magnitude...DrawableLimit.magnitude
        let offset = CGSize(width: check.clamped(check.finite(x, "x"), "x", to: limits),
                            height: check.clamped(check.finite(y, "y"), "y", to: limits))
        let shadow = Shadow(color: color, radius: radius, offset: offset)
        return TraitWriter(content: self, warning: check.warning) { $0.addEffect(.layer(DrawingLayer(shadow: shadow))) }
    }

    /// Draws the view blurred: a Gaussian blur whose standard deviation is `radius` points. (`opaque` is
    /// accepted; the blur's edges fade out either way.)
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        var check = InputCheck(".blur")
        let radius = check.number(radius, "radius", in: 0...DrawableLimit.magnitude, nan: 0)
        return TraitWriter(content: self, warning: check.warning) {
            $0.addEffect(.layer(DrawingLayer(blurRadius: radius)))
        }
    }

    /// Combines the view's colours with what lies under it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        TraitWriter(content: self) { $0.addEffect(.layer(DrawingLayer(blendMode: blendMode))) }
    }

    /// Draws the view into a layer of its own before effects outside it apply, so that an `.opacity` or a
    /// `.blendMode` written after it applies to the view as a whole rather than to each of its parts.
    public func compositingGroup() -> some View {
        TraitWriter(content: self) { $0.addEffect(.layer(DrawingLayer())) }
    }

    /// Draws the view into an offscreen image before it is composited: in Reflow, a compositing group.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Sets the order in which the view is drawn among its siblings: higher is drawn later, on top (default
    /// 0; equal values keep the order of the code). The layout does not change.
    public func zIndex(_ value: Double) -> some View {
        var check = InputCheck(".zIndex")
        let value = check.number(value, "value", in: -.infinity ... .infinity, nan: 0)
        return TraitWriter(content: self, warning: check.warning) { $0.drawing.zIndex = value }
    }
}

/// The colour space a drawing group composites in, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}
