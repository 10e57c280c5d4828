import Foundation
@testable import ReflowPreviewHost
import ReflowTestSupport
import XCTest

/// Issue 30's bound on memory over reloads: a hundred reloads in a row do not grow the preview process's memory
/// by more than 5 %. The memory is the preview process's resident set (VmRSS of /proc/PID/status, what the
/// memory watchdog limits), read after each reload's frame is on the screen.
///
/// Literal reloads (tier 0) only replace the table of values (`DesignTimeValues`): twenty of them must grow the
/// process by at most a fifth of the 5 % (growth that is linear in the reloads reaches 5 % at a hundred).
///
/// Body reloads (tier 1) load libraries that stay in memory until the process ends (`PatchLoading`), so a hundred
/// of them in one process could not stay within 5 % (docs/preview-reloads.md): a process takes at most
/// `PreviewApp.defaultPatchLimit` patches, then the next reload builds and starts a fresh process. The test measures what
/// one patch costs (each here replaces `body`, whose opaque result type loads a probe library too: the dearest
/// kind), asserts that a process's last patch keeps it within 5 % of its first frame's memory, and that the
/// fresh process after the limit is back within 5 % of the first one's. It lowers the limit for the fresh process
/// to come sooner (REFLOW_PREVIEW_PATCH_LIMIT), and checks the real limit against the measured cost per patch.
final class PreviewReloadMemoryTests: PreviewWindowTestCase {
    /// A red and a blue block side by side; `wrapped` puts the red block's width in parentheses (a change to
    /// `body` and nothing else: a patch), `blueWidth` is a literal (a change of values: tier 0).
    private struct Fixture {
        var blueWidth = 60
        var wrapped = false

        var source: String {
            """
            import SwiftUI

            struct Blocks: View {
                let redWidth: CGFloat = 100
                var body: some View {
                    HStack(spacing: 20) {
                        Color(red: 1, green: 0, blue: 0).frame(width: \(wrapped ? "(redWidth)" : "redWidth"), height: 60)
                        Color(red: 0, green: 0, blue: 1).frame(width: \(blueWidth), height: 60)
                    }
                }
            }

            #Preview("Blocks") { Blocks() }

            """
        }
    }

    /// The tiers of the reloads so far, from the trace lines (REFLOW_TRACE_RELOADS=1).
    private func tiers(_ viewer: ViewerProcess) -> [String] {
        viewer.standardError.split(separator: "\n").filter { $0.hasPrefix("reload ") }
            .compactMap { $0.split(separator: " ").last.map(String.init) }
    }

    /// The resident set of process `pid` in KiB (VmRSS: the kernel counts in kB, meaning KiB).
    private func residentKiB(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
        return try XCTUnwrap(Int(line.split(separator: " ")[1]))
    }

    func testAHundredReloadsInARowStayWithinFivePercentOfThePreviewsMemory() throws {
        let patches = 10
        var fixture = Fixture()
        try folder.write(fixture.source, to: "Blocks.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Blocks.swift")], environment: folder.environment.merging([
            "REFLOW_TRACE_RELOADS": "1", "REFLOW_PREVIEW_PATCH_LIMIT": "\(patches)"]) { $1 })
        var expected = ["tier=build"]
        /// Saves the fixture and waits for its reload, of tier `tier`, to be on the screen.
        func save(_ tier: String) throws {
            try folder.write(fixture.source, to: "Blocks.swift")
            expected.append("tier=" + tier)
            XCTAssertEqual(pollUntil(expected, timeout: 30) { tiers(viewer) }, expected, viewer.standardError)
            // The reload line comes when the frame is shown; what the frame freed is freed by then.
        }
        XCTAssertEqual(pollUntil(expected, timeout: 30) { tiers(viewer) }, expected, viewer.standardError)
        let process = try XCTUnwrap(previewProcesses(under: viewer.pid).first)

        // Tier 0. The first reload of each kind allocates once what every later one reuses (the table's
        // storage, the decoder): the baseline is read after it.
        fixture.blueWidth = 61
        try save("literal")
        let first = try residentKiB(process)
        let literals = 20
        for index in 0..<literals {
            fixture.blueWidth = 62 + index % 2
            try save("literal")
        }
        let afterLiterals = try residentKiB(process)
        XCTAssertLessThanOrEqual(Double(afterLiterals - first) * 100 / Double(literals), 0.05 * Double(first),
                                 "\(literals) literal reloads grew the preview from \(first) KiB to \(afterLiterals) KiB")

        // Tier 1, up to the limit; the first patch loads what every patch uses (dlopen's own state).
        fixture.wrapped.toggle()
        try save("body")
        let firstPatch = try residentKiB(process)
        for _ in 1..<patches {
            fixture.wrapped.toggle()
            try save("body")
        }
        XCTAssertEqual(previewProcesses(under: viewer.pid), [process], "all patches went to the same process")
        let afterPatches = try residentKiB(process)
        let perPatch = Double(afterPatches - firstPatch) / Double(patches - 1)
        XCTAssertLessThanOrEqual(Double(afterPatches - first), 0.05 * Double(first),
                                 "\(patches) patches grew the preview from \(first) KiB to \(afterPatches) KiB")
        XCTAssertLessThanOrEqual(perPatch * Double(PreviewApp.defaultPatchLimit), 0.05 * Double(first),
                                 "a patch costs \(perPatch) KiB; \(PreviewApp.defaultPatchLimit) of them pass 5 % of \(first) KiB")

        // The limit reached: a body edit builds, and the fresh process holds what the first one did.
        fixture.wrapped.toggle()
        try save("build")
        let fresh = try XCTUnwrap(pollUntil(true, timeout: 5) { previewProcesses(under: viewer.pid).count == 1 }
                                  ? previewProcesses(under: viewer.pid).first : nil)
        XCTAssertNotEqual(fresh, process, "a new process")
        XCTAssertLessThanOrEqual(Double(try residentKiB(fresh) - first), 0.05 * Double(first))
        print("reload memory: first \(first) KiB, after \(literals) literal reloads \(afterLiterals) KiB, "
              + "after \(patches) patches \(afterPatches) KiB (\(Int(perPatch)) KiB a patch), fresh process "
              + "\(try residentKiB(fresh)) KiB")

        probe.press("q", in: try probe.window(of: viewer))
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
