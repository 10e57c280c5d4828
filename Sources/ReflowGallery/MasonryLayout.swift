import Reflow

/// A waterfall ("masonry") layout: `columns` columns of equal width, `spacing` apart; each subview, proposed
/// the column's width and an unspecified height, goes at the bottom of the column that is shortest so far
/// (the leftmost of equally short ones), so cards of varied heights fill the columns evenly.
///
/// ```swift
/// ScrollView {
///     MasonryLayout(columns: 3) {
///         ForEach(cards) { CardView($0) }
///     }
/// }
/// ```
public struct MasonryLayout: Layout {
    /// The number of columns (at least 1).
    public var columns: Int
    /// The gap between columns, and between cards in a column.
    public var spacing: CGFloat

    /// A masonry of `columns` columns, `spacing` apart.
    public init(columns: Int = 3, spacing: CGFloat = 8) {
        self.columns = max(1, columns)
        self.spacing = spacing.isFinite ? max(0, spacing) : 8
    }

    /// Where each card goes for one width: worked out once per width and kept, since a scroll view asks the
    /// same question in every pass.
    public struct Cache {
        var width: CGFloat = -1
        var columnWidth: CGFloat = 0
        var origins: [CGPoint] = []
        var heights: [CGFloat] = []
        var height: CGFloat = 0
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The views changed: every card is measured again at the next question.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

    /// A column's width for a proposed width (unspecified: 150 a column, a card's natural width in the demo).
    private func columnWidth(for width: CGFloat?) -> CGFloat {
        let count = CGFloat(columns)
        guard let width, width.isFinite else { return 150 }
        return max(0, (width - spacing * (count - 1)) / count)
    }

    /// Fills the columns shortest first.
    private func arrange(_ subviews: Subviews, width: CGFloat?, _ cache: inout Cache) {
        let columnWidth = columnWidth(for: width)
        guard cache.width != columnWidth || cache.origins.count != subviews.count else { return }
        var bottoms = Array(repeating: CGFloat(0), count: columns)
        var origins: [CGPoint] = [], heights: [CGFloat] = []
        origins.reserveCapacity(subviews.count)
        heights.reserveCapacity(subviews.count)
        for subview in subviews {
            var shortest = 0
            for column in 1..<columns where bottoms[column] < bottoms[shortest] { shortest = column }
            let height = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height
            let top = bottoms[shortest] == 0 ? 0 : bottoms[shortest] + spacing
            origins.append(CGPoint(x: CGFloat(shortest) * (columnWidth + spacing), y: top))
            heights.append(height)
            bottoms[shortest] = top + height
        }
        cache = Cache(width: columnWidth, columnWidth: columnWidth, origins: origins, heights: heights,
                      height: bottoms.max() ?? 0)
    }

    /// As wide as the columns and gaps, as tall as the tallest column.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(subviews, width: proposal.width, &cache)
        let count = CGFloat(columns)
        return CGSize(width: cache.columnWidth * count + spacing * (count - 1), height: cache.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        arrange(subviews, width: proposal.width ?? bounds.width, &cache)
        for (index, subview) in subviews.enumerated() {
            let origin = cache.origins[index]
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading,
                          proposal: ProposedViewSize(width: cache.columnWidth, height: cache.heights[index]))
        }
    }
}
