/// `.fixedSize`: the child is proposed nil in the fixed dimensions, so it takes its ideal size there
/// (layout rules §6.4).
struct FixedSizeLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".fixedSize" }

    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
        }
    }
}

extension View {
    /// Fixes the view at its ideal size in both dimensions.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes the view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        WrappedView(FixedSizeLayout(horizontal: horizontal, vertical: vertical), self)
    }
}

// Rigidity (`Engine/Pass/Rigidity.swift`): whether this layout answers every proposal alike.
extension FixedSizeLayout: AnswersEveryProposalAlike {
    /// Fixed in both dimensions, the child is always proposed nil × nil: its ideal size.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool {
        (horizontal && vertical) || subviews.areAllRigid
    }
}
