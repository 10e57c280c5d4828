import XCTest
@testable import ReflowPreviewBuild

/// Writing a value dragged in the layout inspector back into the user's file (issue 30, item 5): exactly the
/// literal's bytes change, and only while the file still holds the value the drag started from.
final class LiteralWriterTests: XCTestCase {
    // Non-ASCII text and a comment before the literal, so that a count in characters rather than bytes, or a
    // rewrite of the whole file, would show.
    private let source = """
        struct Tag: View {
            var body: some View {
                Text("Café ☕︎") // é and ☕︎ take several bytes
                    .padding(10).frame(width: 120.5)
            }
        }

        """

    func testOnlyTheLiteralsBytesChange() throws {
        let padding = try XCTUnwrap(LiteralFile.scan(source: source, fileName: "Tag.swift").sites.first { $0.text == "10" })
        let edited = try LiteralWriter.edited(source, fileName: "Tag.swift", key: padding.key, from: .integer(10),
                                              to: .integer(240)).get()
        XCTAssertEqual(edited, source.replacingOccurrences(of: ".padding(10)", with: ".padding(240)"))
        // Byte for byte: the same before the literal and after it.
        let old = Array(source.utf8), new = Array(edited.utf8)
        XCTAssertEqual(Array(new[..<padding.range.lowerBound]), Array(old[..<padding.range.lowerBound]))
        XCTAssertEqual(Array(new[(padding.range.lowerBound + 3)...]), Array(old[padding.range.upperBound...]))
        // A float stays a float literal; a number dragged below 0 gets its minus sign.
        let width = try XCTUnwrap(LiteralFile.scan(source: source, fileName: "Tag.swift").sites.first { $0.text == "120.5" })
        XCTAssertEqual(try LiteralWriter.edited(source, fileName: "Tag.swift", key: width.key, from: .float(120.5),
                                                to: .float(-3)).get(),
                       source.replacingOccurrences(of: "width: 120.5", with: "width: -3.0"))
    }

    func testAFileThatChangedMeanwhileIsLeftAlone() throws {
        let key = try XCTUnwrap(LiteralFile.scan(source: source, fileName: "Tag.swift").sites.first { $0.text == "10" }?.key)
        XCTAssertEqual(LiteralWriter.edited(source, fileName: "Tag.swift", key: key, from: .integer(12), to: .integer(20)),
                       .failure(.changed(key: key, found: "10")))
        XCTAssertEqual(LiteralWriter.edited(source, fileName: "Tag.swift", key: "Tag.swift:9.9", from: .integer(10),
                                            to: .integer(20)), .failure(.noLiteral("Tag.swift:9.9")))
        XCTAssertEqual(LiteralWriter.edited(source, fileName: "Tag.swift", key: key, from: .integer(10), to: .float(2.5)),
                       .failure(.kindMismatch(key)))
    }

    func testTheFileIsReplacedWithItsPermissionsAndNothingLeftBeside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("literal-writer-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Tag.swift").path
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let key = try XCTUnwrap(LiteralFile.scan(source: source, fileName: "Tag.swift").sites.first { $0.text == "10" }?.key)
        XCTAssertNoThrow(try LiteralWriter.write(path: path, key: key, from: .integer(10), to: .integer(11)).get())
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       source.replacingOccurrences(of: ".padding(10)", with: ".padding(11)"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Tag.swift"])
    }
}
