/// UIKit's colour class, as far as SwiftUI files for iOS use it. On iOS `import SwiftUI` brings UIKit with it,
/// so such files name `UIColor` without importing UIKit (`Color(uiColor: .systemGroupedBackground)`); Linux has
/// no UIKit, so Reflow gives the class's colours and initialisers here (docs/app-rules.md §4). The system
/// colours are dynamic, as Reflow's `Color` system colours are: their dark appearance shows in the dark scheme.
public final class UIColor: Hashable, @unchecked Sendable {
    /// The colour as Reflow draws it.
    let color: Color

    init(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1, _ name: SystemColorName? = nil) {
        let color = Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: alpha)
        self.color = name.map(color.named) ?? color
    }

    /// A colour from sRGB components and alpha in 0...1 (outside it, the extended range; NaN is 0, as for
    /// `Color`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey of `white` in 0...1.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness in 0...1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                      opacity: Double(alpha))
    }

    /// The UIKit colour of a SwiftUI colour.
    public init(_ color: Color) {
        self.color = color
    }

    /// This colour with alpha `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard color.opacity > 0 else {
            return UIColor(Color(red: color.red, green: color.green, blue: color.blue, opacity: Double(alpha)))
        }
        // A system colour stays one, so its dark appearance takes the same alpha.
        return UIColor(color.opacity(Double(alpha) / color.opacity))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // The fixed colours, whose components UIKit's documentation gives ("RGB values are 0.5, 0.0 and 0.5" for
    // purple): not the system colours of the same names.
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A grey of white 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// A grey of white 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// A grey of white 1/2.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red: 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green: 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue: 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    // The system colours: SwiftUI's colours of the same names (Color.swift).
    /// SwiftUI's `.red`.
    public static let systemRed = UIColor(Color.red)
    /// SwiftUI's `.orange`.
    public static let systemOrange = UIColor(Color.orange)
    /// SwiftUI's `.yellow`.
    public static let systemYellow = UIColor(Color.yellow)
    /// SwiftUI's `.green`.
    public static let systemGreen = UIColor(Color.green)
    /// SwiftUI's `.mint`.
    public static let systemMint = UIColor(Color.mint)
    /// SwiftUI's `.teal`.
    public static let systemTeal = UIColor(Color.teal)
    /// SwiftUI's `.cyan`.
    public static let systemCyan = UIColor(Color.cyan)
    /// SwiftUI's `.blue`.
    public static let systemBlue = UIColor(Color.blue)
    /// SwiftUI's `.indigo`.
    public static let systemIndigo = UIColor(Color.indigo)
    /// SwiftUI's `.purple`.
    public static let systemPurple = UIColor(Color.purple)
    /// SwiftUI's `.pink`.
    public static let systemPink = UIColor(Color.pink)
    /// SwiftUI's `.brown`.
    public static let systemBrown = UIColor(Color.brown)
    /// SwiftUI's `.gray`: 142, 142, 147.
    public static let systemGray = UIColor(Color.gray)
    /// 174, 174, 178.
    public static let systemGray2 = UIColor(174, 174, 178, 1, .gray2)
    /// 199, 199, 204.
    public static let systemGray3 = UIColor(199, 199, 204, 1, .gray3)
    /// 209, 209, 214.
    public static let systemGray4 = UIColor(209, 209, 214, 1, .gray4)
    /// 229, 229, 234.
    public static let systemGray5 = UIColor(229, 229, 234, 1, .gray5)
    /// 242, 242, 247.
    public static let systemGray6 = UIColor(242, 242, 247, 1, .gray6)

    // The element colours of the light appearance.
    /// Text: black.
    public static let label = UIColor(0, 0, 0, 1, .label)
    /// Secondary text: 60, 60, 67 at 60 %.
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6, .secondaryLabel)
    /// Tertiary text: 60, 60, 67 at 30 %.
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3, .tertiaryLabel)
    /// Quaternary text: 60, 60, 67 at 18 %.
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18, .quaternaryLabel)
    /// Placeholder text: 60, 60, 67 at 30 %.
    public static let placeholderText = UIColor(60, 60, 67, 0.3, .tertiaryLabel)
    /// Links: the system blue.
    public static let link = UIColor(Color.blue)
    /// Separators: 60, 60, 67 at 29 %.
    public static let separator = UIColor(60, 60, 67, 0.29, .separator)
    /// Opaque separators: 198, 198, 200.
    public static let opaqueSeparator = UIColor(198, 198, 200, 1, .opaqueSeparator)
    /// A screen's background: white.
    public static let systemBackground = UIColor(255, 255, 255, 1, .systemBackground)
    /// Content on the background: 242, 242, 247.
    public static let secondarySystemBackground = UIColor(242, 242, 247, 1, .secondarySystemBackground)
    /// Content on secondary content: white.
    public static let tertiarySystemBackground = UIColor(255, 255, 255, 1, .tertiarySystemBackground)
    /// A grouped list's background: 242, 242, 247.
    public static let systemGroupedBackground = UIColor(242, 242, 247, 1, .systemGroupedBackground)
    /// A grouped list's rows: white.
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255, 1, .secondarySystemGroupedBackground)
    /// Content in a grouped list's rows: 242, 242, 247.
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247, 1, .tertiarySystemGroupedBackground)
    /// Fills of thin shapes: 120, 120, 128 at 20 %.
    public static let systemFill = UIColor(120, 120, 128, 0.2, .systemFill)
    /// Fills of medium shapes: 120, 120, 128 at 16 %.
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16, .secondarySystemFill)
    /// Fills of large shapes: 118, 118, 128 at 12 %.
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12, .tertiarySystemFill)
    /// Fills of the largest areas: 116, 116, 128 at 8 %.
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08, .quaternarySystemFill)
}

extension Color {
    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The SwiftUI colour of a UIKit colour (the older spelling).
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }
}

/// The type of `#colorLiteral(red:green:blue:alpha:)` where nothing else decides it, as UIKit makes it on iOS:
/// a `UIColor`, so that `Color(#colorLiteral(…))` (Xcode's colour swatch in code) is `Color(_: UIColor)`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral` stands for: sRGB components and alpha in 0...1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
