import ReflowTestSupport
import XCTest
@testable import ReflowX11
import ReflowGallery

/// `reflow snapshot` renders each gallery scene through the same Xft renderer as the window; with the fonts
/// pinned (REFLOW_PINNED_FONTS=1, DejaVu only), the PNGs match the reference images looked at and checked in
/// under References/ (regenerate them with Scripts/update-snapshots.sh after a deliberate change).
final class SnapshotTests: XCTestCase {
    /// A pixel counts as different past 24 levels in some channel (antialiasing may shift a little between
    /// FreeType builds); at most 0.2 % of the pixels may differ.
    private let tolerance = 24
    private let allowedShare = 0.002

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

            let image = try PNGDecoder.decode(Array(Data(contentsOf: output)))
            let reference = try PNGDecoder.decode(Array(Data(contentsOf: Self.references.appendingPathComponent("\(scene.name).png"))))
            XCTAssertEqual(image.width, 480, scene.name)
            XCTAssertEqual(image.height, 320, scene.name)
            let differing = try XCTUnwrap(image.differingPixels(from: reference, tolerance: tolerance), scene.name)
            XCTAssertLessThanOrEqual(Double(differing), allowedShare * Double(480 * 320),
                                     "\(scene.name): \(differing) pixels differ from References/\(scene.name).png")
        }
    }

    func testReferenceImagesExistForEveryScene() {
        for scene in Gallery.scenes {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.references.appendingPathComponent("\(scene.name).png").path),
                          "References/\(scene.name).png is missing")
        }
    }
}
