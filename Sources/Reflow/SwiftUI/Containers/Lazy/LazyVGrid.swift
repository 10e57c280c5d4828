/// A grid that grows vertically, its columns given by grid items, building its views only as they come near
/// the visible part of the scroll view around it (layout rules §17.5).
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(items) { ItemView($0) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy grid of `content`'s views in `columns`, the columns aligned by `alignment` when the grid is
    /// wider than they are, rows `spacing` apart (nil: the default), keeping `pinnedViews` in sight.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func resolve(into resolver: inout Resolver) {
        let arrangement = LazyArrangement(axis: .vertical, alignment: alignment.key,
                                          spacing: checkedLazySpacing(spacing, "LazyVGrid", resolver),
                                          pinnedViews: pinnedViews,
                                          gridItems: checkedGridItems(columns, "LazyVGrid", resolver))
        resolver.appendLazyContainer(arrangement, content: content)
    }
}
