import Foundation
import ReflowPreviewHost
import XCTest

/// Which font files a preview takes from the previewed project: beside the file and in the folders above it
/// up to the project's root, directly or in Fonts and Resources (Resources/Fonts).
final class PreviewFontsTests: XCTestCase {
    func testFontsBesideAndAboveTheFileUpToTheProjectRoot() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("reflow-preview-fonts-\(getpid())")
        defer { try? manager.removeItem(at: root) }
        let project = root.appendingPathComponent("App")
        let folder = project.appendingPathComponent("Sources/App")
        for path in [folder.appendingPathComponent("Resources/Fonts"), project.appendingPathComponent("Fonts")] {
            try manager.createDirectory(at: path, withIntermediateDirectories: true)
        }
        for file in ["App/Package.swift", "App/Sources/App/View.swift", "App/Sources/App/notes.txt",
                     "App/Sources/App/Resources/Fonts/Brand-Bold.otf", "App/Sources/App/Resources/Fonts/Brand.TTF",
                     "App/Fonts/Other.ttc", "Outside.ttf"] {
            manager.createFile(atPath: root.appendingPathComponent(file).path, contents: Data())
        }
        let found = PreviewFonts.files(near: folder.appendingPathComponent("View.swift").path)
        let names = found.map { String($0.dropFirst(root.standardizedFileURL.path.count)) }
        // The file's folder's Resources/Fonts, then the project root's Fonts; nothing above the root.
        XCTAssertEqual(names, ["/App/Sources/App/Resources/Fonts/Brand-Bold.otf",
                               "/App/Sources/App/Resources/Fonts/Brand.TTF", "/App/Fonts/Other.ttc"])
    }
}
