/// One text in one font, taken apart once and measured piece by piece, for all the proposals it is laid out
/// at.
///
/// A text node keeps one and makes a new one when its text, font or measurer changes. Parents probe a text
/// with many proposals (every resize, every stack's zero, ideal and flexible probes), and each probe breaks
/// the lines again; what that needs is kept here, so a warm probe reads numbers and never touches `String`:
/// - the text as tokens (words, runs of spaces, paragraph breaks), found once by a scan of its UTF-8 bytes;
/// - each word's width, the space's and the ellipsis's, measured when first needed;
/// - for a word too wide for a line, its `Character`s and their widths;
/// - for a line that is truncated, its `Character`s and the widths of its prefixes, by where the line starts.
///
/// Every width still comes from the measurer, for exactly the slice `TextLayout`'s rules name, so caching
/// changes no result: it only assumes that the measurer gives the same width for the same slice each time.
///
/// A struct, mutated in place: the breaker works on it `inout`, where a class's stored properties would pay
/// a dynamic exclusivity check at every read of a width.
struct MeasuredText {
    let text: String
    let font: ResolvedFont
    let measurer: TextMeasurer
    let metrics: FontMetrics
    /// The text's UTF-8 bytes; every offset here counts them.
    let bytes: [UInt8]
    /// The text's words, runs of spaces and paragraph breaks, in order, with what is known of each word.
    private(set) var tokens: [TextToken]

    /// The lines of the latest `breakLines` call, appended by `LineBreaker`; kept to reuse their storage.
    var lines: [LineRecord] = []
    /// The latest few sizings, with their line limits; `size(for:lineLimit:)` reuses them.
    private var recentSizes: [RecentSize] = []
    private var nextRecentSize = 0

    private var spaceWidth: CGFloat?
    private var ellipsisWidth: CGFloat?
    /// The characters of the words that were broken, word after word.
    private var characters: [CharacterPiece] = []
    /// By line start (a byte offset), the index in `tails` of what truncating a line starting there needs;
    /// -1 when no line starting there was truncated yet. Empty until the first truncation.
    private var tailsByStart: [Int32] = []
    private var tails: [LineTail] = []
    /// Pools the tails point into: where each prefix ends once its trailing spaces are dropped, where each
    /// suffix starts once its leading spaces are dropped, and the width of each measured prefix and suffix
    /// (NaN until measured).
    private var prefixEnds: [Int] = []
    private var suffixStarts: [Int] = []
    private var prefixWidths: [CGFloat] = []
    private var suffixWidths: [CGFloat] = []

    /// The stretches of the text set in other fonts (markdown's emphasis, `Text + Text`), by where each
    /// starts; empty when the whole text is in `font`.
    let runs: [(start: Int, font: ResolvedFont)]

    /// `text` in `font`, or, when `runs` are given, each stretch in its run's font; lines are then as tall as
    /// the tallest of the fonts. Text raised by `baselineOffset` (or runs raised by theirs) makes its lines taller
    /// by as much.
    /// Points between one line's bottom and the next line's top (`.lineSpacing`), not after the last line.
    let lineSpacing: CGFloat

    init(text: String, font: ResolvedFont, measurer: TextMeasurer, runs: [TextRunStyle] = [], baselineOffset: CGFloat = 0,
         lineSpacing: CGFloat = 0) {
        self.lineSpacing = lineSpacing
        var text = text
        text.makeContiguousUTF8()  // a no-op for native strings; makes offset-to-index conversion O(1)
        self.text = text
        self.font = font
        self.measurer = measurer
        self.runs = runs.map { ($0.start, $0.font) }
        var metrics = measurer.metrics(of: font)
        // Raised or lowered text reaches further up or down: its line grows by the offset.
        metrics.ascent += max(0, baselineOffset)
        metrics.descent -= min(0, baselineOffset)
        for run in runs where run.font != font || run.baselineOffset != 0 {
            let other = measurer.metrics(of: run.font)
            // A raised or lowered run reaches further up or down.
            metrics.ascent = max(metrics.ascent, other.ascent + max(0, run.baselineOffset))
            metrics.descent = max(metrics.descent, other.descent - min(0, run.baselineOffset))
            metrics.leading = max(metrics.leading, other.leading)
        }
        self.metrics = metrics
        bytes = Array(text.utf8)
        tokens = TextToken.tokens(of: bytes)
    }

    /// The width of the text from byte `start` to byte `end`, each stretch in its run's font.
    func width(_ start: Int, _ end: Int) -> CGFloat {
        guard !runs.isEmpty else { return measurer.width(of: slice(start, end), in: font) }
        var width: CGFloat = 0
        forEachRun(from: start, to: end) { pieceStart, pieceEnd, run in
            width += measurer.width(of: slice(pieceStart, pieceEnd), in: runs[run].font)
        }
        return width
    }

    /// Calls `body` with each piece of `start..<end` that one run sets, in order, and that run's index.
    func forEachRun(from start: Int, to end: Int, _ body: (Int, Int, Int) -> Void) {
        guard !runs.isEmpty else { return }
        var run = runs.lastIndex { $0.start <= start } ?? 0
        var pieceStart = start
        while pieceStart < end {
            let runEnd = run + 1 < runs.count ? min(runs[run + 1].start, end) : end
            if runEnd > pieceStart { body(pieceStart, runEnd, run) }
            pieceStart = max(pieceStart, runEnd)
            run += 1
            if run >= runs.count { break }
        }
    }

    /// Breaks the text into lines for `proposal` (see `TextLayout` for the rules), leaving the lines in
    /// `lines`; what sizing needs of them comes back.
    mutating func breakLines(for proposal: ProposedViewSize, lineLimit: Int?,
                             truncation: TruncationRule = TruncationRule()) -> LineSummary {
        let (maxWidth, maxLines) = limits(of: proposal, lineLimit: lineLimit)
        return breakLines(maxWidth: maxWidth, maxLines: maxLines, truncation: truncation).summary
    }

    /// What sizing needs of the lines for `proposal`, as `breakLines` finds it, or as it found it for a
    /// recent proposal that gives the same lines.
    ///
    /// Two widths give the same lines when every comparison of a width with the line's width comes out the
    /// same for both (the breaker is otherwise blind to the width); the breaker reports the range of widths
    /// for which that holds. So a text probed at a width a fraction of a point from the last one, as in a
    /// resize, is not broken again.
    mutating func size(for proposal: ProposedViewSize, lineLimit: Int?,
                       truncation: TruncationRule = TruncationRule()) -> LineSummary {
        let (maxWidth, maxLines) = limits(of: proposal, lineLimit: lineLimit)
        let widthLimit = maxWidth.map(LineBreaker.widthLimit)
        for recent in recentSizes where recent.maxLines == maxLines && recent.truncation == truncation {
            if let widthLimit, let widths = recent.widthLimits, widths.contains(widthLimit) { return recent.summary }
            if widthLimit == nil && recent.widthLimits == nil { return recent.summary }
        }
        let (summary, widthLimits) = breakLines(maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
        let recent = RecentSize(maxLines: maxLines, truncation: truncation, widthLimits: widthLimits, summary: summary)
        if recentSizes.count < 4 {
            recentSizes.append(recent)
        } else {
            recentSizes[nextRecentSize] = recent
            nextRecentSize = (nextRecentSize + 1) % recentSizes.count
        }
        return summary
    }

    /// The widest line (nil: no wrapping) and the most lines that `proposal` and `lineLimit` allow.
    private func limits(of proposal: ProposedViewSize, lineLimit: Int?) -> (maxWidth: CGFloat?, maxLines: Int) {
        let lineHeight = metrics.lineHeight
        var maxLines = Int.max
        if let height = proposal.height, height.isFinite, lineHeight > 0 {
            // n lines take n × lineHeight + (n − 1) × lineSpacing. The epsilon keeps a height of exactly n lines
            // (computed elsewhere) at n lines.
            let fitting = ((height + lineSpacing) / (lineHeight + lineSpacing) + 1e-9).rounded(.down)
            maxLines = fitting < 1 ? 1 : fitting < CGFloat(Int32.max) ? Int(fitting) : Int.max
        }
        // A limit below 1 is one line, as SwiftUI's `EnvironmentValues.lineLimit` says (layout rules §6.9); the
        // environment keeps `.lineLimit(0)` as 0, so the floor is applied here, where every text reads it.
        if let lineLimit { maxLines = min(maxLines, max(1, lineLimit)) }
        return (proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }, maxLines)
    }

    /// The lines, and the width limits that give the same ones (nil when not wrapping).
    private mutating func breakLines(maxWidth: CGFloat?, maxLines: Int, truncation: TruncationRule)
        -> (summary: LineSummary, widthLimits: Range<CGFloat>?) {
        lines.removeAll(keepingCapacity: true)
        var breaker = LineBreaker(maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
        let isTruncated = breaker.run(&self)
        let summary = LineSummary(count: lines.count, widest: lines.reduce(0) { max($0, $1.width) },
                                  isTruncated: isTruncated)
        return (summary, maxWidth == nil ? nil : breaker.widthLimitsForTheSameLines)
    }

    /// The line as drawn: a slice of the text, or a new string with "…" at its end, start or middle.
    func line(_ record: LineRecord) -> TextLayout.Line {
        let slice = self.slice(record.start, record.end)
        let text = record.resumeStart < record.resumeEnd
            ? slice + "…" + self.slice(record.resumeStart, record.resumeEnd)
            : record.hasEllipsis ? slice + "…" : slice
        return TextLayout.Line(text: text, width: record.width, start: record.start, end: record.end,
                               hasEllipsis: record.hasEllipsis, resumeStart: record.resumeStart,
                               resumeEnd: record.resumeEnd, tightening: record.tightening)
    }

    func slice(_ start: Int, _ end: Int) -> Substring { text[index(start)..<index(end)] }

    private func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }

    private func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    // MARK: - Widths

    mutating func widthOfSpace() -> CGFloat {
        if let spaceWidth { return spaceWidth }
        let width = measurer.width(of: " ", in: font)
        spaceWidth = width
        return width
    }

    mutating func widthOfEllipsis() -> CGFloat {
        if let ellipsisWidth { return ellipsisWidth }
        let width = measurer.width(of: "…", in: font)
        ellipsisWidth = width
        return width
    }

    mutating func widthOfWord(_ token: Int) -> CGFloat {
        let known = tokens[token].width
        if !known.isNaN { return known }
        let width = self.width(tokens[token].start, tokens[token].end)
        tokens[token].width = width
        return width
    }

    // MARK: - Words broken between characters

    /// The word's characters, as indices for `characterEnd` and `widthOfCharacter`.
    mutating func characters(ofWord token: Int) -> Range<Int> {
        let known = tokens[token].characters
        if !known.isEmpty { return known }
        let first = characters.count
        let start = tokens[token].start, end = tokens[token].end
        if bytes[start..<end].allSatisfy({ $0 < 0x80 }) {
            // Inside a word (no spaces, no line breaks) every ASCII byte is a Character of its own.
            for offset in start + 1...end { characters.append(CharacterPiece(end: offset, width: .nan)) }
        } else {
            let word = slice(start, end)
            var i = word.startIndex
            while i < word.endIndex {
                i = word.index(after: i)
                characters.append(CharacterPiece(end: offset(i), width: .nan))
            }
        }
        tokens[token].characters = first..<characters.count
        return first..<characters.count
    }

    func characterEnd(_ character: Int) -> Int { characters[character].end }

    /// The width of a character of a broken word, which starts at `start`.
    mutating func widthOfCharacter(_ character: Int, from start: Int) -> CGFloat {
        let known = characters[character].width
        if !known.isNaN { return known }
        let width = self.width(start, characters[character].end)
        characters[character].width = width
        return width
    }

    // MARK: - Truncated lines

    /// What truncating a line that starts at `start` needs (see `LineTail`), as an index for the calls below.
    mutating func tail(from start: Int) -> Int {
        if tailsByStart.isEmpty { tailsByStart = Array(repeating: -1, count: bytes.count + 1) }
        let known = tailsByStart[start]
        if known >= 0 { return Int(known) }
        tails.append(makeTail(from: start))
        tailsByStart[start] = Int32(tails.count - 1)
        return tails.count - 1
    }

    func paragraphEnd(ofTail tail: Int) -> Int { tails[tail].paragraphEnd }

    func restEnd(ofTail tail: Int) -> Int { tails[tail].restEnd }

    func characterCount(ofTail tail: Int) -> Int { tails[tail].prefixEnds.count }

    /// The width of the rest of the paragraph without its trailing spaces, measured as one slice.
    mutating func restWidth(ofTail tail: Int) -> CGFloat {
        if let width = tails[tail].restWidth { return width }
        let width = self.width(tails[tail].start, tails[tail].restEnd)
        tails[tail].restWidth = width
        return width
    }

    /// Where the line's first `kept` characters end once their trailing spaces are dropped.
    func prefixEnd(ofTail tail: Int, kept: Int) -> Int { prefixEnds[tails[tail].prefixEnds.lowerBound + kept] }

    /// The width of the line's slice up to `end` (a `prefixEnd`), measured as one slice.
    mutating func prefixWidth(ofTail tail: Int, to end: Int) -> CGFloat {
        let start = tails[tail].start
        let slot = tails[tail].widths.lowerBound + end - start
        let known = prefixWidths[slot]
        if !known.isNaN { return known }
        let width = self.width(start, end)
        prefixWidths[slot] = width
        return width
    }

    /// Where the line's last `kept` characters start once their leading spaces are dropped (the rest's end for
    /// none): the text a line cut at its head or middle shows after its "…".
    func suffixStart(ofTail tail: Int, kept: Int) -> Int { suffixStarts[tails[tail].suffixStarts.lowerBound + kept] }

    /// The width of the line's slice from `start` (a `suffixStart`) to the rest's end, measured as one slice.
    mutating func suffixWidth(ofTail tail: Int, from start: Int) -> CGFloat {
        let slot = tails[tail].widths.lowerBound + start - tails[tail].start
        let known = suffixWidths[slot]
        if !known.isNaN { return known }
        let width = self.width(start, tails[tail].restEnd)
        suffixWidths[slot] = width
        return width
    }

    private mutating func makeTail(from start: Int) -> LineTail {
        var paragraphEnd = start
        while paragraphEnd < bytes.count && bytes[paragraphEnd] != 0x0A && bytes[paragraphEnd] != 0x0D {
            paragraphEnd += 1
        }
        let isASCII = bytes[start..<paragraphEnd].allSatisfy { $0 < 0x80 }
        let firstEnd = prefixEnds.count
        let firstStart = suffixStarts.count
        var restEnd = paragraphEnd
        if isASCII {
            // Without clusters that span bytes, each byte is a Character and each trailing space a " " to drop.
            while restEnd > start && bytes[restEnd - 1] == 0x20 { restEnd -= 1 }
            for end in start..<restEnd {
                prefixEnds.append(end > start && bytes[end - 1] == 0x20 ? prefixEnds[prefixEnds.count - 1] : end)
            }
            for kept in 0..<(restEnd - start) {
                var suffixStart = restEnd - kept
                while suffixStart < restEnd && bytes[suffixStart] == 0x20 { suffixStart += 1 }
                suffixStarts.append(suffixStart)
            }
        } else {
            // A space can join the cluster before it (after a prepended mark, say): ask the standard library.
            let rest = Self.droppingTrailingSpaces(slice(start, paragraphEnd))
            restEnd = offset(rest.endIndex)
            let characterStarts = Array(rest.indices)
            for characterStart in characterStarts {
                prefixEnds.append(offset(Self.droppingTrailingSpaces(rest[..<characterStart]).endIndex))
            }
            for kept in 0..<characterStarts.count {
                let suffix = kept == 0 ? rest[rest.endIndex...] : rest[characterStarts[characterStarts.count - kept]...]
                suffixStarts.append(offset(suffix.drop { $0 == " " }.startIndex))
            }
        }
        let firstWidth = prefixWidths.count
        prefixWidths.append(contentsOf: repeatElement(.nan, count: restEnd - start + 1))
        suffixWidths.append(contentsOf: repeatElement(.nan, count: restEnd - start + 1))
        return LineTail(start: start, paragraphEnd: paragraphEnd, restEnd: restEnd, restWidth: nil,
                        prefixEnds: firstEnd..<prefixEnds.count, suffixStarts: firstStart..<suffixStarts.count,
                        widths: firstWidth..<prefixWidths.count)
    }

    private static func droppingTrailingSpaces(_ text: Substring) -> Substring {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// A sizing `MeasuredText.size(for:lineLimit:)` can reuse for proposals that give the same lines.
private struct RecentSize {
    var maxLines: Int
    var truncation: TruncationRule
    /// The `LineBreaker.widthLimit`s that give these lines; nil when not wrapping.
    var widthLimits: Range<CGFloat>?
    var summary: LineSummary
}

/// One character of a word broken between characters.
private struct CharacterPiece {
    var end: Int
    /// NaN until measured.
    var width: CGFloat
}

/// The rest of a paragraph from one line start, as truncating a line that starts there needs it.
private struct LineTail {
    var start: Int
    /// The paragraph's end: its line break, or the end of the text.
    var paragraphEnd: Int
    /// The paragraph's end without its trailing spaces.
    var restEnd: Int
    var restWidth: CGFloat?
    /// In `MeasuredText.prefixEnds`, by number of characters kept (0 up to all but the last).
    var prefixEnds: Range<Int>
    /// In `MeasuredText.suffixStarts`, by number of characters kept (0 up to all but the first).
    var suffixStarts: Range<Int>
    /// In `MeasuredText.prefixWidths` by a prefix's length in bytes, and in `suffixWidths` by where a suffix
    /// starts, counted from the line's start.
    var widths: Range<Int>
}
