extension View {
    /// Moves the view's drawing by `offset` without changing its frame: the parent still lays it out where it
    /// was (layout rules §6.8).
    public func offset(_ offset: CGSize) -> some View {
        var check = InputCheck(".offset")
        let limits = -DrawableLimit.magnitude...DrawableLimit.magnitude
        let offset = CGSize(width: check.clamped(check.finite(offset.width, "x"), "x", to: limits),
                            height: check.clamped(check.finite(offset.height, "y"), "y", to: limits))
        return WrappedView(PassThroughLayout(), self, warning: check.warning) { $0.traits.contentOffset = offset }
    }

    /// Moves the view's drawing by `x` and `y` without changing its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self.offset(CGSize(width: x, height: y))
    }
}
