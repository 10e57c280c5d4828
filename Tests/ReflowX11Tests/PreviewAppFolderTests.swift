import Foundation
import ReflowX11
import ReflowTestSupport
import XCTest

/// A folder as Xcode makes it: `MyApp.swift` with the `@main` app, `ContentView.swift` with the view it shows.
/// The app keeps a store, puts it in its window group's environment and declares commands and settings, as
/// apps do; the content draws a red block 100 × 60 and, 20 points on, a blue one as wide as the store says
/// (3 × 20 = 60) and 60 high.
private let appSource = """
    import SwiftUI

    final class Store: ObservableObject {
        @Published var count = 3
    }

    @main
    struct MyApp: App {
        @StateObject private var store = Store()

        var body: some Scene {
            WindowGroup {
                ContentView()
            }
            .environmentObject(store)
            .commands {
                CommandMenu("Blocks") {
                    Button("Add") { store.count += 1 }
                        .keyboardShortcut("n")
                }
                CommandGroup(replacing: .newItem) {}
            }
            .defaultSize(width: 640, height: 480)
            #if os(macOS)
            Settings { Text("macOS only") }
            #endif
            Settings {
                Color(red: 0, green: 1, blue: 0)
            }
        }
    }

    """

private let contentSource = """
    import SwiftUI

    struct ContentView: View {
        @EnvironmentObject var store: Store
        @Environment(\\.scenePhase) private var phase

        var body: some View {
            HStack(spacing: 20) {
                Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 60)
                // Blue only while the scene is active, which a preview always is.
                Color(red: 0, green: 0, blue: phase == .active ? 1 : 0)
                    .frame(width: CGFloat(store.count) * 20, height: 60)
            }
        }
    }

    """

/// `reflow preview FOLDER` on an app's folder (docs/app-rules.md): the app's first `WindowGroup` is the
/// preview, named after the app, in a snapshot and in the window; the app's `@main` does not clash with the
/// preview's entry point.
final class PreviewAppFolderTests: PreviewWindowTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write(appSource, to: "MyApp.swift")
        try folder.write(contentSource, to: "ContentView.swift")
    }

    private var sources: String { folder.path + "/src" }

    /// Runs `reflow preview FOLDER --snapshot` at 300 × 200 and reads the picture's row and column through the
    /// blocks: "row | column".
    private func snapshot(_ extra: [String] = [], line: UInt = #line) throws -> String {
        let picture = folder.path + "/app-\(UUID().uuidString).png"
        let viewer = try ViewerProcess(["preview", sources, "--snapshot", picture, "--size", "300x200"] + extra,
                                       environment: folder.environment)
        XCTAssertEqual(viewer.waitForExit(timeout: 120), 0, viewer.standardError, line: line)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: picture))))
        func runs(_ points: [(Int, Int)]) -> String {
            PixelLine(rgb: points.map { image.pixel(x: $0.0, y: $0.1) }.map { ($0.red, $0.green, $0.blue) }).runs
        }
        return runs((0..<300).map { ($0, 100) }) + " | " + runs((0..<200).map { (110, $0) })
    }

    func testAnAppFolderPreviewsItsWindowGroupsContent() throws {
        // The row is 100 + 20 + 60 = 180 wide, centred in 300: (300 − 180) / 2 = 60, so red 60..<160 and blue
        // 180..<240; 60 high in 200: (200 − 60) / 2 = 70..<130. Blue means the store reached the content through
        // the scene's environment, and the scene phase is .active.
        let expected = "red 60..<160 blue 180..<240 | red 70..<130"
        XCTAssertEqual(try snapshot(), expected)
        XCTAssertEqual(try snapshot(["--preview", "MyApp"]), expected, "the preview is named after the app")
    }

    func testPreviewsInTheFolderComeFirstAndTheAppIsListedAfterThem() throws {
        try folder.write("""
            import SwiftUI

            #Preview("Green") {
                Color(red: 0, green: 1, blue: 0)
            }

            """, to: "Card.swift")
        // The author's preview comes first: the whole picture green.
        XCTAssertEqual(try snapshot(), "green 0..<300 | green 0..<200")
        XCTAssertEqual(try snapshot(["--preview", "MyApp"]), "red 60..<160 blue 180..<240 | red 70..<130")
        XCTAssertEqual(try snapshot(["--preview", "2"]), "red 60..<160 blue 180..<240 | red 70..<130",
                       "the app is the second preview")
    }

    func testTheWindowShowsTheAppNamedAfterIt() throws {
        let viewer = try ViewerProcess(["preview", sources, "--size", "300x200"], environment: folder.environment)
        let window = try probe.window(of: viewer)
        // One preview, so no "(1/1)"; the file is where the app is declared.
        let title = "MyApp — MyApp.swift — Reflow"
        XCTAssertEqual(pollUntil(title, timeout: 60) { probe.utf8Property(window, "_NET_WM_NAME") }, title,
                       viewer.standardError)
        XCTAssertEqual(pollUntil("red 60..<160 blue 180..<240") { probe.row(100, of: window).runs },
                       "red 60..<160 blue 180..<240")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, viewer.standardError)
    }

    func testAnAppWithAUIKitDelegateAdaptorIsToldWhatToDo() throws {
        try folder.write(appSource.replacingOccurrences(
            of: "@StateObject private var store = Store()",
            with: "@StateObject private var store = Store()\n    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate")
            + "\nfinal class AppDelegate {}\n", to: "MyApp.swift")
        let picture = folder.path + "/delegate.png"
        let viewer = try ViewerProcess(["preview", sources, "--snapshot", picture], environment: folder.environment)
        XCTAssertEqual(viewer.waitForExit(timeout: 120), 1)
        // The compiler's error names the adaptor and says what to do, rather than "unknown attribute".
        XCTAssertTrue(viewer.standardError.contains("'UIApplicationDelegateAdaptor' is unavailable: a Reflow preview "
            + "has no UIKit application delegate"), viewer.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: picture))
    }
}
