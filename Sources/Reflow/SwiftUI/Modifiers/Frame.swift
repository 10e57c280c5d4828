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
        var subviews = subviews, layout = self
        return layout.size(for: proposal, subviews: &subviews)
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var subviews = subviews, layout = self
        layout.place(&subviews, in: bounds, proposal: proposal)
    }

    // The two calls proper, given the subviews `inout`: `FrameBehavior` lends them the node's own, where a copy
    // would retain and release the array. They are `mutating` only so that the layout is passed by address:
    // called on `FrameBehavior`'s stored layout, a plain method copied all of it, guides and all, every time.

    @inline(__always)
    fileprivate mutating func size(for proposal: ProposedViewSize, subviews: inout Subviews) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        return sizeAskingChild(for: proposal, subviews: &subviews)
    }

    /// The size of a frame free in a dimension: out of line, so that a fixed frame's answer costs no more than
    /// the two lengths.
    @inline(never)
    private func sizeAskingChild(for proposal: ProposedViewSize, subviews: inout Subviews) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    @inline(__always)
    fileprivate mutating func place(_ subviews: inout Subviews, in bounds: CGRect, proposal: ProposedViewSize) {
        if let width, let height, width >= 0, height >= 0, let fx = alignment.horizontal.key.fraction,
           let fy = alignment.vertical.key.fraction {
            // Nearly every frame: fixed in both dimensions, with built-in guides. The child is proposed the
            // frame's size whatever the frame was offered, two lengths known to be there and not to need
            // sanitizing (`checked` leaves none negative or NaN), and one without explicit guides is placed at
            // the guides' fractions.
            let childProposal = ProposedViewSize(width: width, height: height)
            subviews.forEachNode { child in
                if child.record.mayHaveExplicitGuides {
                    child.place(aligning: alignment, in: bounds, sanitizedProposal: childProposal)
                } else {
                    child.place(atFractions: fx, fy, of: bounds, sanitizedProposal: childProposal)
                }
            }
            return
        }
        placeFree(&subviews, in: bounds, proposal: proposal)
    }

    /// The placement of every other frame (free in a dimension, or aligned by a custom guide), out of line for
    /// the reason `sizeAskingChild` is.
    @inline(never)
    private func placeFree(_ subviews: inout Subviews, in bounds: CGRect, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        subviews.forEachNode { $0.place(aligning: alignment, in: bounds, proposal: childProposal) }
    }
}

/// The behaviour of a `.frame(width:height:)` node, which calls its layout directly. The frame is the most
/// common node after leaves (a list of fixed-size items is a frame around each), and through `LayoutBehavior`'s
/// generic calls every size and placement went through the layout's witness table and generic field access:
/// about a tenth of a cold pass over a flow of framed colours. What the frame does is unchanged.
final class FrameBehavior: LayoutBehavior<FrameLayout> {
    override func answersEveryProposalAlike(_ subviews: LayoutSubviews) -> Bool {
        storedLayout.answersEveryProposalAlike(subviews: subviews)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        storedLayout.size(for: proposal, subviews: &node.record.subviews)
    }

    override func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        storedLayout.place(&node.record.subviews, in: bounds, proposal: proposal)
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

    func makeBehavior() -> NodeBehavior { FrameBehavior(self) }
}
