/// `.frame(width:height:alignment:)`: a fixed size in the given dimensions; the child is proposed that size
/// and aligned in it, and may overflow it (reference §6.1).
struct FrameLayout: Layout, BuiltInLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(proposal)
        subviews.forEachNode { $0.place(aligning: alignment, in: bounds, proposal: childProposal) }
    }
}

extension View {
    /// Gives the view a fixed width, height, or both; nil leaves that dimension to the view.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        WrappedView(FrameLayout(width: width.map { max(0, $0) }, height: height.map { max(0, $0) },
                                alignment: alignment), self)
    }
}
