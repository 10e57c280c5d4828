/// The vertical metrics of a font, in points.
public struct FontMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the tallest glyphs.
    public var ascent: CGFloat
    /// From the baseline down to the bottom of the deepest glyphs (positive).
    public var descent: CGFloat
    /// Extra space between lines.
    public var leading: CGFloat

    /// The distance from one line's top to the next line's top.
    public var lineHeight: CGFloat { ascent + descent + leading }

    /// Metrics from their three parts, in points.
    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
    }
}

/// The one place where layout learns how big text is.
///
/// The layout engine never sees a font file or a display: it asks a measurer. Reflow ships
/// `FixedAdvanceTextMeasurer` (display-free, deterministic); the X11 viewer supplies one backed by Xft, so
/// layouts follow the fonts actually drawn. Line breaking (`TextLayout`) sits on top of these two calls and
/// is shared by measuring and drawing.
public protocol TextMeasurer: AnyObject {
    /// Vertical metrics of `font`.
    func metrics(of font: ResolvedFont) -> FontMetrics
    /// The advance width of `text` set on one line in `font` (no wrapping), fractional.
    func width(of text: Substring, in font: ResolvedFont) -> CGFloat
}
