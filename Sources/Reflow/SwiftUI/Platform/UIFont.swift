import Foundation

/// UIKit's font, as SwiftUI files use it: `Font(UIFont.systemFont(ofSize: 15, weight: .medium))`,
/// `UIFont.preferredFont(forTextStyle: .body).pointSize` to size something to text, a bar's title attributes.
/// It is a description, as `Font` is: `Font(_:)` gives the SwiftUI font drawn. A text style's size is the one
/// Reflow's `Font` text styles have at the default Dynamic Type size (docs/text-rules.md), and the line metrics
/// are the system font's, which Reflow sets every system text with.
public final class UIFont: Hashable, @unchecked Sendable {
    /// The SwiftUI font this stands for.
    let font: Font
    /// The size in points.
    public let pointSize: CGFloat
    /// The family's name ("System Font" for the system font's).
    public let familyName: String
    /// The font's name.
    public let fontName: String

    private init(font: Font, pointSize: CGFloat, familyName: String = ".AppleSystemUIFont",
                 fontName: String = ".SFUI-Regular") {
        self.font = font
        self.pointSize = pointSize
        self.familyName = familyName
        self.fontName = fontName
    }

    /// The font named `fontName` (a family or a PostScript name) at `fontSize`, as `Font.custom(_:fixedSize:)`
    /// sets it. UIKit returns nil for a name it has no font of; Reflow sets any name (falling back to the
    /// system font as `Font.custom` does), so this never fails.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: fontSize), pointSize: fontSize, familyName: fontName,
                  fontName: fontName)
    }

    /// The system font at `fontSize`, regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize), pointSize: fontSize)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUI), pointSize: fontSize)
    }

    /// The system font at `fontSize`, bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: .bold), pointSize: fontSize)
    }

    /// The system font at `fontSize`, italic.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: fontSize).italic(), pointSize: fontSize)
    }

    /// The monospaced system font at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUI, design: .monospaced), pointSize: fontSize)
    }

    /// The font of the text style `style` at the default Dynamic Type size: the size and weight Reflow's
    /// `Font` gives the style (17 points for `.body`), so `Font(UIFont.preferredFont(forTextStyle: .body))`
    /// sets text as `Font.body` does.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let textStyle = style.swiftUI
        let resolved = Font.system(textStyle).resolved()
        return UIFont(font: .system(textStyle), pointSize: resolved.size)
    }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = self.font
        font.size = .points(fontSize)
        return UIFont(font: font, pointSize: fontSize, familyName: familyName, fontName: fontName)
    }

    /// From the baseline up to the top of the tallest glyphs: the system font's ascender.
    public var ascender: CGFloat { FontMetrics.systemFont(points: Double(pointSize)).ascent }
    /// From the baseline down to the bottom of the deepest glyphs, negative as UIKit gives it.
    public var descender: CGFloat { -FontMetrics.systemFont(points: Double(pointSize)).descent }
    /// The height of a line of text: 1.193359375 × the point size (20.287109375 at 17 points), the system
    /// font's line, which Reflow sets system text on.
    public var lineHeight: CGFloat { FontMetrics.systemFont(points: Double(pointSize)).lineHeight }
    /// Space between lines beyond the line height: none.
    public var leading: CGFloat { 0 }

    /// Whether two fonts are the same font at the same size.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font && lhs.pointSize == rhs.pointSize }

    /// Hashes the font and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(pointSize)
    }

    /// A font's stroke weight, as UIKit's `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        /// UIKit's value: from −1 (thinnest) through 0 (regular) to 1 (heaviest).
        public let rawValue: CGFloat
        /// The SwiftUI weight of the same name.
        let swiftUI: Font.Weight

        init(rawValue: CGFloat, swiftUI: Font.Weight) {
            self.rawValue = rawValue
            self.swiftUI = swiftUI
        }

        /// The weight of UIKit's value `rawValue`, drawn as the named weight nearest to it.
        public init(rawValue: CGFloat) {
            let named: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            let nearest = named.min { abs($0.rawValue - rawValue) < abs($1.rawValue - rawValue) } ?? .regular
            self.init(rawValue: rawValue, swiftUI: nearest.swiftUI)
        }

        /// The thinnest.
        public static let ultraLight = Weight(rawValue: -0.8, swiftUI: .ultraLight)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6, swiftUI: .thin)
        /// Light.
        public static let light = Weight(rawValue: -0.4, swiftUI: .light)
        /// Regular.
        public static let regular = Weight(rawValue: 0, swiftUI: .regular)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23, swiftUI: .medium)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3, swiftUI: .semibold)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4, swiftUI: .bold)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56, swiftUI: .heavy)
        /// The heaviest.
        public static let black = Weight(rawValue: 0.62, swiftUI: .black)
    }

    /// A text style, as UIKit's `UIFont.TextStyle`: SwiftUI's `Font.TextStyle` under UIKit's names.
    public struct TextStyle: Hashable, Sendable {
        /// The SwiftUI style.
        let swiftUI: Font.TextStyle

        /// The largest titles.
        public static let largeTitle = TextStyle(swiftUI: .largeTitle)
        /// First-level titles.
        public static let title1 = TextStyle(swiftUI: .title)
        /// Second-level titles.
        public static let title2 = TextStyle(swiftUI: .title2)
        /// Third-level titles.
        public static let title3 = TextStyle(swiftUI: .title3)
        /// Headings.
        public static let headline = TextStyle(swiftUI: .headline)
        /// Subheadings.
        public static let subheadline = TextStyle(swiftUI: .subheadline)
        /// Body text.
        public static let body = TextStyle(swiftUI: .body)
        /// Callouts.
        public static let callout = TextStyle(swiftUI: .callout)
        /// Footnotes.
        public static let footnote = TextStyle(swiftUI: .footnote)
        /// Captions.
        public static let caption1 = TextStyle(swiftUI: .caption)
        /// Alternate captions.
        public static let caption2 = TextStyle(swiftUI: .caption2)
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font, as `Font(uiFont)`.
    public init(_ font: UIFont) {
        self = font.font
    }
}
