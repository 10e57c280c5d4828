/// `.padding`: the child is proposed the proposal less the insets (never below 0) and the view is the child
/// plus the insets (layout rules §6.3).
@usableFromInline
struct PaddingLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".padding" }

    let insets: EdgeInsets

    /// The padding of an edge when no length is given: 16 points, as on iOS.
    static let defaultLength: CGFloat = 16

    /// The layout of `.padding(edges, length)`, checked (a NaN or infinite length is 0; nil is the default
    /// 16 points), and the warning about what it replaced, if anything. Not inlinable itself: only the
    /// modifier's making of its view is.
    @usableFromInline
    static func checked(_ edges: Edge.Set, _ length: CGFloat?) -> (PaddingLayout, InputWarning?) {
        // A finite length (or none) needs no check, whose name and list of replacements cost more than the
        // rest of the modifier.
        if length?.isFinite ?? true {
            return (PaddingLayout(insets: EdgeInsets(edges, length ?? defaultLength)), nil)
        }
        var check = InputCheck(".padding")
        let length = check.finite(length ?? defaultLength, "length")
        return (PaddingLayout(insets: EdgeInsets(edges, length)), check.warning)
    }

    /// The layout of `.padding(insets)`, checked: negative insets are allowed (they shrink the view); NaN and
    /// infinite ones are 0.
    @usableFromInline
    static func checked(_ insets: EdgeInsets) -> (PaddingLayout, InputWarning?) {
        var check = InputCheck(".padding")
        let insets = EdgeInsets(top: check.finite(insets.top, "top"), leading: check.finite(insets.leading, "leading"),
                                bottom: check.finite(insets.bottom, "bottom"),
                                trailing: check.finite(insets.trailing, "trailing"))
        return (PaddingLayout(insets: insets), check.warning)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    @usableFromInline
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    @usableFromInline
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          proposal: childProposal(proposal))
        }
    }
}

extension View {
    /// The default padding on every edge: 16 points, as on iOS.
    static var defaultPadding: CGFloat { PaddingLayout.defaultLength }

    /// Pads `edges` by `length`, or by the default 16 points when `length` is nil.
    /// (The three `padding` methods are inlinable, so that the wrapper is made in the caller's module for the
    /// caller's view type; see `WrappedView`.)
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let (layout, warning) = PaddingLayout.checked(edges, length)
        return WrappedView(layout, self, warning: warning)
    }

    /// Pads every edge by `length`.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its own inset.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View {
        let (layout, warning) = PaddingLayout.checked(insets)
        return WrappedView(layout, self, warning: warning)
    }
}

// Rigidity (`Engine/Pass/Rigidity.swift`): whether this layout answers every proposal alike.
extension PaddingLayout: AnswersEveryProposalAlike {
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}
