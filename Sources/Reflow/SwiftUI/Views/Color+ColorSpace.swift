import Foundation

extension Color {
    /// The colour space of a colour's components, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB space: components as screens show them (gamma-encoded).
        case sRGB
        /// sRGB's primaries with linear components (light intensities).
        case sRGBLinear
        /// Display P3: the wider gamut of Apple's displays, gamma-encoded as sRGB is.
        case displayP3
    }

    /// A colour from `red`, `green` and `blue` in `colorSpace`, as SwiftUI's `Color(_:red:green:blue:opacity:)`.
    /// Reflow draws in sRGB: linear components are encoded with sRGB's transfer function, and Display P3 ones are
    /// converted to sRGB through CIE XYZ (its primaries and D65 white point), which leaves colours outside sRGB's
    /// gamut beyond 0…1 (SwiftUI's extended range; the renderer clamps them).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), opacity: opacity)
        case .displayP3:
            // Display P3 decodes as sRGB does; its linear RGB goes to sRGB's linear RGB through XYZ (D65), the
            // product of P3's RGB→XYZ and sRGB's XYZ→RGB matrices.
            let r = Self.decoded(red), g = Self.decoded(green), b = Self.decoded(blue)
            let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
            let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
            let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            self.init(red: Self.encoded(sr), green: Self.encoded(sg), blue: Self.encoded(sb), opacity: opacity)
        }
    }

    /// A colour from a white level in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// sRGB's transfer function (IEC 61966-2-1): a linear intensity to the component a screen is given,
    /// odd-symmetric beyond 0…1 as extended sRGB is.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// The inverse of `encoded`: a component to its linear intensity.
    static func decoded(_ component: Double) -> Double {
        let magnitude = abs(component)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return component < 0 ? -value : value
    }
}
