/// A type that defines the geometry of a collection of views: SwiftUI's `Layout` protocol.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`;
/// every other member has the default SwiftUI documents. Use a layout as a view by calling it with a view
/// builder: `MyLayout { Text("a"); Text("b") }`.
public protocol Layout: Animatable {
    /// Properties of the layout container, such as the stack orientation spacers follow.
    static var layoutProperties: LayoutProperties { get }

    /// Data computed from the subviews and kept between calls; `Void` unless you need one.
    associatedtype Cache = Void

    /// The subviews of the container, in view builder order.
    typealias Subviews = LayoutSubviews

    /// Returns the size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Assigns positions to each subview with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The preferred spacing around the container as a whole.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's explicit value for a horizontal guide, relative to `bounds`, or nil.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The container's explicit value for a vertical guide, relative to `bounds`, or nil.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Creates the cache once, when the container first appears.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the layout or its subviews change; by default it makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

}

extension Layout {
    /// No stack orientation (layout rules §3.3).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Recreates the cache with `makeCache(subviews:)` (layout rules §3.2).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of every subview's spacing on all edges; `.zero` without subviews (layout rules §3.4).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The subviews' explicit values for `guide`, merged with `combineExplicit`, or nil if none has one
    /// (layout rules §3.5).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for `guide`, merged with `combineExplicit`, or nil if none has one
    /// (layout rules §3.5).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews in `bounds` as this layout would, and merges the explicit values the subviews
    /// report for `key` at their places. Skipped (nil) when no subview has such a value anywhere inside.
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard subviews.contains(where: { $0.node.traits.subtreeGuides.contains(key) }) else { return nil }
        let container = subviews.first?.node.parent
        container?.beginPlacementRound()
        // Placed only to read where the guides go: even inside the container's own placement, nothing moves.
        if let container {
            container.withoutPlacingSubviews { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
        } else {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return key.combine(subviews.lazy.map { subview -> CGFloat? in
            let node = subview.node
            guard node.traits.subtreeGuides.contains(key) else { return nil }
            let (frame, childProposal) = node.probedPlacement(in: bounds, containerProposal: proposal,
                                                        direction: subviews.layoutDirection)
            guard let value = node.explicitValue(key, proposal: childProposal, size: frame.size,
                                                 guideLimit: node.traits.guides.count) else { return nil }
            return key.axis == .horizontal ? frame.minX - bounds.minX + value : frame.minY - bounds.minY + value
        })
    }
}

extension Layout where Cache == Void {
    /// A layout without a cache needs nothing made.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes this layout a view that arranges `content`'s views: `MyLayout { … }`.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}
