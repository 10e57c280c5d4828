/// A horizontal stack as a `Layout`: children side by side, aligned by a vertical guide.
public struct HStackLayout: Layout, BuiltInLayout {
    /// Named after the view users write (`HStack { … }`), in warnings and the negotiation's record.
    static var nameInWarnings: String { "HStack" }

    public var alignment: VerticalAlignment
    /// The gap between children; nil for each pair's preferred spacing.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = StackCache

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    /// Keeps the cache: it is scratch space that every call fills anew, and holds nothing about the subviews
    /// (the protocol's default would make a new one, with its buffers, for every update).
    public func updateCache(_ cache: inout StackCache, subviews: Subviews) {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    // A primitive view, as SwiftUI's is: resolved straight into its container, without a body to build
    // and observe for every stack of every update.
    func resolve(into resolver: inout Resolver) { resolver.appendContainer(layout, content: content) }
}

extension HStackLayout: ExplainsArrangement {
    func explanation(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                     cache: Any) -> ContainerExplanation? {
        guard let cache = cache as? StackCache else { return nil }
        return .stack(algorithm.explanation(in: bounds, proposal: proposal, subviews: subviews, cache: cache))
    }
}

// Rigidity (`Engine/Pass/Rigidity.swift`): whether this layout answers every proposal alike.
extension HStackLayout: AnswersEveryProposalAlike {
    /// Lengths, gaps and guides come from the children alone once each child's size is fixed.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}
