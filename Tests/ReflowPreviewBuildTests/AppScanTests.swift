import PreviewSymbols
import XCTest
@testable import ReflowPreviewBuild

/// How a preview build finds an `App` and lists its preview (docs/app-rules.md §1), and how its entry point
/// stays clear of the app's `@main` (§2).
final class AppScanTests: XCTestCase {
    private func scan(_ source: String, path: String) -> FileScan {
        PreviewScanner.scan(source: source, path: path, moduleName: "ReflowPreviews")
    }

    private let appSource = """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
            }
        }
        """

    private let contentSource = """
        import SwiftUI

        struct ContentView: View {
            var body: some View { Text("Notes") }
        }
        """

    /// The app's preview; `NotesApp`'s declaration starts on line 3, at its `@main` attribute.
    private func app(_ file: String, line: Int = 3) -> FoundPreview {
        FoundPreview(source: .app(typeName: "NotesApp"), name: "NotesApp", file: file, line: line)
    }

    func testTheScannerFindsTheAppAndNamesThePreviewAfterIt() {
        let found = scan(appSource, path: "/p/NotesApp.swift")
        XCTAssertEqual(found.previews, [app("/p/NotesApp.swift")])
        XCTAssertEqual(found.notes, [], "a file with an app shows the app, not its first view")
    }

    func testSpellingsOfAppAndWhatIsNotAnApp() {
        let source = """
            import SwiftUI

            #if os(iOS)
            @main struct PhoneApp: App { var body: some Scene { WindowGroup { Text("phone") } } }
            #else
            @main struct DesktopApp: SwiftUI.App { var body: some Scene { WindowGroup { Text("desk") } } }
            #endif
            private struct HiddenApp: App { var body: some Scene { WindowGroup { Text("x") } } }
            struct Wrapper { struct InnerApp: App { var body: some Scene { WindowGroup { Text("y") } } } }
            struct Appish: Application {}
            """
        let found = scan(source, path: "/p/Apps.swift")
        // A preview build is Linux: the #else branch is compiled. A nested type is not at the top of the file,
        // and `Application` is not `App`.
        XCTAssertEqual(found.previews, [
            FoundPreview(source: .app(typeName: "DesktopApp"), name: "DesktopApp", file: "/p/Apps.swift", line: 6),
        ])
        XCTAssertEqual(found.notes, ["/p/Apps.swift:8: HiddenApp is private, so a preview build cannot reach it; "
            + "make it internal to preview it"])
    }

    func testWithoutPreviewsTheAppIsListedAloneAndFirst() {
        let content = scan(contentSource, path: "/p/ContentView.swift")
        // On its own, the content file is shown through its first view.
        XCTAssertEqual(content.previews.map(\.source), [.view(typeName: "ContentView")])
        XCTAssertEqual(content.notes, ["/p/ContentView.swift: no previews; showing ContentView()"])

        // With the app beside it (and the file first, as a folder lists ContentView.swift before NotesApp.swift),
        // the app stands for it: one preview, the app's, and no note about ContentView.
        let arranged = PreviewScanner.arrange([content, scan(appSource, path: "/p/NotesApp.swift")])
        XCTAssertEqual(arranged.previews, [app("/p/NotesApp.swift")])
        XCTAssertEqual(arranged.notes, [])
    }

    func testWithPreviewsTheAppIsListedAfterThem() {
        let previews = """
            import SwiftUI

            struct Card: View { var body: some View { Text("card") } }

            #Preview("Card") { Card() }

            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card() }
            }
            """
        let arranged = PreviewScanner.arrange([
            scan(appSource, path: "/p/A.swift"),
            scan(previews, path: "/p/Card.swift"),
            scan(contentSource, path: "/p/ContentView.swift"),
        ])
        XCTAssertEqual(arranged.previews.map(\.name), ["Card", "Card", "NotesApp"])
        XCTAssertEqual(arranged.previews.map(\.source).last, .app(typeName: "NotesApp"))
        XCTAssertEqual(arranged.notes, [])
    }

    func testWithoutAnAppNothingIsRearranged() {
        let scans = [scan(contentSource, path: "/p/B.swift"), scan(contentSource, path: "/p/A.swift")]
        let arranged = PreviewScanner.arrange(scans)
        XCTAssertEqual(arranged.previews.map(\.file), ["/p/B.swift", "/p/A.swift"], "the files' order, as given")
        XCTAssertEqual(arranged.notes.count, 2)
    }

    func testTheEntryPointIsACMainAndTheAppIsWrappedInAPreview() throws {
        let source = PreviewBuilder.mainSource(for: [app("/p/sub/NotesApp.swift", line: 4)])
        let attributes = source.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@main") }
        XCTAssertEqual(attributes, [], "a second @main would clash with the app's: \(source)")
        XCTAssertTrue(source.contains("@_cdecl(\"main\")"), source)
        XCTAssertTrue(source.contains("Reflow.Preview(app: NotesApp.self, name: \"NotesApp\", "
            + "fileID: \"ReflowPreviews/NotesApp.swift\", line: 4)"), source)
        XCTAssertEqual(PreviewBuilder.userEntryPoint, "reflow_user_main")
    }
}
