import XCTest
@_spi(Viewer) @testable import Reflow

/// Combine's schedulers as apps write them (`RunLoop.main`, `DispatchQueue.main`), on the host's clock: work
/// scheduled on the main run loop for a time runs in the host's operations once `ViewHost.date` reaches it, so a
/// debounce in a view model fires at the same `advance(by:)` on every run. The expected times are Combine's
/// documented meanings: `debounce` publishes after the quiet period, `throttle` the first value at once then one
/// per interval, `delay` shifts every value by its interval, `receive(on:)` delivers on the scheduler's next turn.
final class MainSchedulerTests: XCTestCase {
    private func text(_ host: ViewHost) -> [String] {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
    }

    /// A search box's model, as iOS apps write it: the query debounced on the main run loop.
    final class Search: ObservableObject {
        @Published var query = ""
        @Published private(set) var searches: [String] = []
        private var cancellables = Set<AnyCancellable>()

        init() {
            $query.dropFirst()
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .sink { [unowned self] in searches.append($0) }
                .store(in: &cancellables)
        }
    }

    struct SearchView: View {
        @ObservedObject var model: Search
        var body: some View {
            VStack {
                TextField("Search", text: $model.query).id("field")
                Text("searched: " + model.searches.joined(separator: ","))
            }
        }
    }

    private func type(_ text: String, into host: ViewHost) {
        for character in text {
            _ = host.keyPressed(KeyEquivalent(character), characters: String(character), modifiers: [])
        }
    }

    func testADebounceDrivenByATextFieldFiresOnceAfterTheQuietPeriodOfTheHostsClock() throws {
        let model = Search()
        let host = ViewHost(rootView: SearchView(model: model), size: CGSize(width: 300, height: 200))
        let field = try XCTUnwrap(host.frame(of: "field"))
        host.tap(at: CGPoint(x: field.minX + 1, y: field.midY))
        type("ca", into: host)
        XCTAssertEqual(model.query, "ca")
        host.advance(by: 0.2)
        // A keystroke within the quiet period starts it again: 0.3 s from the "t".
        type("t", into: host)
        host.advance(by: 0.299)
        XCTAssertEqual(model.searches, [], "fired before 0.3 s of quiet")
        host.advance(by: 0.001)
        XCTAssertEqual(model.searches, ["cat"])
        XCTAssertEqual(text(host).last, "searched: cat", "the value set by the debounce is shown")
        host.advance(by: 5)
        XCTAssertEqual(model.searches, ["cat"], "a debounce fires once per quiet period")
    }

    func testThrottleSendsTheFirstValueAtOnceThenTheLatestOfEachInterval() {
        let subject = PassthroughSubject<Int, Never>()
        var latest: [Int] = [], first: [Int] = []
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        let a = subject.throttle(for: 1, scheduler: DispatchQueue.main, latest: true).sink { latest.append($0) }
        let b = subject.throttle(for: 1, scheduler: DispatchQueue.main, latest: false).sink { first.append($0) }
        subject.send(1)
        host.advance(by: 0.01)
        XCTAssertEqual(latest, [1])
        XCTAssertEqual(first, [1])
        subject.send(2)
        host.advance(by: 0.2)
        subject.send(3)
        host.advance(by: 0.78)
        XCTAssertEqual(latest, [1], "a second value before the interval is over")
        // One second after the first value went out (at 0.01 s): the latest of those since (3), or the first (2).
        host.advance(by: 0.02)
        XCTAssertEqual(latest, [1, 3])
        XCTAssertEqual(first, [1, 2])
        _ = (a, b)
    }

    func testReceiveOnTheMainQueueOrRunLoopDeliversInTheHostsNextOperation() {
        let queued = PassthroughSubject<Int, Never>(), looped = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        let operated = PassthroughSubject<Int, Never>()
        let a = queued.receive(on: DispatchQueue.main).sink { received.append("queue \($0)") }
        let b = looped.receive(on: RunLoop.main).sink { received.append("run loop \($0)") }
        let c = operated.receive(on: OperationQueue.main).sink { received.append("operation \($0)") }
        queued.send(1)
        looped.send(1)
        operated.send(1)
        XCTAssertEqual(received, [], "delivered later, not from inside send")
        // Any operation of the host runs it, in the order it was scheduled, without moving the clock.
        _ = host.displayList
        XCTAssertEqual(received, ["queue 1", "run loop 1", "operation 1"])
        _ = (a, b, c)
    }

    func testDelayShiftsEachValueByItsIntervalOnTheHostsClock() {
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        let cancellable = subject.delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { received.append($0) }
        subject.send("a")
        host.advance(by: 0.5)
        subject.send("b")
        host.advance(by: 0.49)
        XCTAssertEqual(received, [])
        host.advance(by: 0.01)
        XCTAssertEqual(received, ["a"])
        host.advance(by: 0.5)
        XCTAssertEqual(received, ["a", "b"])
        _ = cancellable
    }

    func testAWindowHostWantsFramesWhileWorkWaitsOnTheMainRunLoop() {
        // A window keeps its clock going while a debounce waits, and sleeps once it has fired.
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        XCTAssertFalse(host.wantsFrames)
        var fired = false
        RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .seconds(0.5))) { fired = true }
        XCTAssertTrue(host.wantsFrames)
        host.advance(by: 0.5)
        XCTAssertTrue(fired)
        XCTAssertFalse(host.wantsFrames)
    }

    func testRepeatingWorkFiresEveryIntervalUntilCancelled() {
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        var fires = 0
        let start = DispatchQueue.main.now
        let repeating = DispatchQueue.main.schedule(after: start.advanced(by: .milliseconds(100)),
                                                    interval: .milliseconds(100)) { fires += 1 }
        host.advance(by: 0.1)
        host.advance(by: 0.1)
        XCTAssertEqual(fires, 2)
        // Fires the clock jumped over are run once, as a run loop's timer fires once for those it missed.
        host.advance(by: 0.35)
        XCTAssertEqual(fires, 3)
        host.advance(by: 0.05)
        XCTAssertEqual(fires, 4, "the next fire keeps to the grid of the first")
        repeating.cancel()
        host.advance(by: 1)
        XCTAssertEqual(fires, 4)
    }

    /// A stopwatch's model, as iOS apps write it: a timer on the main run loop, counted in a `sink`.
    final class Stopwatch: ObservableObject {
        @Published var seconds = 0
        private var cancellable: AnyCancellable?

        init() {
            cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                .sink { [unowned self] _ in seconds += 1 }
        }
    }

    struct StopwatchFace: View {
        @StateObject private var model = Stopwatch()
        var body: some View { Text("\(model.seconds)") }
    }

    func testATimerPublisherSunkInAViewModelTicksOnTheHostsClock() {
        let host = ViewHost(rootView: StopwatchFace(), size: CGSize(width: 100, height: 50))
        XCTAssertEqual(text(host), ["0"])
        host.advance(by: 0.999)
        XCTAssertEqual(text(host), ["0"])
        host.advance(by: 0.001)
        XCTAssertEqual(text(host), ["1"], "a second after the timer connected")
        // Fires the clock jumped over are one, as a run loop's timer fires once for those it missed.
        host.advance(by: 2.5)
        XCTAssertEqual(text(host), ["2"])
        host.advance(by: 0.5)
        XCTAssertEqual(text(host), ["3"], "the fires keep to the grid of the first")
    }

    func testATimersFiresGoOnWhileConnectedAndStopWhenTheConnectionIsCancelled() {
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        var fires = 0
        var timer: Timer.TimerPublisher? = Timer.publish(every: 0.5, on: .main, in: .common)
        let subscription = timer?.sink { _ in fires += 1 }
        host.advance(by: 1)
        XCTAssertEqual(fires, 0, "no fires before it is connected")
        let connection = timer?.connect()
        // A run loop keeps the timers scheduled on it (`RunLoop.add(_:forMode:)`): letting go of the publisher
        // does not stop them.
        timer = nil
        host.advance(by: 0.5)
        XCTAssertEqual(fires, 1)
        connection?.cancel()
        host.advance(by: 1)
        XCTAssertEqual(fires, 1, "no fires once the connection is cancelled")
        _ = subscription
    }

    func testTheInspectorsOverlayHostLeavesTheClockToTheWindowsHost() {
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        let overlay = ViewHost(rootView: Color.blue, size: CGSize(width: 10, height: 10),
                               textMeasurer: FixedAdvanceTextMeasurer(), imageProvider: AssetImageProvider(),
                               drivesMainRunLoop: false)
        host.advance(by: 1)
        overlay.advance(by: 5)
        XCTAssertEqual(RunLoop.main.now.date.timeIntervalSince(host.date), 0, accuracy: 1e-6)
        var fired = false
        RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 0.5)) { fired = true }
        overlay.advance(by: 1)
        _ = overlay.displayList
        XCTAssertFalse(fired, "run by the window's host only")
        XCTAssertFalse(overlay.wantsFrames)
        host.advance(by: 0.5)
        XCTAssertTrue(fired)
    }

    func testTheSchedulersTimesAreAsAppleSpellsThem() {
        // Run loop strides are seconds; dispatch queue strides are nanoseconds, with literals in seconds.
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(300).magnitude, 0.3, accuracy: 1e-12)
        XCTAssertEqual(RunLoop.SchedulerTimeType.Stride(integerLiteral: 2).timeInterval, 2)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300).magnitude, 300_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride(integerLiteral: 1).magnitude, 1_000_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride(floatLiteral: 0.25).magnitude, 250_000_000)
        XCTAssertEqual(DispatchQueue.SchedulerTimeType.Stride(.seconds(2)).magnitude, 2_000_000_000)
        let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 5_000_000_000))
        XCTAssertEqual(time.advanced(by: .seconds(1)).dispatchTime.uptimeNanoseconds, 6_000_000_000)
        XCTAssertEqual(time.distance(to: time.advanced(by: .milliseconds(-20))).magnitude, -20_000_000)
        let date = Date(timeIntervalSinceReferenceDate: 1000)
        XCTAssertEqual(RunLoop.SchedulerTimeType(date).advanced(by: .seconds(2)).date,
                       Date(timeIntervalSinceReferenceDate: 1002))
    }

    func testTheMainSchedulersNowIsTheHostsClock() {
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 10, height: 10))
        host.advance(by: 100)
        // Not the wall clock, which has not moved 100 seconds.
        XCTAssertEqual(RunLoop.main.now.date.timeIntervalSince(host.date), 0, accuracy: 1e-6)
        XCTAssertEqual(DispatchQueue.main.now.distance(to: DispatchQueue.main.now).magnitude, 0)
        XCTAssertGreaterThan(DispatchQueue.main.now.dispatchTime.uptimeNanoseconds,
                             DispatchTime.now().uptimeNanoseconds + 99_000_000_000)
    }
}
