internal import CX11
import Foundation
import Reflow

/// The families Reflow draws text in, one per `Font.Design`: the viewer's font defaults, all in this place.
///
/// DejaVu (Debian's fonts-dejavu-core) is installed wherever Xft is, covers Latin, Greek and Cyrillic, and has
/// the proportions `FixedAdvanceTextMeasurer` imitates, so headless and drawn layouts look alike. DejaVu has
/// no rounded design; `.rounded` uses the default family.
struct FontFamilies {
    var sans = "DejaVu Sans"
    var serif = "DejaVu Serif"
    var monospaced = "DejaVu Sans Mono"
    /// What a user installs to get the families above, named when one is missing.
    var package = "fonts-dejavu-core"
    /// The family `Image(systemName:)` draws its glyphs from (`ResolvedFont.isSymbolFont`), standing in for SF
    /// Symbols, and its package.
    var symbols = SymbolTable.fontFamily
    var symbolPackage = "fonts-material-design-icons-iconfont"

    static let dejaVu = FontFamilies()

    /// The family `font` is drawn in: the symbol family, or the one of its design.
    func family(for font: ResolvedFont) -> String {
        font.isSymbolFont ? symbols : family(for: font.design)
    }

    /// The package that installs `family(for: font)`.
    func package(for font: ResolvedFont) -> String { font.isSymbolFont ? symbolPackage : package }

    func family(for design: Reflow.Font.Design) -> String {
        switch design {
        case .default, .rounded: sans
        case .serif: serif
        case .monospaced: monospaced
        }
    }

    /// The fontconfig alias that stands in when `family(for:)` is not installed.
    static func generic(for design: Reflow.Font.Design) -> String {
        switch design {
        case .default, .rounded: "sans-serif"
        case .serif: "serif"
        case .monospaced: "monospace"
        }
    }
}

/// Fontconfig patterns: building requests and reading matches. Patterns arrive in Swift as `OpaquePointer`.
enum FontPattern {
    /// A request for `family` in `font`'s weight and slant, `pixelSize` pixels per em; the caller destroys it.
    ///
    /// The size goes in as FC_PIXEL_SIZE, already scaled by dpi / 96, so that Xft's own dpi (`Xft.dpi`) is not
    /// applied a second time.
    static func request(family: String, font: ResolvedFont, pixelSize: Double) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, Array(family.utf8) + [0])
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, pixelSize)
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(openTypeWeight(font.weight))))
        FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        return pattern
    }

    /// The CSS / OpenType weight class of `weight` (`Font.Weight` keeps its number internal to Reflow).
    static func openTypeWeight(_ weight: Reflow.Font.Weight) -> Int {
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
    static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// The file and face index of a matched font: its identity, shared by every size of it.
    static func identity(_ pattern: OpaquePointer) -> String {
        var index: Int32 = 0
        FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        return "\(strings(pattern, FC_FILE).first ?? "?")#\(index)"
    }

    /// Whether the font a match describes has a glyph for `codepoint`.
    static func covers(_ pattern: OpaquePointer, _ codepoint: UInt32) -> Bool {
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { return false }
        return FcCharSetHasChar(charset, codepoint) != 0
    }
}

/// One line on standard error per problem with the fonts, however many fonts run into it.
enum FontWarnings {
    static func familyMissing(_ family: String, package: String, using substitute: String) {
        say("reflow: the font \"\(family)\" is not installed (Debian: apt-get install \(package)); "
            + "drawing text in \"\(substitute)\" instead")
    }

    static func noFont(_ family: String) {
        say("reflow: fontconfig found no usable font for \"\(family)\"; text is laid out but not drawn")
    }

    static func say(_ line: String) {
        Diagnostics.process.report(.fonts, once: line, line)
    }
}
