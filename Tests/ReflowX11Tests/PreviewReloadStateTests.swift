import Foundation
import ReflowTestSupport
import XCTest

/// `reflow preview` keeps views' `@State` across a reload: the process of a new build starts its views from
/// the state of the process it replaces, where a view keeps its type and place.
final class PreviewReloadStateTests: PreviewWindowTestCase {
    /// A view that counts how many times it appeared, in a `@State` (as `.onPreferenceChange` calls its
    /// action once when the view appears, layout rules §15.4): red, 40 points wide per appearance, beside a
    /// blue block `blue` points wide that marks which build is shown. `view` names the counting view's type.
    /// Each build's source declares a type of its own (`Build<blue>`): a save that changed only literals would
    /// reach the running process without a build (docs/preview-reloads.md), and these tests are about builds.
    private func source(blue: Int, view: String = "Appearances") -> String {
        """
        import SwiftUI

        struct Build\(blue) {}

        struct Marker: PreferenceKey {
            static var defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
        }

        struct \(view): View {
            @State private var count = 0

            var body: some View {
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(40 * count), height: 60)
                    Color(red: 0, green: 0, blue: 1).frame(width: \(blue), height: 60)
                }
                .preference(key: Marker.self, value: 1)
                .onPreferenceChange(Marker.self) { _ in count += 1 }
            }
        }

        #Preview("Appearances") { \(view)() }

        """
    }

    /// The runs across the middle of an 800-point window: the red and blue blocks side by side, centred.
    private func runs(count: Int, blue: Int) -> String {
        let red = 40 * count, left = (800 - red - blue) / 2
        return "red \(left)..<\(left + red) blue \(left + red)..<\(left + red + blue)"
    }

    /// Each reload is a new process whose view appears once more: with the count kept it reads 1, 2, 3 across
    /// the first build and two saves (red 40, 80, 120 points); without, it would read 1 each time. Renaming
    /// the view's type is a new view: it starts again from 0, and appears: 1.
    func testStateSurvivesReloadsUnlessTheViewsTypeChanged() throws {
        try folder.write(source(blue: 100), to: "Counts.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Counts.swift")], environment: folder.environment)
        let window = try probe.window(of: viewer)
        func row() -> String { probe.row(300, of: window).runs }
        XCTAssertEqual(runs(count: 1, blue: 100), "red 330..<370 blue 370..<470")
        XCTAssertEqual(pollUntil(runs(count: 1, blue: 100), timeout: 60) { row() }, runs(count: 1, blue: 100),
                       "stderr: \(viewer.standardError)")

        for (count, blue) in [(2, 80), (3, 60)] {
            try folder.write(source(blue: blue), to: "Counts.swift")
            XCTAssertEqual(pollUntil(runs(count: count, blue: blue), timeout: 60) { row() }, runs(count: count, blue: blue),
                           "stderr: \(viewer.standardError)")
        }

        try folder.write(source(blue: 100, view: "Renamed"), to: "Counts.swift")
        XCTAssertEqual(pollUntil(runs(count: 1, blue: 100), timeout: 60) { row() }, runs(count: 1, blue: 100),
                       "stderr: \(viewer.standardError)")
        // Each state, saved where the sandboxed processes may write, is gone once the new process has read it.
        let exchange = try XCTUnwrap(folder.buildFolder(of: viewer.pid)) + "/exchange"
        func states() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: exchange)) ?? []).filter { $0.hasPrefix("state-") }
        }
        XCTAssertEqual(pollUntil([], timeout: 5) { states() }, [], "three reloads' states removed")

        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }

    /// The same with the count in `@Previewable @State`: the view `#Preview` makes keeps its type from build
    /// to build, and with it the count (1, then 2), even with a declaration added above the preview.
    func testPreviewableStateSurvivesAReload() throws {
        func source(blue: Int, above: String = "") -> String {
            """
            import SwiftUI

            struct Marker: PreferenceKey {
                static var defaultValue = 0
                static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
            }
            \(above)
            #Preview("Appearances") {
                @Previewable @State var count = 0
                HStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0).frame(width: CGFloat(40 * count), height: 60)
                    Color(red: 0, green: 0, blue: 1).frame(width: \(blue), height: 60)
                }
                .preference(key: Marker.self, value: 1)
                .onPreferenceChange(Marker.self) { _ in count += 1 }
            }

            """
        }
        try folder.write(source(blue: 100), to: "Counts.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Counts.swift")], environment: folder.environment)
        let window = try probe.window(of: viewer)
        func row() -> String { probe.row(300, of: window).runs }
        XCTAssertEqual(pollUntil(runs(count: 1, blue: 100), timeout: 60) { row() }, runs(count: 1, blue: 100),
                       "stderr: \(viewer.standardError)")
        // A declaration added above the preview: a build (literals alone would need none).
        try folder.write(source(blue: 80, above: "struct Added {}\n"), to: "Counts.swift")
        XCTAssertEqual(pollUntil(runs(count: 2, blue: 80), timeout: 60) { row() }, runs(count: 2, blue: 80),
                       "stderr: \(viewer.standardError)")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0)
    }
}
