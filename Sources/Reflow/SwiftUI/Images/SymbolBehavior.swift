/// Everything the node of a symbol (`Image(systemName:)`) needs.
struct SymbolStyle: Equatable {
    /// The SF name asked for, and the one drawn (the variant, when the table has it).
    var name: String
    var drawnName: String
    /// The Material Icons glyph, as a one-scalar string; nil for a name the table lacks.
    var glyph: String?
    /// The symbol font: the environment font's weight, at its size times the image scale (§13.3).
    var font: ResolvedFont
    /// The size of the text beside it, whose capitals the symbol is centred on.
    var textSize: CGFloat
    var color: Color
    var gradient: _ResolvedShapeStyle?
    /// Whether the symbol takes any size proposed and is stretched to its frame (`.resizable()`).
    var isResizable = false

    init(name: String, environment: EnvironmentValues, resolver: inout Resolver) {
        self.name = name
        drawnName = SymbolTable.name(name, variants: environment.symbolVariants)
        glyph = SymbolTable.codepoint(for: drawnName).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        // The environment's font, as text would resolve it (§13.2): .body, 17 pt regular, when none is set.
        // A tab item's icon has its own size beside the item's small title (`TabBar`), whatever the font.
        let own = environment.extras.isEmpty ? nil : environment.symbolFont
        var text = (own ?? environment.font ?? .body).resolved(at: environment.dynamicTypeSize)
        // As text: `.fontWeight` first, then `.bold()` where no weight is set.
        if let weight = environment.fontWeight { text.weight = weight } else if environment.isBold { text.weight = .bold }
        if !(text.size >= 0 && text.size <= ResolvedFont.maximumSize) { text.size = resolver.checkedFontSize(text.size) }
        textSize = text.size
        font = ResolvedFont(size: text.size * environment.imageScale.factor, weight: text.weight, isSymbolFont: true)
        let foreground = environment.foregroundStyle(level: 0)
        color = foreground.color ?? .primary
        gradient = foreground.color == nil ? foreground : nil
    }
}

/// The node of a symbol: one glyph of the symbol font, measured and drawn by the host's text measurer and the
/// renderer's text drawing, like any text (layout rules §13.2–13.4).
///
/// One em of the symbol font is the font's point size times the image scale: Material's icons fill about
/// 20/24 of their square em, so a body-text symbol (17 pt) is a 17-point square whose glyph is about 14 points
/// tall, a capital letter (12.4 points in DejaVu Sans) and a little more, as SF Symbols are.
final class SymbolBehavior: NodeBehavior {
    var style: SymbolStyle {
        didSet { if style != oldValue { measuredWith = nil } }
    }
    private var size = CGSize.zero
    private var ascent: CGFloat = 0
    private var measuredWith: ObjectIdentifier?
    private var warned = false
    /// The symbol's effects and replacement under way (`SymbolBehavior+Effects.swift`); nil for a symbol that
    /// never had any, which draws as before.
    var effects: SymbolEffectState?

    /// The cap height of the text font as a fraction of its size (DejaVu Sans 0.729, SF Pro 0.705): the symbol's
    /// middle sits at half of it above the baseline.
    static let capHeight: CGFloat = 0.72

    init(_ style: SymbolStyle) { self.style = style }

    override var name: String { "Image(systemName: \"\(style.name)\")" }

    override var intrinsicGuides: GuideSet { .textBaselines }

    override func drawingMoves(_ node: ViewNode, at time: Double) -> Bool { effectsMove(at: time) }

    override func dropped(_ node: ViewNode) {
        // A symbol gone from the views plays nothing more: the host's list lets go of it at its next frame.
        effects = nil
    }

    /// Measures the glyph (or, for a name the table lacks, a square em) through the engine's measurer.
    private func measure(_ node: ViewNode) {
        let measurer = node.graph.textMeasurer
        if measuredWith == ObjectIdentifier(measurer) { return }
        measuredWith = ObjectIdentifier(measurer)
        let metrics = measurer.metrics(of: style.font)
        ascent = metrics.ascent
        if let glyph = style.glyph {
            size = CGSize(width: measurer.width(of: Substring(glyph), in: style.font), height: metrics.ascent + metrics.descent)
        } else {
            size = CGSize(width: style.font.size, height: style.font.size)
            if !warned {
                warned = true
                node.graph.warn(.images, about: name, "is not in Reflow's table of SF Symbols (drawn from Material Icons); a box with a question mark is drawn")
            }
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // A symbol is its glyph's size whatever it is proposed, as a non-resizable image is (§13.1); resizable,
        // it takes the proposal, its glyph's size where a dimension is unspecified, as a resizable image does.
        measure(node)
        guard style.isResizable else { return size }
        return CGSize(width: proposal.width.map { max(0, $0) } ?? size.width,
                      height: proposal.height.map { max(0, $0) } ?? size.height)
    }

    override func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize,
                                size: CGSize) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
            return nil
        }
        measure(node)
        // The text baseline the symbol sits on (§13.4): its middle on the middle of the text's capitals.
        return self.size.height / 2 + Self.capHeight * style.textSize / 2
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        if let effects { return effects.draw(self, node: node, in: frame, opacity: opacity, into: &list) }
        drawGlyph(node, in: frame, opacity: opacity, into: &list)
    }

    /// The glyph drawn at rest in `frame`.
    func drawGlyph(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        measure(node)
        guard let glyph = style.glyph else { return drawUnknown(in: frame, opacity: opacity, node: node, into: &list) }
        let paint = style.gradient.map { $0.opacity(opacity).paint(in: frame) }
        // A resizable symbol is its glyph stretched from its own size to the frame, about the frame's origin.
        let stretch = style.isResizable && size.width > 0 && size.height > 0 && frame.size != size
        if stretch {
            let sx = frame.width / size.width, sy = frame.height / size.height
            guard sx.isFinite, sy.isFinite, sx > 0, sy > 0 else { return }
            list.items.append(.push(.transform(CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: frame.minX * (1 - sx),
                                                                 ty: frame.minY * (1 - sy)))))
        }
        // Material Icons' em square stands on its baseline (descent 0): the glyph's baseline is the frame's
        // bottom, at the measured ascent from its top.
        list.items.append(.text(TextRun(text: glyph, origin: CGPoint(x: frame.minX, y: frame.minY + ascent),
                                        width: size.width, font: style.font, color: style.color.opacity(opacity),
                                        paint: paint)))
        if stretch { list.items.append(.pop) }
    }

    /// A rounded box with a question mark, in the foreground colour: a symbol the table lacks.
    private func drawUnknown(in frame: CGRect, opacity: Double, node: ViewNode, into list: inout DisplayList) {
        let color = style.color.opacity(opacity)
        let side = min(frame.width, frame.height)
        let box = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            .insetBy(dx: side * 0.08, dy: side * 0.08)
        guard box.width > 0 else { return }
        let line = max(1, side / 16)
        list.items.append(.stroke(.roundedRectangle(cornerRadius: side * 0.18), frame: box, color: color, lineWidth: line))
        let font = ResolvedFont(size: side * 0.6, weight: .bold)
        let measurer = node.graph.textMeasurer
        let width = measurer.width(of: "?", in: font)
        let metrics = measurer.metrics(of: font)
        let origin = CGPoint(x: box.midX - width / 2, y: box.midY + (metrics.ascent - metrics.descent) / 2 - font.size * 0.05)
        list.items.append(.text(TextRun(text: "?", origin: origin, width: width, font: font, color: color)))
    }
}

/// The font symbols take instead of the environment's, where a container sizes its icons apart from its text
/// (a tab item's `Image` above its `Text`); nil for the environment's font.
private enum SymbolFontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

extension EnvironmentValues {
    var symbolFont: Font? {
        get { self[SymbolFontKey.self] }
        set { self[SymbolFontKey.self] = newValue }
    }
}
