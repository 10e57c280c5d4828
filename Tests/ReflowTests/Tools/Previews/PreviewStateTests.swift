import Foundation
import XCTest
@_spi(Preview) @testable import Reflow

/// A counter whose count widens it: 20 points plus 10 per tap, so a frame tells the count.
private struct TapCounter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Color.red.frame(width: 20 + 10 * CGFloat(taps), height: 10)
            .onTapGesture { taps += 1 }
            .id(name)
    }
}

/// The same as `TapCounter` under another name: a view whose type changed.
private struct OtherCounter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Color.blue.frame(width: 20 + 10 * CGFloat(taps), height: 10)
            .onTapGesture { taps += 1 }
            .id(name)
    }
}

/// A view with state holding another: its own count widens the green bar, the inner counter's its red one.
private struct Panel: View {
    let name: String
    @State private var opened = 0

    var body: some View {
        VStack {
            Color.green.frame(width: 20 + 10 * CGFloat(opened), height: 10)
                .onTapGesture { opened += 1 }
                .id("panel-" + name)
            TapCounter(name: "inner-" + name)
        }
    }
}

/// A value that is not `Codable`.
private struct Opaque { var width: CGFloat }
/// One that is.
private struct Sized: Codable { var width: CGFloat }

/// A view with state of each kind: the codable one and the other both start 20 wide and grow by tapping.
private struct Mixed: View {
    @State private var opaque = Opaque(width: 20)
    @State private var sized = Sized(width: 20)

    var body: some View {
        VStack {
            Color.red.frame(width: opaque.width, height: 10).onTapGesture { opaque.width += 10 }.id("opaque")
            Color.blue.frame(width: sized.width, height: 10).onTapGesture { sized.width += 10 }.id("sized")
        }
    }
}

/// `PreviewState`: the state of one host's views saved, and a new host (standing for the process of the next
/// build) started from it. Frames tell the counts: a counter is 20 + 10 × taps wide.
final class PreviewStateTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)

    override func tearDown() {
        PreviewState.endRestoring()
    }

    private func tap(_ id: String, in host: ViewHost, times: Int = 1) throws {
        for _ in 0..<times {
            let frame = try XCTUnwrap(host.frame(of: id), id)
            host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }

    /// A host started from `data`, restoring only while it is made (its first build), as a preview process does.
    private func restoredHost<V: View>(_ root: V, from data: Data) -> (ViewHost, Int) {
        XCTAssertTrue(PreviewState.beginRestoring(data))
        let host = ViewHost(rootView: root, size: size)
        return (host, PreviewState.endRestoring())
    }

    /// Two counters of the same type, told apart by their place: tapped 2 and 1 times, they come back 40 and
    /// 30 wide, each with its own count.
    func testStateOfViewsThatKeepTheirTypeAndPlaceSurvives() throws {
        let root = VStack { TapCounter(name: "first"); TapCounter(name: "second") }
        let old = ViewHost(rootView: root, size: size)
        try tap("first", in: old, times: 2)
        try tap("second", in: old)
        XCTAssertEqual(old.frame(of: "first")?.width, 40)

        let (new, restored) = restoredHost(root, from: PreviewState.save(old))
        XCTAssertEqual(restored, 2)
        XCTAssertEqual(new.frame(of: "first")?.width, 40)
        XCTAssertEqual(new.frame(of: "second")?.width, 30)
        // Restored state is live state: another tap, and 50.
        try tap("first", in: new)
        XCTAssertEqual(new.frame(of: "first")?.width, 50)
    }

    /// Views with state inside views with state, changed in an order unlike the build's (a change builds
    /// only the changed view's body again): each comes back with its own count, as the next process's first
    /// build reaches them in the build's order. Taps: inner b 1, panel a 2, inner a 3; so inner b 30, panel a
    /// 40, inner a 50, panel b 20.
    func testNestedStateChangedInAnyOrderComesBackToItsOwnView() throws {
        let root = VStack { Panel(name: "a"); Panel(name: "b") }
        let old = ViewHost(rootView: root, size: size)
        try tap("inner-b", in: old)
        try tap("panel-a", in: old, times: 2)
        try tap("inner-a", in: old, times: 3)
        let (new, restored) = restoredHost(root, from: PreviewState.save(old))
        XCTAssertEqual(restored, 4)
        XCTAssertEqual(new.frame(of: "panel-a")?.width, 40)
        XCTAssertEqual(new.frame(of: "inner-a")?.width, 50)
        XCTAssertEqual(new.frame(of: "panel-b")?.width, 20)
        XCTAssertEqual(new.frame(of: "inner-b")?.width, 30)
    }

    /// A view whose type changed (renamed, here) starts fresh: 20 wide.
    func testAViewWhoseTypeChangedStartsFresh() throws {
        let old = ViewHost(rootView: VStack { TapCounter(name: "c") }, size: size)
        try tap("c", in: old, times: 3)
        XCTAssertEqual(old.frame(of: "c")?.width, 50)
        let (new, restored) = restoredHost(VStack { OtherCounter(name: "c") }, from: PreviewState.save(old))
        XCTAssertEqual(restored, 0)
        XCTAssertEqual(new.frame(of: "c")?.width, 20)
    }

    /// Views under explicit ids are found by id: "b" tapped once keeps 30 when the list becomes [c, b];
    /// "c", never tapped, is 20; "a", gone, takes nothing with it.
    func testViewsWithExplicitIDsAreFoundByID() throws {
        func list(_ ids: [String]) -> some View {
            VStack { ForEach(ids, id: \.self) { TapCounter(name: $0) } }
        }
        let old = ViewHost(rootView: list(["a", "b", "c"]), size: size)
        try tap("a", in: old, times: 3)
        try tap("b", in: old)
        let (new, restored) = restoredHost(list(["c", "b"]), from: PreviewState.save(old))
        XCTAssertEqual(restored, 2, "b and c had state to take")
        XCTAssertEqual(new.frame(of: "b")?.width, 30)
        XCTAssertEqual(new.frame(of: "c")?.width, 20)
    }

    /// Only `Codable` values cross: tapped once each, the codable one comes back 30 wide, the other
    /// starts again at 20.
    func testOnlyCodableValuesCross() throws {
        let old = ViewHost(rootView: Mixed(), size: size)
        try tap("opaque", in: old)
        try tap("sized", in: old)
        XCTAssertEqual(old.frame(of: "opaque")?.width, 30)
        XCTAssertEqual(old.frame(of: "sized")?.width, 30)
        let (new, _) = restoredHost(Mixed(), from: PreviewState.save(old))
        XCTAssertEqual(new.frame(of: "opaque")?.width, 20)
        XCTAssertEqual(new.frame(of: "sized")?.width, 30)
    }

    /// Restoring ends with the first build: a view made afterwards starts from its initial state, and a
    /// host made outside restoring takes nothing. Data that is not saved state restores nothing.
    func testOnlyTheFirstBuildRestores() throws {
        let root = VStack { TapCounter(name: "c") }
        let old = ViewHost(rootView: root, size: size)
        try tap("c", in: old)
        let data = PreviewState.save(old)
        _ = restoredHost(root, from: data)
        XCTAssertEqual(ViewHost(rootView: root, size: size).frame(of: "c")?.width, 20)
        XCTAssertFalse(PreviewState.beginRestoring(Data("not state".utf8)))
        XCTAssertEqual(ViewHost(rootView: root, size: size).frame(of: "c")?.width, 20)
    }

    /// A saved value of another type than the property's (an Int saved, a Double asked for) is not used.
    func testAValueOfAnotherTypeIsNotUsed() {
        let scope = ViewScope(graph: ViewGraph(textMeasurer: FixedAdvanceTextMeasurer()), type: TapCounter.self)
        scope.restored = SavedScope(view: "TapCounter", ids: [], slots: [SavedValue(type: "Swift.Int", json: "[3]"), nil])
        XCTAssertEqual(scope.restoredValue(at: 0, as: Int.self), 3)
        XCTAssertNil(scope.restoredValue(at: 0, as: Double.self))
        XCTAssertNil(scope.restoredValue(at: 1, as: Int.self), "nothing was saved for it")
        XCTAssertNil(scope.restoredValue(at: 2, as: Int.self), "a property the old view did not have")
    }
}
