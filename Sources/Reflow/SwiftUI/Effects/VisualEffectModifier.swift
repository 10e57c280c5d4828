extension View {
    /// Applies the effects `effect` makes from the view's geometry, as SwiftUI's `visualEffect(_:)` (iOS 17):
    /// the closure gets a placeholder for the view, on which it chains effects (`content.offset(y: …)`), and a
    /// proxy of the view's geometry after layout (its size, its frame in any coordinate space, `.scrollView`
    /// included). The effects change the drawing only, never a layout; the closure is asked again each time the
    /// view is drawn, so that they follow the view as it scrolls or moves (drawing rules §2.11).
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        geometryDependentEffect { node in
            effect(EmptyVisualEffect(), GeometryProxy(geometry: GeometrySnapshot(of: node))).resolvedParts
        }
    }

    /// Adds effects that `parts` makes, when the view is drawn, from its node as the layout left it.
    func geometryDependentEffect(_ parts: @escaping (ViewNode) -> VisualEffectParts) -> some View {
        TraitWriter(content: self) { node in
            node.addEffect(.geometryDependent(GeometryDependentEffect(parts: parts)))
            node.drawing.hasGeometryDependentEffects = true
        }
    }
}
