// Building only what a state change affects: the bodies of the views whose state changed are resolved again
// alone, at the position and with the environment of their latest build, reusing the nodes that build
// made; then only those nodes and their ancestors forget their answers, and the pass lays out what changed.
// SwiftUI re-evaluates only the bodies that depend on the changed state, too.
//
// A body is built alone only when nothing outside it needs to change: its views must come out as the same
// nodes (a body that now gives more or fewer views, or others, changes its container's subviews) with the
// same traits their container reads. Otherwise, or when the scope cannot be built alone (content built in the
// layout pass), the whole tree is built again, as before.

extension ViewHost {
    /// Builds the bodies of `scopes` again alone, then lays out; false when they cannot all be, and the whole
    /// tree must be built again instead.
    func rebuildAlone(_ scopes: [ViewScope], animation: Animation?) -> Bool {
        // A popup (a menu's list) is built with the whole tree, after the root: while one is shown, the whole
        // tree is built again.
        guard inputState.popup == nil else { return false }
        let outermost = Self.outermost(scopes)
        for scope in outermost {
            // A scope dropped, or not built in the latest tree, has nothing to build alone.
            guard graph.scopes.byIdentity[scope.identity] === scope, scope.rebuild != nil else { return false }
        }
        let mayAnimate = animation != nil || isAnimating || graph.animations.hasAnimationModifiers
        if mayAnimate { rememberDrawnFrames() }
        for scope in outermost {
            guard rebuildAlone(scope, animation: animation) else { return false }
        }
        // A body that asks for a popup (a menu opening) needs the whole build, which makes it.
        guard graph.popupRequest == nil else { return false }
        layout()
        if mayAnimate { startMotions() }
        // A `@FocusState` set from code moves focus once the views that read it are built again.
        reconcileFocusBindings()
        return true
    }

    /// The scopes of `scopes` with no ancestor among them: building those builds the others.
    private static func outermost(_ scopes: [ViewScope]) -> [ViewScope] {
        let changed = Set(scopes.map(ObjectIdentifier.init))
        var result: [ViewScope] = []
        for scope in scopes where !result.contains(where: { $0 === scope }) {
            var ancestor = scope.parent, covered = false
            while let current = ancestor, !covered {
                covered = changed.contains(ObjectIdentifier(current))
                ancestor = current.parent
            }
            if !covered { result.append(scope) }
        }
        return result
    }

    /// Builds `scope`'s body again alone; false when its views did not come out as the same nodes with the
    /// same outward traits (the tree must then be built again whole).
    private func rebuildAlone(_ scope: ViewScope, animation: Animation?) -> Bool {
        guard let rebuild = scope.rebuild else { return false }
        let oldOutputs = rebuild.outputs
        let oldTraits = oldOutputs.map(OutwardTraits.init)
        let oldScopes = scope.subtree
        var previous = NodeTable()
        for output in oldOutputs { collectBuilt(output, into: &previous) }
        var outputs: ContiguousArray<ViewNode> = []
        graph.scopeBuildNeedsWholeTree = false
        let claimed = graph.withScopeBuild(reusing: previous) {
            var resolver = Resolver(rebuilding: rebuild, graph: graph, enclosingScope: scope.parent,
                                    animation: animation)
            rebuild.resolve(&resolver)
            // The trait modifiers around the view in its container, innermost first, as they were applied.
            for apply in rebuild.appliers.reversed() {
                for node in resolver.nodes { apply(node) }
            }
            outputs = resolver.nodes
        }
        let kept = Set(scope.subtree.map(ObjectIdentifier.init))
        graph.scopes.dropScopes(oldScopes.filter { !kept.contains(ObjectIdentifier($0)) })
        guard !graph.scopeBuildNeedsWholeTree, outputs.count == oldOutputs.count, zip(outputs, oldOutputs).allSatisfy({ $0 === $1 }),
              zip(outputs, oldTraits).allSatisfy({ OutwardTraits($0) == $1 }) else { return false }
        // The reused nodes answered for the old views; the containers above answered with them.
        for node in claimed { node.record.forgetAnswers() }
        var ancestor = outputs.first?.parent
        while let container = ancestor {
            container.record.forgetAnswers()
            // The container's cache and rigidity follow its subviews (SwiftUI calls `updateCache` when they
            // change).
            container.behavior.prepare(container, reused: true)
            ancestor = container.parent
        }
        return true
    }

    /// The nodes of `node`'s subtree that the build's tables hold (content built in the layout pass is its
    /// owner's), by identity.
    private func collectBuilt(_ node: ViewNode, into nodes: inout NodeTable) {
        if graph.nodesByKey.node(key: node.key, idPath: node.idPath) === node { nodes.set(node) }
        for child in node.record.subviews.nodes { collectBuilt(child, into: &nodes) }
    }
}

/// What a container reads from a subview's node at build time: a body built alone must leave these as they
/// were, or the container must be built again.
private struct OutwardTraits: Equatable {
    let priority: Double
    let zIndex: Double
    let subtreeGuideCount: Int
    /// Whether the node has layout values or alignment guides, which cannot be compared (any values,
    /// closures): a view with any is built again with its container.
    let hasIncomparable: Bool

    init(_ node: ViewNode) {
        priority = node.traits.priority
        zIndex = node.record.drawing?.zIndex ?? 0
        subtreeGuideCount = node.traits.subtreeGuides.keys.count
        hasIncomparable = !node.traits.layoutValues.isEmpty || !node.traits.guides.isEmpty
    }

    static func == (a: OutwardTraits, b: OutwardTraits) -> Bool {
        !a.hasIncomparable && !b.hasIncomparable && a.priority == b.priority && a.zIndex == b.zIndex
            && a.subtreeGuideCount == b.subtreeGuideCount
    }
}
