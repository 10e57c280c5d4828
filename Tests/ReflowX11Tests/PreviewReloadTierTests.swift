import Foundation
import ReflowTestSupport
import XCTest

/// The tiers of a reload in `reflow preview` (docs/preview-reloads.md), seen as a user sees them: a save that
/// changes only literals reaches the running preview process without a build, its state kept; any other
/// save builds and starts a new process, where state that is not `Codable` starts afresh; a save with a syntax
/// error builds, fails, and keeps the last good preview. Frames come from the fixture's arithmetic and from
/// centring in the 800×600 window (1 pt = 1 px).
final class PreviewReloadTierTests: PreviewWindowTestCase {
    /// Two blocks side by side, 20 points apart: a red one that a click widens from 100 to 200 points (state
    /// that is not `Codable`, which only the process that holds it keeps), and a blue one `blueWidth` wide.
    private struct Fixture {
        var blueWidth = 60
        var extra = ""

        var source: String {
            """
            import SwiftUI

            struct Flag { var on = false }

            struct Blocks: View {
                @State private var wide = Flag()
                var body: some View {
                    HStack(spacing: 20) {
                        Color(red: 1, green: 0, blue: 0).frame(width: wide.on ? 200 : 100, height: 60)
                            .onTapGesture { wide.on.toggle() }
                        Color(red: 0, green: 0, blue: 1).frame(width: \(blueWidth), height: 60)
                    }
                }
            }
            \(extra)
            #Preview("Blocks") { Blocks() }

            """
        }

        /// The row through the blocks' middle with the red block `red` wide: centred in 800 points.
        func row(red: Int) -> String {
            let left = (800 - (red + 20 + blueWidth)) / 2
            return "red \(left)..<\(left + red) blue \(left + red + 20)..<\(left + red + 20 + blueWidth)"
        }
    }

    private func tiers(_ viewer: ViewerProcess) -> [String] {
        viewer.standardError.split(separator: "\n").filter { $0.hasPrefix("reload ") }
            .compactMap { $0.split(separator: " ").last.map(String.init) }
    }

    func testALiteralEditKeepsTheProcessAndItsStateAndOtherEditsBuild() throws {
        try requireXdotool()
        var fixture = Fixture()
        try folder.write(fixture.source, to: "Blocks.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Blocks.swift")],
                                       environment: folder.environment.merging(["REFLOW_TRACE_RELOADS": "1"]) { $1 })
        let window = try probe.window(of: viewer)
        func row() -> String { probe.row(300, of: window).runs }
        XCTAssertEqual(pollUntil(fixture.row(red: 100)) { row() }, fixture.row(red: 100), viewer.standardError)
        let process = try XCTUnwrap(liveChildren(of: viewer.pid).first)

        // (800 − 180) / 2 = 310: the red block is 310..<410; a click on it makes it 200 wide.
        XCTAssertEqual(fixture.row(red: 100), "red 310..<410 blue 430..<490")
        _ = movePointer(to: 360, 300, in: window)
        _ = xdotool("click", "1")
        XCTAssertEqual(pollUntil(fixture.row(red: 200), timeout: 5) { row() }, fixture.row(red: 200))

        // Tier 0: only a literal changed. The same process shows the new width, the red block still wide.
        fixture.blueWidth = 80
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(fixture.row(red: 200), "red 250..<450 blue 470..<550")
        XCTAssertEqual(pollUntil(fixture.row(red: 200)) { row() }, fixture.row(red: 200), viewer.standardError)
        XCTAssertEqual(liveChildren(of: viewer.pid), [process], "no new process")
        XCTAssertEqual(pollUntil(["tier=build", "tier=literal"], timeout: 5) { tiers(viewer) },
                       ["tier=build", "tier=literal"])

        // A syntax error in the middle of an edit: a build, which fails; the last good preview stays.
        let broken = fixture.source.replacingOccurrences(of: "width: 80, height: 60)", with: "width: 80, height: 60")
        XCTAssertNotEqual(broken, fixture.source)
        try folder.write(broken, to: "Blocks.swift")
        XCTAssertTrue(pollUntil(true) { viewer.standardError.contains("error:") }, viewer.standardError)
        XCTAssertEqual(row(), fixture.row(red: 200))
        XCTAssertEqual(liveChildren(of: viewer.pid), [process])

        // Fixed, with another value: still only literals against the build on screen.
        fixture.blueWidth = 40
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(fixture.row(red: 200)) { row() }, fixture.row(red: 200), viewer.standardError)
        XCTAssertEqual(liveChildren(of: viewer.pid), [process])

        // A new type: a build and a new process, where the flag (not `Codable`) starts afresh.
        fixture.extra = "struct Unused {}"
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(fixture.row(red: 100)) { row() }, fixture.row(red: 100), viewer.standardError)
        XCTAssertEqual(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count }, 1)
        XCTAssertNotEqual(liveChildren(of: viewer.pid), [process], "a new process")
        XCTAssertEqual(pollUntil(4, timeout: 5) { tiers(viewer).count }, 4, viewer.standardError)
        XCTAssertEqual(tiers(viewer), ["tier=build", "tier=literal", "tier=literal", "tier=build"])

        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
