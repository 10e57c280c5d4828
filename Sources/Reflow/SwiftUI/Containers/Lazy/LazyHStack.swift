/// A horizontal stack that builds its views only as they come near the visible part of the scroll view around
/// it (layout rules §17).
///
/// It is as tall as it is proposed, and as wide as its views; inside a horizontal `ScrollView` the width of
/// the views not built yet is estimated from those built so far.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(photos) { PhotoView($0) } }
/// }
/// ```
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy horizontal stack of `content`'s views, aligned by `alignment`, `spacing` apart (nil: each pair's
    /// preferred spacing), keeping `pinnedViews` of its sections in sight.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func resolve(into resolver: inout Resolver) {
        let arrangement = LazyArrangement(axis: .horizontal, alignment: alignment.key,
                                          spacing: checkedLazySpacing(spacing, "LazyHStack", resolver),
                                          pinnedViews: pinnedViews, gridItems: nil)
        resolver.appendLazyContainer(arrangement, content: content)
    }
}
