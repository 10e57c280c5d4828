import XCTest
@testable import Reflow

/// `Text(AttributedString)` with SwiftUI's attribute scope, and `AttributedString(markdown:)`. Sizes follow
/// `FixedAdvanceTextMeasurer`'s documented rule (a character advances 0.6 em, a line is 1.17 em high) and
/// SwiftUI's text styles (`.body` 17 points, `.title` 28).
final class AttributedStringTextTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: 600, height: 300))
    }

    private func runs(_ host: ViewHost) -> [TextRun] {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    /// The text of each span of `text`.
    private func spanTexts(_ text: Text) -> [String] {
        let bytes = Array(text.content.utf8)
        return text.spans.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    func testSwiftUIAttributesAreSetAsInSwiftUI() {
        // The calls of SwiftUI's documentation, unchanged.
        var string = AttributedString("Hello world")
        string.font = .title
        string.foregroundColor = .red
        let world = string.range(of: "world")!
        string[world].underlineStyle = .single
        var container = AttributeContainer()
        container.foregroundColor = .blue
        string.mergeAttributes(container)
        XCTAssertEqual(string.runs.count, 2)
        XCTAssertTrue(string.runs.allSatisfy { $0.foregroundColor == .blue && $0.font == .title })
        XCTAssertEqual(string[world].runs.first?.underlineStyle, .single)
        XCTAssertEqual(AttributeScopes.SwiftUIAttributes.FontAttribute.name, "SwiftUI.Font")
        XCTAssertEqual(Text.LineStyle(pattern: .dot, color: .red), Text.LineStyle(pattern: .dot, color: .red))
        XCTAssertNotEqual(Text.LineStyle.single, Text.LineStyle(color: .red))
    }

    func testAnAttributedStringInterpolatedIntoAKeyShowsItsCharacters() {
        var name = AttributedString("*Ann*")
        name.foregroundColor = .red
        XCTAssertEqual(Text("Hi \(name)!").content, "Hi *Ann*!")
    }

    func testRunsBecomeSpansAtUTF8OffsetsOfTheContent() {
        // Two-byte é, a four-byte emoji, two-byte Arabic letters: spans must cut the content where the runs do.
        var string = AttributedString("é🙂 مرحبا x")
        string[string.range(of: "🙂")!].foregroundColor = .red
        string[string.range(of: "مرحبا")!].font = .title
        string[string.range(of: "x")!].kern = 2
        let text = Text(string)
        XCTAssertEqual(text.content, "é🙂 مرحبا x")
        XCTAssertEqual(spanTexts(text), ["🙂", "مرحبا", "x"])
        XCTAssertEqual(text.spans.map(\.range.lowerBound), [2, 7, 18])
        guard text.spans.count == 3 else { return }
        XCTAssertEqual(text.spans[0].attributes.color, .red)
        XCTAssertEqual(text.spans[1].attributes.font, .title)
        XCTAssertEqual(text.spans[2].attributes.tracking, 2)
    }

    func testARunInTheTitleFontMakesTheLineAsTallAsATitle() {
        var string = AttributedString("Body and ")
        var title = AttributedString("Title")
        title.font = .title
        string.append(title)
        let mixed = host(Text(string).id("t")).frame(of: "t")!
        XCTAssertEqual(mixed.height, 1.17 * 28, accuracy: 1e-9)
        // The body part at 17 points and the title part at 28, side by side.
        XCTAssertEqual(mixed.width, 9 * 0.6 * 17 + 5 * 0.6 * 28, accuracy: 1e-9)
        let plain = host(Text(AttributedString("Body and Title")).id("t")).frame(of: "t")!
        XCTAssertEqual(plain.height, 1.17 * 17, accuracy: 1e-9)
    }

    func testColoursLinesOffsetsAndBackgroundsAreDrawn() throws {
        var string = AttributedString("red ")
        string.foregroundColor = .red
        var marked = AttributedString("marked")
        marked.backgroundColor = .yellow
        marked.strikethroughStyle = Text.LineStyle(color: .green)
        marked.baselineOffset = 3
        var link = AttributedString(" link")
        link.link = URL(string: "https://example.org")
        link.underlineStyle = .single
        string.append(marked)
        string.append(link)
        let host = host(Text(string).font(.system(size: 10)).id("t"))
        let frame = try XCTUnwrap(host.frame(of: "t"))
        let drawn = runs(host)
        XCTAssertEqual(drawn.map(\.text), ["red ", "marked", " link"])
        // Unset colours are the environment's (primary); a link is tinted with the accent colour.
        XCTAssertEqual(drawn.map(\.color), [.red, .primary, .accentColor])
        // Raised by its offset, which makes the line as much taller.
        XCTAssertEqual(drawn[0].origin.y - drawn[1].origin.y, 3, accuracy: 1e-9)
        XCTAssertEqual(frame.height, 1.17 * 10 + 3, accuracy: 1e-9)
        let fills = host.displayList.items.compactMap { item -> (CGRect, Color)? in
            if case .fill(_, let frame, let color) = item { return (frame, color) } else { return nil }
        }
        // The background: behind "marked" only, from the line's top, a line high.
        let background = try XCTUnwrap(fills.first { $0.1 == .yellow })
        XCTAssertEqual(background.0.minX, drawn[1].origin.x, accuracy: 1e-9)
        XCTAssertEqual(background.0.width, drawn[1].width, accuracy: 1e-9)
        XCTAssertEqual(background.0.minY, frame.minY, accuracy: 1e-9)
        XCTAssertEqual(background.0.height, frame.height, accuracy: 1e-9)
        // The strikethrough in its own colour; the underline in the link's.
        XCTAssertTrue(fills.contains { $0.1 == .green && $0.0.minX == drawn[1].origin.x })
        XCTAssertTrue(fills.contains { $0.1 == .accentColor && $0.0.minX == drawn[2].origin.x })
    }

    func testMarkdownRecordsInlinePresentationIntentAndLinks() throws {
        let string = try AttributedString(markdown: "Say **hi** to *you*, `x` ~~no~~ [here](docs/a)",
                                          baseURL: URL(string: "https://example.org/"))
        XCTAssertEqual(String(string.characters), "Say hi to you, x no here")
        let intents = string.runs.compactMap { run in
            run.inlinePresentationIntent.map { (String(string[run.range].characters), $0) }
        }
        XCTAssertEqual(intents.map(\.0), ["hi", "you", "x", "no"])
        XCTAssertEqual(intents.map(\.1), [.stronglyEmphasized, .emphasized, .code, .strikethrough])
        let link = try XCTUnwrap(string.runs.first { $0.link != nil }?.link)
        XCTAssertEqual(link.absoluteString, "https://example.org/docs/a")
        // Inline-only options are accepted; text without markdown stays as it is.
        let plain = try AttributedString(markdown: "# not a heading",
                                         options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        XCTAssertEqual(String(plain.characters), "# not a heading")
    }

    func testMarkdownAttributedStringShowsAsTheSameMarkdownInAKey() throws {
        let sources = ["Say **hi** to *you*", "***both*** __strong__ _em_ `code` ~~gone~~", "[link](https://a.b) é🙂",
                       "line one\n\n  **line** three", "plain"]
        for source in sources {
            let attributed = Text(try AttributedString(markdown: source))
            let key = Text(LocalizedStringKey(source))
            XCTAssertEqual(attributed.content, key.content, source)
            XCTAssertEqual(attributed.spans, key.spans, source)
            let a = runs(host(attributed)), b = runs(host(key))
            XCTAssertEqual(a, b, source)
        }
    }
}
