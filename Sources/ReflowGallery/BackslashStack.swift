import Reflow

/// Lays its subviews out corner to corner down a diagonal, like the stroke of a backslash (`\`): the first at
/// the top leading corner, each next one where the previous one ends.
///
/// Every subview gets its ideal size, whatever the container is offered, so the stack is always
/// (Σ widths + gaps) × (Σ heights + gaps):
///
/// ```swift
/// BackslashStack(spacing: 4) {
///     Color.red.frame(width: 40, height: 20)   // at (0, 0)
///     Color.blue.frame(width: 30, height: 10)  // at (44, 24)
/// }                                            // 74 × 34
/// ```
public struct BackslashStack: Layout {
    /// The gap left between one subview's bottom trailing corner and the next one's top leading corner, on both
    /// axes; 0 makes the corners touch.
    public var spacing: CGFloat

    /// A diagonal stack whose subviews are `spacing` apart on both axes.
    public init(spacing: CGFloat = 0) {
        self.spacing = spacing
    }

    /// The sum of the subviews' ideal widths and of their ideal heights, each with the gaps between them;
    /// the proposal is ignored, since a diagonal has no sensible way to shrink or grow.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        var size = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width += ideal.width
            size.height += ideal.height
        }
        let gaps = spacing * CGFloat(subviews.count - 1)
        return CGSize(width: size.width + gaps, height: size.height + gaps)
    }

    /// Places the subviews from the top leading corner of `bounds` down the diagonal, each at its ideal size.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var corner = bounds.origin
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            subview.place(at: corner, anchor: .topLeading, proposal: .unspecified)
            corner.x += ideal.width + spacing
            corner.y += ideal.height + spacing
        }
    }
}
