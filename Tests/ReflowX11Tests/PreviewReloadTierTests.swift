import Foundation
import ReflowTestSupport
import XCTest

/// The tiers of a reload in `reflow preview` (docs/preview-reloads.md), seen as a user sees them: a save that
/// changes only literals reaches the running preview process without a build, its state kept; one that
/// changes only a body is patched into the running process, its state kept too; any other save builds and
/// starts a new process, where state that is not `Codable` starts afresh; a save with a syntax
/// error builds, fails, and keeps the last good preview. Frames come from the fixture's arithmetic and from
/// centring in the 800×600 window (1 pt = 1 px).
final class PreviewReloadTierTests: PreviewWindowTestCase {
    /// Two blocks side by side, 20 points apart: a red one that a click widens from 100 to 200 points (state
    /// that is not `Codable`, which only the process that holds it keeps), and a blue one `blueWidth` wide,
    /// or `blueWidth + blueExtra` when an extra is given (an edit of `body` that is more than a literal).
    private struct Fixture {
        var blueWidth = 60
        var blueExtra: Int?
        var extra = ""
        /// Another stored property of the flag, as Swift source (a change of the type's layout: a build).
        var flagProperty = ""
        /// A statement put first in `body` that traps (an index out of range): the body's type is the same.
        var trap = false

        var source: String {
            """
            import SwiftUI

            struct Flag { var on = false\(flagProperty) }

            struct Blocks: View {
                @State private var wide = Flag()
                var body: some View {
                    \(trap ? "let _ = [Int]()[3]" : "")
                    HStack(spacing: 20) {
                        Color(red: 1, green: 0, blue: 0).frame(width: wide.on ? 200 : 100, height: 60)
                            .onTapGesture { wide.on.toggle() }
                        Color(red: 0, green: 0, blue: 1).frame(width: \(blueWidth)\(blueExtra.map { " + \($0)" } ?? ""), height: 60)
                    }
                }
            }
            \(extra)
            #Preview("Blocks") { Blocks() }

            """
        }

        /// The row through the blocks' middle with the red block `red` wide: centred in 800 points.
        func row(red: Int) -> String {
            let blue = blueWidth + (blueExtra ?? 0)
            let left = (800 - (red + 20 + blue)) / 2
            return "red \(left)..<\(left + red) blue \(left + red + 20)..<\(left + red + 20 + blue)"
        }
    }

    /// `reflow preview` of the fixture, saved, with reloads traced, once it shows the blocks; and the runs of
    /// colour across the blocks' row of its window.
    private func openPreview(_ fixture: Fixture) throws -> (ViewerProcess, UInt, () -> String) {
        try folder.write(fixture.source, to: "Blocks.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Blocks.swift")],
                                       environment: folder.environment.merging(["REFLOW_TRACE_RELOADS": "1"]) { $1 })
        let window = try probe.window(of: viewer)
        let row = { [probe] in probe.row(300, of: window).runs }
        XCTAssertEqual(pollUntil(fixture.row(red: 100)) { row() }, fixture.row(red: 100), viewer.standardError)
        return (viewer, window, row)
    }

    private func tiers(_ viewer: ViewerProcess) -> [String] {
        viewer.standardError.split(separator: "\n").filter { $0.hasPrefix("reload ") }
            .compactMap { $0.split(separator: " ").last.map(String.init) }
    }

    func testLiteralAndBodyEditsKeepTheProcessAndItsStateAndOtherEditsBuild() throws {
        try requireXdotool()
        var fixture = Fixture()
        let (viewer, window, row) = try openPreview(fixture)
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

        // Tier 1: the body changed beyond its literals, its type did not. A patch of `body` is loaded into the
        // same process: the blue block is 80 + 20 wide, the red one still wide.
        fixture.blueExtra = 20
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(fixture.row(red: 200), "red 240..<440 blue 460..<560")
        XCTAssertEqual(pollUntil(fixture.row(red: 200)) { row() }, fixture.row(red: 200), viewer.standardError)
        XCTAssertEqual(liveChildren(of: viewer.pid), [process], "no new process")
        XCTAssertEqual(pollUntil(["tier=build", "tier=literal", "tier=body"], timeout: 5) { tiers(viewer) },
                       ["tier=build", "tier=literal", "tier=body"])

        // Saved back exactly as it was built: patched back in the same process (compared with the running
        // text, not the built one), the red block still wide; then the body edit again.
        let built = Fixture()
        try folder.write(built.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(built.row(red: 200)) { row() }, built.row(red: 200), viewer.standardError)
        XCTAssertEqual(pollUntil(["tier=build", "tier=literal", "tier=body", "tier=body"], timeout: 5) { tiers(viewer) },
                       ["tier=build", "tier=literal", "tier=body", "tier=body"])
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(fixture.row(red: 200)) { row() }, fixture.row(red: 200), viewer.standardError)
        XCTAssertEqual(liveChildren(of: viewer.pid), [process], "no new process")
        let patched = fixture.row(red: 200)

        // A syntax error in the middle of an edit: a build, which fails; the last good preview stays.
        let broken = fixture.source.replacingOccurrences(of: "{ wide.on.toggle() }", with: "{ wide.on.toggle() ")
        XCTAssertNotEqual(broken, fixture.source)
        try folder.write(broken, to: "Blocks.swift")
        XCTAssertTrue(pollUntil(true) { viewer.standardError.contains("error:") }, viewer.standardError)
        XCTAssertEqual(row(), patched)
        XCTAssertEqual(liveChildren(of: viewer.pid), [process])

        // Fixed, with another value: only a literal differs from the text on screen, whose patched body reads
        // its literals at run time too. The panel goes.
        fixture.blueWidth = 40
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(fixture.row(red: 200)) { row() }, fixture.row(red: 200), viewer.standardError)
        XCTAssertEqual(liveChildren(of: viewer.pid), [process])

        XCTAssertEqual(fixture.row(red: 200), "red 260..<460 blue 480..<540")
        XCTAssertEqual(pollUntil("", timeout: 5) { probe.row(580, of: window).runs }, "", "no panel")

        // A new stored property: a build and a new process, where the flag (not `Codable`) starts afresh.
        fixture.flagProperty = "; var count = 0"
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(fixture.row(red: 100)) { row() }, fixture.row(red: 100), viewer.standardError)
        XCTAssertEqual(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count }, 1)
        let rebuilt = try XCTUnwrap(liveChildren(of: viewer.pid).first)
        XCTAssertNotEqual(rebuilt, process, "a new process")

        // Widened again, then a new type: another build, another process, the flag afresh again.
        _ = movePointer(to: 360, 300, in: window)
        _ = xdotool("click", "1")
        XCTAssertEqual(pollUntil(fixture.row(red: 200), timeout: 5) { row() }, fixture.row(red: 200))
        fixture.blueExtra = nil
        fixture.extra = "struct Unused {}"
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(fixture.row(red: 100)) { row() }, fixture.row(red: 100), viewer.standardError)
        XCTAssertEqual(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count }, 1)
        XCTAssertFalse([process, rebuilt].contains(liveChildren(of: viewer.pid).first ?? process), "a new process")
        XCTAssertEqual(pollUntil(8, timeout: 5) { tiers(viewer).count }, 8, viewer.standardError)
        XCTAssertEqual(tiers(viewer), ["tier=build", "tier=literal", "tier=body", "tier=body", "tier=body", "tier=literal",
                                       "tier=build", "tier=build"])

        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    /// A body patched in that traps ends the process, which never says the patch is in: the window shows the
    /// crash, and the next save builds a new process that shows the blocks again.
    func testAPatchThatCrashesThePreviewIsFollowedByABuildOnTheNextSave() throws {
        var fixture = Fixture()
        let (viewer, window, row) = try openPreview(fixture)

        fixture.trap = true
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertTrue(pollUntil(true) { viewer.standardError.contains("Index out of range") }, viewer.standardError)
        XCTAssertEqual(pollUntil(0, timeout: 10) { liveChildren(of: viewer.pid).count }, 0, "the preview crashed")

        fixture.trap = false
        fixture.blueWidth = 80
        try folder.write(fixture.source, to: "Blocks.swift")
        XCTAssertEqual(pollUntil(fixture.row(red: 100)) { row() }, fixture.row(red: 100), viewer.standardError)
        XCTAssertEqual(tiers(viewer), ["tier=build", "tier=build"])
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
