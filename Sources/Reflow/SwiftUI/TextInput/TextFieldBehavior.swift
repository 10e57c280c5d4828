// The node of a text field or secure field: its size (docs/text-input.md §1), its drawing (the style's
// border, the text or placeholder, the selection and the caret), and the editing state it keeps from build
// to build (the selection, the scroll position).

/// What a field shows and how, read from the view and its environment when it is built.
struct FieldConfiguration: Equatable {
    var font: ResolvedFont
    var textColor: Color
    var placeholderColor: Color
    /// The caret and selection colour (`.tint`, else the accent colour).
    var tint: Color
    var placeholder: String
    var isSecure: Bool
    /// `.vertical` for a field that grows with its lines (`TextField(_:text:axis: .vertical)`).
    var axis: Axis
    var style: _TextFieldStyleKind
    var lineLimit: Int?
    /// The lines a vertical field is always as tall as (`.lineLimit(3...)`, `reservesSpace`).
    var reservedLines: Int?
    var alignment: TextAlignment
    var isEnabled: Bool

    var isVertical: Bool { axis == .vertical }
}

final class TextFieldBehavior: NodeBehavior {
    var configuration: FieldConfiguration {
        didSet {
            if configuration != oldValue {
                layoutCache = nil
                placeholderCache = nil
            }
        }
    }
    /// The text shown: the binding's value when the view was last built, or the latest edit.
    private(set) var text: String
    /// The selection (the caret when empty), in character offsets.
    private(set) var selection: FieldSelection
    var isFocused = false
    /// How far a one-line field's text is scrolled left to keep the caret in view, and the first line a
    /// vertical field shows when it has more lines than its limit.
    private var scrollX: CGFloat = 0
    private var firstLine = 0
    /// Where Up and Down aim, so that a caret moving through a short line comes back to its column.
    private var goalX: CGFloat?
    /// The layout of the text for one width, made again when the text, the width or the configuration
    /// changes.
    private var layoutCache: (width: CGFloat?, measurer: ObjectIdentifier, layout: FieldLayout)?
    private var placeholderCache: (width: CGFloat?, measurer: ObjectIdentifier, layout: FieldLayout)?

    /// The width of the caret (UIKit's text cursor is 2 points wide).
    static let caretWidth: CGFloat = 2
    /// The corner radius of the rounded border (UITextField's `.roundedRect`, about 5 points).
    static let cornerRadius: CGFloat = 5
    /// The border colour: the system's separator grey.
    static let borderColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

    init(_ configuration: FieldConfiguration, text: String) {
        self.configuration = configuration
        self.text = text
        selection = FieldSelection(caret: text.count)
    }

    override var name: String { configuration.isSecure ? "SecureField" : "TextField" }

    override var intrinsicGuides: GuideSet { .textBaselines }

    /// Whether the field edits a draft of a formatted value (`TextField(_:value:format:)`): the text typed
    /// stays the field's own until it is committed, and builds meanwhile do not replace it.
    var editsDraft = false
    /// Whether the draft has edits not yet committed.
    private var hasUncommittedEdit = false

    /// Takes a new build's text: when code changed it, the selection is kept inside it.
    func update(_ configuration: FieldConfiguration, text: String) {
        self.configuration = configuration
        if editsDraft && hasUncommittedEdit { return }
        if text != self.text {
            self.text = text
            layoutCache = nil
            selection = selection.clamped(to: text.count)
        }
    }

    /// A committed draft: the field shows `formatted`, the value's text, again.
    func commitDraft(showing formatted: String) {
        hasUncommittedEdit = false
        if formatted != text {
            text = formatted
            layoutCache = nil
            selection = selection.clamped(to: text.count)
        }
    }

    /// The editor for the current text and selection.
    var editor: FieldEditor { FieldEditor(text: text, selection: selection) }

    /// Takes the result of an edit. `keepsGoal` keeps the column Up and Down aim for (they set it).
    func apply(_ editor: FieldEditor, keepsGoal: Bool = false) {
        let newText = editor.text
        if newText != text {
            text = newText
            layoutCache = nil
            if editsDraft { hasUncommittedEdit = true }
        }
        selection = editor.selection
        if !keepsGoal { goalX = nil }
    }

    // MARK: Layout

    /// The text as drawn: a secure field shows a bullet per character.
    private var display: String {
        configuration.isSecure ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// The lines of the text for an inner width of `width` (nil: unwrapped).
    func layout(width: CGFloat?, measurer: TextMeasurer) -> FieldLayout {
        // A one-line field's layout does not depend on the width: one entry serves every proposal.
        let width = configuration.isVertical ? width : nil
        if let cache = layoutCache, cache.width == width, cache.measurer == ObjectIdentifier(measurer) {
            return cache.layout
        }
        let layout = FieldLayout(display: display, font: configuration.font, measurer: measurer,
                                 wrapping: configuration.isVertical, width: width)
        layoutCache = (width, ObjectIdentifier(measurer), layout)
        return layout
    }

    private func placeholderLayout(width: CGFloat?, measurer: TextMeasurer) -> FieldLayout {
        let width = configuration.isVertical ? width : nil
        if let cache = placeholderCache, cache.width == width, cache.measurer == ObjectIdentifier(measurer) {
            return cache.layout
        }
        let layout = FieldLayout(display: configuration.placeholder, font: configuration.font, measurer: measurer,
                                 wrapping: configuration.isVertical, width: width)
        placeholderCache = (width, ObjectIdentifier(measurer), layout)
        return layout
    }

    /// How many lines a field with `count` lines of text shows: one for a one-line field; for a vertical
    /// one, its lines kept within the line limit's range (docs/text-input.md §1).
    private func shownLines(_ count: Int) -> Int {
        guard configuration.isVertical else { return 1 }
        var lines = max(1, count)
        if let limit = configuration.lineLimit { lines = min(lines, max(1, limit)) }
        if let reserved = configuration.reservedLines { lines = max(lines, reserved) }
        return lines
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let measurer = node.graph.textMeasurer
        let insets = configuration.style.insets
        // A finite proposed width is taken whole (a field fills its row); with none, or an infinite one, the
        // field is as wide as its text, or its placeholder while it is empty: what `.fixedSize()` shows.
        let proposedWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let innerWidth = proposedWidth.map { max(0, $0 - 2 * insets.width) }
        let measured = text.isEmpty && !configuration.placeholder.isEmpty
            ? placeholderLayout(width: innerWidth, measurer: measurer)
            : layout(width: innerWidth, measurer: measurer)
        let width = proposedWidth ?? (measured.width + 2 * insets.width)
        let height = CGFloat(shownLines(measured.lines.count)) * measured.lineHeight + 2 * insets.height
        return CGSize(width: width, height: height)
    }

    override func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize,
                                size: CGSize) -> CGFloat? {
        // The baselines of the first and last shown lines, as a Text's are (a field beside a label in an
        // HStack aligned by `.firstTextBaseline` lines up with it).
        let metrics = node.graph.textMeasurer.metrics(of: configuration.font)
        let top = configuration.style.insets.height
        if key == VerticalAlignment.firstTextBaseline.key { return top + metrics.ascent }
        if key == VerticalAlignment.lastTextBaseline.key {
            let lines = max(1, ((size.height - 2 * top) / metrics.lineHeight).rounded())
            return top + (lines - 1) * metrics.lineHeight + metrics.ascent
        }
        return nil
    }

    // MARK: Geometry of the caret

    /// Where the text goes in a field of `size`: the inset box, and its lines.
    private func geometry(size: CGSize, measurer: TextMeasurer) -> (inner: CGRect, layout: FieldLayout, visible: Int) {
        let insets = configuration.style.insets
        let inner = CGRect(x: insets.width, y: insets.height, width: max(0, size.width - 2 * insets.width),
                           height: max(0, size.height - 2 * insets.height))
        let layout = layout(width: configuration.isVertical ? inner.width : nil, measurer: measurer)
        let visible = max(1, Int((inner.height / layout.lineHeight).rounded()))
        return (inner, layout, visible)
    }

    /// The x of line `line`'s start in the inner box: its alignment within the box, less the scroll.
    private func lineOrigin(_ line: Int, layout: FieldLayout, innerWidth: CGFloat) -> CGFloat {
        let free = innerWidth - layout.lines[line].width
        guard free > 0 else { return -scrollX }
        let factor: CGFloat
        switch configuration.alignment {
        case .leading: factor = 0
        case .center: factor = 0.5
        case .trailing: factor = 1
        }
        return free * factor - scrollX
    }

    /// The caret offset nearest to `point` (in the field's own coordinates, as drawn now): what a click
    /// selects.
    func offset(at point: CGPoint, size: CGSize, measurer: TextMeasurer) -> Int {
        let (inner, layout, _) = geometry(size: size, measurer: measurer)
        let row = Int(((point.y - inner.minY) / layout.lineHeight).rounded(.down))
        let line = min(max(firstLine + row, 0), layout.lines.count - 1)
        let x = point.x - inner.minX - lineOrigin(line, layout: layout, innerWidth: inner.width)
        return layout.offset(nearest: x, onLine: line, measurer: measurer)
    }

    /// The offset Home (`toEnd` false) or End moves the caret to: the start or end of the caret's line.
    func lineBoundary(toEnd: Bool, size: CGSize, measurer: TextMeasurer) -> Int {
        let layout = geometry(size: size, measurer: measurer).layout
        let line = layout.lines[layout.line(of: selection.head)]
        return toEnd ? line.end : line.start
    }

    /// The offset Up (`step` -1) or Down moves the caret to: the nearest boundary to its column on the line
    /// above or below; before the first line, the start, and after the last, the end (as a Mac's fields do).
    /// Returns the offset and the column aimed at.
    func verticalMove(by step: Int, size: CGSize, measurer: TextMeasurer) -> (offset: Int, goal: CGFloat) {
        let (inner, layout, _) = geometry(size: size, measurer: measurer)
        let line = layout.line(of: selection.head)
        let goal = goalX ?? (lineOrigin(line, layout: layout, innerWidth: inner.width)
            + layout.x(of: selection.head, onLine: line, measurer: measurer))
        let target = line + step
        if target < 0 { return (0, goal) }
        if target >= layout.lines.count { return (layout.count, goal) }
        let x = goal - lineOrigin(target, layout: layout, innerWidth: inner.width)
        return (layout.offset(nearest: x, onLine: target, measurer: measurer), goal)
    }

    /// Up and Down keep aiming at `goal`.
    func setGoal(_ goal: CGFloat) { goalX = goal }

    /// Keeps the caret in view: scrolls a one-line field sideways, a vertical one by lines.
    private func scrollToCaret(inner: CGRect, layout: FieldLayout, visible: Int, measurer: TextMeasurer) {
        if configuration.isVertical {
            scrollX = 0
            let line = layout.line(of: selection.head)
            if line < firstLine { firstLine = line }
            if line >= firstLine + visible { firstLine = line - visible + 1 }
            firstLine = min(max(0, firstLine), max(0, layout.lines.count - visible))
            return
        }
        firstLine = 0
        let textWidth = layout.lines[0].width
        let room = inner.width - Self.caretWidth
        guard textWidth > room else { scrollX = 0; return }
        let caret = layout.x(of: selection.head, onLine: 0, measurer: measurer)
        if caret - scrollX > room { scrollX = caret - room }
        if caret - scrollX < 0 { scrollX = caret }
        scrollX = min(max(0, scrollX), textWidth - room)
    }

    // MARK: Drawing

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        let measurer = node.graph.textMeasurer
        let configuration = self.configuration
        if configuration.style == .roundedBorder {
            let shape = ShapeGeometry.roundedRectangle(cornerRadius: Self.cornerRadius)
            list.items.append(.fill(shape, frame: frame, color: Color.white.opacity(opacity)))
            list.items.append(.stroke(shape, frame: frame.insetBy(dx: 0.5, dy: 0.5),
                                      color: Self.borderColor.opacity(opacity), lineWidth: 1))
        }
        var (inner, layout, visible) = geometry(size: frame.size, measurer: measurer)
        inner = inner.offsetBy(dx: frame.minX, dy: frame.minY)
        let showsCaret = isFocused && configuration.isEnabled
        if showsCaret {
            scrollToCaret(inner: inner, layout: layout, visible: visible, measurer: measurer)
        } else {
            // A field without focus shows the start of its text (and code may have shortened it meanwhile).
            scrollX = 0
            firstLine = 0
        }
        let lineHeight = layout.lineHeight
        let shown = firstLine..<min(layout.lines.count, firstLine + visible)
        let overflows = scrollX > 0 || layout.lines.count > visible || layout.width > inner.width
        if overflows { list.items.append(.push(.clip(.rectangle, frame: inner, antialiased: false))) }
        func top(_ line: Int) -> CGFloat { inner.minY + CGFloat(line - firstLine) * lineHeight }
        func origin(_ line: Int, _ layout: FieldLayout) -> CGFloat {
            inner.minX + lineOrigin(line, layout: layout, innerWidth: inner.width)
        }

        // The selection, behind the text.
        if showsCaret, !selection.isEmpty {
            let range = selection.range
            let color = configuration.tint.opacity(0.25 * opacity)
            for index in shown {
                let line = layout.lines[index]
                let from = max(range.lowerBound, line.start), to = min(range.upperBound, line.end)
                // A selection that runs on past the line's end covers its break too: a little past the text.
                let runsOn = range.upperBound > line.end && index + 1 < layout.lines.count
                guard from < to || (runsOn && range.lowerBound <= line.end) else { continue }
                let x0 = layout.x(of: from, onLine: index, measurer: measurer)
                var x1 = layout.x(of: max(from, to), onLine: index, measurer: measurer)
                if runsOn { x1 += configuration.font.size * 0.3 }
                list.items.append(.fill(.rectangle, frame: CGRect(x: origin(index, layout) + x0, y: top(index),
                                                                   width: x1 - x0, height: lineHeight), color: color))
            }
        }

        // The text, or the placeholder in the secondary colour while the field is empty.
        if text.isEmpty {
            if !configuration.placeholder.isEmpty {
                let placeholder = placeholderLayout(width: configuration.isVertical ? inner.width : nil, measurer: measurer)
                let color = configuration.placeholderColor.opacity(opacity)
                for index in 0..<min(placeholder.lines.count, visible) {
                    appendLine(index, of: placeholder, x: origin(index, placeholder) + scrollX,
                               y: inner.minY + CGFloat(index) * lineHeight, color: color, into: &list)
                }
            }
        } else {
            let color = (configuration.isEnabled ? configuration.textColor : configuration.placeholderColor)
                .opacity(opacity)
            for index in shown {
                appendLine(index, of: layout, x: origin(index, layout), y: top(index), color: color, into: &list)
            }
        }

        // The caret, where the head of the selection is, when nothing is selected.
        if showsCaret, selection.isEmpty {
            let line = layout.line(of: selection.head)
            if shown.contains(line) {
                let x = origin(line, layout) + layout.x(of: selection.head, onLine: line, measurer: measurer)
                let glyphs = layout.metrics.ascent + layout.metrics.descent
                let caretX = min(max(x - Self.caretWidth / 2, inner.minX), max(inner.minX, inner.maxX - Self.caretWidth))
                list.items.append(.fill(.rectangle, frame: CGRect(x: caretX, y: top(line) + (lineHeight - glyphs) / 2,
                                                                  width: Self.caretWidth, height: glyphs),
                                        color: configuration.tint.opacity(opacity)))
            }
        }
        if overflows { list.items.append(.pop) }
    }

    private func appendLine(_ index: Int, of layout: FieldLayout, x: CGFloat, y: CGFloat, color: Color,
                            into list: inout DisplayList) {
        let line = layout.lines[index]
        // A line's text up to its break: the newline that ends it is not drawn.
        var text = layout.slice(line.start, line.next)
        while let last = text.last, last.isNewline { text.removeLast() }
        guard !text.isEmpty else { return }
        list.items.append(.text(TextRun(text: String(text), origin: CGPoint(x: x, y: y + layout.metrics.ascent),
                                        width: line.width, font: layout.font, color: color)))
    }
}
