import Foundation

// SwiftUI's colour effects, each a colour matrix over the view's pixels (`ColorMatrix`), as SVG's `feColorMatrix`
// and Core Image write them: drawn into a layer of their own and filtered before they are composited.
extension View {
    /// Turns the view's hues around the colour wheel by `angle`, its lightness kept: SVG's `hueRotate` matrix
    /// (Filter Effects Module, `feColorMatrix`, on the luminance weights 0.213, 0.715, 0.072).
    public func hueRotation(_ angle: Angle) -> some View {
        colorEffect(ColorEffects.hueRotation(angle.radians), ".hueRotation", angle.radians)
    }

    /// Scales the view's saturation by `amount`: 0 grey, 1 unchanged, more than 1 more vivid (SVG's `saturate`).
    public func saturation(_ amount: Double) -> some View {
        colorEffect(ColorEffects.saturation(amount), ".saturation", amount)
    }

    /// Takes `amount` (0…1) of the colour out of the view: `saturation(1 − amount)`.
    public func grayscale(_ amount: Double) -> some View {
        colorEffect(ColorEffects.saturation(1 - min(max(amount, 0), 1)), ".grayscale", amount)
    }

    /// Adds `amount` to the view's red, green and blue (−1 black … 0 unchanged … 1 white), as Core Image's
    /// `CIColorControls` brightness, which SwiftUI's is.
    public func brightness(_ amount: Double) -> some View {
        colorEffect(ColorEffects.brightness(amount), ".brightness", amount)
    }

    /// Scales the view's contrast around mid-grey by `amount`: 0 grey, 1 unchanged, more than 1 stronger.
    public func contrast(_ amount: Double) -> some View {
        colorEffect(ColorEffects.contrast(amount), ".contrast", amount)
    }

    /// Inverts the view's colours (each component c becomes 1 − c), its alpha kept.
    public func colorInvert() -> some View {
        colorEffect(ColorEffects.invert, ".colorInvert", 0)
    }

    /// Multiplies the view's colours by `color`'s (a tint that darkens, as SwiftUI's `colorMultiply`).
    public func colorMultiply(_ color: Color) -> some View {
        colorEffect(ColorEffects.multiply(color), ".colorMultiply", 0)
    }

    /// Makes the view's luminance its alpha, over black: light parts opaque, dark parts clear.
    public func luminanceToAlpha() -> some View {
        colorEffect(ColorEffects.luminanceToAlpha, ".luminanceToAlpha", 0)
    }

    private func colorEffect(_ matrix: ColorMatrix, _ name: String, _ amount: Double) -> some View {
        var check = InputCheck(name)
        _ = check.number(amount, "amount", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, nan: 0)
        let matrix = amount.isFinite ? matrix : .identity
        return TraitWriter(content: self, warning: check.warning) {
            $0.addEffect(.layer(DrawingLayer(colorMatrix: matrix)))
        }
    }
}

/// The colour matrices of the colour effects.
enum ColorEffects {
    /// Rec. 709 luminance weights, as SVG's matrices round them.
    static let red = 0.213, green = 0.715, blue = 0.072

    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix([
            red + c * (1 - red) - s * red, green - c * green - s * green, blue - c * blue + s * (1 - blue), 0, 0,
            red - c * red + s * 0.143, green + c * (1 - green) + s * 0.140, blue - c * blue - s * 0.283, 0, 0,
            red - c * red - s * (1 - red), green - c * green + s * green, blue + c * (1 - blue) + s * blue, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    static func saturation(_ amount: Double) -> ColorMatrix {
        let s = amount
        return ColorMatrix([
            red + (1 - red) * s, green - green * s, blue - blue * s, 0, 0,
            red - red * s, green + (1 - green) * s, blue - blue * s, 0, 0,
            red - red * s, green - green * s, blue + (1 - blue) * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount,  0, 1, 0, 0, amount,  0, 0, 1, 0, amount,  0, 0, 0, 1, 0])
    }

    static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, offset,  0, amount, 0, 0, offset,  0, 0, amount, 0, offset,  0, 0, 0, 1, 0])
    }

    static let invert = ColorMatrix([-1, 0, 0, 0, 1,  0, -1, 0, 0, 1,  0, 0, -1, 0, 1,  0, 0, 0, 1, 0])

    static func multiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0,  0, color.green, 0, 0, 0,  0, 0, color.blue, 0, 0,  0, 0, 0, color.opacity, 0])
    }

    static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0,  0, 0, 0, 0, 0,  0, 0, 0, 0, 0,  0.2125, 0.7154, 0.0721, 0, 0])
}
