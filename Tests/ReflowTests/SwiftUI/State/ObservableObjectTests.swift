import XCTest
@testable import Reflow

/// A Combine-style model: `@Published` fires `objectWillChange` before each change.
private final class Settings: ObservableObject {
    static var made = 0
    @Published var width: CGFloat = 20
    init() { Settings.made += 1 }
}

private final class Counts {
    var bodies = 0
}

private struct Observer: View {
    @ObservedObject var settings: Settings
    let counts: Counts
    var body: some View {
        counts.bodies += 1
        return Color.red.frame(width: settings.width, height: 10).id("bar")
    }
}

private struct Owner: View {
    @StateObject private var settings = Settings()
    let handles: Handles<CGFloat>
    var body: some View {
        handles.binding = $settings.width
        return Color.red.frame(width: settings.width, height: 10).id("bar")
    }
}

final class ObservableObjectTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testAPublishedChangeRebuildsItsObserversAfterTheSet() {
        let settings = Settings(), counts = Counts()
        let host = ViewHost(rootView: Observer(settings: settings, counts: counts), size: size)
        XCTAssertEqual(counts.bodies, 1)
        settings.width = 60
        // objectWillChange fires before the value is stored; built after the set, the bar is 60 wide, centred at
        // x = (200 − 60) / 2 = 70.
        XCTAssertEqual(host.frame(of: "bar"), CGRect(x: 70, y: 45, width: 60, height: 10))
        XCTAssertEqual(counts.bodies, 2)
        settings.width = 70
        XCTAssertEqual(host.frame(of: "bar")?.width, 70)
        XCTAssertEqual(counts.bodies, 3, "the subscription is kept across builds, and one change is one build")
    }

    func testAStateObjectIsMadeOncePerIdentityAndKept() {
        Settings.made = 0
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Owner(handles: handles).id(1), size: size)
        XCTAssertEqual(Settings.made, 1)
        handles.binding?.wrappedValue = 50
        XCTAssertEqual(host.frame(of: "bar")?.width, 50)
        host.update(rootView: Owner(handles: handles).id(1))
        host.resize(to: CGSize(width: 300, height: 100))
        // The thunk is not called again for the same identity: the object, and its 50, are kept.
        XCTAssertEqual(Settings.made, 1)
        XCTAssertEqual(host.frame(of: "bar")?.width, 50)
        host.update(rootView: Owner(handles: handles).id(2))
        XCTAssertEqual(Settings.made, 2, "a new identity makes a new object")
        XCTAssertEqual(host.frame(of: "bar")?.width, 20)
    }

    func testEnvironmentObject() {
        struct Deep: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Color.red.frame(width: settings.width, height: 10).id("bar") }
        }
        let settings = Settings()
        let host = ViewHost(rootView: VStack { Deep() }.environmentObject(settings), size: size)
        XCTAssertEqual(host.frame(of: "bar")?.width, 20)
        settings.width = 44
        XCTAssertEqual(host.frame(of: "bar")?.width, 44)
    }

    func testAnObserverOfAnotherObjectStopsObservingTheFirst() {
        let first = Settings(), second = Settings(), counts = Counts()
        let host = ViewHost(rootView: Observer(settings: first, counts: counts), size: size)
        host.update(rootView: Observer(settings: second, counts: counts))
        XCTAssertEqual(counts.bodies, 2)
        first.width = 90
        _ = host.displayList
        XCTAssertEqual(counts.bodies, 2, "the view observes the second object only")
        second.width = 90
        XCTAssertEqual(host.frame(of: "bar")?.width, 90)
    }
}
