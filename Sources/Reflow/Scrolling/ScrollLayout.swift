import Foundation

/// How a scroll view sizes and places its content (layout rules §16).
struct ScrollLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "ScrollView" }

    let axes: Axis.Set
    let store: ScrollStore

    /// The content's proposal: the scroll view's, unspecified along the scrolled axes (§16.1).
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The whole proposal along the scrolled axes (the content's length when it is unspecified), the content's
    /// length across them (§16.2).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
                      height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    /// The content goes at the top-leading corner, moved by how far it is scrolled (§16.3).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let contentProposal = contentProposal(proposal)
        let size = content.sizeThatFits(contentProposal)
        store.laidOut(node: content.node.parent, axes: axes, contentSize: size, viewportSize: bounds.size)
        content.place(at: CGPoint(x: bounds.minX - store.offset.x, y: bounds.minY - store.offset.y),
                      anchor: .topLeading, proposal: contentProposal)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        // A scroll view is a view of its own to its neighbours: the platform's default spacing, not its content's.
        ViewSpacing()
    }
}
