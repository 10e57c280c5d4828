import XCTest
@testable import Reflow

/// The editing model alone: offsets count characters, so an emoji or a letter with its accent is one step.
final class FieldEditorTests: XCTestCase {
    func testInsertReplacesTheSelectionAndMovesTheCaret() {
        var editor = FieldEditor(text: "héllo", selection: FieldSelection(anchor: 1, head: 3))
        editor.insert("E")
        XCTAssertEqual(editor.text, "hElo")
        XCTAssertEqual(editor.selection, FieldSelection(caret: 2))
    }

    func testDeletionStepsOverWholeCharacters() {
        var editor = FieldEditor(text: "a👍🏽b", selection: FieldSelection(caret: 2))
        editor.deleteBackward()
        XCTAssertEqual(editor.text, "ab", "the thumb and its skin tone are one character")
        editor.deleteForward()
        XCTAssertEqual(editor.text, "a")
        editor.deleteForward()
        XCTAssertEqual(editor.text, "a")
    }

    func testArrowsCollapseASelectionBeforeMoving() {
        var editor = FieldEditor(text: "abcdef", selection: FieldSelection(anchor: 4, head: 2))
        editor.move(by: 1, extending: false)
        XCTAssertEqual(editor.selection, FieldSelection(caret: 4), "Right goes to the selection's end")
        editor.move(by: 1, extending: true)
        editor.move(by: 1, extending: true)
        editor.move(by: 1, extending: true)
        XCTAssertEqual(editor.selection, FieldSelection(anchor: 4, head: 6), "Shift-Right stops at the end")
        editor.move(by: -1, extending: false)
        XCTAssertEqual(editor.selection, FieldSelection(caret: 4), "Left goes to the selection's start")
    }

    func testWordsAreLettersAndDigitsBetweenSeparators() {
        let editor = FieldEditor(text: "one, two3  four", selection: FieldSelection(caret: 0))
        XCTAssertEqual(editor.wordBoundary(from: 0, forward: true), 3)
        XCTAssertEqual(editor.wordBoundary(from: 3, forward: true), 9, "past \", \" and \"two3\"")
        XCTAssertEqual(editor.wordBoundary(from: 11, forward: false), 5)
        XCTAssertEqual(editor.wordBoundary(from: 15, forward: false), 11)
        var selecting = editor
        selecting.selectWord(at: 6)
        XCTAssertEqual(selecting.selection, FieldSelection(anchor: 5, head: 9))
        selecting.selectWord(at: 10)
        XCTAssertEqual(selecting.selection, FieldSelection(anchor: 9, head: 11), "between words, the spaces")
    }

    func testASelectionIsKeptInsideAShorterText() {
        XCTAssertEqual(FieldSelection(anchor: 2, head: 9).clamped(to: 4), FieldSelection(anchor: 2, head: 4))
        let editor = FieldEditor(text: "ab", selection: FieldSelection(caret: 7))
        XCTAssertEqual(editor.selection, FieldSelection(caret: 2))
    }
}

/// The on-screen keyboard's hints compile as iOS demo files write them and leave the field as it was.
final class KeyboardHintTests: XCTestCase {
    func testHintsChangeNothing() {
        let size = CGSize(width: 300, height: 100)
        let plain = ViewHost(rootView: TextField("Email", text: .constant("")).id("f"), size: size)
        let hinted = ViewHost(rootView: TextField("Email", text: .constant("")).id("f")
            .keyboardType(.emailAddress).textInputAutocapitalization(.never).autocorrectionDisabled()
            .textContentType(.emailAddress).disableAutocorrection(true).autocapitalization(.none)
            .submitLabel(.next), size: size)
        XCTAssertEqual(hinted.frame(of: "f"), plain.frame(of: "f"))
        XCTAssertEqual(hinted.displayList, plain.displayList)
    }
}
