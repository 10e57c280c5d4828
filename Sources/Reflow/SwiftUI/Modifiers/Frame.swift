/// `.frame(width:height:alignment:)`: a fixed size in the given dimensions; the child is proposed that size
/// and aligned in it, and may overflow it (layout rules §6.1).
@usableFromInline
struct FrameLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".frame" }

    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    /// The layout of `.frame(width:height:alignment:)` with these arguments, checked, and the warning about
    /// the lengths it replaced, if any. Not inlinable itself: only `.frame`'s making of its view is.
    @usableFromInline
    static func checked(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> (FrameLayout, InputWarning?) {
        // Lengths that need no replacing (none, or finite and not negative: what nearly every frame has) make
        // no check, whose name and list of replacements cost more than the rest of the modifier.
        @inline(__always) func isValid(_ length: CGFloat?) -> Bool { length.map { $0.isFinite && $0 >= 0 } ?? true }
        if isValid(width) && isValid(height) {
            return (FrameLayout(width: width, height: height, alignment: alignment), nil)
        }
        var check = InputCheck(".frame")
        let layout = FrameLayout(width: check.length(width, "width"), height: check.length(height, "height"),
                                 alignment: alignment)
        return (layout, check.warning)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    @usableFromInline
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = childProposal(proposal)
        subviews.forEachNode { $0.place(aligning: alignment, in: bounds, proposal: childProposal) }
    }
}

extension View {
    /// Gives the view a fixed width, height, or both; nil leaves that dimension to the view.
    /// As in SwiftUI, a negative length counts as 0 and a NaN or infinite one is invalid: Reflow leaves that
    /// dimension to the view, with a warning.
    /// (Inlinable, so that the wrapper is made in the caller's module for the caller's view type; see
    /// `WrappedView`.)
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let (layout, warning) = FrameLayout.checked(width: width, height: height, alignment: alignment)
        return WrappedView(layout, self, warning: warning)
    }
}

// Rigidity (`Engine/Pass/Rigidity.swift`): whether this layout answers every proposal alike.
extension FrameLayout: AnswersEveryProposalAlike {
    /// A frame fixed in both dimensions proposes its child the same size whatever it is offered.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool {
        (width != nil && height != nil) || subviews.areAllRigid
    }
}
