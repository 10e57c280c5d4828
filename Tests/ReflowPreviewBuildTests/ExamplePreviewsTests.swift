import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// The README's `reflow preview Examples/Previews`: the example files build together, as one preview module.
final class ExamplePreviewsTests: XCTestCase {
    func testTheExamplesFolderBuildsAsOnePreviewModule() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = try SourceFiles(arguments: [repository.appendingPathComponent("Examples/Previews").path]).files
        XCTAssertGreaterThanOrEqual(files.count, 15)
        var url = Bundle(for: ExamplePreviewsTests.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        let kit = try XCTUnwrap(PreviewKit(folder: url.path))
        let folder = NSTemporaryDirectory() + "examples-build-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = try PreviewBuilder(kit: kit, folder: folder)
        let result = builder.build(files: files, number: 1)
        XCTAssertNotNil(result.executable, result.output)
        // Every `#Preview` and `PreviewProvider` of every file is offered, and a file with neither by its view.
        let texts = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let expected = texts.map { text in
            let macros = text.components(separatedBy: "\n#Preview").count - 1
            let providers = text.components(separatedBy: ": PreviewProvider {").count - 1
            return macros + providers == 0 ? 1 : macros + providers
        }.reduce(0, +)
        XCTAssertEqual(result.previews.count, expected)
    }
}
