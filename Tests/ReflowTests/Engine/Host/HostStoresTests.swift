import Foundation
@testable import Reflow
import XCTest

/// The stores a host keeps for the surface's subsystems (`Engine/Host/HostStores.swift`): one per type, told
/// of builds and passes, and all released when the host goes.
final class HostStoresTests: XCTestCase {
    private final class Probe: HostStore {
        var builds = 0, passes: [UInt64] = [], released = 0
        func beginBuild() { builds += 1 }
        func endPass(treeBuild: UInt64) { passes.append(treeBuild) }
        func release() { released += 1 }
    }

    private final class Other: HostStore {
        func release() {}
    }

    func testAStoreIsMadeOnceAndOnlyWhenAskedFor() {
        let stores = HostStores()
        XCTAssertNil(stores.existing(Probe.self))
        let probe = stores.store(Probe.self)
        XCTAssertTrue(stores.store(Probe.self) === probe)
        XCTAssertTrue(stores.existing(Probe.self) === probe)
        XCTAssertNil(stores.existing(Other.self), "asking for one type makes no other")
        _ = stores.store(Other.self)
        XCTAssertEqual(stores.count, 2)
    }

    func testStoresAreToldOfBuildsAndPassesAndReleasedOnce() {
        let stores = HostStores()
        let probe = stores.store(Probe.self)
        stores.beginBuild()
        stores.endPass(treeBuild: 7)
        stores.release()
        XCTAssertEqual(probe.builds, 1)
        XCTAssertEqual(probe.passes, [7])
        XCTAssertEqual(probe.released, 1)
        XCTAssertEqual(stores.count, 0, "released stores are forgotten")
        XCTAssertNil(stores.existing(Probe.self))
    }

    /// A view that makes every store a host has: lifecycle (`.onAppear`), a phase animator, focus bindings,
    /// and a scroll view set moving by a wheel.
    private struct EveryStore: View {
        @FocusState private var focused: Bool
        @State private var text = ""
        var body: some View {
            VStack {
                PhaseAnimator([0.0, 10.0]) { x in Color.red.frame(width: 10 + x, height: 10) }
                TextField("Name", text: $text).focused($focused)
                ScrollView { VStack { ForEach(0..<40) { Text("row \($0)") } } }.frame(height: 60).id("scroll")
            }
            .onAppear {}
        }
    }

    func testADroppedHostFreesItsStoresAndTheirNodes() {
        let nodesBefore = ViewNode.liveCount.load(ordering: .relaxed)
        weak var lifecycle: LifecycleStore?
        weak var animators: PhaseAnimatorStore?
        weak var focus: FocusBindingStore?
        weak var scrolls: ScrollMotionStore?
        weak var graph: ViewGraph?
        do {
            let host = ViewHost(rootView: EveryStore(), size: CGSize(width: 300, height: 300))
            host.scroll(by: CGSize(width: 0, height: 30), at: host.frame(of: "scroll").map { CGPoint(x: $0.midX, y: $0.midY) } ?? .zero)
            host.advance(by: 0.01)
            lifecycle = host.graph.stores.existing(LifecycleStore.self)
            animators = host.graph.stores.existing(PhaseAnimatorStore.self)
            focus = host.graph.stores.existing(FocusBindingStore.self)
            scrolls = host.graph.stores.existing(ScrollMotionStore.self)
            graph = host.graph
            // Each store exists and holds something, or the test below would prove nothing.
            XCTAssertNotNil(lifecycle)
            XCTAssertFalse(animators?.byPath.isEmpty ?? true)
            XCTAssertFalse(focus?.nodes.isEmpty ?? true)
            XCTAssertFalse(scrolls?.scrolls.isEmpty ?? true, "the wheel set the scroll view moving")
            XCTAssertGreaterThan(ViewNode.liveCount.load(ordering: .relaxed), nodesBefore)
        }
        XCTAssertNil(graph, "the engine goes with its host")
        XCTAssertNil(lifecycle)
        XCTAssertNil(animators)
        XCTAssertNil(focus)
        XCTAssertNil(scrolls)
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), nodesBefore, "every node is freed with its host")
    }
}
