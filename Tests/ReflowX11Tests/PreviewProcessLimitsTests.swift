import Foundation
import ReflowTestSupport
import XCTest

/// What `reflow preview` does about preview processes that must not go on: none outlives `reflow preview`,
/// even one killed with SIGKILL, which it cannot catch.
final class PreviewProcessLimitsTests: PreviewWindowTestCase {
    /// Starts `reflow preview` on `source` (saved as Tags.swift) and waits for its window.
    private func launch(_ source: String, environment: [String: String] = [:]) throws -> (ViewerProcess, UInt) {
        try folder.write(source, to: "Tags.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Tags.swift")],
                                       environment: folder.environment.merging(environment) { $1 })
        return (viewer, try probe.window(of: viewer))
    }

    /// The one preview process of `viewer`, once it runs: a child started with `--frames` (the compiler's
    /// processes are children too while a build runs; in the sandbox the child is bubblewrap).
    private func previewProcess(of viewer: ViewerProcess, timeout: Double = 60) throws -> Int32 {
        func previews() -> [Int32] {
            liveChildren(of: viewer.pid).filter { pid in
                let arguments = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
                return arguments.split(separator: 0).contains(Data("--frames".utf8))
            }
        }
        return try XCTUnwrap(pollUntil(1, timeout: timeout) { previews().count } == 1 ? previews().first : nil,
                             "stderr: \(viewer.standardError)")
    }

    // MARK: A killed reflow preview leaves no preview process

    /// SIGKILL gives `reflow preview` no chance to stop its preview process; the process goes anyway, as
    /// the kernel kills it when its parent ends (or, idle, it reads the end of its command pipe).
    func testKillingReflowPreviewWithSIGKILLLeavesNoPreviewProcess() throws {
        let fixture = StripFixture()
        let (viewer, window) = try launch(fixture.source)
        // The strip on screen: the preview process is up and idle in its event loop.
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(pollUntil(fixture.runsAcross(width: Int(width))) { probe.row(Int(height) / 2, of: window).runs },
                       fixture.runsAcross(width: Int(width)), "stderr: \(viewer.standardError)")
        let preview = try previewProcess(of: viewer)

        kill(viewer.pid, SIGKILL)
        XCTAssertNotNil(viewer.waitForExit(timeout: 10))
        XCTAssertFalse(pollUntil(false, timeout: 5) { isAlive(preview) }, "the preview process \(preview) ended")
    }

    /// A preview process busy in a layout that never returns reads no commands and no X events, so neither
    /// its closed command pipe nor its destroyed window can end it; only its own frame watchdog would, 4 s
    /// into the frame (`PreviewProcess.frameLimit`). Killed within about a second of its start, its parent's
    /// end must take it down well before: within 2 s of the SIGKILL, 3.5 s at most after it started, so
    /// before its watchdog.
    func testAPreviewProcessHungInItsLayoutEndsWithAKilledReflowPreview() throws {
        var hanging = StripFixture()
        hanging.fault = "while bounds.width > 0 {}"
        let (viewer, _) = try launch(hanging.source)
        let preview = try previewProcess(of: viewer)
        // Long enough to be in its first frame (loading the runtime and laying out takes ~0.2 s), short of 4 s.
        usleep(500_000)
        XCTAssertTrue(isAlive(preview), "the hanging preview runs")

        // Timed from the kill: waiting for `reflow` to be reaped first can take seconds on a busy machine.
        kill(viewer.pid, SIGKILL)
        XCTAssertFalse(pollUntil(false, timeout: 2) { isAlive(preview) }, "the hanging preview process \(preview) ended")
        XCTAssertNotNil(viewer.waitForExit(timeout: 10))
    }

    // MARK: A preview that allocates without bound is stopped

    /// A view whose body appends a mebibyte at a time, touched, forever.
    private static let hog = """
        import SwiftUI

        struct Hog: View {
            var body: some View {
                var chunks: [[UInt8]] = []
                while chunks.count >= 0 { chunks.append([UInt8](repeating: 1, count: 1 << 20)) }
                return Color.red
            }
        }

        #Preview("Hog") { Hog() }

        """

    /// With the limit at 150 MiB (REFLOW_PREVIEW_MEMORY_LIMIT, in MiB) the hog is stopped a fraction of a
    /// second into its first frame, long before its 4 s frame limit, and the window says why, in its panel
    /// and its title (no preview ran before it, so `reflow preview` draws the panel itself). Saving a good
    /// file brings a preview back, which runs on under the same limit.
    func testAPreviewThatAllocatesWithoutBoundIsStoppedAndReported() throws {
        let (viewer, window) = try launch(Self.hog, environment: ["REFLOW_PREVIEW_MEMORY_LIMIT": "150"])
        let title = "The preview used more than 150 MiB of memory and was stopped — Reflow"
        XCTAssertEqual(pollUntil(title, timeout: 60) { probe.utf8Property(window, "_NET_WM_NAME") }, title,
                       "stderr: \(viewer.standardError)")
        XCTAssertTrue(viewer.standardError.contains("more than its limit of 150 MiB"), viewer.standardError)
        XCTAssertFalse(viewer.standardError.contains("did not finish a frame"), viewer.standardError)
        // The panel: its dark grey across the window 20 points above the bottom, 12 points in from each side.
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(pollUntil("dark 12..<\(Int(width) - 12)", timeout: 5) { probe.row(Int(height) - 20, of: window).runs },
                       "dark 12..<\(Int(width) - 12)")
        XCTAssertNil(viewer.waitForExit(timeout: 0), "reflow preview keeps running")
        XCTAssertEqual(pollUntil(0, timeout: 5) { liveChildren(of: viewer.pid).count }, 0, "the hog is gone")

        let fixture = StripFixture()
        try folder.write(fixture.source, to: "Tags.swift")
        XCTAssertEqual(pollUntil(fixture.runsAcross(width: Int(width)), timeout: 60) { probe.row(Int(height) / 2, of: window).runs },
                       fixture.runsAcross(width: Int(width)), "stderr: \(viewer.standardError)")
        XCTAssertEqual(pollUntil("Strip — Tags.swift — Reflow") { probe.utf8Property(window, "_NET_WM_NAME") },
                       "Strip — Tags.swift — Reflow")
        let preview = try previewProcess(of: viewer)
        usleep(300_000)
        XCTAssertTrue(isAlive(preview), "a preview well under the limit runs on")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    // MARK: Limits a preview process sets itself (issue 32, item 3)

    /// A thread that never stops, started on appear, takes no frame (the watchdog times frames); with processor
    /// time limited to 2 s (REFLOW_PREVIEW_CPU_LIMIT) the process ends with SIGXCPU about 2 s in, and the window
    /// says so.
    func testAThreadThatNeverStopsIsStoppedAtTheProcessorTimeLimit() throws {
        let spinner = """
            import SwiftUI
            import Foundation

            struct Spinner: View {
                var body: some View {
                    Color.blue.onAppear {
                        Thread.detachNewThread { var turns = 0; while turns >= 0 { turns &+= 1 } }
                    }
                }
            }

            #Preview("Spinner") { Spinner() }

            """
        let (viewer, window) = try launch(spinner, environment: ["REFLOW_PREVIEW_CPU_LIMIT": "2"])
        let title = "The preview used more than 2 s of processor time and was stopped (SIGXCPU) — Reflow"
        XCTAssertEqual(pollUntil(title, timeout: 60) { probe.utf8Property(window, "_NET_WM_NAME") }, title,
                       "stderr: \(viewer.standardError)")
        XCTAssertNil(viewer.waitForExit(timeout: 0), "reflow preview keeps running")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
