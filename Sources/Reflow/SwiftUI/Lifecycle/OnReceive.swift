import Foundation
import OpenCombine

extension View {
    /// Runs `action` with each value `publisher` sends, after the view appears and until it disappears, as
    /// SwiftUI's `onReceive(_:perform:)`. The view keeps its first subscription while it stays; a publisher that
    /// is another object in a later build (a model's subject replaced) is subscribed to instead. Values arrive in
    /// the host's operations, as actions do, so the state `action` sets is shown in the next build.
    ///
    /// A `Timer.publish(every:on:in:)` timer on the main run loop (connected, or `.autoconnect()`ed) ticks on the
    /// host's clock: every `interval` seconds of `ViewHost.date`, which the window moves with real time and
    /// `advance(by:)` moves in tests; ticks the clock jumped over are sent as one, as a run loop's timer fires once
    /// for the fires it missed.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never
    {
        LifecycleView(content: self) { resolver in
            let lifecycle = resolver.graph.lifecycle
            let (record, isNew) = resolver.lifecycleRecord(of: Self.self, make: ReceiveRecord.init)
            record.action = { action($0 as! P.Output) }
            let timer = (publisher as? any HostClockedPublisher)?.hostTimer
            if isNew || record.isReplaced(by: publisher, timer: timer) {
                record.subscribe(to: publisher, timer: timer, lifecycle: lifecycle)
            }
        }
    }
}

/// What an `onReceive` keeps: its subscription, the latest action, and for a timer where its ticks are.
final class ReceiveRecord: LifecycleRecord {
    var action: ((Any) -> Void)?
    private var subscription: AnyCancellable?
    /// The publisher subscribed to, when it is an object: another object replaces the subscription.
    private var publisherObject: ObjectIdentifier?
    /// The timer subscribed to, if any: kept while its interval stays, however often the view makes a new one.
    private(set) var timer: Timer.TimerPublisher?

    func isReplaced<P: Publisher>(by publisher: P, timer: Timer.TimerPublisher?) -> Bool {
        guard type(of: publisher) is AnyClass else { return false }
        let object = ObjectIdentifier(publisher as AnyObject)
        guard object != publisherObject else { return false }
        // A timer made anew in every build (`let timer = Timer.publish(…).autoconnect()` in a view) is the same
        // timer while its interval is: a new one would start over and, rebuilt often, never fire.
        if let timer, let current = self.timer, timer.interval == current.interval { return false }
        return true
    }

    func subscribe<P: Publisher>(to publisher: P, timer: Timer.TimerPublisher?, lifecycle: LifecycleStore)
        where P.Failure == Never
    {
        subscription?.cancel()
        publisherObject = type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
        self.timer = timer
        subscription = publisher.sink { [weak self, weak lifecycle] value in
            lifecycle?.queue { self?.action?(value) }
        }
    }

    override func leave(_ store: LifecycleStore) {
        subscription?.cancel()
        subscription = nil
    }
}

/// A publisher whose values come from a `Timer.TimerPublisher`: `onReceive` keeps its first one while the
/// interval stays.
protocol HostClockedPublisher {
    var hostTimer: Timer.TimerPublisher { get }
}

extension Timer {
    /// What `Timer.publish(every:on:in:)` makes: a connectable publisher of the dates at which it fires, every
    /// `interval` seconds once connected. On the main run loop it fires on the host's clock, as Combine's main
    /// schedulers do (state rules §5.5), so that a preview's timer ticks in the window and a test's with
    /// `advance(by:)`, whether a view receives it (`onReceive`) or a view model's `sink`; on another run loop it
    /// is a Foundation timer of that run loop.
    public final class TimerPublisher: ConnectablePublisher, HostClockedPublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let subject = PassthroughSubject<Date, Never>()
        /// The connection under way, if any.
        private var connection: TimerConnection?

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            // A period that is not a positive number would fire without end: a millisecond is the shortest.
            self.interval = interval.isFinite && interval > 0.001 ? interval : 0.001
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        var hostTimer: TimerPublisher { self }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the fires, `interval` seconds from now and every `interval` after, until the result is cancelled;
        /// connecting again while connected changes nothing. As a run loop keeps a scheduled timer, the fires go on
        /// while connected, whoever still holds the publisher.
        public func connect() -> Cancellable {
            if let connection, !connection.isCancelled { return connection }
            let subject = subject
            let stop: () -> Void
            if runLoop === RunLoop.main {
                let clock = MainRunLoopClock.shared
                let work = clock.schedule(at: clock.now.addingTimeInterval(interval), every: interval) {
                    subject.send(clock.now)
                }
                stop = { work.cancel() }
            } else {
                let timer = Foundation.Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
                timer.tolerance = tolerance ?? 0
                runLoop.add(timer, forMode: mode)
                stop = { timer.invalidate() }
            }
            let connection = TimerConnection(stop: stop)
            self.connection = connection
            return connection
        }
    }

    /// A timer publisher's connection: cancelling it stops the fires; dropping it does not, as a connection
    /// to a run loop's timer is not ended by letting go of it.
    private final class TimerConnection: Cancellable {
        private var stop: (() -> Void)?

        init(stop: @escaping () -> Void) { self.stop = stop }

        var isCancelled: Bool { stop == nil }

        func cancel() {
            stop?()
            stop = nil
        }
    }

    /// A publisher that fires every `interval` seconds once connected (`.autoconnect()` connects it on the first
    /// subscription), as Foundation's on Apple platforms.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

extension Publishers.Autoconnect: HostClockedPublisher where Upstream == Timer.TimerPublisher {
    var hostTimer: Timer.TimerPublisher { upstream }
}
