import XCTest
@testable import Reflow

/// A `Text` interpolated into a string literal keeps its own look, as in SwiftUI, over the key's markdown.
final class TextInterpolationTests: XCTestCase {
    /// Each span's text with what it is: "b" bold, "i" italic, "g" green.
    private func marks(_ text: Text) -> [String] {
        let bytes = Array(text.content.utf8)
        return text.spans.map { span in
            var kinds = ""
            if span.attributes.isBold == true { kinds += "b" }
            if span.attributes.isItalic == true { kinds += "i" }
            if span.attributes.color == .green { kinds += "g" }
            return String(decoding: bytes[span.range], as: UTF8.self) + ":" + kinds
        }.filter { !$0.hasSuffix(":") }
    }

    func testAnInterpolatedTextKeepsItsLookWithoutMarkdownAround() {
        let text = Text("Tap \(Text("Save").bold()) to keep it")
        XCTAssertEqual(text.content, "Tap Save to keep it")
        XCTAssertEqual(marks(text), ["Save:b"])
    }

    func testItsCharactersAreNotMarkdownAndTheKeysMarkdownStillApplies() {
        let price = Text(verbatim: "$5 *net*").foregroundColor(.green)
        let text = Text("**Total:** \(price)")
        XCTAssertEqual(text.content, "Total: $5 *net*")
        XCTAssertEqual(marks(text), ["Total::b", "$5 *net*:g"])
    }

    func testInsideEmphasisItAddsItsOwnToTheKeys() {
        // "b" is bold of its own and italic from the markdown around it.
        let text = Text("*a \(Text("b").bold()) c*")
        XCTAssertEqual(text.content, "a b c")
        XCTAssertEqual(marks(text), ["a :i", "b:bi", " c:i"])
    }

    func testItIsDrawnInItsOwnWeight() {
        let host = ViewHost(rootView: Text("Tap \(Text("Save").bold()) now"), size: CGSize(width: 400, height: 100))
        let runs = host.displayList.items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run } else { return nil }
        }
        XCTAssertEqual(runs.map(\.text), ["Tap ", "Save", " now"])
        XCTAssertEqual(runs.map(\.font.weight), [.regular, .bold, .regular])
    }

    func testAGradientOfItsOwnIsPaintedOnItsRun() {
        // `Text("*Welcome*").foregroundStyle(gradient)` interpolated: its run is painted with the gradient, the
        // rest in the text's colour.
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let text = Text("\(Text("*Welcome*").foregroundStyle(gradient)) home")
        let host = ViewHost(rootView: text, size: CGSize(width: 400, height: 100))
        let runs = host.displayList.items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run } else { return nil }
        }
        XCTAssertEqual(runs.map(\.text), ["Welcome", " home"])
        XCTAssertNotNil(runs[0].paint)
        XCTAssertNil(runs[1].paint)
        XCTAssertEqual(runs[0].font.isItalic, true)
    }
}
