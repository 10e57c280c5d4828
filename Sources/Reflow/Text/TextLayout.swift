/// A string broken into lines for one proposal.
///
/// This is the single path that both sizes a `Text` and draws it (as dmenu's `drw_text` measures and draws
/// with one function), so a Text's size and its drawn lines can never disagree.
///
/// The rules, SwiftUI's as far as they are known (reference §6.9, §6.4):
/// - Paragraphs are separated by "\n", "\r\n" or "\r"; each starts a new line, so "a\n" is two lines, the
///   second empty.
/// - No width (nil or ∞) means no wrapping: each paragraph on one line. This is the ideal size.
/// - A finite width wraps greedily at spaces. Spaces where a line breaks hang past its end and do not count
///   toward its width; neither do spaces at the end of a paragraph. A word wider than the width is broken
///   between `Character`s, at least one per line, so a width of 0 sets one character per line.
/// - A finite height allows at most `max(1, ⌊height / lineHeight⌋)` lines; `lineLimit` caps the lines too
///   (a limit below 1 counts as 1, since a Text always shows a line).
/// - When lines are dropped, the last kept line is filled with the rest of its paragraph and truncated at its
///   tail, as UIKit's tail truncation does ("Lorem ipsum dolor sit am…"): it keeps as many characters as fit
///   with "…" after them (spaces before the "…" are dropped); with no width the whole line is kept. If not
///   even "…" fits, the line is "…" alone, and may be wider than the proposal.
/// - The empty string is one empty line: width 0, one line high, as an empty Text still takes a line's
///   height.
/// - The reported width is the widest line, not the proposal.
///
/// Each word is measured once and lines are built by adding widths; only overlong words (per character) and
/// the truncated line (a binary search over its prefixes) are measured again.
struct TextLayout {
    /// One line as drawn.
    struct Line: Equatable {
        /// A slice of the original string; for the truncated line, a new string ending in "…".
        var text: Substring
        /// The advance width, without spaces hanging at its end.
        var width: CGFloat
    }

    var lines: [Line]
    /// The widest line's width, by the number of lines times the line height.
    var size: CGSize
    var metrics: FontMetrics
    /// The first line's baseline, from the top.
    var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    var lastBaseline: CGFloat
    /// Whether lines were dropped; the last line then ends in "…".
    var isTruncated: Bool

    init(text: String, font: ResolvedFont, measurer: TextMeasurer, proposal: ProposedViewSize, lineLimit: Int?,
         wordWidths: WordWidths? = nil) {
        let metrics = measurer.metrics(of: font)
        let lineHeight = metrics.lineHeight

        var maxLines = Int.max
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            // The epsilon keeps a height of exactly n lines (n × lineHeight, computed elsewhere) at n lines.
            let fitting = (height / lineHeight + 1e-9).rounded(.down)
            maxLines = fitting < 1 ? 1 : fitting < CGFloat(Int32.max) ? Int(fitting) : Int.max
        }
        if let lineLimit { maxLines = min(maxLines, max(1, lineLimit)) }
        let maxWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }

        let breaker = LineBreaker(text: text, font: font, measurer: measurer, maxWidth: maxWidth, maxLines: maxLines,
                                  wordWidths: wordWidths)
        breaker.run()

        lines = breaker.lines
        isTruncated = breaker.isTruncated
        if isTruncated {
            lines[lines.count - 1] = breaker.truncated(breaker.restOfParagraph(from: lines[lines.count - 1]))
        }
        self.metrics = metrics
        size = CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * lineHeight)
        firstBaseline = metrics.ascent
        lastBaseline = CGFloat(lines.count - 1) * lineHeight + metrics.ascent
    }

    /// The baseline of line `index`, from the top; where a renderer draws that line.
    func baseline(ofLine index: Int) -> CGFloat {
        CGFloat(index) * metrics.lineHeight + metrics.ascent
    }
}

/// Greedy line breaking over one string; `TextLayout` describes the rules.
///
/// A class, not a struct: the scan runs inside `withContiguousStorageIfAvailable`, and a struct mutated from
/// that closure was copied at every word.
private final class LineBreaker {
    let text: String
    let font: ResolvedFont
    let measurer: TextMeasurer
    /// nil: do not wrap.
    let maxWidth: CGFloat?
    let maxLines: Int

    private(set) var lines: [TextLayout.Line] = []
    /// Set when content remained after `maxLines` lines.
    private(set) var isTruncated = false

    // The line being filled, as offsets into `text`'s UTF-8 bytes, which is what the scan walks.
    private var lineStart = 0
    /// The end of the line's last word; the spaces after it hang until a word follows on this line.
    private var lineEnd = 0
    private var lineWidth: CGFloat = 0
    private var hangingWidth: CGFloat = 0
    /// True until the line holds a word, or the spaces that open a paragraph.
    private var lineIsEmpty = true
    private var spaceWidth: CGFloat?

    /// Widths of words measured by earlier layouts of the same text and font, if the caller keeps them.
    let wordWidths: WordWidths?

    init(text: String, font: ResolvedFont, measurer: TextMeasurer, maxWidth: CGFloat?, maxLines: Int,
         wordWidths: WordWidths?) {
        self.wordWidths = wordWidths
        var text = text
        text.makeContiguousUTF8()  // a no-op for native strings; lets `run` scan the bytes directly
        self.text = text
        self.font = font
        self.measurer = measurer
        self.maxWidth = maxWidth
        self.maxLines = maxLines
    }

    func run() {
        let text = self.text
        if text.utf8.withContiguousStorageIfAvailable({ scan($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { scan($0) }  // unreachable after makeContiguousUTF8
        }
    }

    /// Spaces and line breaks are ASCII, so a byte scan finds them without decoding clusters.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        let end = bytes.count
        while i < end {
            switch bytes[i] {
            case 0x20:
                let start = i
                while i < end && bytes[i] == 0x20 { i += 1 }
                addSpaces(i - start)
            case 0x0A, 0x0D:
                i += bytes[i] == 0x0D && i + 1 < end && bytes[i + 1] == 0x0A ? 2 : 1
                guard finishLine() else { return }
                beginLine(at: i)
            default:
                let start = i
                while i < end && !Self.isBreak(bytes[i]) { i += 1 }
                guard addWord(from: start, to: i) else { return }
            }
        }
        lines.append(currentLine)
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D }

    private func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }

    private func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    private var currentLine: TextLayout.Line {
        TextLayout.Line(text: text[index(lineStart)..<index(lineEnd)], width: lineWidth)
    }

    private func fits(_ width: CGFloat) -> Bool {
        // The tolerance absorbs rounding when a Text is proposed a width computed from its own lines.
        guard let maxWidth else { return true }
        return width <= maxWidth + 1e-6
    }

    private func beginLine(at offset: Int) {
        lineStart = offset
        lineEnd = offset
        lineWidth = 0
        hangingWidth = 0
        lineIsEmpty = true
    }

    /// Closes the current line; false when no further line is allowed (the text is then truncated).
    private func finishLine() -> Bool {
        lines.append(currentLine)
        if lines.count >= maxLines {
            isTruncated = true
            return false
        }
        return true
    }

    private func addSpaces(_ count: Int) {
        let width: CGFloat
        if let spaceWidth {
            width = spaceWidth
        } else if let cached = wordWidths?.space {
            width = cached
            spaceWidth = cached
        } else {
            width = measurer.width(of: " ", in: font)
            spaceWidth = width
            wordWidths?.space = width
        }
        hangingWidth += CGFloat(count) * width
        // Spaces that open a paragraph belong to its first line, like a word of no width.
        lineIsEmpty = false
    }

    /// Adds the word between two offsets; false when it needed a line beyond `maxLines`.
    private func addWord(from start: Int, to end: Int) -> Bool {
        let word = text[index(start)..<index(end)]
        let width: CGFloat
        if let cached = wordWidths?.widths[start] {
            width = cached
        } else {
            width = measurer.width(of: word, in: font)
            wordWidths?.widths[start] = width
        }
        if !lineIsEmpty {
            if fits(lineWidth + hangingWidth + width) {
                lineWidth += hangingWidth + width
                hangingWidth = 0
                lineEnd = end
                return true
            }
            guard finishLine() else { return false }
            beginLine(at: start)
        }
        if fits(width) {
            lineWidth = width
            lineEnd = end
            lineIsEmpty = false
            return true
        }
        return breakWord(word)
    }

    /// Sets a word too wide for any line over as many lines as it needs, starting on the (empty) current line.
    private func breakWord(_ word: Substring) -> Bool {
        var i = word.startIndex
        while i < word.endIndex {
            let next = word.index(after: i)
            let width: CGFloat
            let characterOffset = offset(i)
            if let cached = wordWidths?.characters[characterOffset] {
                width = cached
            } else {
                width = measurer.width(of: word[i..<next], in: font)
                wordWidths?.characters[characterOffset] = width
            }
            if !lineIsEmpty && !fits(lineWidth + width) {
                guard finishLine() else { return false }
                beginLine(at: offset(i))
            }
            lineWidth += width
            lineEnd = offset(next)
            lineIsEmpty = false
            i = next
        }
        return true
    }

    /// `line` extended to the end of its paragraph: the text a truncated last line is cut from.
    func restOfParagraph(from line: TextLayout.Line) -> TextLayout.Line {
        let start = line.text.startIndex
        let end = text[start...].firstIndex { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } ?? text.endIndex
        guard end > line.text.endIndex else { return line }
        let rest = Self.droppingTrailingSpaces(text[start..<end])
        return TextLayout.Line(text: rest, width: spanWidth(rest))
    }

    /// `line` cut at its tail so that it fits with "…" after it.
    func truncated(_ line: TextLayout.Line) -> TextLayout.Line {
        let ellipsis: Substring = "…"
        let ellipsisWidth: CGFloat
        if let cached = wordWidths?.ellipsis {
            ellipsisWidth = cached
        } else {
            ellipsisWidth = measurer.width(of: ellipsis, in: font)
            wordWidths?.ellipsis = ellipsisWidth
        }
        if fits(line.width + ellipsisWidth) {
            return TextLayout.Line(text: line.text + ellipsis, width: line.width + ellipsisWidth)
        }
        // The widest prefix that fits, by binary search: keeping k characters is possible for k = 0 ("…" alone)
        // and not for the whole line, and a longer prefix is never narrower.
        let starts = Array(line.text.indices)
        var kept = 0
        var keptWidth: CGFloat = 0
        var tooMany = starts.count
        while tooMany - kept > 1 {
            let middle = (kept + tooMany) / 2
            let prefix = Self.droppingTrailingSpaces(line.text[..<starts[middle]])
            let width = prefix.isEmpty ? 0 : spanWidth(prefix)
            if fits(width + ellipsisWidth) {
                kept = middle
                keptWidth = width
            } else {
                tooMany = middle
            }
        }
        let prefix = kept == 0 ? "" : Self.droppingTrailingSpaces(line.text[..<starts[kept]])
        if prefix.isEmpty { return TextLayout.Line(text: ellipsis, width: ellipsisWidth) }
        return TextLayout.Line(text: prefix + ellipsis, width: keptWidth + ellipsisWidth)
    }

    /// The width of a slice of the text, remembered by its bounds when the caller keeps word widths.
    private func spanWidth(_ span: Substring) -> CGFloat {
        let key = offset(span.startIndex) << 32 | offset(span.endIndex)
        if let cached = wordWidths?.spans[key] { return cached }
        let width = measurer.width(of: span, in: font)
        wordWidths?.spans[key] = width
        return width
    }

    private static func droppingTrailingSpaces(_ text: Substring) -> Substring {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// The widths of one text's words in one font, by the word's starting UTF-8 offset, kept by the text's node
/// across layouts: a text laid out at many widths (every resize, every probe of a stack) measures each word
/// once. Forget it when the text or its font changes.
final class WordWidths {
    var widths: [Int: CGFloat] = [:]
    /// Single characters of words too wide for a line, which break between characters.
    var characters: [Int: CGFloat] = [:]
    /// Slices measured to truncate a line (start and end offsets in one key), and the ellipsis.
    var spans: [Int: CGFloat] = [:]
    var ellipsis: CGFloat?
    var space: CGFloat?
}
