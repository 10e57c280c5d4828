/// A vertical stack as a `Layout`: children one above the other, aligned by a horizontal guide.
public struct VStackLayout: Layout, StackShell {
    /// Named after the view users write (`VStack { … }`), in warnings and the negotiation's record.
    static var nameInWarnings: String { "VStack" }
    static var axis: Axis { .vertical }

    public var alignment: HorizontalAlignment
    /// The gap between children; nil for each pair's preferred spacing.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = StackCache

    var alignmentKey: AlignmentKey { alignment.key }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never

    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    // A primitive view, as SwiftUI's is: resolved straight into its container, without a body to build
    // and observe for every stack of every update.
    func resolve(into resolver: inout Resolver) { resolver.appendContainer(layout, content: content) }
}
