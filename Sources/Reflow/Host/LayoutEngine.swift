/// The state one host shares with all its nodes: the pass clock, the text measurer, the identity table for
/// reusing nodes, the animations under way, and the warnings.
final class LayoutEngine {
    /// The clock of the host's layout passes (`PassClock`); every node of the host reads it.
    let clock = PassClock()
    /// Incremented for every build of the node tree from views.
    private(set) var build: UInt64 = 0
    var textMeasurer: TextMeasurer
    /// Where `Image("name")` finds its pixels.
    var imageProvider: ImageProvider

    /// Nodes by identity, from the latest build.
    private(set) var nodesByKey: [NodeIdentity: ViewNode] = [:]
    private var previousNodes: [NodeIdentity: ViewNode] = [:]
    /// Nodes by explicit id, from the latest build.
    private(set) var nodesByID: [AnyHashable: ViewNode] = [:]
    /// The latest build's containers that keep a cache (`NodeBehavior.keepsCache`), each after its subviews, in
    /// the order the build prepared them.
    var cachingContainers: [ViewNode] = []

    /// The host's clock, in seconds: animations are sampled at it.
    var time: Double = 0
    /// Nodes whose frames animate, and containers whose layout's `animatableData` animates.
    var movingNodes: [ViewNode] = []
    var animatedLayouts: [ViewNode] = []
    /// Nodes whose drawing effects animate (a rotation, a scale, a shadow, …).
    var nodesWithMovingEffects: [ViewNode] = []
    /// The values of `.animation(_:value:)` modifiers by position, from the latest build and the one before.
    private var animationValues: [Int: Any] = [:]
    private var previousAnimationValues: [Int: Any] = [:]

    /// Phase animators' state by position, kept from build to build (`PhaseAnimator`).
    private(set) var phaseAnimators: [Int: PhaseAnimatorState] = [:]

    /// The state of composite views, by identity and type (`State/ViewScope.swift`), kept from build to build.
    private(set) var scopes: [NodeIdentity: ViewScope] = [:]
    /// The scopes whose state changed since the views were last built, and the animation of the change (the
    /// first animated change's).
    private(set) var changedScopes: [ViewScope] = []
    private(set) var changeAnimation: Animation?
    /// Told when a scope's state changes: the host builds the views again, now or when its operation is over.
    var onStateChange: (() -> Void)?
    /// Changes of observed objects (`@Observable`, `ObservableObject`) reported in their `willSet`, which the
    /// host applies after the set (state rules §3).
    let observedChanges = ObservedChanges()
    /// The appearances, `onChange` values, tasks and timelines of the views, by identity, kept from build to
    /// build, and the actions they queue (`Lifecycle/LifecycleStore.swift`).
    let lifecycle = LifecycleStore()

    /// Nodes a build in the layout pass dropped (a `GeometryReader`'s content built anew,
    /// `PassBuiltContent`): kept alive until the pass is over, since the pass reads nodes unretained
    /// (`Pass/Unchecked.swift`). The host empties it after every pass.
    var retiredNodes: [ViewNode] = []
    /// The explicit ids registered since a build in the layout pass began, nil outside one: that content
    /// unregisters them before it is built again.
    private var registeredInScope: [AnyHashable]?
    /// Whether an `.onPreferenceChange` was resolved since the latest build began: the host then looks for
    /// preference changes after each pass (`Preferences/PreferenceObserver.swift`); other hosts pay nothing.
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

    /// Whether a view of the latest build read a size class (`@Environment(\.horizontalSizeClass)`): the host
    /// then builds the views again when a resize changes the class.
    var readsSizeClass = false

    private(set) var warnings: [String] = []
    private var warned: Set<String> = []

    init(textMeasurer: TextMeasurer, imageProvider: ImageProvider = AssetImageProvider()) {
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
    }

    /// Drops the engine's references to nodes, which reference the engine: called when the host goes.
    func releaseNodes() {
        // Every list of nodes, or the nodes in it keep the engine, and it them, alive for ever.
        cachingContainers = []
        movingNodes = []
        animatedLayouts = []
        nodesWithMovingEffects = []
        nodesByKey = [:]
        previousNodes = [:]
        nodesByID = [:]
        phaseAnimators = [:]
        for scope in scopes.values { scope.retire() }
        scopes = [:]
        changedScopes = []
        lifecycle.release()
        retiredNodes = []
        onStateChange = nil
    }

    /// Starts a build: the nodes of the previous build become candidates for reuse.
    func beginBuild() {
        build &+= 1
        readsSizeClass = false
        clock.invalidateAnswers()
        previousNodes = nodesByKey
        nodesByKey = [:]
        nodesByKey.reserveCapacity(previousNodes.count)
        nodesByID = [:]
        cachingContainers.removeAll(keepingCapacity: true)
        previousAnimationValues = animationValues
        animationValues = [:]
        // Containers whose data still animates after this build register again as they are resolved.
        animatedLayouts = []
        mayHavePreferenceObservers = false
        lifecycle.beginBuild()
    }

    /// Whether the latest build had `.animation(_:value:)` modifiers, whose values a later build may change.
    var hasAnimationModifiers: Bool { !animationValues.isEmpty }

    /// Records the value an `.animation(_:value:)` modifier at `path` has in this build; true when it differs
    /// from the value of the previous build (a modifier seen for the first time has nothing to animate).
    func recordAnimationValue<Value: Equatable>(_ value: Value, at path: Int) -> Bool {
        animationValues[path] = value
        guard let previous = previousAnimationValues[path] as? Value else { return false }
        return previous != value
    }

    /// Ends a build: nodes no view claimed are released. Each is cut from its old parent first: a layout may
    /// keep a `LayoutSubview`, and with it the node, after its parent, which refers to it unretained, is gone.
    func endBuild() {
        for node in previousNodes.values where node.claimedInBuild != build {
            node.parent = nil
            node.behavior.dropped(node)
        }
        previousNodes = [:]
        treeBuild = build
    }

    /// The stamp of the latest build of the whole tree (builds in the pass that follows it stamp higher).
    private var treeBuild: UInt64 = 0

    /// Ends a layout pass: the nodes builds in the pass dropped are released, and the phase animators that no
    /// view resolved in the latest build of the tree, nor in a build in a pass since, are gone (shown again,
    /// they start from their first phase). Done after the pass, not when the tree's build ends, because a
    /// `GeometryReader` resolves the animators of its content in the pass.
    func endPass() {
        if !retiredNodes.isEmpty { retiredNodes.removeAll() }
        if !phaseAnimators.isEmpty, phaseAnimators.values.contains(where: { $0.build < treeBuild }) {
            phaseAnimators = phaseAnimators.filter { $0.value.build >= treeBuild }
        }
        // State goes with its view, as the phase animators do: a scope no build resolved since the tree's is
        // a view that is gone (or changed identity), and shown again it starts from its initial state.
        if !scopes.isEmpty, scopes.values.contains(where: { $0.build < treeBuild }) {
            for scope in scopes.values where scope.build < treeBuild { scope.retire() }
            scopes = scopes.filter { $0.value.build >= treeBuild }
        }
        lifecycle.endPass(treeBuild: treeBuild)
    }

    /// The scope of the composite view of `type` whose identity is `key` and `idPath`, made when the view
    /// first appears (or appears with another type).
    func scope(key: Int, idPath: [AnyHashable], type: ObjectIdentifier) -> ViewScope {
        let identity = NodeIdentity(key: key, idPath: idPath)
        let scope = scopes[identity].flatMap { $0.type == type ? $0 : nil } ?? ViewScope(engine: self, type: type)
        if scope.build != build {
            scope.build = build
            scopes[identity] = scope
        }
        return scope
    }

    /// Records that `scope`'s state changed and tells the host.
    func scopeChanged(_ scope: ViewScope, animation: Animation?) {
        changedScopes.append(scope)
        if changeAnimation == nil { changeAnimation = animation }
        onStateChange?()
    }

    /// Takes the recorded changes: the scopes and the animation, leaving none.
    func takeChanges() -> (scopes: [ViewScope], animation: Animation?) {
        defer { changedScopes = []; changeAnimation = nil }
        return (changedScopes, changeAnimation)
    }

    /// The state of the phase animator at `path`, made when it first appears.
    func phaseAnimator(at path: Int, continuous: Bool) -> PhaseAnimatorState {
        let state = phaseAnimators[path].flatMap { $0.isContinuous == continuous ? $0 : nil }
            ?? PhaseAnimatorState(continuous: continuous, time: time)
        state.build = build
        phaseAnimators[path] = state
        return state
    }

    /// Whether a phase animator is running, so that the host's clock must go on.
    var hasRunningPhaseAnimators: Bool { phaseAnimators.values.contains { $0.isRunning } }

    /// The node for the view with identity `key` and `kind`: the previous build's node when the view kept its
    /// identity, else a new one.
    func node(key: Int, idPath: [AnyHashable], kind: ObjectIdentifier,
              make: () -> NodeBehavior) -> (node: ViewNode, reused: Bool) {
        let identity = NodeIdentity(key: key, idPath: idPath)
        if let old = previousNodes[identity], old.kind == kind, old.claimedInBuild != build {
            old.claimedInBuild = build
            old.resetTraits()
            nodesByKey[identity] = old
            return (old, true)
        }
        let node = ViewNode(engine: self, kind: kind, key: key, idPath: idPath, behavior: make())
        node.claimedInBuild = build
        if nodesByKey[identity] == nil { nodesByKey[identity] = node }
        return (node, false)
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
    func withBuildInPass(reusing previous: [NodeIdentity: ViewNode], unregistering registered: [AnyHashable],
                         _ body: () -> Void) -> (nodes: [NodeIdentity: ViewNode], ids: [AnyHashable]) {
        for id in registered { nodesByID[id] = nil }
        let savedNodes = nodesByKey, savedPrevious = previousNodes, savedCaching = cachingContainers
        let savedScope = registeredInScope
        // A build stamp of its own, so that every node of `previous` can be claimed once again.
        build &+= 1
        previousNodes = previous
        nodesByKey = [:]
        registeredInScope = []
        body()
        let claimed = nodesByKey, ids = registeredInScope ?? []
        for node in previous.values where node.claimedInBuild != build {
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

    /// Records a warning about `name`, once per name and host, and prints it to standard error.
    func warn(about name: String, _ message: String) {
        guard warned.insert(name).inserted else { return }
        let line = "Reflow: warning: \(name) \(message). Further warnings about \(name) are not shown."
        warnings.append(line)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A view's identity: its hashed structural path, and the explicit ids on it compared by equality, as
/// SwiftUI compares ids (two unequal ids are two views, whatever their hashes).
struct NodeIdentity: Hashable {
    let key: Int
    let idPath: [AnyHashable]

    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    static func == (a: NodeIdentity, b: NodeIdentity) -> Bool { a.key == b.key && a.idPath == b.idPath }
}
