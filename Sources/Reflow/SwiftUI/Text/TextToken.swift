/// A word, a run of spaces or a paragraph break, as a range of a text's UTF-8 bytes.
struct TextToken {
    enum Kind: UInt8 { case word, spaces, paragraphBreak }

    var kind: Kind
    var start: Int
    var end: Int
    /// A word's width, NaN until measured.
    var width = CGFloat.nan
    /// A word's characters in `MeasuredText.characters`, once it was broken between them.
    var characters = 0..<0

    /// The text's tokens: words between spaces and line breaks, each split where the Unicode line breaking
    /// algorithm (UAX #14) allows a break inside it (`splittingWords`).
    static func tokens(of bytes: [UInt8]) -> [TextToken] {
        let tokens = spaceSeparatedTokens(of: bytes)
        return needsBreakingRules(bytes) ? splittingWords(tokens, of: bytes) : tokens
    }

    /// Whether a word of `bytes` may hold a break opportunity: between ASCII letters and digits UAX #14 never
    /// allows one, so only punctuation ("well-known", "and/or", "a?b") or a character beyond ASCII can make one;
    /// text of letters, digits and spaces is settled by this scan.
    private static func needsBreakingRules(_ bytes: [UInt8]) -> Bool {
        bytes.contains { byte in
            byte >= 0x80 || (byte > 0x20 && byte < 0x7F && !(byte >= 0x30 && byte <= 0x39)
                && !(byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A))
        }
    }

    /// `tokens` with every word split after each character after which UAX #14 allows a break: after a hyphen
    /// ("well-|known", but not "-|5"), after a slash before letters, between CJK ideographs (but not before "，"
    /// or "。"), around emoji. The pieces are words with no spaces between, which the line breaker keeps on one
    /// line while they fit and may put on the next line one by one. ICU (`UnicodeRules`) finds the opportunities.
    private static func splittingWords(_ tokens: [TextToken], of bytes: [UInt8]) -> [TextToken] {
        guard let breaks = UnicodeRules.lineBreakOpportunities(in: bytes) else { return tokens }
        var split: [TextToken] = []
        split.reserveCapacity(tokens.count)
        var joinsNextWord = false
        /// Appends a word piece, onto the word before when the spaces between them allow no break.
        func appendPiece(_ start: Int, _ end: Int) {
            if joinsNextWord {
                split[split.count - 1].end = end
                joinsNextWord = false
            } else {
                split.append(TextToken(kind: .word, start: start, end: end))
            }
        }
        for (index, token) in tokens.enumerated() {
            guard token.kind == .word else {
                // Spaces between two words where UAX #14 allows no break (rule LB13: none before "!", "?", ")",
                // "]", "}", ";", ",", "." or "/", even after spaces, so "Bonjour !" stays together) are not a
                // place to break: they join the word before and the next word's first piece into one word.
                if token.kind == .spaces, split.last?.kind == .word, index + 1 < tokens.count,
                   tokens[index + 1].kind == .word, !breaks[token.end - 1] {
                    split[split.count - 1].end = token.end
                    joinsNextWord = true
                } else {
                    split.append(token)
                }
                continue
            }
            var start = token.start
            for end in token.start..<(token.end - 1) where breaks[end] {
                appendPiece(start, end + 1)
                start = end + 1
            }
            appendPiece(start, token.end)
        }
        return split
    }

    /// Spaces and line breaks are ASCII, so a byte scan finds them without decoding clusters.
    private static func spaceSeparatedTokens(of bytes: [UInt8]) -> [TextToken] {
        var tokens: [TextToken] = []
        var i = 0
        while i < bytes.count {
            let start = i
            switch bytes[i] {
            case 0x20:
                while i < bytes.count && bytes[i] == 0x20 { i += 1 }
                tokens.append(TextToken(kind: .spaces, start: start, end: i))
            case 0x0A, 0x0D:
                i += bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
                tokens.append(TextToken(kind: .paragraphBreak, start: start, end: i))
            default:
                while i < bytes.count && bytes[i] != 0x20 && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
                tokens.append(TextToken(kind: .word, start: start, end: i))
            }
        }
        return tokens
    }
}
