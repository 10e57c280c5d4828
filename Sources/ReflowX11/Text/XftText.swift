internal import CX11
import Foundation
import Reflow

/// Measures text with the fonts the viewer draws it in: Xft and fontconfig, DejaVu by default.
///
/// Plug it into a host to lay out with real font metrics:
///
/// ```swift
/// let host = ViewHost(rootView: content, size: size, textMeasurer: try XftTextMeasurer())
/// ```
///
/// Units are the engine's points (1 pt = 1 px at 96 dpi); fonts are opened at `points × dpi / 96` pixels.
/// Widths are fractional, from the fonts' design advances, and the viewer draws every glyph at the pen
/// position those advances give, so a `Text`'s measured width and its drawn glyphs always agree. There is no
/// kerning (Xft has none). Characters the font lacks are measured and drawn in a fallback font that
/// fontconfig finds for them. Widths are cached per font and string, so laying the same text out again at
/// another size measures nothing.
///
/// Text is set as Xft sets it: left to right, one glyph per Unicode scalar, without shaping, so right-to-left
/// and joining scripts show their characters in logical order and unjoined.
///
/// Use it from one thread (the viewer's), like the X connection it draws through.
public final class XftTextMeasurer: TextMeasurer {
    let connection: XConnection
    let families: FontFamilies
    /// The fonts at the connection's scale, which is what layout measures with.
    private var stacks: [ResolvedFont: FontStack] = [:]
    private var lastStack: FontStack?
    private var widths = WidthCache()
    private var colors: [Color: XftColor] = [:]
    /// How many strings were measured through the fonts rather than answered from the width cache.
    private(set) var measureCount = 0

    /// A measurer with its own connection to the X display `displayName` (by default `DISPLAY`).
    ///
    /// - Throws: `ViewerError.noDisplay` when there is no display to connect to.
    public convenience init(displayName: String? = nil) throws {
        FontConfiguration.pinIfRequested()
        self.init(connection: try XConnection(name: displayName))
    }

    /// A measurer on the viewer's connection; `families` replaces the default fonts (tests use it).
    init(connection: XConnection, families: FontFamilies = .dejaVu) {
        FontConfiguration.pinIfRequested()
        self.connection = connection
        self.families = families
        Self.registerRenderBeforeXft(connection)
    }

    /// Makes libXrender set up its per-display state before Xft does, so that Xft's close-display hook runs
    /// first when the display closes.
    ///
    /// Xlib runs close hooks newest first. Xft registers its hook before it first queries Render, so by
    /// default Render's hook runs first and forgets the display; Xft's hook then frees its cached fonts
    /// through Render, which records the closing display anew and never forgets it. A display opened later at
    /// the same address inherits that record and sends requests with stale opcodes (BadRequest, BadLength).
    /// Querying Render first on a fresh connection puts the hooks in the safe order; on a connection Xft has
    /// already used this changes nothing.
    private static func registerRenderBeforeXft(_ connection: XConnection) {
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        _ = XRenderQueryExtension(connection.display, &eventBase, &errorBase)
    }

    deinit {
        for var color in colors.values {
            XftColorFree(connection.display, connection.visual, connection.colormap, &color)
        }
    }

    /// Ascent and descent of the font's primary face (Xft rounds them to whole pixels); no leading.
    public func metrics(of font: ResolvedFont) -> FontMetrics {
        guard let stack = stack(for: font) else { return FontMetrics(ascent: 0, descent: 0, leading: 0) }
        return stack.metrics
    }

    /// The advance width of `text` on one line, in points: the sum of its glyphs' fractional advances.
    public func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = WidthCache.Key(font: font, text: String(text))
        if let width = widths.width(for: key) { return CGFloat(width) }
        measureCount += 1
        let width = stack(for: font)?.width(of: text) ?? 0
        widths.insert(width, for: key)
        return CGFloat(width)
    }

    /// The faces `font` is drawn with at the connection's scale; nil for a size that is zero, negative or
    /// not a number, which measures and draws as nothing.
    func stack(for font: ResolvedFont) -> FontStack? {
        if let lastStack, lastStack.font == font { return lastStack }
        guard font.size > 0, font.size.isFinite else { return nil }
        let stack: FontStack
        if let known = stacks[font] {
            stack = known
        } else {
            stack = FontStack(font: font, scale: connection.scale, connection: connection, families: families)
            stacks[font] = stack
        }
        lastStack = stack
        return stack
    }

    /// Xft's own width of `text` in the primary face (`XftTextExtentsUtf8`, whole pixels at the opened size),
    /// in points: what the fractional widths are checked against.
    func xftWidth(of text: String, in font: ResolvedFont) -> Double? {
        guard let face = stack(for: font)?.faces.first else { return nil }
        var info = XGlyphInfo()
        let bytes = Array(text.utf8)
        XftTextExtentsUtf8(connection.display, face.font, bytes, Int32(bytes.count), &info)
        return Double(info.xOff) / connection.scale
    }

    // MARK: - Drawing

    /// Draws `run` into `buffer`: its text in its font and colour, the baseline's left end at `run.origin`
    /// (points; `scale` pixels per point).
    ///
    /// The glyphs are the ones measuring chose, fallbacks included, each placed at the pixel nearest to the
    /// pen position that the measured advances give, so the text ends where its measured width says. Every
    /// glyph carries its own face, so a string that mixes fonts needs no splitting into runs here:
    /// `XftDrawGlyphFontSpec` sends consecutive glyphs of one face together.
    func draw(_ run: TextRun, on buffer: BackBuffer, scale: Double) {
        guard let xftDraw = buffer.xftDraw, !run.text.isEmpty, run.color.opacity > 0, scale > 0,
              let stack = stack(for: run.font), !stack.faces.isEmpty else { return }
        let y = Self.pixel(Double(run.origin.y) * scale)
        guard let baseline = Int16(exactly: y) else { return }
        // Glyphs wholly outside the buffer are left out; a glyph's ink may reach a few ems from its origin.
        let margin = 4 * Double(run.font.size) * scale
        let visible = -margin...(Double(buffer.width) + margin)
        var faces = stack.faces.map { $0.atScale(scale) }

        var specs: [XftGlyphFontSpec] = []
        specs.reserveCapacity(run.text.utf8.count)
        var pen = Double(run.origin.x)
        var previous: Unicode.Scalar?
        for scalar in run.text.unicodeScalars {
            defer { previous = scalar }
            if FontStack.isUnshapedModifier(scalar, after: previous) { continue }
            let glyph = stack.glyph(for: scalar.value)
            if glyph.face >= 0 {
                // Looking a character up can add a fallback face to the stack (text drawn before it was measured).
                if Int(glyph.face) >= faces.count { faces = stack.faces.map { $0.atScale(scale) } }
                let x = Self.pixel(pen * scale)
                if visible.contains(x), let x = Int16(exactly: x) {
                    specs.append(XftGlyphFontSpec(font: faces[Int(glyph.face)].font, glyph: glyph.index, x: x, y: baseline))
                }
            }
            pen += glyph.advance
        }
        guard !specs.isEmpty, var color = xftColor(run.color) else { return }
        XftDrawGlyphFontSpec(xftDraw, &color, specs, Int32(specs.count))
    }

    /// The pixel a position in pixels falls on, rounding halves up as frames are rounded (`roundedToPixels`).
    private static func pixel(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

    /// The Xft colour for `color`, allocated once, as the renderer converts colours (premultiplied 16-bit
    /// channels); nil for a transparent one, which draws nothing.
    private func xftColor(_ color: Color) -> XftColor? {
        if let known = colors[color] { return known }
        guard var value = Renderer.premultiplied(color) else { return nil }
        var result = XftColor()
        guard XftColorAllocValue(connection.display, connection.visual, connection.colormap, &value, &result) != 0 else {
            return nil
        }
        if colors.count >= 1024 {
            // Animated colours could otherwise grow this without end; on a TrueColor visual freeing is free.
            for var old in colors.values { XftColorFree(connection.display, connection.visual, connection.colormap, &old) }
            colors.removeAll()
        }
        colors[color] = result
        return result
    }
}
