import Foundation
import OpenCombine

// A run loop as a Combine scheduler, as Apple's Foundation spells it: `debounce(for: .milliseconds(300),
// scheduler: RunLoop.main)`, `receive(on: RunLoop.main)`. The main run loop schedules on its host-driven clock
// (`MainRunLoopClock`); other run loops are the real ones, with Foundation timers on the wall clock.
extension RunLoop: OpenCombine.Scheduler {
    /// A point in time on a run loop: a `Date`. The main run loop's are its host's clock (`ViewHost.date`).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date this stands for.
        public var date: Date

        /// The time `date` stands for.
        public init(_ date: Date) {
            self.date = date
        }

        /// The interval from this time to `other`, in seconds.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// This time moved on by `n`.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// An interval between two run loop times, in seconds; literals are seconds.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable, Sendable,
            SchedulerTimeIntervalConvertible
        {
            /// Float literals are seconds.
            public typealias FloatLiteralType = TimeInterval
            /// Integer literals are seconds.
            public typealias IntegerLiteralType = TimeInterval
            /// The magnitude is in seconds.
            public typealias Magnitude = TimeInterval

            /// The interval in seconds.
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

            /// `value` seconds.
            public init(integerLiteral value: TimeInterval) { magnitude = value }

            /// `value` seconds.
            public init(floatLiteral value: TimeInterval) { magnitude = value }

            /// `source` seconds, if a `TimeInterval` holds it exactly.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            /// Whether `lhs` is the shorter interval.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The intervals added.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// `rhs` taken from `lhs`.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// The intervals' magnitudes multiplied.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// Adds `rhs` to `lhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
            /// Takes `rhs` from `lhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
            /// Multiplies `lhs` by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
        }
    }

    /// A run loop takes no options for scheduled work.
    public struct SchedulerOptions: Sendable {}

    /// The time now: on the main run loop its clock (`ViewHost.date` of the host driving it), elsewhere the wall
    /// clock.
    public var now: SchedulerTimeType {
        SchedulerTimeType(self === RunLoop.main ? MainRunLoopClock.shared.now : Date())
    }

    /// No tolerance: work runs at its time, or in the first host operation after it.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` on the run loop's next pass: on the main run loop, in the host's next operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main { return MainRunLoopClock.shared.schedule(at: MainRunLoopClock.shared.now, action) }
        // Combine's actions are not `@Sendable`; running them on the run loop is what the caller asked for.
        nonisolated(unsafe) let action = action
        perform { action() }
    }

    /// Runs `action` at `date`: on the main run loop, when the host's clock reaches it.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if self === RunLoop.main { return MainRunLoopClock.shared.schedule(at: date.date, action) }
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    /// Runs `action` at `date` and every `interval` after it until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> OpenCombine.Cancellable {
        if self === RunLoop.main {
            let work = MainRunLoopClock.shared.schedule(at: date.date, every: interval.magnitude, action)
            return AnyCancellable { work.cancel() }
        }
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

