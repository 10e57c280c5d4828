/// A font with every choice made: what a `TextMeasurer` measures and a renderer draws.
///
/// `Font` describes (a text style, an optional weight); `ResolvedFont` is concrete, so measuring and
/// drawing one `Text` can never pick different faces.
public struct ResolvedFont: Hashable, Sendable {
    /// The size in points (1 pt = 1 px at 96 dpi).
    public var size: CGFloat
    /// The stroke weight.
    public var weight: Font.Weight
    /// The family's design.
    public var design: Font.Design
    /// Whether the face is slanted.
    public var isItalic: Bool
    /// Whether this is the symbol font `Image(systemName:)` draws with (Material Icons, standing in for SF
    /// Symbols) rather than the text family of `design`: a symbol is measured and drawn as one glyph of it,
    /// through the same measurer and text drawing as any text.
    public var isSymbolFont: Bool
    /// Points added after every character, on top of the face's own spacing (`Text.tracking(_:)`,
    /// `Text.kerning(_:)`).
    public var tracking: CGFloat
    /// The family or PostScript name of a custom font (`Font.custom`); nil for the family of `design`.
    public var family: String?
    /// OpenType features the text is shaped with (`monospacedDigit()`, `smallCaps()`).
    public var features: FontFeatures = []

    /// The largest size text is laid out and drawn at: far beyond any screen's need, and small enough that
    /// the glyphs the renderer makes for it stay within memory.
    static let maximumSize: CGFloat = 2048

    /// A font of `size` points; regular, upright, default design unless told otherwise.
    public init(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default, isItalic: Bool = false,
                isSymbolFont: Bool = false, tracking: CGFloat = 0, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.isSymbolFont = isSymbolFont
        self.tracking = tracking
        self.family = family
    }
}

/// OpenType features a font is shaped with, as SwiftUI's font modifiers ask for them: digits of one width
/// (`tnum`), small capitals for lower-case letters (`smcp`) and for capitals (`c2sc`). A face without a feature
/// sets its text as it would without it (Inter, the system font's stand-in, has `tnum` but no small capitals:
/// docs/text-rules.md).
public struct FontFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Digits of one width, so that a counting number does not jitter (`monospacedDigit()`).
    public static let tabularDigits = FontFeatures(rawValue: 1 << 0)
    /// Lower-case letters as small capitals (`lowercaseSmallCaps()`).
    public static let lowercaseSmallCaps = FontFeatures(rawValue: 1 << 1)
    /// Capitals as small capitals (`uppercaseSmallCaps()`).
    public static let uppercaseSmallCaps = FontFeatures(rawValue: 1 << 2)
}
