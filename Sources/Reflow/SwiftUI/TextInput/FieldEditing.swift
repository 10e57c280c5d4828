// The editing model of a text field: its text and selection, and what typing and the editing keys do to
// them. Offsets count `Character`s (what a person sees as one letter), so the caret never lands inside an
// emoji or an "e" with its accent.

/// The selection of a text field: the caret when it is empty. `anchor` stays where a Shift-selection
/// began; `head` moves with the arrows (and is where the caret is drawn).
struct FieldSelection: Equatable {
    var anchor: Int
    var head: Int

    /// A caret at `offset`.
    init(caret offset: Int) {
        anchor = offset
        head = offset
    }

    init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    var isEmpty: Bool { anchor == head }
    /// The selected characters' offsets, in order.
    var range: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// The selection kept inside a text of `count` characters (the text may have been changed by code).
    func clamped(to count: Int) -> FieldSelection {
        FieldSelection(anchor: min(max(anchor, 0), count), head: min(max(head, 0), count))
    }
}

/// A text being edited and its selection; the operations are those of a desktop text field.
struct FieldEditor: Equatable {
    private(set) var characters: [Character]
    var selection: FieldSelection

    init(text: String, selection: FieldSelection) {
        characters = Array(text)
        self.selection = selection.clamped(to: characters.count)
    }

    var text: String { String(characters) }
    var count: Int { characters.count }

    /// Replaces the selection with `string` (typing replaces what is selected); the caret ends after it.
    mutating func insert(_ string: String) {
        let range = selection.range
        let inserted = Array(string)
        characters.replaceSubrange(range, with: inserted)
        selection = FieldSelection(caret: range.lowerBound + inserted.count)
    }

    /// Backspace: deletes the selection, or the character before the caret; nothing at the start.
    mutating func deleteBackward() {
        if !selection.isEmpty { return insert("") }
        guard selection.head > 0 else { return }
        selection = FieldSelection(anchor: selection.head - 1, head: selection.head)
        insert("")
    }

    /// Delete (forward): deletes the selection, or the character after the caret; nothing at the end.
    mutating func deleteForward() {
        if !selection.isEmpty { return insert("") }
        guard selection.head < count else { return }
        selection = FieldSelection(anchor: selection.head, head: selection.head + 1)
        insert("")
    }

    /// Left or right by one character. Without Shift a selection collapses to its start (left) or end
    /// (right) instead of moving, as every desktop text field does; with Shift the head moves.
    mutating func move(by step: Int, extending: Bool) {
        if !extending, !selection.isEmpty {
            let range = selection.range
            selection = FieldSelection(caret: step < 0 ? range.lowerBound : range.upperBound)
            return
        }
        move(to: selection.head + step, extending: extending)
    }

    /// Puts the head at `offset` (kept in the text); without `extending` the selection collapses there.
    mutating func move(to offset: Int, extending: Bool) {
        let offset = min(max(offset, 0), count)
        selection = extending ? FieldSelection(anchor: selection.anchor, head: offset) : FieldSelection(caret: offset)
    }

    /// Control-A: everything.
    mutating func selectAll() {
        selection = FieldSelection(anchor: 0, head: count)
    }

    /// Letters and digits make words; spaces and punctuation separate them.
    private func isWordCharacter(_ offset: Int) -> Bool {
        let character = characters[offset]
        return character.isLetter || character.isNumber
    }

    /// The word boundary after `offset` (`forward`) or before it: past any separators, then past the word,
    /// as Control-arrows (Option-arrows on a Mac) move.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        var i = min(max(offset, 0), count)
        if forward {
            while i < count && !isWordCharacter(i) { i += 1 }
            while i < count && isWordCharacter(i) { i += 1 }
        } else {
            while i > 0 && !isWordCharacter(i - 1) { i -= 1 }
            while i > 0 && isWordCharacter(i - 1) { i -= 1 }
        }
        return i
    }

    /// Selects the word at `offset` (what a double click does); between words, the separators there.
    mutating func selectWord(at offset: Int) {
        let offset = min(max(offset, 0), count)
        guard count > 0 else { return }
        // The character the offset touches: the one after it, or at the end the one before.
        let probe = offset < count ? offset : count - 1
        let inWord = isWordCharacter(probe)
        var start = probe, end = probe + 1
        while start > 0 && isWordCharacter(start - 1) == inWord { start -= 1 }
        while end < count && isWordCharacter(end) == inWord { end += 1 }
        selection = FieldSelection(anchor: start, head: end)
    }

    /// Control-Backspace: deletes back to the previous word boundary (or the selection).
    mutating func deleteWordBackward() {
        if !selection.isEmpty { return insert("") }
        selection = FieldSelection(anchor: wordBoundary(from: selection.head, forward: false), head: selection.head)
        insert("")
    }
}
