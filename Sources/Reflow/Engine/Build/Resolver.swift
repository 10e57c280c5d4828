/// Turns view values into nodes: walks a view's structure, gives each leaf or container the identity of its
/// position (and explicit ids), reuses the previous build's node for the same identity, and collects the nodes
/// that become one container's subviews.
/// (Usable from inlinable code as a type only, since `WrappedView` holds a closure that takes one.)
@usableFromInline
struct Resolver {
    private let unretainedGraph: UnretainedGraph
    /// The view graph of the build.
    var graph: ViewGraph { unretainedGraph.graph }
    /// The environment the views being resolved see.
    var environment: EnvironmentValues {
        _read { yield storedEnvironment }
        // Any change makes the shared copy stale.
        _modify {
            environmentSnapshot = nil
            yield &storedEnvironment
        }
    }
    private var storedEnvironment: EnvironmentValues
    /// `storedEnvironment` kept in a shared object for the contexts of the bodies built (`BodyContext`), made
    /// when a body first needs it after a change and handed on to the resolvers of containers inside: each
    /// context held a copy of the environment, whose every reference was retained and released again, for
    /// every body of every build (about 8 % of a whole update of a tree of composite views).
    private var environmentSnapshot: EnvironmentSnapshot?
    /// The identity of the current position: the container's identity mixed with every structural step
    /// (tuple index, branch, ForEach id, explicit id) taken since.
    private(set) var path: Int
    /// The explicit ids mixed into `path` since the container: nodes compare them on reuse.
    private var idPath: [ViewID] = []
    /// The stack orientation of the enclosing container, for spacers and dividers.
    let orientation: Axis?
    /// The animation of the change being built (the update's, or an `.animation(_:value:)` modifier's).
    var animation: Animation?
    /// The nodes resolved so far, in order: the container's subviews.
    var nodes: ContiguousArray<ViewNode> = []
    /// The subviews the container had after the latest build, when the container is reused: the views
    /// resolved now most likely keep their identities and order, so that the node at a view's index is the
    /// one it claims (`expectedNode(key:)`), found without a lookup in the graph's table.
    private var expectedSubviews: ContiguousArray<ViewNode> = []
    /// The scope of the innermost composite view with state around the current position (its state's parent
    /// in the tree of scopes).
    var enclosingScope: ViewScope?
    /// The trait modifiers around the current position within this container, outermost first: what they
    /// apply to the nodes resolved inside them (`forEachNode`). A scope rebuilt alone applies them again.
    private var appliers: [(ViewNode) -> Void] = []

    init(graph: ViewGraph, environment: EnvironmentValues, path: Int, orientation: Axis?) {
        unretainedGraph = UnretainedGraph(graph: graph)
        storedEnvironment = environment
        self.path = path
        self.orientation = orientation
    }

    /// `path` one structural step deeper, by `component`. Two rounds of SplitMix64's finalizer, a bijection
    /// of 64 bits, with the component mixed in between: distinct steps from one path never meet, and steps
    /// from distinct paths meet with the odds of random 64-bit numbers, as with `Hasher`, whose SipHash a build
    /// paid several times per view. Positions are compared within one host only, never stored.
    @inline(__always)
    static func mix(_ path: Int, _ component: Int) -> Int {
        @inline(__always) func finalize(_ value: UInt64) -> UInt64 {
            var z = value
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let step = finalize(UInt64(UInt(bitPattern: path)) &+ 0x9E37_79B9_7F4A_7C15) ^ UInt64(UInt(bitPattern: component))
        return Int(truncatingIfNeeded: finalize(step))
    }

    /// Runs `body` one structural step deeper.
    mutating func withComponent(_ component: Int, _ body: (inout Resolver) -> Void) {
        let saved = path
        path = Self.mix(path, component)
        body(&self)
        path = saved
    }

    /// Resolves `view` one step deeper, identified by an explicit id (a ForEach element's, or `.id`'s).
    mutating func resolve<V: View>(_ view: V, id: ViewID) {
        withID(id) { $0.resolve(view) }
    }

    /// Runs `body` one step deeper, identified by an explicit id.
    mutating func withID(_ id: ViewID, _ body: (inout Resolver) -> Void) {
        // The array is the resolver's alone unless a node was made with it (a node keeps the ids it was made
        // with, and the graph's tables keep nodes, not ids): in an update that reuses the nodes, appending and
        // removing the id allocates nothing once the array has grown.
        idPath.append(id)
        withComponent(id.hash, body)
        idPath.removeLast()
    }

    /// Resolves `view` one structural step deeper.
    mutating func resolve<V: View>(_ view: V, component: Int) {
        withComponent(component) { $0.resolve(view) }
    }

    /// Resolves the view lying at `address` one structural step deeper: a primitive where it lies, without
    /// the copy that passing it by value made (a branch of an `if`, reached inside the enclosing value), any
    /// other view from a copy, as `resolve(_:)` would.
    mutating func resolve<V: View>(at address: UnsafePointer<V>, component: Int) {
        let saved = path
        path = Self.mix(path, component)
        let graph = self.graph
        let entry = graph.viewTypes.entry(for: ObjectIdentifier(V.self)) ?? graph.recordViewType(address.pointee)
        if let primitive = entry.primitive {
            primitive.resolve(at: UnsafeRawPointer(address), into: &self)
        } else {
            resolveBody(of: address.pointee, needsScope: entry.needsScope)
        }
        path = saved
    }

    /// Resolves `view` at the current position: primitives make their nodes, other views resolve their body.
    mutating func resolve<V: View>(_ view: V) {
        // Whether `V` is a primitive is decided once per type (`ViewTypeTable`), not cast for every view.
        let graph = self.graph
        let entry = graph.viewTypes.entry(for: ObjectIdentifier(V.self)) ?? graph.recordViewType(view)
        if let primitive = entry.primitive {
            withUnsafePointer(to: view) { primitive.resolve(at: UnsafeRawPointer($0), into: &self) }
        } else {
            resolveBody(of: view, needsScope: entry.needsScope)
        }
    }

    /// Resolves a composite view's body with the environment at the view's position as the one its
    /// `@Environment` properties read, while the body is made and its views resolved (`BodyContext`).
    private mutating func resolveBody<V: View>(of view: V, needsScope: Bool) {
        // In a preview process only: which literals the body reads, for the layout inspector.
        if let bodyLiterals = graph.bodyLiterals { return resolveBody(of: view, needsScope: needsScope, noting: bodyLiterals) }
        resolveBodyOnly(of: view, needsScope: needsScope)
    }

    /// `resolveBody` noting the literals the body reads while it is made and its views resolved (a `ForEach`'s
    /// closures run then), and giving them to the nodes it made (`BodyLiterals`).
    private mutating func resolveBody<V: View>(of view: V, needsScope: Bool, noting bodyLiterals: BodyLiterals) {
        let start = nodes.count
        DesignTimeValues.beginBody()
        resolveBodyOnly(of: view, needsScope: needsScope)
        bodyLiterals.note(DesignTimeValues.endBody(), for: nodes[start...], build: graph.build)
    }

    private mutating func resolveBodyOnly<V: View>(of view: V, needsScope: Bool) {
        // A view with state gets the scope kept for its identity, and its state properties are linked to
        // it before the body reads them (`Engine/State/DynamicProperty.swift`). Other views cost one type lookup.
        let key = scopeKey(of: V.self)
        guard needsScope else {
            let saved = Self.enter(BodyContext(environmentSnapshot: sharedEnvironment(), graph: graph, scope: nil,
                                               key: key, idPath: idPath, type: ObjectIdentifier(V.self),
                                               viewType: V.self))
            // The observable properties the body reads rebuild the view when they change (state rules §3).
            resolve(ObservedBody.evaluate(isBody: true) { view.body })
            BodyContext.current = saved
            return
        }
        let scope = graph.scope(key: key, idPath: idPath, type: V.self)
        // Linked with the body's context set: `@Environment` keeps the environment for later reads.
        let saved = Self.enter(BodyContext(environmentSnapshot: sharedEnvironment(), graph: graph, scope: scope,
                                           key: key, idPath: idPath, type: ObjectIdentifier(V.self), viewType: V.self))
        DynamicProperties.link(view, to: scope)
        scope.parent = enclosingScope
        enclosingScope?.children.append(scope)
        scope.children.removeAll(keepingCapacity: true)
        let savedScope = enclosingScope
        enclosingScope = scope
        let start = nodes.count
        resolve(ObservedBody.evaluate(isBody: true) { view.body })
        BodyContext.current = saved
        enclosingScope = savedScope
        // What rebuilding this body alone needs (`ViewHost+Scopes.swift`); content built in the layout pass
        // (a GeometryReader's) is rebuilt with its owner instead.
        scope.rebuild = graph.isBuildingInPass ? nil : ScopeRebuild(
            resolve: { $0.resolveBody(of: view, needsScope: true) }, environment: environment, path: path, idPath: idPath,
            orientation: orientation, appliers: appliers, outputs: Array(nodes[start...]))
    }

    /// The environment as a shared object, made once per change of it.
    mutating func sharedEnvironment() -> EnvironmentSnapshot {
        if let environmentSnapshot { return environmentSnapshot }
        let snapshot = EnvironmentSnapshot(storedEnvironment)
        environmentSnapshot = snapshot
        return snapshot
    }

    /// A resolver for the subviews of a container at this position: the same environment, shared.
    private func inner(path: Int, orientation: Axis?) -> Resolver {
        var resolver = Resolver(graph: graph, environment: storedEnvironment, path: path, orientation: orientation)
        resolver.environmentSnapshot = environmentSnapshot
        return resolver
    }

    /// Makes `context` the context of the body being built and returns the one it replaces, moved out rather
    /// than copied: a context holds the environment, whose copy retains each of its references, and a copy
    /// kept and another destroyed per body were a few percent of a whole update.
    @inline(__always)
    private static func enter(_ context: BodyContext) -> BodyContext? {
        var previous: BodyContext? = context
        swap(&previous, &BodyContext.current)
        return previous
    }

    /// A resolver at the position a scope's body was resolved at, to resolve it again alone.
    init(rebuilding rebuild: ScopeRebuild, graph: ViewGraph, enclosingScope: ViewScope?, animation: Animation?) {
        self.init(graph: graph, environment: rebuild.environment, path: rebuild.path, orientation: rebuild.orientation)
        idPath = rebuild.idPath
        appliers = rebuild.appliers
        self.enclosingScope = enclosingScope
        self.animation = animation
    }

    /// Links `modifier`'s state to the scope kept for its identity, as a view's is (`resolveBody(of:)`); the
    /// scope, if the modifier has state.
    func linkState<M>(of modifier: M) -> ViewScope? {
        guard DynamicProperties.needScope(modifier) else { return nil }
        let scope = graph.scope(key: scopeKey(of: M.self), idPath: idPath, type: M.self)
        DynamicProperties.link(modifier, to: scope)
        return scope
    }

    /// The key of the scope of a view or modifier of `type` at the current position. The type's metadata
    /// address is mixed in as it is: `mix` scatters it, and its `hashValue` ran SipHash for every body.
    @inline(__always)
    func scopeKey<T>(of type: T.Type) -> Int { Self.mix(path, Int(bitPattern: ObjectIdentifier(T.self))) }

    /// The identity path of the current position (the explicit ids since the container).
    var currentIDPath: [ViewID] { idPath }

    /// Runs `body` with a changed environment.
    mutating func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ body: (inout Resolver) -> Void) {
        let saved = storedEnvironment, savedSnapshot = environmentSnapshot
        change(&environment)
        body(&self)
        storedEnvironment = saved
        environmentSnapshot = savedSnapshot
    }

    /// Resolves `body` and applies `apply` to each node it appended: how trait modifiers reach every view of a
    /// group.
    mutating func forEachNode(of body: (inout Resolver) -> Void, _ apply: @escaping (ViewNode) -> Void) {
        let start = nodes.count
        appliers.append(apply)
        body(&self)
        appliers.removeLast()
        for node in nodes[start...] { apply(node) }
    }

    // MARK: Making nodes

    /// Appends a leaf node at the current position.
    mutating func appendLeaf<B: NodeBehavior>(_ kind: B.Type, make: () -> B, update: (B) -> Void) {
        // The kind is `B` itself (not the metatype passed, which could be a subclass's): a node of this kind was
        // made by a `make` returning a `B`, so its behaviour needs no checked cast.
        let (node, reused) = graph.node(key: path, idPath: idPath, kind: ObjectIdentifier(B.self),
                                         expected: expectedNode(at: nodes.count, key: path), make: make)
        let behavior = unsafeDowncast(node.behavior, to: B.self)
        if reused { update(behavior) }
        node.animation = animation
        node.isNew = !reused
        node.setLayoutDirection(environment.layoutDirection)
        node.setIntrinsicGuides(behavior.intrinsicGuides)
        nodes.append(node)
    }

    /// Appends a leaf whose behaviour keeps a style at `keyPath`, set to `style`, and returns the node, its
    /// behaviour and the style it had before this build (nil for a new node): where a content transition or a
    /// symbol effect starts from.
    mutating func appendStyledLeaf<B: NodeBehavior, Style>(_ kind: B.Type, style: Style,
                                                           at keyPath: ReferenceWritableKeyPath<B, Style>,
                                                           make: () -> B) -> (node: ViewNode, behavior: B, previous: Style?) {
        var previous: Style?
        appendLeaf(B.self, make: make, update: {
            previous = $0[keyPath: keyPath]
            $0[keyPath: keyPath] = style
        })
        let node = nodes[nodes.count - 1]
        return (node, unsafeDowncast(node.behavior, to: B.self), previous)
    }

    /// Appends a container at the current position whose subviews are `content`'s views.
    mutating func appendContainer<L: Layout, Content: View>(_ layout: L, content: Content) {
        let (node, reused) = makeLayoutNode(layout, key: path, idPath: idPath,
                                            expected: expectedNode(at: nodes.count, key: path))
        var inner = inner(path: Self.mix(node.key, 0x5ce), orientation: node.behavior.orientationForSubviews)
        inner.animation = animation
        inner.enclosingScope = enclosingScope
        if reused {
            inner.expectedSubviews = node.record.subviews.nodes
            // Most updates keep the number of subviews: room for them at once, not by doubling.
            inner.nodes.reserveCapacity(inner.expectedSubviews.count)
        }
        inner.resolve(content)
        finish(node, children: inner.nodes, reused: reused)
        nodes.append(node)
    }

    /// Resolves `content` and wraps each of its views in a node laid out by `layout`: the layout modifiers
    /// (frame, padding, …). The wrapper takes the traits of the view it wraps.
    mutating func appendWrapped<L: Layout>(_ layout: L, content: (inout Resolver) -> Void,
                                           secondary: ((inout Resolver) -> Void)? = nil, secondaryFirst: Bool = false) {
        // The content is resolved by this resolver one step deeper, as a resolver of its own with the same
        // environment, ids, animation and orientation would resolve it, and its views, appended after `start`,
        // are replaced by their wrappers: no resolver to make and destroy per modifier.
        // The trait modifiers around the wrapper apply to the wrappers, not to the content: a scope inside
        // the content, built again alone, must not apply them to its views (`ViewHost+Scopes.swift`).
        let start = nodes.count
        let saved = path
        // Swapped out and back, not copied: no retain and release of the (nearly always empty) list.
        var savedAppliers: [(ViewNode) -> Void] = []
        swap(&savedAppliers, &appliers)
        path = Self.mix(path, 0x3a9)
        content(&self)
        path = saved
        swap(&savedAppliers, &appliers)
        for index in start..<nodes.count {
            let child = nodes[index]
            let key = Self.mix(child.key, Int(bitPattern: ObjectIdentifier(L.self)))
            let (node, reused) = makeLayoutNode(layout, key: key, idPath: child.idPath,
                                                expected: expectedNode(at: index, key: key))
            // A reused wrapper around the same node keeps its array of subviews: no allocation per modifier.
            let old = node.record.subviews.nodes
            var children: ContiguousArray<ViewNode> = reused && old.count == 1 && old[0] === child ? old : [child]
            if let secondary {
                var extra = inner(path: Self.mix(node.key, 0x2d), orientation: nil)
                extra.idPath = node.idPath
                extra.animation = animation
                extra.enclosingScope = enclosingScope
                secondary(&extra)
                children = secondaryFirst ? extra.nodes + children : children + extra.nodes
            }
            finish(node, children: children, reused: reused)
            node.inheritTraits(from: child)
            nodes[index] = node
        }
    }

    /// A container at `key` for nodes already resolved.
    mutating func adopt<L: Layout>(_ layout: L, children: ContiguousArray<ViewNode>, key: Int) -> ViewNode {
        let (node, reused) = makeLayoutNode(layout, key: key, idPath: [])
        finish(node, children: children, reused: reused)
        return node
    }

    private mutating func makeLayoutNode<L: Layout>(_ layout: L, key: Int, idPath: [ViewID],
                                                    expected: ViewNode? = nil) -> (ViewNode, Bool) {
        // The kind is the layout's type, which stands for `LayoutBehavior<L>` (one behaviour class per layout
        // type) without looking up the generic class's metadata for every node.
        let (node, reused) = graph.node(key: key, idPath: idPath, kind: ObjectIdentifier(L.self), expected: expected) {
            LayoutBehavior.make(layout)
        }
        // A node of this kind was made by `LayoutBehavior.make` for `L`: its behaviour is a `LayoutBehavior<L>`.
        let behavior = unsafeDowncast(node.behavior, to: LayoutBehavior<L>.self)
        if reused {
            if behavior.update(to: layout, animation: animation, at: graph.time) {
                graph.animations.animatedLayouts.append(node)
            }
        }
        node.animation = animation
        node.isNew = !reused
        node.setLayoutDirection(environment.layoutDirection)
        return (node, reused)
    }

    /// The node the view at `index` of the container's subviews, with position `key`, most likely had: the
    /// subview at that index in the latest build, or, for a view inside layout modifiers (whose wrappers are
    /// resolved after it), the first subview of the first subview, and so on, a few levels down. Only a guess:
    /// the graph checks the identity and kind before it claims the node (`ViewGraph.node`).
    @inline(__always)
    private func expectedNode(at index: Int, key: Int) -> ViewNode? {
        // Read through buffer pointers, so that the nodes looked at are not retained and released on the way.
        expectedSubviews.withUnsafeBufferPointer { subviews in
            index < subviews.count ? Self.node(withKey: key, in: subviews[index], depth: 4) : nil
        }
    }

    /// `node` if its position is `key`, else the first such node down the line of first subviews, at most
    /// `depth` levels below.
    private static func node(withKey key: Int, in node: ViewNode, depth: Int) -> ViewNode? {
        if node.key == key { return node }
        guard depth > 0 else { return nil }
        return node.record.subviews.nodes.withUnsafeBufferPointer { subviews in
            subviews.isEmpty ? nil : Self.node(withKey: key, in: subviews[0], depth: depth - 1)
        }
    }

    private func finish(_ node: ViewNode, children: ContiguousArray<ViewNode>, reused: Bool) {
        node.adopt(children)
        node.behavior.prepare(node, reused: reused)
        if node.behavior.keepsCache { graph.cachingContainers.append(node) }
    }
}

/// A view made by calling a layout with a view builder: the layout arranges the builder's views.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func resolve(into resolver: inout Resolver) { resolver.appendContainer(layout, content: content) }
}
