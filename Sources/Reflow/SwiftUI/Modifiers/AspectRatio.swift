/// How content fills the space offered to it when it keeps its aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scale the content to fit inside the space: it may leave space on one axis.
    case fit
    /// Scale the content to fill the space: it may overflow on one axis.
    case fill
}

/// `.aspectRatio(_:contentMode:)` (layout rules §10.1): the child is proposed the largest (fit) or smallest
/// (fill) size of the ratio against the proposal, and the modifier takes the child's answer, centred.
struct AspectRatioLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".aspectRatio" }

    /// Width over height; nil takes the child's ideal size as the ratio.
    let ratio: CGFloat?
    let contentMode: ContentMode

    /// What the child is proposed for `proposal`.
    func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview?) -> ProposedViewSize {
        // Nothing proposed: the child's ideal size, unchanged.
        if proposal.width == nil && proposal.height == nil { return proposal }
        var reference = ratio.map { CGSize(width: $0, height: 1) }
            ?? child?.sizeThatFits(.unspecified) ?? CGSize(width: 1, height: 1)
        if reference.width == reference.height { reference = CGSize(width: 1, height: 1) }
        // A ratio nothing can be scaled by (a child whose ideal size is 0 or infinite on one axis): the
        // proposal as it is.
        guard reference.width > 0, reference.height > 0, reference.width.isFinite, reference.height.isFinite else {
            return proposal
        }
        // An unspecified dimension does not bound the scale: it counts as ∞ when fitting and as 0 when filling,
        // so one proposed dimension alone sets the scale either way. A masonry layout measuring
        // `.aspectRatio(size, contentMode: .fill)` tiles at (column width, nil) gets tiles of the ratio's height,
        // as on iOS, not infinite ones (layout rules §10.1).
        let unbounded: CGFloat = contentMode == .fit ? .infinity : 0
        let scaleX = (proposal.width ?? unbounded) / reference.width
        let scaleY = (proposal.height ?? unbounded) / reference.height
        let scale = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        return ProposedViewSize(width: reference.width * scale, height: reference.height * scale)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(proposal, child: subviews.first)
        subviews.forEachNode { $0.place(aligning: .center, in: bounds, proposal: childProposal) }
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width over height), or to the ratio of its ideal size when nil,
    /// scaled to fit or to fill the space offered (layout rules §10.1).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        var check = InputCheck(".aspectRatio")
        var ratio = aspectRatio
        if let value = aspectRatio, !(value > 0 && value.isFinite) {
            // A ratio must be a positive number; anything else falls back to the view's own ratio.
            check.note("aspectRatio", value, "the view's ideal size")
            ratio = nil
        }
        return WrappedView(AspectRatioLayout(ratio: ratio, contentMode: contentMode), self, warning: check.warning)
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height, scaled to fit or to fill the
    /// space offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping the ratio of its ideal size: `aspectRatio(nil, .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping the ratio of its ideal size: `aspectRatio(nil, .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
