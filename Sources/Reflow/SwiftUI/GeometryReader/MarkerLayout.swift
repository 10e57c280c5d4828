/// A layout of one subview that lays it out as it is: the subview takes the proposal, the node takes the
/// subview's size, and the subview goes where the node is (as `.offset`'s node does). The nodes of modifiers
/// that mark a view for something outside layout (`.coordinateSpace`, `.preference`, `.onPreferenceChange`)
/// are laid out by one, and keep their view's layout unchanged.
protocol MarkerLayout: Layout, BuiltInLayout, AnswersEveryProposalAlike where Cache == Void {}

extension MarkerLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }

    /// The view's own answers stand, so the marker answers every proposal alike when the view does.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}
