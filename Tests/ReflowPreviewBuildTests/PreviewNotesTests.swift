import ReflowPreviewBuild
import XCTest

/// A speaker's notes are the doc comment or the `// Notes:` block right above a `#Preview`: the tests write
/// each form above line 5 and read back the text a speaker wrote, without the comment markers.
final class PreviewNotesTests: XCTestCase {
    /// `comment` on the lines before a `#Preview` that stands on line `comment`'s count + 2 (after a blank line
    /// and the comment).
    private func notes(_ comment: [String], preview: String = "#Preview(\"Tags\") { Tags() }") -> String? {
        let lines = ["import SwiftUI", ""] + comment + [preview, ""]
        return PreviewNotes.notes(in: lines.joined(separator: "\n"), above: comment.count + 3)
    }

    func testANotesBlockIsItsLinesAfterTheWordNotes() {
        XCTAssertEqual(notes(["// Notes: the cards wrap at **375 pt**.", "// Make the window narrower.", "//   - then wider"]),
                       "the cards wrap at **375 pt**.\nMake the window narrower.\n  - then wider")
        XCTAssertEqual(notes(["// A comment of the code.", "// notes:", "// - first", "// - second"]), "- first\n- second")
    }

    func testADocCommentIsNotesAndPlainCommentsAreNot() {
        XCTAssertEqual(notes(["/// The second one: *blue*.", "///", "/// Two paragraphs."]),
                       "The second one: *blue*.\n\nTwo paragraphs.")
        XCTAssertNil(notes(["// Tags()", "// .padding()"]), "code set aside is not a speaker's notes")
        XCTAssertEqual(notes(["/**", " * In a block:", " *   indented", " */"]), "In a block:\n  indented")
        XCTAssertEqual(notes(["/** One line. */"]), "One line.")
        XCTAssertNil(notes(["/* A plain block. */"]))
    }

    func testOnlyTheCommentRightAboveCounts() {
        // A blank line between the comment and the preview: the comment is about something else.
        let source = "import SwiftUI\n/// About the file.\n\n#Preview { Tags() }\n"
        XCTAssertNil(PreviewNotes.notes(in: source, above: 4))
        // Code between them, too.
        XCTAssertNil(PreviewNotes.notes(in: "/// About Tags.\nstruct Tags {}\n#Preview { Tags() }", above: 3))
        // An attribute between them does not part them.
        XCTAssertEqual(notes(["/// New in iOS 17.", "@available(iOS 17, *)"]), "New in iOS 17.")
        XCTAssertNil(PreviewNotes.notes(in: "#Preview { Tags() }", above: 1), "nothing above the first line")
        XCTAssertNil(PreviewNotes.notes(in: "/// Notes\n#Preview { }", above: 9), "a line past the end")
        XCTAssertNil(notes(["// Notes:", "//"]), "an empty block")
    }
}
