import Foundation
import Reflow
internal import CX11
@_implementationOnly import CCairo

/// A cairo font face made from an Xft face's pattern; the entry keeps the Xft face (whose identity is the key).
struct CairoFontFace {
    let face: XftFace
    /// The `cairo_font_face_t *`.
    let cairoFace: OpaquePointer
}

/// Text drawn with cairo: inside transforms, clips and layers, where Xft cannot draw (it draws on the pixmap,
/// not into a cairo group, and cannot rotate), and in a gradient.
extension Renderer {
    /// Draws `run` with cairo's FreeType back end, from the same font files, at the same pixel size, with the
    /// same hinting and antialiasing as Xft (the face is made from the pattern Xft opened), each glyph at the
    /// pen position the measured advances give, as the Xft path places it.
    func drawCairoText(_ run: TextRun) {
        guard let cr, !run.text.isEmpty, let textDrawing, let stack = textDrawing.stack(for: run.font),
              !stack.faces.isEmpty else { return }
        let paint = run.paint ?? .color(run.color)
        if run.paint == nil, Self.components(run.color).3 <= 0 { return }
        let s = scale
        let y = Self.pixel(Double(run.origin.y) * s)
        guard y.isFinite, abs(y) < Self.coordinateLimit else { return }
        // Glyphs by face, in order. Looking a character up can add a fallback face, so the faces are taken after.
        var glyphs: [[cairo_glyph_t]] = []
        var pen = Double(run.origin.x)
        var minX = Double.infinity, maxX = -Double.infinity
        for scalar in run.text.unicodeScalars {
            let glyph = stack.glyph(for: scalar.value)
            if glyph.face >= 0 {
                while glyphs.count <= Int(glyph.face) { glyphs.append([]) }
                let x = Self.pixel(pen * s)
                if x.isFinite, abs(x) < Self.coordinateLimit {
                    glyphs[Int(glyph.face)].append(cairo_glyph_t(index: UInt(glyph.index), x: x, y: y))
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
            }
            pen += glyph.advance
        }
        guard minX <= maxX else { return }
        let faces = stack.faces.map { $0.atScale(s) }
        let size = Double(run.font.size) * s
        // What a gradient has to cover: the run's box, an em above and below the baseline.
        let box = CGRect(x: minX, y: y - size, width: maxX - minX + size, height: 2 * size)
        let pattern = setSource(paint, extents: { box })
        defer { if let pattern { Self.destroyPattern(pattern) } }
        for (k, list) in glyphs.enumerated() where !list.isEmpty && k < faces.count {
            guard let face = cairoFace(for: faces[k]) else { continue }
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, XftFace.pixelSize(points: faces[k].pointSize, scale: faces[k].scale))
            list.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        }
        cairo_set_font_face(cr, nil)
    }

    /// The pixel a position in pixels falls on, rounding halves up, as the Xft path places glyphs.
    private static func pixel(_ value: Double) -> Double { (value + 0.5).rounded(.down) }

    /// The cairo face for `face`, made once from the pattern Xft opened (which names the file and face index
    /// and carries fontconfig's hinting and antialiasing for it).
    private func cairoFace(for face: XftFace) -> OpaquePointer? {
        let key = ObjectIdentifier(face)
        if let known = fontFaces[key] { return known.cairoFace }
        guard let pattern = face.font.pointee.pattern,
              let cairoFace = cairo_ft_font_face_create_for_pattern(UnsafeMutableRawPointer(pattern)) else { return nil }
        guard cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(cairoFace)
            return nil
        }
        CairoObjects.created()
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
