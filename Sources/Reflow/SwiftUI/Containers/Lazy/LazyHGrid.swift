/// A grid that grows horizontally, its rows given by grid items, building its views only as they come near
/// the visible part of the scroll view around it (layout rules §17.5): `LazyVGrid` with the axes swapped.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
///         ForEach(tags) { TagView($0) }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy grid of `content`'s views in `rows`, the rows aligned by `alignment` when the grid is taller than
    /// they are, columns `spacing` apart (nil: the default), keeping `pinnedViews` in sight.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func resolve(into resolver: inout Resolver) {
        let arrangement = LazyArrangement(axis: .horizontal, alignment: alignment.key,
                                          spacing: checkedLazySpacing(spacing, "LazyHGrid", resolver),
                                          pinnedViews: pinnedViews,
                                          gridItems: checkedGridItems(rows, "LazyHGrid", resolver))
        resolver.appendLazyContainer(arrangement, content: content)
    }
}
