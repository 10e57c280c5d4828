import Dispatch
import Foundation

/// The work Combine's schedulers put on the main thread (`RunLoop.main`, `DispatchQueue.main`), run on the clock of
/// a view host instead of the wall clock: a host runs what is due in its operations, when `ViewHost.date` reaches
/// it. A window moves its host's clock with real time, so `debounce(for: .milliseconds(300), scheduler:
/// RunLoop.main)` fires 0.3 s after the last keystroke there; a test moves it with `advance(by:)`, so the same
/// debounce fires after `advance(by: 0.3)` and never before, on every run.
///
/// One clock for the process, as there is one main run loop: the clock of the host that ran an operation last
/// (a host takes it as it is made). With several hosts (tests), work waits until the host driving the clock
/// reaches its date. With no host alive, work goes to the real main queue at its wall-clock time, which a
/// process that spins the main run loop (XCTest's `wait(for:)`) runs as on Apple platforms.
package final class MainRunLoopClock: @unchecked Sendable {
    /// The main run loop's clock: there is one main thread.
    package static let shared = MainRunLoopClock()

    private struct Entry {
        let date: Date
        /// Work due at the same date runs in the order it was scheduled, as a run loop's does.
        let order: Int
        let action: () -> Void
        /// The repeating work the entry is a fire of, which cancelling it removes.
        let repeating: RepeatingWork?
    }

    // Scheduled from any thread (`receive(on: DispatchQueue.main)` after a background publisher), run on the
    // main thread: everything below is read and written under the lock.
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var nextOrder = 0
    private var hostDate: Date?
    private var hosts = 0
    /// Dates are seconds since 2001 in a `Double`, about a tenth of a microsecond apart, and a host's clock is its
    /// epoch plus a sum of steps: work counts as due a microsecond early, so that a debounce of 0.3 s fires at
    /// `advance(by: 0.3)` however the sums round.
    private static let slack: TimeInterval = 1e-6

    /// The time on the clock of the host that ran last; the wall clock while no host is alive.
    package var now: Date {
        lock.withLock { hosts > 0 ? hostDate ?? Date() : Date() }
    }

    /// Runs `action` in the first host operation whose clock has reached `date` (at once: the next operation).
    package func schedule(at date: Date, _ action: @escaping () -> Void) {
        schedule(at: date, repeating: nil, action)
    }

    private func schedule(at date: Date, repeating: RepeatingWork?, _ action: @escaping () -> Void) {
        let hasHost = lock.withLock {
            guard hosts > 0 else { return false }
            entries.append(Entry(date: date, order: nextOrder, action: action, repeating: repeating))
            nextOrder += 1
            return true
        }
        guard hasHost else { return Self.runOnMainQueue(at: date, action) }
        // A window sleeping in `poll` wakes for the main queue: an empty block gets it to look at its host, whose
        // `wantsFrames` now holds. On the main thread the host's own operation sees the work.
        if !Thread.isMainThread { DispatchQueue.main.async {} }
    }

    /// Runs `action` at `date` and then every `interval` seconds of the clock until the result is cancelled; fires
    /// the clock jumped over are run once, as a run loop's timer fires once for the fires it missed.
    package func schedule(at date: Date, every interval: TimeInterval,
                          _ action: @escaping () -> Void) -> RepeatingWork {
        // A period that is not a positive number would fire without end: a millisecond is the shortest.
        let period = interval.isFinite && interval >= 0.001 ? interval : 0.001
        let work = RepeatingWork()
        work.clock = self
        func fire(at due: Date) {
            schedule(at: due, repeating: work) { [weak self] in
                guard !work.isCancelled, let self else { return }
                action()
                // The next fire after the clock's time: fires it jumped over are not run one by one.
                let now = self.now
                var next = due.addingTimeInterval(period)
                if next <= now {
                    let missed = (now.timeIntervalSince(due) / period).rounded(.down)
                    next = due.addingTimeInterval((missed + 1) * period)
                }
                fire(at: next)
            }
        }
        fire(at: date)
        return work
    }

    /// Runs `action` on the real main queue at `date` on the wall clock, as Combine's schedulers do on Apple
    /// platforms: what happens with no host to drive the clock.
    private static func runOnMainQueue(at date: Date, _ action: @escaping () -> Void) {
        let wait = date.timeIntervalSinceNow
        if wait > 0 { DispatchQueue.main.asyncAfter(wallDeadline: .now() + wait, execute: action) }
        else { DispatchQueue.main.async(execute: action) }
    }

    /// Whether work waits for a host's clock: a window keeps its frame clock going while it does.
    package var hasWork: Bool { lock.withLock { !entries.isEmpty } }

    /// Whether work is due at `date` on the clock.
    package func hasWork(dueAt date: Date) -> Bool {
        lock.withLock { entries.contains { $0.date <= date.addingTimeInterval(Self.slack) } }
    }

    /// A host was made: it drives the clock, from its date, until another host runs.
    package func hostAppeared(at date: Date) {
        lock.withLock {
            hosts += 1
            hostDate = date
        }
    }

    /// A host went: with none left, the clock is the wall clock again.
    package func hostWent() {
        // The last host gone, what waits goes to the real main queue, so that a window or test that comes later
        // does not find it waiting on a clock nobody drives.
        let orphans: [Entry] = lock.withLock {
            hosts -= 1
            guard hosts == 0 else { return [] }
            defer { entries = [] }
            return entries
        }
        for entry in orphans.sorted(by: { ($0.date, $0.order) < ($1.date, $1.order) }) {
            Self.runOnMainQueue(at: entry.date, entry.action)
        }
    }

    /// Removes the fires of `work` that wait: it was cancelled.
    fileprivate func remove(_ work: RepeatingWork) {
        lock.withLock { entries.removeAll { $0.repeating === work } }
    }

    /// Moves the clock to `date` (the host running an operation) and runs the work due by then, earliest first,
    /// including work that the work run schedules for no later than `date`.
    package func run(at date: Date) {
        lock.withLock { hostDate = date }
        while let entry = takeFirst(dueAt: date) { entry.action() }
    }

    private func takeFirst(dueAt date: Date) -> Entry? {
        lock.withLock {
            var first: Int?
            let due = date.addingTimeInterval(Self.slack)
            for index in entries.indices where entries[index].date <= due {
                if let current = first,
                   (entries[current].date, entries[current].order) <= (entries[index].date, entries[index].order) {
                    continue
                }
                first = index
            }
            return first.map { entries.remove(at: $0) }
        }
    }
}

/// Repeating work on the main run loop's clock (`schedule(after:interval:…)` of `RunLoop.main`,
/// `DispatchQueue.main`); cancelling it stops it before its next fire.
package final class RepeatingWork: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    /// The clock the work is on, whose waiting fires cancelling removes.
    fileprivate weak var clock: MainRunLoopClock?

    package var isCancelled: Bool { lock.withLock { cancelled } }

    package func cancel() {
        lock.withLock { cancelled = true }
        clock?.remove(self)
    }
}
