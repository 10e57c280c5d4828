/// A vertical stack that builds its views only as they come near the visible part of the scroll view around it
/// (layout rules §17).
///
/// It is as wide as it is proposed (a `VStack` is as wide as its widest view), and as tall as its views; inside
/// a vertical `ScrollView` the height of the views not built yet is estimated from those built so far.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
///         ForEach(0..<100_000) { i in Text("Row \(i)") }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy vertical stack of `content`'s views, aligned by `alignment`, `spacing` apart (nil: each pair's
    /// preferred spacing), keeping `pinnedViews` of its sections in sight.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func resolve(into resolver: inout Resolver) {
        let arrangement = LazyArrangement(axis: .vertical, alignment: alignment.key,
                                          spacing: checkedLazySpacing(spacing, "LazyVStack", resolver),
                                          pinnedViews: pinnedViews, gridItems: nil)
        resolver.appendLazyContainer(arrangement, content: content)
    }
}
