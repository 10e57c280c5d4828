import Foundation

/// A view that builds its content again at the dates of a schedule: every frame (`.animation`), every period
/// (`.periodic(from:by:)`), at the start of every minute (`.everyMinute`), or at given dates (`.explicit`).
///
/// The dates follow the host's clock (`ViewHost.date`, which `advance(by:)` moves), not the wall clock, so a
/// test sees the same dates every run (state rules §5.4):
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never

    /// What the content is built with: the date of the schedule's entry being shown. One type for every
    /// timeline, as in SwiftUI, so that the content closure's parameter type does not depend on the content.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A timeline that builds `content` at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func resolve(into resolver: inout Resolver) {
        resolver.warn((schedule as? AnimationTimelineSchedule)?.warning ?? (schedule as? PeriodicTimelineSchedule)?.warning)
        let lifecycle = resolver.graph.lifecycle
        let now = resolver.graph.time, epoch = resolver.graph.epoch
        let (record, _) = resolver.lifecycleRecord(of: Self.self) {
            TimelineRecord(schedule: schedule, start: now, epoch: epoch)
        }
        // A schedule of every frame paused or resumed (`.animation(paused: !isPlaying)`) takes effect now, as in
        // SwiftUI: the timeline starts again from the present.
        if let animation = schedule as? AnimationTimelineSchedule, !record.follows(animation) {
            record.restart(with: schedule, start: now)
        }
        record.move(to: now)
        lifecycle.show(record)
        let context = Context(date: record.current, cadence: .live)
        resolver.resolve(ObservedBody.evaluate(isBody: false) { content(context) })
    }
}

/// What a `TimelineView`'s content is built with: the date of the schedule's entry being shown.
public struct TimelineViewDefaultContext {
    /// How often the timeline updates; Reflow's are always `.live`.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }

    /// The date of the entry shown: the latest of the schedule's dates that the host's clock has reached.
    public let date: Date
    /// How often the timeline updates.
    public let cadence: Cadence
}

/// What a `TimelineView` keeps for its identity: where it is in its schedule's dates.
final class TimelineRecord: LifecycleRecord {
    /// The date shown: the latest entry the host's clock has reached, or the timeline's start before the first.
    private(set) var current: Date
    /// The next entry, if the schedule has one.
    private var next: Date?
    /// Whether the schedule updates at every frame (`.animation` without a minimum interval).
    private var everyFrame: Bool
    /// The settings of an animation schedule, to notice when a build changes them.
    private var animationSettings: (minimumInterval: Double?, paused: Bool)?
    /// The host time the timeline was last moved to.
    private var movedTo: Double
    private var entries: AnyIterator<Date>
    /// The date at host time 0 (`ViewGraph.epoch`).
    private let epoch: Date

    init<S: TimelineSchedule>(schedule: S, start: Double, epoch: Date) {
        self.epoch = epoch
        current = epoch.addingTimeInterval(start)
        movedTo = start
        entries = AnyIterator { nil }
        everyFrame = false
        super.init()
        restart(with: schedule, start: start)
    }

    /// Takes `schedule`'s entries from host time `start` on.
    func restart<S: TimelineSchedule>(with schedule: S, start: Double) {
        let startDate = epoch.addingTimeInterval(start)
        var iterator = schedule.entries(from: startDate, mode: .normal).makeIterator()
        entries = AnyIterator { iterator.next() }
        // Before the first entry the timeline shows its start (SwiftUI shows the view at once).
        current = startDate
        movedTo = start
        let animation = schedule as? AnimationTimelineSchedule
        everyFrame = animation.map { $0.minimumInterval == nil && !$0.paused } ?? false
        animationSettings = animation.map { ($0.minimumInterval, $0.paused) }
        next = entries.next()
        move(to: start)
    }

    /// Whether the record follows `animation`'s settings.
    func follows(_ animation: AnimationTimelineSchedule) -> Bool {
        guard let settings = animationSettings else { return false }
        return settings.minimumInterval == animation.minimumInterval && settings.paused == animation.paused
    }

    /// Moves to the latest entry at or before host time `time`.
    func move(to time: Double) {
        movedTo = time
        let now = epoch.addingTimeInterval(time)
        if everyFrame {
            current = now
            return
        }
        // Entries passed all at once (a clock moved by hours) are stepped over, a bounded number of them.
        var steps = 0
        while let upcoming = next, upcoming <= now, steps < 100_000 {
            current = upcoming
            next = entries.next()
            steps += 1
        }
    }

    /// Whether an entry is due at host time `time`: the content must be built again.
    func isDue(at time: Double) -> Bool {
        if everyFrame { return time > movedTo }
        guard let next else { return false }
        return next <= epoch.addingTimeInterval(time)
    }

    /// Whether the timeline will change again (the window keeps its clock going while it does).
    var hasMoreEntries: Bool { everyFrame || next != nil }
}

/// The mode a schedule's entries are asked for in.
public enum TimelineScheduleMode: Sendable {
    /// The timeline is shown normally.
    case normal
    /// The timeline is shown at a lower rate (an always-on display); Reflow does not ask in this mode.
    case lowFrequency
}

/// A source of dates at which a `TimelineView` builds its content again.
public protocol TimelineSchedule {
    /// The mode the entries are asked for in.
    typealias Mode = TimelineScheduleMode
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The entries from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A schedule that updates at every frame, or at most every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between entries; nil for every frame.
    public let minimumInterval: Double?
    /// Whether the timeline is paused (no entries after the first).
    public let paused: Bool

    /// A schedule of every frame (or every `minimumInterval` seconds), unless `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        var check = InputCheck(".animation(minimumInterval:)")
        // Not a positive number: every frame, as no interval.
        self.minimumInterval = minimumInterval.flatMap { check.positiveInterval($0, else: nil) }
        self.paused = paused
        warning = check.warning
    }

    let warning: InputWarning?

    /// The dates `startDate`, `startDate + interval`, … (one date when paused; every 1/60 s without an
    /// interval, though a shown timeline without one updates at every frame of its host).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        if paused { return AnyIterator([startDate].makeIterator()) }
        let step = minimumInterval ?? 1.0 / 60
        var index = 0.0
        return AnyIterator {
            defer { index += 1 }
            return startDate.addingTimeInterval(index * step)
        }
    }
}

/// A schedule of dates a fixed interval apart from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Entries at `startDate + k × interval`; an interval that is not a positive number is taken as 1 second,
    /// with a warning.
    public init(from startDate: Date, by interval: TimeInterval) {
        var check = InputCheck(".periodic(from:by:)")
        self.startDate = startDate
        self.interval = check.positiveInterval(interval, else: 1) ?? 1
        warning = check.warning
    }

    let warning: InputWarning?

    /// The dates of the period from the one at or before `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        // The first entry is the latest period start at or before the timeline's start.
        let elapsed = startDate.timeIntervalSince(self.startDate)
        var index = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        let origin = self.startDate, interval = self.interval
        return AnyIterator {
            defer { index += 1 }
            return origin.addingTimeInterval(index * interval)
        }
    }
}

/// A schedule of the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    /// The start of the minute `startDate` is in, then the start of every following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        var next = Date(timeIntervalSinceReferenceDate: minute)
        return AnyIterator {
            defer { next = next.addingTimeInterval(60) }
            return next
        }
    }
}

/// A schedule of given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Entries at `dates`, which must be in increasing order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates, as given.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, or every `minimumInterval` seconds; no entries after the first when `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
        where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension InputCheck {
    /// `value` if it is a positive, finite number of seconds, else `replacement`.
    mutating func positiveInterval(_ value: Double, else replacement: Double?) -> Double? {
        if value.isFinite, value > 0 { return value }
        note("interval", value, replacement)
        return replacement
    }
}
