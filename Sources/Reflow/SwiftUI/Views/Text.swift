/// A view that displays one or more lines of read-only text.
///
/// Its ideal size is the text on one line; a narrower width wraps it at word boundaries (inside words when a
/// word is too long), and a limited height or `lineLimit` truncates it with "…" (layout rules §6.9). Its
/// baselines are explicit guides, so stacks can align text by `.firstTextBaseline` and `.lastTextBaseline`.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let content: String
    /// What the text says of its own look; nil parts are the environment's.
    var attributes = TextAttributes()
    /// Stretches of the content with attributes of their own: markdown's emphasis, the parts of `Text + Text`.
    /// Empty for text of one look.
    var spans: [TextSpan] = []
    /// For a text with links, what its tap reads to find the link under it (`TextLinks.swift`); nil until the
    /// text is resolved with its tap.
    var linkTargets: TextLinkTargets?
    /// The dates the content shows (`Text(_:style:)`), written again for the clock and locale when resolved.
    var dates: [TextDate] = []

    /// Text showing `content` as is.
    public init(verbatim content: String) { self.content = content }

    /// Text showing `content` as is: a string that is not a literal is not read as markdown, as in SwiftUI.
    /// Disfavoured, as SwiftUI's is, so that a string literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text showing the string of `key` with its markdown rendered: `**bold**`, `*italic*`, `` `code` ``,
    /// `~~strikethrough~~` and `[links](…)` (`InlineMarkdown`). A string literal is a key, so `Text("**Hi**")` is
    /// bold; interpolated values are shown as they are. Reflow has no strings tables: the key is its own text.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if !key.dates.isEmpty {
            self = Text(datesIn: key)
            return
        }
        if key.texts.isEmpty, let markdown = InlineMarkdown.parse(key.markdown) {
            content = markdown.text
            spans = markdown.spans
        } else if key.texts.isEmpty {
            content = key.key
        } else {
            (content, spans) = TextInterpolation.rendered(key)
        }
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }

    /// This text with the weight `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }

    /// This text in bold.
    public func bold() -> Text { bold(true) }

    /// This text in bold, or, with `false`, not bold even where the environment says so.
    public func bold(_ isActive: Bool) -> Text { with { $0.isBold = isActive } }

    /// This text in italics.
    public func italic() -> Text { italic(true) }

    /// This text in italics, or, with `false`, upright even where the environment says so.
    public func italic(_ isActive: Bool) -> Text { with { $0.isItalic = isActive } }

    /// This text in the font design `design` (serif, rounded, monospaced); nil leaves the font's own.
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }

    /// This text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { with { $0.isCode = isActive } }

    /// This text at the font width `width`. Reflow's fonts have one width: the text is drawn at the standard
    /// width.
    public func fontWidth(_ width: Font.Width?) -> Text { with { $0.width = width } }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }

    /// This text in `style`: a colour, a hierarchical style (`.secondary`), the tint or a gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        return with {
            $0.color = nil
            $0.style = TextForegroundStyle(style)
        }
    }

    /// This text struck through by a line of `pattern` in `color` (the text's own colour when nil).
    public func strikethrough(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil) -> Text {
        with {
            $0.strikethrough = isActive
            $0.strikethroughColor = color
            $0.strikethroughPattern = pattern
        }
    }

    /// This text underlined by a line of `pattern` in `color` (the text's own colour when nil).
    public func underline(_ isActive: Bool = true, pattern: LinePattern = .solid, color: Color? = nil) -> Text {
        with {
            $0.underline = isActive
            $0.underlineColor = color
            $0.underlinePattern = pattern
        }
    }

    /// This text with `kerning` points added after each character (on top of the font's own spacing).
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.tracking = kerning } }

    /// This text with `tracking` points added after each character (on top of the font's own spacing).
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = tracking } }

    /// This text with digits of one width (OpenType `tnum`), so that a changing number keeps its width.
    public func monospacedDigit() -> Text { with { $0.isMonospacedDigit = true } }

    /// The pattern of a strikethrough or underline line: SwiftUI's `Text.LineStyle.Pattern`, by the name
    /// Reflow gave it first.
    public typealias LinePattern = LineStyle.Pattern

    /// This text raised `offset` points above the baseline (lowered when negative).
    public func baselineOffset(_ offset: CGFloat) -> Text { with { $0.baselineOffset = offset } }

    /// A copy with `change` made to its own attributes.
    private func with(_ change: (inout TextAttributes) -> Void) -> Text {
        var text = self
        change(&text.attributes)
        return text
    }

    func resolve(into resolver: inout Resolver) {
        if !dates.isEmpty { return resolveWithDates(into: &resolver) }
        if linkTargets == nil && hasLinks { return resolveWithLinks(into: &resolver) }
        let environment = resolver.environment
        let font = resolvedFont(attributes, resolver: resolver)
        let foreground = attributes.color.map { .color($0.resolved(in: environment)) }
            ?? attributes.style?.resolved(in: environment)
            ?? environment.foregroundStyle(level: 0)
        let color = foreground.color ?? .primary
        // `.textCase` (`SwiftUI/Text/TextCase.swift`): only text under one looks past an empty table of extras.
        // A case change may change the length of the text, so spans are dropped with it.
        let cased = environment.extras.isEmpty ? nil : environment.textCase?.apply(to: content)
        let runs = cased == nil ? resolvedRuns(font: font, color: color, resolver: resolver) : []
        let baseRun = runs.isEmpty ? decorations(attributes, color: color) : nil
        var style = TextStyle(content: cased ?? content, font: font, color: color,
                              gradient: foreground.color == nil ? foreground : nil,
                              lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
                              reservedLines: environment.lowerLineLimit, runs: runs, decorations: baseRun,
                              minimumScaleFactor: environment.minimumScaleFactor,
                              truncation: environment.extras.isEmpty ? TruncationRule()
                                  : TruncationRule(mode: environment.truncationMode,
                                                   allowsTightening: environment.allowsTightening),
                              alignmentStrategy: environment.textAlignmentStrategy, linkTargets: linkTargets,
                              lineSpacing: environment.lineSpacing)
        // A style's drop shadows fall under the glyphs (`.foregroundStyle(.white.shadow(.drop(radius: 2)))`);
        // an inner shadow needs the glyphs' outlines as a clip, which the display list does not carry.
        if !foreground.shadows.isEmpty { style.shadows = foreground.shadows.filter { !$0.isInner } }
        if let linkTargets {
            resolver.appendLeaf(TextBehavior.self, make: {
                let behavior = TextBehavior(style)
                linkTargets.behavior = behavior
                return behavior
            }, update: {
                $0.style = style
                linkTargets.behavior = $0
            })
        } else if environment.extras.isEmpty {
            resolver.appendLeaf(TextBehavior.self, make: { TextBehavior(style) }, update: { $0.style = style })
        } else {
            // Under `.contentTransition(_:)` (kept in the extras): the text drawn before the build is where an
            // animated change of it starts from.
            let (node, text, previous) = resolver.appendStyledLeaf(TextBehavior.self, style: style, at: \.style) {
                TextBehavior(style)
            }
            text.updateTransition(environment.contentTransition, previous: previous, animation: resolver.animation,
                                  node: node)
        }
    }

    /// The font `attributes` ask for, in the environment: the text's own settings first, then the
    /// environment's; bold stands for a weight only where none is set, and a design set by `fontDesign`
    /// replaces the font's default one.
    private func resolvedFont(_ attributes: TextAttributes, resolver: Resolver) -> ResolvedFont {
        let environment = resolver.environment
        var font = (attributes.font ?? environment.font ?? .body).resolved(at: environment.dynamicTypeSize)
        if let weight = attributes.weight {
            font.weight = weight
        } else if attributes.isBold == true {
            font.weight = .bold
        } else if let weight = environment.fontWeight {
            font.weight = weight
        } else if attributes.isBold == nil && environment.isBold {
            font.weight = .bold
        }
        if attributes.isItalic ?? environment.isItalic { font.isItalic = true }
        if font.design == .default, let design = attributes.design ?? environment.fontDesign { font.design = design }
        if attributes.isCode == true { font.design = .monospaced }
        if let tracking = attributes.tracking, tracking.isFinite { font.tracking = tracking }
        if attributes.isMonospacedDigit ?? environment.isMonospacedDigit { font.features.insert(.tabularDigits) }
        if !(font.size >= 0 && font.size <= ResolvedFont.maximumSize) { font.size = resolver.checkedFontSize(font.size) }
        return font
    }

    /// One run per span, when the text has spans: each span's attributes over the text's own, resolved.
    private func resolvedRuns(font: ResolvedFont, color: Color, resolver: Resolver) -> [TextRunStyle] {
        guard !spans.isEmpty else { return [] }
        return attributedSpans().map { span in
            let spanFont = resolvedFont(span.attributes, resolver: resolver)
            // A link is tinted, as SwiftUI tints links in text.
            let linkColor = span.attributes.link == nil ? nil : (resolver.environment.tintStyle?.color
                ?? Color.accentColor.resolved(in: resolver.environment))
            let spanStyle = span.attributes.color == nil ? span.attributes.style?.resolved(in: resolver.environment) : nil
            let spanColor = span.attributes.color?.resolved(in: resolver.environment) ?? spanStyle?.color
                ?? linkColor ?? color
            var run = decorations(span.attributes, color: spanColor)
            // A gradient (or other style of more than one colour) of the run's own, painted across the text.
            if let spanStyle, spanStyle.color == nil { run.gradient = spanStyle }
            run.start = span.range.lowerBound
            run.font = spanFont
            run.link = span.attributes.link
            run.background = span.attributes.backgroundColor
            return run
        }
    }

    /// A run's colour, lines and offset from `attributes`.
    private func decorations(_ attributes: TextAttributes, color: Color) -> TextRunStyle {
        TextRunStyle(start: 0, font: ResolvedFont(size: 0), color: color,
                     strikethrough: attributes.strikethrough == true ? attributes.strikethroughColor ?? color : nil,
                     underline: attributes.underline == true ? attributes.underlineColor ?? color : nil,
                     strikethroughPattern: attributes.strikethroughPattern ?? .solid,
                     underlinePattern: attributes.underlinePattern ?? .solid,
                     baselineOffset: attributes.baselineOffset.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    }
}

extension Resolver {
    /// A font size text can be laid out at, for one that cannot (NaN, negative or beyond the maximum), with a
    /// warning: NaN is the body text's size, the rest is clamped.
    func checkedFontSize(_ size: CGFloat) -> CGFloat {
        var check = InputCheck(".font")
        let used = check.number(size, "size", in: 0...ResolvedFont.maximumSize, nan: Font.TextStyle.body.pointSize)
        warn(check.warning)
        return used
    }
}

/// Everything a text node needs to lay out and draw its text.
struct TextStyle: Equatable {
    var content: String
    var font: ResolvedFont
    var color: Color
    /// The foreground style when it is not one colour (a gradient): painted across the text's frame.
    var gradient: _ResolvedShapeStyle?
    /// The drop shadows of the foreground style, drawn under the glyphs.
    var shadows: [ShadowStyle] = []
    var lineLimit: Int?
    var alignment: TextAlignment
    /// The lines whose height the text takes even when it has fewer (layout rules §6.11); nil for none.
    var reservedLines: Int? = nil
    /// The looks of the content's stretches, in order, when they differ (markdown, `Text + Text`); empty for
    /// text of one look.
    var runs: [TextRunStyle] = []
    /// Lines and offset of text of one look; nil when it has runs.
    var decorations: TextRunStyle? = nil
    /// How far the text may be scaled down to fit rather than truncated (`.minimumScaleFactor`); 1 for not.
    var minimumScaleFactor: CGFloat = 1
    /// Where a last line that does not fit is cut, and whether it may be tightened instead.
    var truncation = TruncationRule()
    /// Whether `.leading` and `.trailing` follow the layout direction or each paragraph's writing direction.
    var alignmentStrategy = Text.AlignmentStrategy.default
    /// Where the tap of a text with links looks for them: filled in with the node's behavior.
    var linkTargets: TextLinkTargets? = nil
    /// Points between lines (`.lineSpacing`).
    var lineSpacing: CGFloat = 0
}

/// The node of a `Text`: sizes and draws through one `LineBreaker`, so what is measured is what is drawn.
final class TextBehavior: NodeBehavior {
    var style: TextStyle {
        didSet {
            if style != oldValue { lastLayout = nil }
            if style.content != oldValue.content || style.font != oldValue.font
                || !Self.sameFonts(style.runs, oldValue.runs)
                || style.decorations?.baselineOffset != oldValue.decorations?.baselineOffset
                || style.lineSpacing != oldValue.lineSpacing {
                measured = nil
                measuredWith = nil
                scaledTexts = [:]
            }
        }
    }
    /// The text taken apart and measured piece by piece, for all the proposals it is laid out at; made again
    /// when the text, the font or the engine's measurer changes.
    private var measured: MeasuredText?
    /// The measurer `measured` was made with, compared by identity (which `measured` keeps from being reused,
    /// as it holds the measurer): reading `measured.measurer` would copy the whole struct.
    private var measuredWith: ObjectIdentifier?
    /// The drawn lines of the latest drawing, reused when the same proposal is drawn again.
    private var lastLayout: (proposal: ProposedViewSize, layout: TextLayout)?
    /// Where the text's links were drawn last, in its own coordinates: what a tap on it reads
    /// (`TextLinkTargets`). Empty for text without links.
    private(set) var linkRegions: [(frame: CGRect, url: URL)] = []
    /// The text set smaller to fit (`.minimumScaleFactor`), by scale; made when first needed.
    private var scaledTexts: [CGFloat: MeasuredText] = [:]
    /// The content transition of a text under `.contentTransition(_:)` (`TextBehavior+ContentTransition.swift`);
    /// nil for every other text.
    var transition: TextTransitionState?

    init(_ style: TextStyle) { self.style = style }

    /// Whether two texts' runs are set in the same fonts from the same places (colours and lines aside).
    private static func sameFonts(_ a: [TextRunStyle], _ b: [TextRunStyle]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.start == $1.start && $0.font == $1.font && $0.baselineOffset == $1.baselineOffset }
    }

    override var name: String { "Text" }

    override var intrinsicGuides: GuideSet { .textBaselines }

    /// Makes `measured` current for the engine's measurer.
    private func prepareMeasuredText(_ node: ViewNode) {
        let measurer = node.graph.textMeasurer
        if measuredWith == ObjectIdentifier(measurer) { return }
        measured = MeasuredText(text: style.content, font: style.font, measurer: measurer, runs: style.runs,
                                baselineOffset: style.decorations?.baselineOffset ?? 0, lineSpacing: style.lineSpacing)
        measuredWith = ObjectIdentifier(measurer)
        lastLayout = nil
        scaledTexts = [:]
    }

    /// The scale the text is set at for `proposal`: 1, or, under `.minimumScaleFactor`, when the text would be
    /// truncated, the largest scale down to the factor at which it is not (in 64ths of the size, found by
    /// halving), else the factor itself, where it is truncated. As UIKit's `adjustsFontSizeToFitWidth`.
    private func scale(for proposal: ProposedViewSize, node: ViewNode) -> CGFloat {
        prepareMeasuredText(node)
        let factor = style.minimumScaleFactor
        guard factor < 1, size(of: &measured!, for: proposal).isTruncated else { return 1 }
        func fits(_ scale: CGFloat) -> Bool { !scaledText(scale, node: node) { size(of: &$0, for: proposal) }.isTruncated }
        let lowest = (factor * 64).rounded(.up) / 64
        guard fits(lowest) else { return lowest }
        var fitting = lowest, truncated: CGFloat = 1
        while truncated - fitting > 1.0 / 64 {
            let middle = ((fitting + truncated) / 2 * 64).rounded(.down) / 64
            if middle <= fitting { break }
            if fits(middle) { fitting = middle } else { truncated = middle }
        }
        return fitting
    }

    /// `body` applied to the text set at `scale` (1: `measured`), made when first needed.
    private func scaledText<T>(_ scale: CGFloat, node: ViewNode, _ body: (inout MeasuredText) -> T) -> T {
        prepareMeasuredText(node)
        if scale == 1 { return body(&measured!) }
        if scaledTexts[scale] == nil {
            if scaledTexts.count >= 16 { scaledTexts = [:] }
            var font = style.font
            font.size *= scale
            let runs = style.runs.map { run -> TextRunStyle in
                var run = run
                run.font.size *= scale
                run.baselineOffset *= scale
                return run
            }
            scaledTexts[scale] = MeasuredText(text: style.content, font: font, measurer: node.graph.textMeasurer,
                                              runs: runs, baselineOffset: (style.decorations?.baselineOffset ?? 0) * scale,
                                              lineSpacing: style.lineSpacing)
        }
        return body(&scaledTexts[scale]!)
    }

    /// What sizing needs of `text`'s lines for `proposal`, under the style's line limit and truncation.
    private func size(of text: inout MeasuredText, for proposal: ProposedViewSize) -> LineSummary {
        text.size(for: proposal, lineLimit: style.lineLimit, truncation: style.truncation)
    }

    /// The lines for `proposal`, counted and measured but not built, and the metrics of the text they are set
    /// in: sizing needs no strings.
    private func lines(for proposal: ProposedViewSize, node: ViewNode) -> (lines: LineSummary, metrics: FontMetrics) {
        let scale = scale(for: proposal, node: node)
        return scaledText(scale, node: node) { (size(of: &$0, for: proposal), $0.metrics) }
    }

    /// How many lines the text is set in at the proposal it was last laid out with (`reflow sweep`).
    func lineCount(of node: ViewNode) -> Int {
        lines(for: node.record.frameProposal.proposal, node: node).lines.count
    }

    /// The lines as drawn for `proposal`, and the scale they are set at.
    private func layout(for proposal: ProposedViewSize, node: ViewNode) -> (layout: TextLayout, scale: CGFloat) {
        let scale = scale(for: proposal, node: node)
        if scale == 1, let lastLayout, lastLayout.proposal == proposal { return (lastLayout.layout, 1) }
        let layout = scaledText(scale, node: node) {
            TextLayout(&$0, proposal: proposal, lineLimit: style.lineLimit, truncation: style.truncation)
        }
        if scale == 1 { lastLayout = (proposal, layout) }
        return (layout, scale)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let (lines, metrics) = lines(for: proposal, node: node)
        let size = TextLayout.size(of: lines, metrics: metrics, lineSpacing: style.lineSpacing)
        // A text with fewer lines than it reserves is as high as the reserved lines (§6.11).
        if let reserved = style.reservedLines {
            let height = TextLayout.height(ofLines: reserved, metrics: metrics, lineSpacing: style.lineSpacing)
            if height > size.height { return CGSize(width: size.width, height: height) }
        }
        return size
    }

    override func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize,
                                size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            // The first line's ascent: no lines need breaking unless the text may be scaled to fit.
            return scaledText(scale(for: proposal, node: node), node: node) { $0.metrics.ascent }
        }
        if key == VerticalAlignment.lastTextBaseline.key {
            let (lines, metrics) = lines(for: proposal, node: node)
            return TextLayout.lastBaseline(of: lines, metrics: metrics, lineSpacing: style.lineSpacing)
        }
        return nil
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        guard style.shadows.isEmpty else {
            return list.drawing(with: style.shadows, outline: .rectangle, frame: frame, opacity: opacity) {
                drawTransitioning(node, in: frame, opacity: opacity, into: &$0)
            }
        }
        drawTransitioning(node, in: frame, opacity: opacity, into: &list)
    }

    /// The text drawn through its content transition, if one is under way.
    private func drawTransitioning(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        if let transition { return transition.draw(self, node: node, in: frame, opacity: opacity, into: &list) }
        drawText(node, in: frame, opacity: opacity, into: &list)
    }

    override func drawingMoves(_ node: ViewNode, at time: Double) -> Bool { transitionMoves(at: time) }

    override func dropped(_ node: ViewNode) {
        // A text gone from the views shows no transition: the host's list lets go of it at its next frame.
        transition = nil
    }

    /// The text drawn as it is, without a content transition.
    func drawText(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        let (layout, scale) = layout(for: node.record.frameProposal.proposal, node: node)
        var font = style.font
        font.size *= scale
        let color = style.color.opacity(opacity)
        let layoutDirection = node.record.layoutDirection
        let paint = style.gradient.map { $0.opacity(opacity).paint(in: frame) }
        if style.linkTargets != nil { linkRegions.removeAll() }
        for (index, line) in layout.lines.enumerated() {
            scaledText(scale, node: node) { measured in
                // Where the line sits in the frame: 0 at the left edge, 1 at the right.
                let direction = style.alignmentStrategy.followsWritingDirection
                    ? Self.paragraphDirection(around: line.start, in: measured.bytes) ?? layoutDirection : layoutDirection
                let factor: CGFloat = switch (style.alignment, direction) {
                case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
                case (.center, _): 0.5
                default: 1
                }
                let origin = CGPoint(x: frame.minX + (frame.width - line.width) * factor,
                                     y: frame.minY + layout.baseline(ofLine: index))
                if style.runs.isEmpty {
                    let raised = CGPoint(x: origin.x, y: origin.y - (style.decorations?.baselineOffset ?? 0) * scale)
                    let lineFont = line.tightening > 0
                        ? tightened(font, by: line.tightening, setting: [line.text[...]], measurer: measured.measurer) : font
                    list.items.append(.text(TextRun(text: String(line.text), origin: raised, width: line.width,
                                                    font: lineFont, color: color, paint: paint)))
                    if let decorations = style.decorations {
                        drawLines(decorations, font: font, from: raised.x, width: line.width, baseline: raised.y,
                                  opacity: opacity, into: &list)
                    }
                } else {
                    drawRuns(of: line, in: &measured, at: origin, frame: frame, opacity: opacity,
                             paint: paint, into: &list)
                }
            }
        }
    }

    /// The writing direction of the paragraph holding byte `offset` of `bytes`; nil when it has no strong
    /// character.
    private static func paragraphDirection(around offset: Int, in bytes: [UInt8]) -> LayoutDirection? {
        let isBreak: (UInt8) -> Bool = { $0 == 0x0A || $0 == 0x0D }
        let start = bytes[..<min(offset, bytes.count)].lastIndex(where: isBreak).map { $0 + 1 } ?? 0
        let end = bytes[start...].firstIndex(where: isBreak) ?? bytes.count
        return LayoutDirection.ofParagraph(bytes[start..<end])
    }

    /// `font` with its characters set closer, so that `pieces` set in it are `amount` narrower in all: the
    /// tracking a tightened line is drawn with. How much narrower a point less tracking makes the pieces is
    /// measured (a point per character the face spaces), so the line comes out at the width it was given.
    private func tightened(_ font: ResolvedFont, by amount: CGFloat, setting pieces: [Substring],
                           measurer: TextMeasurer) -> ResolvedFont {
        var tighter = font
        tighter.tracking -= 1
        let perPoint = pieces.reduce(0) { $0 + measurer.width(of: $1, in: font) - measurer.width(of: $1, in: tighter) }
        guard perPoint > 0 else { return font }
        tighter.tracking = font.tracking - amount / perPoint
        return tighter
    }

    /// A line of text with runs: each run's piece in its own font and colour, one after another, at the widths
    /// measuring gave them; the "…" of a truncated line in the look of the piece before it (after it, for a
    /// line cut at its head).
    /// Where a run is a link, the piece's place, a line high, is noted in `linkRegions` (relative to
    /// `frame`'s origin). A run with a gradient of its own paints it across `frame`, as the text's own does.
    private func drawRuns(of line: TextLayout.Line, in measured: inout MeasuredText, at origin: CGPoint,
                          frame: CGRect, opacity: Double, paint: Paint?, into list: inout DisplayList) {
        let scale = measured.font.size / max(style.font.size, .leastNonzeroMagnitude)
        // The pieces of each run the line shows, before and after its "…".
        var pieces: [(start: Int, end: Int, run: Int)] = []
        measured.forEachRun(from: line.start, to: line.end) { pieces.append(($0, $1, $2)) }
        let ellipsisAt = pieces.count
        measured.forEachRun(from: line.resumeStart, to: line.resumeEnd) { pieces.append(($0, $1, $2)) }
        var tightening: CGFloat = 0
        if line.tightening > 0 {
            // One tracking for the whole line, found over all its pieces, each in its own font.
            var tighter = 0 as CGFloat
            for piece in pieces {
                let font = measured.runs[piece.run].font
                var probe = font
                probe.tracking -= 1
                let slice = measured.slice(piece.start, piece.end)
                tighter += measured.measurer.width(of: slice, in: font) - measured.measurer.width(of: slice, in: probe)
            }
            if tighter > 0 { tightening = line.tightening / tighter }
        }
        var x = origin.x
        func look(ofRun index: Int) -> TextRunStyle {
            var run = self.style.runs[index]
            run.font = measured.runs[index].font
            run.font.tracking -= tightening
            run.baselineOffset *= scale
            return run
        }
        func runPaint(_ run: TextRunStyle) -> Paint? { run.gradient.map { $0.opacity(opacity).paint(in: frame) } ?? paint }
        func drawEllipsis(in run: TextRunStyle) {
            let width = measured.measurer.width(of: "…", in: run.font)
            list.items.append(.text(TextRun(text: "…", origin: CGPoint(x: x, y: origin.y - run.baselineOffset),
                                            width: width, font: run.font, color: run.color.opacity(opacity),
                                            paint: runPaint(run))))
            x += width
        }
        for (index, piece) in pieces.enumerated() {
            if index == ellipsisAt && line.hasEllipsis { drawEllipsis(in: look(ofRun: pieces[max(0, index - 1)].run)) }
            let run = look(ofRun: piece.run)
            let slice = measured.slice(piece.start, piece.end)
            let width = tightening == 0 ? measured.width(piece.start, piece.end) : measured.measurer.width(of: slice, in: run.font)
            let baseline = origin.y - run.baselineOffset
            if let background = run.background, width > 0 {
                // Behind the piece from the line's top, the line's full height, so that the backgrounds of
                // neighbouring pieces and lines meet without gaps.
                list.items.append(.fill(.rectangle, frame: CGRect(x: x, y: origin.y - measured.metrics.ascent, width: width,
                                                                  height: measured.metrics.lineHeight),
                                        color: background.opacity(opacity)))
            }
            list.items.append(.text(TextRun(text: String(slice), origin: CGPoint(x: x, y: baseline),
                                            width: width, font: run.font, color: run.color.opacity(opacity), paint: runPaint(run))))
            drawLines(run, font: run.font, from: x, width: width, baseline: baseline, opacity: opacity, into: &list)
            if let url = run.link, style.linkTargets != nil {
                let top = origin.y - measured.metrics.ascent - frame.minY
                linkRegions.append((CGRect(x: x - frame.minX, y: top, width: width, height: measured.metrics.lineHeight), url))
            }
            x += width
        }
        if ellipsisAt == pieces.count && line.hasEllipsis {
            let last = pieces.last?.run ?? measured.runs.lastIndex { $0.start <= line.start } ?? 0
            drawEllipsis(in: look(ofRun: last))
        }
    }

    /// A run's strikethrough and underline: lines of a twentieth of an em (one point at least), through the
    /// middle of the lower-case letters and just under the baseline.
    private func drawLines(_ run: TextRunStyle, font: ResolvedFont, from x: CGFloat, width: CGFloat, baseline: CGFloat,
                           opacity: Double, into list: inout DisplayList) {
        guard run.strikethrough != nil || run.underline != nil, width > 0 else { return }
        let thickness = max(1, font.size / 20)
        if let color = run.strikethrough {
            Self.drawLine(run.strikethroughPattern, in: CGRect(x: x, y: baseline - 0.28 * font.size - thickness / 2,
                                                                width: width, height: thickness),
                          color: color.opacity(opacity), into: &list)
        }
        if let color = run.underline {
            Self.drawLine(run.underlinePattern, in: CGRect(x: x, y: baseline + 0.08 * font.size, width: width,
                                                            height: thickness), color: color.opacity(opacity), into: &list)
        }
    }

    /// A line filling `rect` in `pattern`: solid, or dashes and dots as long as the line is thick (a dot is
    /// square, a dash four dots long, each followed by a gap two dots long; docs/text-rules.md §5), starting at
    /// the line's start and cut at its end.
    private static func drawLine(_ pattern: Text.LineStyle.Pattern, in rect: CGRect, color: Color,
                                 into list: inout DisplayList) {
        let marks: [CGFloat]
        switch pattern {
        case .solid: return list.items.append(.fill(.rectangle, frame: rect, color: color))
        case .dot: marks = [1]
        case .dash: marks = [4]
        case .dashDot: marks = [4, 1]
        case .dashDotDot: marks = [4, 1, 1]
        }
        let unit = rect.height
        var x = rect.minX
        var index = 0
        while x < rect.maxX {
            let length = min(marks[index % marks.count] * unit, rect.maxX - x)
            list.items.append(.fill(.rectangle, frame: CGRect(x: x, y: rect.minY, width: length, height: rect.height),
                                    color: color))
            x += marks[index % marks.count] * unit + 2 * unit
            index += 1
        }
    }
}
