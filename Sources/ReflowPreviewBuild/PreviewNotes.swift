/// A speaker's notes for a preview, written in its file: the doc comment right above its `#Preview` (`///`
/// lines or a `/** … */` block), or a block of `//` lines right above it that starts with `// Notes:`. Plain
/// `//` comments above a preview are not notes (they are often code set aside). The text is markdown, as a
/// doc comment is; the presenter view renders it (docs/presenting.md).
///
/// ```swift
/// // Notes: the cards wrap at **375 pt**.
/// // Make the window narrower to show it.
/// #Preview("Cards") { CardGrid() }
/// ```
public enum PreviewNotes {
    /// The notes above line `line` (from 1, the `#Preview`'s own) of `source`; nil when there are none.
    public static func notes(in source: String, above line: Int) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
        guard line >= 2, line - 1 <= lines.count else { return nil }
        var index = line - 2
        // Attributes between the notes and the preview (`@available(iOS 17, *)`).
        while index >= 0, lines[index].hasPrefix("@") { index -= 1 }
        guard index >= 0 else { return nil }
        if lines[index].hasSuffix("*/") {
            var start = index
            while start >= 0 && !lines[start].hasPrefix("/*") { start -= 1 }
            guard start >= 0, lines[start].hasPrefix("/**") else { return nil }
            return docBlock(Array(lines[start...index]))
        }
        // The `//` lines right above, nearest last; a blank line or code ends them.
        var block: [Substring] = []
        while index >= 0, lines[index].hasPrefix("//") {
            block.insert(lines[index], at: 0)
            index -= 1
        }
        guard !block.isEmpty else { return nil }
        if let start = block.firstIndex(where: { isNotesLine($0) }) {
            var body = block[start...].map { dropMarker($0, "///") ?? dropMarker($0, "//") ?? $0 }
            body[0] = body[0].drop { $0 == " " }.dropFirst("notes:".count)
            return joined(body)
        }
        guard block.allSatisfy({ $0.hasPrefix("///") }) else { return nil }
        return joined(block.map { dropMarker($0, "///")! })
    }

    /// The line without the spaces and tabs that start or end it, nor a carriage return.
    private static func trimmed(_ line: Substring) -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = line.firstIndex(where: { !blank($0) }), let last = line.lastIndex(where: { !blank($0) })
        else { return "" }
        return line[first...last]
    }

    /// "// Notes:" or "/// Notes:", in any case.
    private static func isNotesLine(_ line: Substring) -> Bool {
        let text = (dropMarker(line, "///") ?? dropMarker(line, "//") ?? line).drop { $0 == " " }
        return text.lowercased().hasPrefix("notes:")
    }

    private static func dropMarker(_ line: Substring, _ marker: String) -> Substring? {
        line.hasPrefix(marker) ? line.dropFirst(marker.count) : nil
    }

    /// A `/** … */` block without its delimiters and the ` * ` that starts its lines.
    private static func docBlock(_ block: [Substring]) -> String? {
        var lines = block
        lines[0] = lines[0].dropFirst(3)
        let last = lines.count - 1
        lines[last] = lines[last].dropLast(2)
        return joined(lines.enumerated().map { index, line in index > 0 && line.hasPrefix("*") ? line.dropFirst() : line })
    }

    /// The lines with their common indentation removed and blank lines at either end dropped; nil when nothing
    /// is left.
    private static func joined(_ lines: [Substring]) -> String? {
        var lines = lines.map { line in line.lastIndex { $0 != " " }.map { line[...$0] } ?? "" }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }
}
