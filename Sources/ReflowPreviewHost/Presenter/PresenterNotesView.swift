import Reflow

/// A preview's notes as the presenter view shows them: markdown's blocks (headings, paragraphs, bulleted and
/// numbered lists, code) laid out here, and each block's inline markdown (emphasis, `code`, links) drawn by
/// `Text` as SwiftUI draws a `LocalizedStringKey`.
struct PresenterNotesView: View {
    let blocks: [NotesBlock]
    let size: Double

    init(markdown: String, size: Double = 22) {
        blocks = NotesBlock.parse(markdown)
        self.size = size
    }

    var body: some View {
        VStack(alignment: .leading, spacing: size * 0.6) {
            ForEach(blocks.indices, id: \.self) { index in
                block(blocks[index])
            }
        }
        .foregroundColor(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder private func block(_ block: NotesBlock) -> some View {
        switch block {
        case .heading(let level, let text):
            Text(LocalizedStringKey(text)).font(.system(size: size * (level == 1 ? 1.3 : 1.15), weight: .bold))
        case .paragraph(let text):
            Text(LocalizedStringKey(text)).font(.system(size: size))
        case .item(let marker, let text):
            HStack(alignment: .firstTextBaseline, spacing: size * 0.4) {
                Text(marker).font(.system(size: size)).foregroundColor(Color(white: 0.6))
                Text(LocalizedStringKey(text)).font(.system(size: size))
            }
        case .code(let text):
            Text(text).font(.system(size: size * 0.8, design: .monospaced)).foregroundColor(Color(white: 0.85))
        }
    }
}

/// A block of a preview's notes.
enum NotesBlock: Equatable {
    case heading(level: Int, text: String)
    case paragraph(String)
    /// A list item: "•", or its number ("2.").
    case item(marker: String, text: String)
    case code(String)

    /// The blocks of `markdown`: a blank line ends a paragraph, lines of one paragraph join with a space, a
    /// list item runs on over the indented lines after it, and a fence of ``` holds code as it is.
    static func parse(_ markdown: String) -> [NotesBlock] {
        var blocks: [NotesBlock] = []
        var paragraph: [Substring] = []
        var code: [Substring]?
        func endParagraph() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
            paragraph = []
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " }
            if line.hasPrefix("```") {
                if let lines = code {
                    blocks.append(.code(lines.joined(separator: "\n")))
                    code = nil
                } else {
                    endParagraph()
                    code = []
                }
                continue
            }
            if code != nil { code?.append(raw); continue }
            if line.isEmpty { endParagraph(); continue }
            if let level = headingLevel(line) {
                endParagraph()
                blocks.append(.heading(level: level, text: String(line.dropFirst(level + 1))))
            } else if let (marker, text) = listItem(line) {
                endParagraph()
                blocks.append(.item(marker: marker, text: String(text)))
            } else if raw.hasPrefix(" "), paragraph.isEmpty, case .item(let marker, let text)? = blocks.last {
                // An item's text continued on an indented line.
                blocks[blocks.count - 1] = .item(marker: marker, text: text + " " + line)
            } else {
                paragraph.append(line)
            }
        }
        if let lines = code { blocks.append(.code(lines.joined(separator: "\n"))) }
        endParagraph()
        return blocks
    }

    /// 1 to 6 for "# " to "###### ".
    private static func headingLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && line.dropFirst(hashes).first == " " ? hashes : nil
    }

    /// "- text", "* text", "+ text" (a bullet) or "12. text" (its number).
    private static func listItem(_ line: Substring) -> (String, Substring)? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return ("•", line.dropFirst(2))
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 4, line.dropFirst(digits.count).hasPrefix(". ") else { return nil }
        return (digits + ".", line.dropFirst(digits.count + 2))
    }
}
