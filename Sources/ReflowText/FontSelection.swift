internal import CHarfBuzz
import Foundation
import Reflow

/// The families Reflow draws text in, one per `Font.Design`: the viewer's font defaults, all in this place.
///
/// The default design, iOS's San Francisco, is set in Inter (Debian's fonts-inter, OFL) with SF's line metrics
/// and tracking (`SystemFont`): of the free faces measured against widths iOS produced, it comes closest
/// (docs/text-rules.md §3). Serif and monospaced text, and the scripts Inter lacks, are DejaVu's (Debian's
/// fonts-dejavu-core, installed wherever Xft is), as is the default design when Inter is missing.
/// `.rounded` uses the default family.
package struct FontFamilies {
    package var sans: String
    package var serif: String
    package var monospaced: String
    /// Whether the default design follows the system font's line metrics and tracking rather than the face's
    /// own spacing: what an iPhone's text looks like.
    package var followsSystemFont: Bool
    /// How a user gets the families above, named when one is missing.
    package var installHint = "Debian: apt-get install fonts-dejavu-core"
    /// The family `Image(systemName:)` draws its glyphs from (`ResolvedFont.isSymbolFont`), standing in for SF
    /// Symbols, and its package.
    package var symbols = SymbolTable.fontFamily
    package var symbolHint = "Debian: apt-get install fonts-material-design-icons-iconfont"

    /// What Reflow draws with: Inter standing in for San Francisco.
    package static let standard = FontFamilies(sans: "Inter", followsSystemFont: true,
                                               installHint: "Debian: apt-get install fonts-inter")

    /// DejaVu for every design, spaced as DejaVu is: what tests that count DejaVu's own metrics use.
    package static let dejaVu = FontFamilies()

    package init(sans: String = "DejaVu Sans", serif: String = "DejaVu Serif", monospaced: String = "DejaVu Sans Mono",
                 followsSystemFont: Bool = false, installHint: String = "Debian: apt-get install fonts-dejavu-core") {
        self.sans = sans
        self.serif = serif
        self.monospaced = monospaced
        self.followsSystemFont = followsSystemFont
        self.installHint = installHint
    }

    /// Whether `font` is set as the system font (line metrics and tracking of SF).
    package func isSystemFont(_ font: ResolvedFont) -> Bool {
        followsSystemFont && !font.isSymbolFont && font.family == nil && (font.design == .default || font.design == .rounded)
    }

    /// The family `font` is drawn in: the symbol family, a custom font's, or the one of its design.
    package func family(for font: ResolvedFont) -> String {
        font.isSymbolFont ? symbols : font.family ?? family(for: font.design)
    }

    /// How to install `family(for: font)`.
    package func installHint(for font: ResolvedFont) -> String {
        if font.isSymbolFont { return symbolHint }
        return font.design == .default || font.design == .rounded ? installHint : "Debian: apt-get install fonts-dejavu-core"
    }

    package func family(for design: Reflow.Font.Design) -> String {
        switch design {
        case .default, .rounded: sans
        case .serif: serif
        case .monospaced: monospaced
        }
    }

    /// The fontconfig alias that stands in when `family(for:)` is not installed.
    package static func generic(for design: Reflow.Font.Design) -> String {
        switch design {
        case .default, .rounded: "sans-serif"
        case .serif: "serif"
        case .monospaced: "monospace"
        }
    }
}

/// Fontconfig patterns: building requests and reading matches. Patterns arrive in Swift as `OpaquePointer`.
package enum FontPattern {
    /// A request for `family` in `font`'s weight and slant, `pixelSize` pixels per em; the caller destroys it.
    ///
    /// The size goes in as FC_PIXEL_SIZE, already scaled by dpi / 96, so that Xft's own dpi (`Xft.dpi`) is not
    /// applied a second time.
    package static func request(family: String, font: ResolvedFont, pixelSize: Double) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, Array(family.utf8) + [0])
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, pixelSize)
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(openTypeWeight(font.weight))))
        FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        return pattern
    }

    /// A request for the face whose PostScript name is `name` ("Avenir-Heavy"), `pixelSize` pixels per em; the
    /// caller destroys it.
    package static func request(postScriptName name: String, font: ResolvedFont, pixelSize: Double) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, Array(name.utf8) + [0])
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, pixelSize)
        return pattern
    }

    /// The CSS / OpenType weight class of `weight` (`Font.Weight` keeps its number internal to Reflow).
    package static func openTypeWeight(_ weight: Reflow.Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        default: 400
        }
    }

    /// Every value of a string property (a font often has several family names).
    package static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// The file and face index of a matched font, and whether fontconfig asks for it to be emboldened or
    /// slanted (a bold or italic the family lacks): its identity, shared by every size of it.
    package static func identity(_ pattern: OpaquePointer) -> String {
        var index: Int32 = 0
        FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        var embolden: FcBool = 0
        FcPatternGetBool(pattern, FC_EMBOLDEN, 0, &embolden)
        var matrix: UnsafeMutablePointer<FcMatrix>?
        let slanted = FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch && matrix?.pointee.xy != 0
        return "\(strings(pattern, FC_FILE).first ?? "?")#\(index)" + (embolden != 0 ? "+bold" : "") + (slanted ? "+slant" : "")
    }

    /// Whether the font a match describes has a glyph for `codepoint`.
    package static func covers(_ pattern: OpaquePointer, _ codepoint: UInt32) -> Bool {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return false }
        return FcCharSetHasChar(charset, codepoint) != 0
    }
}

/// One line on standard error per problem with the fonts, however many fonts run into it.
package enum FontWarnings {
    package static func familyMissing(_ family: String, hint: String, using substitute: String) {
        say("reflow: the font \"\(family)\" is not installed (\(hint)); "
            + "drawing text in \"\(substitute)\" instead")
    }

    package static func noFont(_ family: String) {
        say("reflow: fontconfig found no usable font for \"\(family)\"; text is laid out but not drawn")
    }

    package static func say(_ line: String) {
        Diagnostics.process.report(.fonts, once: line, line)
    }
}
