import Foundation
import Reflow

/// Measures text as the viewer sets it, without a display: fontconfig finds the faces, HarfBuzz shapes the text
/// (kerning, ligatures, joining scripts, emoji sequences) from the font files themselves.
///
/// The window measures through this same class (`XftTextMeasurer` draws what it shaped), so a headless host,
/// `reflow explain` and a snapshot lay text out exactly as the window does:
///
/// ```swift
/// let host = ViewHost(rootView: content, size: size, textMeasurer: ShapingTextMeasurer())
/// ```
///
/// Units are the engine's points. Widths are fractional, from the faces' design units, so they do not depend on
/// the pixel scale or on hinting; ascent and descent are rounded to whole pixels at `scale`, as Xft rounds
/// them. Widths and shaped lines are cached per font and string.
///
/// Use it from one thread, like the viewer that draws with it.
public final class ShapingTextMeasurer: TextMeasurer {
    /// Pixels per point: what ascents and descents are rounded at.
    public let scale: Double
    let families: FontFamilies
    private let library = FaceLibrary()
    private var stacks: [ResolvedFont: FontStack] = [:]
    private var lastStack: FontStack?
    private var widths = WidthCache()
    private var lines = GenerationCache<TextKey, ShapedText>(limit: 4_096)
    /// How many strings were shaped to be measured rather than answered from the width cache.
    package private(set) var measureCount = 0

    /// A measurer for a display of `scale` pixels per point (1 at 96 dpi), with Reflow's fonts.
    public convenience init(scale: Double = 1) {
        self.init(scale: scale, families: .standard)
    }

    /// A measurer with `families` in place of the default fonts (tests use it).
    package init(scale: Double, families: FontFamilies) {
        FontConfiguration.prepare()
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.families = families
    }

    /// Ascent and descent of the font's primary face, rounded as Xft rounds them; no leading.
    public func metrics(of font: ResolvedFont) -> FontMetrics {
        guard let stack = stack(for: font) else { return FontMetrics(ascent: 0, descent: 0, leading: 0) }
        return stack.metrics
    }

    /// The advance width of `text` on one line, shaped, in points.
    public func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = TextKey(font: font, text: String(text))
        if let width = widths.value(for: key) { return CGFloat(width) }
        measureCount += 1
        let width = stack(for: font)?.shape(text).width ?? 0
        widths.insert(width, for: key)
        return CGFloat(width)
    }

    /// `text` shaped in `font`, as a renderer draws it; kept for the next frame.
    package func shaped(_ text: String, in font: ResolvedFont) -> ShapedText {
        guard !text.isEmpty, let stack = stack(for: font) else { return .empty }
        let key = TextKey(font: font, text: text)
        if let shaped = lines.value(for: key) { return shaped }
        let shaped = stack.shape(text[...])
        lines.insert(shaped, for: key)
        return shaped
    }

    /// The faces `font` is set in; nil for a size that is zero, negative or not a number, which measures and
    /// draws as nothing.
    package func stack(for font: ResolvedFont) -> FontStack? {
        if let lastStack, lastStack.font == font { return lastStack }
        guard font.size > 0, font.size.isFinite else { return nil }
        let stack: FontStack
        if let known = stacks[font] {
            stack = known
        } else {
            stack = FontStack(font: font, scale: scale, library: library, families: families)
            stacks[font] = stack
        }
        lastStack = stack
        return stack
    }

    /// How many font faces are open: for tests of what a measurer holds.
    package var openFaces: Int { library.count }
}
