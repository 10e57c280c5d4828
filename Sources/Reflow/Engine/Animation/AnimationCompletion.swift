import Foundation

/// When an animation counts as finished for a completion added to its transaction, as SwiftUI's
/// `AnimationCompletionCriteria` (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let waitsForRemoval: Bool

    /// The animation has logically completed, but may still be in its long tail: a timing curve at the end of
    /// its duration (and repeats), a spring once what remains of the change is under 1% and moving at under
    /// 10% of the change a second, which nobody sees.
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)

    /// The entire animation is finished and will now be removed: a spring once it has settled as the engine
    /// settles it (layout rules §7.3), a timing curve at the end of its duration. Animations that later changes
    /// start while it waits are waited for too, as Apple documents.
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)

    /// Whether the animation's `sample` counts as finished under this criterion.
    func isMet(by animation: Animation, _ sample: AnimationSample) -> Bool {
        if sample.isFinished { return true }
        guard !waitsForRemoval, case .spring = animation.base else { return false }
        return abs(sample.remaining) < 0.01 && abs(sample.remainingRate) < 0.1
    }
}

extension Transaction {
    /// Adds `completion`, to run once every animation this transaction starts is done by `criteria`; when the
    /// change animates nothing, on the next update. As SwiftUI's `addAnimationCompletion(criteria:_:)`.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        // A transaction is a value: a copy that adds a completion must not add it to the original's batch.
        if completions == nil || !isKnownUniquelyReferenced(&completions!) {
            completions = AnimationCompletionBatch(entries: completions?.entries ?? [])
        }
        completions!.entries.append((criteria, completion))
    }
}

/// Runs `body` so that the view updates it makes animate with `animation`, then `completion` once those
/// animations are done by `completionCriteria`, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`
/// (iOS 17): `withAnimation(.easeOut(duration: 0.3)) { isShown = true } completion: { isDone = true }`.
/// A change that animates nothing completes on the next update; one that changes no view's state, at once.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// The completions of one transaction, shared by the transaction and the host whose state it changed: the
/// first state change made inside the transaction claims them for its host.
final class AnimationCompletionBatch {
    /// How many animations (`Motion`s, content transitions, symbol effects) have started in the process: a
    /// build that moves the count on animated something. One for the process, as builds run on one thread.
    nonisolated(unsafe) static var startedAnimations = 0

    var entries: [(criteria: AnimationCompletionCriteria, action: () -> Void)]
    /// Whether a host took the completions (or they already ran).
    private(set) var isClaimed = false

    init(entries: [(criteria: AnimationCompletionCriteria, action: () -> Void)]) { self.entries = entries }

    /// The completions, for a host whose state the transaction changed; nil once another took them.
    func claim() -> [(criteria: AnimationCompletionCriteria, action: () -> Void)]? {
        guard !isClaimed else { return nil }
        isClaimed = true
        return entries
    }

    /// The transaction is over and changed no view's state: nothing animates, so the completions run now.
    func runIfUnclaimed() {
        guard let entries = claim() else { return }
        for entry in entries { entry.action() }
    }
}

/// The completions a host holds: claimed ones waiting for the build of their change, and those waiting for
/// the change's animation to finish on the host's clock.
final class AnimationCompletionQueue {
    private struct Waiting {
        let criteria: AnimationCompletionCriteria
        let action: () -> Void
        let animation: Animation?
        /// `AnimationCompletionBatch.startedAnimations` when claimed: the build after it animated when more.
        let startedBefore: Int
        var start = 0.0
        /// For `.removed`: the animations later changes started meanwhile, and when, which it waits for too.
        var later: [(animation: Animation, start: Double)] = []

        /// Whether the completion is due at `time`.
        func isDue(at time: Double) -> Bool {
            guard let animation else { return true }
            guard criteria.isMet(by: animation, animation.sample(at: time - start)) else { return false }
            return later.allSatisfy { $0.animation.sample(at: time - $0.start).isFinished }
        }
    }
    private var unbuilt: [Waiting] = []
    private var running: [Waiting] = []

    /// Whether a completion waits for its animation on the clock, which must then go on.
    var isWaiting: Bool { !running.isEmpty }

    /// Takes the completions of the transaction in effect, if it has any no host took yet.
    func claimCurrent() {
        guard let batch = Transaction.current.completions, let entries = batch.claim() else { return }
        let animation = Transaction.animation
        for entry in entries {
            unbuilt.append(Waiting(criteria: entry.criteria, action: entry.action, animation: animation,
                                   startedBefore: AnimationCompletionBatch.startedAnimations))
        }
    }

    /// The views were built at `time` with `animation`, `startedBefore` being the count of started animations
    /// before the build. `.removed` completions already waiting wait for what the build started too; the
    /// claimed completions whose change started animations wait for them; the others are returned, to run now
    /// (the update that animated nothing).
    func buildDone(at time: Double, animation: Animation?, startedBefore: Int) -> [() -> Void] {
        if let animation, !running.isEmpty, AnimationCompletionBatch.startedAnimations != startedBefore {
            for index in running.indices where running[index].criteria == .removed {
                running[index].later.append((animation, time))
            }
        }
        guard !unbuilt.isEmpty else { return [] }
        var now: [() -> Void] = []
        for var waiting in unbuilt {
            if waiting.animation != nil && AnimationCompletionBatch.startedAnimations != waiting.startedBefore {
                waiting.start = time
                running.append(waiting)
            } else {
                now.append(waiting.action)
            }
        }
        unbuilt = []
        return now
    }

    /// The completions whose animation is done at `time`, taken out of the queue.
    func due(at time: Double) -> [() -> Void] {
        var now: [() -> Void] = []
        running.removeAll { waiting in
            guard waiting.isDue(at: time) else { return false }
            now.append(waiting.action)
            return true
        }
        return now
    }

    /// The host goes: its completions never run (SwiftUI drops them with the views).
    func release() {
        unbuilt = []
        running = []
    }
}
