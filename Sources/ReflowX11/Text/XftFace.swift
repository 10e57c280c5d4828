internal import CX11
import Foundation
import ReflowText

/// One shaped face opened by Xft at one pixel size: what draws the glyphs shaping chose for it.
///
/// Shaping (`ReflowText`) gives glyph indices into the face's font file and their positions; Xft opens the same
/// file from the same fontconfig match, so the indices are its glyphs, and draws them where shaping put them.
final class XftFace {
    let connection: XConnection
    let font: UnsafeMutablePointer<XftFont>
    /// The size in points; the face is opened at `pointSize × scale` pixels (`FontStack.pixelSize`).
    let pointSize: Double
    let scale: Double
    /// Whether the face is a colour bitmap font drawn scaled from its one strike (`scaleBitmapStrike`).
    let isColorBitmap: Bool

    /// Opens `face` at `pointSize` for `scale` pixels per point; nil if Xft cannot open it.
    convenience init?(connection: XConnection, face: FontFace, pointSize: Double, scale: Double) {
        guard let pattern = FcPatternDuplicate(face.pattern) else { return nil }
        if !Self.isColorBitmap(pattern) {
            FcPatternDel(pattern, FC_PIXEL_SIZE)
            FcPatternAddDouble(pattern, FC_PIXEL_SIZE, FontStack.pixelSize(points: pointSize, scale: scale))
        }
        self.init(connection: connection, match: pattern, pointSize: pointSize, scale: scale)
    }

    /// Opens `match` (a pattern returned by fontconfig), taking ownership of it; nil if Xft cannot open it.
    private init?(connection: XConnection, match: OpaquePointer, pointSize: Double, scale: Double) {
        var strike = 0.0
        FcPatternGetDouble(match, FC_PIXEL_SIZE, 0, &strike)
        let wanted = FontStack.pixelSize(points: pointSize, scale: scale)
        let isColorBitmap = Self.isColorBitmap(match) && strike > 0
        if isColorBitmap { Self.scale(match, from: strike, to: wanted) }
        // XftFontOpenPattern owns the pattern on success; on failure it is still ours.
        guard let font = XftFontOpenPattern(connection.display, match) else {
            FcPatternDestroy(match)
            return nil
        }
        self.connection = connection
        self.font = font
        self.pointSize = pointSize
        self.scale = scale
        self.isColorBitmap = isColorBitmap
    }

    deinit { XftFontClose(connection.display, font) }

    /// A colour bitmap font (Noto Color Emoji: embedded PNGs at one size, 109 pixels per em) matches at the
    /// size of its strike, whatever size was asked for, and Xft would draw its glyphs that large.
    private static func isColorBitmap(_ match: OpaquePointer) -> Bool {
        var isColor: FcBool = 0, isOutline: FcBool = 1
        return FcPatternGetBool(match, FC_COLOR, 0, &isColor) == FcResultMatch && isColor != 0
            && FcPatternGetBool(match, FC_OUTLINE, 0, &isOutline) == FcResultMatch && isOutline == 0
    }

    /// Xft (2.3.5 and later) scales colour bitmaps by the pattern's matrix, so the matrix is set to the ratio of
    /// the size wanted to the strike's. Advances are unaffected: they come from shaping, in design units.
    private static func scale(_ match: OpaquePointer, from strike: Double, to wanted: Double) {
        guard wanted > 0 else { return }
        var matrix = FcMatrix(xx: wanted / strike, xy: 0, yx: 0, yy: wanted / strike)
        FcPatternDel(match, FC_MATRIX)
        FcPatternAddMatrix(match, FC_MATRIX, &matrix)
    }
}
