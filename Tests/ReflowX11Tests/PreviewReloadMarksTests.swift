import Foundation
import ReflowTestSupport
import XCTest

/// `reflow preview` marks the views whose frames changed on a reload for a moment (issue 21, item 5).
final class PreviewReloadMarksTests: PreviewWindowTestCase {
    /// A red block `red` points wide beside a blue one 100 wide, both 60 high, centred in the window.
    private func source(red: Int) -> String {
        """
        import SwiftUI

        #Preview("Blocks") {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: \(red), height: 60)
                Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 60)
            }
        }

        """
    }

    private func pixel(_ x: Int, _ y: Int, in window: UInt) -> (UInt8, UInt8, UInt8) {
        probe.pixels(of: window, x: x, y: y, width: 1, height: 1).first?.first ?? (0, 0, 0)
    }

    /// In the 800 × 600 window, the first build's blocks are 100 + 100 wide from x 300; after the red block
    /// grows to 140 they are 240 wide from x 280, the blue one at 420..<520 (rows 270..<330). The blue block
    /// moved at the same size: a cyan outline, 2 pixels wide just inside its frame, covers columns 420 and 421
    /// at first, then fades, and the block is plain blue again (1.5 s in all).
    func testAMovedViewIsOutlinedAfterAReloadThenTheMarkFades() throws {
        // The marks of a build's new process, which compares its frames with the old one's: the edit changes a
        // literal only, which tier 0 would send to the running process instead (docs/preview-reloads.md).
        try expectMarks(environment: ["REFLOW_PREVIEW_LITERALS": "off"])
    }

    /// The same marks after a literal reload in the running process, which compares its frames before and
    /// after the new values.
    func testAMovedViewIsOutlinedAfterALiteralReloadInTheRunningProcess() throws {
        try expectMarks(environment: [:])
    }

    private func expectMarks(environment: [String: String]) throws {
        try folder.write(source(red: 100), to: "Blocks.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Blocks.swift")],
                                       environment: folder.environment.merging(environment) { $1 })
        let window = try probe.window(of: viewer)
        XCTAssertEqual(pollUntil("red 300..<400 blue 400..<500", timeout: 60) { probe.row(300, of: window).runs },
                       "red 300..<400 blue 400..<500", "stderr: \(viewer.standardError)")
        // The first build has nothing to compare with: no marks.
        XCTAssertEqual(pixel(401, 300, in: window).1, 0)

        try folder.write(source(red: 140), to: "Blocks.swift")
        // Cyan (0, 191, 255) over the blue block's left edge, while the middle of the block is blue.
        let marked = pollUntil(true, timeout: 60) {
            let edge = pixel(421, 300, in: window), middle = pixel(470, 300, in: window)
            return edge.1 > 120 && edge.0 < 60 && middle == (0, 0, 255)
        }
        XCTAssertTrue(marked, "no cyan mark on the moved block; stderr: \(viewer.standardError)")
        // Gone after its 1.5 s.
        let faded = pollUntil(true, timeout: 5) { pixel(421, 300, in: window) == (0, 0, 255) }
        XCTAssertTrue(faded, "the mark did not fade: \(pixel(421, 300, in: window))")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
