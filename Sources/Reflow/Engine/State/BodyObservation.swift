@_spi(SwiftUI) import Observation

/// What Reflow keeps to rebuild a view when an `@Observable` property its body read changes (state rules §3):
/// the trackings of the latest build of the body (its `body` and the closures its views called, a
/// `ForEach`'s content), cancelled when the body is evaluated again, so that a model read by a body rebuilt many
/// times (a `TimelineView`'s) does not gather stale trackings.
///
/// Observation hands out a tracking's handle only to its change handler. To hold it before any change, each
/// evaluation also reads a private probe object, and pokes it right after the evaluation: the handler, told of
/// the poke, keeps the handle instead of reporting a change. Only views whose body was once seen to read an
/// observable take this path; the others are evaluated inside a plain `withObservationTracking`, which costs
/// next to nothing when nothing observable is read.
final class BodyObservation: @unchecked Sendable {
    /// The scope to report changes to; weak, since a model may outlive the view.
    private weak var scope: ViewScope?
    private let probe = ObservationProbe()
    /// The trackings of the latest build, to cancel when the body is evaluated again or the view goes.
    private var trackings: [ObservationTracking] = []
    /// Set while the probe is poked: the handler called then keeps the tracking it is given.
    private var isCapturing = false

    init(scope: ViewScope) { self.scope = scope }

    deinit { cancel() }

    /// Evaluates `make`, tracking the observable properties it reads. `restart` (the body itself, evaluated
    /// first in a build) cancels the trackings of the previous build first.
    func track<T>(restart: Bool, _ make: () -> T) -> T {
        if restart { cancel() }
        let result = withObservationTracking({ () -> T in
            probe.touch()
            return make()
        }, willSet: { [weak self] tracking in self?.fired(tracking) })
        isCapturing = true
        probe.poke()
        isCapturing = false
        return result
    }

    /// A tracked property is about to change (Observation calls in `willSet`, before the value is stored): the
    /// scope is reported, and the host builds it after the set (`ViewHost` applies observed changes when its
    /// operation under way ends, or at the next call into it).
    private func fired(_ tracking: ObservationTracking) {
        if isCapturing {
            trackings.append(tracking)
            return
        }
        tracking.cancel()
        scope?.observedChange()
    }

    /// Stops tracking: the body is evaluated again, or the view is gone.
    func cancel() {
        for tracking in trackings { tracking.cancel() }
        trackings.removeAll(keepingCapacity: true)
    }
}

/// An observable object of Reflow's own, read by every tracked evaluation and poked after it (see
/// `BodyObservation`). Written out instead of using the `@Observable` macro: only its registrar is needed.
final class ObservationProbe: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    /// The one property the registrar tracks; its value never matters.
    var marker: Int { 0 }

    func touch() { registrar.access(self, keyPath: \.marker) }
    func poke() { registrar.withMutation(of: self, keyPath: \.marker) {} }
}

/// How a composite view's body, and the closures its views call while they are built, are evaluated so that
/// observable properties they read rebuild the view (state rules §3).
enum ObservedBody {
    /// Evaluates `make` for the body being built (`BodyContext.current`). A view already known to read
    /// observables is tracked with a handle (`BodyObservation`); any other is evaluated inside
    /// `withObservationTracking`, whose `onChange` closure is made only if `make` read something: then the view
    /// gets a scope on demand (if it had none), its type is remembered as one that observes, and the one-shot
    /// tracking reports the first change. `isBody` is true for the body itself, evaluated first in a build.
    @inline(__always)
    static func evaluate<T>(isBody: Bool, _ make: () -> T) -> T {
        // Only the fields needed are read: copying the whole context (its environment) per call would cost.
        if let observation = BodyContext.current?.scope?.observation {
            return observation.track(restart: isBody, make)
        }
        // The `onChange` argument is an autoclosure, evaluated only when `make` read something; `make` builds a
        // view value without resolving it, so the context is still the one of the body being built then.
        return withObservationTracking(make, onChange: startObserving())
    }

    /// Makes the scope of the body being built observe, and returns the handler of its first, one-shot
    /// tracking; outside a build (a `ForEach` at the root), a handler that does nothing.
    private static func startObserving() -> @Sendable () -> Void {
        guard let context = BodyContext.current else { return {} }
        let owner = context.scope ?? context.graph.scope(key: context.key, idPath: context.idPath, type: context.viewType)
        // Later builds look the scope up (a view without state would not) and track with a handle.
        DynamicProperties.markObserving(context.type)
        context.graph.viewTypes.markNeedsScope(context.type)
        _ = owner.startObserving()
        BodyContext.current?.scope = owner
        return { [weak owner] in owner?.observedChange() }
    }
}
