import Foundation

/// What a `.push` item of a display list does to the items up to its `.pop`: the drawing effects of SwiftUI
/// (`.rotationEffect`, `.clipShape`, `.shadow`, `.blendMode`, …), which change how views are drawn and never
/// where they are laid out.
public enum DrawingEffect: Equatable, Sendable {
    /// The items are drawn mapped by the transform (in host coordinates).
    case transform(CGAffineTransform)
    /// The items are drawn only inside the shape (and any clip already in force).
    case clip(ShapeGeometry, frame: CGRect, antialiased: Bool)
    /// The items are drawn into a layer of their own, which is then composited as `DrawingLayer` says.
    case layer(DrawingLayer)
}

/// How a layer of drawing is composited onto what lies under it.
public struct DrawingLayer: Equatable, Sendable {
    /// Multiplied into the layer's alpha.
    public var opacity: Double
    /// How the layer's colours combine with what lies under it.
    public var blendMode: BlendMode
    /// A Gaussian blur of the layer, as `.blur(radius:)`: the standard deviation in points.
    public var blurRadius: CGFloat
    /// A shadow drawn under the layer from its alpha.
    public var shadow: Shadow?
    /// Whether the layer is masked: the items after the layer's `.beginMask` item are drawn into the mask,
    /// whose alpha the layer is multiplied by.
    public var isMasked: Bool

    public init(opacity: Double = 1, blendMode: BlendMode = .normal, blurRadius: CGFloat = 0, shadow: Shadow? = nil,
                isMasked: Bool = false) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.blurRadius = blurRadius
        self.shadow = shadow
        self.isMasked = isMasked
    }
}

/// A drop shadow: the layer's alpha, blurred by `radius`, filled with `color` and offset by `offset`.
public struct Shadow: Equatable, Sendable {
    public var color: Color
    /// The blur's standard deviation in points (SwiftUI's `radius`, Core Animation's `shadowRadius`).
    public var radius: CGFloat
    public var offset: CGSize

    public init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// How a view's colours combine with what lies under it, as SwiftUI's `BlendMode` (the PDF and Core Graphics
/// blend modes).
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
