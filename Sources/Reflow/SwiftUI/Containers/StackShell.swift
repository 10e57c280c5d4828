/// What `HStackLayout` and `VStackLayout` share: everything but their axis and the type of their alignment.
/// Both are the one stack algorithm (`StackAlgorithm`) along their axis, with a cache of scratch space.
protocol StackShell: Layout, BuiltInLayout, ExplainsArrangement, AnswersEveryProposalAlike where Cache == StackCache {
    /// The axis the children are laid along.
    static var axis: Axis { get }
    /// The guide the children are aligned by across the axis.
    var alignmentKey: AlignmentKey { get }
    /// The gap between children; nil for each pair's preferred spacing.
    var spacing: CGFloat? { get }
}

extension StackShell {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: Self.axis, alignment: alignmentKey, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    /// Keeps the cache: it is scratch space that every call fills anew (the protocol's default would make a new
    /// one, with its buffers, for every update); only the allocation it holds may no longer fit the subviews.
    public func updateCache(_ cache: inout StackCache, subviews: Subviews) { cache.forgetAllocation() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }

    /// How the stack shared its length, for the inspector (`Tools/Inspection/Record/StackExplanation.swift`).
    func explanation(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                     cache: Any) -> ContainerExplanation? {
        guard let cache = cache as? StackCache else { return nil }
        return .stack(algorithm.explanation(in: bounds, proposal: proposal, subviews: subviews, cache: cache))
    }

    /// Rigidity (`Engine/Pass/Rigidity.swift`): lengths, gaps and guides come from the children alone once each
    /// child's size is fixed.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}
