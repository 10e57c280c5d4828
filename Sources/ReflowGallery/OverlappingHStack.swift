import Reflow

/// Lays its subviews out side by side like a fanned hand of cards: each one slides `overlap` points over the one
/// before it, and later subviews are drawn on top.
///
/// Every subview gets its ideal size and is centred vertically. When the proposed width is too narrow for the
/// row at `overlap`, the overlap grows just enough for the row to fit the proposed width exactly, but never so far
/// that less than `minimumVisibleWidth` of a covered subview shows; past that cap the row stays wider than
/// proposed rather than hide a subview. An unspecified or infinite width never makes the overlap grow.
///
/// ```swift
/// OverlappingHStack(overlap: 20) {
///     ForEach(cards) { card in CardView(card).frame(width: 60, height: 90) }
/// }
/// ```
///
/// `overlap` is the layout's `animatableData`, so `withAnimation { overlap = 40 }` slides the subviews smoothly
/// through every overlap in between instead of moving each one in a straight line.
public struct OverlappingHStack: Layout {
    /// How far each subview slides over the previous one, in points, when the row has room.
    public var overlap: CGFloat
    /// How much of each covered subview stays uncovered at least when the overlap grows to fit a narrow
    /// proposal. Anything above 0 keeps every subview in sight.
    public var minimumVisibleWidth: CGFloat

    /// A row whose subviews overlap by `overlap` points, growing when squeezed but always leaving at least
    /// `minimumVisibleWidth` of each covered subview in sight.
    public init(overlap: CGFloat = 20, minimumVisibleWidth: CGFloat = 8) {
        self.overlap = overlap
        self.minimumVisibleWidth = minimumVisibleWidth
    }

    /// The overlap, so that animating it re-runs the layout every frame (layout rules §3.7).
    public var animatableData: CGFloat {
        get { overlap }
        set { overlap = newValue }
    }

    /// As wide as the subviews' ideal widths less the overlaps, as tall as the tallest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        var total: CGFloat = 0, tallest: CGFloat = 0
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            total += ideal.width
            tallest = max(tallest, ideal.height)
        }
        let overlap = effectiveOverlap(for: proposal.width, subviews: subviews)
        return CGSize(width: total - overlap * CGFloat(subviews.count - 1), height: tallest)
    }

    /// Places the subviews left to right from `bounds.minX`, each with its vertical centre on the middle of
    /// `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let overlap = effectiveOverlap(for: proposal.width, subviews: subviews)
        var x = bounds.minX
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            x += ideal.width - overlap
        }
    }

    /// The overlap the row is laid out with for a proposed width: `overlap` when the row fits, else the overlap
    /// that makes it exactly `width` wide, capped at the narrowest covered subview's width less
    /// `minimumVisibleWidth`. The cap only limits the growth: an `overlap` already above it is kept, since the
    /// caller asked for it.
    func effectiveOverlap(for width: CGFloat?, subviews: Subviews) -> CGFloat {
        guard subviews.count > 1, let width, width.isFinite else { return overlap }
        var total: CGFloat = 0
        // The last subview is never covered, so it sets no cap.
        var cap = CGFloat.infinity
        for (i, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(.unspecified).width
            total += ideal
            if i < subviews.count - 1 { cap = min(cap, max(0, ideal - minimumVisibleWidth)) }
        }
        let needed = (total - width) / CGFloat(subviews.count - 1)
        guard needed > overlap else { return overlap }
        return max(overlap, min(needed, cap))
    }
}
