/// What a host keeps of its views' state: the scope of each composite view with state, by identity, kept from
/// build to build (`ViewScope`), the scopes whose state changed since the views were last built, and the
/// changes observed objects reported and the host has yet to apply (state rules §3, §6).
final class ScopeStore {
    /// The scopes by identity; a scope of another type at an identity is replaced (state rules §6.2).
    private(set) var byIdentity: [NodeIdentity: ViewScope] = [:]
    /// The scopes whose state changed since the views were last built, and the animation of the change (the
    /// first animated change's).
    private var changed: [ViewScope] = []
    private var changeAnimation: Animation?
    /// Changes of observed objects (`@Observable`, `ObservableObject`) reported in their `willSet`, which the
    /// host applies after the set (state rules §3).
    let observedChanges = ObservedChanges()
    /// The animation completions of the transactions that changed state here (`AnimationCompletion.swift`).
    let completions = AnimationCompletionQueue()
    /// Told when a scope's state changes: the host builds the views again, now or when its operation is over.
    var onChange: (() -> Void)?
    /// Counts the lookups of whole builds, numbering scopes in the order builds reach them.
    private var lookups = 0

    var isEmpty: Bool { byIdentity.isEmpty }

    /// The scope at `identity` for a view of `type`, made by `make` when the view first appears (or appears
    /// with another type), and stamped with `build`. A whole build (`numbered`) also records the order it
    /// reached the view in, which `reflow preview` saves state in; a body built alone keeps the order of its
    /// scope's children instead (`PreviewState.buildOrder(of:)`).
    func scope(at identity: NodeIdentity, type: Any.Type, build: UInt64, numbered: Bool,
               make: () -> ViewScope) -> ViewScope {
        let scope = byIdentity[identity].flatMap { $0.type == ObjectIdentifier(type) ? $0 : nil } ?? make()
        scope.identity = identity
        if numbered {
            scope.order = lookups
            lookups &+= 1
        }
        if scope.build != build {
            scope.build = build
            byIdentity[identity] = scope
        }
        return scope
    }

    /// Records that `scope`'s state changed and tells the host.
    func scopeChanged(_ scope: ViewScope, animation: Animation?) {
        // Before the host is told, which may build the views at once: the build decides what the completions
        // of a `withAnimation(_:_:completion:)` wait for.
        if Transaction.current.completions != nil { completions.claimCurrent() }
        changed.append(scope)
        if changeAnimation == nil { changeAnimation = animation }
        onChange?()
    }

    /// Takes the recorded changes: the scopes and the animation, leaving none.
    func takeChanges() -> (scopes: [ViewScope], animation: Animation?) {
        defer { changed = []; changeAnimation = nil }
        return (changed, changeAnimation)
    }

    /// Drops the scopes that a build of `scope`'s body alone no longer found, with their state.
    func dropScopes(_ gone: [ViewScope]) {
        for scope in gone where byIdentity[scope.identity] === scope { byIdentity[scope.identity] = nil }
    }

    /// State goes with its view: a scope no build resolved since the tree's latest build (`treeBuild`) is a
    /// view that is gone (or changed identity), and shown again it starts from its initial state.
    func endPass(treeBuild: UInt64) {
        guard !byIdentity.isEmpty, byIdentity.values.contains(where: { $0.build < treeBuild }) else { return }
        for scope in byIdentity.values where scope.build < treeBuild { scope.retire() }
        byIdentity = byIdentity.filter { $0.value.build >= treeBuild }
    }

    /// Retires every scope and forgets it: the host goes.
    func release() {
        for scope in byIdentity.values { scope.retire() }
        byIdentity = [:]
        changed = []
        onChange = nil
        completions.release()
    }
}
