internal import CHarfBuzz
import Foundation

/// One face of one font file, as fontconfig matched it, opened by HarfBuzz: what text is shaped and measured
/// with, at every size.
///
/// HarfBuzz reads the file itself (mapped, not copied) and works in the face's design units
/// (`hb_font_set_scale` to units per em), so a face serves every point size: advances and offsets are scaled
/// by `points / unitsPerEm` when used. No display, no FreeType size and no hinting take part, which is why the
/// display-free measurer and the window measure alike. A renderer opens the same face from `pattern` (Xft, or
/// cairo's FreeType back end), so the glyph indices shaping gives are the glyphs it draws.
package final class FontFace {
    /// The fontconfig match the face was opened from, owned: file, face index, and the rendering settings
    /// (antialiasing, hinting, synthetic emboldening) a renderer applies.
    package let pattern: OpaquePointer
    /// The file, face index and synthetic styling: the same for every size of the face.
    package let identity: String
    /// The face's first family name.
    package let family: String?
    package let unitsPerEm: Double
    /// From the baseline up and down (positive), in design units, as FreeType reads them (hhea, or OS/2's
    /// typographic metrics when the face asks for them).
    package let ascender: Double
    package let descender: Double
    /// Whether the face draws in colour (Noto Color Emoji's bitmaps): emoji presentation comes from such a face.
    package let isColor: Bool
    /// The `hb_font_t *`, at a scale of one unit per design unit.
    let font: OpaquePointer

    /// Opens the face `match` names, taking ownership of `match`; nil (and `match` destroyed) when the file
    /// cannot be read or holds no glyphs.
    package init?(match: OpaquePointer) {
        guard let file = FontPattern.strings(match, FC_FILE).first,
              let blob = hb_blob_create_from_file(file) else {
            FcPatternDestroy(match)
            return nil
        }
        var index: Int32 = 0
        FcPatternGetInteger(match, FC_INDEX, 0, &index)
        // The index's upper 16 bits name a variable font's instance; hb_font_create applies it.
        let face = hb_face_create(blob, UInt32(bitPattern: index))
        hb_blob_destroy(blob)
        guard let face, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            FcPatternDestroy(match)
            return nil
        }
        let units = hb_face_get_upem(face)
        hb_face_destroy(face)
        hb_font_set_scale(font, Int32(units), Int32(units))
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        self.font = font
        self.pattern = match
        self.unitsPerEm = Double(max(units, 1))
        self.ascender = Double(extents.ascender)
        self.descender = Double(-extents.descender)
        self.family = FontPattern.strings(match, FC_FAMILY).first
        var color: FcBool = 0
        self.isColor = FcPatternGetBool(match, FC_COLOR, 0, &color) == FcResultMatch && color != 0
        self.identity = FontPattern.identity(match)
    }

    deinit {
        hb_font_destroy(font)
        FcPatternDestroy(pattern)
    }

    /// The face's glyph for `codepoint`, if it has one.
    package func glyph(for codepoint: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0 ? glyph : nil
    }

    package func hasGlyph(for codepoint: UInt32) -> Bool { glyph(for: codepoint) != nil }

    /// The advance of glyph `index` in design units, without kerning.
    package func advance(ofGlyph index: UInt32) -> Double { Double(hb_font_get_glyph_h_advance(font, index)) }
}
