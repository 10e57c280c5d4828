/// The default measurer: needs no display and no font files, and gives the same answer everywhere.
///
/// The exact rule, so that expected values can be worked out by hand (`size` is `ResolvedFont.size`):
///
/// - Every grapheme cluster (`Character`) advances `0.6 × size`, except a wide one, which advances
///   `1.0 × size`. A cluster is wide when its first scalar lies in one of these ranges (East Asian wide and
///   emoji blocks):
///
///   | range             | what                                                   |
///   |-------------------|--------------------------------------------------------|
///   | U+1100...U+115F   | Hangul Jamo leading consonants                         |
///   | U+2E80...U+303E   | CJK radicals, Kangxi radicals, CJK symbols, punctuation |
///   | U+3041...U+33FF   | Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility |
///   | U+3400...U+4DBF   | CJK unified ideographs extension A                     |
///   | U+4E00...U+9FFF   | CJK unified ideographs                                 |
///   | U+A000...U+A4CF   | Yi                                                     |
///   | U+AC00...U+D7A3   | Hangul syllables                                       |
///   | U+F900...U+FAFF   | CJK compatibility ideographs                           |
///   | U+FE30...U+FE4F   | CJK compatibility forms                                |
///   | U+FF00...U+FF60   | fullwidth forms                                        |
///   | U+FFE0...U+FFE6   | fullwidth signs                                        |
///   | U+1F300...U+1F64F | miscellaneous symbols and pictographs, emoticons       |
///   | U+1F680...U+1F6FF | transport and map symbols                              |
///   | U+1F900...U+1F9FF | supplemental symbols and pictographs                   |
///   | U+20000...U+3FFFD | CJK unified ideographs extensions B and later          |
///
/// - Spaces, punctuation and control characters are ordinary clusters (`0.6 × size`); "\r\n" is one cluster.
/// - Weight, design and slant do not change widths.
/// - Metrics: ascent `0.93 × size`, descent `0.24 × size`, leading 0, so a line is `1.17 × size` high.
/// - The symbol font (`ResolvedFont.isSymbolFont`, what `Image(systemName:)` draws with) is square, as Material
///   Icons is: every cluster advances `1.0 × size`, the ascent is `1.0 × size` and the descent 0.
///
/// The numbers are close to DejaVu Sans, the viewer's default font (advance about 0.6 em for Latin text,
/// ascent 0.928 em, descent 0.236 em), so headless layouts look like the ones drawn with X11.
public final class FixedAdvanceTextMeasurer: TextMeasurer, Sendable {
    /// A measurer; it has no state, so one can be shared freely.
    public init() {}

    /// Ascent `0.93 × size`, descent `0.24 × size`, leading 0 (the symbol font: ascent `size`, descent 0).
    public func metrics(of font: ResolvedFont) -> FontMetrics {
        if font.isSymbolFont { return FontMetrics(ascent: font.size, descent: 0, leading: 0) }
        return FontMetrics(ascent: 0.93 * font.size, descent: 0.24 * font.size, leading: 0)
    }

    /// `0.6 × size` per cluster, `1.0 × size` per wide cluster (see the type's documentation).
    public func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
        let clusters = text.utf8.withContiguousStorageIfAvailable(Self.countClusters) ?? Self.countCharacters(text)
        if font.isSymbolFont { return CGFloat(clusters.narrow + clusters.wide) * font.size }
        return (0.6 * CGFloat(clusters.narrow) + CGFloat(clusters.wide)) * font.size
            + font.tracking * CGFloat(clusters.narrow + clusters.wide)
    }

    /// Counts the clusters of UTF-8 text in one walk over its bytes, allocating nothing: this is on the
    /// layout's hot path.
    ///
    /// An ASCII byte after an ASCII byte starts a cluster (except "\n" after "\r"), which settles most text a
    /// byte at a time. Every other scalar goes through the standard library's own incremental grapheme
    /// breaker, so the clusters are exactly Swift's `Character`s. (Walking `Character`s gives the same counts,
    /// about ten times slower.) `Unicode._CharacterRecognizer` is underscored but public since Swift 5.9, and
    /// is what swift-collections' `BigString` uses for the same purpose; should it ever go, `countCharacters`
    /// is the drop-in replacement.
    static func countClusters(_ bytes: UnsafeBufferPointer<UInt8>) -> (narrow: Int, wide: Int) {
        var narrow = 0
        var wide = 0
        var breaker = Unicode._CharacterRecognizer()
        // The byte before `k`; NUL at the start, a control like the breaker's own starting state.
        var previous: UInt8 = 0
        var k = 0
        while k < bytes.count {
            let byte = bytes[k]
            if byte < 0x80 && previous < 0x80 {
                if !(byte == 0x0A && previous == 0x0D) { narrow += 1 }
                previous = byte
                k += 1
                continue
            }
            if previous < 0x80 {
                // The breaker skipped the ASCII run; only the scalar just before matters to it.
                breaker = Unicode._CharacterRecognizer()
                _ = breaker.hasBreak(before: Unicode.Scalar(previous))
            }
            let (scalar, length) = decodeScalar(bytes, at: k)
            if breaker.hasBreak(before: scalar) {
                if isWide(scalar.value) { wide += 1 } else { narrow += 1 }
            }
            previous = bytes[k + length - 1]
            k += length
        }
        return (narrow, wide)
    }

    /// The scalar whose (valid, as Swift strings are) UTF-8 encoding starts at `k`, and its length in bytes.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[k])
        let value: UInt32
        let length: Int
        if lead < 0x80 {
            (value, length) = (lead, 1)
        } else if lead < 0xE0 {
            (value, length) = ((lead & 0x1F) << 6 | UInt32(bytes[k + 1] & 0x3F), 2)
        } else if lead < 0xF0 {
            (value, length) = ((lead & 0x0F) << 12 | UInt32(bytes[k + 1] & 0x3F) << 6 | UInt32(bytes[k + 2] & 0x3F), 3)
        } else {
            (value, length) = ((lead & 0x07) << 18 | UInt32(bytes[k + 1] & 0x3F) << 12 | UInt32(bytes[k + 2] & 0x3F) << 6
                | UInt32(bytes[k + 3] & 0x3F), 4)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The plain walk over `Character`s, for text not stored as contiguous UTF-8 (bridged strings).
    static func countCharacters(_ text: Substring) -> (narrow: Int, wide: Int) {
        var narrow = 0
        var wide = 0
        for character in text {
            if isWide(character.unicodeScalars.first!.value) { wide += 1 } else { narrow += 1 }
        }
        return (narrow, wide)
    }

    /// Whether a cluster starting with scalar `v` is set at full width; the ranges of the table above.
    static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }  // Latin, Greek, Cyrillic, …: the common case, decided at once
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
