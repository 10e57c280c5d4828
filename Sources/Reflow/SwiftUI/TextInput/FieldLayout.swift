// Where the characters of a text field go: its lines, and the caret offsets on each. Wrapped lines come from
// the same `TextLayout` a `Text` is broken with, and widths from the host's `TextMeasurer`, so the caret
// sits exactly where the drawn text puts the boundary.

/// One line of a field: the caret offsets it holds and the width of what it draws.
struct FieldLine {
    /// The offset of its first character.
    var start: Int
    /// The last caret offset on the line: before the break that ends it (a newline, or a space where it
    /// wraps), after its last character where it wraps inside a word, the end of the text on the last line.
    var end: Int
    /// Where the next line starts (the end of the text for the last): the line draws the characters up to
    /// here, less a newline.
    var next: Int
    /// The width of the line's characters up to `end`.
    var width: CGFloat
}

/// A field's text laid out in lines for one width.
struct FieldLayout {
    /// The text as drawn (bullets for a secure field).
    let display: String
    /// The string index of every offset, and of the end.
    private let indices: [String.Index]
    let lines: [FieldLine]
    let font: ResolvedFont
    let metrics: FontMetrics

    /// `display` in `font`, on one line or (`wrapping`) broken as a `Text` is for `width` (nil: at its
    /// newlines only).
    init(display: String, font: ResolvedFont, measurer: TextMeasurer, wrapping: Bool, width: CGFloat?) {
        self.display = display
        self.font = font
        metrics = measurer.metrics(of: font)
        var indices = Array(display.indices)
        indices.append(display.endIndex)
        self.indices = indices
        let count = indices.count - 1
        guard wrapping, count > 0 else {
            lines = [FieldLine(start: 0, end: count, next: count, width: measurer.width(of: display[...], in: font))]
            return
        }
        let layout = TextLayout(text: display, font: font, measurer: measurer,
                                proposal: ProposedViewSize(width: width, height: nil), lineLimit: nil)
        // Line starts as offsets: the layout's lines are slices of `display`, so their start indices are
        // among `indices` (in order: a search from the last start finds each).
        var starts: [Int] = []
        var searchFrom = 0
        for line in layout.lines {
            let index = line.text.startIndex
            var offset = searchFrom
            while offset < count && indices[offset] < index { offset += 1 }
            starts.append(offset)
            searchFrom = offset
        }
        var lines: [FieldLine] = []
        for (i, start) in starts.enumerated() {
            let next = i + 1 < starts.count ? starts[i + 1] : count
            // A line ending at a newline or at the space it wrapped at keeps the caret before it (after it,
            // the caret is at the next line's start); one wrapped inside a word ends after its last letter.
            var end = next
            if next > start, i + 1 < starts.count, let last = display[indices[next - 1]...].first,
               last.isWhitespace { end = next - 1 }
            lines.append(FieldLine(start: start, end: end, next: next, width: layout.lines[i].width))
        }
        self.lines = lines.isEmpty ? [FieldLine(start: 0, end: count, next: count, width: 0)] : lines
    }

    var count: Int { indices.count - 1 }
    var lineHeight: CGFloat { metrics.lineHeight }
    /// The widest line.
    var width: CGFloat { lines.map(\.width).max() ?? 0 }

    /// The characters from `start` to `end`.
    func slice(_ start: Int, _ end: Int) -> Substring { display[indices[start]..<indices[max(start, end)]] }

    /// The line the caret at `offset` is drawn on: the last line starting at or before it.
    func line(of offset: Int) -> Int {
        var index = 0
        for (i, line) in lines.enumerated() where line.start <= offset { index = i }
        return index
    }

    /// The distance from line `line`'s start to the caret at `offset`.
    func x(of offset: Int, onLine line: Int, measurer: TextMeasurer) -> CGFloat {
        let start = lines[line].start
        let offset = min(max(offset, start), lines[line].end)
        return offset == start ? 0 : measurer.width(of: slice(start, offset), in: font)
    }

    /// The caret offset on line `line` nearest to `x` (from the line's start): the character boundary whose
    /// distance is smallest, as a click between two letters lands on the nearer side.
    func offset(nearest x: CGFloat, onLine line: Int, measurer: TextMeasurer) -> Int {
        let line = lines[line]
        var best = line.start, bestDistance = abs(x)
        var offset = line.start
        while offset < line.end {
            offset += 1
            let distance = abs(measurer.width(of: slice(line.start, offset), in: font) - x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
        }
        return best
    }
}
