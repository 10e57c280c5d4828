@_implementationOnly import CMarkdown
import Foundation

/// The markdown of a `LocalizedStringKey`, as SwiftUI renders it in a `Text`: inline syntax only, whitespace
/// and line breaks kept (Foundation's `inlineOnlyPreservingWhitespace`). `**bold**` and `__bold__`, `*italic*`
/// and `_italic_`, `` `code` `` in the monospaced design, `~~strikethrough~~` and `[links](https://…)`; the
/// rules of emphasis, escapes and entities are CommonMark's, parsed by cmark-gfm.
///
/// cmark-gfm parses blocks too, and SwiftUI shows a line starting with "# " or "- " as it is: each line is parsed
/// on its own, its leading and trailing whitespace kept aside, and a marker that would start a block (a heading,
/// a quote, a list item, a rule, a fence, HTML) escaped first, so only inline syntax takes effect.
enum InlineMarkdown {
    /// `source` with its markdown applied; nil when it holds none, so the text is `source` unstyled.
    static func parse(_ source: String) -> (text: String, spans: [TextSpan])? {
        guard source.utf8.contains(where: isMarkup) else { return nil }
        var builder = Builder()
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { builder.append(plain: "\n") }
            let start = line.firstIndex { !isBlank($0) } ?? line.endIndex
            let end = line.lastIndex { !isBlank($0) }.map(line.index(after:)) ?? start
            builder.append(plain: line[..<start])
            if start < end { builder.append(markdown: escapingBlockMarkers(line[start..<end])) }
            builder.append(plain: line[end...])
        }
        guard builder.text != source || !builder.spans.isEmpty else { return nil }
        return (builder.text, builder.spans)
    }

    /// The bytes that can start inline markup: emphasis, code, strikethrough, links, escapes, entities, HTML.
    private static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["),
             UInt8(ascii: "\\"), UInt8(ascii: "&"), UInt8(ascii: "<"): true
        default: false
        }
    }

    /// `line` (no leading whitespace) with a backslash before a marker that would make it a block.
    static func escapingBlockMarkers(_ line: Substring) -> String {
        guard let first = line.first else { return "" }
        let rest = line.dropFirst()
        let spaceFollows = rest.first.map { $0 == " " || $0 == "\t" } ?? true
        switch first {
        case "#":
            let hashes = line.prefix { $0 == "#" }.count
            let after = line.dropFirst(hashes).first
            return hashes <= 6 && (after == nil || after == " " || after == "\t") ? "\\" + line : String(line)
        case ">", "<":
            return "\\" + line
        case "-", "+", "*", "_":
            let isRule = line.allSatisfy { $0 == first || $0 == " " || $0 == "\t" } && line.filter { $0 == first }.count >= 3
            return isRule || (first != "_" && spaceFollows) ? "\\" + line : String(line)
        case "`", "~":
            return line.hasPrefix(String(repeating: first, count: 3)) ? "\\" + line : String(line)
        case "0"..."9":
            // An ordered list item: up to nine digits, then "." or ")", then a space or the end.
            let digits = line.prefix { $0.isASCII && $0.isNumber }
            let after = line.dropFirst(digits.count)
            guard digits.count <= 9, let delimiter = after.first, delimiter == "." || delimiter == ")" else { return String(line) }
            let next = after.dropFirst().first
            guard next == nil || next == " " || next == "\t" else { return String(line) }
            return digits + "\\" + after
        default:
            return String(line)
        }
    }

    /// The text and its spans, built as the parse goes.
    private struct Builder {
        var text = ""
        var spans: [TextSpan] = []
        private var offset = 0

        mutating func append<S: StringProtocol>(plain: S) {
            text += plain
            offset += plain.utf8.count
        }

        mutating func append(_ literal: String, _ attributes: TextAttributes) {
            let start = offset
            append(plain: literal)
            guard attributes != TextAttributes(), offset > start else { return }
            if var last = spans.last, last.range.upperBound == start, last.attributes == attributes {
                last.range = last.range.lowerBound..<offset
                spans[spans.count - 1] = last
            } else {
                spans.append(TextSpan(range: start..<offset, attributes: attributes))
            }
        }

        /// One line of markdown, parsed by cmark-gfm: its inline nodes' text, with the emphasis around them.
        mutating func append(markdown line: String) {
            var line = line
            let document = line.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { reflow_markdown_parse($0.baseAddress, $0.count) }
            }
            guard let document else { return append(plain: line) }
            defer { cmark_node_free(document) }
            guard let iterator = cmark_iter_new(document) else { return append(plain: line) }
            defer { cmark_iter_free(iterator) }
            var bold = 0, italic = 0, strike = 0
            var links: [URL?] = []
            var event = cmark_iter_next(iterator)
            while event != CMARK_EVENT_DONE {
                defer { event = cmark_iter_next(iterator) }
                let node = cmark_iter_get_node(iterator)
                let step = event == CMARK_EVENT_ENTER ? 1 : -1
                var attributes = TextAttributes()
                if bold > 0 { attributes.isBold = true }
                if italic > 0 { attributes.isItalic = true }
                if strike > 0 { attributes.strikethrough = true }
                if let link = links.last { attributes.link = link }
                switch cmark_node_get_type(node) {
                case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE:
                    append(Self.literal(node), attributes)
                case CMARK_NODE_CODE:
                    attributes.isCode = true
                    append(Self.literal(node), attributes)
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    append("\n", attributes)
                case CMARK_NODE_EMPH: italic += step
                case CMARK_NODE_STRONG: bold += step
                case CMARK_NODE_LINK:
                    if step > 0 {
                        links.append(cmark_node_get_url(node).flatMap { URL(string: String(cString: $0)) })
                    } else {
                        links.removeLast()
                    }
                default:
                    if let name = cmark_node_get_type_string(node), String(cString: name) == "strikethrough" {
                        strike += step
                    }
                }
            }
        }

        private static func literal(_ node: OpaquePointer?) -> String {
            cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        }
    }
}
