/// A view that displays one or more lines of read-only text.
///
/// Its ideal size is the text on one line; a narrower width wraps it at word boundaries (inside words when a
/// word is too long), and a limited height or `lineLimit` truncates it with "…" (reference §6.9). Its
/// baselines are explicit guides, so stacks can align text by `.firstTextBaseline` and `.lastTextBaseline`.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?

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
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    func resolve(into resolver: inout Resolver) {
        let environment = resolver.environment
        var font = (self.font ?? environment.font ?? .body).resolved()
        if let weight = weight ?? environment.fontWeight { font.weight = weight }
        let style = TextStyle(content: content, font: font, color: color ?? environment.foregroundColor ?? .primary,
                              lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)
        resolver.appendLeaf(TextBehavior.self, make: { TextBehavior(style) }, update: { $0.style = style })
    }
}

/// Everything a text node needs to lay out and draw its text.
struct TextStyle: Equatable {
    var content: String
    var font: ResolvedFont
    var color: Color
    var lineLimit: Int?
    var alignment: TextAlignment
}

/// The node of a `Text`: sizes and draws through one `TextLayout`, so what is measured is what is drawn.
final class TextBehavior: NodeBehavior {
    var style: TextStyle {
        didSet {
            if style != oldValue { lastLayout = nil }
            if style.content != oldValue.content || style.font != oldValue.font { wordWidths = WordWidths() }
        }
    }
    /// Each word's width, measured once for all the widths this text is laid out at.
    private var wordWidths = WordWidths()
    /// The most recent line layout, reused when the same proposal comes again (drawing after sizing).
    private var lastLayout: (proposal: ProposedViewSize, layout: TextLayout)?

    init(_ style: TextStyle) { self.style = style }

    override var name: String { "Text" }

    override var intrinsicGuides: GuideSet {
        var guides = GuideSet()
        guides.insert(VerticalAlignment.firstTextBaseline.key)
        guides.insert(VerticalAlignment.lastTextBaseline.key)
        return guides
    }

    private func layout(for proposal: ProposedViewSize, node: ViewNode) -> TextLayout {
        if let lastLayout, lastLayout.proposal == proposal { return lastLayout.layout }
        let layout = TextLayout(text: style.content, font: style.font, measurer: node.engine.textMeasurer,
                                proposal: proposal, lineLimit: style.lineLimit, wordWidths: wordWidths)
        lastLayout = (proposal, layout)
        return layout
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        layout(for: proposal, node: node).size
    }

    override func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize,
                                size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return layout(for: proposal, node: node).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return layout(for: proposal, node: node).lastBaseline }
        return nil
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        let layout = layout(for: node.frameProposal, node: node)
        let color = style.color.opacity(opacity)
        let factor: CGFloat
        switch (style.alignment, node.layoutDirection) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): factor = 0
        case (.center, _): factor = 0.5
        default: factor = 1
        }
        for (index, line) in layout.lines.enumerated() {
            let origin = CGPoint(x: frame.minX + (frame.width - line.width) * factor,
                                 y: frame.minY + layout.baseline(ofLine: index))
            list.items.append(.text(TextRun(text: String(line.text), origin: origin, width: line.width,
                                            font: style.font, color: color)))
        }
    }
}
