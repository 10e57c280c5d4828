import XCTest
@testable import Reflow

/// `onReceive` with Combine's publishers, and `Timer.publish` ticking on the host's clock.
final class OnReceiveTests: XCTestCase {
    private func text(_ host: ViewHost) -> [String] {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
    }

    struct Clock: View {
        @State private var ticks = 0
        // As SwiftUI files write it: a timer made with the view, connected by its first subscriber.
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
            Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
        }
    }

    func testAnAutoconnectedTimerTicksEverySecondOfTheHostsClock() {
        let host = ViewHost(rootView: Clock(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(text(host), ["0"])
        host.advance(by: 0.5)
        XCTAssertEqual(text(host), ["0"], "no tick before a second")
        host.advance(by: 0.5)
        XCTAssertEqual(text(host), ["1"])
        host.advance(by: 1)
        XCTAssertEqual(text(host), ["2"], "the view built again with a new timer keeps the old one's ticks")
        // Seconds jumped over at once are one tick, as a run loop's timer fires once for the fires it missed.
        host.advance(by: 3)
        XCTAssertEqual(text(host), ["3"])
    }

    func testASubjectsValuesReachTheAction() {
        final class Model { let subject = PassthroughSubject<Int, Never>() }
        struct Shown: View {
            let model: Model
            @State private var last = -1
            var body: some View { Text("\(last)").onReceive(model.subject) { last = $0 } }
        }
        let model = Model()
        let host = ViewHost(rootView: Shown(model: model), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(text(host), ["-1"])
        model.subject.send(7)
        host.advance(by: 0.01)
        XCTAssertEqual(text(host), ["7"])
        // Just sends its value when subscribed: shown once the view appears.
        struct Once: View {
            @State private var value = 0
            var body: some View { Text("\(value)").onReceive(Just(42)) { value = $0 } }
        }
        let once = ViewHost(rootView: Once(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(text(once), ["42"])
    }

    func testTheSubscriptionEndsWhenTheViewGoes() {
        final class Model { let subject = PassthroughSubject<Int, Never>() }
        final class Count { var received = 0 }
        let model = Model(), count = Count()
        func view(_ shown: Bool) -> some View {
            VStack { if shown { Color.red.onReceive(model.subject) { _ in count.received += 1 } } }
        }
        let host = ViewHost(rootView: view(true), size: CGSize(width: 200, height: 100))
        model.subject.send(1)
        host.advance(by: 0.01)
        XCTAssertEqual(count.received, 1)
        host.update(rootView: view(false))
        model.subject.send(2)
        host.advance(by: 0.01)
        XCTAssertEqual(count.received, 1)
    }

    func testDroppedHostsFreeTheirNodesAndEndTheirSubscriptions() {
        // Hosts with this session's views (a timer and a subject received, a link, a phase animator modifier, a
        // geometry change) are freed with everything they held: their nodes, and their subscriptions, so the
        // subject that outlives them calls nobody.
        final class Model { let subject = PassthroughSubject<Int, Never>() }
        final class Count { var received = 0, subscriptions = 0 }
        let model = Model(), count = Count()
        // The subject as a view receives it, counting the subscriptions open on it.
        let counted = model.subject.handleEvents(receiveSubscription: { _ in count.subscriptions += 1 },
                                                 receiveCancel: { count.subscriptions -= 1 })
        let before = ViewNode.liveCount.load(ordering: .relaxed)
        for _ in 0..<50 {
            let host = ViewHost(rootView: VStack {
                Clock()
                Color.red.onReceive(counted) { _ in count.received += 1 }
                Text("See [the docs](https://example.org)")
                Color.blue.frame(width: 10, height: 10)
                    .phaseAnimator([0.0, 20.0]) { view, x in view.offset(x: x) }
                    .onGeometryChange(for: CGSize.self, of: { $0.size }) { _ in }
            }, size: CGSize(width: 300, height: 200))
            host.advance(by: 1.5)
            host.resize(to: CGSize(width: 320, height: 200))
            _ = host.displayList
            XCTAssertEqual(count.subscriptions, 1)
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), before, "nodes alive after their hosts went")
        XCTAssertEqual(count.subscriptions, 0, "no subscription outlives its host")
    }
}
