import XCTest
@_spi(Viewer) @testable import Reflow

/// A `TextFieldStyle` of the app's, through SwiftUI's `_body(configuration:)`: the view it returns stands where
/// each field was, the field inside it plain and editing its binding as ever. Numbers from the display-free
/// measurer: a body line is 19.89 high.
final class CustomTextFieldStyleTests: XCTestCase {
    private let lineHeight: CGFloat = 19.89

    /// Pads the field by 12 and puts it on a grey capsule, as chat and login screens do.
    private struct Bubble: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(12)
                .background(Capsule().fill(Color.gray))
        }
    }

    private struct Form: View {
        @Binding var name: String
        @Binding var secret: String
        var body: some View {
            VStack(spacing: 0) {
                TextField("Name", text: $name).id("name")
                SecureField("Password", text: $secret).id("secret")
            }
            .textFieldStyle(Bubble())
        }
    }

    func testTheStylesBodyStandsWhereEachFieldWasAndTheFieldInsideIsPlain() {
        var name = "", secret = "abc"
        let host = ViewHost(rootView: Form(name: Binding(get: { name }, set: { name = $0 }),
                                           secret: Binding(get: { secret }, set: { secret = $0 })),
                            size: CGSize(width: 300, height: 200))
        // Each styled field is its one plain line plus 12 above and below, and takes the full width.
        XCTAssertEqual(host.frame(of: "name")?.height ?? 0, lineHeight + 24, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: "name")?.width ?? 0, 300, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: "secret")?.height ?? 0, lineHeight + 24, accuracy: 1e-9)
        // The capsules are drawn, one a field, and the secure field still hides its characters.
        let runs = host.displayList.items.compactMap { item -> String? in
            if case let .text(run) = item { return run.text } else { return nil }
        }
        XCTAssertEqual(runs, ["Name", "\u{2022}\u{2022}\u{2022}"])
        let fills = host.displayList.items.filter { if case .fill = $0 { return true } else { return false } }
        XCTAssertEqual(fills.count, 2)
        // Typing in the styled field edits the binding.
        let frame = host.frame(of: "name")!
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.type("Ada")
        XCTAssertEqual(name, "Ada")
    }

    func testAnInnerBuiltInStyleReplacesTheAppsStyle() {
        let host = ViewHost(rootView: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
                                .id("f").textFieldStyle(Bubble()),
                            size: CGSize(width: 300, height: 200))
        // The rounded border's 7-point insets, not the bubble's 12.
        XCTAssertEqual(host.frame(of: "f")?.height ?? 0, lineHeight + 14, accuracy: 1e-9)
    }
}
