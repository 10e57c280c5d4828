import Foundation

/// The tracks of a `Grid` (layout rules §5.3), a `LazyVGrid` or a `LazyHGrid` (§17.5): each column's and
/// row's position and computed length, and the gaps between them, as a browser's grid overlay shows them.
///
/// Positions are from the grid's own top-leading corner. A lazy grid's lines are its rows (`LazyVGrid`) or
/// columns (`LazyHGrid`); only the lines it built are listed.
public struct GridExplanation: Equatable {
    /// The columns, left to right.
    public var columns: [Track]
    /// The rows, top to bottom.
    public var rows: [Track]
    /// The gap after each column but the last.
    public var columnGaps: [CGFloat]
    /// The gap after each row but the last.
    public var rowGaps: [CGFloat]
    /// Where each child sits: its row, its first column and how many it spans. Children outside the grid's
    /// cells (a lazy grid's section headers) are not listed.
    public var cells: [Cell]

    /// A column or a row.
    public struct Track: Equatable {
        /// Where it starts, from the grid's top-leading corner.
        public var offset: CGFloat
        /// Its computed length.
        public var length: CGFloat
        /// Its length with every cell proposed 0 across it (a `Grid`'s first probe); nil when not probed.
        public var minimum: CGFloat?
        /// Its length with every cell proposed ∞ (a `Grid`'s second probe); nil when not probed.
        public var maximum: CGFloat?
        /// For a lazy grid's tracks, the index of the `GridItem` it comes from (an adaptive item gives
        /// several); nil otherwise.
        public var item: Int?
    }

    /// One child's cell.
    public struct Cell: Equatable {
        /// The child's index in the record's `children`.
        public var child: Int
        /// The row it is in, an index into `rows`.
        public var row: Int
        /// The first column it covers, an index into `columns`.
        public var column: Int
        /// The columns it spans (`gridCellColumns`; every column for a view outside a `GridRow`).
        public var columnSpan: Int
    }
}
