import XCTest
@testable import ReflowPreviewBuild

/// Which saves a tier-1 patch can reload: only the bodies of functions, computed properties and initializers
/// changed (issue 30, item 2); anything else is a full build.
final class BodyEditsTests: XCTestCase {
    private let file = """
        import SwiftUI

        struct Tag: View {
            let text: String
            @State private var taps = 0
            var count: Int = 0 { didSet { print(count) } }

            init(text: String) { self.text = text }

            var body: some View {
                Text(text).padding(4)
            }

            var width: CGFloat { 10 }
        }

        extension Tag {
            private func label() -> String { text }
        }

        struct Flow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        #Preview {
            Tag(text: "a")
        }
        """

    private func verdict(_ from: String, _ to: String) -> BodyEditVerdict {
        precondition(file.contains(from), "the edit must apply")
        return BodyEdits.classify(old: file, new: file.replacingOccurrences(of: from, with: to))
    }

    func testBodyOfViewIsTierOne() {
        XCTAssertEqual(verdict("Text(text).padding(4)", "Text(text + \"!\").padding(4).border(.red)"),
                       .bodiesOnly([ChangedBody(typePath: ["Tag"], name: "body")]))
    }

    func testLayoutMethodsAreTierOneAndNamedWithTheirLabels() {
        XCTAssertEqual(verdict("CGSize(width: 10, height: 10)", "CGSize(width: 20, height: proposal.height ?? 10)"),
                       .bodiesOnly([ChangedBody(typePath: ["Flow"], name: "sizeThatFits(proposal:subviews:cache:)")]))
        XCTAssertEqual(verdict("cache: inout ()) {}", "cache: inout ()) { _ = bounds }"),
                       .bodiesOnly([ChangedBody(typePath: ["Flow"], name: "placeSubviews(in:proposal:subviews:cache:)")]))
    }

    func testInitializerComputedPropertyAndExtensionMethodAreTierOne() {
        XCTAssertEqual(verdict("{ self.text = text }", "{ self.text = text.uppercased() }"),
                       .bodiesOnly([ChangedBody(typePath: ["Tag"], name: "init(text:)")]))
        XCTAssertEqual(verdict("var width: CGFloat { 10 }", "var width: CGFloat { 12 + 3 }"),
                       .bodiesOnly([ChangedBody(typePath: ["Tag"], name: "width")]))
        XCTAssertEqual(verdict("-> String { text }", "-> String { text + text }"),
                       .bodiesOnly([ChangedBody(typePath: ["Tag"], name: "label()")]))
    }

    func testCommentsAndSpacingChangeNothing() {
        XCTAssertEqual(verdict("Text(text).padding(4)", "Text(text)  // a comment\n    .padding(4)"), .unchanged)
        XCTAssertEqual(verdict("import SwiftUI", "// A file.\nimport SwiftUI"), .unchanged)
    }

    func testNewStoredPropertyIsAFullBuild() {
        XCTAssertStructural(verdict("let text: String", "let text: String\n    var color = 1"))
    }

    func testNewTypeIsAFullBuild() {
        XCTAssertStructural(verdict("extension Tag {", "struct Other {}\n\nextension Tag {"))
    }

    func testSyntaxErrorIsAFullBuild() {
        XCTAssertStructural(verdict("Text(text).padding(4)", "Text(text).padding(4"))
    }

    func testChangedSignatureIsAFullBuild() {
        XCTAssertStructural(verdict("private func label() -> String", "private func label(_ x: Int) -> String"))
        XCTAssertStructural(verdict("var body: some View", "@ViewBuilder var body: some View"))
    }

    func testPreviewMacroBodyIsAFullBuild() {
        XCTAssertStructural(verdict("Tag(text: \"a\")", "Tag(text: \"b\").padding()"))
    }

    func testStoredPropertyObserverAndAddedSetterAreFullBuilds() {
        XCTAssertStructural(verdict("didSet { print(count) }", "didSet { print(count + 1) }"))
        XCTAssertStructural(verdict("var width: CGFloat { 10 }", "var width: CGFloat { get { 10 } set {} }"))
    }

    func testPatchSourceReplacesTheChangedDeclarationsWithPrivateAccess() throws {
        let saved = file.replacingOccurrences(of: "CGSize(width: 10, height: 10)", with: "CGSize(width: 20, height: 20)")
            .replacingOccurrences(of: "-> String { text }", with: "-> String { text + text }")
        let patch = try PatchSource.make(files: [.init(name: "Tags.swift", path: "/p/Tags.swift", built: file, saved: saved)],
                                         previewModule: "ReflowPreviews").get()
        XCTAssertEqual(patch.replacements, 2)
        // Neither result type is opaque: nothing to check before loading.
        XCTAssertFalse(patch.checksResultTypes)
        XCTAssertTrue(patch.text.contains("import SwiftUI\n"))
        XCTAssertTrue(patch.text.contains("@_private(sourceFile: \"Tags.swift\") import ReflowPreviews"))
        XCTAssertTrue(patch.text.contains("@_dynamicReplacement(for: sizeThatFits(proposal:subviews:cache:)) func "
            + "__reflow_patch_sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {"))
        // A replacement cannot be `private` to a type of another file; the private import reaches the original.
        XCTAssertTrue(patch.text.contains("@_dynamicReplacement(for: label()) func __reflow_patch_label() -> String {"))
        // The body keeps its line in the user's file, for the compiler's errors.
        XCTAssertTrue(patch.text.contains("#sourceLocation(file: \"/p/Tags.swift\", line: 22)"))
    }

    func testPatchOfAnOpaqueBodyChecksItsType() throws {
        let saved = file.replacingOccurrences(of: "Text(text).padding(4)", with: "Text(text).padding(8)")
        let patch = try PatchSource.make(files: [.init(name: "Tags.swift", path: "/p/Tags.swift", built: file, saved: saved)],
                                         previewModule: "ReflowPreviews").get()
        XCTAssertTrue(patch.checksResultTypes)
        XCTAssertTrue(patch.text.contains("@_dynamicReplacement(for: body) var __reflow_patch_body: some View {"))
        XCTAssertTrue(patch.text.contains(
            "__reflowResultType { (x: Tag) in x.body } == __reflowResultType { (x: Tag) in x.__reflow_patch_body }"))
    }

    func testNoPatchForAStructuralEdit() {
        let saved = file.replacingOccurrences(of: "let text: String", with: "let text: String\n    var more = 0")
        guard case .failure = PatchSource.make(files: [.init(name: "Tags.swift", path: "/p/Tags.swift", built: file,
                                                             saved: saved)], previewModule: "ReflowPreviews") else {
            return XCTFail("a new stored property is no patch")
        }
    }

    private func XCTAssertStructural(_ verdict: BodyEditVerdict, file: StaticString = #filePath, line: UInt = #line) {
        guard case .structural = verdict else { return XCTFail("expected a full build, got \(verdict)", file: file, line: line) }
    }
}
