import Foundation
import Reflow
internal import CX11
import ReflowText
@_implementationOnly import CCairo

/// A cairo font face made from a face's drawing pattern at one size; the entry keeps the face (whose identity
/// is part of the key) alive.
struct CairoFontFace {
    let face: FontFace
    /// The `cairo_font_face_t *`.
    let cairoFace: OpaquePointer
}

/// Text drawn with cairo: inside transforms, clips and layers, where Xft cannot draw (it draws on the pixmap,
/// not into a cairo group, and cannot rotate), and in a gradient.
extension Renderer {
    /// Draws `run` with cairo's FreeType back end, from the same font files, at the same pixel size, with the
    /// same hinting and antialiasing as Xft (the face is made from the pattern Xft opened), each glyph where
    /// shaping put it, as the Xft path places it.
    ///
    /// `asXft` is set for a buffer in memory where Xft would have drawn the run on a server (no effect in force,
    /// a plain colour): colour bitmap glyphs are then scaled and placed as Xft places them
    /// (`ColorBitmapGlyphs`); cairo's own scaling of them differs.
    func drawCairoText(_ run: TextRun, asXft: Bool = false) {
        guard let cr, !run.text.isEmpty, let textDrawing, let stack = textDrawing.stack(for: run.font),
              !stack.faces.isEmpty else { return }
        let paint = run.paint ?? .color(run.color)
        if run.paint == nil, Self.components(run.color).3 <= 0 { return }
        let s = scale
        let shaped = textDrawing.shaped(run.text, in: run.font)
        // Glyphs by face, in order.
        var glyphs = [[cairo_glyph_t]](repeating: [], count: stack.faces.count)
        var minX = Double.infinity, maxX = -Double.infinity
        let baseline = Self.pixel(Double(run.origin.y) * s)
        guard baseline.isFinite, abs(baseline) < Self.coordinateLimit else { return }
        for glyph in shaped.glyphs where Int(glyph.face) < glyphs.count {
            let x = Self.pixel((Double(run.origin.x) + glyph.x) * s)
            let y = Self.pixel((Double(run.origin.y) + glyph.y) * s)
            guard x.isFinite, abs(x) < Self.coordinateLimit, abs(y) < Self.coordinateLimit else { continue }
            glyphs[Int(glyph.face)].append(cairo_glyph_t(index: UInt(glyph.index), x: x, y: y))
            minX = min(minX, x)
            maxX = max(maxX, x)
        }
        guard minX <= maxX else { return }
        let points = Double(run.font.size)
        let size = points * s
        // What a gradient has to cover: the run's box, an em above and below the baseline.
        let box = CGRect(x: minX, y: baseline - size, width: maxX - minX + size, height: 2 * size)
        let pattern = setSource(paint, extents: { box })
        defer { if let pattern { Self.destroyPattern(pattern) } }
        for (k, list) in glyphs.enumerated() where !list.isEmpty {
            if asXft, stack.faces[k].isColor, drawColorBitmapGlyphs(list, of: stack.faces[k], points: points, scale: s) {
                continue
            }
            guard let face = cairoFace(for: stack.faces[k], points: points, scale: s) else { continue }
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, FontStack.pixelSize(points: points, scale: s))
            list.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        }
        cairo_set_font_face(cr, nil)
    }

    /// Draws `list` (glyphs of a colour bitmap face, at whole pixels) as Xft composites them: each scaled
    /// glyph "over" the buffer with its corner at the pen less Xft's glyph origin. False when the face is not a
    /// colour bitmap font, for cairo to draw.
    private func drawColorBitmapGlyphs(_ list: [cairo_glyph_t], of face: FontFace, points: Double, scale: Double) -> Bool {
        guard let cr else { return false }
        var drewAny = false
        for glyph in list {
            guard let scaled = colorBitmapGlyphs.glyph(UInt32(glyph.index), of: face, points: points, scale: scale) else {
                if drewAny { continue }
                return false
            }
            drewAny = true
            var pixels = scaled.pixels
            let stride = scaled.width * 4
            pixels.withUnsafeMutableBytes { bytes in
                guard let image = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                                      CAIRO_FORMAT_ARGB32, Int32(scaled.width),
                                                                      Int32(scaled.height), Int32(stride)) else { return }
                defer { cairo_surface_destroy(image) }
                cairo_set_source_surface(cr, image, glyph.x - Double(scaled.x), glyph.y - Double(scaled.y))
                cairo_rectangle(cr, glyph.x - Double(scaled.x), glyph.y - Double(scaled.y), Double(scaled.width),
                                Double(scaled.height))
                cairo_fill(cr)
            }
        }
        return true
    }

    /// The pixel a position in pixels falls on, rounding halves up, as the Xft path places glyphs.
    private static func pixel(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

    /// The cairo face for `face` at `points` for `scale` pixels per point, made once from the pattern Xft opens
    /// too (`DrawingPattern`: the file, the face index, fontconfig's hinting and antialiasing for it, the size).
    private func cairoFace(for face: FontFace, points: Double, scale: Double) -> OpaquePointer? {
        let key = DrawingFaceKey(face: ObjectIdentifier(face), points: points, scale: scale)
        if let known = fontFaces[key] { return known.cairoFace }
        guard let drawing = DrawingPattern(face: face, pointSize: points, scale: scale) else { return nil }
        defer { drawing.release() }
        // cairo 1.16 draws nothing of a colour bitmap face (Noto Color Emoji) whose pattern asks for greyscale
        // antialiasing without hinting, as the pinned configuration asks for every face; those settings shape
        // outlines and mean nothing to bitmaps, so a colour bitmap face goes to cairo without them.
        if drawing.isColorBitmap {
            for object in [FC_ANTIALIAS, FC_HINTING, FC_HINT_STYLE, FC_RGBA, FC_LCD_FILTER] { FcPatternDel(drawing.pattern, object) }
        }
        guard let cairoFace = cairo_ft_font_face_create_for_pattern(UnsafeMutableRawPointer(drawing.pattern)) else { return nil }
        guard cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(cairoFace)
            return nil
        }
        CairoObjects.created()
        // Animated font sizes could otherwise grow this without end, as the Xft faces' cache is bounded.
        if fontFaces.count >= 256 { releaseFontFaces() }
        fontFaces[key] = CairoFontFace(face: face, cairoFace: cairoFace)
        return cairoFace
    }

    func releaseFontFaces() {
        for entry in fontFaces.values {
            cairo_font_face_destroy(entry.cairoFace)
            CairoObjects.destroyed()
        }
        fontFaces.removeAll()
    }
}
