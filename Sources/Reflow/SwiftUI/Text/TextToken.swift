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

    /// Spaces and line breaks are ASCII, so a byte scan finds them without decoding clusters.
    static func tokens(of bytes: [UInt8]) -> [TextToken] {
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
