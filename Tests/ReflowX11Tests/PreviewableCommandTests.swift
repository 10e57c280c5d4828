import Foundation
import ReflowTestSupport
import XCTest

/// `@Previewable` in files compiled by `reflow preview`, as a user writes them: at the top of a `#Preview`
/// body it compiles and shows; anywhere else the build fails with the macro's own words, as Xcode's does.
final class PreviewableCommandTests: XCTestCase {
    private var folder: PreviewFolder!

    override func setUpWithError() throws {
        try requireDisplay()
        folder = try PreviewFolder()
    }

    override func tearDown() { folder = nil }

    /// Runs `reflow preview FILE --snapshot PNG`; its exit status and standard error.
    private func snapshot(_ source: String) throws -> (status: Int32?, errors: String, png: String) {
        try folder.write(source, to: "Demo.swift")
        let png = folder.path + "/demo.png"
        let viewer = try ViewerProcess(["preview", folder.file("Demo.swift"), "--snapshot", png, "--size", "200x100"],
                                       environment: folder.environment)
        return (viewer.waitForExit(timeout: 120), viewer.standardError, png)
    }

    func testPreviewableStateAtTheTopOfAPreviewBodyBuildsAndShows() throws {
        let (status, errors, png) = try snapshot("""
            import SwiftUI

            #Preview("Demo") {
                @Previewable @State var width = 120.0
                Color.red.frame(width: width, height: 40)
            }

            """)
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
    }

    func testPreviewableOutsideAPreviewBodyIsAnError() throws {
        let (status, errors, png) = try snapshot("""
            import SwiftUI

            struct Demo: View {
                @Previewable @State var width = 120.0
                var body: some View { Color.red.frame(width: width, height: 40) }
            }

            #Preview { Demo() }

            """)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.contains("Demo.swift:4:5: error: @Previewable marks a declaration at the top level of a #Preview body"),
                      errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png))
    }
}
