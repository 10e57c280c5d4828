extension View {
    /// Calls `action` with `key`'s value of this view once the view appears, and again after each layout in
    /// which the value changed (layout rules §15.4). It runs after the layout pass, never inside a build or a
    /// layout; it attaches only if a view inside writes the key.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        let observer = PreferenceObserverLayout { node, delivered in
            let written = node.subviewsPreferenceValue(K.self)
            // Nothing inside ever wrote the key: the modifier is not attached.
            guard written != nil || delivered != nil else { return nil }
            let value = written ?? K.defaultValue
            if let delivered = delivered as? K.Value, delivered == value { return nil }
            return (value, { action(value) })
        }
        return WrappedView(observer, self) { $0.graph.mayHavePreferenceObservers = true }
    }
}

/// The node of `.onPreferenceChange`: it lays its view out as it is.
struct PreferenceObserverLayout: MarkerLayout {
    static var nameInWarnings: String { ".onPreferenceChange" }

    /// The node's value now, with the call to make for it, if it differs from the value last delivered
    /// (nil before the first delivery); nil when there is nothing to deliver.
    let change: (ViewNode, Any?) -> (value: Any, action: () -> Void)?

    func makeBehavior() -> NodeBehavior { PreferenceObserverBehavior(self) }
}

/// The behaviour of an `.onPreferenceChange` node: it keeps the value last delivered from build to build,
/// for as long as the view keeps its identity.
final class PreferenceObserverBehavior: LayoutBehavior<PreferenceObserverLayout> {
    var delivered: Any?

    override func answersEveryProposalAlike(_ subviews: LayoutSubviews) -> Bool { subviews.areAllRigid }
}

extension ViewGraph {
    /// The calls `.onPreferenceChange` modifiers under `root` have to make after a pass, in view-tree order;
    /// each observer records the value as delivered. Walks the tree only when the latest build (or a build in
    /// the pass) resolved an observer.
    func preferenceChanges(under root: ViewNode?) -> [() -> Void] {
        guard mayHavePreferenceObservers, let root else { return [] }
        var calls: [() -> Void] = []
        let kind = ObjectIdentifier(PreferenceObserverLayout.self)
        root.forEachInSubtree { node in
            guard node.kind == kind, let observer = node.behavior as? PreferenceObserverBehavior,
                  let (value, call) = observer.layout.change(node, observer.delivered) else { return }
            observer.delivered = value
            calls.append(call)
        }
        return calls
    }
}
