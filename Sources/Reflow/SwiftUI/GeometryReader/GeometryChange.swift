extension View {
    /// Calls `action` with `transform` of this view's geometry when its value changes, and once when the view
    /// first appears, as SwiftUI's `onGeometryChange(for:of:action:)` does: after layout, with the geometry the
    /// view was given (its size, its frame in any coordinate space). The view's own layout is unchanged: the
    /// geometry is read by a reader behind it, which takes exactly its frame.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { _, new in action(new) }
        })
    }

    /// Calls `action` with the old and new values of `transform` of this view's geometry when it changes (and
    /// with the value twice when the view first appears).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T, T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { old, new in action(old, new) }
        })
    }
}
