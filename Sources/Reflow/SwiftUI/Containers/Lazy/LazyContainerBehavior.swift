/// What kind of lazy container a node is: the axis its lines follow one another along, how they are aligned
/// across it and spaced along it, which section views it pins, and, for a grid, its tracks' items.
struct LazyArrangement {
    /// The axis the lines follow one another along: vertical for `LazyVStack` and `LazyVGrid`.
    var axis: Axis
    /// The guide the views (a grid: its block of tracks, its headers) are aligned by across the axis.
    var alignment: AlignmentKey
    /// The gap between lines (nil: each pair's preferred spacing).
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    /// A grid's columns (rows for `LazyHGrid`); nil for a stack.
    var gridItems: [GridItem]?

    /// Whether a node made for `self` can keep what it measured for `other` (same kind of lines).
    func sharesLines(with other: LazyArrangement) -> Bool {
        axis == other.axis && (gridItems == nil) == (other.gridItems == nil)
    }
}

/// The node of a lazy stack or grid (layout rules §17). A build of the tree gives it its flattened content
/// (`LazyContent`); the views themselves are built during the layout pass (`PassBuiltContent`, as a
/// `GeometryReader`'s are):
/// - inside a scroll view that scrolls along its axis, only the lines within one viewport's length of the
///   visible part (before and after it), and the headers and footers that are pinned; the length of the rest
///   is estimated from the lines measured so far (`LazyExtents`);
/// - elsewhere, every view, laid out as the stack or grid rules say.
final class LazyContainerBehavior: NodeBehavior {
    private(set) var arrangement: LazyArrangement
    private var content: LazyContent
    let built = PassBuiltContent()
    /// The lines for the content and the current number of tracks; nil when the content changed since.
    private var lines: LazyLines?
    private var extents = LazyExtents()
    /// The length across the axis the extents were measured with (a grid: its tracks' total length), and
    /// whether they were measured at all.
    private var measuredAcross: CGFloat?? = .none
    /// The widest line measured (a stack's length across when none is proposed).
    private var idealAcross: CGFloat = 0
    /// The node range (in the subviews) of each built view, by the view's index in the content.
    private var nodeRanges: [Int: Range<Int>] = [:]
    /// The lines built, contiguous, and the pinned lines built outside them.
    private var window: Range<Int> = 0..<0
    private var pinnedOutside: [Int] = []
    /// Whether every view is built (outside a scroll view).
    private var buildsEverything = false
    private let stackCache = StackCache()

    init(arrangement: LazyArrangement, content: LazyContent) {
        self.arrangement = arrangement
        self.content = content
    }

    override var name: String {
        switch (arrangement.gridItems == nil, arrangement.axis) {
        case (true, .vertical): return "LazyVStack"
        case (true, .horizontal): return "LazyHStack"
        case (false, .vertical): return "LazyVGrid"
        case (false, .horizontal): return "LazyHGrid"
        }
    }

    override var placesSubviews: Bool { true }
    override var orientationForSubviews: Axis? { arrangement.gridItems == nil ? arrangement.axis : nil }

    /// Takes what a new build of the tree gives the node.
    func update(arrangement: LazyArrangement, content: LazyContent) {
        if !arrangement.sharesLines(with: self.arrangement) || content.count != self.content.count {
            measuredAcross = .none
        }
        self.arrangement = arrangement
        self.content = content
        lines = nil
    }

    override func dropped(_ node: ViewNode) { built.cutParentPointers() }

    // MARK: Structure

    private var axis: Axis { arrangement.axis }
    private var isGrid: Bool { arrangement.gridItems != nil }

    /// A grid's tracks for the length `across` (unspecified: 0, every item at its minimum).
    private func tracks(for across: CGFloat?) -> LazyGridTracks {
        LazyGridTracks(items: arrangement.gridItems ?? [], length: across ?? 0)
    }

    /// The lines for `perLine` views a line, kept while the content and the track count stay.
    private func lines(perLine: Int) -> LazyLines {
        if let lines, lines.perLine == max(1, perLine) { return lines }
        let made = LazyLines(content, perLine: perLine)
        if made.count != extents.count { measuredAcross = .none }
        lines = made
        return made
    }

    /// Whether a scroll view around the node scrolls along its axis: then it is lazy.
    private func isLazy(_ node: ViewNode) -> Bool {
        let axes: Axis.Set = axis == .vertical ? .vertical : .horizontal
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current.behavior as? LayoutBehavior<ScrollLayout>, scroll.layout.axes.contains(axes) {
                return true
            }
            ancestor = current.parent
        }
        return false
    }

    /// Makes the measurements fit `across` (a new length across, or new lines, forget them).
    private func prepareExtents(across: CGFloat?, lines: LazyLines) {
        if measuredAcross == .some(across), extents.count == lines.count { return }
        extents.reset(count: lines.count)
        measuredAcross = .some(across)
        idealAcross = 0
    }

    // MARK: Building

    /// Builds the views of `wanted` lines (in that order: the subviews' order, which is the drawing order) and
    /// forgets the rest.
    private func build(_ node: ViewNode, lines: LazyLines, wanted: [Int], whilePlacing: Bool) {
        let content = self.content
        var ranges: [Int: Range<Int>] = [:]
        ranges.reserveCapacity(wanted.count * lines.perLine)
        let children = built.build(for: node, orientation: orientationForSubviews) { resolver in
            for line in wanted {
                for view in lines.views(on: line).range {
                    let start = resolver.nodes.count
                    content.resolve(view, into: &resolver)
                    ranges[view] = start..<resolver.nodes.count
                }
            }
        }
        if whilePlacing { node.adoptWhilePlacing(children) } else { node.adopt(children) }
        nodeRanges = ranges
    }

    /// Builds every view, in order (outside a scroll view).
    private func buildEverything(_ node: ViewNode, lines: LazyLines, whilePlacing: Bool) {
        build(node, lines: lines, wanted: Array(0..<lines.count), whilePlacing: whilePlacing)
        window = 0..<lines.count
        pinnedOutside = []
        buildsEverything = true
    }

    /// Builds the lines `range`, and the pinned headers and footers of the sections at `top` and `bottom`
    /// (positions along the axis in the node), pinned lines drawn last (above the rest).
    private func buildWindow(_ node: ViewNode, lines: LazyLines, range: Range<Int>, top: Double?, bottom: Double?,
                             whilePlacing: Bool) {
        var order: [Int] = [], pinned: [Int] = [], outside: [Int] = []
        let pins = arrangement.pinnedViews
        for line in range {
            let role = lines.views(on: line).role
            if role == .header && pins.contains(.sectionHeaders) || role == .footer && pins.contains(.sectionFooters) {
                pinned.append(line)
            } else {
                order.append(line)
            }
        }
        func addSection(at position: Double?, _ pick: (LazyLines.SectionLines) -> Int?) {
            guard let position, lines.count > 0 else { return }
            let section = lines.views(on: extents.line(at: position)).section
            guard section >= 0, let line = pick(lines.sections[section]), !range.contains(line),
                  !outside.contains(line) else { return }
            outside.append(line)
        }
        if pins.contains(.sectionHeaders) { addSection(at: top) { $0.header } }
        if pins.contains(.sectionFooters) { addSection(at: bottom) { $0.footer } }
        build(node, lines: lines, wanted: order + pinned + outside, whilePlacing: whilePlacing)
        window = range
        pinnedOutside = outside
        buildsEverything = false
    }

    // MARK: Measuring

    /// The nodes of view `view`, if built.
    private func nodes(of view: Int, _ children: ContiguousArray<ViewNode>) -> ArraySlice<ViewNode>? {
        guard let range = nodeRanges[view] else { return nil }
        return children[range]
    }

    /// The length along the axis of `nodes` stacked (with the gaps between them), and the widest across,
    /// each proposed `proposal`.
    private func stacked(_ nodes: ArraySlice<ViewNode>, _ proposal: ProposedViewSize) -> (length: CGFloat, across: CGFloat) {
        var length: CGFloat = 0, across: CGFloat = 0
        var previous: ViewNode?
        for child in nodes {
            let size = child.size(for: proposal)
            if let previous { length += gap(between: previous, and: child) }
            length += size[axis]
            across = max(across, size[axis.orthogonal])
            previous = child
        }
        return (length, across)
    }

    private func gap(between a: ViewNode, and b: ViewNode) -> CGFloat {
        arrangement.spacing ?? a.spacing.distance(to: b.spacing, along: axis)
    }

    /// What a line's views are proposed across the axis: a stack's own proposal, a grid's header and footer
    /// the tracks' length; a grid cell, its track's (`cellAcross`).
    private func lineAcross(_ across: CGFloat?, _ tracks: LazyGridTracks) -> CGFloat? { isGrid ? tracks.total : across }

    /// Line `line`'s length along the axis and across it, if its views are built.
    private func measure(_ line: Int, lines: LazyLines, across: CGFloat?, tracks: LazyGridTracks,
                         _ children: ContiguousArray<ViewNode>) -> (length: CGFloat, across: CGFloat)? {
        let (range, role, _) = lines.views(on: line)
        var length: CGFloat = 0, thickness: CGFloat = 0
        for (column, view) in range.enumerated() {
            guard let nodes = nodes(of: view, children) else { return nil }
            let cellAcross = isGrid && role == .cell ? tracks.lengths[column] : lineAcross(across, tracks)
            let size = stacked(nodes, ProposedViewSize(axis, along: nil, across: cellAcross))
            length = max(length, size.length)
            thickness = max(thickness, size.across)
        }
        return (length, thickness)
    }

    /// The gap after line `line`: the container's spacing, or the preferred spacing between the line's first
    /// view's last node and the next line's first node (the platform's default when either is not built).
    private func gap(after line: Int, lines: LazyLines, _ children: ContiguousArray<ViewNode>) -> CGFloat {
        if let spacing = arrangement.spacing { return spacing }
        let here = lines.views(on: line).range, next = lines.views(on: line + 1).range
        if let a = nodes(of: here.lowerBound, children)?.last, let b = nodes(of: next.lowerBound, children)?.first {
            return a.spacing.distance(to: b.spacing, along: axis)
        }
        return ViewSpacing().distance(to: ViewSpacing(), along: axis)
    }

    /// Measures every built line into the extents; true when the total length changed.
    @discardableResult
    private func measureBuilt(_ node: ViewNode, lines: LazyLines, across: CGFloat?, tracks: LazyGridTracks) -> Bool {
        let before = extents.total
        let children = node.record.subviews.nodes
        forEachBuiltLine(lines) { line in
            guard let size = measure(line, lines: lines, across: across, tracks: tracks, children) else { return }
            let gap = line < lines.count - 1 ? self.gap(after: line, lines: lines, children) : 0
            extents.set(Double(size.length + gap), for: line)
            idealAcross = max(idealAcross, size.across)
        }
        return abs(extents.total - before) > 0.001
    }

    /// Builds the lines from `first` on until they fill twice the host's length along the axis (what the
    /// first layout of a scroll view shows, and one viewport more), measuring as it goes.
    private func buildFirstLines(_ node: ViewNode, lines: LazyLines, from first: Int, across: CGFloat?,
                                 tracks: LazyGridTracks) {
        guard lines.count > 0 else {
            build(node, lines: lines, wanted: [], whilePlacing: false)
            window = 0..<0
            return
        }
        let first = min(first, lines.count - 1)
        let target = 2 * Double(node.graph.hostBounds.size[axis])
        var count = min(lines.count - first, 16)
        for _ in 0..<3 {
            buildWindow(node, lines: lines, range: first..<first + count, top: nil, bottom: nil, whilePlacing: false)
            measureBuilt(node, lines: lines, across: across, tracks: tracks)
            let covered = extents.position(of: first + count) - extents.position(of: first)
            if covered >= target || first + count >= lines.count { break }
            let more = Int((target / max(extents.estimate, 1)).rounded(.up)) + 1
            count = min(lines.count - first, max(count + 1, more))
        }
    }

    // MARK: Sizing

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let across = proposal[axis.orthogonal]
        let tracks = tracks(for: across)
        let lines = lines(perLine: isGrid ? tracks.count : 1)
        guard isLazy(node) else {
            if built.isStale || !buildsEverything { buildEverything(node, lines: lines, whilePlacing: false) }
            if !isGrid {
                // The views as a stack lays them out (§17.1), as wide as proposed.
                let size = stackAlgorithm.sizeThatFits(proposal: proposal, subviews: node.record.subviews, cache: stackCache)
                return CGSize(axis, along: size[axis], across: across ?? size[axis.orthogonal])
            }
            return CGSize(axis, along: allLinesLength(node, lines: lines, across: across, tracks: tracks), across: tracks.total)
        }
        if measuredAcross == .none || built.isStale || !extents.hasMeasurements {
            prepareExtents(across: isGrid ? tracks.total : across, lines: lines)
            buildFirstLines(node, lines: lines, from: window.lowerBound, across: across, tracks: tracks)
        }
        // Another proposal across than the one measured (a parent probing) is answered from the estimates.
        let length = lines.count == extents.count ? extents.total : extents.estimate * Double(lines.count)
        return CGSize(axis, along: CGFloat(length), across: isGrid ? tracks.total : across ?? idealAcross)
    }

    private var stackAlgorithm: StackAlgorithm {
        StackAlgorithm(axis: axis, alignment: arrangement.alignment, spacing: arrangement.spacing)
    }

    /// The length of every line and the gaps between them, every view being built.
    private func allLinesLength(_ node: ViewNode, lines: LazyLines, across: CGFloat?, tracks: LazyGridTracks) -> CGFloat {
        let children = node.record.subviews.nodes
        var total: CGFloat = 0
        for line in 0..<lines.count {
            total += measure(line, lines: lines, across: across, tracks: tracks, children)?.length ?? 0
            if line < lines.count - 1 { total += gap(after: line, lines: lines, children) }
        }
        return total
    }

    // MARK: Placing

    override func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        // A scroll moves the visible part without laying the container out: it must be placed every pass.
        node.keepAncestorsLayingOut()
        let across = proposal[axis.orthogonal]
        // A grid's tracks come from its own final length, not its proposal (surface §7.5).
        let tracks = tracks(for: isGrid ? bounds.size[axis.orthogonal] : across)
        let lines = lines(perLine: isGrid ? tracks.count : 1)
        guard isLazy(node) else {
            if built.isStale || !buildsEverything { buildEverything(node, lines: lines, whilePlacing: true) }
            if isGrid {
                let children = node.record.subviews.nodes
                var positions: [CGFloat] = [0]
                for line in 0..<lines.count {
                    positions.append(positions[line] + (measure(line, lines: lines, across: across, tracks: tracks,
                                                                children)?.length ?? 0)
                                     + (line < lines.count - 1 ? gap(after: line, lines: lines, children) : 0))
                }
                placeLines(node, lines: lines, bounds: bounds, across: across, tracks: tracks,
                           visible: Optional<(top: Double, bottom: Double)>.none) { positions[$0] }
            } else {
                placeStack(node, bounds: bounds, proposal: proposal)
            }
            return
        }
        // A grid's lines depend on its tracks alone (a grid of fixed columns is narrower than its proposal).
        prepareExtents(across: isGrid ? tracks.total : across, lines: lines)
        // The visible part, along the axis, in the node's own coordinates.
        let visible = node.visibleRectInHost, frame = node.frameInHost
        let start = Double(axis == .vertical ? frame.minY : frame.minX)
        let top = Double(axis == .vertical ? visible.minY : visible.minX) - start
        let bottom = Double(axis == .vertical ? visible.maxY : visible.maxX) - start
        let viewport = max(bottom - top, 0)
        if lines.count > 0, viewport > 0 {
            // Build one viewport ahead and behind; build again once the built lines no longer reach half a
            // viewport past either end, so that most scroll steps build nothing.
            let needed = extents.line(at: top - viewport / 2)...extents.line(at: bottom + viewport / 2)
            let covered = !buildsEverything && window.contains(needed.lowerBound) && window.contains(needed.upperBound)
            let pinnedStillRight = arrangement.pinnedViews.isEmpty || pinnedLinesAreBuilt(lines, top: top, bottom: bottom)
            if built.isStale || !covered || !pinnedStillRight {
                let first = extents.line(at: top - viewport), last = extents.line(at: bottom + viewport)
                buildWindow(node, lines: lines, range: first..<last + 1, top: top, bottom: bottom, whilePlacing: true)
            }
        } else if built.isStale {
            buildWindow(node, lines: lines, range: window.clamped(to: 0..<lines.count), top: nil, bottom: nil,
                        whilePlacing: true)
        }
        if measureBuilt(node, lines: lines, across: across, tracks: tracks),
           abs(extents.total - Double(bounds.size[axis])) > 0.5 {
            // The measured lines changed the estimated length: the containers around answer again in a pass
            // of their own (the scroll view's content size with them), as SwiftUI's estimates change the
            // content size while scrolling.
            node.forgetAnswersUpwards()
            node.graph.requestLayout()
        }
        let extents = self.extents
        placeLines(node, lines: lines, bounds: bounds, across: across, tracks: tracks,
                   visible: (top + Double(bounds.minY(axis)), bottom + Double(bounds.minY(axis)))) {
            CGFloat(extents.position(of: $0))
        }
    }

    /// Whether the pinned header of the section at `top` and the pinned footer of the one at `bottom` are
    /// built.
    private func pinnedLinesAreBuilt(_ lines: LazyLines, top: Double, bottom: Double) -> Bool {
        func check(_ position: Double, _ pick: (LazyLines.SectionLines) -> Int?) -> Bool {
            let section = lines.views(on: extents.line(at: position)).section
            guard section >= 0, let line = pick(lines.sections[section]) else { return true }
            return window.contains(line) || pinnedOutside.contains(line)
        }
        let pins = arrangement.pinnedViews
        return (!pins.contains(.sectionHeaders) || check(top) { $0.header })
            && (!pins.contains(.sectionFooters) || check(bottom) { $0.footer })
    }

    /// Places a stack's views, every one built, as the stack rules do, the block of them aligned across the
    /// node's whole length by the stack's guide (§17.1).
    private func placeStack(_ node: ViewNode, bounds: CGRect, proposal: ProposedViewSize) {
        var inner = proposal
        inner[axis.orthogonal] = proposal[axis.orthogonal] ?? bounds.size[axis.orthogonal]
        let subviews = node.record.subviews
        let size = stackAlgorithm.sizeThatFits(proposal: inner, subviews: subviews, cache: stackCache)
        let free = bounds.size[axis.orthogonal] - size[axis.orthogonal]
        let shift = free * fraction(of: arrangement.alignment, in: bounds.size[axis.orthogonal])
        var block = bounds
        if axis == .vertical {
            block.origin.x += shift
            block.size.width = size.width
        } else {
            block.origin.y += shift
            block.size.height = size.height
        }
        stackAlgorithm.placeSubviews(in: block, proposal: inner, subviews: subviews, cache: stackCache)
    }

    /// Where a guide's default value falls in a length, as a fraction of it (a custom guide: its default
    /// value for a view of that length, over the length).
    private func fraction(of key: AlignmentKey, in length: CGFloat) -> CGFloat {
        if let fraction = key.fraction { return fraction }
        guard length > 0 else { return 0 }
        let size = CGSize(axis.orthogonal, along: length, across: 0)
        return key.id.defaultValue(in: ViewDimensions(size: size, node: nil, proposal: .unspecified, guideLimit: 0)) / length
    }

    /// Places the built lines, line `line` at `position(line)` along the axis from the node's start; pinned
    /// headers and footers are kept inside the visible part `visible` (along the axis, host coordinates) while
    /// their section is (§17.4).
    private func placeLines(_ node: ViewNode, lines: LazyLines, bounds: CGRect, across: CGFloat?, tracks: LazyGridTracks,
                            visible: (top: Double, bottom: Double)?, position: (Int) -> CGFloat) {
        let children = node.record.subviews.nodes
        let origin = bounds.minY(axis), crossOrigin = bounds.minY(axis.orthogonal)
        let crossLength = bounds.size[axis.orthogonal]
        let blockStart = crossOrigin + (crossLength - tracks.total) * fraction(of: arrangement.alignment, in: crossLength)
        let pins = arrangement.pinnedViews
        forEachBuiltLine(lines) { line in
            let (range, role, section) = lines.views(on: line)
            var start = origin + position(line)
            if let visible, section >= 0, (role == .header && pins.contains(.sectionHeaders))
                || (role == .footer && pins.contains(.sectionFooters)) {
                let length = measure(line, lines: lines, across: across, tracks: tracks, children)?.length ?? 0
                start = pinnedStart(of: line, role: role, natural: start, length: length, visible: visible,
                                    section: lines.sections[section], origin: origin, lines: lines,
                                    across: across, tracks: tracks, children: children, position: position)
            }
            if isGrid && role == .cell {
                let length = measure(line, lines: lines, across: across, tracks: tracks, children)?.length ?? 0
                for (column, view) in range.enumerated() {
                    guard let nodes = nodes(of: view, children) else { continue }
                    let cell = CGRect(axis, along: start, length, across: blockStart + tracks.starts[column],
                                      tracks.lengths[column])
                    placeCell(nodes, in: cell, alignment: tracks.alignments[column])
                }
            } else {
                for view in range {
                    guard let nodes = nodes(of: view, children) else { continue }
                    let lineAcross = isGrid ? tracks.total : across ?? crossLength
                    let lineBounds = isGrid ? CGRect(axis, along: start, 0, across: blockStart, tracks.total)
                        : CGRect(axis, along: start, 0, across: crossOrigin, crossLength)
                    start = placeStacked(nodes, from: start, proposal: ProposedViewSize(axis, along: nil, across: lineAcross),
                                         bounds: lineBounds)
                }
            }
        }
    }

    /// Where a pinned header or footer starts: a header no higher than the visible top, a footer no lower
    /// than the visible bottom, neither leaving its section.
    private func pinnedStart(of line: Int, role: LazyContent.Role, natural: CGFloat, length: CGFloat,
                             visible: (top: Double, bottom: Double), section: LazyLines.SectionLines,
                             origin: CGFloat, lines: LazyLines, across: CGFloat?, tracks: LazyGridTracks,
                             children: ContiguousArray<ViewNode>, position: (Int) -> CGFloat) -> CGFloat {
        let sectionStart = origin + position(section.first)
        let lastLength = measure(section.last, lines: lines, across: across, tracks: tracks, children)?.length
            ?? CGFloat(extents.extent(of: section.last))
        let sectionEnd = origin + position(section.last) + lastLength
        if role == .header {
            return min(max(natural, CGFloat(visible.top)), sectionEnd - length)
        }
        var after = sectionStart
        if let header = section.header, header != line {
            after += measure(header, lines: lines, across: across, tracks: tracks, children)?.length ?? 0
        }
        return max(min(natural, CGFloat(visible.bottom) - length), after)
    }

    /// Places `nodes` one after another along the axis from `start`, each aligned across by the container's
    /// guide in `bounds`; returns where the next view would start.
    private func placeStacked(_ nodes: ArraySlice<ViewNode>, from start: CGFloat, proposal: ProposedViewSize,
                              bounds: CGRect) -> CGFloat {
        var position = start
        var previous: ViewNode?
        let key = arrangement.alignment
        let crossLength = bounds.size[axis.orthogonal], crossOrigin = bounds.minY(axis.orthogonal)
        let line = crossOrigin + crossLength * fraction(of: key, in: crossLength)
        for child in nodes {
            if let previous { position += gap(between: previous, and: child) }
            let dimensions = child.dimensions(for: proposal)
            let size = dimensions.size
            let crossPosition = line - dimensions[key]
            let point = axis == .vertical ? CGPoint(x: crossPosition, y: position) : CGPoint(x: position, y: crossPosition)
            child.place(at: point, anchor: .topLeading, proposal: proposal)
            position += size[axis]
            previous = child
        }
        return position
    }

    /// Places a grid cell's views in `cell`, aligned by `alignment` (one view is proposed the whole cell; several
    /// are stacked along the axis).
    private func placeCell(_ nodes: ArraySlice<ViewNode>, in cell: CGRect, alignment: Alignment) {
        let horizontal = alignment.horizontal.key.fraction ?? 0.5, vertical = alignment.vertical.key.fraction ?? 0.5
        if nodes.count == 1, let child = nodes.first {
            let proposal = ProposedViewSize(cell.size)
            let size = child.size(for: proposal)
            child.place(at: CGPoint(x: cell.minX + (cell.width - size.width) * horizontal,
                                    y: cell.minY + (cell.height - size.height) * vertical),
                        anchor: .topLeading, proposal: proposal)
            return
        }
        let proposal = ProposedViewSize(axis, along: nil, across: cell.size[axis.orthogonal])
        let total = stacked(nodes, proposal).length
        let alongFraction = axis == .vertical ? vertical : horizontal
        var position = cell.minY(axis) + (cell.size[axis] - total) * alongFraction
        var previous: ViewNode?
        for child in nodes {
            if let previous { position += gap(between: previous, and: child) }
            let size = child.size(for: proposal)
            let acrossFraction = axis == .vertical ? horizontal : vertical
            let crossPosition = cell.minY(axis.orthogonal) + (cell.size[axis.orthogonal] - size[axis.orthogonal]) * acrossFraction
            child.place(at: axis == .vertical ? CGPoint(x: crossPosition, y: position) : CGPoint(x: position, y: crossPosition),
                        anchor: .topLeading, proposal: proposal)
            position += size[axis]
            previous = child
        }
    }

    /// Calls `body` with each built line: the window's, then the pinned ones outside it.
    private func forEachBuiltLine(_ lines: LazyLines, _ body: (Int) -> Void) {
        for line in window where line < lines.count { body(line) }
        for line in pinnedOutside where line < lines.count { body(line) }
    }

    // MARK: Explaining

    /// A grid's tracks and built lines as placed in `bounds` (for the negotiation's record, after its pass):
    /// the tracks worked out again from the grid's own length across, as placing does (§17.5), the block of
    /// them aligned by the grid's alignment; each built line at the position placing gave it. A lazy stack
    /// outside a scroll view is explained as the stack it is laid out as (§17.1); inside one it shares
    /// nothing (each view is proposed nil along the axis), and explains nothing.
    override func explanation(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) -> ContainerExplanation? {
        guard isGrid else {
            guard !isLazy(node), buildsEverything else { return nil }
            var inner = proposal
            inner[axis.orthogonal] = proposal[axis.orthogonal] ?? bounds.size[axis.orthogonal]
            return .stack(stackAlgorithm.explanation(in: bounds, proposal: inner, subviews: node.record.subviews,
                                                     cache: stackCache))
        }
        let across = proposal[axis.orthogonal]
        let crossLength = bounds.size[axis.orthogonal]
        let tracks = tracks(for: crossLength)
        let lines = lines(perLine: tracks.count)
        let children = node.record.subviews.nodes
        let blockStart = (crossLength - tracks.total) * fraction(of: arrangement.alignment, in: crossLength)
        let trackList = (0..<tracks.count).map {
            GridExplanation.Track(offset: blockStart + tracks.starts[$0], length: tracks.lengths[$0], minimum: nil,
                                  maximum: nil, item: tracks.itemIndices[$0])
        }
        let trackGaps = (0..<max(0, tracks.count - 1)).map {
            tracks.starts[$0 + 1] - tracks.starts[$0] - tracks.lengths[$0]
        }
        // Lines where placing put them: one after another outside a scroll view; at their measured or
        // estimated extents inside one (§17.3).
        let lazy = isLazy(node)
        var built: [Int] = []
        forEachBuiltLine(lines) { built.append($0) }
        built.sort()
        var lineList: [GridExplanation.Track] = [], lineGaps: [CGFloat] = [], cells: [GridExplanation.Cell] = []
        var running: CGFloat = 0
        for (k, line) in built.enumerated() {
            if !lazy && k > 0 {
                running += lineList[k - 1].length + gap(after: built[k - 1], lines: lines, children)
            }
            let offset = lazy ? CGFloat(extents.position(of: line)) : running
            let length = measure(line, lines: lines, across: across, tracks: tracks, children)?.length ?? 0
            if k > 0 { lineGaps.append(offset - lineList[k - 1].offset - lineList[k - 1].length) }
            lineList.append(GridExplanation.Track(offset: offset, length: length, minimum: nil, maximum: nil,
                                                  item: nil))
            let (range, role, _) = lines.views(on: line)
            guard role == .cell else { continue }
            for (track, view) in range.enumerated() {
                for child in nodeRanges[view] ?? 0..<0 {
                    cells.append(axis == .vertical
                        ? GridExplanation.Cell(child: child, row: k, column: track, columnSpan: 1)
                        : GridExplanation.Cell(child: child, row: track, column: k, columnSpan: 1))
                }
            }
        }
        if axis == .vertical {
            return .grid(GridExplanation(columns: trackList, rows: lineList, columnGaps: trackGaps,
                                         rowGaps: lineGaps, cells: cells))
        }
        return .grid(GridExplanation(columns: lineList, rows: trackList, columnGaps: lineGaps,
                                     rowGaps: trackGaps, cells: cells))
    }

    // MARK: For tests

    /// The lines built now (for tests).
    var builtLineCount: Int { window.count + pinnedOutside.count }
}

extension CGRect {
    /// The rect's start along `axis`.
    fileprivate func minY(_ axis: Axis) -> CGFloat { axis == .vertical ? minY : minX }

    /// A rect given by its start and length along `axis` and across it.
    fileprivate init(_ axis: Axis, along start: CGFloat, _ length: CGFloat, across crossStart: CGFloat, _ crossLength: CGFloat) {
        if axis == .vertical {
            self.init(x: crossStart, y: start, width: crossLength, height: length)
        } else {
            self.init(x: start, y: crossStart, width: length, height: crossLength)
        }
    }
}

extension Resolver {
    /// Appends a lazy container's node, giving it the content flattened (`LazyContent`) and what a build in
    /// the layout pass needs (layout rules §17).
    mutating func appendLazyContainer<Content: View>(_ arrangement: LazyArrangement, content: Content) {
        let flattened = LazyContent(content)
        let environment = self.environment, animation = self.animation
        appendLeaf(LazyContainerBehavior.self, make: {
            let behavior = LazyContainerBehavior(arrangement: arrangement, content: flattened)
            behavior.built.update(environment: environment, animation: animation)
            return behavior
        }, update: { behavior in
            behavior.update(arrangement: arrangement, content: flattened)
            behavior.built.update(environment: environment, animation: animation)
        })
    }
}
