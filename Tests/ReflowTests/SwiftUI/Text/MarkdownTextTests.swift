import XCTest
@testable import Reflow

/// Markdown in `LocalizedStringKey`s and `Text + Text`: what SwiftUI shows (CommonMark's inline rules, as
/// Foundation's inline-only markdown applies them), checked on the text's content, its spans and its drawing.
final class MarkdownTextTests: XCTestCase {
    /// The text of each span with what it is: "b" bold, "i" italic, "c" code, "s" struck through, "l" a link.
    private func marks(_ text: Text) -> [String] {
        let bytes = Array(text.content.utf8)
        return text.spans.map { span in
            var kinds = ""
            if span.attributes.isBold == true { kinds += "b" }
            if span.attributes.isItalic == true { kinds += "i" }
            if span.attributes.isCode == true { kinds += "c" }
            if span.attributes.strikethrough == true { kinds += "s" }
            if span.attributes.link != nil { kinds += "l" }
            return String(decoding: bytes[span.range], as: UTF8.self) + ":" + kinds
        }
    }

    func testEmphasisStrongCodeStrikethroughAndLinks() {
        let text = Text("Say **hi** to *you*, `x` ~~no~~ [here](https://example.org)")
        XCTAssertEqual(text.content, "Say hi to you, x no here")
        XCTAssertEqual(marks(text), ["hi:b", "you:i", "x:c", "no:s", "here:l"])
        XCTAssertEqual(text.spans.last?.attributes.link, URL(string: "https://example.org"))
        XCTAssertEqual(marks(Text("***both*** __strong__ _em_")), ["both:bi", "strong:b", "em:i"])
    }

    func testCommonMarksRulesDecideWhatIsEmphasis() {
        // Underscores inside a word are not emphasis; asterisks are; a backslash escapes; an entity is decoded.
        XCTAssertEqual(Text("snake_case_name").content, "snake_case_name")
        XCTAssertEqual(marks(Text("un*frigging*believable")), ["frigging:i"])
        XCTAssertEqual(Text("\\*not emphasis\\*").content, "*not emphasis*")
        XCTAssertEqual(Text("a &amp; b").content, "a & b")
        XCTAssertEqual(Text("2 * 3 * 4").content, "2 * 3 * 4")
    }

    func testOnlyInlineSyntaxCountsAndWhitespaceIsKept() {
        // SwiftUI's markdown in Text is inline only: headings, lists, quotes and rules show as written.
        for literal in ["# Title", "- item", "* item", "1. first", "> quote", "---", "```", "  two  spaces  "] {
            XCTAssertEqual(Text(LocalizedStringKey(literal + " **b**")).content, literal + " b", literal)
        }
        XCTAssertEqual(Text("line one\n\n  **line** three").content, "line one\n\n  line three")
        XCTAssertEqual(marks(Text("line one\n\n  **line** three")), ["line:b"])
    }

    func testStringsThatAreNotLiteralsAreShownAsTheyAre() {
        let value = "**not bold**"
        XCTAssertEqual(Text(value).content, value)
        XCTAssertEqual(Text(verbatim: "**x**").content, "**x**")
        XCTAssertTrue(Text(value).spans.isEmpty)
    }

    func testInterpolatedValuesAreShownAsTheyAreInsideTheLiteralsMarkdown() {
        let index = 3, name = "*Ann*"
        let bold = Text("**\(index)**")
        XCTAssertEqual(bold.content, "3")
        XCTAssertEqual(marks(bold), ["3:b"])
        let named = Text("Hi **\(name)**")
        XCTAssertEqual(named.content, "Hi *Ann*")
        XCTAssertEqual(marks(named), ["*Ann*:b"])
        XCTAssertEqual(Text("\(2.5, specifier: "%.2f") pt").content, "2.50 pt")
        // A Text interpolated shows its characters, not a description of the struct.
        XCTAssertEqual(Text("Say \(Text("hi").bold())!").content, "Say hi!")
    }

    func testTextPlusTextKeepsEachPartsLook() {
        let joined = Text("Hello ").bold() + Text("world").foregroundColor(.red) + Text("!")
        XCTAssertEqual(joined.content, "Hello world!")
        XCTAssertEqual(joined.spans.map(\.range), [0..<6, 6..<11, 11..<12])
        XCTAssertEqual(joined.spans[0].attributes.isBold, true)
        XCTAssertEqual(joined.spans[1].attributes.color, .red)
        XCTAssertNil(joined.spans[2].attributes.isBold)
        // Modifiers on the whole reach the parts that did not choose: the red part stays red.
        let host = ViewHost(rootView: joined.foregroundColor(.blue), size: CGSize(width: 400, height: 100))
        let runs = host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        XCTAssertEqual(runs.map(\.text), ["Hello ", "world", "!"])
        XCTAssertEqual(runs.map(\.color), [.blue, .red, .blue])
        XCTAssertEqual(runs.map(\.font.weight), [.bold, .regular, .regular])
        // Each part starts where the one before it ends.
        XCTAssertEqual(runs[1].origin.x, runs[0].origin.x + runs[0].width, accuracy: 1e-9)
        XCTAssertEqual(runs[2].origin.x, runs[1].origin.x + runs[1].width, accuracy: 1e-9)
    }

    func testARunInAWiderFontIsMeasuredInIt() {
        // A measurer in which bold is twice as wide: the bold word counts double in the text's width.
        final class BoldIsWide: TextMeasurer {
            func metrics(of font: ResolvedFont) -> FontMetrics { FontMetrics(ascent: 8, descent: 2, leading: 0) }
            func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
                CGFloat(text.count) * (font.weight == .bold ? 20 : 10)
            }
        }
        let host = ViewHost(rootView: Text("ab **cd**").fixedSize().id("t"), size: CGSize(width: 400, height: 100),
                            textMeasurer: BoldIsWide())
        XCTAssertEqual(host.frame(of: "t")?.width, 3 * 10 + 2 * 20)
    }

    func testStrikethroughAndUnderlineAreDrawnAcrossTheirRun() {
        let host = ViewHost(rootView: Text("~~gone~~ kept").underline(), size: CGSize(width: 400, height: 100))
        let texts = host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        let lines = host.displayList.items.compactMap { item -> CGRect? in
            if case .fill(.rectangle, let frame, _) = item { return frame } else { return nil }
        }
        XCTAssertEqual(texts.map(\.text), ["gone", " kept"])
        // "gone": struck and underlined; " kept": underlined.
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines.filter { $0.minY < texts[0].origin.y }.map(\.width), [texts[0].width])
        XCTAssertEqual(lines.filter { $0.minY > texts[0].origin.y }.map(\.width).sorted(), [texts[0].width, texts[1].width].sorted())
    }

    func testTrackingWidensEveryCharacter() {
        let host = ViewHost(rootView: HStack { Text("abc").tracking(2).fixedSize().id("t"); Text("abc").fixedSize().id("u") },
                            size: CGSize(width: 400, height: 100))
        XCTAssertEqual(host.frame(of: "t")!.width - host.frame(of: "u")!.width, 6, accuracy: 1e-9)
    }

    func testABaselineOffsetRaisesTheTextAndGrowsItsLine() {
        // FixedAdvanceTextMeasurer at 17 pt: ascent 0.93 em, descent 0.24 em.
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Text("up").baselineOffset(10).fixedSize().id("up")
            Text("down").baselineOffset(-4).fixedSize().id("down")
        }, size: CGSize(width: 400, height: 200))
        XCTAssertEqual(host.frame(of: "up")!.height, (0.93 + 0.24) * 17 + 10, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: "down")!.height, (0.93 + 0.24) * 17 + 4, accuracy: 1e-9)
        let runs = host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        // The raised text's baseline is its ascent below its top, not ascent + 10.
        XCTAssertEqual(runs[0].origin.y, host.frame(of: "up")!.minY + 0.93 * 17, accuracy: 1e-9)
        XCTAssertEqual(runs[1].origin.y, host.frame(of: "down")!.minY + 0.93 * 17 + 4, accuracy: 1e-9)
    }

    func testForegroundStyleKeepsATextAText() {
        let joined: Text = Text("a").foregroundStyle(.red) + Text("b").foregroundStyle(.secondary)
        let host = ViewHost(rootView: joined, size: CGSize(width: 200, height: 100))
        let runs = host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        XCTAssertEqual(runs.first?.color, .red)
        XCTAssertNotEqual(runs.last?.color, .red)
        XCTAssertNotEqual(runs.last?.color, runs.first?.color)
    }

    func testFormatStylesWriteTheValue() {
        // One fraction digit of 3.14159 is 3.1, two of 2 are 2.00; in a key, the formatted value is shown as it
        // is inside the literal's markdown.
        XCTAssertEqual(Text(3.14159, format: .number.precision(.fractionLength(1))).content, "3.1")
        XCTAssertEqual(Text(2.0, format: .number.precision(.fractionLength(2))).content, "2.00")
        XCTAssertEqual(Text(7, format: .number).content, "7")
        XCTAssertEqual(Text("**\(0.5, format: .number.precision(.fractionLength(1)))** kg").content, "0.5 kg")
        XCTAssertEqual(Text("**\(0.5, format: .number.precision(.fractionLength(1)))** kg").spans.count, 1)
    }
}
