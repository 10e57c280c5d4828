/// A view that gives its content its own size and coordinates: `GeometryReader { proxy in … }`. It takes
/// all the space it is proposed (an unspecified dimension is 0), and proposes that size to each of its views,
/// which it places at its top-leading corner (layout rules §14).
///
/// The content depends on where the reader is, which only the layout pass knows: it is built there, when the
/// reader is placed, and built again when the reader's size or position changes.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The content, made from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content `content` makes from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolve(into resolver: inout Resolver) {
        let content = self.content
        let resolve: (GeometryProxy, inout Resolver) -> Void = { proxy, resolver in resolver.resolve(content(proxy)) }
        let environment = resolver.environment, animation = resolver.animation
        resolver.appendLeaf(GeometryReaderBehavior.self, make: {
            let behavior = GeometryReaderBehavior(content: resolve)
            behavior.built.update(environment: environment, animation: animation)
            return behavior
        }, update: { behavior in
            behavior.content = resolve
            behavior.built.update(environment: environment, animation: animation)
        })
    }
}

/// The node of a `GeometryReader`. A build of the tree gives it its content's closure; the content's views
/// are built when the node is placed (`PassBuiltContent`), from the geometry it is placed with.
final class GeometryReaderBehavior: NodeBehavior {
    fileprivate(set) var content: (GeometryProxy, inout Resolver) -> Void
    let built = PassBuiltContent()
    /// The geometry the content was last built with.
    private var builtGeometry: GeometrySnapshot?

    init(content: @escaping (GeometryProxy, inout Resolver) -> Void) {
        self.content = content
    }

    override var name: String { "GeometryReader" }

    /// The whole proposal, an unspecified dimension being 0 (layout rules §14.1).
    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    override var placesSubviews: Bool { true }

    /// Builds the content if the geometry changed since it was built (or the tree was built since), then
    /// proposes the reader's size to each of its views and puts it at the top-leading corner (§14.2).
    override func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        // A reader moved without being laid out would keep the content of its old position.
        node.keepAncestorsLayingOut()
        let geometry = GeometrySnapshot(of: node)
        if built.isStale || geometry != builtGeometry {
            builtGeometry = geometry
            let proxy = GeometryProxy(geometry: geometry), content = self.content
            node.adoptWhilePlacing(built.build(for: node) { content(proxy, &$0) })
        }
        let proposal = ProposedViewSize(bounds.size)
        for child in node.record.subviews.nodes {
            child.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    override func dropped(_ node: ViewNode) { built.cutParentPointers() }
}
