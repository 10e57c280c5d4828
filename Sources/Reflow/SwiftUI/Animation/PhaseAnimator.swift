/// A view that animates its content through a sequence of phases, as SwiftUI's `PhaseAnimator` (iOS 17):
///
/// ```swift
/// PhaseAnimator([4.0, 24.0]) { spacing in
///     FlowLayout(spacing: spacing) { … }
/// } animation: { _ in .easeInOut(duration: 0.8) }
/// ```
///
/// Without a trigger it cycles through the phases for as long as it is shown, starting at once from the
/// first; with `trigger:`, each change of the trigger runs through the phases once and back to the first
/// (a change during a run moves on to the next phase at once). Each move to a phase animates with
/// `animation(phase)` (nil: no animation); the next move starts when that animation has settled. The content
/// is made from the current phase in every build, so a layout's `animatableData` (a spacing, an angle)
/// interpolates between phases as with any animated change.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    func resolve(into resolver: inout Resolver) {
        guard !phases.isEmpty else {
            resolver.graph.warn(.animation, about: "PhaseAnimator", "was given no phases; it shows nothing")
            return
        }
        let graph = resolver.graph
        let state = graph.phaseAnimator(at: resolver.path, continuous: trigger == nil)
        let phases = phases, animation = animation
        state.count = phases.count
        state.animationForPhase = { animation(phases[$0]) }
        if let trigger {
            if let previous = state.trigger, !previous.equals(trigger) { state.step(at: graph.time) }
            state.trigger = trigger
        }
        state.index = min(state.index, phases.count - 1)
        // The move to a new phase animates as a change of an `.animation(_:value:)` value does.
        resolver.resolve(AnimationScope(content: content(phases[state.index]), animation: state.transition,
                                        value: state.index), component: 0)
    }
}

/// A trigger value of any Equatable type, compared with the one of the previous build.
struct PhaseTrigger {
    let value: Any
    let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    func equals(_ other: PhaseTrigger) -> Bool { equals(other.value) }
}

/// What a phase animator keeps from build to build, by position, as SwiftUI keeps a view's state: the
/// current phase, the move into it, whether it is running, and its trigger.
final class PhaseAnimatorState {
    let isContinuous: Bool
    var index = 0
    var count = 1
    /// Whether phases still follow one another: always for a continuous animator, during a run otherwise.
    var isRunning: Bool
    /// The animation of the move into the current phase, and when it began on the host's clock.
    var transition: Animation?
    var transitionStart = 0.0
    var trigger: PhaseTrigger?
    var animationForPhase: (Int) -> Animation? = { _ in nil }
    /// The build that last resolved the animator: one no build resolves is gone.
    var build: UInt64 = 0

    init(continuous: Bool, time: Double) {
        isContinuous = continuous
        isRunning = continuous
        transitionStart = time
    }

    /// Moves to the next phase now; a run ends when it is back at the first.
    func step(at time: Double) {
        index = (index + 1) % max(count, 1)
        transition = animationForPhase(index)
        transitionStart = time
        isRunning = isContinuous || index != 0
    }

    /// Whether the move into the current phase has settled at `time`, so that the next may begin.
    func isSettled(at time: Double) -> Bool {
        guard let transition else { return true }
        return transition.sample(at: time - transitionStart).isFinished
    }
}

extension View {
    /// This view cycled through `phases` continuously, `content` applied to it with each phase, as SwiftUI's
    /// `phaseAnimator(_:content:animation:)` modifier: a `PhaseAnimator` around the view.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { phase in content(view, phase) }, animation: animation)
    }

    /// This view run through `phases` once each time `trigger` changes, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)` modifier.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(view, phase) }, animation: animation)
    }
}

/// The view a `phaseAnimator` (or a `keyframeAnimator`) modifier is applied to, as its content closure receives
/// it: SwiftUI's `PlaceholderContentView`, drawn as the view itself.
public struct PlaceholderContentView<Content: View>: View {
    let content: Content

    public var body: some View { content }
}
