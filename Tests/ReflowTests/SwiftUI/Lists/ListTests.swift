import XCTest
@testable import Reflow

/// List and Form geometry against docs/lists.md. Hosts are 390 wide (a compact width: side margin 16) unless
/// said otherwise; rows are colours of fixed sizes, so every frame follows from the metrics by hand:
/// - a row is its content plus 11 above and below, at least 44 tall, content leading at the row's margin and
///   centred vertically;
/// - inset grouped: 10 at the top of the list; above a section's header 16, below it 6; above a section without
///   a header 25; 6 above a footer; 10 below every section; cards 16 from the sides with radius 10.
final class ListTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    /// The fills in the display list drawn in `color`.
    private func fills(_ host: ViewHost, _ color: Color) -> [CGRect] {
        host.displayList.items.compactMap { item in
            if case let .fill(_, frame, fill) = item, fill == color { return frame }
            return nil
        }
    }

    private func assertEqual(_ a: CGRect?, _ b: CGRect, accuracy: CGFloat = 0.001,
                             _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no frame " + message, file: file, line: line) }
        XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, "x " + message, file: file, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, "y " + message, file: file, line: line)
        XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width " + message, file: file, line: line)
        XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height " + message, file: file, line: line)
    }

    // MARK: Rows

    func testPlainRowsAreFortyFourTallWithTheirContentLeadingAtTheMargin() {
        // Plain: no gaps. Row 0 spans y 0…44; its 50 × 20 content, 20 + 22 = 42 < 44, is centred: y = 12,
        // x = 16. Row 1 (content 30 tall: 30 + 22 = 52 > 44) spans 44…96, content at 44 + 11.
        let host = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.red.frame(width: 50, height: 30).id("b")
                .listRowBackground(Color.yellow.id("bBackground"))
            Color.red.frame(width: 50, height: 20).id("c")
        }.listStyle(.plain), size: size)
        assertEqual(host.frame(of: "a"), CGRect(x: 16, y: 12, width: 50, height: 20))
        assertEqual(host.frame(of: "b"), CGRect(x: 16, y: 55, width: 50, height: 30))
        // The row background is the row's frame: the list's whole width.
        assertEqual(host.frame(of: "bBackground"), CGRect(x: 0, y: 44, width: 390, height: 52))
        assertEqual(host.frame(of: "c"), CGRect(x: 16, y: 96 + 12, width: 50, height: 20))
    }

    func testSeparatorsRunBetweenRowsFromTheContentsLeadingEdge() {
        // Three rows 44 tall: separators along the bottom of rows 0 and 1 (none below the last), 1 tall, from
        // x = 16 (the content's inset) to the list's trailing edge.
        let host = ViewHost(rootView: List {
            ForEach(0..<3) { _ in Color.red.frame(width: 50, height: 20) }
        }.listStyle(.plain), size: size)
        let separators = fills(host, ListLook.separatorColor.light)
        XCTAssertEqual(separators.count, 2)
        assertEqual(separators.first, CGRect(x: 16, y: 43, width: 374, height: 1))
        assertEqual(separators.last, CGRect(x: 16, y: 87, width: 374, height: 1))
    }

    func testHiddenAndTintedSeparators() {
        // Row 1 hides its bottom separator; row 0's is tinted. Row 2 hides its top, which is row 1's bottom
        // line, already hidden. So one line, below row 0, in the tint.
        let host = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).listRowSeparatorTint(.green)
            Color.red.frame(width: 50, height: 20).listRowSeparator(.hidden, edges: .bottom)
            Color.red.frame(width: 50, height: 20)
        }.listStyle(.plain), size: size)
        XCTAssertEqual(fills(host, ListLook.separatorColor.light), [])
        XCTAssertEqual(fills(host, .green).count, 1)
        assertEqual(fills(host, .green).first, CGRect(x: 16, y: 43, width: 374, height: 1))
    }

    func testRightToLeftRowsLeadFromTheRight() {
        // The leading inset is on the right: the 50-wide content ends 16 from the right edge, x = 324; the
        // separator runs from the left edge to 16 from the right.
        let host = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.red.frame(width: 50, height: 20)
        }.listStyle(.plain).environment(\.layoutDirection, .rightToLeft), size: size)
        assertEqual(host.frame(of: "a"), CGRect(x: 324, y: 12, width: 50, height: 20))
        assertEqual(fills(host, ListLook.separatorColor.light).first, CGRect(x: 0, y: 43, width: 374, height: 1))
    }

    func testRowInsetsReplaceTheDefaults() {
        // Insets 4 / 30 / 6 / 10: content 50 × 40 at x = 30; the row is 4 + 40 + 6 = 50 tall; y = 4.
        let host = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 40).id("a")
                .listRowInsets(EdgeInsets(top: 4, leading: 30, bottom: 6, trailing: 10))
            Color.red.frame(width: 50, height: 20).id("b")
        }.listStyle(.plain), size: size)
        assertEqual(host.frame(of: "a"), CGRect(x: 30, y: 4, width: 50, height: 40))
        XCTAssertEqual(host.frame(of: "b")?.minY ?? 0, 50 + 12, accuracy: 0.001)
        // The separator below it starts at the row's own leading inset.
        assertEqual(fills(host, ListLook.separatorColor.light).first, CGRect(x: 30, y: 49, width: 360, height: 1))
    }

    func testATwoLineRowGrows() {
        // Body text (17 pt) is 0.6 × 17 = 10.2 per character and 1.17 × 17 = 19.89 per line with Reflow's
        // measurer. Ten five-letter words make 59 characters; the content is 390 − 32 = 358 wide, so six words
        // (35 characters, 357) fit a line and the text takes two: 39.78 tall, the row 39.78 + 22 = 61.78.
        let words = Array(repeating: "abcde", count: 10).joined(separator: " ")
        let host = ViewHost(rootView: List {
            Text(words).id("text").listRowBackground(Color.yellow.id("background"))
            Color.red.frame(width: 50, height: 20).id("next")
        }.listStyle(.plain), size: size)
        assertEqual(host.frame(of: "background"), CGRect(x: 0, y: 0, width: 390, height: 61.78))
        XCTAssertEqual(host.frame(of: "text")?.height ?? 0, 39.78, accuracy: 0.001)
        XCTAssertEqual(host.frame(of: "text")?.minX, 16)
        XCTAssertEqual(host.frame(of: "next")?.minY ?? 0, 61.78 + 12, accuracy: 0.001)
    }

    func testTheMinimumRowHeightComesFromTheEnvironment() {
        // 60: a 20-tall content is centred at (60 − 20) / 2.
        let host = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.red.frame(width: 50, height: 20).id("b")
        }.listStyle(.plain).environment(\.defaultMinListRowHeight, 60), size: size)
        XCTAssertEqual(host.frame(of: "a")?.minY, 20)
        XCTAssertEqual(host.frame(of: "b")?.minY, 80)
    }

    func testRowSpacingSeparatesRows() {
        let host = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.red.frame(width: 50, height: 20).id("b")
        }.listStyle(.plain).listRowSpacing(10), size: size)
        XCTAssertEqual(host.frame(of: "b")?.minY, 44 + 10 + 12)
    }

    // MARK: Sections

    func testInsetGroupedSectionsHeadersFootersAndCards() {
        // Top 10, header top 16: the header at y 26, x = 16 (card) + 16 (content inset) = 32. The card starts
        // 6 below the 14-tall header, at 46: rows 46…90 and 90…134 on a card 358 wide from x = 16. The footer
        // is 6 below the card (140), and the section ends 10 below it (160). The second section has no
        // header: its card starts 25 lower, at 185.
        let host = ViewHost(rootView: List {
            Section {
                Color.red.frame(width: 50, height: 20).id("r0").listRowBackground(Color.yellow.id("bg0"))
                Color.red.frame(width: 50, height: 20).id("r1")
            } header: {
                Color.blue.frame(width: 40, height: 14).id("header")
            } footer: {
                Color.blue.frame(width: 60, height: 10).id("footer")
            }
            Section {
                Color.red.frame(width: 50, height: 20).id("s1")
            }
        }, size: size)
        assertEqual(host.frame(of: "header"), CGRect(x: 32, y: 26, width: 40, height: 14))
        assertEqual(host.frame(of: "bg0"), CGRect(x: 16, y: 46, width: 358, height: 44))
        assertEqual(host.frame(of: "r0"), CGRect(x: 32, y: 58, width: 50, height: 20))
        assertEqual(host.frame(of: "r1"), CGRect(x: 32, y: 102, width: 50, height: 20))
        assertEqual(host.frame(of: "footer"), CGRect(x: 32, y: 140, width: 60, height: 10))
        assertEqual(host.frame(of: "s1"), CGRect(x: 32, y: 185 + 12, width: 50, height: 20))
        // One separator, between r0 and r1, from the content's inset (32) to the card's edge (374).
        assertEqual(fills(host, ListLook.separatorColor.light).first, CGRect(x: 32, y: 89, width: 342, height: 1))
        XCTAssertEqual(fills(host, ListLook.separatorColor.light).count, 1)
        // The cards: rounded clips around each section's rows (the scroll view's own clip is a rectangle).
        let clips = host.displayList.items.compactMap { item -> CGRect? in
            // `RoundedRectangle`'s corners are continuous, so the clip comes as a path.
            if case let .push(.clip(geometry, frame, _)) = item, geometry != .rectangle { return frame }
            return nil
        }
        XCTAssertEqual(clips.count, 2)
        assertEqual(clips.first, CGRect(x: 16, y: 46, width: 358, height: 88))
        assertEqual(clips.last, CGRect(x: 16, y: 185, width: 358, height: 44))
        // The page is the grouped background; the rows the secondary grouped background (white).
        XCTAssertEqual(fills(host, ListLook.systemGroupedBackground.light).first, CGRect(x: 0, y: 0, width: 390, height: 600))
        XCTAssertEqual(fills(host, .white).count, 2, "r1 and s1; r0 has its own background")
    }

    func testTheMinimumHeaderHeightLowersTheHeader() {
        // The header block (16 + 14 + 6 = 36) is made 60 tall, its header at the bottom: y = 10 + 24 + 16 = 50,
        // the card at 10 + 60 = 70.
        let host = ViewHost(rootView: List {
            Section {
                Color.red.frame(width: 50, height: 20).id("row")
            } header: {
                Color.blue.frame(width: 40, height: 14).id("header")
            }
        }.environment(\.defaultMinListHeaderHeight, 60), size: size)
        XCTAssertEqual(host.frame(of: "header")?.minY, 50)
        XCTAssertEqual(host.frame(of: "row")?.minY, 70 + 12)
    }

    func testSectionHeadersAreFootnotesInTheSecondaryColourAndUpperCase() {
        let host = ViewHost(rootView: List {
            Section("Fruit") { Text("Apple") }
        }, size: size)
        let runs = host.displayList.items.compactMap { item -> TextRun? in
            if case let .text(run) = item { return run }
            return nil
        }
        let header = runs.first { $0.text == "FRUIT" }
        XCTAssertNotNil(header, "grouped headers are uppercased")
        XCTAssertEqual(header?.font.size, 13)
        XCTAssertEqual(header?.color, Color.secondary)
        // `.textCase(nil)` on the header keeps it as written; plain lists keep it too.
        let asWritten = ViewHost(rootView: List {
            Section { Text("Apple") } header: { Text("Fruit").textCase(nil) }
        }, size: size)
        XCTAssertTrue(asWritten.displayList.items.contains { if case let .text(run) = $0 { return run.text == "Fruit" }; return false })
    }

    func testGroupedSectionsSpanTheWidthAndWideListsHaveWiderMargins() {
        // .grouped: no inset, no rounding; the first row's content at x = 16, its background the full width.
        let grouped = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).id("a").listRowBackground(Color.yellow.id("bg"))
        }.listStyle(.grouped), size: size)
        assertEqual(grouped.frame(of: "bg"), CGRect(x: 0, y: 35, width: 390, height: 44))
        XCTAssertEqual(grouped.frame(of: "a")?.minX, 16)
        // 800 wide is a regular width: margins of 20, so an inset grouped card at 20 and content at 40.
        let wide = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).id("a").listRowBackground(Color.yellow.id("bg"))
        }, size: CGSize(width: 800, height: 600))
        assertEqual(wide.frame(of: "bg"), CGRect(x: 20, y: 35, width: 760, height: 44))
        XCTAssertEqual(wide.frame(of: "a")?.minX, 40)
    }

    func testSectionOutsideAListIsItsViewsInOrder() {
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 20).id("row")
            } header: {
                Color.blue.frame(width: 10, height: 10).id("header")
            } footer: {
                Color.blue.frame(width: 10, height: 5).id("footer")
            }
        }.fixedSize(), size: CGSize(width: 100, height: 100))
        // 35 tall, centred: from y = 32.5.
        XCTAssertEqual(host.frame(of: "header")?.minY, 32.5)
        XCTAssertEqual(host.frame(of: "row")?.minY, 42.5)
        XCTAssertEqual(host.frame(of: "footer")?.minY, 62.5)
    }

    // MARK: The list as a whole

    func testAListFillsWhatItIsOffered() {
        // Under a 100-tall bar in a VStack (spacing 0) the list takes the other 500, and all 390 of the width,
        // though its rows are short: its background covers it.
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Color.blue.frame(height: 100)
            List { Text("One") }
        }, size: size)
        XCTAssertEqual(fills(host, ListLook.systemGroupedBackground.light), [CGRect(x: 0, y: 100, width: 390, height: 500)])
    }

    func testTheListScrolls() {
        // Twenty 44-tall plain rows are 880 tall in a 600-tall list: scrolling 100 moves row 5 from 220 + 12.
        let host = ViewHost(rootView: List {
            ForEach(0..<20) { i in Color.red.frame(width: 50, height: 20).id(i) }
        }.listStyle(.plain), size: size)
        XCTAssertEqual(host.frame(of: 5)?.minY, 232)
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 200, y: 300))
        XCTAssertEqual(host.frame(of: 5)?.minY, 132)
    }

    func testHiddenContentBackgroundAndDarkColours() {
        let hidden = ViewHost(rootView: List { Text("One") }.scrollContentBackground(.hidden), size: size)
        XCTAssertEqual(fills(hidden, ListLook.systemGroupedBackground.light), [])
        // Dark: the page black, the rows (28, 28, 30).
        let dark = ViewHost(rootView: List { Text("One") }.environment(\.colorScheme, .dark), size: size)
        XCTAssertEqual(fills(dark, Color(white: 0)).first, CGRect(x: 0, y: 0, width: 390, height: 600))
        XCTAssertEqual(fills(dark, Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)).count, 1)
    }

    // MARK: Selection

    final class Box<Value> { var value: Value; init(_ value: Value) { self.value = value } }

    private struct Chooser: View {
        @State var chosen: String?
        let seen: Box<String?>
        var body: some View {
            seen.value = chosen
            return List(["a", "b", "c"], id: \.self, selection: $chosen) { name in
                Text(name)
            }
            .listStyle(.plain)
        }
    }

    func testAClickSelectsARowAndHighlightsIt() {
        // Plain rows 44 tall: y 44…88 is "b".
        let seen = Box<String?>(nil)
        let host = ViewHost(rootView: Chooser(seen: seen), size: size)
        XCTAssertEqual(fills(host, ListLook.systemGray4.light), [])
        host.tap(at: CGPoint(x: 200, y: 66))
        XCTAssertEqual(seen.value, "b")
        XCTAssertEqual(fills(host, ListLook.systemGray4.light), [CGRect(x: 0, y: 44, width: 390, height: 44)])
        // No line against the selected row: both separators (below a, below b) go.
        XCTAssertEqual(fills(host, ListLook.separatorColor.light), [])
        host.tap(at: CGPoint(x: 200, y: 10))
        XCTAssertEqual(seen.value, "a")
        XCTAssertEqual(fills(host, ListLook.systemGray4.light), [CGRect(x: 0, y: 0, width: 390, height: 44)])
        XCTAssertEqual(fills(host, ListLook.separatorColor.light), [CGRect(x: 16, y: 87, width: 374, height: 1)])
    }

    private struct SetChooser: View {
        @State var chosen: Set<Int> = []
        let seen: Box<Set<Int>>
        var body: some View {
            seen.value = chosen
            return List(selection: $chosen) {
                Text("zero").tag(0)
                Text("one").tag(1)
            }
            .listStyle(.plain)
        }
    }

    func testASetSelectionTogglesTaggedRows() {
        let seen = Box<Set<Int>>([])
        let host = ViewHost(rootView: SetChooser(seen: seen), size: size)
        host.tap(at: CGPoint(x: 200, y: 66))
        host.tap(at: CGPoint(x: 200, y: 22))
        XCTAssertEqual(seen.value, [0, 1])
        host.tap(at: CGPoint(x: 200, y: 66))
        XCTAssertEqual(seen.value, [0])
    }

    // MARK: Bindings and edit actions

    private struct Item: Identifiable { let id: Int; var width: CGFloat }

    private struct Editable: View {
        @State var items = [Item(id: 1, width: 10), Item(id: 2, width: 30)]
        var body: some View {
            List {
                ForEach($items) { $item in
                    Color.red.frame(width: item.width, height: 20).id(item.id)
                        .onTapGesture { item.width += 5 }
                }
                .onDelete { _ in }
                .onMove { _, _ in }
            }
            .listStyle(.plain)
        }
    }

    func testRowsOfABoundCollectionWriteThroughTheirBindings() {
        let host = ViewHost(rootView: Editable(), size: size)
        XCTAssertEqual(host.frame(of: 2)?.width, 30)
        host.tap(at: CGPoint(x: 16 + 15, y: 44 + 22))
        XCTAssertEqual(host.frame(of: 2)?.width, 35)
        XCTAssertEqual(host.frame(of: 1)?.width, 10)
    }

    private struct BoundList: View {
        @State var items = [Item(id: 1, width: 10), Item(id: 2, width: 30)]
        var body: some View {
            List($items) { $item in
                Color.red.frame(width: item.width, height: 20).id(item.id)
                    .onTapGesture { item.width = 60 }
            }
            .listStyle(.plain)
        }
    }

    func testAListOfABindingGivesEachRowItsElementsBinding() {
        let host = ViewHost(rootView: BoundList(), size: size)
        host.tap(at: CGPoint(x: 16 + 5, y: 22))
        XCTAssertEqual(host.frame(of: 1)?.width, 60)
        XCTAssertEqual(host.frame(of: 2)?.width, 30)
    }

    func testEditButtonSaysEditThenDone() {
        let host = ViewHost(rootView: EditButton(), size: CGSize(width: 200, height: 100))
        func texts() -> [String] {
            host.displayList.items.compactMap { if case let .text(run) = $0 { return run.text }; return nil }
        }
        XCTAssertEqual(texts(), ["Edit"])
        host.tap(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(texts(), ["Done"])
    }

    func testTextCaseAppliesToTextInside() {
        let host = ViewHost(rootView: VStack { Text("Mixed Case"); Text("Kept").textCase(nil) }.textCase(.uppercase),
                            size: CGSize(width: 300, height: 100))
        let texts = host.displayList.items.compactMap { item -> String? in
            if case let .text(run) = item { return run.text }
            return nil
        }
        XCTAssertEqual(texts, ["MIXED CASE", "Kept"])
    }

    // MARK: Form

    func testAToggleInAFormRowLeadsWithItsLabelAndTrailsWithItsSwitch() {
        // The card is 358 wide from 16; the row's content 358 − 32 = 326 wide from 32. The switch, 31 tall,
        // makes the row 31 + 22 = 53; the card starts at 10 + 25 = 35, so the toggle is at y = 46. The switch,
        // 51 wide, trails: x = 32 + 326 − 51 = 307.
        let host = ViewHost(rootView: Form {
            Toggle(isOn: .constant(true)) { Text("Wi-Fi").id("label") }.id("toggle")
            Color.red.frame(width: 50, height: 20).id("next")
        }, size: size)
        assertEqual(host.frame(of: "toggle"), CGRect(x: 32, y: 46, width: 326, height: 31))
        XCTAssertEqual(host.frame(of: "label")?.minX, 32)
        XCTAssertEqual(host.frame(of: "next")?.minY, 35 + 53 + 12)
        let track = host.displayList.items.compactMap { item -> CGRect? in
            if case let .fill(.capsule, frame, _) = item { return frame }
            return nil
        }
        XCTAssertEqual(track.first, CGRect(x: 307, y: 46, width: 51, height: 31))
    }

    func testAFormIsInsetGroupedWhateverTheListStyle() {
        let host = ViewHost(rootView: Form {
            Color.red.frame(width: 50, height: 20).id("a")
        }.listStyle(.plain), size: size)
        assertEqual(host.frame(of: "a"), CGRect(x: 32, y: 35 + 12, width: 50, height: 20))
    }

    func testAPickerInAFormShowsItsLabel() {
        let host = ViewHost(rootView: Form {
            Picker(selection: .constant(1)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            } label: {
                Text("Count").id("label")
            }
        }, size: size)
        XCTAssertEqual(host.frame(of: "label")?.minX, 32)
    }

    func testListsAreFreedWithTheirHosts() {
        // Selection (closures over bindings on the rows), sections, a disclosure group with its own state, a
        // click, a scroll, a rebuild: every node goes with its host.
        let before = ViewNode.liveCount.load(ordering: .relaxed)
        for _ in 0..<20 {
            let seen = Box<String?>(nil)
            let host = ViewHost(rootView: VStack {
                Chooser(seen: seen)
                Form {
                    Section("S") { Toggle("T", isOn: .constant(true)) }
                    DisclosureGroup("D") { Text("x") }
                }
            }, size: size)
            host.tap(at: CGPoint(x: 200, y: 66))
            host.tap(at: CGPoint(x: 200, y: 400))
            host.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 200, y: 400))
            _ = host.displayList
        }
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), before, "nodes alive after their hosts went")
    }

    func testBadMinimumRowHeightWarnsAndUsesFortyFour() {
        let host = ViewHost(rootView: List {
            Color.red.frame(width: 50, height: 20).id("a")
        }.listStyle(.plain).environment(\.defaultMinListRowHeight, .nan), size: size)
        XCTAssertEqual(host.frame(of: "a")?.minY, 12)
        XCTAssertTrue(host.warnings.contains { $0.contains("defaultMinListRowHeight") })
    }
}
