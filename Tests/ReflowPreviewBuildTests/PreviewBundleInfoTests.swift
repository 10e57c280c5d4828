import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// The `Info.plist` beside a preview executable, which `Bundle.main` reads on Linux.
final class PreviewBundleInfoTests: XCTestCase {
    func testTheIdentifierIsNamedAfterTheFirstFilesFolder() {
        XCTAssertEqual(PreviewBundleInfo.bundleIdentifier(files: ["/src/MyApp/ContentView.swift"]), "reflow.preview.MyApp")
        XCTAssertEqual(PreviewBundleInfo.bundleIdentifier(files: ["/src/My App_2/A.swift"]), "reflow.preview.My-App-2")
    }

    func testBundleMainReadsTheWrittenPropertyList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        PreviewBundleInfo.write(into: folder.path, files: ["/src/Cards/Card.swift"])
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        XCTAssertEqual(bundle.bundleIdentifier, "reflow.preview.Cards")
        XCTAssertEqual(bundle.infoDictionary?["CFBundleShortVersionString"] as? String, "1.0")
        XCTAssertEqual(bundle.infoDictionary?["CFBundleName"] as? String, "Cards")
    }
}
