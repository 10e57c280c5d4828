import Foundation

extension ViewHost {
    /// The host's clock as a date: the date at which the host was made, plus `time`. `TimelineView`'s
    /// `context.date` follows it, so that `advance(by:)` moves timelines as it moves animations.
    public var date: Date { graph.epoch.addingTimeInterval(time) }

    /// Whether the host needs its clock moved on (`advance(by:)`) at every frame: while something animates,
    /// a `TimelineView` is shown whose schedule has more entries, a `.task` is under way (its jobs run when the
    /// host is driven), an observed object's change waits to be applied, or input waits on the clock (a long
    /// press held, a wheel gesture until the wheel rests), a scroll view moves or fades its indicators, or work
    /// waits on the main run loop's clock (a debounce, a `delay` on `RunLoop.main` or `DispatchQueue.main`). A
    /// window keeps its frame clock going while this holds, and sleeps otherwise.
    @_spi(Viewer)
    public var wantsFrames: Bool {
        isAnimating || lifecycleWantsFrames || graph.scopes.observedChanges.hasPending || inputWantsClock
            || !graph.scrollsInMotion.isEmpty || drivesMainRunLoop && MainRunLoopClock.shared.hasWork
    }

    /// Whether a timeline shown has more entries, or a task or queued action is waiting.
    private var lifecycleWantsFrames: Bool {
        guard let lifecycle = graph.existingLifecycle else { return false }
        return lifecycle.timelines.contains { $0.hasMoreEntries } || lifecycle.hasRunningTasks || lifecycle.hasWork
    }
}
