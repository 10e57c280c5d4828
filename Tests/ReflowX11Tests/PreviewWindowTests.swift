import Foundation
import ReflowX11
import ReflowTestSupport
import XCTest

/// `reflow preview`: the user's Swift files built and shown in a window that follows their saves, seen from
/// outside as a user sees it (the window's pixels and title) on the test display. Every expected frame comes
/// from the fixture's own arithmetic and from centring in the window (1 pt = 1 px: Xft.dpi is unset).
final class PreviewWindowTests: PreviewWindowTestCase {
    /// The dark panel's colour over white: white at 0.1 with 92 % opacity over 255.
    private static let panelGrey = Int(255 * (0.1 * 0.92 + 0.08))
    /// The panel's title colours: red-ish for a failed build (1, 0.45, 0.4), orange for a crash (1, 0.6, 0.25).
    private static let errorTitle = (255, Int(255 * 0.45), Int(255 * 0.4))
    private static let crashTitle = (255, Int(255 * 0.6), Int(255 * 0.25))

    // MARK: Helpers

    /// Starts `reflow preview` on `file` in the test's folder and waits for its window.
    private func launch(_ file: String, _ arguments: [String] = [], environment: [String: String] = [:])
        throws -> (ViewerProcess, UInt) {
        let viewer = try ViewerProcess(["preview", folder.file(file)] + arguments,
                                       environment: folder.environment.merging(environment) { $1 })
        return (viewer, try probe.window(of: viewer))
    }

    /// Quits with q, as a user does; the process must end with status 0.
    private func quit(_ viewer: ViewerProcess, _ window: UInt, line: UInt = #line) {
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, "stderr: \(viewer.standardError)", line: line)
    }

    private func title(_ window: UInt) -> String? { probe.utf8Property(window, "_NET_WM_NAME") }

    /// The row through the panel's straight edges, 20 points above the window's bottom: 8 points inside the
    /// panel (past its corner radius) and below its text, inside its 14-point padding.
    private func panelRow(_ window: UInt) -> String {
        let (_, height) = probe.size(of: window)
        return probe.row(Int(height) - 20, of: window).runs
    }

    /// What `panelRow` shows with the panel on: dark from 12 points in from the left edge to 12 from the right.
    private func panelRuns(_ window: UInt) -> String {
        let (width, _) = probe.size(of: window)
        return "dark 12..<\(Int(width) - 12)"
    }

    /// How many pixels of the window's lower half have `colour` (within 3 levels): the panel's title.
    private func pixelCount(of colour: (Int, Int, Int), in window: UInt) -> Int {
        let (width, height) = probe.size(of: window)
        let rows = probe.pixels(of: window, x: 0, y: Int(height) / 2, width: Int(width), height: Int(height) / 2)
        return rows.joined().filter {
            abs(Int($0.0) - colour.0) <= 3 && abs(Int($0.1) - colour.1) <= 3 && abs(Int($0.2) - colour.2) <= 3
        }.count
    }

    /// The panel's own grey, over white, at the middle of `panelRow`.
    private func panelPixel(_ window: UInt) -> Int {
        let (width, height) = probe.size(of: window)
        let pixel = probe.row(Int(height) - 20, of: window).rgb[Int(width) / 2]
        return Int(pixel.0)
    }

    /// Waits until the strip of `fixture` is on screen, centred in the window: the row through the blocks'
    /// middle and the column through the red block. What was seen, for the assertion.
    private func waitForStrip(_ fixture: StripFixture, in window: UInt, timeout: Double = 20) -> String {
        let (width, height) = probe.size(of: window)
        let expected = fixture.runsAcross(width: Int(width)) + " | " + fixture.runsDown(height: Int(height))
        return pollUntil(expected, timeout: timeout) { stripSeen(fixture, in: window) }
    }

    /// The column is read down to 40 points below the strip: a panel at the bottom may cross it lower down.
    private func stripSeen(_ fixture: StripFixture, in window: UInt) -> String {
        let (width, height) = probe.size(of: window)
        let column = probe.pixels(of: window, x: fixture.redColumn(width: Int(width)), y: 0, width: 1,
                                  height: Int(height) / 2 + fixture.height / 2 + 40).map { $0[0] }
        return probe.row(Int(height) / 2, of: window).runs + " | " + PixelLine(rgb: column).runs
    }

    private func expectedStrip(_ fixture: StripFixture, width: Int, height: Int) -> String {
        fixture.runsAcross(width: width) + " | " + fixture.runsDown(height: height)
    }

    /// Starts `reflow preview` on the strip and waits for it: the process, its window and the strip's pixels.
    private func launchStrip(_ fixture: StripFixture) throws -> (ViewerProcess, UInt, String) {
        try folder.write(fixture.source, to: "Tags.swift")
        let (viewer, window) = try launch("Tags.swift")
        let good = expectedStrip(fixture, width: 800, height: 600)
        XCTAssertEqual(waitForStrip(fixture, in: window), good)
        return (viewer, window, good)
    }

    /// Waits for the dark panel with its title in `titleColour` over the last good preview (`good`), and
    /// checks that reflow and its window live on.
    private func expectPanel(_ titleColour: (Int, Int, Int), over good: String, of fixture: StripFixture,
                             _ viewer: ViewerProcess, _ window: UInt, line: UInt = #line) {
        XCTAssertEqual(pollUntil(panelRuns(window)) { panelRow(window) }, panelRuns(window),
                       "stderr: \(viewer.standardError)", line: line)
        XCTAssertEqual(panelPixel(window), Self.panelGrey, accuracy: 2, line: line)
        // The panel's row can show before its title's text is drawn: wait for the title too.
        XCTAssertTrue(pollUntil(true, timeout: 5) { pixelCount(of: titleColour, in: window) > 20 }, "the title's colour",
                      line: line)
        XCTAssertNil(viewer.waitForExit(timeout: 0), "reflow preview keeps running", line: line)
        XCTAssertEqual(probe.mappedWindow(pid: viewer.pid, timeout: 1), window, "the window stays open", line: line)
        XCTAssertEqual(stripSeen(fixture, in: window), good, "the last good preview under the panel", line: line)
    }

    /// Saves the strip with its red block 120 points wide, and waits for it with the panel gone:
    /// (800 − 200) / 2 = 300, red 300..<420, blue 440..<500.
    private func expectRecovery(_ fixture: StripFixture, _ viewer: ViewerProcess, _ window: UInt,
                                line: UInt = #line) throws {
        var fixed = fixture
        fixed.fault = nil
        fixed.redWidth = 120
        try folder.write(fixed.source, to: "Tags.swift")
        XCTAssertEqual(fixed.runsAcross(width: 800), "red 300..<420 blue 440..<500", line: line)
        XCTAssertEqual(waitForStrip(fixed, in: window), expectedStrip(fixed, width: 800, height: 600),
                       "stderr: \(viewer.standardError)", line: line)
        XCTAssertEqual(pollUntil("", timeout: 5) { panelRow(window) }, "", "the panel is gone", line: line)
        XCTAssertEqual(pixelCount(of: Self.errorTitle, in: window), 0, line: line)
        XCTAssertEqual(pixelCount(of: Self.crashTitle, in: window), 0, line: line)
    }

    // MARK: Tests

    /// A custom layout in `#Preview`, in a file that says `import SwiftUI`: the window (800×600 points by
    /// default) proposes itself to the preview and centres the 180×60 strip the layout reports; the blocks
    /// sit where `placeSubviews` put them, 20 points apart.
    func testCustomLayoutPreviewShowsItsFramesCentredInTheWindow() throws {
        let fixture = StripFixture()
        try folder.write(fixture.source, to: "Tags.swift")
        let (viewer, window) = try launch("Tags.swift")

        XCTAssertEqual(waitForStrip(fixture, in: window), expectedStrip(fixture, width: 800, height: 600),
                       "stderr: \(viewer.standardError)")
        // (800 − 180) / 2 = 310: red 310..<410, the gap, blue 430..<490; (600 − 60) / 2 = 270.
        XCTAssertEqual(fixture.runsAcross(width: 800), "red 310..<410 blue 430..<490")
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(width, 800)
        XCTAssertEqual(height, 600)
        // One preview: no "(1/1)".
        XCTAssertEqual(pollUntil("Strip — Tags.swift — Reflow") { title(window) }, "Strip — Tags.swift — Reflow")
        // Nothing else is drawn: no panel at the bottom.
        XCTAssertEqual(panelRow(window), "")
        quit(viewer, window)
    }

    /// A save shows in the same window, at the size the user gave it: the new build's process draws into
    /// the window that `reflow preview` keeps, and lays out in its current size.
    func testAnEditShowsInTheSameWindowAtItsCurrentSize() throws {
        var fixture = StripFixture()
        try folder.write(fixture.source, to: "Tags.swift")
        let (viewer, window) = try launch("Tags.swift")
        XCTAssertEqual(waitForStrip(fixture, in: window), expectedStrip(fixture, width: 800, height: 600))
        let firstChildren = liveChildren(of: viewer.pid)
        XCTAssertEqual(firstChildren.count, 1, "one preview process")

        probe.resize(window, width: 500, height: 400)
        // (500 − 180) / 2 = 160, (400 − 60) / 2 = 170.
        XCTAssertEqual(waitForStrip(fixture, in: window), expectedStrip(fixture, width: 500, height: 400))

        let old = fixture.runsAcross(width: 500)
        fixture.redWidth = 140
        // A new declaration: more than literals changed, so a new build's process takes over (a change of
        // literals alone reaches the running process, PreviewReloadTierTests).
        fixture.previewsBefore = "struct Unused {}"
        try folder.write(fixture.source, to: "Tags.swift")
        // (500 − 220) / 2 = 140: red 140..<280, blue 300..<360.
        XCTAssertEqual(fixture.runsAcross(width: 500), "red 140..<280 blue 300..<360")
        // Every look at the window while the new preview takes over shows the old strip or the new one, never
        // a blank or partly drawn frame. The new one may carry the marks of what the reload changed for a
        // moment (ReflowWindow+Changes.swift): outlines just inside the new blocks' frames, so a pixel other
        // than red or blue may show only where the new strip has a block.
        func isNewStrip(_ line: PixelLine) -> Bool {
            line.paints.enumerated().allSatisfy { x, paint in
                let expected: Paint = (140..<280).contains(x) ? .red : (300..<360).contains(x) ? .blue : .white
                return paint == expected || (expected != .white && paint == .other)
            }
        }
        var seen: Set<String> = []
        let deadline = Date().addingTimeInterval(20)
        repeat {
            let line = probe.row(200, of: window)
            seen.insert(isNewStrip(line) && line.runs != fixture.runsAcross(width: 500) ? "new, marked" : line.runs)
        } while !seen.contains(fixture.runsAcross(width: 500)) && Date() < deadline
        XCTAssertEqual(seen.subtracting(["new, marked"]), [old, fixture.runsAcross(width: 500)],
                       "rows seen during the reload")
        XCTAssertEqual(waitForStrip(fixture, in: window), expectedStrip(fixture, width: 500, height: 400),
                       "stderr: \(viewer.standardError)")
        XCTAssertEqual(probe.mappedWindow(pid: viewer.pid, timeout: 1), window, "the same window, still mapped")
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(width, 500)
        XCTAssertEqual(height, 400)
        // A new process drew it, and the old one is gone.
        let children = pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count }
        XCTAssertEqual(children, 1)
        XCTAssertNotEqual(liveChildren(of: viewer.pid), firstChildren)
        XCTAssertEqual(title(window), "Strip — Tags.swift — Reflow")
        quit(viewer, window)
    }

    /// A syntax error keeps the last good preview with the build's errors in a dark panel at the bottom, and
    /// the compiler's own diagnostic on standard error; fixing the file takes the panel away.
    func testASyntaxErrorShowsAPanelOverTheLastGoodPreviewUntilFixed() throws {
        let fixture = StripFixture()
        let (viewer, window, good) = try launchStrip(fixture)

        // Two expressions on one line: the compiler wants a ';' just past the first.
        var broken = fixture
        broken.fault = "_ = spacing spacing"
        let location = try XCTUnwrap(broken.location(after: "_ = spacing"))
        try folder.write(broken.source, to: "Tags.swift")
        expectPanel(Self.errorTitle, over: good, of: fixture, viewer, window)
        XCTAssertEqual(pixelCount(of: Self.crashTitle, in: window), 0)
        let diagnostic = "\(folder.file("Tags.swift")):\(location.line):\(location.column): error:"
        XCTAssertTrue(pollUntil(true, timeout: 5) { viewer.standardError.contains(diagnostic) },
                      "\(diagnostic) in: \(viewer.standardError)")

        try expectRecovery(fixture, viewer, window)
        quit(viewer, window)
    }

    /// A preview that crashes in `placeSubviews` ends only its own process: the window stays, with a panel
    /// over the preview that ran before, and a fixed file brings the layout back.
    /// A file saved as something that is not Swift text (here with NUL bytes, as a binary file pasted over it)
    /// is refused before any build, in one line on the panel over the last good preview, which stays; fixed, it
    /// reloads (issue 32, item 4).
    func testAFileSavedAsBinaryIsSaidOverTheLastGoodPreview() throws {
        let fixture = StripFixture()
        let (viewer, window, good) = try launchStrip(fixture)
        try Data([0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: folder.file("Tags.swift")))
        expectPanel(Self.errorTitle, over: good, of: fixture, viewer, window)
        XCTAssertTrue(pollUntil(true, timeout: 5) { viewer.standardError.contains("NUL byte") }, viewer.standardError)
        try expectRecovery(fixture, viewer, window)
        quit(viewer, window)
    }

    func testACrashInANewBuildLeavesTheWindowWithAPanelUntilFixed() throws {
        let fixture = StripFixture()
        let (viewer, window, good) = try launchStrip(fixture)

        var crashing = fixture
        crashing.fault = #"fatalError("the strip will not be placed")"#
        try folder.write(crashing.source, to: "Tags.swift")
        expectPanel(Self.crashTitle, over: good, of: fixture, viewer, window)
        // The runtime names the file by its #fileID in the preview build; reflow puts the user's path back, so
        // that a terminal or an editor can jump to the line.
        let line = try XCTUnwrap(crashing.location(after: "fatalError(")).line
        let message = "\(folder.file("Tags.swift")):\(line): Fatal error: the strip will not be placed"
        XCTAssertTrue(pollUntil(true, timeout: 5) { viewer.standardError.contains(message) },
                      "\(message) in: \(viewer.standardError)")
        XCTAssertEqual(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count }, 1, "the old preview runs on")

        try expectRecovery(fixture, viewer, window)
        quit(viewer, window)
    }

    /// A `placeSubviews` that never returns is stopped by the preview process's watchdog after
    /// `PreviewProcess.frameLimit` (4 s): the window says so over the last good preview, and the old preview
    /// runs on; endless recursion overflows the stack (SIGSEGV) and is reported the same way; a fixed file
    /// recovers from both.
    func testAHangingOrEndlesslyRecursiveLayoutIsStoppedAndReported() throws {
        let fixture = StripFixture()
        let (viewer, window, good) = try launchStrip(fixture)

        for fault in ["while bounds.width > 0 {}",
                      "placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)"] {
            var faulty = fixture
            faulty.fault = fault
            try folder.write(faulty.source, to: "Tags.swift")
            expectPanel(Self.crashTitle, over: good, of: fixture, viewer, window)
            XCTAssertEqual(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count }, 1, "the old preview runs on")
        }
        XCTAssertTrue(viewer.standardError.contains("did not finish a frame within 4 s"), viewer.standardError)

        try expectRecovery(fixture, viewer, window)
        quit(viewer, window)
    }

    /// `-` zooms out by 1.25: a point becomes 0.8 pixels and the window, still 800×600 pixels, proposes
    /// 1000×750 points; the 180×60-point strip is 144×48 pixels, centred (red 80 px wide, the gap 16 px).
    /// `0` goes back to 1:1; `.` blanks the window black and brings the preview back; `p` asks the window
    /// manager for fullscreen, as presenting does.
    func testZoomBlankAndPresentKeys() throws {
        let fixture = StripFixture()
        try folder.write(fixture.source, to: "Tags.swift")
        let (viewer, window) = try launch("Tags.swift")
        let normal = expectedStrip(fixture, width: 800, height: 600)
        XCTAssertEqual(waitForStrip(fixture, in: window), normal)

        probe.press("minus", in: window)
        // (800 − 144) / 2 = 328: red 328..<408, gap 408..<424, blue 424..<472; (600 − 48) / 2 = 276.
        let zoomedOut = pollUntil("red 328..<408 blue 424..<472") { probe.row(300, of: window).runs }
        XCTAssertEqual(zoomedOut, "red 328..<408 blue 424..<472", "stderr: \(viewer.standardError)")
        XCTAssertEqual(probe.column(360, of: window).runs, "red 276..<324")

        probe.press("0", in: window)
        XCTAssertEqual(waitForStrip(fixture, in: window), normal)

        probe.press("period", in: window)
        XCTAssertEqual(pollUntil("dark 0..<800") { probe.row(300, of: window).runs }, "dark 0..<800")
        probe.press("period", in: window)
        XCTAssertEqual(waitForStrip(fixture, in: window), normal)

        try assertKeyRequestsFullscreen("p", in: window, probe: probe)
        quit(viewer, window)
    }

    /// Space runs a preview's `PhaseAnimator` that waits for a trigger, as a change of its trigger would: the
    /// 40-point red square, at the leading edge of a 300-point strip centred in the 800-point window (x 250),
    /// moves 200 points out in a second and back in the next, then rests where it began.
    func testSpacePlaysAPhaseAnimatorThatWaitsForItsTrigger() throws {
        let source = """
            import SwiftUI

            #Preview("Slide") {
                PhaseAnimator([0.0, 200.0], trigger: 0) { x in
                    Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
                        .padding(.leading, x)
                        .frame(width: 300, alignment: .leading)
                } animation: { _ in .linear(duration: 1) }
            }
            """
        try folder.write(source, to: "Slide.swift")
        let (viewer, window) = try launch("Slide.swift")
        XCTAssertEqual(pollUntil("red 250..<290") { probe.row(300, of: window).runs }, "red 250..<290",
                       "stderr: \(viewer.standardError)")
        usleep(300_000)
        XCTAssertEqual(probe.row(300, of: window).runs, "red 250..<290", "nothing moves before space")

        probe.press("space", in: window)
        // Somewhere past half way out (x ≥ 350) during the first second.
        let out = pollUntil(true, timeout: 5) {
            let runs = probe.row(300, of: window).runs
            guard let start = runs.split(separator: " ").dropFirst().first?.split(separator: ".").first,
                  let x = Int(start) else { return false }
            return x >= 350
        }
        XCTAssertTrue(out, "the square moved out; row: \(probe.row(300, of: window).runs)")
        XCTAssertEqual(pollUntil("red 250..<290", timeout: 5) { probe.row(300, of: window).runs }, "red 250..<290",
                       "and came back")
        quit(viewer, window)
    }

    /// A warning of the preview process reaches `reflow preview`, which passes its line on to standard error
    /// and has it shown under the heads-up line: a second band as tall as the first. A band is one line of
    /// 12-point text with 4 points of padding above and below, so under 28 points tall; two are over 40.
    func testAPreviewsWarningIsShownUnderTheHeadsUpLine() throws {
        let source = """
            import SwiftUI

            #Preview("Warns") {
                Color(red: 0, green: 0, blue: 1).frame(width: .nan, height: 40)
            }
            """
        try folder.write(source, to: "Warns.swift")
        let (viewer, window) = try launch("Warns.swift")
        // The frame without its width takes the window's: a blue band across the middle.
        XCTAssertEqual(pollUntil("blue 0..<800") { probe.row(300, of: window).runs }, "blue 0..<800",
                       "stderr: \(viewer.standardError)")
        let warning = "Reflow: warning: .frame was given width: nan (ignored it). Further warnings about .frame are not shown."
        XCTAssertTrue(pollUntil(true, timeout: 5) { viewer.standardError.contains(warning) }, viewer.standardError)

        /// How far down the window's left edge (x 3, inside the bands' padding) the dark bands reach.
        func bandsHeight() -> Int {
            guard let first = probe.column(3, of: window).runs.split(separator: " ").prefix(2).last,
                  first.hasPrefix("0..<"), probe.column(3, of: window).runs.hasPrefix("dark ") else { return 0 }
            return Int(first.dropFirst(4)) ?? 0
        }
        XCTAssertEqual(bandsHeight(), 0, "no heads-up line before i")
        probe.press("i", in: window)
        XCTAssertTrue(pollUntil(true, timeout: 5) { bandsHeight() > 40 },
                      "two bands: \(probe.column(3, of: window).runs); stderr: \(viewer.standardError)")
        XCTAssertLessThan(bandsHeight(), 2 * 28)
        quit(viewer, window)
    }

    /// When the first build's preview crashes there is nothing under the panel: `reflow preview` draws the
    /// panel itself, on a blank window, and says so in the title; a fixed file shows the preview.
    func testACrashOfTheOnlyPreviewIsShownByReflowItself() throws {
        var fixture = StripFixture()
        fixture.fault = #"fatalError("the strip will not be placed")"#
        try folder.write(fixture.source, to: "Tags.swift")
        let (viewer, window) = try launch("Tags.swift")

        let crashed = pollUntil(true) { title(window)?.hasPrefix("The preview crashed (SIG") == true }
        XCTAssertTrue(crashed, "title: \(title(window) ?? "none"); stderr: \(viewer.standardError)")
        XCTAssertEqual(title(window).map { $0.hasSuffix(" — Reflow") }, true)
        XCTAssertEqual(pollUntil(panelRuns(window), timeout: 5) { panelRow(window) }, panelRuns(window))
        XCTAssertEqual(panelPixel(window), Self.panelGrey, accuracy: 2)
        XCTAssertTrue(pollUntil(true, timeout: 5) { pixelCount(of: Self.crashTitle, in: window) > 20 },
                      "the title's colour (the panel's row can show before its title is drawn)")
        // No preview behind it: the middle of the window is blank.
        XCTAssertEqual(stripSeen(fixture, in: window), " | ")
        XCTAssertNil(viewer.waitForExit(timeout: 0), "reflow preview keeps running")
        XCTAssertEqual(pollUntil(0, timeout: 5) { liveChildren(of: viewer.pid).count }, 0, "no preview process")
        XCTAssertTrue(viewer.standardError.contains("Fatal error: the strip will not be placed"), viewer.standardError)

        fixture.fault = nil
        try folder.write(fixture.source, to: "Tags.swift")
        XCTAssertEqual(waitForStrip(fixture, in: window), expectedStrip(fixture, width: 800, height: 600),
                       "stderr: \(viewer.standardError)")
        XCTAssertEqual(pollUntil("", timeout: 5) { panelRow(window) }, "", "the panel is gone")
        XCTAssertEqual(pollUntil("Strip — Tags.swift — Reflow", timeout: 5) { title(window) },
                       "Strip — Tags.swift — Reflow")
        quit(viewer, window)
    }

    /// Traits and providers: `.sizeThatFitsLayout` proposes nothing and the view takes its ideal size,
    /// `.fixedLayout` proposes exactly its size, no trait proposes the whole window, and a `PreviewProvider`
    /// is named after its type less `_Previews`. `--preview` opens at one by name; Right goes to the next.
    func testTraitsProvidersPreviewNameAndTheRightKey() throws {
        let source = """
            import SwiftUI

            #Preview("Fits", traits: .sizeThatFitsLayout) {
                Color(red: 1, green: 0, blue: 0).frame(idealWidth: 120, idealHeight: 80)
            }

            #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) {
                Color(red: 0, green: 0, blue: 1)
            }

            #Preview("Fill") {
                Color(red: 1, green: 0, blue: 0).frame(idealWidth: 120, idealHeight: 80)
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Color(red: 0, green: 1, blue: 0).frame(width: 40, height: 30)
                }
            }

            """
        try folder.write(source, to: "Shapes.swift")
        let (viewer, window) = try launch("Shapes.swift", ["--preview", "Fixed"])

        /// The middle row and middle column of the 800×600 window.
        func seen() -> String { probe.row(300, of: window).runs + " | " + probe.column(400, of: window).runs }
        func expect(_ title: String, _ pixels: String, line: UInt = #line) {
            XCTAssertEqual(pollUntil(title) { self.title(window) }, title, "stderr: \(viewer.standardError)", line: line)
            XCTAssertEqual(pollUntil(pixels) { seen() }, pixels, title, line: line)
        }

        // 200×100 centred: (800 − 200) / 2 = 300, (600 − 100) / 2 = 250.
        expect("Fixed (2/4) — Shapes.swift — Reflow", "blue 300..<500 | blue 250..<350")
        probe.press("Right", in: window)
        // The same view as "Fits" without the trait: proposed the whole window, which its frame accepts.
        expect("Fill (3/4) — Shapes.swift — Reflow", "red 0..<800 | red 0..<600")
        probe.press("Right", in: window)
        // 40×30 centred: 380, 285.
        expect("Badge (4/4) — Shapes.swift — Reflow", "green 380..<420 | green 285..<315")
        probe.press("Right", in: window)
        // Round to the first: its ideal 120×80, centred at 340, 260.
        expect("Fits (1/4) — Shapes.swift — Reflow", "red 340..<460 | red 260..<340")
        quit(viewer, window)
    }

    /// `--snapshot` builds, renders one preview (the one `--preview` names) at `--size` to a PNG and exits 0;
    /// with a compile error it exits non-zero with the compiler's error on standard error and writes nothing.
    func testSnapshotWritesThePreviewAndFailsOnACompileError() throws {
        var fixture = StripFixture()
        // A preview before the strip's, so that the name must pick.
        fixture.previewsBefore = """

            #Preview("Green") {
                Color(red: 0, green: 1, blue: 0)
            }

            """
        try folder.write(fixture.source, to: "Tags.swift")
        let picture = folder.path + "/strip.png"
        let viewer = try ViewerProcess(["preview", folder.file("Tags.swift"), "--snapshot", picture,
                                        "--size", "300x200", "--preview", "Strip"], environment: folder.environment)
        XCTAssertEqual(viewer.waitForExit(timeout: 60), 0, viewer.standardError)
        XCTAssertNil(folder.buildFolder(of: viewer.pid), "a snapshot leaves no build behind")
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: picture))))
        XCTAssertEqual(image.width, 300)
        XCTAssertEqual(image.height, 200)
        func line(_ points: [(Int, Int)]) -> PixelLine {
            PixelLine(rgb: points.map { image.pixel(x: $0.0, y: $0.1) }.map { ($0.red, $0.green, $0.blue) })
        }
        // (300 − 180) / 2 = 60: red 60..<160, blue 180..<240; (200 − 60) / 2 = 70.
        XCTAssertEqual(fixture.runsAcross(width: 300), "red 60..<160 blue 180..<240")
        XCTAssertEqual(line((0..<300).map { ($0, 100) }).runs, fixture.runsAcross(width: 300))
        XCTAssertEqual(line((0..<200).map { (fixture.redColumn(width: 300), $0) }).runs,
                       fixture.runsDown(height: 200))

        var broken = fixture
        broken.fault = "_ = spacing spacing"
        let location = try XCTUnwrap(broken.location(after: "_ = spacing"))
        try folder.write(broken.source, to: "Tags.swift")
        let nothing = folder.path + "/broken.png"
        let failing = try ViewerProcess(["preview", folder.file("Tags.swift"), "--snapshot", nothing,
                                         "--size", "300x200"], environment: folder.environment)
        let status = failing.waitForExit(timeout: 60)
        XCTAssertNotNil(status)
        XCTAssertNotEqual(status, 0)
        let diagnostic = "\(folder.file("Tags.swift")):\(location.line):\(location.column): error:"
        XCTAssertTrue(failing.standardError.contains(diagnostic), "\(diagnostic) in: \(failing.standardError)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: nothing))
        XCTAssertNil(folder.buildFolder(of: failing.pid), "nor does a failed one")
    }

    /// Ctrl-C (SIGINT) closes the window as q does: status 0, the builds and the preview process gone. A build
    /// folder left by a `reflow preview` that was killed outright (its process no longer exists) is removed
    /// when the next one starts; one of a process that still runs is left alone.
    func testAnInterruptCleansUpAndAbandonedBuildsAreRemoved() throws {
        let previews = folder.cache + "/reflow/previews"
        // A process that has ended: a child of ours, reaped.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let abandoned = previews + "/0123abcd-\(ended.processIdentifier)"
        let running = previews + "/0123abcd-\(getpid())"
        for path in [abandoned, running] {
            try FileManager.default.createDirectory(atPath: path + "/build-1", withIntermediateDirectories: true)
        }

        let (viewer, _, _) = try launchStrip(StripFixture())
        XCTAssertFalse(FileManager.default.fileExists(atPath: abandoned), "the abandoned builds are removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: running), "a running process's builds are kept")
        let builds = try XCTUnwrap(folder.buildFolder(of: viewer.pid))
        let preview = try XCTUnwrap(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count } == 1
                                        ? liveChildren(of: viewer.pid).first : nil)

        kill(viewer.pid, SIGINT)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, "stderr: \(viewer.standardError)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: builds), "the builds are removed")
        XCTAssertFalse(pollUntil(false, timeout: 5) { isAlive(preview) }, "the preview process ended too")
    }

    /// Another program destroying the window ends `reflow preview` with status 1 and one line saying so, and
    /// the preview process with it. The process holds no connection to the display (it draws in memory,
    /// `FrameChannel`), so it cannot see the window go: while `reflow preview` is held stopped it lives on, and
    /// it ends once `reflow preview` does.
    func testADestroyedWindowEndsReflowAndThePreviewProcessWithIt() throws {
        let (viewer, window, _) = try launchStrip(StripFixture())
        let preview = try XCTUnwrap(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count } == 1
                                        ? liveChildren(of: viewer.pid).first : nil)
        kill(viewer.pid, SIGSTOP)
        var stopped = true
        defer { if stopped { kill(viewer.pid, SIGCONT) } }
        probe.destroy(window)
        usleep(500_000)
        XCTAssertTrue(isAlive(preview), "the preview process does not see the window")
        kill(viewer.pid, SIGCONT)
        stopped = false
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 1, "stderr: \(viewer.standardError)")
        XCTAssertFalse(pollUntil(false, timeout: 10) { isAlive(preview) }, "the preview process ended with it")
        let about = viewer.standardError.split(separator: "\n").filter { $0.contains("destroyed") }
        XCTAssertEqual(about, ["reflow: the window was closed by another program (destroyed); exiting"])
    }

    /// Reloads give back what they took: after four saves one preview process runs, at most two builds are
    /// kept, every preview shown is traced once, and quitting ends everything and removes the builds.
    func testReloadsLeaveOneProcessAndFewBuildsAndQuittingCleansUp() throws {
        var fixture = StripFixture()
        try folder.write(fixture.source, to: "Tags.swift")
        let (viewer, window) = try launch("Tags.swift", environment: ["REFLOW_TRACE_RELOADS": "1"])
        XCTAssertEqual(waitForStrip(fixture, in: window), expectedStrip(fixture, width: 800, height: 600))
        let builds = try XCTUnwrap(folder.buildFolder(of: viewer.pid), "no build folder for the process")

        for width in [110, 120, 130, 140] {
            fixture.redWidth = width
            // A declaration of its own each time: every save builds (literals alone would not).
            fixture.previewsBefore = "struct Unused\(width) {}"
            try folder.write(fixture.source, to: "Tags.swift")
            XCTAssertEqual(waitForStrip(fixture, in: window), expectedStrip(fixture, width: 800, height: 600),
                           "stderr: \(viewer.standardError)")
        }

        XCTAssertEqual(pollUntil(1, timeout: 5) { liveChildren(of: viewer.pid).count }, 1,
                       "preview processes: \(liveChildren(of: viewer.pid))")
        let preview = try XCTUnwrap(liveChildren(of: viewer.pid).first)
        func buildCount() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: builds)) ?? []).filter { $0.hasPrefix("build-") }.count
        }
        XCTAssertLessThanOrEqual(buildCount(), 2, "\((try? FileManager.default.contentsOfDirectory(atPath: builds)) ?? [])")
        XCTAssertGreaterThanOrEqual(buildCount(), 1, "the running preview's build")
        // One trace line per preview shown: the first build and the four saves.
        func reloads() -> [String] {
            viewer.standardError.split(separator: "\n").filter { $0.hasPrefix("reload ") }.map { String($0.prefix(9)) }
        }
        XCTAssertEqual(pollUntil(["reload 1 ", "reload 2 ", "reload 3 ", "reload 4 ", "reload 5 "], timeout: 5) { reloads() },
                       ["reload 1 ", "reload 2 ", "reload 3 ", "reload 4 ", "reload 5 "])

        quit(viewer, window)
        XCTAssertFalse(FileManager.default.fileExists(atPath: builds), "the process's builds are removed")
        XCTAssertNil(folder.buildFolder(of: viewer.pid))
        XCTAssertFalse(pollUntil(false, timeout: 5) { isAlive(preview) }, "the preview process ended too")
    }
}
