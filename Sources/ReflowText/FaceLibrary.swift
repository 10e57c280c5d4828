internal import CHarfBuzz
import Foundation

/// The faces a measurer has opened, one per face of a font file (`FontFace.identity`), shared by every size
/// and every `FontStack` that uses them.
package final class FaceLibrary {
    private var faces: [String: FontFace] = [:]

    package init() {}

    /// How many faces are open.
    package var count: Int { faces.count }

    /// The face fontconfig matches for `request` (substituted as fontconfig's own clients do), if it is
    /// `family` (any family when nil).
    func face(matching request: OpaquePointer, family: String?) -> FontFace? {
        guard let match = Self.match(request) else { return nil }
        if let family, !FontPattern.strings(match, FC_FAMILY).contains(where: {
            $0.caseInsensitiveCompare(family) == .orderedSame
        }) {
            FcPatternDestroy(match)
            return nil
        }
        return open(match)
    }

    /// The face fontconfig matches for `request`, if its PostScript name is `name` (any case).
    func face(matching request: OpaquePointer, postScriptName name: String) -> FontFace? {
        guard let match = Self.match(request) else { return nil }
        guard FontPattern.strings(match, FC_POSTSCRIPT_NAME).contains(where: {
            $0.caseInsensitiveCompare(name) == .orderedSame
        }) else {
            FcPatternDestroy(match)
            return nil
        }
        return open(match)
    }

    /// The face fontconfig matches for `request`, if it has a glyph for `codepoint`.
    func face(matching request: OpaquePointer, covering codepoint: UInt32) -> FontFace? {
        guard let match = Self.match(request) else { return nil }
        guard FontPattern.covers(match, codepoint), let face = open(match), face.hasGlyph(for: codepoint) else {
            return nil
        }
        return face
    }

    /// The face `match` names, taking ownership of `match`: the one already open, or newly opened.
    private func open(_ match: OpaquePointer) -> FontFace? {
        let identity = FontPattern.identity(match)
        if let known = faces[identity] {
            FcPatternDestroy(match)
            return known
        }
        guard let face = FontFace(match: match) else { return nil }
        faces[identity] = face
        return face
    }

    /// fontconfig's best font for `request`, which is left as it was; the caller destroys the result.
    private static func match(_ request: OpaquePointer) -> OpaquePointer? {
        // fontconfig may still be loading on the thread `FontConfiguration.prepareInBackground` started.
        FontConfiguration.waitForBackgroundLoad()
        guard let pattern = FcPatternDuplicate(request) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        return FcFontMatch(nil, pattern, &result)
    }
}
