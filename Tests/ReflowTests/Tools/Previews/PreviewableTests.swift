import XCTest
@_spi(Preview) @testable import Reflow

// `@Previewable` in `#Preview`: the marked declarations become stored properties of a view made for the
// preview, and the rest of the body that view's `body`. Keep the first `#Preview` at line 30, column 1, the
// second at line 39, column 1, the third at line 44, column 1: the tests call what they expand to by symbol.

/// What ran, in order: the wrappers' initializers and the view's body.
nonisolated(unsafe) private var previewableLog: [String] = []

private func record(_ event: String) -> Bool {
    previewableLog.append(event)
    return true
}

/// A property wrapper of the test's own, standing for `@State`: it says when it is made, and keeps its value
/// in a class, reached through `$`.
@propertyWrapper
struct Held<Value> {
    final class Storage { var value: Value; init(_ value: Value) { self.value = value } }
    let storage: Storage
    init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
        _ = record("made \(wrappedValue)")
    }
    var wrappedValue: Value { storage.value }
    var projectedValue: Storage { storage }
}

#Preview("Held") {
    @Previewable @Held var width = 120.0
    let _ = record("body")
    @Previewable @Held var height: Double = 30
    Color.red
        .frame(width: width, height: $height.value)
        .id("held")
}

#Preview("Returns") {
    @Previewable @Held var side = 40.0
    return Color.blue.frame(width: side, height: side).id("returns")
}

#Preview("Counter") {
    @Previewable @State var taps = 0
    Color.green
        .frame(width: 50 + 10 * CGFloat(taps), height: 20)
        .onTapGesture { taps += 1 }
        .id("counter")
}

@_silgen_name("reflow_preview_ReflowTests_2fPreviewableTests_2eswift_3a44_3a1")
private func counterPreview() -> Reflow.Preview
@_silgen_name("reflow_preview_ReflowTests_2fPreviewableTests_2eswift_3a30_3a1")
private func heldPreview() -> Reflow.Preview
@_silgen_name("reflow_preview_ReflowTests_2fPreviewableTests_2eswift_3a39_3a1")
private func returnsPreview() -> Reflow.Preview

final class PreviewableTests: XCTestCase {
    /// The generated view holds `width` (120) and `height` (30) as stored properties: both are made when the
    /// preview's view is made, in the order written, whatever stands between them, and the other statements
    /// run later, as the view's `body`, when a host builds it (run as a closure, "body" would come between
    /// the two). A 400×300 host centres the 120×30 frame: x = (400 − 120) / 2 = 140, y = (300 − 30) / 2 = 135.
    func testPreviewableDeclarationsBecomeStoredPropertiesOfTheView() {
        let preview = heldPreview()
        XCTAssertEqual(preview.name, "Held")
        previewableLog = []
        let view = preview.makeRootView()
        XCTAssertEqual(previewableLog, ["made 120.0", "made 30.0"])
        let host = ViewHost(rootView: view, size: CGSize(width: 400, height: 300))
        XCTAssertEqual(previewableLog.first(where: { !$0.hasPrefix("made") }), "body")
        XCTAssertEqual(Array(previewableLog.prefix(3)), ["made 120.0", "made 30.0", "body"])
        XCTAssertEqual(host.frame(of: "held"), CGRect(x: 140, y: 135, width: 120, height: 30))
    }

    /// A body that ends in `return`, as SwiftUI's own documentation writes it, works the same:
    /// 40×40 centred in 400×300 is at (180, 130).
    func testABodyWithAnExplicitReturn() {
        let host = ViewHost(rootView: returnsPreview().makeRootView(), size: CGSize(width: 400, height: 300))
        XCTAssertEqual(host.frame(of: "returns"), CGRect(x: 180, y: 130, width: 40, height: 40))
    }

    /// `@Previewable @State` is the generated view's state, kept with its identity: each tap adds 10 points
    /// to the 50-point width, and the host builds the view again with it: 60, then 70. (A `@State` left in
    /// the closure would be a local that no view owns: set, it would warn and stay 0, as in SwiftUI.)
    func testPreviewableStateIsTheViewsStateAcrossBuilds() throws {
        let host = ViewHost(rootView: counterPreview().makeRootView(), size: CGSize(width: 400, height: 300))
        XCTAssertEqual(host.frame(of: "counter")?.size, CGSize(width: 50, height: 20))
        for expected in [60.0, 70.0] {
            let frame = try XCTUnwrap(host.frame(of: "counter"))
            host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            XCTAssertEqual(host.frame(of: "counter")?.size, CGSize(width: expected, height: 20))
        }
    }

    /// The generated view is named, for keeping its state across a reload, by its file and preview name as
    /// written, not by the line the macro stands on (which its Swift type name holds).
    func testTheGeneratedViewIsNamedByItsFileAndPreview() throws {
        let host = ViewHost(rootView: counterPreview().makeRootView(), size: CGSize(width: 400, height: 300))
        let scopes = Array(host.graph.scopes.byIdentity.values)
        XCTAssertEqual(scopes.count, 1)
        let type = try XCTUnwrap(scopes.first?.viewType)
        XCTAssertEqual(PreviewState.typeName(type), #"ReflowTests/PreviewableTests.swift#"Counter""#)
        XCTAssertTrue(String(reflecting: type).contains("Previewable"), String(reflecting: type))
    }
}
