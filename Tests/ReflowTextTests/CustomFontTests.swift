import Foundation
import Reflow
@testable import ReflowText
import XCTest

/// `Font.custom`: a face found by family or PostScript name, the system font when none is installed (as iOS
/// falls back), and a project's own font files added as an app's bundled fonts are.
final class CustomFontTests: XCTestCase {
    override func setUp() { setenv("REFLOW_PINNED_FONTS", "1", 1) }

    private func primaryFace(_ font: Font) throws -> String {
        let measurer = ShapingTextMeasurer(scale: 1, families: .standard)
        return try XCTUnwrap(measurer.stack(for: font.resolved())?.faces.first).identity
    }

    func testAnInstalledFamilyOrPostScriptNameIsUsed() throws {
        XCTAssertTrue(try primaryFace(.custom("DejaVu Serif", size: 20)).contains("DejaVuSerif.ttf"))
        XCTAssertTrue(try primaryFace(.custom("DejaVuSans-Bold", size: 20)).contains("DejaVuSans-Bold.ttf"))
    }

    func testAMissingFontIsSetAsTheSystemFontAtItsSize() {
        // iOS sets text in a font it cannot find in the system font at the size asked for: Reflow's system font
        // is Inter with SF's tracking and line, so the widths and metrics are the system font's exactly.
        let measurer = ShapingTextMeasurer(scale: 1, families: .standard)
        let missing = Font.custom("No Such Font Anywhere", size: 20).resolved()
        let system = Font.system(size: 20).resolved()
        XCTAssertEqual(measurer.width(of: "Hamburgefonstiv", in: missing), measurer.width(of: "Hamburgefonstiv", in: system))
        XCTAssertEqual(measurer.metrics(of: missing), measurer.metrics(of: system))
    }

    func testAProjectsOwnFontFileIsFoundOnceAdded() throws {
        // Noto Sans is installed but outside the pinned configuration; a copy in a project's folder is added as
        // the preview adds the fonts it finds beside the previewed file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Brand-Regular.ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", toPath: copy.path)
        XCTAssertFalse(try primaryFace(.custom("Noto Sans", size: 20)).contains(folder.path))
        FontConfiguration.addApplicationFonts([copy.path])
        XCTAssertTrue(try primaryFace(.custom("Noto Sans", size: 20)).contains(copy.path))
        XCTAssertTrue(try primaryFace(.custom("NotoSans-Regular", size: 20)).contains(copy.path))
    }
}
