/// A container that arranges its views in rows and columns: each `GridRow` is a row whose views fill
/// successive columns, and any other view is a row of its own across every column (layout rules §5.3).
///
/// ```swift
/// Grid(horizontalSpacing: 12) {
///     GridRow { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 80, height: 20) }
///     Divider()
///     GridRow { Color.green.frame(width: 60, height: 20).gridCellColumns(2) }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let layout: GridLayout
    let content: Content

    /// Creates a grid whose cells are aligned by `alignment` unless a row, column or cell says otherwise, with
    /// the given gaps between columns and rows (nil for the platform default, 8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing,
                            verticalSpacing: verticalSpacing)
        self.content = content()
    }

    // A primitive view, as SwiftUI's is: resolved straight into its container, without a body to build
    // and observe for every stack of every update.
    func resolve(into resolver: inout Resolver) { resolver.appendContainer(layout, content: content) }
}

/// One row of a `Grid`: each of its views is a cell, in the next free column.
///
/// The row is not a view of its own: its views become the grid's subviews directly, each marked with the row
/// it belongs to. Outside a grid it groups its views like `Group`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row whose cells are aligned vertically by `alignment`, or by the grid's alignment if nil.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(into resolver: inout Resolver) {
        let membership = GridRowMembership(id: resolver.path, alignment: alignment)
        resolver.forEachNode(of: { $0.resolve(content) }) { $0.setLayoutValue(GridRowKey.self, membership) }
    }
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns (1 by default).
    public func gridCellColumns(_ count: Int) -> some View {
        // Each spanned column is one the grid lays out, so a huge span would ask for more memory and time than
        // there is: spans are 1 to `GridLayout.maximumSpan`.
        var check = InputCheck(".gridCellColumns")
        let span = check.clamped(count, "count", to: 1...GridLayout.maximumSpan)
        return TraitWriter(content: self, warning: check.warning) { $0.setLayoutValue(GridCellColumnsKey.self, span) }
    }

    /// Aligns every cell of the grid column this view is in by `guide`, instead of the grid's alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell at `anchor` of its cell rectangle, instead of aligning it by the grid's, row's or
    /// column's guides.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it is proposed the size the
    /// other cells make, so a flexible view like `Color` or `Divider` does not grow the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
