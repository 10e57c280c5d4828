import Dispatch
import Foundation
import OpenCombine

// A dispatch queue as a Combine scheduler, as Apple's Dispatch spells it: `receive(on: DispatchQueue.main)`,
// `throttle(for: 1, scheduler: DispatchQueue.main, latest: true)`, `delay(for: .seconds(1), scheduler: …)`.
// The main queue schedules on the main run loop's clock (`MainRunLoopClock`): a view host runs the work when its
// clock reaches it. Other queues are the real ones, on the system's clock.
extension DispatchQueue: OpenCombine.Scheduler {
    /// A point in time on a dispatch queue: a `DispatchTime`. The main queue's are its host's clock, counted from
    /// the moment it maps to the system's uptime.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time this stands for.
        public var dispatchTime: DispatchTime

        /// The time `time` stands for.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The interval from this time to `other` (negative when `other` is earlier).
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = dispatchTime.uptimeNanoseconds, to = other.dispatchTime.uptimeNanoseconds
            // Unsigned nanoseconds: the difference is taken the way round that cannot wrap.
            return to >= from ? Stride(nanoseconds: Self.clamped(to - from))
                : Stride(nanoseconds: -Self.clamped(from - to))
        }

        /// This time moved on by `stride`; a stride of `Int.max` nanoseconds (`.never`) is the distant future.
        public func advanced(by stride: Stride) -> SchedulerTimeType {
            if stride.magnitude == .max { return SchedulerTimeType(.distantFuture) }
            let uptime = dispatchTime.uptimeNanoseconds
            if stride.magnitude >= 0 {
                let (sum, overflow) = uptime.addingReportingOverflow(UInt64(stride.magnitude))
                return SchedulerTimeType(overflow ? .distantFuture : DispatchTime(uptimeNanoseconds: sum))
            }
            // Uptime 0 means "now" to Dispatch: a time before the clock's start is its first nanosecond.
            let back = UInt64(stride.magnitude.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: uptime > back ? uptime - back : 1))
        }

        /// Hashes the uptime in nanoseconds.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Whether the two stand for the same uptime.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Encoded as the uptime in nanoseconds.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Decodes the uptime in nanoseconds.
        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        private static func clamped(_ nanoseconds: UInt64) -> Int {
            nanoseconds > UInt64(Int.max) ? .max : Int(nanoseconds)
        }

        /// An interval between two dispatch queue times, in nanoseconds. Literals are seconds, as in Apple's
        /// Dispatch: `throttle(for: 1, …)` waits a second, `delay(for: 0.25, …)` a quarter.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// Float literals are seconds.
            public typealias FloatLiteralType = Double
            /// Integer literals are seconds.
            public typealias IntegerLiteralType = Int
            /// The magnitude is in nanoseconds.
            public typealias Magnitude = Int

            /// The interval in nanoseconds.
            public var magnitude: Int

            /// The interval as a `DispatchTimeInterval` of nanoseconds.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            init(nanoseconds: Int) { magnitude = nanoseconds }

            /// The interval `timeInterval` stands for; `.never` is the longest interval there is.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let seconds): self = .seconds(seconds)
                case .milliseconds(let milliseconds): self = .milliseconds(milliseconds)
                case .microseconds(let microseconds): self = .microseconds(microseconds)
                case .nanoseconds(let nanoseconds): self = .nanoseconds(nanoseconds)
                default: self.init(nanoseconds: .max)
                }
            }

            /// `value` seconds.
            public init(floatLiteral value: Double) { self = .seconds(value) }

            /// `value` seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }

            /// `source` seconds, if that many nanoseconds fit in an `Int`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                guard !overflow else { return nil }
                self.init(nanoseconds: nanoseconds)
            }

            /// Whether `lhs` is the shorter interval.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The intervals added.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
            }
            /// `rhs` taken from `lhs`.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
            }
            /// The intervals' magnitudes multiplied.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude &* rhs.magnitude)
            }
            /// Adds `rhs` to `lhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Takes `rhs` from `lhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies `lhs` by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride {
                Stride(nanoseconds: s.multipliedClamped(by: 1_000_000_000))
            }
            /// `s` seconds, to the nanosecond.
            public static func seconds(_ s: Double) -> Stride {
                let nanoseconds = (s * 1_000_000_000).rounded()
                guard nanoseconds.isFinite else { return Stride(nanoseconds: nanoseconds < 0 ? .min : .max) }
                return Stride(nanoseconds: Int(exactly: nanoseconds) ?? (nanoseconds < 0 ? .min : .max))
            }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride {
                Stride(nanoseconds: ms.multipliedClamped(by: 1_000_000))
            }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride {
                Stride(nanoseconds: us.multipliedClamped(by: 1_000))
            }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// How a queue runs scheduled work: its quality of service, flags and group, as `async(group:qos:flags:)`
    /// takes them. The main queue's host-clocked work runs on the main thread and ignores them.
    public struct SchedulerOptions {
        /// The quality of service the work runs with.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins, if any.
        public var group: DispatchGroup?

        /// Options of `qos`, `flags` and `group`.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Whether this is the main queue, whose scheduled work runs on the main run loop's clock. Dispatch may hand
    /// out another object for the main queue each time it is asked: its label tells it.
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// The time now: on the main queue the main run loop's clock (`ViewHost.date` of the host driving it),
    /// elsewhere the system's.
    public var now: SchedulerTimeType {
        isMain ? SchedulerTimeType(MainClockMapping.dispatchTime(for: MainRunLoopClock.shared.now))
            : SchedulerTimeType(.now())
    }

    /// No tolerance: work runs at its time, or in the first host operation after it.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` as soon as the queue can: on the main queue, in the host's next operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isMain { return MainRunLoopClock.shared.schedule(at: MainRunLoopClock.shared.now, action) }
        // Combine's actions are not `@Sendable`; running them on the queue is what the caller asked for.
        nonisolated(unsafe) let action = action
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
    }

    /// Runs `action` at `date`: on the main queue when the host's clock reaches it.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if isMain { return MainRunLoopClock.shared.schedule(at: MainClockMapping.date(for: date.dispatchTime), action) }
        nonisolated(unsafe) let action = action
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            action()
        }
    }

    /// Runs `action` at `date` and every `interval` after it until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> OpenCombine.Cancellable {
        if isMain {
            let seconds = Double(interval.magnitude) / 1_000_000_000
            let start = MainClockMapping.date(for: date.dispatchTime)
            let work = MainRunLoopClock.shared.schedule(at: start, every: seconds, action)
            return AnyCancellable { work.cancel() }
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], handler: action)
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval,
                       leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// The main run loop's clock as dispatch times: one moment of the wall clock is taken to be one moment of the
/// system's uptime, and the clock's dates are counted from there, so that in a window (whose host's clock keeps
/// close to the wall clock) `DispatchQueue.main.now` is close to `DispatchTime.now()`.
enum MainClockMapping {
    private static let anchor = (date: Date(), uptime: DispatchTime.now().uptimeNanoseconds)

    static func dispatchTime(for date: Date) -> DispatchTime {
        let nanoseconds = (date.timeIntervalSince(anchor.date) * 1_000_000_000).rounded()
        let uptime = Double(anchor.uptime) + nanoseconds
        // Uptime 0 means "now" to Dispatch, and beyond UInt64 is the distant future.
        guard uptime >= 1 else { return DispatchTime(uptimeNanoseconds: 1) }
        guard uptime < Double(UInt64.max) else { return .distantFuture }
        return DispatchTime(uptimeNanoseconds: UInt64(uptime))
    }

    static func date(for time: DispatchTime) -> Date {
        if time.uptimeNanoseconds == DispatchTime.distantFuture.uptimeNanoseconds { return .distantFuture }
        let seconds = (Double(time.uptimeNanoseconds) - Double(anchor.uptime)) / 1_000_000_000
        return anchor.date.addingTimeInterval(seconds)
    }
}

extension Int {
    /// The product, or the nearest `Int` to it when it does not fit.
    func multipliedClamped(by factor: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: factor)
        return overflow ? ((self < 0) != (factor < 0) ? .min : .max) : product
    }
}
