/// What a host keeps for one subsystem of the surface from build to build (the lifecycle records, the phase
/// animators, the scroll views in motion, …): made the first time the subsystem asks for it, told when builds
/// begin and passes end, and released with the host. The engine knows stores only through this protocol, so
/// a subsystem adds its state without the engine naming it, and a dropped host releases every store there is
/// (`HostStores.release()`): none can be forgotten.
protocol HostStore: AnyObject {
    /// An empty store, made when its subsystem first asks the host for it.
    init()
    /// A whole build of the tree begins: what each build makes anew is forgotten.
    func beginBuild()
    /// A layout pass is over; `treeBuild` is the stamp of the tree's latest whole build. What no build resolved
    /// since then belongs to views that are gone.
    func endPass(treeBuild: UInt64)
    /// The host goes: every reference to nodes, scopes and actions is dropped, since they reference the host.
    func release()
}

extension HostStore {
    func beginBuild() {}
    func endPass(treeBuild: UInt64) {}
}

/// The stores of one host, one per type, in the order they were first asked for. A host has few (a handful
/// of subsystems, most hosts none or two), so a list searched by type beats a dictionary.
final class HostStores {
    /// The stores' types, searched without touching the stores (no retain for each one passed).
    private var types: [ObjectIdentifier] = []
    private var stores: [HostStore] = []

    /// The host's store of type `S`, made the first time it is asked for.
    func store<S: HostStore>(_ type: S.Type) -> S {
        if let found = existing(type) { return found }
        let made = S()
        types.append(ObjectIdentifier(type))
        stores.append(made)
        return made
    }

    /// The host's store of type `S` if its subsystem ever asked for one: for questions whose answer, without a
    /// store, is "nothing" (no phase animator runs, no scroll view moves).
    @inline(__always)
    func existing<S: HostStore>(_ type: S.Type) -> S? {
        guard let index = types.firstIndex(of: ObjectIdentifier(type)) else { return nil }
        // Stored under its own type's identifier, so the cast cannot fail.
        return unsafeDowncast(stores[index], to: S.self)
    }

    func beginBuild() { for store in stores { store.beginBuild() } }

    func endPass(treeBuild: UInt64) { for store in stores { store.endPass(treeBuild: treeBuild) } }

    /// Releases every store and forgets them all.
    func release() {
        for store in stores { store.release() }
        types = []
        stores = []
    }

    /// How many stores the host has made (for tests).
    var count: Int { stores.count }
}
