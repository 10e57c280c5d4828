import Foundation

/// How a scroll view sizes and places its content (layout rules §16). Its subviews are the content (the
/// stack of its views) and, when it shows indicators, the indicators' overlay.
struct ScrollLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "ScrollView" }

    let axes: Axis.Set
    let store: ScrollStore
    /// The content's margins (`.contentMargins`, §16.7).
    var margins = EdgeInsets()

    /// The content's proposal: the scroll view's less the margins, unspecified along the scrolled axes (§16.1).
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func across(_ length: CGFloat?, _ inset: CGFloat) -> CGFloat? { length.map { max(0, $0 - inset) } }
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : across(proposal.width, margins.leading + margins.trailing),
            height: axes.contains(.vertical) ? nil : across(proposal.height, margins.top + margins.bottom))
    }

    /// The whole proposal along the scrolled axes (the content's length and margins when it is unspecified),
    /// the content's length and margins across them (§16.2).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let width = content.width + margins.leading + margins.trailing
        let height = content.height + margins.top + margins.bottom
        return CGSize(width: axes.contains(.horizontal) ? proposal.width ?? width : width,
                      height: axes.contains(.vertical) ? proposal.height ?? height : height)
    }

    /// The content goes at the top-leading corner inside the margins, moved by how far it is scrolled (§16.3);
    /// the indicators cover the scroll view and take no space (§16.6).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let contentProposal = contentProposal(proposal)
        let size = content.sizeThatFits(contentProposal)
        store.laidOut(node: content.node.parent, axes: axes, contentSize: size, viewportSize: bounds.size)
        // Scrolling moves the content without asking its layouts again, as SwiftUI's does; a scroll view that
        // itself moved (a resize) has its content placed afresh (`ViewGraph.placesScrolledContent`).
        let graph = content.node.graph
        let onlyScrolled = store.placedBounds == bounds
        store.placedBounds = bounds
        func place() {
            let shift = store.smallContentShift
            graph.placesScrolledContent = onlyScrolled
            content.place(at: CGPoint(x: bounds.minX + margins.leading - store.offset.x + shift.width,
                                      y: bounds.minY + margins.top - store.offset.y + shift.height),
                          anchor: .topLeading, proposal: contentProposal)
            graph.placesScrolledContent = false
        }
        place()
        // A view to scroll to (a scroll position set from code) is found once the content is laid out; a
        // second placement in the same round replaces the first (§2.3), moving the content.
        if store.pending != nil, store.applyPending() { place() }
        if subviews.count > 1 {
            subviews[1].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        // A scroll view is a view of its own to its neighbours: the platform's default spacing, not its content's.
        ViewSpacing()
    }
}
