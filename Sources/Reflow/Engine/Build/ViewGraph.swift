/// A host's graph of views: the nodes of its latest build by identity, how builds claim and drop them, and
/// what the host shares with all its nodes (the pass clock, the text measurer, the image provider, the
/// diagnostics, and the stores of the subsystems that keep state between builds: animations, scopes, and the
/// surface's own through `stores`). SwiftUI's hosts keep one by the same name (OpenSwiftUI's reverse-engineered
/// `ViewGraph` shows it).
///
/// The fields every view of a build reads or writes (the build counter, the two node tables, the table of view
/// types) are in its base class, `ViewGraphStorage` (`Engine/Pass/Unchecked.swift`), without exclusivity checks.
final class ViewGraph: ViewGraphStorage {
    /// The clock of the host's layout passes (`PassClock`); every node of the host reads it.
    let clock = PassClock()
    var textMeasurer: TextMeasurer
    /// Where `Image("name")` finds its pixels.
    var imageProvider: ImageProvider

    /// Nodes by explicit id, from the latest build.
    private(set) var nodesByID: [AnyHashable: ViewNode] = [:]
    /// The latest build's containers that keep a cache (`NodeBehavior.keepsCache`), each after its subviews, in
    /// the order the build prepared them.
    var cachingContainers: [ViewNode] = []

    /// The host's clock, in seconds: animations, scrolls, gestures and timelines are sampled at it.
    var time: Double = 0
    /// The date at host time 0, when the host was made: the host's clock as dates (`ViewHost.date`,
    /// `TimelineView`'s `context.date`).
    let epoch = Date()
    /// The animations under way and the values of `.animation(_:value:)` modifiers.
    let animations = AnimationStore()
    /// The state of composite views, by identity and type, and the changes to it not yet built.
    let scopes = ScopeStore()
    /// The stores of the surface's subsystems (lifecycle, phase animators, scrolling, focus, popups), each
    /// made when its subsystem first needs it.
    let stores = HostStores()
    /// Told when what a node draws changed without a build (a text field's caret moved): the host drops its
    /// display list.
    var onRedraw: (() -> Void)?
    /// Moves the host's focus to a node, or takes it away (nil): what a text field does on Escape.
    var onFocusRequest: ((ViewNode?) -> Void)?
    /// Told when nodes must be placed again without a build (a scroll view scrolled): the host runs a layout
    /// pass, now or when its operation is over. The nodes to place were marked with `keepAncestorsLayingOut()`.
    var onLayoutRequest: (() -> Void)?
    /// The host's bounds at the latest layout pass: what a lazy container sees when no scroll view encloses it.
    var hostBounds = CGRect.zero
    /// Nodes a build in the layout pass dropped (a `GeometryReader`'s content built anew,
    /// `PassBuiltContent`): kept alive until the pass is over, since the pass reads nodes unretained
    /// (`Engine/Pass/Unchecked.swift`). The host empties it after every pass.
    var retiredNodes: [ViewNode] = []
    /// The explicit ids registered since a build in the layout pass began, nil outside one: that content
    /// unregisters them before it is built again.
    private var registeredInScope: [AnyHashable]?
    /// Whether an `.onPreferenceChange` was resolved since the latest build began: the host then looks for
    /// preference changes after each pass (`SwiftUI/Preferences/PreferenceObserver.swift`); other hosts pay nothing.
    var mayHavePreferenceObservers = false

    /// Whether every resize lays out anew, instead of reusing sizes of views that answer every proposal
    /// alike and moving unchanged subtrees. Set for good once the layout is seen to break what those shortcuts
    /// rest on:
    /// - a frame or guide went beyond `DrawableLimit.exactMoves` (a huge host, `minWidth: 1e308`): moved
    ///   frames would round differently from a new layout's at such magnitudes;
    /// - a size was clamped (an infinite answer to a finite proposal becomes that proposal): the answer then
    ///   depends on the proposal, even for a view otherwise known to answer every proposal alike.
    /// Sizes are asked again too (they share the placements' generation): slower, for trees no screen shows
    /// right.
    var laysOutAnewOnResize = false
    /// Set while a scroll view places its content that only scrolled (its own bounds where they were): the
    /// content is moved, custom layouts inside it included, since scrolling moves what is drawn, not the
    /// bounds a layout places in (`Placement.swift`, `ScrollLayout`).
    var placesScrolledContent = false

    /// Whether a view of the latest build read a size class (`@Environment(\.horizontalSizeClass)`): the host
    /// then builds the views again when a resize changes the class.
    var readsSizeClass = false

    /// Whether any node was given input handlers (a gesture, a control): hover tracking and key dispatch look
    /// for them only then.
    var hasInput = false

    /// Whether a body built alone resolved a view whose values a container reads while it is built (a page's
    /// navigation title or toolbar, read by its navigation stack; a tab item): the host then builds the whole
    /// tree instead (`ViewHost+Scopes.swift`, docs/navigation.md §1.3).
    var scopeBuildNeedsWholeTree = false

    /// The warnings about this host's views (`warn`).
    let diagnostics = Diagnostics()
    /// In a preview process, the literals each body read, by the nodes it made (`BodyLiterals`); nil elsewhere.
    let bodyLiterals: BodyLiterals? = DesignTimeValues.recordsBodies ? BodyLiterals() : nil

    init(textMeasurer: TextMeasurer, imageProvider: ImageProvider = AssetImageProvider()) {
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
    }

    /// Drops the graph's references to nodes, which reference the graph: called when the host goes.
    func releaseNodes() {
        // Every list of nodes, or the nodes in it keep the graph, and it them, alive for ever. The stores
        // release their own.
        cachingContainers = []
        nodesByKey = NodeTable()
        previousNodes = NodeTable()
        displacedNodes = []
        nodesByID = [:]
        retiredNodes = []
        animations.release()
        scopes.release()
        stores.release()
        onRedraw = nil
        onFocusRequest = nil
        onLayoutRequest = nil
    }

    /// Asks the host to draw again (`onRedraw`).
    func requestRedraw() { onRedraw?() }

    /// Asks the host for a layout pass (`onLayoutRequest`), for nodes marked with `keepAncestorsLayingOut()`.
    func requestLayout() { onLayoutRequest?() }

    /// Whether a whole build is under way, claiming the nodes of `nodesByKey` where they lie: a view that
    /// keeps its identity finds its node there and leaves it in place, so that a whole update probes the table
    /// once per node and stores nothing (it copied every node into a second table, and emptied the first,
    /// retaining and releasing each node twice).
    private var buildsInPlace = false
    /// How many nodes of `nodesByKey` the whole build under way claimed or put there: when it ends with every
    /// node of the table claimed, no view went, and the table need not be searched for the unclaimed.
    private var claimedInPlace = 0
    /// Nodes of the previous build that a view of another kind took the identity of in the build under way:
    /// dropped when it ends.
    private var displacedNodes: [ViewNode] = []

    /// Starts a whole build: every node of the latest build is a candidate for reuse by its identity.
    func beginBuild() {
        build &+= 1
        readsSizeClass = false
        clock.invalidateAnswers()
        buildsInPlace = true
        claimedInPlace = 0
        nodesByID = [:]
        cachingContainers.removeAll(keepingCapacity: true)
        animations.beginBuild()
        mayHavePreferenceObservers = false
        stores.beginBuild()
    }

    /// Records the value an `.animation(_:value:)` modifier at `path` has in this build; true when it differs
    /// from the value of the previous build.
    func recordAnimationValue<Value: Equatable>(_ value: Value, at path: Int) -> Bool {
        animations.recordValue(value, at: path, buildingScope: isBuildingScope)
    }

    /// Ends a build: nodes no view claimed are released. Each is cut from its old parent first: a layout may
    /// keep a `LayoutSubview`, and with it the node, after its parent, which refers to it unretained, is gone.
    func endBuild() {
        let build = self.build
        buildsInPlace = false
        for node in displacedNodes { drop(node) }
        displacedNodes.removeAll()
        if claimedInPlace != nodesByKey.count {
            var gone: [ViewNode] = []
            nodesByKey.forEachNode { node in
                if node.claimedInBuild != build { gone.append(node) }
            }
            for node in gone {
                nodesByKey.remove(node)
                node.isInTable = false
                drop(node)
            }
            nodesByKey.shrinkIfSparse()
        }
        treeBuild = build
    }

    /// Cuts a node no view claimed from its old parent and tells its behaviour it is gone.
    private func drop(_ node: ViewNode) {
        bodyLiterals?.forget(node)
        node.parent = nil
        node.behavior.dropped(node)
    }

    /// The stamp of the latest build of the whole tree (builds in the pass that follows it stamp higher).
    private var treeBuild: UInt64 = 0

    /// Ends a layout pass: the nodes builds in the pass dropped are released, and the stores forget what
    /// belongs to views that no build resolved since the tree's latest (scopes, lifecycle records, phase
    /// animators: shown again, such a view starts afresh). Done after the pass, not when the tree's build ends,
    /// because a `GeometryReader` resolves its content in the pass.
    func endPass() {
        if !retiredNodes.isEmpty { retiredNodes.removeAll() }
        scopes.endPass(treeBuild: treeBuild)
        stores.endPass(treeBuild: treeBuild)
    }

    /// The scope of the composite view of `type` whose identity is `key` and `idPath`, made when the view
    /// first appears (or appears with another type).
    func scope(key: Int, idPath: [ViewID], type: Any.Type) -> ViewScope {
        scopes.scope(at: NodeIdentity(key: key, idPath: idPath), type: type, build: build, numbered: !isBuildingScope) {
            makeScope(type, idPath)
        }
    }

    /// A new scope, given the state a previous preview process saved for it if `reflow preview` restores one
    /// (`Tools/Previews/PreviewState.swift`).
    private func makeScope(_ type: Any.Type, _ idPath: [ViewID]) -> ViewScope {
        let scope = ViewScope(graph: self, type: type)
        if let restoring = PreviewState.restoring { scope.restored = restoring.take(for: scope, idPath: idPath) }
        return scope
    }

    /// The node for the view with identity `key` and `kind`: the previous build's node when the view kept its
    /// identity, else a new one.
    /// `expected` is the node the view most likely had (`Resolver.expectedNode`): when it is the latest
    /// build's node of this identity and kind, a whole build claims it without a lookup.
    func node(key: Int, idPath: [ViewID], kind: ObjectIdentifier, expected: ViewNode? = nil,
              make: () -> NodeBehavior) -> (node: ViewNode, reused: Bool) {
        if buildsInPlace { return nodeInPlace(key: key, idPath: idPath, kind: kind, expected: expected, make: make) }
        // The build's table is the graph's own unless a build in the layout pass swapped in one of its own.
        let intoMainTable = !isBuildingInPass
        if let old = previousNodes.node(key: key, idPath: idPath), old.kind == kind, old.claimedInBuild != build {
            old.claimedInBuild = build
            old.resetTraits()
            // Under the old node's identity, which equals this view's.
            let replaced = nodesByKey.set(old)
            if intoMainTable {
                if let replaced, replaced !== old { replaced.isInTable = false }
                old.isInTable = true
            }
            return (old, true)
        }
        let node = ViewNode(graph: self, kind: kind, key: key, idPath: idPath, behavior: make())
        node.claimedInBuild = build
        // The first node of an identity keeps it: a later view with the same identity (a duplicate id) gets a
        // node that the next build does not find.
        if nodesByKey.insertIfAbsent(node), intoMainTable { node.isInTable = true }
        return (node, false)
    }

    /// `node(key:idPath:kind:make:)` in a whole build, where the latest build's nodes are claimed in place.
    @inline(__always)
    private func nodeInPlace(key: Int, idPath: [ViewID], kind: ObjectIdentifier, expected: ViewNode?,
                             make: () -> NodeBehavior) -> (node: ViewNode, reused: Bool) {
        // The node expected at the view's position is the table's node of this identity when it is in the
        // table with this identity (the table holds one node per identity): no probe, no hashing.
        if let expected, expected.key == key, expected.isInTable, expected.kind == kind,
           expected.claimedInBuild != build, ViewID.samePath(expected.idPath, idPath) {
            return (claimInPlace(expected), true)
        }
        let old = nodesByKey.node(key: key, idPath: idPath)
        if let old, old.claimedInBuild != build, old.kind == kind { return (claimInPlace(old), true) }
        let node = ViewNode(graph: self, kind: kind, key: key, idPath: idPath, behavior: make())
        node.claimedInBuild = build
        if let old {
            // A view of another kind at an unclaimed node's identity takes it over (the old node goes when the
            // build ends); a view whose identity a view of this build has already claimed (a duplicate id) gets
            // a node that the next build does not find, as the first of the identity keeps it.
            guard old.claimedInBuild != build else { return (node, false) }
            displacedNodes.append(old)
            old.isInTable = false
            nodesByKey.set(node)
        } else {
            nodesByKey.insertIfAbsent(node)
        }
        node.isInTable = true
        claimedInPlace += 1
        return (node, false)
    }

    /// Claims `node`, the table's node of a view's identity, for the whole build under way.
    @inline(__always)
    private func claimInPlace(_ node: ViewNode) -> ViewNode {
        node.claimedInBuild = build
        node.resetTraits()
        claimedInPlace += 1
        return node
    }

    func register(id: AnyHashable, for node: ViewNode) {
        if nodesByID[id] == nil {
            nodesByID[id] = node
            registeredInScope?.append(id)
        }
    }

    /// Runs `body`, a build of part of the tree during the layout pass (`PassBuiltContent`), with `previous`
    /// as the nodes it may reuse, and the ids `registered` by that part's last build unregistered first.
    /// The nodes of the build's own tables stay as they are. Returns the nodes `body` claimed, by identity,
    /// and the ids it registered. Nodes of `previous` it did not claim are cut from their parents and kept in
    /// `retiredNodes` until the pass is over.
    func withBuildInPass(reusing previous: NodeTable, unregistering registered: [AnyHashable],
                         _ body: () -> Void) -> (nodes: NodeTable, ids: [AnyHashable]) {
        for id in registered { nodesByID[id] = nil }
        let savedNodes = nodesByKey, savedPrevious = previousNodes, savedCaching = cachingContainers
        let savedScope = registeredInScope
        let savedInPass = isBuildingInPass
        // Never inside a whole build, which claims nodes by its own build stamp.
        assert(!buildsInPlace, "a build in the layout pass began inside a whole build")
        isBuildingInPass = true
        defer { isBuildingInPass = savedInPass }
        // A build stamp of its own, so that every node of `previous` can be claimed once again.
        build &+= 1
        previousNodes = previous
        nodesByKey = NodeTable()
        registeredInScope = []
        body()
        let claimed = nodesByKey, ids = registeredInScope ?? []
        let build = self.build
        previous.forEachNode { node in
            guard node.claimedInBuild != build else { return }
            node.parent = nil
            node.behavior.dropped(node)
            retiredNodes.append(node)
        }
        // The containers this build prepared are not the tree's build's: `invalidateLayout` would prepare
        // them once per build in the pass.
        nodesByKey = savedNodes
        previousNodes = savedPrevious
        cachingContainers = savedCaching
        registeredInScope = savedScope
        return (claimed, ids)
    }

    /// Whether a build in the layout pass is under way (`withBuildInPass`).
    private(set) var isBuildingInPass = false
    /// Whether a build of one scope's body alone is under way (`withScopeBuild`).
    private(set) var isBuildingScope = false

    /// Runs `body`, a build of one scope's body alone after its state changed, with `previous` (the nodes its
    /// last build claimed) as the nodes it may reuse. The nodes it claims join the build's tables; the ids
    /// registered for `previous` are registered again by the views that still have them; nodes of `previous`
    /// it did not claim are cut from their parents and kept in `retiredNodes` until the pass is over.
    /// Returns the nodes it claimed.
    func withScopeBuild(reusing previous: NodeTable, _ body: () -> Void) -> [ViewNode] {
        assert(!buildsInPlace, "a body was built alone inside a whole build")
        build &+= 1
        // Out of the build's table, so that the views that keep them put them back (and new nodes of their
        // identities can go in).
        previous.forEachNode {
            nodesByKey.remove($0)
            $0.isInTable = false
        }
        if !nodesByID.isEmpty {
            var old = Set<ObjectIdentifier>()
            previous.forEachNode { old.insert(ObjectIdentifier($0)) }
            nodesByID = nodesByID.filter { !old.contains(ObjectIdentifier($0.value)) }
        }
        let savedPrevious = previousNodes
        previousNodes = previous
        isBuildingScope = true
        body()
        isBuildingScope = false
        previousNodes = savedPrevious
        var claimed: [ViewNode] = []
        previous.forEachNode { node in
            if node.claimedInBuild == build {
                claimed.append(node)
            } else {
                node.parent = nil
                node.behavior.dropped(node)
                retiredNodes.append(node)
            }
        }
        return claimed
    }

    /// Records a warning about `name` in the host's diagnostics, once per name and host, and prints it to
    /// standard error. `message` is only made the first time.
    func warn(_ category: Diagnostic.Category, about name: String, _ message: @autoclosure () -> String) {
        diagnostics.report(category, once: name,
                           "Reflow: warning: \(name) \(message()). Further warnings about \(name) are not shown.")
    }
}
