internal import CX11
import Foundation

/// One open Xft font: a face of one font file at one pixel size, with the advances text is measured by.
///
/// Advances are fractional points: the glyph's advance in design units (FreeType's `FT_Get_Advance`, unhinted
/// and unscaled) times `pointSize / unitsPerEm`. They depend only on the point size, never on the pixel
/// scale or hinting, and the drawing code places every glyph at its own rounded pen position, so the drawn
/// text ends exactly where the measured width says. Xft's own advance (`XGlyphInfo.xOff`) is whole pixels
/// at the opened size; it is used only for a face that is not scalable or when FreeType cannot be reached.
final class XftFace {
    let connection: XConnection
    let font: UnsafeMutablePointer<XftFont>
    /// The size in points; the face is opened at `pointSize × scale` pixels (within `pixelSize(points:scale:)`).
    let pointSize: Double
    let scale: Double
    /// Points per pixel of the opened face: 1 / scale, unless the pixel size was clamped.
    private let pointsPerPixel: Double
    /// The font file and face index, which identify the face across sizes.
    let identity: String
    private var otherScales: [Double: XftFace] = [:]
    /// Whether the face is a colour bitmap font drawn scaled from its one strike (`scaleBitmapStrike`).
    let isColorBitmap: Bool

    /// Opens `match` (a pattern returned by fontconfig), taking ownership of it; nil if Xft cannot open it.
    init?(connection: XConnection, match: OpaquePointer, pointSize: Double, scale: Double) {
        let identity = FontPattern.identity(match)
        var pixelSize = 0.0
        FcPatternGetDouble(match, FC_PIXEL_SIZE, 0, &pixelSize)
        let isColorBitmap = Self.scaleBitmapStrike(match, from: pixelSize, to: XftFace.pixelSize(points: pointSize, scale: scale))
        // XftFontOpenPattern owns the pattern on success; on failure it is still ours.
        guard let font = XftFontOpenPattern(connection.display, match) else {
            FcPatternDestroy(match)
            return nil
        }
        self.connection = connection
        self.font = font
        self.pointSize = pointSize
        self.scale = scale
        self.identity = identity
        self.isColorBitmap = isColorBitmap
        // A scaled colour bitmap's extents come from Xft already scaled to the size wanted.
        let drawnPixelSize = isColorBitmap ? XftFace.pixelSize(points: pointSize, scale: scale) : pixelSize
        pointsPerPixel = drawnPixelSize > 0 ? pointSize / drawnPixelSize : 1 / scale
    }

    deinit { XftFontClose(connection.display, font) }

    /// A colour bitmap font (Noto Color Emoji: embedded PNGs at one size, 109 pixels per em) matches at the
    /// size of its strike, whatever size was asked for, and Xft would draw its glyphs that large. Xft (2.3.5 and
    /// later) scales colour bitmaps by the pattern's matrix, so the matrix is set to the ratio of the size
    /// wanted to the strike's. Advances are unaffected: they come from the font's design units (`advance`).
    /// True for such a font.
    private static func scaleBitmapStrike(_ match: OpaquePointer, from strike: Double, to wanted: Double) -> Bool {
        var isColor: FcBool = 0, isOutline: FcBool = 1
        guard FcPatternGetBool(match, FC_COLOR, 0, &isColor) == FcResultMatch, isColor != 0,
              FcPatternGetBool(match, FC_OUTLINE, 0, &isOutline) == FcResultMatch, isOutline == 0,
              strike > 0, wanted > 0 else { return false }
        var matrix = FcMatrix(xx: wanted / strike, xy: 0, yx: 0, yy: wanted / strike)
        FcPatternDel(match, FC_MATRIX)
        FcPatternAddMatrix(match, FC_MATRIX, &matrix)
        return true
    }

    /// Ascent and descent in points; Xft rounds them up to whole pixels at the opened size.
    var ascent: Double { Double(font.pointee.ascent) * pointsPerPixel }
    var descent: Double { Double(font.pointee.descent) * pointsPerPixel }

    func hasGlyph(for codepoint: UInt32) -> Bool { XftCharExists(connection.display, font, codepoint) != 0 }

    /// The glyph index of `codepoint`; 0 (the font's "missing glyph" box) when the face has none.
    func glyphIndex(for codepoint: UInt32) -> UInt32 { XftCharIndex(connection.display, font, codepoint) }

    /// The advance of glyph `index` in points.
    func advance(ofGlyph index: UInt32) -> Double {
        var designAdvance = 0
        var unitsPerEm: Int32 = 0
        if reflow_design_advance(font, index, &designAdvance, &unitsPerEm) != 0 {
            return Double(designAdvance) * pointSize / Double(unitsPerEm)
        }
        var glyph = index
        var info = XGlyphInfo()
        XftGlyphExtents(connection.display, font, &glyph, 1, &info)
        return Double(info.xOff) * pointsPerPixel
    }

    /// This face opened at `scale` pixels per point: for drawing at a scale other than the one measured at.
    /// The glyph indices and (design) advances are the same; only the rasterized size differs.
    func atScale(_ scale: Double) -> XftFace {
        if scale == self.scale { return self }
        if let face = otherScales[scale] { return face }
        guard let pattern = FcPatternDuplicate(font.pointee.pattern) else { return self }
        // A colour bitmap font keeps its strike's size; its matrix is made anew for this scale.
        if !isColorBitmap {
            FcPatternDel(pattern, FC_PIXEL_SIZE)
            FcPatternAddDouble(pattern, FC_PIXEL_SIZE, XftFace.pixelSize(points: pointSize, scale: scale))
        }
        guard let face = XftFace(connection: connection, match: pattern, pointSize: pointSize, scale: scale) else {
            return self
        }
        otherScales[scale] = face
        return face
    }

    /// Pixels per em for `points` at `scale`, kept where Xft and FreeType are comfortable: a font of a tenth or
    /// of a million points still opens, and its metrics and advances are scaled back to the size asked for.
    static func pixelSize(points: Double, scale: Double) -> Double {
        min(max(points * scale, 1), maximumPixelSize)
    }

    static let maximumPixelSize: Double = 4096
}
