/// A horizontal stack as a `Layout`: children side by side, aligned by a vertical guide.
public struct HStackLayout: Layout, StackShell {
    /// Named after the view users write (`HStack { … }`), in warnings and the negotiation's record.
    static var nameInWarnings: String { "HStack" }
    static var axis: Axis { .horizontal }

    public var alignment: VerticalAlignment
    /// The gap between children; nil for each pair's preferred spacing.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = StackCache

    var alignmentKey: AlignmentKey { alignment.key }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    // A primitive view, as SwiftUI's is: resolved straight into its container, without a body to build
    // and observe for every stack of every update.
    func resolve(into resolver: inout Resolver) { resolver.appendContainer(layout, content: content) }
}
