import Foundation

/// A key into a strings table, written as a string literal: SwiftUI looks it up in the app's localizations and
/// renders its markdown. Reflow has no strings tables, so a key stands for itself: its text is the literal, with
/// any interpolated values written as `String(describing:)` writes them.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The key's text.
    let key: String
    /// The key's text for markdown: the literal parts as written, interpolated values escaped, since SwiftUI
    /// renders the markdown of the literal and shows the values as they are.
    let markdown: String
    /// The `Text`s interpolated into the key, in order; in `markdown` each is marked by
    /// `TextInterpolation.opening` and `closing`.
    let texts: [Text]
    /// The dates interpolated with a style (`"\(date, style: .relative)"`), each standing in `markdown` as a
    /// marker character (`LocalizedStringKey+Dates.swift`).
    let dates: [TextDate.Value]

    /// The key `value`.
    public init(_ value: String) {
        key = value
        markdown = value
        texts = []
        dates = []
    }

    /// The key of a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The key of an interpolated string literal: the interpolated values as text.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
        markdown = stringInterpolation.markdown
        texts = stringInterpolation.texts
        dates = stringInterpolation.dates
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.key == b.key && a.markdown == b.markdown && a.texts == b.texts
            && a.dates == b.dates
    }

    /// The parts of an interpolated key, gathered for its text and for its markdown.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var markdown = ""
        var texts: [Text] = []
        var dates: [TextDate.Value] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
            markdown.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            markdown += literal
        }

        /// A value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            let string = String(describing: value)
            text += string
            markdown += Self.escaped(string)
        }

        /// A `Text`, keeping its own look: `Text("Tap \(Text("Save").bold()) to keep it")` shows "Save" in
        /// bold, as SwiftUI does. Its characters are shown as they are, not read as markdown.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
            texts.append(text)
            markdown += TextInterpolation.opening + Self.escaped(text.content) + TextInterpolation.closing
        }

        /// A value formatted with a `printf` specifier, as SwiftUI's `"\(value, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendInterpolation(String(format: specifier, value))
        }

        /// `string` with a backslash before every ASCII punctuation mark, which CommonMark then shows as it is.
        static func escaped(_ string: String) -> String {
            // Most values (numbers, names) hold no ASCII punctuation: kept as they are, without a copy.
            guard string.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F && !(0x30...0x39 ~= $0) && !(0x61...0x7A ~= $0 | 0x20) })
            else { return string }
            var result = ""
            for character in string {
                if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
                result.append(character)
            }
            return result
        }
    }
}
