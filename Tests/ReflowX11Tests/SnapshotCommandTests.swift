import Foundation
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// `reflow snapshot` as a user runs it: the PNG's size is the size asked for times the display's scale, or
/// the command fails; a file it cannot write is reported with the system's reason and leaves nothing behind.
final class SnapshotCommandTests: XServerTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = NSTemporaryDirectory() + "reflow-snapshot-command-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        probe?.setResources(nil)
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
        super.tearDown()
    }

    /// Runs `reflow snapshot flow --size SIZE -o OUTPUT`: its exit status and standard error.
    private func snapshot(size: String, to output: String) throws -> (status: Int32?, errors: String) {
        let viewer = try ViewerProcess(["snapshot", "flow", "--size", size, "-o", output])
        let status = viewer.waitForExit(timeout: 60)
        return (status, viewer.standardError)
    }

    private func pngSize(_ path: String) throws -> (Int, Int) {
        let image = try PNGDecoder.decode(Array(Data(contentsOf: URL(fileURLWithPath: path))))
        return (image.width, image.height)
    }

    private func files() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }

    /// A 48×32-point snapshot with `Xft.dpi` set to `dpi`: the picture's size, and what was said on stderr.
    private func snapshot(atDPI dpi: String) throws -> (width: Int, height: Int, errors: String) {
        probe.setResources("Xft.dpi:\t\(dpi)\n")
        let output = folder + "/flow.png"
        let (status, errors) = try snapshot(size: "48x32", to: output)
        XCTAssertEqual(status, 0, errors)
        let (width, height) = try pngSize(output)
        return (width, height, errors)
    }

    /// Xft.dpi 10000 is clamped to 960: 48×32 points at ten pixels a point, and one line says so.
    /// (Unclamped: a 5000×3333 picture.)
    func testAClampedXftDPIGivesThePictureOfTheClampedScaleAndSaysSo() throws {
        let (width, height, errors) = try snapshot(atDPI: "10000")
        XCTAssertEqual(width, 480)
        XCTAssertEqual(height, 320)
        let lines = errors.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, errors)
        XCTAssertTrue(errors.contains("10000") && errors.contains("960"), errors)
    }

    /// Xft.dpi inf is no resolution: 96, one pixel a point. (It made a 1×1 picture.)
    func testAnXftDPIThatIsNoNumberGivesThePictureAt96() throws {
        let (width, height, _) = try snapshot(atDPI: "inf")
        XCTAssertEqual(width, 48)
        XCTAssertEqual(height, 32)
    }

    /// 2000 points at ten pixels a point is 20000 pixels, past the 16384 a snapshot may have: the command
    /// fails, says the sizes, and writes nothing. (It wrote a 16384-pixel-wide picture and exited 0.)
    func testASizePastTheLargestPictureFailsAndWritesNothing() throws {
        probe.setResources("Xft.dpi:\t960\n")
        let output = folder + "/wide.png"
        let (status, errors) = try snapshot(size: "2000x10", to: output)
        XCTAssertEqual(status, 1, errors)
        XCTAssertTrue(errors.contains("20000×100 pixels"), errors)
        XCTAssertTrue(errors.contains("16384"), errors)
        XCTAssertEqual(files(), [])
    }

    /// The path's folder does not exist: the system's reason, ENOENT's words.
    func testAMissingFolderIsReportedWithTheReason() throws {
        let output = folder + "/missing/flow.png"
        let (status, errors) = try snapshot(size: "48x32", to: output)
        XCTAssertEqual(status, 1, errors)
        XCTAssertEqual(errors.trimmingCharacters(in: .newlines),
                       "reflow: cannot write \(output): " + String(cString: strerror(ENOENT)))
        XCTAssertEqual(files(), [])
    }

    /// The path is a folder: EISDIR's words, the folder untouched and no half-written file left beside it.
    func testAPathThatIsAFolderIsReportedAndNothingIsLeftBehind() throws {
        let output = folder + "/taken"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        let (status, errors) = try snapshot(size: "48x32", to: output)
        XCTAssertEqual(status, 1, errors)
        XCTAssertEqual(errors.trimmingCharacters(in: .newlines),
                       "reflow: cannot write \(output): " + String(cString: strerror(EISDIR)))
        XCTAssertEqual(files(), ["taken"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output), [])
    }

    /// A write that fails part-way: /dev/full takes no bytes (ENOSPC). It is reached through a symbolic link
    /// in the test's folder, which is written through, as a link must be; a broken build that replaced the
    /// path instead of writing to it then replaces only the link, never the device.
    func testAFailedWriteIsReportedWithTheReason() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full") }
        let output = folder + "/full.png"
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: "/dev/full")
        let (status, errors) = try snapshot(size: "48x32", to: output)
        XCTAssertEqual(status, 1, errors)
        XCTAssertEqual(errors.trimmingCharacters(in: .newlines),
                       "reflow: cannot write \(output): " + String(cString: strerror(ENOSPC)))
    }
}
