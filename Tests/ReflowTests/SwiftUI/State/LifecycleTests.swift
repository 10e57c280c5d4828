import XCTest
@_spi(Viewer) @testable import Reflow

/// What lifecycle actions did, in order.
private final class Log {
    var lines: [String] = []
}

private struct Appearing: View {
    let name: String
    let log: Log
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .onAppear { log.lines.append("appear \(name)") }
            .onDisappear { log.lines.append("disappear \(name)") }
    }
}

private struct Switch: View {
    let showsA: Bool
    let log: Log
    var body: some View {
        if showsA { Appearing(name: "A", log: log) } else { Appearing(name: "B", log: log) }
    }
}

final class LifecycleTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testAppearAndDisappearFollowTheTree() {
        let log = Log()
        let host = ViewHost(rootView: Switch(showsA: true, log: log), size: size)
        XCTAssertEqual(log.lines, ["appear A"])
        host.update(rootView: Switch(showsA: true, log: log))
        host.resize(to: CGSize(width: 300, height: 100))
        XCTAssertEqual(log.lines, ["appear A"], "builds and resizes of a view that stays do not appear it again")
        host.update(rootView: Switch(showsA: false, log: log))
        XCTAssertEqual(Set(log.lines.dropFirst()), ["disappear A", "appear B"])
        XCTAssertEqual(log.lines.count, 3)
    }

    func testEachForEachRowAppearsAndDisappears() {
        struct Rows: View {
            let ids: [Int]
            let log: Log
            var body: some View {
                VStack { ForEach(ids, id: \.self) { Appearing(name: "\($0)", log: log) } }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Rows(ids: [1, 2], log: log), size: size)
        XCTAssertEqual(Set(log.lines), ["appear 1", "appear 2"])
        log.lines = []
        host.update(rootView: Rows(ids: [2, 3], log: log))
        XCTAssertEqual(Set(log.lines), ["disappear 1", "appear 3"])
    }

    func testStateSetInOnAppearIsShownByTheSameOperation() {
        struct Grower: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10).id("bar").onAppear { width = 50 }
            }
        }
        let host = ViewHost(rootView: Grower(), size: size)
        // The action runs after the first build, inside the host's making; its change is built before the host
        // is handed back.
        XCTAssertEqual(host.frame(of: "bar")?.width, 50)
    }

    func testOnChangeBothForms() {
        struct Watcher: View {
            let value: Int
            let log: Log
            var body: some View {
                Color.red
                    .onChange(of: value) { old, new in log.lines.append("\(old)→\(new)") }
                    .onChange(of: value) { new in log.lines.append("new \(new)") }
                    .onChange(of: value, initial: true) { log.lines.append("any") }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Watcher(value: 1, log: log), size: size)
        XCTAssertEqual(log.lines, ["any"], "only the `initial: true` one runs when the view appears")
        host.update(rootView: Watcher(value: 1, log: log))
        XCTAssertEqual(log.lines, ["any"], "the same value: nothing runs")
        host.update(rootView: Watcher(value: 4, log: log))
        XCTAssertEqual(Set(log.lines.dropFirst()), ["1→4", "new 4", "any"])
    }

    func testOnChangeOfStateSetByAnAction() {
        struct Counter: View {
            @State private var count = 0
            let handles: Handles<Int>
            let log: Log
            var body: some View {
                handles.binding = $count
                return Color.red.onChange(of: count) { old, new in log.lines.append("\(old)→\(new)") }
            }
        }
        let handles = Handles<Int>(), log = Log()
        let host = ViewHost(rootView: Counter(handles: handles, log: log), size: size)
        handles.binding?.wrappedValue = 3
        _ = host.displayList
        XCTAssertEqual(log.lines, ["0→3"])
    }

    func testATaskRunsOnTheHostAndItsStateIsShown() {
        struct Loader: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10).id("bar").task {
                    await Task.yield()
                    width = 70
                }
            }
        }
        let host = ViewHost(rootView: Loader(), size: size)
        // The task's jobs ran on the host's executor as the host was made: suspended once, then set 70.
        XCTAssertEqual(host.frame(of: "bar")?.width, 70)
    }

    func testATaskIsCancelledWhenItsViewDisappears() {
        final class Flags: @unchecked Sendable { var cancelled = false; var started = 0 }
        struct Sleeper: View {
            let flags: Flags
            var body: some View {
                Color.red.task {
                    flags.started += 1
                    try? await Task.sleep(nanoseconds: 60_000_000_000)
                    flags.cancelled = Task.isCancelled
                }
            }
        }
        struct Holder: View {
            let shows: Bool
            let flags: Flags
            var body: some View {
                if shows { Sleeper(flags: flags) } else { Color.blue }
            }
        }
        let flags = Flags()
        let host = ViewHost(rootView: Holder(shows: true, flags: flags), size: size)
        XCTAssertEqual(flags.started, 1)
        XCTAssertTrue(host.wantsFrames, "a task under way keeps the clock going")
        host.update(rootView: Holder(shows: false, flags: flags))
        // Cancelling ends the sleep at once; the rest of the task runs when the host drains its jobs.
        host.advance(by: 0.01)
        XCTAssertTrue(flags.cancelled)
        XCTAssertFalse(host.wantsFrames)
    }

    func testATaskThatNeverEndsDoesNotHoldTheHostAndGoesWithIt() {
        final class Token: @unchecked Sendable {}
        struct Spinner: View {
            let token: Token
            var body: some View {
                Color.red.task {
                    while !Task.isCancelled {
                        _ = token
                        await Task.yield()
                    }
                }
            }
        }
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            // A task that yields for ever: each host call runs a bounded number of its steps and returns.
            let host = ViewHost(rootView: Spinner(token: token), size: size)
            host.advance(by: 0.1)
            XCTAssertTrue(host.wantsFrames)
        }
        // The host went: its task was cancelled and run to its end, and what it held was freed.
        XCTAssertNil(weakToken)
    }

    func testATaskWithAnIDStartsAgainWhenTheIDChanges() {
        final class Runs: @unchecked Sendable { var ids: [Int] = [] }
        struct Fetcher: View {
            let id: Int
            let runs: Runs
            var body: some View { Color.red.task(id: id) { runs.ids.append(id) } }
        }
        let runs = Runs()
        let host = ViewHost(rootView: Fetcher(id: 1, runs: runs), size: size)
        host.update(rootView: Fetcher(id: 1, runs: runs))
        host.update(rootView: Fetcher(id: 2, runs: runs))
        XCTAssertEqual(runs.ids, [1, 2])
    }

    func testPeriodicTimelineFollowsTheHostsClock() {
        final class Dates { var seen: [Date] = [] }
        let dates = Dates()
        let view = TimelineView(.periodic(from: .distantPast, by: 1)) { context in
            let _ = dates.seen.append(context.date)
            Color.red
        }
        let host = ViewHost(rootView: view, size: size)
        XCTAssertEqual(dates.seen.count, 1)
        XCTAssertTrue(host.wantsFrames)
        let first = dates.seen[0]
        // Entries fall on whole seconds from the start date (distantPast is a whole number of seconds), so the
        // first shown is the last whole second at or before the host's date.
        XCTAssertLessThanOrEqual(first, host.date)
        XCTAssertGreaterThan(first.addingTimeInterval(1), host.date)
        let untilNext = first.addingTimeInterval(1).timeIntervalSince(host.date)
        host.advance(by: untilNext / 2)
        XCTAssertEqual(dates.seen.count, 1, "half way to the next entry: not built again")
        host.advance(by: untilNext / 2 + 0.001)
        XCTAssertEqual(dates.seen.count, 2)
        XCTAssertEqual(dates.seen[1].timeIntervalSince(first), 1, accuracy: 1e-6)
        host.advance(by: 2.5)
        // 2.5 s later, two more entries have passed; the timeline shows the latest, one build for both.
        XCTAssertEqual(dates.seen.count, 3)
        XCTAssertEqual(dates.seen[2].timeIntervalSince(first), 3, accuracy: 1e-6)
    }

    /// The host's clock as dates starts when the host is made, whatever its views: a timeline shown for the
    /// first time later reads the date the host's clock has reached, not the date it first appeared.
    func testTheHostsDateStartsWhenTheHostIsMadeEvenIfATimelineComesLater() {
        final class Dates { var seen: [Date] = [] }
        let dates = Dates()
        let made = Date()
        let host = ViewHost(rootView: AnyView(Color.red), size: size)
        host.advance(by: 5)
        Thread.sleep(forTimeInterval: 0.2)
        host.update(rootView: AnyView(TimelineView(.animation) { context in
            let _ = dates.seen.append(context.date)
            Color.red
        }))
        XCTAssertEqual(dates.seen.count, 1)
        XCTAssertEqual(dates.seen[0].timeIntervalSince(host.date), 0, accuracy: 1e-6)
        // Five seconds of host time after the host was made, not after the timeline came (0.2 s of real time
        // later): the wall clock plays no part once the host is made.
        XCTAssertEqual(host.date.timeIntervalSince(made), 5, accuracy: 0.1)
    }

    func testAnimationTimelineBuildsAtEveryAdvance() {
        final class Dates { var seen: [Date] = [] }
        let dates = Dates()
        let host = ViewHost(rootView: TimelineView(.animation) { context in
            let _ = dates.seen.append(context.date)
            Color.red
        }, size: size)
        host.advance(by: 1.0 / 60)
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(dates.seen.count, 3)
        // Dates hold about 0.1 µs at today's dates.
        XCTAssertEqual(dates.seen[2].timeIntervalSince(dates.seen[0]), 2.0 / 60, accuracy: 1e-6)
        XCTAssertEqual(host.date.timeIntervalSince(dates.seen[0]), 2.0 / 60, accuracy: 1e-6)
    }

    func testPausedAndExplicitTimelines() {
        final class Dates { var seen: [Date] = [] }
        let paused = Dates()
        let pausedHost = ViewHost(rootView: TimelineView(.animation(minimumInterval: nil, paused: true)) { _ in
            let _ = paused.seen.append(Date())
            Color.red
        }, size: size)
        pausedHost.advance(by: 1)
        XCTAssertEqual(paused.seen.count, 1, "a paused timeline is built once")
        XCTAssertFalse(pausedHost.wantsFrames)

        let explicit = Dates()
        let start = Date()
        let host = ViewHost(rootView: TimelineView(.explicit([start.addingTimeInterval(10), start.addingTimeInterval(20)])) { context in
            let _ = explicit.seen.append(context.date)
            Color.red
        }, size: size)
        host.advance(by: 5)
        XCTAssertEqual(explicit.seen.count, 1, "before the first date")
        host.advance(by: 10)
        XCTAssertEqual(explicit.seen.count, 2)
        XCTAssertEqual(explicit.seen[1], start.addingTimeInterval(10))
        host.advance(by: 10)
        XCTAssertEqual(explicit.seen.last, start.addingTimeInterval(20))
        XCTAssertFalse(host.wantsFrames, "no more dates")
    }

    func testEveryMinuteTimelineShowsTheStartOfTheMinute() {
        final class Dates { var seen: [Date] = [] }
        let dates = Dates()
        let host = ViewHost(rootView: TimelineView(.everyMinute) { context in
            let _ = dates.seen.append(context.date)
            Color.red
        }, size: size)
        let first = dates.seen[0].timeIntervalSinceReferenceDate
        XCTAssertEqual(first.truncatingRemainder(dividingBy: 60), 0, "the start of a minute")
        host.advance(by: 60)
        XCTAssertEqual(dates.seen.count, 2)
        XCTAssertEqual(dates.seen[1].timeIntervalSinceReferenceDate - first, 60)
    }
}
