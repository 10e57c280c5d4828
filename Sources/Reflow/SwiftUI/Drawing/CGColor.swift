import Foundation

/// Core Graphics' colour, as far as SwiftUI files use it: `UIColor.red.cgColor`, `Color(cgColor:)`,
/// `CGColor(red:green:blue:alpha:)`. Linux has no Core Graphics; it holds a Reflow `Color`, in sRGB.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour as Reflow draws it.
    let color: Color

    init(_ color: Color) { self.color = color }

    /// An sRGB colour from components and alpha in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey of `gray` in 0...1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), opacity: Double(alpha)))
    }

    /// The colour's components: red, green, blue and alpha.
    public var components: [CGFloat]? {
        [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.opacity)]
    }

    /// How many components the colour has: four, as sRGB with alpha.
    public var numberOfComponents: Int { 4 }

    /// The colour's alpha.
    public var alpha: CGFloat { CGFloat(color.opacity) }

    /// This colour with alpha `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(Color(red: color.red, green: color.green, blue: color.blue, opacity: Double(alpha)))
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Whether two colours have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension Color {
    /// The SwiftUI colour of a Core Graphics colour (iOS 15).
    public init(cgColor: CGColor) {
        self = cgColor.color
    }
}
