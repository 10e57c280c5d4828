import Foundation

/// A view that gives its content a proxy with which to scroll the scroll views inside to a view:
///
/// ```swift
/// ScrollViewReader { proxy in
///     Button("Bottom") { withAnimation { proxy.scrollTo(99, anchor: .bottom) } }
///     ScrollView { ForEach(0..<100) { Text("Row \($0)").id($0) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content is made with a proxy for the scroll views inside it.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func resolve(into resolver: inout Resolver) {
        resolver.resolve(content(ScrollViewProxy(graph: resolver.graph)))
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`'s content to a view (layout rules §16.12).
public struct ScrollViewProxy {
    /// The host the reader was built in, weakly: a proxy kept past its host does nothing.
    private weak var graph: ViewGraph?

    init(graph: ViewGraph) { self.graph = graph }

    /// Scrolls the scroll view around the view with id `id` (`.id(_:)` or a `ForEach` element's id) so that
    /// the view's `anchor` point is at the viewport's `anchor` point; with no anchor, by the least amount that
    /// shows the view. Inside `withAnimation`, the content moves along the animation on the host's clock.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph else { return }
        let key = AnyHashable(id)
        let animation = Transaction.animation
        // The innermost scroll view holding the view, found from the view by its `.id`, else by searching each
        // scroll view's content for a `ForEach` id.
        var candidates: [ScrollStore] = []
        if let node = graph.nodesByID[key] {
            var ancestor = node.parent
            while let current = ancestor {
                if let store = ViewHost.scrollStore(of: current) { candidates.append(store); break }
                ancestor = current.parent
            }
        }
        if candidates.isEmpty {
            for case let store? in graph.scrollStores() { candidates.append(store) }
        }
        for store in candidates {
            guard let frame = store.frameOfView(key) else { continue }
            store.stop()
            store.scroll(to: store.offset(showing: frame, anchor: anchor), animation: animation)
            return
        }
        graph.warn(.scrolling, about: "ScrollViewProxy.scrollTo", "found no view with id \(key) in a scroll view; nothing scrolled")
    }
}

extension ViewGraph {
    /// The stores of the scroll views of the latest build, in no particular order.
    func scrollStores() -> [ScrollStore?] {
        var stores: [ScrollStore?] = []
        var seen = Set<ObjectIdentifier>()
        nodesByKey.forEachNode { node in
            if let store = ViewHost.scrollStore(of: node), seen.insert(ObjectIdentifier(store)).inserted {
                stores.append(store)
            }
        }
        return stores
    }
}
