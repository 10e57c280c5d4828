internal import CX11
import Foundation
import Reflow
import ReflowText

/// Measures text with the fonts the viewer draws it in, and draws it: shaped by HarfBuzz from the font files
/// fontconfig finds (`ShapingTextMeasurer`), drawn by Xft. DejaVu by default.
///
/// Plug it into a host to lay out with real font metrics:
///
/// ```swift
/// let host = ViewHost(rootView: content, size: size, textMeasurer: try XftTextMeasurer())
/// ```
///
/// Units are the engine's points (1 pt = 1 px at 96 dpi); fonts are opened at `points × dpi / 96` pixels.
/// Measuring is `ShapingTextMeasurer`'s, display-free and at the connection's scale, so a headless host lays
/// text out as the window does. Drawing places every glyph where that shaping put it (kerned, joined, emoji
/// sequences as one glyph), rounded to the nearest pixel, so a `Text`'s measured width and its drawn glyphs
/// agree. Characters the font lacks come from fallback faces fontconfig finds for them; emoji from the colour
/// emoji font.
///
/// Use it from one thread (the viewer's), like the X connection it draws through.
public final class XftTextMeasurer: TextMeasurer {
    let connection: XConnection
    /// What measures and shapes: the same at every scale the text is drawn at.
    let shaper: ShapingTextMeasurer
    /// The Xft fonts glyphs are drawn with, by face, point size and scale.
    private var drawingFaces: [DrawingFaceKey: XftFace] = [:]
    private var colors: [Color: XftColor] = [:]

    /// A measurer with its own connection to the X display `displayName` (by default `DISPLAY`).
    ///
    /// - Throws: `ViewerError.noDisplay` when there is no display to connect to.
    public convenience init(displayName: String? = nil) throws {
        FontConfiguration.prepare()
        self.init(connection: try XConnection(name: displayName))
    }

    /// A measurer on the viewer's connection; `families` replaces the default fonts (tests use it).
    init(connection: XConnection, families: FontFamilies = .standard) {
        FontConfiguration.prepare()
        self.connection = connection
        self.shaper = ShapingTextMeasurer(scale: connection.scale, families: families)
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

    /// Ascent and descent of the font's primary face (rounded to whole pixels as Xft rounds them); no leading.
    public func metrics(of font: ResolvedFont) -> FontMetrics { shaper.metrics(of: font) }

    /// The advance width of `text` on one line, shaped, in points.
    public func width(of text: Substring, in font: ResolvedFont) -> CGFloat { shaper.width(of: text, in: font) }

    /// How many strings were shaped to be measured rather than answered from the width cache.
    var measureCount: Int { shaper.measureCount }

    /// The faces `font` is set in; nil for a size that is zero, negative or not a number.
    func stack(for font: ResolvedFont) -> FontStack? { shaper.stack(for: font) }

    /// Xft's own width of `text` in the primary face (`XftTextExtentsUtf8`, whole pixels at the opened size,
    /// no kerning), in points: what the shaped widths are checked against.
    func xftWidth(of text: String, in font: ResolvedFont) -> Double? {
        guard let face = stack(for: font)?.faces.first,
              let xft = drawingFace(face, points: Double(font.size), scale: connection.scale) else { return nil }
        var info = XGlyphInfo()
        let bytes = Array(text.utf8)
        XftTextExtentsUtf8(connection.display, xft.font, bytes, Int32(bytes.count), &info)
        return Double(info.xOff) / connection.scale
    }

    /// The Xft font that draws `face` at `points` for `scale` pixels per point, opened once.
    func drawingFace(_ face: FontFace, points: Double, scale: Double) -> XftFace? {
        let key = DrawingFaceKey(face: ObjectIdentifier(face), points: points, scale: scale)
        if let known = drawingFaces[key] { return known }
        guard let opened = XftFace(connection: connection, face: face, pointSize: points, scale: scale) else {
            return nil
        }
        // Animated font sizes could otherwise grow this without end; Xft keeps its own cache of closed fonts.
        if drawingFaces.count >= 256 { drawingFaces.removeAll() }
        drawingFaces[key] = opened
        return opened
    }

    // MARK: - Drawing

    /// Draws `run` into `buffer`: its text in its font and colour, the baseline's left end at `run.origin`
    /// (points; `scale` pixels per point).
    ///
    /// The glyphs are the ones shaping chose, fallbacks included, each placed at the pixel nearest to where
    /// shaping put it, so the text ends where its measured width says. Every glyph carries its own face, so a
    /// string that mixes fonts needs no splitting into runs here: `XftDrawGlyphFontSpec` sends consecutive
    /// glyphs of one face together.
    func draw(_ run: TextRun, on buffer: BackBuffer, scale: Double) {
        guard let xftDraw = buffer.xftDraw, !run.text.isEmpty, run.color.opacity > 0, scale > 0,
              let stack = stack(for: run.font), !stack.faces.isEmpty else { return }
        let shaped = shaper.shaped(run.text, in: run.font)
        // Glyphs wholly outside the buffer are left out; a glyph's ink may reach a few ems from its origin.
        let margin = 4 * Double(run.font.size) * scale
        let visible = -margin...(Double(buffer.width) + margin)
        // The drawing face of the glyph before, as runs keep to one face: only the faces a run uses are opened.
        var lastFace: (index: Int32, face: XftFace?) = (-1, nil)
        var specs: [XftGlyphFontSpec] = []
        specs.reserveCapacity(shaped.glyphs.count)
        for glyph in shaped.glyphs {
            if glyph.face != lastFace.index {
                guard Int(glyph.face) < stack.faces.count else { continue }
                lastFace = (glyph.face, drawingFace(stack.faces[Int(glyph.face)], points: Double(run.font.size), scale: scale))
            }
            guard let face = lastFace.face else { continue }
            let x = Self.pixel((Double(run.origin.x) + glyph.x) * scale)
            let y = Self.pixel((Double(run.origin.y) + glyph.y) * scale)
            if visible.contains(x), let x = Int16(exactly: x), let y = Int16(exactly: y) {
                specs.append(XftGlyphFontSpec(font: face.font, glyph: glyph.index, x: x, y: y))
            }
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

/// An Xft font for one shaped face at one size and scale.
struct DrawingFaceKey: Hashable {
    var face: ObjectIdentifier
    var points: Double
    var scale: Double
}
