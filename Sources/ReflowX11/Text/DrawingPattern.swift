internal import CX11
import Foundation
import ReflowText

/// The fontconfig pattern a face is drawn from at one size: the face's match with the pixel size set, or, for a
/// colour bitmap font, its one strike scaled by a matrix. Xft opens it on a window's server (`XftFace`);
/// cairo's FreeType back end opens it where there is no server (`CairoText`), so both draw the same glyphs with
/// the same hinting and antialiasing, which the pattern carries.
struct DrawingPattern {
    /// The `FcPattern *`, owned by whoever takes it (`XftFontOpenPattern` takes it; `release()` otherwise).
    let pattern: OpaquePointer
    /// Whether the face is a colour bitmap font drawn scaled from its one strike.
    let isColorBitmap: Bool

    /// The pattern for `face` at `pointSize` for `scale` pixels per point; nil if fontconfig cannot copy it.
    init?(face: FontFace, pointSize: Double, scale: Double) {
        guard let pattern = FcPatternDuplicate(face.pattern) else { return nil }
        let wanted = FontStack.pixelSize(points: pointSize, scale: scale)
        var strike = 0.0
        if Self.isColorBitmap(pattern) {
            FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &strike)
        } else {
            FcPatternDel(pattern, FC_PIXEL_SIZE)
            FcPatternAddDouble(pattern, FC_PIXEL_SIZE, wanted)
        }
        isColorBitmap = strike > 0
        if isColorBitmap { Self.scale(pattern, from: strike, to: wanted) }
        self.pattern = pattern
    }

    func release() { FcPatternDestroy(pattern) }

    /// A colour bitmap font (Noto Color Emoji: embedded PNGs at one size, 109 pixels per em) matches at the
    /// size of its strike, whatever size was asked for, and would be drawn that large.
    private static func isColorBitmap(_ match: OpaquePointer) -> Bool {
        var isColor: FcBool = 0, isOutline: FcBool = 1
        return FcPatternGetBool(match, FC_COLOR, 0, &isColor) == FcResultMatch && isColor != 0
            && FcPatternGetBool(match, FC_OUTLINE, 0, &isOutline) == FcResultMatch && isOutline == 0
    }

    /// Xft (2.3.5 and later) and cairo scale colour bitmaps by the pattern's matrix, so the matrix is set to the
    /// ratio of the size wanted to the strike's. Advances are unaffected: they come from shaping, in design units.
    private static func scale(_ match: OpaquePointer, from strike: Double, to wanted: Double) {
        guard wanted > 0 else { return }
        var matrix = FcMatrix(xx: wanted / strike, xy: 0, yx: 0, yy: wanted / strike)
        FcPatternDel(match, FC_MATRIX)
        FcPatternAddMatrix(match, FC_MATRIX, &matrix)
    }
}
