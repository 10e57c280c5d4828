extension View {
    /// Puts in front of this view the view `transform` makes from `key`'s value of this view, laid out as an
    /// overlay: proposed this view's size and centred on it (layout rules §15.5, §6.7).
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        preferenceValueView(Key.self, alignment: .center, behind: false, transform)
    }

    /// Puts in front of this view the view `transform` makes from `key`'s value of this view, laid out as an
    /// overlay aligned by `alignment` (iOS 16).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceValueView(K.self, alignment: alignment, behind: false, transform)
    }

    /// Puts behind this view the view `transform` makes from `key`'s value of this view, laid out as a
    /// background: proposed this view's size and centred on it.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        preferenceValueView(Key.self, alignment: .center, behind: true, transform)
    }

    /// Puts behind this view the view `transform` makes from `key`'s value of this view, laid out as a
    /// background aligned by `alignment` (iOS 16).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceValueView(K.self, alignment: alignment, behind: true, transform)
    }

    private func preferenceValueView<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment, behind: Bool, _ transform: @escaping (K.Value) -> V) -> some View {
        let layout = PreferenceValueLayout(
            base: BackgroundLayout(alignment: alignment, primaryFirst: !behind),
            read: { primary in primary.preferenceValue(K.self) ?? K.defaultValue },
            resolve: { value, resolver in resolver.resolve(transform(value as! K.Value)) })
        return PreferenceValueView(layout: layout, content: self)
    }
}

/// A view with `overlayPreferenceValue` or `backgroundPreferenceValue`: its node is made as a layout
/// modifier's, and takes the environment and animation of the build for the views it builds in the pass.
struct PreferenceValueView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: PreferenceValueLayout
    let content: Content

    func resolve(into resolver: inout Resolver) {
        let start = resolver.nodes.count
        resolver.appendWrapped(layout, content: { $0.resolve(content) })
        for node in resolver.nodes[start...] {
            (node.behavior as? PreferenceValueBehavior)?.built.update(environment: resolver.environment,
                                                                      animation: resolver.animation)
        }
    }
}

/// Laid out as `.overlay` or `.background` (`BackgroundLayout`); the secondary views are made in the pass
/// from the primary view's preference value (`PreferenceValueBehavior`).
struct PreferenceValueLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".overlayPreferenceValue or .backgroundPreferenceValue" }

    let base: BackgroundLayout
    /// The key's value of the primary view (its default if nothing writes it).
    let read: (ViewNode) -> Any
    /// Resolves the secondary views for a value.
    let resolve: (Any, inout Resolver) -> Void

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        base.spacing(subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension PreferenceValueLayout: AnswersEveryProposalAlike {
    /// As a background's: the primary view decides.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { base.answersEveryProposalAlike(subviews: subviews) }

    func makeBehavior() -> NodeBehavior { PreferenceValueBehavior(self) }
}

/// The node of `overlayPreferenceValue` / `backgroundPreferenceValue`. A build of the tree gives it only its
/// primary view; when it is placed, it lays the primary out first, reads the key's value of it (anchors are
/// positions, known only now), builds the secondary views from the value if it changed (`PassBuiltContent`),
/// and then places them as an overlay's or a background's.
final class PreferenceValueBehavior: LayoutBehavior<PreferenceValueLayout> {
    let built = PassBuiltContent()
    /// The value the secondary views were last built from.
    private var builtValue: Any?

    override func answersEveryProposalAlike(_ subviews: LayoutSubviews) -> Bool {
        layout.answersEveryProposalAlike(subviews: subviews)
    }

    override func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        // Moved without being laid out, the node would keep views made from anchors of its old position.
        node.keepAncestorsLayingOut()
        let primaryFirst = layout.base.primaryFirst
        let subviews = node.record.subviews.nodes
        guard let primary = primaryFirst ? subviews.first : subviews.last else { return }
        // Where the layout puts it (`BackgroundLayout`), which places it there again, changing nothing.
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let value = layout.read(primary)
        if built.isStale || builtValue.map({ !preferenceValuesEqual($0, value) }) ?? true {
            builtValue = value
            let resolve = layout.resolve
            let secondary = built.build(for: node) { resolve(value, &$0) }
            node.adoptWhilePlacing(primaryFirst ? [primary] + secondary : secondary + [primary])
        }
        super.placeSubviews(of: node, in: bounds, proposal: proposal)
    }

    override func dropped(_ node: ViewNode) { built.cutParentPointers() }
}
