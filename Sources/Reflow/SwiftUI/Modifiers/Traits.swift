extension View {
    /// Sets the priority with which a stack offers this view space; higher goes first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        // NaN has no place in the order stacks visit their views in (it is neither above nor below any
        // priority); infinities do, and are kept.
        var check = InputCheck(".layoutPriority")
        let value = check.number(value, "priority", in: -.infinity ... .infinity, nan: 0)
        return TraitWriter(content: self, warning: check.warning) { $0.traits.priority = value }
    }

    /// Passes `value` for `key` to the enclosing layout, which reads it as `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        TraitWriter(content: self) { $0.setLayoutValue(key, value) }
    }

    /// Gives the view an explicit value for a horizontal guide, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        TraitWriter(content: self) { $0.addGuide(g.key, computeValue) }
    }

    /// Gives the view an explicit value for a vertical guide, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        TraitWriter(content: self) { $0.addGuide(g.key, computeValue) }
    }

    /// Multiplies the opacity of the view's drawing by `opacity`.
    public func opacity(_ opacity: Double) -> some View {
        var check = InputCheck(".opacity")
        let opacity = check.number(opacity, "opacity", in: 0...1, nan: 1)
        return TraitWriter(content: self, warning: check.warning) { node in
            // After a compositing group (an effect written inside this one), the opacity fades the group as a
            // whole: SwiftUI's reason for `.compositingGroup()`.
            if case .layer(var layer)? = node.record.drawing?.effects.last, layer == DrawingLayer() {
                layer.opacity *= opacity
                node.drawing.effects[node.drawing.effects.count - 1] = .layer(layer)
            } else {
                node.traits.opacity *= opacity
            }
        }
    }

    /// Hides the view: it is not drawn, and still takes its place in the layout, as SwiftUI's `.hidden()`.
    public func hidden() -> some View {
        TraitWriter(content: self) { $0.traits.isDrawn = false }
    }

    /// Gives the view an explicit identity: a new id is a new view (fresh state and caches), and the host can
    /// find its frame with `frame(of:)`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: id)
    }
}

/// A view with an explicit id.
struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: ID

    func resolve(into resolver: inout Resolver) {
        let id = AnyHashable(self.id)
        let graph = resolver.graph
        resolver.withID(ViewID(self.id)) { inner in
            inner.forEachNode(of: { $0.resolve(content) }) { node in
                graph.register(id: id, for: node)
            }
        }
    }
}
