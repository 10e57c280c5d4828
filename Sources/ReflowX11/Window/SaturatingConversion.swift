import Foundation

extension FixedWidthInteger {
    /// `value` as this integer type without ever trapping, for pixel sizes and coordinates on their way to
    /// the X protocol (16- and 32-bit fields): NaN becomes 0, and anything past the type's range, infinities
    /// included, becomes its nearest bound. Fractions are cut toward zero, as `init(_:)` cuts them.
    ///
    /// `Int16(x)` traps on a value out of range, and a display list, an `Xft.dpi` or a window size can carry
    /// any Double: a huge frame must draw clipped, never crash the viewer.
    @inline(__always)
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value <= Double(Self.min) {
            self = .min
        } else if value >= Double(Self.max) {
            // Double(Self.max) may round up past max (Int64: to 2^63); `>=` sends that bound here too.
            self = .max
        } else {
            self.init(value)
        }
    }
}

/// The largest side, in pixels, of a window or picture Reflow makes. X sizes are 16-bit and Render's
/// coordinates signed 16-bit; 16384 keeps every pixel addressable, and a 16384² picture (1 GiB) is already
/// more than a server is likely to grant.
enum PixelLimits {
    static let maximumSide: Int32 = 16384

    /// `pixels` as a whole number of pixels from 1 to `maximumSide`: what a window or buffer side may be.
    static func side(_ pixels: Double) -> Int32 {
        min(max(Int32(saturating: pixels.rounded()), 1), maximumSide)
    }
}
