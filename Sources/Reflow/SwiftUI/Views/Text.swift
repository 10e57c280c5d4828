/// A view that displays one or more lines of read-only text.
///
/// Its ideal size is the text on one line; a narrower width wraps it at word boundaries (inside words when a
/// word is too long), and a limited height or `lineLimit` truncates it with "…" (layout rules §6.9). Its
/// baselines are explicit guides, so stacks can align text by `.firstTextBaseline` and `.lastTextBaseline`.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?
    /// `bold(_:)`, `italic(_:)`, `fontDesign(_:)` and `fontWidth(_:)` on the text itself; nil leaves them to the
    /// environment.
    var isBold: Bool?
    var isItalic: Bool?
    var design: Font.Design?
    var width: Font.Width?

    /// Text showing `content` as is.
    public init(verbatim content: String) { self.content = content }

    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text with the weight `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// This text in bold.
    public func bold() -> Text { bold(true) }

    /// This text in bold, or, with `false`, not bold even where the environment says so.
    public func bold(_ isActive: Bool) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }

    /// This text in italics.
    public func italic() -> Text { italic(true) }

    /// This text in italics, or, with `false`, upright even where the environment says so.
    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }

    /// This text in the font design `design` (serif, rounded, monospaced); nil leaves the font's own.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.design = design
        return text
    }

    /// This text at the font width `width`. Reflow's fonts have one width: the text is drawn at the standard
    /// width.
    public func fontWidth(_ width: Font.Width?) -> Text {
        var text = self
        text.width = width
        return text
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    func resolve(into resolver: inout Resolver) {
        let environment = resolver.environment
        var font = (self.font ?? environment.font ?? .body).resolved()
        // The text's own settings first, then the environment's; bold stands for a weight only where none is
        // set, and a design set by `fontDesign` replaces the font's default one.
        if let weight {
            font.weight = weight
        } else if isBold == true {
            font.weight = .bold
        } else if let weight = environment.fontWeight {
            font.weight = weight
        } else if isBold == nil && environment.isBold {
            font.weight = .bold
        }
        if isItalic ?? environment.isItalic { font.isItalic = true }
        if font.design == .default, let design = design ?? environment.fontDesign { font.design = design }
        if !(font.size >= 0 && font.size <= ResolvedFont.maximumSize) { font.size = resolver.checkedFontSize(font.size) }
        let foreground = color.map(_ResolvedShapeStyle.color) ?? environment.foregroundStyle(level: 0)
        // `.textCase` (`SwiftUI/Text/TextCase.swift`): only text under one looks past an empty table of extras.
        let content = environment.extras.isEmpty ? self.content : environment.textCase?.apply(to: self.content) ?? self.content
        let style = TextStyle(content: content, font: font, color: foreground.color ?? .primary,
                              gradient: foreground.color == nil ? foreground : nil,
                              lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
                              reservedLines: environment.lowerLineLimit)
        resolver.appendLeaf(TextBehavior.self, make: { TextBehavior(style) }, update: { $0.style = style })
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
    var lineLimit: Int?
    var alignment: TextAlignment
    /// The lines whose height the text takes even when it has fewer (layout rules §6.11); nil for none.
    var reservedLines: Int? = nil
}

/// The node of a `Text`: sizes and draws through one `LineBreaker`, so what is measured is what is drawn.
final class TextBehavior: NodeBehavior {
    var style: TextStyle {
        didSet {
            if style != oldValue { lastLayout = nil }
            if style.content != oldValue.content || style.font != oldValue.font {
                measured = nil
                measuredWith = nil
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

    init(_ style: TextStyle) { self.style = style }

    override var name: String { "Text" }

    override var intrinsicGuides: GuideSet { .textBaselines }

    /// Makes `measured` current for the engine's measurer.
    private func prepareMeasuredText(_ node: ViewNode) {
        let measurer = node.graph.textMeasurer
        if measuredWith == ObjectIdentifier(measurer) { return }
        measured = MeasuredText(text: style.content, font: style.font, measurer: measurer)
        measuredWith = ObjectIdentifier(measurer)
        lastLayout = nil
    }

    /// The lines for `proposal`, counted and measured but not built: sizing needs no strings.
    private func lines(for proposal: ProposedViewSize, node: ViewNode) -> LineSummary {
        prepareMeasuredText(node)
        return measured!.size(for: proposal, lineLimit: style.lineLimit)
    }

    private func layout(for proposal: ProposedViewSize, node: ViewNode) -> TextLayout {
        prepareMeasuredText(node)
        if let lastLayout, lastLayout.proposal == proposal { return lastLayout.layout }
        let layout = TextLayout(&measured!, proposal: proposal, lineLimit: style.lineLimit)
        lastLayout = (proposal, layout)
        return layout
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let lines = lines(for: proposal, node: node)
        let size = TextLayout.size(of: lines, metrics: measured!.metrics)
        // A text with fewer lines than it reserves is as high as the reserved lines (§6.11).
        if let reserved = style.reservedLines, CGFloat(reserved) * measured!.metrics.lineHeight > size.height {
            return CGSize(width: size.width, height: CGFloat(reserved) * measured!.metrics.lineHeight)
        }
        return size
    }

    override func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize,
                                size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            prepareMeasuredText(node)
            return measured!.metrics.ascent
        }
        if key == VerticalAlignment.lastTextBaseline.key {
            let lines = lines(for: proposal, node: node)
            return TextLayout.lastBaseline(of: lines, metrics: measured!.metrics)
        }
        return nil
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        let layout = layout(for: node.record.frameProposal.proposal, node: node)
        let color = style.color.opacity(opacity)
        let factor: CGFloat
        switch (style.alignment, node.record.layoutDirection) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): factor = 0
        case (.center, _): factor = 0.5
        default: factor = 1
        }
        let paint = style.gradient.map { $0.opacity(opacity).paint(in: frame) }
        for (index, line) in layout.lines.enumerated() {
            let origin = CGPoint(x: frame.minX + (frame.width - line.width) * factor,
                                 y: frame.minY + layout.baseline(ofLine: index))
            list.items.append(.text(TextRun(text: String(line.text), origin: origin, width: line.width,
                                            font: style.font, color: color, paint: paint)))
        }
    }
}
