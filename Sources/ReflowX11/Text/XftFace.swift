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
    /// Whether the face is a colour bitmap font drawn scaled from its one strike (`DrawingPattern`).
    let isColorBitmap: Bool

    /// Opens `face` at `pointSize` for `scale` pixels per point; nil if Xft cannot open it.
    init?(connection: XConnection, face: FontFace, pointSize: Double, scale: Double) {
        guard let drawing = DrawingPattern(face: face, pointSize: pointSize, scale: scale) else { return nil }
        // XftFontOpenPattern owns the pattern on success; on failure it is still ours.
        guard let font = XftFontOpenPattern(connection.display, drawing.pattern) else {
            drawing.release()
            return nil
        }
        self.connection = connection
        self.font = font
        self.pointSize = pointSize
        self.scale = scale
        self.isColorBitmap = drawing.isColorBitmap
    }

    deinit { XftFontClose(connection.display, font) }
}
