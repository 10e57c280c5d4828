/// `.position(x:y:)` (layout rules §10.2): the modifier takes the whole proposal (the child's length where a
/// dimension is unspecified), and the child, proposed that size, is centred on the point.
struct PositionLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".position" }

    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let centre = CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y)
        for subview in subviews {
            subview.place(at: centre, anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension View {
    /// Puts the centre of the view at `position` in its parent's coordinate space; the modified view takes all
    /// the space it is offered (layout rules §10.2).
    public func position(_ position: CGPoint) -> some View {
        var check = InputCheck(".position")
        let limits = -DrawableLimit.magnitude...DrawableLimit.magnitude
        let point = CGPoint(x: check.clamped(check.finite(position.x, "x"), "x", to: limits),
                            y: check.clamped(check.finite(position.y, "y"), "y", to: limits))
        return WrappedView(PositionLayout(position: point), self, warning: check.warning)
    }

    /// Puts the centre of the view at (`x`, `y`) in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
