/// The phase animators of one host, by position, kept from build to build as a view's state is.
final class PhaseAnimatorStore: HostStore {
    private(set) var byPath: [Int: PhaseAnimatorState] = [:]

    /// The state of the phase animator at `path`, made (at host time `time`) when it first appears, or when
    /// the one there was of the other kind; stamped with `build`.
    func animator(at path: Int, continuous: Bool, time: Double, build: UInt64) -> PhaseAnimatorState {
        let state = byPath[path].flatMap { $0.isContinuous == continuous ? $0 : nil }
            ?? PhaseAnimatorState(continuous: continuous, time: time)
        state.build = build
        byPath[path] = state
        return state
    }

    /// The animators that no view resolved in the tree's latest build, nor in a build in a pass since, are
    /// gone: shown again, they start from their first phase. After the pass, since a `GeometryReader`
    /// resolves the animators of its content in the pass.
    func endPass(treeBuild: UInt64) {
        guard !byPath.isEmpty, byPath.values.contains(where: { $0.build < treeBuild }) else { return }
        byPath = byPath.filter { $0.value.build >= treeBuild }
    }

    func release() { byPath = [:] }
}

extension ViewGraph {
    /// The state of the phase animator at `path`, made when it first appears.
    func phaseAnimator(at path: Int, continuous: Bool) -> PhaseAnimatorState {
        stores.store(PhaseAnimatorStore.self).animator(at: path, continuous: continuous, time: time, build: build)
    }

    /// The host's phase animators, empty when it never showed one.
    var phaseAnimators: [Int: PhaseAnimatorState] { stores.existing(PhaseAnimatorStore.self)?.byPath ?? [:] }

    /// Whether a phase animator is running, so that the host's clock must go on.
    var hasRunningPhaseAnimators: Bool { phaseAnimators.values.contains { $0.isRunning } }
}

extension ViewHost {
    /// Moves every running phase animator whose move has settled to its next phase, and builds the views
    /// again to show it.
    func stepPhaseAnimators() {
        var stepped = false
        for state in graph.phaseAnimators.values where state.isRunning && state.isSettled(at: graph.time) {
            state.step(at: graph.time)
            stepped = true
        }
        if stepped { rebuild?(nil) }
    }

    /// Runs every phase animator that has a trigger through its phases, as a change of its trigger would:
    /// what `reflow preview`'s space key does, since a preview has no other way to change a trigger.
    @_spi(Viewer)
    public func playPhaseAnimations() {
        guard !isBusy else { return queue("playPhaseAnimations()") { self.playPhaseAnimations() } }
        let triggered = graph.phaseAnimators.values.filter { !$0.isContinuous && !$0.isRunning }
        guard !triggered.isEmpty else { return }
        operation {
            for state in triggered { state.step(at: graph.time) }
            rebuild?(nil)
        }
    }

    /// Whether the views hold a phase animator that runs on a trigger (`PhaseAnimator(_:trigger:…)`).
    @_spi(Viewer)
    public var hasTriggeredPhaseAnimations: Bool { graph.phaseAnimators.values.contains { !$0.isContinuous } }
}
