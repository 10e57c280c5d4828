/// A string broken into lines for one proposal.
///
/// This is the single path that both sizes a `Text` and draws it (as dmenu's `drw_text` measures and draws
/// with one function), so a Text's size and its drawn lines can never disagree.
///
/// The rules, SwiftUI's as far as they are known (layout rules §6.9, §6.4):
/// - Paragraphs are separated by "\n", "\r\n" or "\r"; each starts a new line, so "a\n" is two lines, the
///   second empty.
/// - No width (nil or ∞) means no wrapping: each paragraph on one line. This is the ideal size.
/// - A finite width wraps greedily at spaces. Spaces where a line breaks hang past its end and do not count
///   toward its width; neither do spaces at the end of a paragraph. A word wider than the width is broken
///   between `Character`s, at least one per line, so a width of 0 sets one character per line.
/// - Lines are `.lineSpacing` points apart (none after the last). A finite height allows at most
///   `max(1, ⌊(height + spacing) / (lineHeight + spacing)⌋)` lines; `lineLimit` caps the lines too
///   (a limit below 1 counts as 1, since a Text always shows a line).
/// - When lines are dropped, the last kept line is filled with the rest of its paragraph and truncated at its
///   tail, as UIKit's tail truncation does ("Lorem ipsum dolor sit am…"): it keeps as many characters as fit
///   with "…" after them (spaces before the "…" are dropped); with no width the whole line is kept. If not
///   even "…" fits, the line is "…" alone, and may be wider than the proposal. `.truncationMode(.head)`
///   keeps the end of the rest instead ("…sit amet"), `.middle` its start and end, as many characters of
///   each as fit, the start taking the odd one ("Lorem i…t amet"); spaces next to the "…" are dropped.
/// - Under `.allowsTightening(true)`, a last line whose rest (with its "…" when later paragraphs are
///   dropped) is at most 5 % wider than the width is set tighter to fit instead of being cut (UIKit's
///   `tighteningFactorForTruncation`); its characters are drawn closer by the same amount each.
/// - The empty string is one empty line: width 0, one line high, as an empty Text still takes a line's
///   height.
/// - The reported width is the widest line, not the proposal.
///
/// Each word is measured once and lines are built by adding widths; only overlong words (per character) and
/// the truncated line (a binary search over its prefixes, each measured as one slice) are measured apart.
/// `MeasuredText` keeps those widths for a node's life; `LineBreaker` applies the rules, and sizing
/// (`MeasuredText.breakLines`) reads its line records without building this struct's strings.
struct TextLayout {
    /// One line as drawn.
    struct Line: Equatable {
        /// A slice of the original string; for the truncated line, a new string ending in "…".
        var text: Substring
        /// The advance width, without spaces hanging at its end.
        var width: CGFloat
        /// Where the line's slice of the text starts and ends (UTF-8 offsets), and whether "…" follows it.
        var start = 0
        var end = 0
        var hasEllipsis = false
        /// For a line cut at its head or middle, the slice shown after the "…"; empty otherwise.
        var resumeStart = 0
        var resumeEnd = 0
        /// How much narrower than its natural width the line is set (`.allowsTightening`); 0 for not.
        var tightening: CGFloat = 0
    }

    var lines: [Line]
    /// The widest line's width, by the number of lines times the line height.
    var size: CGSize
    var metrics: FontMetrics
    /// Points between lines (`.lineSpacing`).
    var lineSpacing: CGFloat
    /// The first line's baseline, from the top.
    var firstBaseline: CGFloat
    /// The last line's baseline, from the top.
    var lastBaseline: CGFloat
    /// Whether lines were dropped; the last line then ends in "…".
    var isTruncated: Bool

    /// `text` in `font` laid out for `proposal`, measured from scratch.
    init(text: String, font: ResolvedFont, measurer: TextMeasurer, proposal: ProposedViewSize, lineLimit: Int?) {
        var measured = MeasuredText(text: text, font: font, measurer: measurer)
        self.init(&measured, proposal: proposal, lineLimit: lineLimit)
    }

    /// A text laid out for `proposal` with the widths `measured` keeps (and adds to), its last line cut by
    /// `truncation` when lines are dropped.
    init(_ measured: inout MeasuredText, proposal: ProposedViewSize, lineLimit: Int?,
         truncation: TruncationRule = TruncationRule()) {
        let summary = measured.breakLines(for: proposal, lineLimit: lineLimit, truncation: truncation)
        lines = measured.lines.map(measured.line)
        isTruncated = summary.isTruncated
        metrics = measured.metrics
        lineSpacing = measured.lineSpacing
        size = Self.size(of: summary, metrics: metrics, lineSpacing: lineSpacing)
        firstBaseline = metrics.ascent
        lastBaseline = Self.lastBaseline(of: summary, metrics: metrics, lineSpacing: lineSpacing)
    }

    /// The size of lines with `summary`: what sizing a Text reports, without building its lines. Lines are
    /// `lineSpacing` apart, with none after the last.
    static func size(of summary: LineSummary, metrics: FontMetrics, lineSpacing: CGFloat = 0) -> CGSize {
        CGSize(width: summary.widest, height: height(ofLines: summary.count, metrics: metrics, lineSpacing: lineSpacing))
    }

    /// The height of `count` lines, `lineSpacing` apart.
    static func height(ofLines count: Int, metrics: FontMetrics, lineSpacing: CGFloat) -> CGFloat {
        CGFloat(count) * metrics.lineHeight + CGFloat(max(0, count - 1)) * lineSpacing
    }

    /// The last baseline of lines with `summary`, from the top.
    static func lastBaseline(of summary: LineSummary, metrics: FontMetrics, lineSpacing: CGFloat = 0) -> CGFloat {
        baseline(ofLine: summary.count - 1, metrics: metrics, lineSpacing: lineSpacing)
    }

    /// The baseline of line `index`, from the top; where a renderer draws that line.
    func baseline(ofLine index: Int) -> CGFloat { Self.baseline(ofLine: index, metrics: metrics, lineSpacing: lineSpacing) }

    private static func baseline(ofLine index: Int, metrics: FontMetrics, lineSpacing: CGFloat) -> CGFloat {
        CGFloat(index) * (metrics.lineHeight + lineSpacing) + metrics.ascent
    }
}
