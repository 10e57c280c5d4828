/// A font, as SwiftUI describes one: a text style or a point size, with a weight, a design and traits.
///
/// A `Font` is only a description; `resolved()` turns it into the concrete `ResolvedFont` that a
/// `TextMeasurer` measures and a renderer draws.
public struct Font: Hashable, Sendable {
    /// Where the point size comes from: a text style keeps its name so that its default weight
    /// (semibold for `headline`) applies unless a weight is set explicitly.
    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case points(CGFloat)
        /// A custom font's size, which follows the Dynamic Type size as the style's does.
        case scaled(CGFloat, relativeTo: TextStyle)
    }

    var size: Size
    var design: Design
    /// nil until set explicitly; then it overrides the text style's own weight.
    var weight: Weight?
    var isItalic: Bool
    /// The width set with `width(_:)`; Reflow's font families have one width, so it is kept but not drawn.
    var fontWidth: Width?
    /// The family or PostScript name of a custom font (`Font.custom`); nil for the system font.
    var family: String?
    /// OpenType features asked for (`monospacedDigit()`, `smallCaps()`).
    var features: FontFeatures = []

    init(size: Size, design: Design = .default, weight: Weight? = nil, isItalic: Bool = false) {
        self.size = size
        self.design = design
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The concrete size, weight, design and slant this font stands for at the default Dynamic Type size.
    public func resolved() -> ResolvedFont { resolved(at: .large) }

    /// The concrete font at the Dynamic Type size `typeSize`: a text style at its size there, a custom font
    /// scaled as its style, a `system(size:)` font as it is.
    public func resolved(at typeSize: DynamicTypeSize) -> ResolvedFont {
        var font = resolvedFace(at: typeSize)
        font.features = features
        return font
    }

    private func resolvedFace(at typeSize: DynamicTypeSize) -> ResolvedFont {
        switch size {
        case .style(let style):
            return ResolvedFont(size: style.pointSize(at: typeSize), weight: weight ?? style.weight, design: design,
                                isItalic: isItalic, family: family)
        case .points(let points):
            return ResolvedFont(size: points, weight: weight ?? .regular, design: design, isItalic: isItalic,
                                family: family)
        case .scaled(let points, let style):
            return ResolvedFont(size: style.scaledFontSize(points, to: typeSize), weight: weight ?? .regular, design: design,
                                isItalic: isItalic, family: family)
        }
    }
}

// MARK: - Text styles

extension Font {
    /// The font for the largest titles (34 pt).
    public static let largeTitle = Font(size: .style(.largeTitle))
    /// The font for first-level titles (28 pt).
    public static let title = Font(size: .style(.title))
    /// The font for second-level titles (22 pt).
    public static let title2 = Font(size: .style(.title2))
    /// The font for third-level titles (20 pt).
    public static let title3 = Font(size: .style(.title3))
    /// The font for headings (17 pt, semibold).
    public static let headline = Font(size: .style(.headline))
    /// The font for subheadings (15 pt).
    public static let subheadline = Font(size: .style(.subheadline))
    /// The font for body text (17 pt); what a `Text` uses unless told otherwise.
    public static let body = Font(size: .style(.body))
    /// The font for callouts (16 pt).
    public static let callout = Font(size: .style(.callout))
    /// The font for footnotes (13 pt).
    public static let footnote = Font(size: .style(.footnote))
    /// The font for standard captions (12 pt).
    public static let caption = Font(size: .style(.caption))
    /// The font for alternate captions (11 pt).
    public static let caption2 = Font(size: .style(.caption2))

    /// The system font of `style`, in `design`, with `weight` in place of the style's own weight if given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), design: design ?? .default, weight: weight)
    }

    /// The font named `name` (a family, "Avenir Next", or a PostScript name, "Avenir-Heavy") at `size` points.
    /// When no installed font has that name, the text is set in the system font at that size, as iOS does with a
    /// font it cannot find (and Reflow says so once).
    /// Its size follows the Dynamic Type size as body text does, as SwiftUI's does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// The font named `name` at `size` points at the default Dynamic Type size, scaled as `textStyle` is.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: .scaled(size, relativeTo: textStyle))
        font.family = name
        return font
    }

    /// The font named `name` at `fixedSize` points, whatever the Dynamic Type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: .points(fixedSize))
        font.family = name
        return font
    }

    /// The system font at a fixed point size, regular and of the default design unless told otherwise.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .points(size), design: design ?? .default, weight: weight)
    }
}

// MARK: - Modifiers

extension Font {
    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font slanted.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font at `width` (compressed, condensed, standard, expanded).
    ///
    /// Reflow's font families have one width: the width is kept with the font and text is drawn and measured
    /// at the standard width.
    public func width(_ width: Width) -> Font {
        var font = self
        font.fontWidth = width
        return font
    }

    /// The fixed-width version of this font.
    ///
    /// SwiftUI keeps the family where it can; Reflow has one family per design, so this selects the
    /// monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// This font with digits of one width (OpenType `tnum`), so that a changing number keeps its width.
    public func monospacedDigit() -> Font {
        var font = self
        font.features.insert(.tabularDigits)
        return font
    }

    /// This font with its lower-case letters as small capitals (and capitals as they are).
    public func smallCaps() -> Font { lowercaseSmallCaps() }

    /// This font with its lower-case letters as small capitals (OpenType `smcp`).
    public func lowercaseSmallCaps() -> Font {
        var font = self
        font.features.insert(.lowercaseSmallCaps)
        return font
    }

    /// This font with its capitals as small capitals (OpenType `c2sc`).
    public func uppercaseSmallCaps() -> Font {
        var font = self
        font.features.insert(.uppercaseSmallCaps)
        return font
    }
}

// MARK: - Weight, design, text style

extension Font {
    /// The thickness of a font's strokes.
    ///
    /// A struct with fixed members, like SwiftUI's; compare with `==` or `switch` over the members.
    public struct Weight: Hashable, Sendable {
        /// The CSS / OpenType weight class, 100 (ultraLight) to 900 (black); it orders the weights and gives
        /// renderers a number to map to their font system's scale.
        let value: Int

        /// Weight 100, the thinnest.
        public static let ultraLight = Weight(value: 100)
        /// Weight 200.
        public static let thin = Weight(value: 200)
        /// Weight 300.
        public static let light = Weight(value: 300)
        /// Weight 400, the default.
        public static let regular = Weight(value: 400)
        /// Weight 500.
        public static let medium = Weight(value: 500)
        /// Weight 600, the headline's.
        public static let semibold = Weight(value: 600)
        /// Weight 700.
        public static let bold = Weight(value: 700)
        /// Weight 800.
        public static let heavy = Weight(value: 800)
        /// Weight 900, the thickest.
        public static let black = Weight(value: 900)
    }

    /// The width of a font's glyphs, from compressed to expanded.
    public struct Width: Hashable, Sendable {
        /// The width as a number, 0 for the standard width, negative for narrower.
        public var value: CGFloat

        /// A width given as a number: 0 is standard, negative is narrower, positive wider.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrower width.
        public static let condensed = Width(-0.2)
        /// The default width.
        public static let standard = Width(0)
        /// A wider width.
        public static let expanded = Width(0.2)
    }

    /// The look of a font family.
    public enum Design: Hashable, Sendable {
        /// The default system font.
        case `default`
        /// A font with serifs.
        case serif
        /// A font with rounded ends.
        case rounded
        /// A fixed-width font.
        case monospaced
    }

    /// The named styles of Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt, semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        /// Sizes at iOS's default Dynamic Type size (layout rules, "Decisions"); 1 pt is 1 px at 96 dpi.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// Only the headline differs from regular; it is what sets it apart from body at the same size.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }
}
