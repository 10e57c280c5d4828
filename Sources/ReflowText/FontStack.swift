internal import CHarfBuzz
import Foundation
import Reflow

/// The faces one `ResolvedFont` is set in: its primary face, then fallback faces found for characters the
/// primary lacks, and, per character, which face sets it.
///
/// Fallbacks are found the way dmenu and st find them: the font's request pattern plus the character as a
/// charset, matched by fontconfig. Emoji presentation asks for a colour face first (`isEmoji`), so 🐱 is the
/// colour emoji even where the primary face has a black-and-white cat. Every answer is kept, including "no
/// installed font has it", so fontconfig is asked at most once per character and font. A character no font has
/// is set in the primary face, as its missing-glyph box, as other programs show it.
package final class FontStack {
    package let font: ResolvedFont
    package let metrics: FontMetrics
    /// Points added after every character the primary face sets: SF's tracking at this size for the system
    /// font, none otherwise, plus the font's own `tracking`.
    package let tracking: Double
    /// The primary face first; empty when fontconfig found no font at all.
    package private(set) var faces: [FontFace] = []
    private let library: FaceLibrary
    /// The request the primary face was matched from: the seed of fallback requests.
    private let request: OpaquePointer?
    /// The face of each character seen, plain (`textFaces`) and with emoji presentation (`emojiFaces`).
    private var asciiFaces = [Int32](repeating: unknown, count: 128)
    private var textFaces: [UInt32: Int32] = [:]
    private var emojiFaces: [UInt32: Int32] = [:]
    /// How many times fontconfig was asked for a fallback face: for tests.
    package private(set) var fallbackQueries = 0
    /// One buffer, cleared and refilled for every run shaped.
    let buffer: OpaquePointer?

    private static let unknown: Int32 = -2

    /// Opens the family `families` give for `font`'s design, `scale` pixels per point; when it is not
    /// installed, says so once and uses fontconfig's generic family instead. `font.size` must be positive.
    init(font: ResolvedFont, scale: Double, library: FaceLibrary, families: FontFamilies) {
        self.font = font
        self.library = library
        let points = Double(font.size)
        let pixelSize = Self.pixelSize(points: points, scale: scale)
        let wanted = families.family(for: font)

        var request = FontPattern.request(family: wanted, font: font, pixelSize: pixelSize)
        var primary = request.flatMap { library.face(matching: $0, family: wanted) }
        var isSystemFont = families.isSystemFont(font)
        if primary == nil, let custom = font.family {
            // A custom font no installed face has: iOS sets such text in the system font at the size asked for,
            // and so does Reflow, saying so once. A PostScript name ("Avenir-Heavy") is looked up as one first.
            if let request { FcPatternDestroy(request) }
            request = FontPattern.request(postScriptName: custom, font: font, pixelSize: pixelSize)
            primary = request.flatMap { library.face(matching: $0, postScriptName: custom) }
            if primary == nil {
                var system = font
                system.family = nil
                if let request { FcPatternDestroy(request) }
                let family = families.family(for: system)
                request = FontPattern.request(family: family, font: system, pixelSize: pixelSize)
                primary = request.flatMap { library.face(matching: $0, family: family) }
                isSystemFont = families.isSystemFont(system)
                FontWarnings.say("reflow: the font \"\(custom)\" is not installed; text in it is set in the system "
                    + "font, as iOS does with a font it cannot find (install it, or put its .ttf or .otf file beside "
                    + "the previewed file)")
            }
        }
        if primary == nil {
            let generic = FontFamilies.generic(for: font.design)
            if let request { FcPatternDestroy(request) }
            request = FontPattern.request(family: generic, font: font, pixelSize: pixelSize)
            primary = request.flatMap { library.face(matching: $0, family: nil) }
            if let primary {
                FontWarnings.familyMissing(wanted, hint: families.installHint(for: font), using: primary.family ?? generic)
            } else {
                FontWarnings.noFont(wanted)
            }
        }
        self.request = request
        buffer = hb_buffer_create()
        if let primary { faces = [primary] }
        // `Text.tracking(_:)` and `.kerning(_:)` add to the face's spacing, the system font's tracking included.
        tracking = (isSystemFont ? SystemFont.tracking(points: points) : 0) + (font.tracking.isFinite ? Double(font.tracking) : 0)
        if isSystemFont {
            // iOS's line for the system font, whichever face stands in for it (docs/text-rules.md §3).
            metrics = SystemFont.metrics(points: points)
        } else if let primary {
            metrics = Self.metrics(of: primary, points: points, pixelSize: pixelSize)
        } else {
            // Nothing to set text with: lay it out as the fixed-advance measurer would, so layouts still work.
            metrics = FixedAdvanceTextMeasurer().metrics(of: font)
        }
    }

    deinit {
        if let request { FcPatternDestroy(request) }
        hb_buffer_destroy(buffer)
    }

    /// Ascent and descent as an Xft font of `face` opened at `pixelSize` has them (FreeType rounds the ascent
    /// up and the descent down to whole pixels), in points; no leading.
    private static func metrics(of face: FontFace, points: Double, pixelSize: Double) -> FontMetrics {
        let pixelsPerUnit = pixelSize / face.unitsPerEm, pointsPerPixel = points / pixelSize
        return FontMetrics(ascent: ((face.ascender * pixelsPerUnit).rounded(.up) * pointsPerPixel),
                           descent: ((face.descender * pixelsPerUnit).rounded(.up) * pointsPerPixel), leading: 0)
    }

    /// Pixels per em for `points` at `scale`, kept where font libraries are comfortable: a font of a tenth or
    /// of a million points still opens, and its metrics are scaled back to the size asked for.
    package static func pixelSize(points: Double, scale: Double) -> Double {
        min(max(points * scale, 1), maximumPixelSize)
    }

    package static let maximumPixelSize: Double = 4096

    /// The face that sets `codepoint` (in colour when `emoji`), looked up once and then remembered; 0, the
    /// primary face, when no face has it.
    func face(for codepoint: UInt32, emoji: Bool = false) -> Int32 {
        if emoji {
            if let known = emojiFaces[codepoint] { return known }
            let face = resolve(codepoint, emoji: true)
            emojiFaces[codepoint] = face
            return face
        }
        if codepoint < 128 {
            let known = asciiFaces[Int(codepoint)]
            if known != Self.unknown { return known }
            let face = resolve(codepoint, emoji: false)
            asciiFaces[Int(codepoint)] = face
            return face
        }
        if let known = textFaces[codepoint] { return known }
        let face = resolve(codepoint, emoji: false)
        textFaces[codepoint] = face
        return face
    }

    /// Whether a fallback face had to be found for `codepoint`, and had one: for tests.
    package func isDrawnByFallback(_ codepoint: UInt32) -> Bool { face(for: codepoint) > 0 }

    /// Whether no installed font has `codepoint`, so it is drawn as the missing-glyph box.
    package func isMissing(_ codepoint: UInt32) -> Bool {
        face(for: codepoint) == 0 && faces.first?.hasGlyph(for: codepoint) != true
    }

    private func resolve(_ codepoint: UInt32, emoji: Bool) -> Int32 {
        guard !faces.isEmpty else { return 0 }
        if emoji {
            if let k = faces.firstIndex(where: { $0.isColor && $0.hasGlyph(for: codepoint) }) { return Int32(k) }
            if let k = addFallback(for: codepoint, color: true), faces[k].isColor { return Int32(k) }
        }
        if let k = faces.firstIndex(where: { $0.hasGlyph(for: codepoint) }) { return Int32(k) }
        if let k = addFallback(for: codepoint, color: false) { return Int32(k) }
        return 0
    }

    /// Asks fontconfig for a face that has `codepoint` (a colour one when `color`) and adds it; its index, or
    /// nil when no font has it.
    private func addFallback(for codepoint: UInt32, color: Bool) -> Int? {
        guard let request, let pattern = reflow_text_pattern_with_codepoint(request, codepoint, color ? 1 : 0) else {
            return nil
        }
        defer { FcPatternDestroy(pattern) }
        fallbackQueries += 1
        guard let face = library.face(matching: pattern, covering: codepoint) else { return nil }
        if let k = faces.firstIndex(where: { $0 === face }) { return k }
        faces.append(face)
        return faces.count - 1
    }
}
