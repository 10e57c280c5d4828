internal import CX11
import Foundation
import Reflow

/// The faces one `ResolvedFont` is drawn with: its primary face, then fallback faces found for characters the
/// primary lacks, and, per character, the glyph that draws it.
///
/// Fallbacks are found the way dmenu and st find them: the font's request pattern plus the character as a
/// charset, matched by fontconfig (`reflow_pattern_with_codepoint`). Every character's answer is kept, including
/// "no installed font has it", so fontconfig is asked at most once per character and font. A character no
/// font has is drawn and measured as the primary face's missing-glyph box, as other Xft programs show it.
final class FontStack {
    /// How one character is set: face `face` of the stack draws glyph `index`, advancing the pen by
    /// `advance` points. `face` is -1 for characters that take no room and draw nothing (controls and other
    /// default-ignorable code points).
    struct Glyph {
        var face: Int32
        var index: UInt32
        var advance: Double

        static let invisible = Glyph(face: -1, index: 0, advance: 0)
    }

    let font: ResolvedFont
    let metrics: FontMetrics
    /// The primary face first; empty when fontconfig found no font at all.
    private(set) var faces: [XftFace] = []
    private let connection: XConnection
    /// The request the primary face was matched from: the seed of fallback requests.
    private let request: OpaquePointer?
    private var asciiGlyphs = [Glyph?](repeating: nil, count: 128)
    private var otherGlyphs: [UInt32: Glyph] = [:]
    /// How many times fontconfig was asked for a fallback face: for tests.
    private(set) var fallbackQueries = 0

    /// Opens the family `families` give for `font`'s design at `scale` pixels per point; when it is not
    /// installed, says so once and uses fontconfig's generic family instead. `font.size` must be positive.
    init(font: ResolvedFont, scale: Double, connection: XConnection, families: FontFamilies) {
        self.font = font
        self.connection = connection
        let points = Double(font.size)
        let pixelSize = XftFace.pixelSize(points: points, scale: scale)
        let wanted = families.family(for: font)

        var request = FontPattern.request(family: wanted, font: font, pixelSize: pixelSize)
        var primary = request.flatMap { Self.open(request: $0, family: wanted, connection: connection, points: points, scale: scale) }
        if primary == nil {
            let generic = FontFamilies.generic(for: font.design)
            if let request { FcPatternDestroy(request) }
            request = FontPattern.request(family: generic, font: font, pixelSize: pixelSize)
            primary = request.flatMap { Self.open(request: $0, family: nil, connection: connection, points: points, scale: scale) }
            if let primary {
                let substitute = primary.family ?? generic
                FontWarnings.familyMissing(wanted, package: families.package(for: font), using: substitute)
            } else {
                FontWarnings.noFont(wanted)
            }
        }
        self.request = request
        if let face = primary?.face {
            faces = [face]
            metrics = FontMetrics(ascent: face.ascent, descent: face.descent, leading: 0)
        } else {
            // Nothing to draw with: lay text out as the display-free measurer would, so layouts still work.
            metrics = FixedAdvanceTextMeasurer().metrics(of: font)
        }
    }

    deinit { if let request { FcPatternDestroy(request) } }

    /// Matches `request` and opens the result, if it is `family` (any family when nil).
    private static func open(request: OpaquePointer, family: String?, connection: XConnection, points: Double,
                             scale: Double) -> (face: XftFace, family: String?)? {
        var result = FcResultMatch
        guard let match = XftFontMatch(connection.display, connection.screen, request, &result) else { return nil }
        let families = FontPattern.strings(match, FC_FAMILY)
        if let family, !families.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) {
            FcPatternDestroy(match)
            return nil
        }
        guard let face = XftFace(connection: connection, match: match, pointSize: points, scale: scale) else { return nil }
        return (face, families.first)
    }

    /// The glyph for `codepoint`, looked up once and then remembered.
    func glyph(for codepoint: UInt32) -> Glyph {
        if codepoint < 128 {
            if let glyph = asciiGlyphs[Int(codepoint)] { return glyph }
            let glyph = resolve(codepoint)
            asciiGlyphs[Int(codepoint)] = glyph
            return glyph
        }
        if let glyph = otherGlyphs[codepoint] { return glyph }
        let glyph = resolve(codepoint)
        otherGlyphs[codepoint] = glyph
        return glyph
    }

    /// The advance width of `text` in points: the sum of its characters' advances. Xft does not kern, and
    /// neither does this, so measured and drawn text agree.
    func width(of text: Substring) -> Double {
        guard !faces.isEmpty else { return Double(FixedAdvanceTextMeasurer().width(of: text, in: font)) }
        var width = 0.0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if Self.isUnshapedModifier(scalar, after: previous) { continue }
            width += glyph(for: scalar.value).advance
        }
        return width
    }

    /// Whether `scalar` is an emoji modifier (a skin tone) following an emoji it modifies. Xft sets one glyph
    /// per scalar, without the shaping that would make the pair one glyph, so the modifier is left out: it takes
    /// no room and draws nothing, and the emoji shows in its default colour rather than beside a colour swatch.
    /// Measuring and drawing both skip it.
    static func isUnshapedModifier(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        // The five modifiers are U+1F3FB…U+1F3FF: one comparison for every other scalar.
        scalar.value &- 0x1F3FB < 5 && previous?.properties.isEmojiModifierBase == true
    }

    /// Whether a fallback face had to be found for `codepoint`, and had one: for tests.
    func isDrawnByFallback(_ codepoint: UInt32) -> Bool { glyph(for: codepoint).face > 0 }

    /// Whether no installed font has `codepoint`, so it is drawn as the missing-glyph box (glyph 0, which no
    /// character maps to).
    func isMissing(_ codepoint: UInt32) -> Bool {
        let glyph = glyph(for: codepoint)
        return glyph.face == 0 && glyph.index == 0
    }

    private func resolve(_ codepoint: UInt32) -> Glyph {
        guard let primary = faces.first else { return .invisible }
        if Self.takesNoRoom(codepoint) && !primary.hasGlyph(for: codepoint) { return .invisible }
        if let k = faces.firstIndex(where: { $0.hasGlyph(for: codepoint) }) { return glyph(codepoint, inFace: k) }
        if let k = addFallback(for: codepoint) { return glyph(codepoint, inFace: k) }
        return Glyph(face: 0, index: 0, advance: primary.advance(ofGlyph: 0))
    }

    private func glyph(_ codepoint: UInt32, inFace k: Int) -> Glyph {
        let index = faces[k].glyphIndex(for: codepoint)
        return Glyph(face: Int32(k), index: index, advance: faces[k].advance(ofGlyph: index))
    }

    /// Asks fontconfig for a face that has `codepoint` and adds it; its index, or nil if no font has it.
    private func addFallback(for codepoint: UInt32) -> Int? {
        guard let request, let primary = faces.first,
              let pattern = reflow_pattern_with_codepoint(request, codepoint) else { return nil }
        defer { FcPatternDestroy(pattern) }
        fallbackQueries += 1
        var result = FcResultMatch
        guard let match = XftFontMatch(connection.display, connection.screen, pattern, &result) else { return nil }
        let identity = FontPattern.identity(match)
        guard FontPattern.covers(match, codepoint), !faces.contains(where: { $0.identity == identity }) else {
            FcPatternDestroy(match)
            return nil
        }
        // The face owns the match from here (and destroys it if it cannot open).
        guard let face = XftFace(connection: connection, match: match, pointSize: primary.pointSize, scale: primary.scale),
              face.hasGlyph(for: codepoint) else { return nil }
        faces.append(face)
        return faces.count - 1
    }

    /// Controls and default-ignorable code points (joiners, variation selectors, the byte order mark) have no
    /// width and draw nothing unless the font itself has a glyph for them.
    private static func takesNoRoom(_ codepoint: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(codepoint) else { return true }
        return scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint
    }
}
