import XCTest
@_spi(Viewer) @testable import Reflow

/// Text fields driven through `ViewHost` with the display-free measurer, whose numbers make every frame
/// worked out by hand: body text is 17 points, each character advances 0.6 × 17 = 10.2, and a line is
/// 1.17 × 17 = 19.89 high (ascent 15.81, descent 4.08).
final class TextFieldTests: XCTestCase {
    private let advance: CGFloat = 10.2
    private let lineHeight: CGFloat = 19.89

    /// What the views report back: the bound texts, and the submissions.
    final class Log {
        var texts: [String: String] = [:]
        var submitted = 0
        var focus: String = "none"
    }

    /// One field whose text is state, mirrored into the log.
    private struct OneField: View {
        let log: Log
        var axis: Axis = .horizontal
        @State private var text = ""
        var body: some View {
            TextField("Name", text: Binding(get: { text }, set: { text = $0; log.texts["a"] = $0 }), axis: axis)
                .id("field")
                .onSubmit { log.submitted += 1 }
        }
    }

    private func press(_ host: ViewHost, _ key: KeyEquivalent, _ modifiers: EventModifiers) {
        _ = host.keyPressed(key, characters: key.typesText ? String(key.character) : "", modifiers: modifiers)
    }

    /// Taps the field marked `id` at `x` points from its left edge, halfway down.
    private func tap(_ host: ViewHost, _ id: String, x: CGFloat = 1) {
        guard let frame = host.frame(of: id) else { return XCTFail("no view \(id)") }
        host.tap(at: CGPoint(x: frame.minX + x, y: frame.midY))
    }

    // MARK: Sizes

    func testAFieldTakesTheProposedWidthAndOneLineOfHeight() {
        let host = ViewHost(rootView: TextField("Name", text: .constant("")).id("f"), size: CGSize(width: 300, height: 100))
        // Plain (iOS's automatic style): 300 wide, one 19.89 line high.
        XCTAssertEqual(host.frame(of: "f")?.width ?? 0, 300, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: "f")?.height ?? 0, lineHeight, accuracy: 1e-9)
        // Rounded border: 7 points of inset above and below (about 34 tall with body text).
        host.update(rootView: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f"))
        XCTAssertEqual(host.frame(of: "f")?.height ?? 0, lineHeight + 14, accuracy: 1e-9)
        // Fixed at its ideal size, it is as wide as its placeholder ("Name", 4 characters) plus the insets, and
        // as its text once it has one.
        host.update(rootView: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).fixedSize().id("f"))
        XCTAssertEqual(host.frame(of: "f")?.width ?? 0, 4 * advance + 14, accuracy: 1e-9)
        host.update(rootView: TextField("Name", text: .constant("Ada Lovelace")).fixedSize().id("f"))
        XCTAssertEqual(host.frame(of: "f")?.width ?? 0, 12 * advance, accuracy: 1e-9)
    }

    func testThePlaceholderIsDrawnInTheSecondaryColourAndASecureFieldShowsBullets() {
        let host = ViewHost(rootView: VStack {
            TextField("Name", text: .constant(""))
            SecureField("Password", text: .constant("abc"))
        }, size: CGSize(width: 300, height: 100))
        let runs = host.displayList.items.compactMap { item -> TextRun? in
            if case let .text(run) = item { return run } else { return nil }
        }
        XCTAssertEqual(runs.map(\.text), ["Name", "\u{2022}\u{2022}\u{2022}"])
        XCTAssertEqual(runs.first?.color, Color.secondary)
        XCTAssertEqual(runs.last?.color, Color.primary)
    }

    // MARK: Typing

    func testTypedTextReachesTheBinding() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log), size: CGSize(width: 300, height: 100))
        host.type("lost")
        XCTAssertNil(log.texts["a"], "no field has focus before a press")
        tap(host, "field")
        host.type("Hi there")
        XCTAssertEqual(log.texts["a"], "Hi there")
    }

    func testACaretMoveAndASelectionReplacedByTyping() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log), size: CGSize(width: 300, height: 100))
        tap(host, "field")
        host.type("abc")
        host.press(.leftArrow)
        host.type("X")
        XCTAssertEqual(log.texts["a"], "abXc", "typed at the caret, one character back from the end")
        // Shift-Left twice selects "bX" (the two characters before the caret); typing replaces them.
        press(host, .leftArrow, .shift)
        press(host, .leftArrow, .shift)
        host.type("Y")
        XCTAssertEqual(log.texts["a"], "aYc")
        // Home and End go to the ends of the line.
        host.press(.home)
        host.type("<")
        host.press(.end)
        host.type(">")
        XCTAssertEqual(log.texts["a"], "<aYc>")
        // Control-A selects everything, and typing replaces it.
        press(host, "a", .control)
        host.type("new")
        XCTAssertEqual(log.texts["a"], "new")
    }

    func testWordMovesAndADoubleClickSelectsAWord() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log), size: CGSize(width: 300, height: 100))
        tap(host, "field")
        host.type("hello big world")
        // Control-Left from the end goes to the start of "world", twice to the start of "big".
        press(host, .leftArrow, .control)
        host.type("X")
        XCTAssertEqual(log.texts["a"], "hello big Xworld")
        press(host, .leftArrow, .option)
        press(host, .leftArrow, .option)
        press(host, .rightArrow, .control)
        host.type("Y")
        XCTAssertEqual(log.texts["a"], "hello bigY Xworld", "Right goes to the end of the word")
        // Control-Backspace deletes back to the word's start.
        press(host, .delete, .control)
        XCTAssertEqual(log.texts["a"], "hello  Xworld")
        // A double click on "hello" (its third letter, 2.5 advances in) selects it; typing replaces it.
        tap(host, "field", x: 2.5 * advance)
        tap(host, "field", x: 2.5 * advance)
        host.type("bye")
        XCTAssertEqual(log.texts["a"], "bye  Xworld")
    }

    func testBackspaceAtTheStartDoesNothingAndDeleteRemovesForward() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log), size: CGSize(width: 300, height: 100))
        tap(host, "field")
        host.type("abc")
        host.press(.home)
        host.press(.delete)
        XCTAssertEqual(log.texts["a"], "abc", "nothing before the caret to delete")
        host.press(.deleteForward)
        XCTAssertEqual(log.texts["a"], "bc")
        host.press(.end)
        host.press(.delete)
        XCTAssertEqual(log.texts["a"], "b")
        host.press(.deleteForward)
        XCTAssertEqual(log.texts["a"], "b", "nothing after the caret to delete")
    }

    func testAClickPlacesTheCaretAtTheNearestCharacterBoundary() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log), size: CGSize(width: 300, height: 100))
        tap(host, "field")
        host.type("abcdef")
        // Boundaries are at multiples of 10.2 from the field's left edge: 2.4 advances is nearer the
        // boundary after "ab" (20.4) than after "abc" (30.6).
        tap(host, "field", x: 2.4 * advance)
        host.type("X")
        XCTAssertEqual(log.texts["a"], "abXcdef")
        // 5.6 advances along "abXcdef" is nearer 6 characters ("abXcde") than 5.
        tap(host, "field", x: 5.6 * advance)
        host.type("Y")
        XCTAssertEqual(log.texts["a"], "abXcdeYf")
        // A drag from the start to after the third character selects those three; typing replaces them.
        let frame = host.frame(of: "field")!
        host.drag(from: CGPoint(x: frame.minX + 1, y: frame.midY), to: CGPoint(x: frame.minX + 3 * advance + 1, y: frame.midY))
        host.type("Z")
        XCTAssertEqual(log.texts["a"], "ZcdeYf")
    }

    func testTheCaretIsDrawnAtItsBoundaryWhileTheFieldHasFocus() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log), size: CGSize(width: 300, height: 100))
        func caretFrames() -> [CGRect] {
            host.displayList.items.compactMap { item in
                if case let .fill(.rectangle, frame, color) = item, color == Color.accentColor { return frame }
                return nil
            }
        }
        XCTAssertEqual(caretFrames(), [], "no caret without focus")
        tap(host, "field")
        host.type("ab")
        let field = host.frame(of: "field")!
        // After "ab": 20.4 from the left edge; 2 wide, centred on it; as high as the glyphs (15.81 + 4.08),
        // centred in the line.
        let caret = caretFrames()
        XCTAssertEqual(caret.count, 1)
        XCTAssertEqual(caret.first?.minX ?? 0, field.minX + 2 * advance - 1, accuracy: 1e-9)
        XCTAssertEqual(caret.first?.width ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(caret.first?.height ?? 0, 0.93 * 17 + 0.24 * 17, accuracy: 1e-9)
    }

    // MARK: Vertical fields

    func testAVerticalFieldGrowsALineAndReturnInsertsANewline() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log, axis: .vertical).frame(width: 100), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.frame(of: "field")?.height ?? 0, lineHeight, accuracy: 1e-9)
        tap(host, "field")
        // In 100 points, 9 characters fit on a line (91.8; 10 would be 102): "aaaa bbbb" fills the first
        // line and "cccc" wraps to a second.
        host.type("aaaa bbbb")
        XCTAssertEqual(host.frame(of: "field")?.height ?? 0, lineHeight, accuracy: 1e-9)
        host.type(" cccc")
        XCTAssertEqual(host.frame(of: "field")?.height ?? 0, 2 * lineHeight, accuracy: 1e-9)
        host.press(.return)
        XCTAssertEqual(log.texts["a"], "aaaa bbbb cccc\n")
        XCTAssertEqual(log.submitted, 0, "Return in a vertical field is a newline, not a submission")
        XCTAssertEqual(host.frame(of: "field")?.height ?? 0, 3 * lineHeight, accuracy: 1e-9)
        // Up from the empty third line goes to the start of the second ("cccc", column 0); typing there.
        host.press(.upArrow)
        host.type("Q")
        XCTAssertEqual(log.texts["a"], "aaaa bbbb Qcccc\n")
    }

    func testAVerticalFieldKeepsWithinItsLineLimitRange() {
        let text = "a\nb\nc\nd"
        let host = ViewHost(rootView: TextField("", text: .constant(text), axis: .vertical).lineLimit(2...3).id("f"),
                            size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.frame(of: "f")?.height ?? 0, 3 * lineHeight, accuracy: 1e-9, "4 lines, at most 3 shown")
        host.update(rootView: TextField("", text: .constant("a"), axis: .vertical).lineLimit(2...3).id("f"))
        XCTAssertEqual(host.frame(of: "f")?.height ?? 0, 2 * lineHeight, accuracy: 1e-9, "1 line, at least 2 reserved")
    }

    /// A vertical field limited to two lines, whose text a tap elsewhere shortens.
    private struct Notes: View {
        @State private var text = ""
        var body: some View {
            VStack {
                TextField("Notes", text: $text, axis: .vertical).lineLimit(2).id("field")
                Color.red.frame(width: 40, height: 20).id("short").onTapGesture { text = "x" }
            }
        }
    }

    func testAVerticalFieldScrollsToItsCaretAndShowsItsStartWithoutFocus() {
        let host = ViewHost(rootView: Notes(), size: CGSize(width: 300, height: 200))
        tap(host, "field")
        host.type("1")
        for line in 2...5 { host.press(.return); host.type("\(line)") }
        XCTAssertEqual(host.frame(of: "field")?.height ?? 0, 2 * lineHeight, accuracy: 1e-9, "5 lines, 2 shown")
        func drawnText() -> [String] {
            host.displayList.items.compactMap { item -> String? in
                if case let .text(run) = item { return run.text } else { return nil }
            }
        }
        XCTAssertEqual(drawnText(), ["4", "5"], "the caret's line (the last) and the one above are shown")
        // Without focus the field shows its first lines; shortened by code, its one line.
        host.tap(at: CGPoint(x: 2, y: 2))
        XCTAssertEqual(drawnText(), ["1", "2"])
        tap(host, "short", x: 20)
        XCTAssertEqual(drawnText(), ["x"])
    }

    /// A spacing typed into a formatted field, shown as a bar's width.
    private struct Spacing: View {
        @State private var spacing = 8.0
        var body: some View {
            VStack {
                TextField("Spacing", value: $spacing, format: .number).id("field")
                Color.blue.frame(width: spacing, height: 10).id("bar")
                Color.red.frame(width: 40, height: 20).id("elsewhere")
            }
        }
    }

    func testAFormattedValueIsParsedWhenTheEditIsCommitted() {
        let host = ViewHost(rootView: Spacing(), size: CGSize(width: 300, height: 200))
        tap(host, "field")
        press(host, "a", .control)
        host.type("24")
        XCTAssertEqual(host.frame(of: "bar")?.width, 8, "the value waits for the edit to be committed")
        host.press(.return)
        XCTAssertEqual(host.frame(of: "bar")?.width, 24)
        // Text that does not parse leaves the value, and the field shows the value again.
        host.type("x")
        host.press(.return)
        XCTAssertEqual(host.frame(of: "bar")?.width, 24)
        let runs = host.displayList.items.compactMap { item -> String? in
            if case let .text(run) = item { return run.text } else { return nil }
        }
        XCTAssertEqual(runs, ["24"])
        // Losing focus commits too.
        press(host, "a", .control)
        host.type("30")
        host.tap(at: CGPoint(x: 2, y: 2))
        XCTAssertEqual(host.frame(of: "bar")?.width, 30)
    }

    // MARK: Submitting

    func testReturnRunsOnSubmit() {
        let log = Log()
        let host = ViewHost(rootView: OneField(log: log), size: CGSize(width: 300, height: 100))
        host.press(.return)
        XCTAssertEqual(log.submitted, 0, "no field has focus")
        tap(host, "field")
        host.type("go")
        host.press(.return)
        XCTAssertEqual(log.submitted, 1)
        XCTAssertEqual(log.texts["a"], "go", "Return types nothing into a one-line field")
        // Escape leaves the field, and the window does not see it; the next Escape is the window's.
        XCTAssertTrue(host.keyPressed(.escape, characters: "", modifiers: []))
        host.type("x")
        XCTAssertEqual(log.texts["a"], "go")
        XCTAssertFalse(host.keyPressed(.escape, characters: "", modifiers: []))
    }

    func testSubmitActionsRunInnermostFirstAndTheDeprecatedOnCommitToo() {
        final class Order { var names: [String] = [] }
        let order = Order()
        let field = TextField("Name", text: .constant(""), onEditingChanged: { order.names.append("editing \($0)") },
                              onCommit: { order.names.append("commit") })
        let host = ViewHost(rootView: VStack { field.id("f").onSubmit { order.names.append("inner") } }
            .onSubmit(of: .search) { order.names.append("search") }
            .onSubmit { order.names.append("outer") }, size: CGSize(width: 300, height: 100))
        tap(host, "f")
        host.press(.return)
        // A search trigger is not a text field's; the deprecated commit runs with the submit actions.
        XCTAssertEqual(order.names, ["editing true", "commit", "inner", "outer"])
    }

    func testADisabledFieldTakesNoFocusAndNoTyping() {
        let log = Log()
        let host = ViewHost(rootView: VStack { OneField(log: log).disabled(true) }, size: CGSize(width: 300, height: 100))
        tap(host, "field")
        host.type("x")
        host.press(.tab)
        host.type("y")
        XCTAssertNil(log.texts["a"], "neither a press nor Tab focuses a disabled field")
    }

    // MARK: Focus

    enum Field: Hashable { case first, second }

    /// Two fields bound to one optional focus state, and a view whose tap sets the state (the action of a
    /// button).
    private struct TwoFields: View {
        let log: Log
        @FocusState private var focus: Field?
        @State private var first = ""
        @State private var second = ""
        var body: some View {
            VStack {
                TextField("First", text: Binding(get: { first }, set: { first = $0; log.texts["first"] = $0 }))
                    .focused($focus, equals: .first).id("first")
                TextField("Second", text: Binding(get: { second }, set: { second = $0; log.texts["second"] = $0 }))
                    .focused($focus, equals: .second).id("second")
                Color.blue.frame(width: 40, height: 20).id("next").onTapGesture { focus = .second }
                Color.red.frame(width: 40, height: 20).id("done").onTapGesture { focus = nil }
                let _ = { log.focus = focus.map { "\($0)" } ?? "none" }()
            }
        }
    }

    func testFocusStateSetFromAnActionFocusesAFieldAndTypingGoesThere() {
        let log = Log()
        let host = ViewHost(rootView: TwoFields(log: log), size: CGSize(width: 300, height: 200))
        tap(host, "next", x: 20)
        host.type("to second")
        XCTAssertEqual(log.texts["second"], "to second")
        XCTAssertNil(log.texts["first"])
        XCTAssertEqual(log.focus, "second")
        // A press on the first field moves focus, and the state follows it.
        tap(host, "first")
        XCTAssertEqual(log.focus, "first")
        host.type("1")
        XCTAssertEqual(log.texts["first"], "1")
        // Set to nil from code, focus goes: typing reaches no field.
        tap(host, "done", x: 20)
        host.type("x")
        XCTAssertEqual(log.texts["first"], "1")
        XCTAssertEqual(log.focus, "none")
    }

    func testTabMovesBetweenTwoFields() {
        let log = Log()
        let host = ViewHost(rootView: TwoFields(log: log), size: CGSize(width: 300, height: 200))
        host.press(.tab)
        host.type("a")
        host.press(.tab)
        host.type("b")
        XCTAssertEqual(log.texts["first"], "a")
        XCTAssertEqual(log.texts["second"], "b")
        XCTAssertEqual(log.focus, "second", "Tab moves the focus state too")
        // Shift-Tab goes back.
        press(host, .tab, .shift)
        host.type("c")
        XCTAssertEqual(log.texts["first"], "ac")
    }

    /// A Bool focus state: true focuses its field, and a press elsewhere makes it false.
    private struct BoolFocus: View {
        let log: Log
        @FocusState private var isFocused: Bool
        @State private var text = ""
        var body: some View {
            VStack {
                TextField("Name", text: Binding(get: { text }, set: { text = $0; log.texts["a"] = $0 }))
                    .focused($isFocused).id("field")
                Color.blue.frame(width: 40, height: 20).id("focus").onTapGesture { isFocused = true }
                let _ = { log.focus = isFocused ? "yes" : "no" }()
            }
        }
    }

    func testABoolFocusStateFocusesItsFieldAndFollowsPresses() {
        let log = Log()
        let host = ViewHost(rootView: BoolFocus(log: log), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(log.focus, "no")
        tap(host, "focus", x: 20)
        XCTAssertEqual(log.focus, "yes")
        host.type("hi")
        XCTAssertEqual(log.texts["a"], "hi")
        // A press outside any field takes focus away, and the state follows.
        host.tap(at: CGPoint(x: 2, y: 2))
        XCTAssertEqual(log.focus, "no")
    }

    func testAFieldsNodesAreFreedWithTheirHost() {
        let before = ViewNode.liveCount.load(ordering: .relaxed)
        do {
            let log = Log()
            let host = ViewHost(rootView: TwoFields(log: log), size: CGSize(width: 300, height: 200))
            tap(host, "first")
            host.type("abc")
            host.press(.tab)
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), before, "nodes alive after their host went")
    }
}
