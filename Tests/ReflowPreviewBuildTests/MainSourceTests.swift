import PreviewSymbols
import XCTest
@testable import ReflowPreviewBuild

/// `PreviewBuilder.mainSource(for:)`: the generated entry point of a preview build declares each `#Preview` by its symbol
/// and hands every preview to the preview process, in order.
final class MainSourceTests: XCTestCase {
    private let tagsSymbol = PreviewSymbol.name(fileID: "ReflowPreviews/Tags.swift", line: 3, column: 1)
    private let chipsSymbol = PreviewSymbol.name(fileID: "ReflowPreviews/Chips.swift", line: 5, column: 5)

    private var previews: [FoundPreview] {
        [
            FoundPreview(source: .macro(symbol: tagsSymbol), name: "First", file: "/p/Tags.swift", line: 3),
            FoundPreview(source: .provider(typeName: "Tags_Previews"), name: "Tags", file: "/p/Tags.swift", line: 10),
            FoundPreview(source: .macro(symbol: chipsSymbol), name: nil, file: "/p/Chips.swift", line: 5),
            FoundPreview(source: .view(typeName: "ChipView"), name: "ChipView", file: "/p/sub/Other.swift", line: 1),
        ]
    }

    /// The name of the function declared right after `@_silgen_name("symbol")`.
    private func declaredFunction(for symbol: String, in source: String) -> String? {
        let lines = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let index = lines.firstIndex(of: "@_silgen_name(\"\(symbol)\")"), index + 1 < lines.count else {
            return nil
        }
        let declaration = lines[index + 1]
        guard declaration.hasPrefix("func "), declaration.hasSuffix("() -> Reflow.Preview"),
              !declaration.contains("{") else { return nil }
        return String(declaration.dropFirst(5).dropLast("() -> Reflow.Preview".count))
    }

    func testDeclaresEachMacroBySymbolAndCallsEverythingInOrder() throws {
        let source = PreviewBuilder.mainSource(for: previews)
        XCTAssertTrue(source.contains("import Reflow\n"), source)
        XCTAssertTrue(source.contains("import ReflowPreviewRuntime\n"), source)

        // Each #Preview's expansion is declared (without a body) under its symbol.
        let first = try XCTUnwrap(declaredFunction(for: tagsSymbol, in: source), source)
        let third = try XCTUnwrap(declaredFunction(for: chipsSymbol, in: source), source)
        XCTAssertNotEqual(first, third)
        XCTAssertEqual(source.components(separatedBy: "@_silgen_name(").count - 1, 2, source)

        // The list handed to the preview process: the four previews in the order given.
        let list = try XCTUnwrap(source.range(of: "let previews: [[Reflow.Preview]] = ["), source)
        let entries = String(source[list.upperBound...])
        let order = [
            "\(first)()",
            "Tags_Previews.previews",
            "\(third)()",
            "ChipView()",
        ].map { entries.range(of: $0)?.lowerBound }
        XCTAssertFalse(order.contains(nil), source)
        let found = order.compactMap { $0 }
        XCTAssertEqual(found, found.sorted(), source)
        // The declarations come before the calls.
        XCTAssertLessThan(try XCTUnwrap(source.range(of: "@_silgen_name(")).lowerBound, list.lowerBound)

        // A provider's previews are read as Xcode reads them (`Preview.provided`), views wrapped in a Preview,
        // each with its name and where it stands.
        XCTAssertTrue(entries.contains("Reflow.Preview.provided(name: \"Tags\""), source)
        XCTAssertTrue(entries.contains("name: \"Tags\""), source)
        XCTAssertTrue(entries.contains("\"ReflowPreviews/Tags.swift\""), source)
        XCTAssertTrue(entries.contains("line: 10"), source)
        XCTAssertTrue(entries.contains("name: \"ChipView\""), source)
        XCTAssertTrue(entries.contains("\"ReflowPreviews/Other.swift\""), source)
    }

    func testNoPreviews() {
        let source = PreviewBuilder.mainSource(for: [])
        XCTAssertFalse(source.contains("@_silgen_name"), source)
        XCTAssertTrue(source.contains("let previews: [[Reflow.Preview]] = ["), source)
        XCTAssertTrue(source.contains("PreviewProcess.main(previews.flatMap { $0 })"), source)
    }

    func testNamesAreEscaped() {
        let source = PreviewBuilder.mainSource(for: [
            FoundPreview(source: .view(typeName: "Card"), name: "Say \"hi\" \\ bye", file: "/p/Card.swift", line: 2),
        ])
        XCTAssertTrue(source.contains(#"name: "Say \"hi\" \\ bye""#), source)
    }
}
