import SwiftParser
import XCTest
@testable import ReflowPreviewBuild

/// Which edits of a `some View` body build at once rather than being patched and refused (docs/preview-reloads.md
/// §2.4): those that change the underlying type whatever the types involved, by SwiftUI's rules for view
/// builders (`TupleView` of as many views as the builder lists, `Optional` for an `if`, `_ConditionalContent`
/// for an `if`/`else`) and for modifiers (`ModifiedContent<Content, Modifier>`); everything else is tried.
final class OpaqueTypeChangesTests: XCTestCase {
    private func file(_ body: String) -> String {
        """
        import SwiftUI

        struct Tag: View {
            let text: String
            var body: some View {
        \(body)
            }
        }
        """
    }

    /// The verdict on editing the body of `Tag` from `old` to `new`.
    private func change(_ old: String, _ new: String) -> String? {
        let before = Replaceables(Parser.parse(source: file(old))), after = Replaceables(Parser.parse(source: file(new)))
        return OpaqueTypeChanges.certainChange(old: before.declarations[0], new: after.declarations[0])
    }

    func testAModifierAddedOrRemovedChangesTheType() {
        // `.padding()` wraps any view in `ModifiedContent<_, _PaddingLayout>`.
        XCTAssertNotNil(change("Text(text).border(.red)", "Text(text).border(.red).padding()"))
        XCTAssertNotNil(change("Text(text).padding().border(.red)", "Text(text).border(.red)"))
        // After a wrapping call, `.bold()` is `View.bold()`, another wrapping: the example of issue 30.
        XCTAssertNotNil(change("Text(text).padding()", "Text(text).padding().bold()"))
        // Twice is another wrapping.
        XCTAssertNotNil(change("Text(text).padding()", "Text(text).padding().padding()"))
    }

    func testAViewAddedToTheBuilderOrAnElseChangesTheType() {
        XCTAssertNotNil(change("Text(text)", "Text(text)\n        Text(text)"))
        XCTAssertNotNil(change("if text.isEmpty { Text(\"-\") }", "if text.isEmpty { Text(\"-\") } else { Text(text) }"))
        XCTAssertNotNil(change("Text(text)", "if text.isEmpty { Text(text) }"))
    }

    func testEditsThatMayKeepTheTypeAreLeftToTheProbe() {
        // Arguments, expressions and the contents of closures: the type may be the same.
        XCTAssertNil(change("Text(text).padding(4)", "Text(text + \"!\").padding((4))"))
        XCTAssertNil(change("HStack { Text(text) }", "HStack { Text(text); Text(text) }"))
        // `Text.bold()` is a `Text`: adding it right after `Text(…)` may keep the type (`Text` could be a user's
        // type of that name, or `text` a view's).
        XCTAssertNil(change("Text(text).padding()", "Text(text).bold().padding()"))
        XCTAssertNil(change("Text(text).font(.title)", "Text(text).font(.title).bold()"))
        // A local constant is no view.
        XCTAssertNil(change("Text(text)", "let shown = text\n        Text(shown)"))
        // An explicit `return` is not a builder; `#if` contents are not read.
        XCTAssertNil(change("return Text(text)", "return Text(text).padding()"))
    }

    func testThePatchIsNotMadeWhenTheTypeChangesForCertain() {
        let built = file("Text(text)"), saved = file("Text(text).padding()")
        let made = PatchSource.make(files: [PatchSource.File(name: "Tag.swift", path: "/p/Tag.swift", built: built, saved: saved)],
                                    previewModule: "ReflowPreviews")
        guard case .failure(let refusal) = made else { return XCTFail("a patch was made: \(made)") }
        XCTAssertTrue(refusal.description.contains("`.padding(…)` added"), refusal.description)
        // Not for a body without an opaque type: a layout's method may change freely.
        let layoutBuilt = "struct F { func size() -> CGSize { CGSize(width: 1, height: 1) } }"
        let layoutSaved = "struct F { func size() -> CGSize { CGSize(width: 1, height: 1).applying(.identity) } }"
        guard case .success = PatchSource.make(files: [PatchSource.File(name: "F.swift", path: "/p/F.swift", built: layoutBuilt,
                                                                       saved: layoutSaved)], previewModule: "ReflowPreviews")
        else { return XCTFail("a body without `some` is patched") }
    }
}
