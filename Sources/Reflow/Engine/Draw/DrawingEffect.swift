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
    /// A change of every pixel's colour (`.hueRotation`, `.saturation`, `.brightness`, …); nil for none.
    public var colorMatrix: ColorMatrix?

    public init(opacity: Double = 1, blendMode: BlendMode = .normal, blurRadius: CGFloat = 0, shadow: Shadow? = nil,
                isMasked: Bool = false, colorMatrix: ColorMatrix? = nil) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.blurRadius = blurRadius
        self.shadow = shadow
        self.isMasked = isMasked
        self.colorMatrix = colorMatrix
    }
}

/// A colour filter: each pixel's unpremultiplied red, green, blue and alpha in 0…1 become
/// `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, and likewise `g'`, `b'`, `a'` from the next rows of five,
/// clamped to 0…1: SVG's `feColorMatrix` and Core Image's colour matrix, with which SwiftUI's colour effects are
/// written (`SwiftUI/Effects/ColorEffects.swift`).
public struct ColorMatrix: Equatable, Sendable {
    /// Four rows of five, row-major.
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has four rows of five")
        self.values = values
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0,  0, 1, 0, 0, 0,  0, 0, 1, 0, 0,  0, 0, 0, 1, 0])

    /// `color` filtered: its components (unpremultiplied) through the matrix, clamped to 0…1.
    public func apply(_ color: (r: Double, g: Double, b: Double, a: Double)) -> (r: Double, g: Double, b: Double, a: Double) {
        func row(_ i: Int) -> Double {
            let v = values[i] * color.r + values[i + 1] * color.g + values[i + 2] * color.b + values[i + 3] * color.a
                + values[i + 4]
            return v.isNaN ? 0 : min(max(v, 0), 1)
        }
        return (row(0), row(5), row(10), row(15))
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
