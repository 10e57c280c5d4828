import XCTest
@testable import Reflow

/// A model read by some bodies: `width` sizes a bar, `unread` is read by no body.
@Observable private final class Model {
    var width: CGFloat = 20
    var unread = 0
}

/// A row of a list, observable on its own.
@Observable private final class Row: Identifiable {
    let id: Int
    var width: CGFloat
    init(id: Int, width: CGFloat) { self.id = id; self.width = width }
}

/// How many times bodies were evaluated, by view.
private final class Counts {
    var reader = 0
    var other = 0
}

/// A bar whose width is the model's: its body reads `model.width`.
private struct Reader: View {
    let model: Model
    let counts: Counts
    var body: some View {
        counts.reader += 1
        return Color.red.frame(width: model.width, height: 10).id("bar")
    }
}

/// A view that reads nothing observable.
private struct Other: View {
    let counts: Counts
    var body: some View {
        counts.other += 1
        return Color.blue.frame(width: 5, height: 5)
    }
}

private struct Pair: View {
    let model: Model
    let counts: Counts
    var body: some View {
        VStack(spacing: 0) {
            Reader(model: model, counts: counts)
            Other(counts: counts)
        }
    }
}

final class ObservationTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testAChangeOfAPropertyABodyReadRebuildsItAfterTheSet() {
        let model = Model(), counts = Counts()
        let host = ViewHost(rootView: Reader(model: model, counts: counts), size: size)
        XCTAssertEqual(counts.reader, 1)
        model.width = 60
        // Observation reports the change in willSet; built then, the bar would still be 20 wide. Built after the
        // set it is 60, centred: x = (200 − 60) / 2 = 70, y = (100 − 10) / 2 = 45.
        XCTAssertEqual(host.frame(of: "bar"), CGRect(x: 70, y: 45, width: 60, height: 10))
        XCTAssertEqual(counts.reader, 2, "one build for one change")
        // The tracking is made again with each build: a second change rebuilds too.
        model.width = 80
        XCTAssertEqual(host.frame(of: "bar")?.width, 80)
        XCTAssertEqual(counts.reader, 3)
    }

    func testAChangeOfAPropertyNoBodyReadRebuildsNothing() {
        let model = Model(), counts = Counts()
        let host = ViewHost(rootView: Pair(model: model, counts: counts), size: size)
        XCTAssertEqual([counts.reader, counts.other], [1, 1])
        model.unread = 5
        XCTAssertEqual(host.frame(of: "bar")?.width, 20)
        XCTAssertEqual([counts.reader, counts.other], [1, 1], "no body read `unread`: no body runs again")
    }

    func testOnlyTheReadersScopeIsReported() {
        let model = Model(), counts = Counts()
        let host = ViewHost(rootView: Pair(model: model, counts: counts), size: size)
        model.width = 30
        // The change is queued for the host to apply; the scope queued is the reader's, not Other's nor Pair's
        // (neither read the model), so a host that rebuilds only changed scopes runs one body.
        let (scopes, _) = host.graph.scopes.observedChanges.take()
        XCTAssertEqual(Set(scopes.map(\.type)), [ObjectIdentifier(Reader.self)])
    }

    func testTrackingsDoNotPileUpAcrossBuilds() {
        let model = Model(), counts = Counts()
        let host = ViewHost(rootView: Reader(model: model, counts: counts), size: size)
        // 50 builds for other reasons, each reading model.width again.
        for _ in 0..<50 { host.update(rootView: Reader(model: model, counts: counts)) }
        XCTAssertEqual(counts.reader, 51)
        model.width = 40
        // At most two trackings report: the first build's one-shot tracking and the latest build's; a stale
        // tracking per build would report 51 times.
        XCTAssertLessThanOrEqual(host.graph.scopes.observedChanges.reports, 2)
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)
        XCTAssertEqual(counts.reader, 52)
    }

    func testAChangeInsideWithAnimationAnimates() {
        let model = Model(), counts = Counts()
        let host = ViewHost(rootView: Reader(model: model, counts: counts), size: size)
        withAnimation(.linear(duration: 1)) { model.width = 120 }
        host.advance(by: 0.5)
        // Halfway through a linear second, the width is halfway from 20 to 120: 70.
        XCTAssertEqual(host.frame(of: "bar")?.width ?? 0, 70, accuracy: 0.001)
    }

    func testBindableMakesBindingsToTheModel() {
        struct Editor: View {
            @Bindable var model: Model
            let handles: Handles<CGFloat>
            var body: some View {
                handles.binding = $model.width
                return Color.red.frame(width: model.width, height: 10).id("bar")
            }
        }
        let model = Model(), handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Editor(model: model, handles: handles), size: size)
        handles.binding?.wrappedValue = 90
        XCTAssertEqual(model.width, 90)
        XCTAssertEqual(host.frame(of: "bar")?.width, 90)
    }

    func testEnvironmentObservableObject() {
        struct Deep: View {
            @Environment(Model.self) private var model
            var body: some View { Color.red.frame(width: model.width, height: 10).id("bar") }
        }
        struct Maybe: View {
            @Environment(Model.self) private var model: Model?
            var body: some View { Color.red.frame(width: model == nil ? 7 : 8, height: 10).id("maybe") }
        }
        let model = Model()
        let host = ViewHost(rootView: VStack { Deep(); Maybe() }.environment(model), size: size)
        XCTAssertEqual(host.frame(of: "bar")?.width, 20)
        XCTAssertEqual(host.frame(of: "maybe")?.width, 8, "the optional form finds the model too")
        model.width = 33
        XCTAssertEqual(host.frame(of: "bar")?.width, 33)
        let bare = ViewHost(rootView: Maybe(), size: size)
        XCTAssertEqual(bare.frame(of: "maybe")?.width, 7, "no model in the environment: nil")
    }

    func testAnActionReadsTheEnvironmentOfTheLatestBuild() {
        // A button's action runs outside any build; `@Environment(Model.self)` then reads the model its view
        // saw in its latest build, as SwiftUI's property does.
        struct Incrementer: View {
            @Environment(Model.self) private var model
            let actions: Handles<() -> Void>
            var body: some View {
                actions.binding = .constant({ model.width += 10 })
                return Color.red.frame(width: model.width, height: 10).id("bar")
            }
        }
        let model = Model(), actions = Handles<() -> Void>()
        let host = ViewHost(rootView: Incrementer(actions: actions).environment(model), size: size)
        actions.binding?.wrappedValue()
        XCTAssertEqual(host.frame(of: "bar")?.width, 30)
    }

    func testForEachContentReadingAModelRebuilds() {
        struct Rows: View {
            let rows: [Row]
            var body: some View {
                VStack { ForEach(rows) { row in Color.red.frame(width: row.width, height: 10).id(row.id) } }
            }
        }
        let rows = [Row(id: 1, width: 10), Row(id: 2, width: 20)]
        let host = ViewHost(rootView: Rows(rows: rows), size: size)
        rows[1].width = 50
        XCTAssertEqual(host.frame(of: 2)?.width, 50)
        rows[1].width = 60
        XCTAssertEqual(host.frame(of: 2)?.width, 60)
    }

    func testAGoneViewStopsObserving() {
        struct Switch: View {
            let show: Bool
            let model: Model
            let counts: Counts
            var body: some View {
                if show { Reader(model: model, counts: counts) } else { Color.blue.frame(width: 5, height: 5) }
            }
        }
        let model = Model(), counts = Counts()
        let host = ViewHost(rootView: Switch(show: true, model: model, counts: counts), size: size)
        host.update(rootView: Switch(show: true, model: model, counts: counts))
        host.update(rootView: Switch(show: false, model: model, counts: counts))
        let before = counts.reader
        model.width = 99
        _ = host.displayList
        XCTAssertEqual(counts.reader, before, "the reader left the tree; a change of what it read builds nothing")
    }
}
