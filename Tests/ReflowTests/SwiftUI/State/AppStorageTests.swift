import XCTest
@testable import Reflow

/// Two views reading one `@AppStorage` key, one of them holding a binding to it, and a view reading another key.
private struct Reader: View {
    @AppStorage("AppStorageTests.width") private var width: Double = 20
    let id: String
    let handles: Handles<Double>?

    var body: some View {
        handles?.binding = $width
        return Color.red.frame(width: width, height: 10).id(id)
    }
}

private struct OtherKey: View {
    @AppStorage("AppStorageTests.other") private var width: Double = 30
    let counts: Counts
    var body: some View {
        counts.bodies += 1
        return Color.blue.frame(width: width, height: 10).id("other")
    }
}

private final class Counts {
    var bodies = 0
}

private struct OptionalReader: View {
    @AppStorage("AppStorageTests.name") private var name: String?
    @SceneStorage("AppStorageTests.selection") private var selection = 2
    let handles: Handles<String?>

    var body: some View {
        handles.binding = $name
        // 10 wide without a name, 10 per character with one; 10 high per selection step.
        return Color.red.frame(width: CGFloat(name?.count ?? 1) * 10, height: CGFloat(selection) * 10).id("name")
    }
}

/// `@AppStorage` and `@SceneStorage` (docs/app-rules.md §5): the declared default until set, one value per key
/// shared by every view that reads it, and a set rebuilds the readers of that key only.
final class AppStorageTests: XCTestCase {
    func testEveryReaderOfAKeyIsRebuiltWhenItIsSetAndOnlyThose() throws {
        let handles = Handles<Double>(), counts = Counts()
        func tree() -> some View {
            VStack(spacing: 0) {
                Reader(id: "a", handles: handles)
                Reader(id: "b", handles: nil)
                OtherKey(counts: counts)
            }
        }
        let host = ViewHost(rootView: tree(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "a")?.width, 20, "the declared default")
        XCTAssertEqual(host.frame(of: "b")?.width, 20)
        XCTAssertEqual(counts.bodies, 1)
        let binding = try XCTUnwrap(handles.binding)
        // The change is tracked key by key: the scopes queued are the two readers', not the other key's.
        binding.wrappedValue = 50
        let (scopes, _) = host.graph.scopes.observedChanges.take()
        XCTAssertEqual(scopes.map(\.type), [ObjectIdentifier(Reader.self), ObjectIdentifier(Reader.self)])
        // Taken, the changes are not applied: a build of the whole tree reads the new value and tracks again.
        host.update(rootView: tree())
        XCTAssertEqual(host.frame(of: "b")?.width, 50)
        binding.wrappedValue = 60
        // Both readers show the new value; the column is 30 high, its top at (100 − 30) / 2 = 35, and the bars
        // are centred: x = (200 − 60) / 2 = 70.
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 70, y: 35, width: 60, height: 10))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 70, y: 45, width: 60, height: 10))
        XCTAssertEqual(host.frame(of: "other")?.width, 30)
        binding.wrappedValue = 20
    }

    func testOptionalValuesAndSceneStorage() throws {
        let handles = Handles<String?>()
        let host = ViewHost(rootView: OptionalReader(handles: handles), size: CGSize(width: 200, height: 100))
        // No name yet: 1 × 10 wide; selection 2: 20 high.
        XCTAssertEqual(host.frame(of: "name")?.size, CGSize(width: 10, height: 20))
        try XCTUnwrap(handles.binding).wrappedValue = "grid"
        XCTAssertEqual(host.frame(of: "name")?.size, CGSize(width: 40, height: 20))
        try XCTUnwrap(handles.binding).wrappedValue = nil
        XCTAssertEqual(host.frame(of: "name")?.size, CGSize(width: 10, height: 20), "set back to nil")
    }

    func testAValueOfAnotherTypeReadsAsTheDefault() {
        StoredValues.app.set("not a number", for: "AppStorageTests.mixed")
        XCTAssertEqual(StoredValues.app.value(for: "AppStorageTests.mixed", default: 7), 7)
        XCTAssertEqual(StoredValues.app.value(for: "AppStorageTests.mixed", default: ""), "not a number")
    }
}
