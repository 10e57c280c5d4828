import OpenCombine

/// What Reflow keeps for one composite view's identity between builds: its state storages, in the order the
/// view declares them. A change to one of them tells the host, which builds the views again.
///
/// Scopes are kept in the graph by the view's identity and type (`ViewGraph.scope(key:idPath:type:)`),
/// and dropped, with their state, when a build of the whole tree no longer has the view: its identity changed
/// (`.id`, another branch, a `ForEach` element removed).
final class ViewScope {
    /// The view graph of the host the view is in; weak, since a binding may keep a storage, and with it this
    /// scope, past the host.
    private(set) weak var graph: ViewGraph?
    /// The type of the view; a view of another type at the same place starts with new state.
    let type: ObjectIdentifier
    /// The same type, for its name: `reflow preview` keeps state across a reload by it.
    let viewType: Any.Type
    /// When a whole build last looked the view up, counted across builds: scopes sorted by it are in build
    /// order (`PreviewState.buildOrder(of:)`).
    var order = 0
    /// The state a previous preview process saved for this view, which its storages start from; nil but in
    /// the first build of a preview process that restores state (`Tools/Previews/PreviewState.swift`).
    var restored: SavedScope?
    /// The storages of the view's scoped properties, by declaration order.
    private var slots: [ScopeSlot] = []
    /// The build that last resolved the view: scopes no build of the tree resolves are dropped.
    var build: UInt64 = 0
    /// The identity the scope is kept under in the graph.
    var identity = NodeIdentity(key: 0, idPath: [])
    /// The scope of the composite view with state around this one, if any, and those inside it, as the
    /// latest build of its body found them.
    weak var parent: ViewScope?
    var children: [ViewScope] = []
    /// How to build the view's body again alone, from its latest build; nil when it cannot be (content built
    /// in the layout pass).
    var rebuild: ScopeRebuild?

    init(graph: ViewGraph, type: Any.Type) {
        self.graph = graph
        self.type = ObjectIdentifier(type)
        viewType = type
    }

    /// The storage at `slot`, made by `make` the first time, or when the slot held a storage of another kind.
    func storage<Slot: ScopeSlot>(at slot: Int, make: () -> Slot) -> Slot {
        if slot < slots.count, let storage = slots[slot] as? Slot { return storage }
        let storage = make()
        storage.attach(to: self)
        if slot < slots.count {
            slots[slot] = storage
        } else {
            // Slots are linked in order, so `slot` is the next one (earlier ones exist).
            slots.append(storage)
        }
        return storage
    }

    /// The storages, in declaration order (for tools that keep state across a reload).
    var storages: [ScopeSlot] { slots }

    /// Something the view's body read changed: the host builds the views again, with `animation`.
    func invalidate(animation: Animation?) {
        graph?.scopes.scopeChanged(self, animation: animation)
    }

    // MARK: Observation

    /// The trackings of the observable properties the view's body read, once it was seen to read any.
    private(set) var observation: BodyObservation?

    /// Tracks the observable properties the view's body reads from now on (`ObservedBody`).
    func startObserving() -> BodyObservation {
        if let observation { return observation }
        let made = BodyObservation(scope: self)
        observation = made
        return made
    }

    /// An object the body observes is about to change (Observation and Combine both tell in `willSet`): the
    /// change is queued, with the animation of the `withAnimation` around it, and the host applies it after the
    /// set (state rules §3).
    func observedChange() {
        guard !isRetired else { return }
        if Transaction.current.completions != nil { graph?.scopes.completions.claimCurrent() }
        graph?.scopes.observedChanges.add(self, animation: Transaction.animation)
    }

    /// The subscriptions to `ObservableObject`s the view observes (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`), by object, each with the build that last observed it.
    var objectSubscriptions: [ObjectIdentifier: (cancellable: AnyCancellable, build: UInt64)] = [:]

    /// Whether the view is gone: a change reported to it then (by a tracking made before) builds nothing.
    private(set) var isRetired = false

    /// The view is gone: its trackings and subscriptions stop, so that a model that outlives it no longer
    /// reports to it.
    func retire() {
        isRetired = true
        observation?.cancel()
        objectSubscriptions = [:]
    }
}

/// Changes of observed objects not yet applied: Observation and Combine report them in `willSet`, possibly
/// from another thread, so they are queued under a lock and applied by the host after the set.
final class ObservedChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var scopes: [ViewScope] = []
    private var animation: Animation?
    private var pending = false
    /// How many changes were reported, counting one scope reported twice twice (for tests).
    private(set) var reports = 0

    func add(_ scope: ViewScope, animation: Animation?) {
        lock.lock()
        reports += 1
        if !scopes.contains(where: { $0 === scope }) { scopes.append(scope) }
        if self.animation == nil { self.animation = animation }
        pending = true
        lock.unlock()
    }

    /// Whether changes wait to be applied.
    var hasPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending
    }

    /// The queued scopes and the first animated change's animation, leaving none.
    func take() -> (scopes: [ViewScope], animation: Animation?) {
        lock.lock()
        defer {
            scopes = []
            animation = nil
            pending = false
            lock.unlock()
        }
        return (scopes, animation)
    }
}

/// A view's identity as a scope is kept by: its hashed structural position and its explicit ids, compared by
/// equality (two unequal ids are two views, whatever their hashes).
struct NodeIdentity: Hashable {
    let key: Int
    let idPath: [ViewID]

    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    static func == (a: NodeIdentity, b: NodeIdentity) -> Bool { a.key == b.key && a.idPath == b.idPath }
}

/// What building a scope's body again alone needs: the view (in `resolve`), the position and environment it
/// was resolved at, the trait modifiers around it in its container, and the nodes its body gave last time.
struct ScopeRebuild {
    let resolve: (inout Resolver) -> Void
    let environment: EnvironmentValues
    let path: Int
    let idPath: [ViewID]
    let orientation: Axis?
    let appliers: [(ViewNode) -> Void]
    let outputs: [ViewNode]
}

extension ViewScope {
    /// This scope and every scope inside it, as their latest builds found them.
    var subtree: [ViewScope] {
        var all: [ViewScope] = [self], index = 0
        while index < all.count {
            all += all[index].children
            index += 1
        }
        return all
    }
}

/// The storage of one scoped property.
protocol ScopeSlot: AnyObject {
    /// Called once, when the storage is put into `scope`.
    func attach(to scope: ViewScope)
}
