import ReflowTestSupport
import XCTest
@testable import ReflowX11
import ReflowGallery

/// `reflow snapshot` renders each gallery scene through the same Xft renderer as the window; with the fonts
/// pinned (REFLOW_PINNED_FONTS=1, DejaVu only), the PNGs match the reference images looked at and checked in
/// under References/. After a deliberate change to how scenes look, re-record them with
/// `REFLOW_RECORD_SNAPSHOTS=1` (README.md, "Commands"); a mismatch leaves the actual image and a diff in
/// .build/test-artifacts/SnapshotTests.
final class SnapshotTests: XCTestCase {
    /// A pixel counts as different past 24 levels in some channel (antialiasing may shift a little between
    /// FreeType builds); at most 0.2 % of the pixels may differ.
    private let tolerance = ImageTolerance(levels: 24, differingShare: 0.002)

    private static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("References")

    func testEverySceneMatchesItsReferenceImage() throws {
        try requireDisplay()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-snapshots-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        for scene in Gallery.scenes {
            let output = directory.appendingPathComponent("\(scene.name).png")
            let viewer = try ViewerProcess(["snapshot", scene.name, "--size", "480x320", "-o", output.path])
            XCTAssertEqual(viewer.waitForExit(timeout: 60), 0, "\(scene.name): \(viewer.standardError)")

            let png = Array(try Data(contentsOf: output))
            let image = try PNGDecoder.decode(png)
            XCTAssertEqual(image.width, 480, scene.name)
            XCTAssertEqual(image.height, 320, scene.name)
            try assertMatchesReference(png: png, reference: Self.references.appendingPathComponent("\(scene.name).png"),
                                       within: tolerance)
        }
    }

    func testReferenceImagesExistForEveryScene() {
        for scene in Gallery.scenes {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.references.appendingPathComponent("\(scene.name).png").path),
                          "References/\(scene.name).png is missing")
        }
    }
}
