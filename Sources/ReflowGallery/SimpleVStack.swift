import Reflow

/// A basic vertical stack: its subviews one above the other, `spacing` apart, lined up on a horizontal
/// alignment guide.
///
/// Unlike `VStack` it never shares out height: each subview is proposed the stack's proposed width and an
/// unspecified height, so it takes its ideal height (a `Color` 10 points, a `Text` its lines at that width).
/// The subviews' `alignment` guides (`subviews[i].dimensions(in:)[alignment]`) fall on one vertical line, so
/// `.alignmentGuide` moves a subview sideways as it does in a `VStack`:
///
/// ```swift
/// SimpleVStack(alignment: .leading) {
///     Color.red.frame(width: 100, height: 10)                                   // at x = 30
///     Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 30 } // at x = 0
/// }                                                                             // 130 × 28
/// ```
public struct SimpleVStack: Layout {
    /// The guide the subviews are lined up on.
    public var alignment: HorizontalAlignment
    /// The gap between one subview's bottom and the next one's top.
    public var spacing: CGFloat

    /// A stack aligning its subviews on `alignment`, `spacing` apart.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat = 8) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// As wide as the subviews once lined up (the widest subview, unless an explicit guide shifts one past the
    /// others), as tall as their heights and the gaps between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let offer = childProposal(proposal)
        var beforeGuide: CGFloat = 0, afterGuide: CGFloat = 0, height: CGFloat = 0
        for subview in subviews {
            let dimensions = subview.dimensions(in: offer)
            let guide = dimensions[alignment]
            beforeGuide = max(beforeGuide, guide)
            afterGuide = max(afterGuide, dimensions.width - guide)
            height += dimensions.height
        }
        return CGSize(width: beforeGuide + afterGuide, height: height + spacing * CGFloat(subviews.count - 1))
    }

    /// Places the subviews top to bottom from `bounds.minY`, each shifted so that its guide lies on the line
    /// of the subview whose guide is furthest from its leading edge; that subview sits at `bounds.minX`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = childProposal(proposal)
        var line: CGFloat = 0
        for subview in subviews {
            line = max(line, subview.dimensions(in: offer)[alignment])
        }
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: offer)
            subview.place(at: CGPoint(x: bounds.minX + line - dimensions[alignment], y: y), anchor: .topLeading,
                          proposal: offer)
            y += dimensions.height + spacing
        }
    }

    /// The stack's width passes through and the height is left unspecified, so each subview is as tall as it
    /// likes. An unspecified width stays unspecified when placing too (`VStack` would propose its own width
    /// then), so a subview is placed at exactly the size the stack measured.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: nil)
    }
}
