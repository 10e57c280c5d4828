internal import CX11
import Foundation
import ReflowText

/// Colour bitmap glyphs (Noto Color Emoji's: PNGs at one size, 109 pixels per em) drawn on a buffer in memory
/// the way Xft draws them on a server, so that a picture drawn without a server has the window's emoji.
///
/// Xft 2.3.5 and later (Debian 12 has 2.3.6) scales such a glyph itself before it reaches the server: the
/// strike's bitmap goes through the font matrix in FreeType's 16.16 fixed point, and each target pixel is the
/// plain average of a box of source pixels, of odd width, around the point it maps to. cairo scales the
/// strike with pixman's filter instead, which differs by up to 109 levels. This file computes Xft's glyph:
/// its size, its pixels and its origin, from the same numbers, and the renderer composites it "over" where
/// Xft would composite it (`Renderer.drawCairoText`).
final class ColorBitmapGlyphs {
    /// A glyph scaled for one font matrix: premultiplied BGRA rows (cairo's ARGB32 on a little-endian machine),
    /// and where its corner goes relative to the pen, as Xft's glyph metrics say.
    struct Scaled {
        let width: Int
        let height: Int
        let pixels: [UInt8]
        /// Xft's `metrics.x` and `metrics.y`: the corner is drawn at (pen x − x, pen y − y).
        let x: Int
        let y: Int
    }

    private struct Key: Hashable {
        let file: String
        let index: Int32
        let glyph: UInt32
        let matrix: Int
    }

    private var library: OpaquePointer?
    private var faces: [String: FT_Face] = [:]
    private var glyphs: [Key: Scaled?] = [:]

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// What a face's drawing pattern says of it at one size: its file, its strike and Xft's 16.16 scale.
    private struct Source: Hashable {
        let file: String
        let index: Int32
        let strike: Double
        let scale: Int
    }
    private var sources: [DrawingFaceKey: Source?] = [:]

    /// `glyph` of `face` drawn at `points` for `scale` pixels per point, as Xft would draw it; nil when the face
    /// is not a colour bitmap font or FreeType cannot load the glyph.
    func glyph(_ glyph: UInt32, of face: FontFace, points: Double, scale: Double) -> Scaled? {
        let faceKey = DrawingFaceKey(face: ObjectIdentifier(face), points: points, scale: scale)
        let source: Source?
        if let known = sources[faceKey] {
            source = known
        } else {
            source = Self.source(of: face, points: points, scale: scale)
            if sources.count >= 256 { sources.removeAll() }
            sources[faceKey] = source
        }
        guard let source else { return nil }
        let key = Key(file: source.file, index: source.index, glyph: glyph, matrix: source.scale)
        if let known = glyphs[key] { return known }
        let made = load(glyph, file: source.file, index: source.index, strike: source.strike)
            .flatMap { Self.scaled($0, by: source.scale) }
        if glyphs.count >= 512 { glyphs.removeAll() }
        glyphs[key] = made
        return made
    }

    /// The file, strike and matrix of `face`'s drawing pattern at a size, when it is a colour bitmap font.
    private static func source(of face: FontFace, points: Double, scale: Double) -> Source? {
        guard let drawing = DrawingPattern(face: face, pointSize: points, scale: scale) else { return nil }
        defer { drawing.release() }
        let pattern = drawing.pattern
        var fileName: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0, strike = 0.0
        var matrix: UnsafeMutablePointer<FcMatrix>?
        guard drawing.isColorBitmap, FcPatternGetString(pattern, FC_FILE, 0, &fileName) == FcResultMatch, let fileName,
              FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &strike) == FcResultMatch,
              FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch, let matrix else { return nil }
        FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        // As Xft reads the pattern's matrix into FreeType's: 16.16, truncated.
        return Source(file: String(cString: fileName), index: index, strike: strike, scale: Int(65536 * matrix.pointee.xx))
    }

    /// The strike's bitmap of `glyph`: BGRA rows, and FreeType's `bitmap_left` and `bitmap_top`.
    private struct Strike {
        let width: Int
        let rows: Int
        let pixels: [UInt8]
        let left: Int
        let top: Int
    }

    private func load(_ glyph: UInt32, file: String, index: Int32, strike: Double) -> Strike? {
        guard let face = face(file: file, index: index, strike: strike) else { return nil }
        // FT_LOAD_COLOR (1 << 20), as Xft loads colour fonts; hinting means nothing to a bitmap.
        guard FT_Load_Glyph(face, glyph, Int32(1 << 20)) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        // FT_PIXEL_MODE_BGRA.
        guard bitmap.pixel_mode == 7, let buffer = bitmap.buffer else { return nil }
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * rows * 4)
        for row in 0..<rows {
            // A negative pitch stores the rows bottom up.
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * -pitch
            for byte in 0..<(width * 4) { pixels[row * width * 4 + byte] = source[byte] }
        }
        return Strike(width: width, rows: rows, pixels: pixels, left: Int(slot.pointee.bitmap_left),
                      top: Int(slot.pointee.bitmap_top))
    }

    /// The face in `file` at `index`, set to its strike nearest `strike` pixels, as Xft sets a face that is not
    /// scalable; opened once.
    private func face(file: String, index: Int32, strike: Double) -> FT_Face? {
        let name = "\(file)#\(index)"
        if let known = faces[name] { return known }
        if library == nil {
            var made: OpaquePointer?
            guard FT_Init_FreeType(&made) == 0 else { return nil }
            library = made
        }
        var face: FT_Face?
        guard FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else { return nil }
        let sizes = Int(face.pointee.num_fixed_sizes)
        if sizes > 0, let available = face.pointee.available_sizes {
            let wanted = Int(strike * 64)
            let best = (0..<sizes).min { abs(Int(available[$0].y_ppem) - wanted) < abs(Int(available[$1].y_ppem) - wanted) } ?? 0
            FT_Select_Size(face, Int32(best))
        }
        faces[name] = face
        return face
    }

    /// Xft's scaling of `strike` by the diagonal 16.16 matrix `scale` (libXft's `_compute_xrender_bitmap_size`,
    /// `_scaled_fill_xrender_bitmap` and the glyph metrics after them, as documented there, written anew).
    private static func scaled(_ strike: Strike, by scale: Int) -> Scaled? {
        guard scale > 0 else { return nil }
        // The target: the strike's corners through the matrix.
        let width = mulFix(strike.width, scale), height = mulFix(strike.rows, scale)
        guard width > 0, height > 0 else { return nil }
        // The inverse, through a mirror (y down) and back, in 16.16 as FreeType computes it.
        let mirrored = -scale
        let delta = mulFix(scale, mirrored)
        let inverseX = divFix(mirrored, delta), inverseY = -divFix(scale, delta)
        // Where the target's far corner lands in the strike, and the slack split on both sides.
        let left = mulFix(width, inverseX) - strike.width
        let bottom = mulFix(height, inverseY) - strike.rows
        let m00 = Double(inverseX) / 65536, m11 = Double(inverseY) / 65536
        let m02 = Double(-left) / 2, m12 = Double(-bottom) / 2
        // Xft's transform of a point: each coordinate plus a half, truncated.
        func source(_ x: Int, _ y: Int) -> (Int, Int) {
            (Int(Double(x) * m00 + m02 + 0.5), Int(Double(y) * m11 + m12 + 0.5))
        }
        let (x1, y1) = source(1, 1), (x0, y0) = source(0, 0)
        let sampleWidth = abs((x1 - x0) / 2), sampleHeight = abs((y1 - y0) / 2)
        let samples = (2 * sampleWidth + 1) * (2 * sampleHeight + 1)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        strike.pixels.withUnsafeBufferPointer { from in
            for row in 0..<height {
                for column in 0..<width {
                    let (sx, sy) = source(column, row)
                    guard sx >= -sampleWidth, sx <= strike.width + sampleWidth,
                          sy >= -sampleHeight, sy <= strike.rows + sampleHeight else { continue }
                    var sums = (0, 0, 0, 0)
                    for y in (sy - sampleHeight)...(sy + sampleHeight) where y >= 0 && y < strike.rows {
                        for x in (sx - sampleWidth)...(sx + sampleWidth) where x >= 0 && x < strike.width {
                            let at = (y * strike.width + x) * 4
                            sums.0 += Int(from[at]); sums.1 += Int(from[at + 1])
                            sums.2 += Int(from[at + 2]); sums.3 += Int(from[at + 3])
                        }
                    }
                    let at = (row * width + column) * 4
                    pixels[at] = UInt8(sums.0 / samples); pixels[at + 1] = UInt8(sums.1 / samples)
                    pixels[at + 2] = UInt8(sums.2 / samples); pixels[at + 3] = UInt8(sums.3 / samples)
                }
            }
        }
        // The origin: the strike's bearing through the inverse of that transform, computed as a 3 × 3 inverse
        // is (the same operations in the same order, so the same rounding).
        let determinant = 1.0 / (m00 * m11)
        let i00 = determinant * m11, i02 = determinant * (0 * m12 - m02 * m11)
        let i11 = determinant * m00, i12 = determinant * (m02 * 0 - m00 * m12)
        let originX = Int(Double(-strike.left) * i00 + Double(strike.top) * 0 + i02 + 0.5)
        let originY = Int(Double(-strike.left) * 0 + Double(strike.top) * i11 + i12 + 0.5)
        return Scaled(width: width, height: height, pixels: pixels, x: originX, y: originY)
    }

    /// FreeType's `FT_MulFix`: a × b / 65536, rounded half away from zero.
    static func mulFix(_ a: Int, _ b: Int) -> Int {
        let product = a * b
        return (product + 0x8000 - (product < 0 ? 1 : 0)) >> 16
    }

    /// FreeType's `FT_DivFix`: a × 65536 / b, rounded half up in magnitude, with the sign of the quotient.
    static func divFix(_ a: Int, _ b: Int) -> Int {
        guard b != 0 else { return 0x7FFF_FFFF }
        let negative = (a < 0) != (b < 0)
        let magnitude = ((abs(a) << 16) + abs(b) / 2) / abs(b)
        return negative ? -magnitude : magnitude
    }
}
