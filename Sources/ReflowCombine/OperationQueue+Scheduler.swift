import Dispatch
import Foundation
import OpenCombine

// An operation queue as a Combine scheduler, as Apple's Foundation spells it: `receive(on: OperationQueue.main)`.
// The main queue schedules on the main run loop's clock (`MainRunLoopClock`), as `RunLoop.main` does; other queues
// add operations at their times on the wall clock.
extension OperationQueue: OpenCombine.Scheduler {
    /// A point in time on an operation queue: a `Date`, with strides in seconds. Apple's is a type of its own with
    /// the same members as the run loop's; here it is the run loop's.
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// An operation queue takes no options for scheduled work.
    public struct SchedulerOptions: Sendable {}

    /// The time now: on the main queue the main run loop's clock, elsewhere the wall clock.
    public var now: SchedulerTimeType {
        SchedulerTimeType(self === OperationQueue.main ? MainRunLoopClock.shared.now : Date())
    }

    /// No tolerance: work runs at its time, or in the first host operation after it.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Adds `action` as an operation: on the main queue, it runs in the host's next operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === OperationQueue.main {
            return MainRunLoopClock.shared.schedule(at: MainRunLoopClock.shared.now, action)
        }
        // Combine's actions are not `@Sendable`; running them on the queue is what the caller asked for.
        nonisolated(unsafe) let action = action
        addOperation { action() }
    }

    /// Adds `action` as an operation at `date`: on the main queue, when the host's clock reaches it.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if self === OperationQueue.main { return MainRunLoopClock.shared.schedule(at: date.date, action) }
        nonisolated(unsafe) let action = action
        DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow)) { [self] in
            addOperation { action() }
        }
    }

    /// Adds `action` as an operation at `date` and every `interval` after it until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> OpenCombine.Cancellable {
        if self === OperationQueue.main {
            let work = MainRunLoopClock.shared.schedule(at: date.date, every: interval.magnitude, action)
            return AnyCancellable { work.cancel() }
        }
        let timer = DispatchSource.makeTimerSource()
        nonisolated(unsafe) let action = action
        timer.setEventHandler { [self] in addOperation { action() } }
        timer.schedule(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow),
                       repeating: max(interval.magnitude, 0.001),
                       leeway: .nanoseconds(Int(min(max(tolerance.magnitude, 0), 1e9) * 1e9)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
