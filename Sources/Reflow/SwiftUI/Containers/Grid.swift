/// A two-dimensional layout as a `Layout`: the views of each `GridRow` are the cells of one row, column after
/// column; a view outside any `GridRow` is a row of its own that spans every column (layout rules §5.3).
///
/// The subviews carry their grid structure as layout values (`GridRowKey` and the cell modifiers' keys), so
/// the layout works on a flat list of cells; `Grid` and `GridRow` only write those values. Apple documents
/// the outline (columns as wide as their widest cell, rows as tall as their tallest, the longest row giving
/// the column count); the details below are Reflow's choices where the sources are silent [U]:
///
/// - Columns. With no width proposed, a column is as wide as the ideal width of its widest single-column
///   cell. With a width proposed, the columns share it as an `HStack` shares its length (layout rules §5.1b):
///   least flexible first (flexibility = width at ∞ − width at 0), each offered an equal part of what is left.
///   Layout priorities are not consulted.
/// - Spanning cells. A cell wider than the columns it spans (plus the gaps between them) widens each of them
///   by an equal share of the difference, in source order. This is what lets a flexible view between rows,
///   such as a `Divider`, make the grid as wide as offered, which Apple's `gridCellUnsizedAxes` documentation
///   describes.
/// - Rows, given the column widths, are a `VStack` of rows: each row is as tall as its tallest cell measured at
///   the cell's width, and with a height proposed the rows share it the same way as the columns.
/// - Cells with `gridCellUnsizedAxes` do not count in the unsized axes; they are proposed the size the other
///   cells made. Every cell is proposed its whole cell rectangle: the spanned columns' width by the row's
///   height.
/// - Alignment. A cell is placed in its rectangle at its `gridCellAnchor` if it has one; otherwise its guides
///   meet the rectangle's: horizontally the column's `gridColumnAlignment` (from the first single-column cell
///   in the column that sets one; spanning cells use the grid's), else the grid's; vertically the
///   `GridRow`'s alignment, else the grid's.
/// - Spacing nil means the platform default, 8 points, between all columns and rows alike.
///
/// Like the stacks, it sizes and places its cells through `LayoutSubviews.unretainedNodes` (a grid asks each
/// cell several questions per pass), and reads their layout values through the public subscript.
public struct GridLayout: Layout, BuiltInLayout {
    /// Named after the view users write (`Grid { … }`), in warnings and the negotiation's record.
    static var nameInWarnings: String { "Grid" }

    /// The default alignment of cells within their rectangles.
    public var alignment: Alignment
    /// The gap between columns; nil for the platform default.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; nil for the platform default.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout with a default cell alignment and the gaps between columns and rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's structure and scratch storage.
    public typealias Cache = GridCache

    /// The most columns one cell may span (`gridCellColumns`): every spanned column is laid out, so a span
    /// near `Int.max` would overflow the column count or ask for more memory than there is.
    static let maximumSpan = 1_000

    /// Works out the rows and columns from the cells' layout values.
    public func makeCache(subviews: Subviews) -> GridCache {
        let cache = GridCache()
        cache.rebuild(subviews)
        return cache
    }

    /// The cells' layout values only change when the views do, so the structure is worked out here and not
    /// in every pass; the scratch arrays are kept.
    public func updateCache(_ cache: inout GridCache, subviews: Subviews) {
        cache.rebuild(subviews)
    }

    private var columnGap: CGFloat { horizontalSpacing ?? ViewSpacing.platformDefault }
    private var rowGap: CGFloat { verticalSpacing ?? ViewSpacing.platformDefault }

    /// The columns' widths and the rows' heights for `proposal`, with the gaps between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        measure(proposal, subviews, cache)
        return CGSize(width: cache.columns.total(gap: columnGap), height: cache.rows.total(gap: rowGap))
    }

    /// Places each cell in its rectangle, from the top-leading corner of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout GridCache) {
        guard !subviews.isEmpty else { return }
        measure(proposal, subviews, cache)
        let columns = cache.columns, rows = cache.rows
        var x = bounds.minX
        for c in 0..<columns.count {
            columns.origins[c] = x
            x += columns.lengths[c] + columnGap
        }
        let first = subviews.startIndex
        let nodes = subviews.unretainedNodes
        var y = bounds.minY
        for r in 0..<rows.count {
            let height = rows.lengths[r]
            let rowAlignment = cache.rowAlignments[r] ?? alignment.vertical
            for i in cache.rowStarts[r]..<cache.rowStarts[r + 1] {
                let column = cache.cellColumns[i]
                let rect = CGRect(x: columns.origins[column], y: y, width: cache.cellWidths[i], height: height)
                let cellProposal = ProposedViewSize(rect.size)
                if let anchor = cache.cellAnchors[i] {
                    let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
                    nodes.with(first + i) { $0.place(at: point, anchor: anchor, proposal: cellProposal) }
                } else {
                    let columnAlignment = cache.cellSpans[i] == 1 ? cache.columnAlignments[column] : nil
                    let cellAlignment = Alignment(horizontal: columnAlignment ?? alignment.horizontal,
                                                  vertical: rowAlignment)
                    nodes.with(first + i) { $0.place(aligning: cellAlignment, in: rect, proposal: cellProposal) }
                }
            }
            y += height + rowGap
        }
    }

    // MARK: Sizing

    /// Decides the column widths, each cell's width and the row heights for `proposal`, into `cache`.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: GridCache) {
        if cache.cellColumns.count != subviews.count { cache.rebuild(subviews) }
        sizeColumns(proposal.width, subviews, cache)
        let columns = cache.columns
        for i in 0..<cache.cellColumns.count {
            let start = cache.cellColumns[i], span = cache.cellSpans[i]
            var width = columnGap * CGFloat(span - 1)
            for c in start..<start + span { width += columns.lengths[c] }
            cache.cellWidths[i] = width
        }
        sizeRows(proposal.height, subviews, cache)
    }

    private func sizeColumns(_ proposed: CGFloat?, _ subviews: Subviews, _ cache: GridCache) {
        let columns = cache.columns
        columns.reset(count: cache.columnCount)
        guard let proposed else {
            columnWidths(for: nil, into: &columns.lengths, subviews, cache)
            return
        }
        columnWidths(for: 0, into: &columns.minimums, subviews, cache)
        columnWidths(for: .infinity, into: &columns.maximums, subviews, cache)
        let gaps = columnGap * CGFloat(max(0, columns.count - 1))
        let nodes = subviews.unretainedNodes
        columns.share(proposed - gaps) { c, offer in
            var width = columns.minimums[c]
            // A column widened by a spanning cell grows with the offer up to the width that cell asked for.
            if columns.maximums[c] > columns.cellMaximums[c] { width = max(width, min(offer, columns.maximums[c])) }
            for k in cache.columnCellStarts[c]..<cache.columnCellStarts[c + 1] {
                let cell = nodes.with(subviews.startIndex + cache.columnCells[k]) {
                    $0.size(for: ProposedViewSize(width: offer, height: nil))
                }
                width = max(width, cell.width)
            }
            return width
        }
    }

    /// Each column's width when every cell is proposed `width`: the widest single-column cell, then widened
    /// for the spanning cells. Also records the width before spanning cells in `columns.cellMaximums`.
    private func columnWidths(for width: CGFloat?, into lengths: inout [CGFloat], _ subviews: Subviews,
                              _ cache: GridCache) {
        let proposal = ProposedViewSize(width: width, height: nil)
        let first = subviews.startIndex
        let nodes = subviews.unretainedNodes
        for c in 0..<cache.columnCount {
            var widest: CGFloat = 0
            for k in cache.columnCellStarts[c]..<cache.columnCellStarts[c + 1] {
                widest = max(widest, nodes.with(first + cache.columnCells[k]) { $0.size(for: proposal) }.width)
            }
            lengths[c] = widest
            cache.columns.cellMaximums[c] = widest
        }
        for i in cache.spanningCells {
            let start = cache.cellColumns[i], span = cache.cellSpans[i]
            var covered = columnGap * CGFloat(span - 1)
            for c in start..<start + span { covered += lengths[c] }
            let missing = nodes.with(first + i) { $0.size(for: proposal) }.width - covered
            guard missing > 0 else { continue }
            for c in start..<start + span { lengths[c] += missing / CGFloat(span) }
        }
    }

    private func sizeRows(_ proposed: CGFloat?, _ subviews: Subviews, _ cache: GridCache) {
        let rows = cache.rows
        rows.reset(count: cache.rowAlignments.count)
        guard let proposed else {
            for r in 0..<rows.count { rows.lengths[r] = rowHeight(r, for: nil, subviews, cache) }
            return
        }
        for r in 0..<rows.count {
            rows.minimums[r] = rowHeight(r, for: 0, subviews, cache)
            rows.maximums[r] = rowHeight(r, for: .infinity, subviews, cache)
        }
        let gaps = rowGap * CGFloat(max(0, rows.count - 1))
        rows.share(proposed - gaps) { r, offer in rowHeight(r, for: offer, subviews, cache) }
    }

    /// The height of the tallest vertically sized cell of row `r` when proposed its width by `height`.
    private func rowHeight(_ r: Int, for height: CGFloat?, _ subviews: Subviews, _ cache: GridCache) -> CGFloat {
        var tallest: CGFloat = 0
        let nodes = subviews.unretainedNodes
        for i in cache.rowStarts[r]..<cache.rowStarts[r + 1] where !cache.cellUnsizedAxes[i].contains(.vertical) {
            let proposal = ProposedViewSize(width: cache.cellWidths[i], height: height)
            tallest = max(tallest, nodes.with(subviews.startIndex + i) { $0.size(for: proposal) }.height)
        }
        return tallest
    }
}

// MARK: - Cell traits

/// Which `GridRow` a cell belongs to, written by the row on each of its views; nil for a view placed directly
/// in the grid, which forms a row of its own.
struct GridRowKey: LayoutValueKey {
    static var defaultValue: GridRowMembership? { nil }
}

struct GridRowMembership: Equatable {
    /// The row's identity: its position in the view tree.
    var id: Int
    /// The row's vertical alignment; nil for the grid's.
    var alignment: VerticalAlignment?
}

/// The number of columns a cell spans, from `gridCellColumns(_:)`.
struct GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

/// The horizontal alignment a cell asks for its whole column, from `gridColumnAlignment(_:)`.
struct GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

/// The point of its rectangle a cell is pinned to, from `gridCellAnchor(_:)`.
struct GridCellAnchorKey: LayoutValueKey {
    static var defaultValue: UnitPoint? { nil }
}

/// The axes in which a cell takes the size the other cells make, from `gridCellUnsizedAxes(_:)`.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static var defaultValue: Axis.Set { [] }
}

// MARK: - Cache

/// The grid's structure, worked out from the cells' layout values when the views change, and scratch storage
/// for the layout passes, which then allocate nothing.
public final class GridCache {
    // Structure, by cell (subview index).
    var cellColumns: [Int] = []
    var cellSpans: [Int] = []
    var cellUnsizedAxes: [Axis.Set] = []
    var cellAnchors: [UnitPoint?] = []

    var columnCount = 0
    /// The first cell of each row, plus the end: the cells of row `r` are `rowStarts[r]..<rowStarts[r + 1]`.
    var rowStarts: [Int] = []
    var rowAlignments: [VerticalAlignment?] = []
    var columnAlignments: [HorizontalAlignment?] = []
    /// The single-column cells that size each column: those of column `c` are
    /// `columnCells[columnCellStarts[c]..<columnCellStarts[c + 1]]`.
    var columnCellStarts: [Int] = []
    var columnCells: [Int] = []
    /// The cells spanning several columns that take part in sizing them, in source order.
    var spanningCells: [Int] = []

    // Scratch for a pass.
    var cellWidths: [CGFloat] = []
    let columns = GridTracks()
    let rows = GridTracks()

    init() {}

    func rebuild(_ subviews: LayoutSubviews) {
        let count = subviews.count
        let first = subviews.startIndex
        cellColumns = Array(repeating: 0, count: count)
        cellSpans = Array(repeating: 1, count: count)
        cellUnsizedAxes = Array(repeating: [], count: count)
        cellAnchors = Array(repeating: nil, count: count)
        cellWidths = Array(repeating: 0, count: count)
        rowStarts.removeAll(keepingCapacity: true)
        rowAlignments.removeAll(keepingCapacity: true)

        // Rows: runs of cells from the same GridRow; each view outside a GridRow alone. Cells of one GridRow
        // are always adjacent, since the row resolves its content in one go.
        var columnCount = 0
        var previous: GridRowMembership?
        var column = 0
        for i in 0..<count {
            let subview = subviews[first + i]
            let membership = subview[GridRowKey.self]
            if membership == nil || membership?.id != previous?.id || i == 0 {
                rowStarts.append(i)
                rowAlignments.append(membership?.alignment)
                column = 0
            }
            previous = membership
            cellUnsizedAxes[i] = subview[GridCellUnsizedAxesKey.self]
            cellAnchors[i] = subview[GridCellAnchorKey.self]
            if membership == nil {
                cellSpans[i] = 0  // every column; known once all rows are counted
            } else {
                cellColumns[i] = column
                cellSpans[i] = max(1, subview[GridCellColumnsKey.self])
                column += cellSpans[i]
                columnCount = max(columnCount, column)
            }
        }
        rowStarts.append(count)
        // A grid of lone views only is one column wide.
        if count > 0 { columnCount = max(columnCount, 1) }
        self.columnCount = columnCount
        for i in 0..<count where cellSpans[i] == 0 { cellSpans[i] = columnCount }

        columnAlignments = Array(repeating: nil, count: columnCount)
        var cellsPerColumn = Array(repeating: 0, count: columnCount)
        spanningCells.removeAll(keepingCapacity: true)
        for i in 0..<count {
            if cellSpans[i] == 1 {
                let c = cellColumns[i]
                if columnAlignments[c] == nil { columnAlignments[c] = subviews[first + i][GridColumnAlignmentKey.self] }
                if !cellUnsizedAxes[i].contains(.horizontal) { cellsPerColumn[c] += 1 }
            } else if !cellUnsizedAxes[i].contains(.horizontal) {
                spanningCells.append(i)
            }
        }
        columnCellStarts = Array(repeating: 0, count: columnCount + 1)
        for c in 0..<columnCount { columnCellStarts[c + 1] = columnCellStarts[c] + cellsPerColumn[c] }
        columnCells = Array(repeating: 0, count: columnCellStarts[columnCount])
        var filled = columnCellStarts
        for i in 0..<count where cellSpans[i] == 1 && !cellUnsizedAxes[i].contains(.horizontal) {
            columnCells[filled[cellColumns[i]]] = i
            filled[cellColumns[i]] += 1
        }
    }
}

/// The columns or the rows of a grid in one pass: their lengths at 0 and ∞, and the lengths and positions
/// they end up with.
final class GridTracks {
    private(set) var count = 0
    var minimums: [CGFloat] = []
    var maximums: [CGFloat] = []
    /// For columns: each column's width from its own cells, before spanning cells widened it.
    var cellMaximums: [CGFloat] = []
    var lengths: [CGFloat] = []
    var origins: [CGFloat] = []
    private var order: [Int] = []

    func reset(count: Int) {
        guard self.count != count else { return }
        self.count = count
        minimums = Array(repeating: 0, count: count)
        maximums = minimums
        cellMaximums = minimums
        lengths = minimums
        origins = minimums
        order = Array(0..<count)
    }

    func total(gap: CGFloat) -> CGFloat {
        var sum = gap * CGFloat(max(0, count - 1))
        for i in 0..<count { sum += lengths[i] }
        return sum
    }

    /// Shares `available` as a stack shares its length among children of one priority (layout rules §5.1b): the
    /// least flexible track first (between two infinitely flexible ones, the larger minimum first), each
    /// offered an equal part of what is left and taking `length(track, offer)`.
    func share(_ available: CGFloat, length: (Int, CGFloat) -> CGFloat) {
        for i in 0..<count { order[i] = i }
        order.withUnsafeMutableBufferPointer { order in
            order.sort { a, b in
                let fa = maximums[a] - minimums[a], fb = maximums[b] - minimums[b]
                if fa.isInfinite && fb.isInfinite, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
                if fa != fb { return fa < fb }
                return a < b
            }
        }
        var available = available
        var remaining = CGFloat(count)
        for k in 0..<count {
            let i = order[k]
            let offer = max(0, available / remaining)
            let taken = length(i, offer)
            lengths[i] = taken
            available -= taken
            remaining -= 1
        }
    }
}

// MARK: - Explaining

extension GridLayout: ExplainsArrangement {
    /// The tracks the grid worked out when placed in `bounds` with `proposal` (for the negotiation's record):
    /// the measuring of placement run again (the cells answer from what they kept in the recorded pass).
    func explanation(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                     cache: Any) -> ContainerExplanation? {
        guard let cache = cache as? GridCache, !subviews.isEmpty else { return nil }
        measure(proposal, subviews, cache)
        // The probes at 0 and ∞ are made only for a proposed length (§5.3, as §5.1b).
        func tracks(_ tracks: GridTracks, gap: CGFloat, probed: Bool) -> [GridExplanation.Track] {
            var offset: CGFloat = 0
            return (0..<tracks.count).map { i in
                defer { offset += tracks.lengths[i] + gap }
                return GridExplanation.Track(offset: offset, length: tracks.lengths[i],
                                             minimum: probed ? tracks.minimums[i] : nil,
                                             maximum: probed ? tracks.maximums[i] : nil, item: nil)
            }
        }
        var cells: [GridExplanation.Cell] = []
        for r in 0..<cache.rows.count {
            for i in cache.rowStarts[r]..<cache.rowStarts[r + 1] {
                cells.append(GridExplanation.Cell(child: i, row: r, column: cache.cellColumns[i],
                                                  columnSpan: cache.cellSpans[i]))
            }
        }
        return .grid(GridExplanation(
            columns: tracks(cache.columns, gap: columnGap, probed: proposal.width != nil),
            rows: tracks(cache.rows, gap: rowGap, probed: proposal.height != nil),
            columnGaps: Array(repeating: columnGap, count: max(0, cache.columns.count - 1)),
            rowGaps: Array(repeating: rowGap, count: max(0, cache.rows.count - 1)),
            cells: cells))
    }
}
