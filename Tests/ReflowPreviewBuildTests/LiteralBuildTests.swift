import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// Preview builds that read literals at run time (`PreviewBuilder.readsLiteralsAtRunTime`): what they compile
/// and what the user is told when a file does not compile.
final class LiteralBuildTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "literal-build-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// The kit of the debug build the tests run from (the folder of the test bundle).
    private func builder() throws -> PreviewBuilder {
        var url = Bundle(for: LiteralBuildTests.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        let kit = try XCTUnwrap(PreviewKit(folder: url.path), "no preview kit beside the tests in \(url.path)")
        let builder = try PreviewBuilder(kit: kit, folder: folder + "/builds")
        builder.readsLiteralsAtRunTime = true
        return builder
    }

    private func write(_ source: String) throws -> String {
        let file = folder + "/src/Card.swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// A string literal that makes a `Character` cannot be a call of `__designTimeString` (a `Character` is no
    /// `ExpressibleByStringLiteral`): that line keeps its literals and the build succeeds; the others are read
    /// at run time.
    func testALineWhereACallDoesNotCompileKeepsItsLiterals() throws {
        let file = try write("""
            import SwiftUI
            let initial: Character = "A"
            struct Card: View { var body: some View { Text(String(initial)).padding(8) } }
            #Preview("Card") { Card() }
            """)
        let builder = try builder()
        let result = builder.build(files: [file], number: 1)
        XCTAssertNotNil(result.executable, result.output)
        let sites = try XCTUnwrap(result.literals[file]).sites
        XCTAssertEqual(sites.map(\.text), ["8"], "line 2's literal stays one")
        XCTAssertEqual(try XCTUnwrap(result.literals[file]).excludedLines, [2])
        // The next build remembers it and compiles once.
        let again = builder.build(files: [file], number: 2)
        XCTAssertNotNil(again.executable, again.output)
        XCTAssertEqual(again.literals[file]?.sites.map(\.text), ["8"])
    }

    /// An error of the user's own is reported as the compiler reports it for the user's file: its path, its
    /// line and the column of the user's text, not the copy's, where literals are calls.
    func testAnErrorNamesTheUsersFileLineAndColumn() throws {
        let file = try write("""
            import SwiftUI
            struct Card: View { var body: some View { Text("one").padding(8).frame(width: 20, hieght: 10) } }
            #Preview("Card") { Card() }
            """)
        let result = try builder().build(files: [file], number: 1)
        XCTAssertNil(result.executable)
        let error = try XCTUnwrap(result.errors.first, result.output)
        XCTAssertEqual(error.path, file)
        XCTAssertEqual(error.line, 2)
        XCTAssertFalse(result.output.contains("__designTime"), result.output)
        XCTAssertFalse(result.output.contains("/sources/"), result.output)
        XCTAssertTrue(result.literals.isEmpty, "what failed is no build to send literals to")
    }

    /// A warning in a build that succeeds comes from the copy: its header is mapped to the user's file and to
    /// the column of the user's own text (past the literals before it on the line), and no excerpt of the
    /// copy is shown.
    func testAWarningOfARewrittenBuildPointsIntoTheUsersText() throws {
        let line = #"struct Card: View { var body: some View { let gap = 8.0; var unused = 3; return Text("one").padding(gap) } }"#
        let file = try write("import SwiftUI\n\(line)\n#Preview(\"Card\") { Card() }\n")
        let result = try builder().build(files: [file], number: 1)
        XCTAssertNotNil(result.executable, result.output)
        let warning = try XCTUnwrap(result.diagnostics.first { $0.severity == .warning }, result.output)
        XCTAssertEqual(warning.path, file)
        XCTAssertEqual(warning.line, 2)
        // The compiler points at `unused`; columns from 1.
        let column = line.distance(from: line.startIndex, to: try XCTUnwrap(line.range(of: "unused")).lowerBound) + 1
        XCTAssertEqual(warning.column, column)
        XCTAssertFalse(result.output.contains("__designTime"), result.output)
    }
}
