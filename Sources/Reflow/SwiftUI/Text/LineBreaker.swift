/// One line as the breaker found it: a range of the text's UTF-8 bytes and its width. Sizing reads only the
/// widths; drawing turns the ranges into strings (`MeasuredText.line`).
struct LineRecord {
    var start: Int
    var end: Int
    /// The advance width, without spaces hanging at its end; with the "…" when there is one.
    var width: CGFloat
    /// Whether "…" is drawn after the range: the truncated last line.
    var hasEllipsis: Bool
    /// For a line cut at its head or middle, the range shown after the "…"; empty otherwise.
    var resumeStart = 0
    var resumeEnd = 0
    /// How much narrower than its natural width the line is set (`.allowsTightening`); 0 for not.
    var tightening: CGFloat = 0
}

/// What sizing needs from a text's lines for one proposal.
struct LineSummary {
    var count: Int
    /// The widest line's width: the text's width.
    var widest: CGFloat
    /// Whether lines were dropped; the last line then ends in "…".
    var isTruncated: Bool
}

/// Greedy line breaking over a measured text's tokens; `TextLayout` describes the rules.
///
/// It works on byte offsets and cached widths only: the slices it names are measured (once) by
/// `MeasuredText`, which also finds `Character` boundaries where a word or a truncated line needs them. The
/// text is passed to each step `inout`, and the lines are appended to its `lines`.
struct LineBreaker {
    /// False: do not wrap.
    private let wraps: Bool
    /// The widest line that fits (`widthLimit(_:)` of the width).
    private let widthLimit: CGFloat
    private let maxLines: Int
    /// The width itself, for a tightened line, which is set exactly that wide.
    private let maxWidth: CGFloat
    private let truncation: TruncationRule
    /// Set when a line was tightened to the width: its width then changes with the width, so no other width
    /// gives the same lines.
    private var dependsOnWidth = false
    /// The widest width that fitted and the narrowest that did not: any limit from the one up to the other
    /// makes every decision, so every line, the same.
    private var widestFitting = -CGFloat.infinity
    private var narrowestOverflowing = CGFloat.infinity

    // The line being filled.
    private var lineStart = 0
    /// The end of the line's last word; the spaces after it hang until a word follows on this line.
    private var lineEnd = 0
    private var lineWidth: CGFloat = 0
    private var hangingWidth: CGFloat = 0
    /// True until the line holds a word, or the spaces that open a paragraph.
    private var lineIsEmpty = true

    /// A breaker for lines up to `maxWidth` wide (nil: do not wrap), at most `maxLines` of them.
    init(maxWidth: CGFloat?, maxLines: Int, truncation: TruncationRule = TruncationRule()) {
        wraps = maxWidth != nil
        widthLimit = Self.widthLimit(maxWidth ?? 0)
        self.maxWidth = maxWidth ?? 0
        self.maxLines = maxLines
        self.truncation = truncation
    }

    /// The widest line that fits in `maxWidth`; the tolerance absorbs rounding when a Text is proposed a
    /// width computed from its own lines.
    static func widthLimit(_ maxWidth: CGFloat) -> CGFloat { maxWidth + 1e-6 }

    /// After `run`, the width limits that would have broken the same lines (when wrapping).
    var widthLimitsForTheSameLines: Range<CGFloat> {
        dependsOnWidth ? widthLimit..<widthLimit : widestFitting..<narrowestOverflowing
    }

    /// Breaks the whole text into `text.lines`, which should be empty; true when lines were dropped, the
    /// last one then truncated.
    mutating func run(_ text: inout MeasuredText) -> Bool {
        for index in text.tokens.indices {
            let token = text.tokens[index]
            switch token.kind {
            case .spaces:
                hangingWidth += CGFloat(token.end - token.start) * text.widthOfSpace()
                // Spaces that open a paragraph belong to its first line, like a word of no width.
                lineIsEmpty = false
            case .paragraphBreak:
                guard finishLine(&text) else { return truncateLastLine(&text) }
                beginLine(at: token.end)
            case .word:
                guard addWord(index, from: token.start, to: token.end, &text) else { return truncateLastLine(&text) }
            }
        }
        text.lines.append(currentLine)
        return false
    }

    private var currentLine: LineRecord {
        LineRecord(start: lineStart, end: lineEnd, width: lineWidth, hasEllipsis: false)
    }

    private mutating func fits(_ width: CGFloat) -> Bool {
        guard wraps else { return true }
        if width <= widthLimit {
            widestFitting = max(widestFitting, width)
            return true
        }
        narrowestOverflowing = min(narrowestOverflowing, width)
        return false
    }

    private mutating func beginLine(at offset: Int) {
        lineStart = offset
        lineEnd = offset
        lineWidth = 0
        hangingWidth = 0
        lineIsEmpty = true
    }

    /// Closes the current line; false when no further line is allowed (the text is then truncated).
    private func finishLine(_ text: inout MeasuredText) -> Bool {
        text.lines.append(currentLine)
        return text.lines.count < maxLines
    }

    /// Adds the word `token`; false when it needed a line beyond `maxLines`.
    private mutating func addWord(_ token: Int, from start: Int, to end: Int, _ text: inout MeasuredText) -> Bool {
        let width = text.widthOfWord(token)
        if !lineIsEmpty {
            if fits(lineWidth + hangingWidth + width) {
                lineWidth += hangingWidth + width
                hangingWidth = 0
                lineEnd = end
                return true
            }
            guard finishLine(&text) else { return false }
            beginLine(at: start)
        }
        if fits(width) {
            lineWidth = width
            lineEnd = end
            lineIsEmpty = false
            return true
        }
        return breakWord(token, from: start, &text)
    }

    /// Sets a word too wide for any line over as many lines as it needs, starting on the (empty) current line.
    private mutating func breakWord(_ token: Int, from start: Int, _ text: inout MeasuredText) -> Bool {
        var characterStart = start
        for character in text.characters(ofWord: token) {
            let width = text.widthOfCharacter(character, from: characterStart)
            if !lineIsEmpty && !fits(lineWidth + width) {
                guard finishLine(&text) else { return false }
                beginLine(at: characterStart)
            }
            lineWidth += width
            lineEnd = text.characterEnd(character)
            lineIsEmpty = false
            characterStart = lineEnd
        }
        return true
    }

    /// Replaces the last line by the rest of its paragraph, cut so that it fits with "…" (at its tail, head or
    /// middle, as `truncation` says), or tightened to fit when that is allowed; returns whether lines were
    /// dropped, for `run`.
    private mutating func truncateLastLine(_ text: inout MeasuredText) -> Bool {
        let line = text.lines.removeLast()
        let tail = text.tail(from: line.start)
        // The rest of the paragraph, unless the line already reaches its end: a longer rest is measured as one
        // slice, without its trailing spaces.
        let restEnd = text.restEnd(ofTail: tail)
        let width = text.paragraphEnd(ofTail: tail) > line.end ? text.restWidth(ofTail: tail) : line.width
        let ellipsisWidth = text.widthOfEllipsis()
        if fits(width + ellipsisWidth) {
            text.lines.append(LineRecord(start: line.start, end: restEnd, width: width + ellipsisWidth, hasEllipsis: true))
            return true
        }
        if truncation.allowsTightening, let tightened = tightenedLine(line, width: width, in: &text, tail: tail) {
            text.lines.append(tightened)
            return tightened.hasEllipsis
        }
        let count = text.characterCount(ofTail: tail)
        switch truncation.mode {
        case .tail:
            let (kept, keptWidth) = widestFitting(count, ellipsisWidth, in: &text) { kept, text in
                let end = text.prefixEnd(ofTail: tail, kept: kept)
                return end == line.start ? 0 : text.prefixWidth(ofTail: tail, to: end)
            }
            let end = kept == 0 ? line.start : text.prefixEnd(ofTail: tail, kept: kept)
            text.lines.append(LineRecord(start: line.start, end: end, width: keptWidth + ellipsisWidth, hasEllipsis: true))
        case .head:
            let (kept, keptWidth) = widestFitting(count, ellipsisWidth, in: &text) { kept, text in
                let start = text.suffixStart(ofTail: tail, kept: kept)
                return start == restEnd ? 0 : text.suffixWidth(ofTail: tail, from: start)
            }
            text.lines.append(LineRecord(start: line.start, end: line.start, width: keptWidth + ellipsisWidth,
                                         hasEllipsis: true, resumeStart: text.suffixStart(ofTail: tail, kept: kept),
                                         resumeEnd: restEnd))
        case .middle:
            // The start takes the odd character, as UIKit's middle truncation keeps one more before the "…".
            func ends(_ kept: Int, _ text: MeasuredText) -> (end: Int, start: Int) {
                (text.prefixEnd(ofTail: tail, kept: (kept + 1) / 2), text.suffixStart(ofTail: tail, kept: kept / 2))
            }
            let (kept, keptWidth) = widestFitting(count, ellipsisWidth, in: &text) { kept, text in
                let (end, start) = ends(kept, text)
                return (end == line.start ? 0 : text.prefixWidth(ofTail: tail, to: end))
                    + (start == restEnd ? 0 : text.suffixWidth(ofTail: tail, from: start))
            }
            let (end, start) = kept == 0 ? (line.start, restEnd) : ends(kept, text)
            text.lines.append(LineRecord(start: line.start, end: end, width: keptWidth + ellipsisWidth,
                                         hasEllipsis: true, resumeStart: start, resumeEnd: restEnd))
        }
        return true
    }

    /// The most characters of the line's rest (of `count`) whose width, as `width` gives it, fits with "…", and
    /// that width, by binary search: keeping none ("…" alone) is always taken, keeping all never fits (the
    /// caller has tried), and keeping more is never narrower.
    private mutating func widestFitting(_ count: Int, _ ellipsisWidth: CGFloat, in text: inout MeasuredText,
                                        _ width: (Int, inout MeasuredText) -> CGFloat) -> (kept: Int, width: CGFloat) {
        var kept = 0
        var keptWidth: CGFloat = 0
        var tooMany = count
        while tooMany - kept > 1 {
            let middle = (kept + tooMany) / 2
            let candidate = width(middle, &text)
            if fits(candidate + ellipsisWidth) {
                kept = middle
                keptWidth = candidate
            } else {
                tooMany = middle
            }
        }
        return (kept, keptWidth)
    }

    /// The last line as the rest of its paragraph set tighter to the width, with "…" when later paragraphs are
    /// dropped, if it is at most `TruncationRule.tighteningFactor` too wide; nil if it is wider.
    private mutating func tightenedLine(_ line: LineRecord, width: CGFloat, in text: inout MeasuredText,
                                        tail: Int) -> LineRecord? {
        let dropsMore = text.paragraphEnd(ofTail: tail) < text.bytes.count
        let natural = width + (dropsMore ? text.widthOfEllipsis() : 0)
        // `natural <= limit × 1.05`, asked as a width that fits, so that the widths giving the same lines stay known.
        guard fits(natural / (1 + TruncationRule.tighteningFactor)) else { return nil }
        dependsOnWidth = true
        return LineRecord(start: line.start, end: text.restEnd(ofTail: tail), width: min(natural, maxWidth),
                          hasEllipsis: dropsMore, tightening: max(0, natural - maxWidth))
    }
}
