/// Turns view values into nodes: walks a view's structure, gives each leaf or container the identity of its
/// position (and explicit ids), reuses the previous build's node for the same identity, and collects the nodes
/// that become one container's subviews.
struct Resolver {
    private let unretainedEngine: UnretainedEngine
    /// The engine of the build.
    var engine: LayoutEngine { unretainedEngine.engine }
    /// The environment the views being resolved see.
    var environment: EnvironmentValues
    /// The identity of the current position: the container's identity mixed with every structural step
    /// (tuple index, branch, ForEach id, explicit id) taken since.
    private(set) var path: Int
    /// The explicit ids mixed into `path` since the container: nodes compare them on reuse.
    private var idPath: [AnyHashable] = []
    /// The stack orientation of the enclosing container, for spacers and dividers.
    let orientation: Axis?
    /// The animation of the change being built (the update's, or an `.animation(_:value:)` modifier's).
    var animation: Animation?
    /// The nodes resolved so far, in order: the container's subviews.
    var nodes: ContiguousArray<ViewNode> = []

    init(engine: LayoutEngine, environment: EnvironmentValues, path: Int, orientation: Axis?) {
        unretainedEngine = UnretainedEngine(engine: engine)
        self.environment = environment
        self.path = path
        self.orientation = orientation
    }

    static func mix(_ path: Int, _ component: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(path)
        hasher.combine(component)
        return hasher.finalize()
    }

    /// Runs `body` one structural step deeper.
    mutating func withComponent(_ component: Int, _ body: (inout Resolver) -> Void) {
        let saved = path
        path = Self.mix(path, component)
        body(&self)
        path = saved
    }

    /// Resolves `view` one step deeper, identified by an explicit id (a ForEach element's, or `.id`'s).
    mutating func resolve<V: View>(_ view: V, id: AnyHashable) {
        withID(id) { $0.resolve(view) }
    }

    /// Runs `body` one step deeper, identified by an explicit id.
    mutating func withID(_ id: AnyHashable, _ body: (inout Resolver) -> Void) {
        idPath.append(id)
        withComponent(id.hashValue, body)
        idPath.removeLast()
    }

    /// Resolves `view` one structural step deeper.
    mutating func resolve<V: View>(_ view: V, component: Int) {
        withComponent(component) { $0.resolve(view) }
    }

    /// Resolves `view` at the current position: primitives make their nodes, other views resolve their body.
    mutating func resolve<V: View>(_ view: V) {
        if let primitive = view as? any PrimitiveView {
            primitive.resolve(into: &self)
        } else {
            resolveBody(of: view)
        }
    }

    /// Resolves a composite view's body with the environment at the view's position as the one its
    /// `@Environment` properties read, while the body is made and its views resolved (`BodyContext`).
    private mutating func resolveBody<V: View>(of view: V) {
        let saved = BodyContext.current
        // A view with state gets the scope kept for its identity, and its state properties are linked to
        // it before the body reads them (`State/DynamicProperty.swift`). Other views cost one type lookup.
        let key = Self.mix(path, ObjectIdentifier(V.self).hashValue)
        BodyContext.current = BodyContext(environment: environment, engine: engine, scope: nil, key: key,
                                          idPath: idPath, type: ObjectIdentifier(V.self))
        if DynamicProperties.needScope(view) {
            let found = engine.scope(key: key, idPath: idPath, type: ObjectIdentifier(V.self))
            BodyContext.current?.scope = found
            // Linked with the body's context set: `@Environment` keeps the environment for later reads.
            DynamicProperties.link(view, to: found)
        }
        // The observable properties the body reads rebuild the view when they change (state rules §3).
        resolve(ObservedBody.evaluate(isBody: true) { view.body })
        BodyContext.current = saved
    }

    /// Links `modifier`'s state to the scope kept for its identity, as a view's is (`resolveBody(of:)`); the
    /// scope, if the modifier has state.
    func linkState<M>(of modifier: M) -> ViewScope? {
        guard DynamicProperties.needScope(modifier) else { return nil }
        let scope = engine.scope(key: scopeKey(of: M.self), idPath: idPath, type: ObjectIdentifier(M.self))
        DynamicProperties.link(modifier, to: scope)
        return scope
    }

    /// The key of the scope of a view or modifier of `type` at the current position.
    func scopeKey<T>(of type: T.Type) -> Int { Self.mix(path, ObjectIdentifier(T.self).hashValue) }

    /// The identity path of the current position (the explicit ids since the container).
    var currentIDPath: [AnyHashable] { idPath }

    /// Runs `body` with a changed environment.
    mutating func withEnvironment(_ change: (inout EnvironmentValues) -> Void, _ body: (inout Resolver) -> Void) {
        let saved = environment
        change(&environment)
        body(&self)
        environment = saved
    }

    /// Resolves `body` and applies `apply` to each node it appended: how trait modifiers reach every view of a
    /// group.
    mutating func forEachNode(of body: (inout Resolver) -> Void, _ apply: (ViewNode) -> Void) {
        let start = nodes.count
        body(&self)
        for node in nodes[start...] { apply(node) }
    }

    // MARK: Making nodes

    /// Appends a leaf node at the current position.
    mutating func appendLeaf<B: NodeBehavior>(_ kind: B.Type, make: () -> B, update: (B) -> Void) {
        let (node, reused) = engine.node(key: path, idPath: idPath, kind: ObjectIdentifier(kind), make: make)
        let behavior = node.behavior as! B
        if reused { update(behavior) }
        node.animation = animation
        node.isNew = !reused
        node.setLayoutDirection(environment.layoutDirection)
        node.setIntrinsicGuides(behavior.intrinsicGuides)
        nodes.append(node)
    }

    /// Appends a container at the current position whose subviews are `content`'s views.
    mutating func appendContainer<L: Layout, Content: View>(_ layout: L, content: Content) {
        let (node, reused) = makeLayoutNode(layout, key: path, idPath: idPath)
        var inner = Resolver(engine: engine, environment: environment, path: Self.mix(node.key, 0x5ce),
                             orientation: node.behavior.orientationForSubviews)
        inner.animation = animation
        inner.resolve(content)
        finish(node, children: inner.nodes, reused: reused)
        nodes.append(node)
    }

    /// Resolves `content` and wraps each of its views in a node laid out by `layout`: the layout modifiers
    /// (frame, padding, …). The wrapper takes the traits of the view it wraps.
    mutating func appendWrapped<L: Layout>(_ layout: L, content: (inout Resolver) -> Void,
                                           secondary: ((inout Resolver) -> Void)? = nil, secondaryFirst: Bool = false) {
        var inner = Resolver(engine: engine, environment: environment, path: Self.mix(path, 0x3a9),
                             orientation: orientation)
        inner.idPath = idPath
        inner.animation = animation
        content(&inner)
        for child in inner.nodes {
            let (node, reused) = makeLayoutNode(layout, key: Self.mix(child.key, ObjectIdentifier(L.self).hashValue),
                                                idPath: child.idPath)
            var children: ContiguousArray<ViewNode> = [child]
            if let secondary {
                var extra = Resolver(engine: engine, environment: environment, path: Self.mix(node.key, 0x2d),
                                     orientation: nil)
                extra.idPath = node.idPath
                extra.animation = animation
                secondary(&extra)
                children = secondaryFirst ? extra.nodes + children : children + extra.nodes
            }
            finish(node, children: children, reused: reused)
            node.inheritTraits(from: child)
            nodes.append(node)
        }
    }

    /// A container at `key` for nodes already resolved.
    mutating func adopt<L: Layout>(_ layout: L, children: ContiguousArray<ViewNode>, key: Int) -> ViewNode {
        let (node, reused) = makeLayoutNode(layout, key: key, idPath: [])
        finish(node, children: children, reused: reused)
        return node
    }

    private mutating func makeLayoutNode<L: Layout>(_ layout: L, key: Int, idPath: [AnyHashable]) -> (ViewNode, Bool) {
        let (node, reused) = engine.node(key: key, idPath: idPath, kind: ObjectIdentifier(LayoutBehavior<L>.self)) {
            LayoutBehavior.make(layout)
        }
        let behavior = node.behavior as! LayoutBehavior<L>
        if reused {
            if behavior.update(to: layout, animation: animation, at: engine.time) {
                engine.animatedLayouts.append(node)
            }
        }
        node.animation = animation
        node.isNew = !reused
        node.setLayoutDirection(environment.layoutDirection)
        return (node, reused)
    }

    private func finish(_ node: ViewNode, children: ContiguousArray<ViewNode>, reused: Bool) {
        node.adopt(children)
        node.behavior.prepare(node, reused: reused)
        if node.behavior.keepsCache { engine.cachingContainers.append(node) }
    }
}

/// A view made by calling a layout with a view builder: the layout arranges the builder's views.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func resolve(into resolver: inout Resolver) { resolver.appendContainer(layout, content: content) }
}
