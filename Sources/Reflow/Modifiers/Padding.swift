/// `.padding`: the child is proposed the proposal less the insets (never below 0) and the view is the child
/// plus the insets (layout rules §6.3).
struct PaddingLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".padding" }

    let insets: EdgeInsets

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                          proposal: childProposal(proposal))
        }
    }
}

extension View {
    /// The default padding on every edge: 16 points, as on iOS.
    static var defaultPadding: CGFloat { 16 }

    /// Pads `edges` by `length`, or by the default 16 points when `length` is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var check = InputCheck(".padding")
        let length = check.finite(length ?? Self.defaultPadding, "length")
        return WrappedView(PaddingLayout(insets: EdgeInsets(edges, length)), self, warning: check.warning)
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        // Negative insets are allowed (they shrink the view); NaN and infinite ones are 0.
        var check = InputCheck(".padding")
        let insets = EdgeInsets(top: check.finite(insets.top, "top"), leading: check.finite(insets.leading, "leading"),
                                bottom: check.finite(insets.bottom, "bottom"),
                                trailing: check.finite(insets.trailing, "trailing"))
        return WrappedView(PaddingLayout(insets: insets), self, warning: check.warning)
    }
}
