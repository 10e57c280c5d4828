import Foundation

extension ViewHost {
    /// The host's clock as a date: the date at which the host was made, plus `time`. `TimelineView`'s
    /// `context.date` follows it, so that `advance(by:)` moves timelines as it moves animations.
    public var date: Date { graph.lifecycle.date(at: time) }

    /// Whether the host needs its clock moved on (`advance(by:)`) at every frame: while something animates,
    /// a `TimelineView` is shown whose schedule has more entries, a `.task` is under way (its jobs run when the
    /// host is driven), an observed object's change waits to be applied, or input waits on the clock (a long
    /// press held, a wheel gesture until the wheel rests), or a scroll view moves or fades its indicators. A
    /// window keeps its frame clock going while this holds, and sleeps otherwise.
    @_spi(Viewer)
    public var wantsFrames: Bool {
        isAnimating || graph.lifecycle.timelines.contains { $0.hasMoreEntries } || graph.lifecycle.hasRunningTasks
            || graph.lifecycle.hasWork || graph.scopes.observedChanges.hasPending || inputWantsClock
            || !graph.scrollsInMotion.isEmpty
    }
}
