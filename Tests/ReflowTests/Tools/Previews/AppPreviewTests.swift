import XCTest
@testable import Reflow

// Apps are made with `init()` (the `App` protocol requires it), so what a test needs to reach inside one is
// kept in statics, reset by each test.

/// Settings declared first, then two window groups: SwiftUI opens the first `WindowGroup` at launch.
private struct TwoGroupsApp: App {
    var body: some Scene {
        Settings { Color.green.frame(width: 30, height: 30).id("settings") }
        WindowGroup { Color.blue.frame(width: 80, height: 40).id("main") }
        WindowGroup("Second", id: "second") { Color.red.frame(width: 20, height: 20).id("second") }
    }
}

/// No window group: the `Window` is what a preview can show.
private struct UtilityApp: App {
    var body: some Scene {
        Settings { Color.green.frame(width: 30, height: 30).id("settings") }
        Window("Utility", id: "utility") { Color.blue.frame(width: 60, height: 20).id("utility") }
    }
}

/// Only settings.
private struct SettingsOnlyApp: App {
    var body: some Scene {
        Settings { Color.green.frame(width: 30, height: 30).id("settings") }
    }
}

/// A scene of the user's own, made of a window group: the body is read through.
private struct MainScene: Scene {
    var body: some Scene {
        WindowGroup { Color.blue.frame(width: 70, height: 10).id("custom") }
    }
}

private struct CustomSceneApp: App {
    var body: some Scene { MainScene() }
}

private final class Store: ObservableObject {
    @Published var width: CGFloat = 40
}

private struct WidthKey: EnvironmentKey {
    static var defaultValue: CGFloat { 10 }
}

extension EnvironmentValues {
    fileprivate var testHeight: CGFloat {
        get { self[WidthKey.self] }
        set { self[WidthKey.self] = newValue }
    }
}

/// Reads what the app puts in its scene's environment.
private struct StoreView: View {
    @EnvironmentObject var store: Store
    @Environment(\.testHeight) var height
    var body: some View { Color.blue.frame(width: store.width, height: height).id("stored") }
}

/// Puts an object and a value in its window group's environment, as apps pass their model down.
private struct EnvironmentApp: App {
    nonisolated(unsafe) static var store = Store()
    var body: some Scene {
        WindowGroup { StoreView() }
            .environmentObject(Self.store)
            .environment(\.testHeight, 30)
    }
}

/// An app with state of its own, as `@State` or `@StateObject` in the app type.
private struct StatefulApp: App {
    nonisolated(unsafe) static var handles = Handles<CGFloat>()
    @State private var width: CGFloat = 30
    var body: some Scene {
        Self.handles.binding = $width
        return WindowGroup { Color.red.frame(width: width, height: 10).id("bar") }
    }
}

/// Reads the scene phase in the app and in its content, and watches it from the scene.
private struct PhaseApp: App {
    nonisolated(unsafe) static var changes: [String] = []
    nonisolated(unsafe) static var phaseInApp: ScenePhase?
    @Environment(\.scenePhase) private var phase
    var body: some Scene {
        Self.phaseInApp = phase
        return WindowGroup { PhaseView() }
            .onChange(of: phase, initial: true) { old, new in Self.changes.append("\(old)→\(new)") }
    }
}

private struct PhaseView: View {
    @Environment(\.scenePhase) var phase
    // Active is the last of the three phases: 30 wide for .active, 10 or 20 for the others.
    var body: some View {
        let width: CGFloat = phase == .active ? 30 : phase == .inactive ? 20 : 10
        return Color.red.frame(width: width, height: 10).id("phase")
    }
}

/// Every scene modifier and command of a typical macOS app: it compiles, and the window group is still shown.
private struct CommandsApp: App {
    nonisolated(unsafe) static var showsToolbarCommands = true
    var body: some Scene {
        WindowGroup("Cards") {
            Color.blue.frame(width: 50, height: 50).id("cards")
        }
        .commands {
            CommandMenu("Deck") {
                Button("Shuffle") {}
                    .keyboardShortcut("s", modifiers: [.command, .shift])
                Button("Deal") {}
                    .keyboardShortcut(.defaultAction)
            }
            CommandGroup(replacing: .newItem) {}
            CommandGroup(after: .help) { Button("Rules") {} }
            CommandGroup(before: .toolbar) { Text("Layout") }
            SidebarCommands()
            if Self.showsToolbarCommands {
                ToolbarCommands()
            }
        }
        .defaultSize(width: 800, height: 600)
        .defaultSize(CGSize(width: CGFloat.nan, height: -1))
        .windowStyle(.hiddenTitleBar)
        .windowResizability(.contentSize)
        .handlesExternalEvents(matching: ["cards"])
        Settings {
            Color.green.frame(width: 10, height: 10).id("prefs")
        }
        .windowResizability(.contentMinSize)
    }
}

/// `if` in a scene builder.
private struct OptionalSceneApp: App {
    nonisolated(unsafe) static var showsFirst = false
    var body: some Scene {
        if Self.showsFirst {
            WindowGroup { Color.red.frame(width: 10, height: 10).id("first") }
        }
        WindowGroup { Color.blue.frame(width: 20, height: 20).id("second") }
    }
}

/// Data-presenting window groups.
private struct PresentingApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $value in
            // A window opened without a value presents nil: 10 wide.
            Color.red.frame(width: CGFloat(value ?? 1) * 10, height: 10).id("presented")
        }
    }
}

private struct DefaultValueApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $value in
            Color.red.frame(width: CGFloat(value) * 10, height: 10).id("presented")
        } defaultValue: {
            4
        }
    }
}

/// `reflow preview`'s preview of an app (docs/app-rules.md §1 and §3), laid out headlessly: the content of the
/// window the app opens at launch, centred in the host as the preview window centres it.
final class AppPreviewTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private func host<A: App>(_ app: A.Type) -> ViewHost {
        let preview = Preview(app: app, name: "\(app)", fileID: "ReflowPreviews/App.swift", line: 1)
        return ViewHost(rootView: preview.makeRootView(), size: size)
    }

    func testThePreviewIsTheFirstWindowGroupsContentAndNamedAsGiven() {
        let preview = Preview(app: TwoGroupsApp.self, name: "TwoGroupsApp", fileID: "ReflowPreviews/App.swift", line: 7)
        XCTAssertEqual(preview.name, "TwoGroupsApp")
        XCTAssertEqual(preview.line, 7)
        XCTAssertEqual(preview.layout, .device, "an app's window is proposed the whole window")
        let host = ViewHost(rootView: preview.makeRootView(), size: size)
        // 80 × 40 centred in 200 × 100: x = (200 − 80) / 2 = 60, y = (100 − 40) / 2 = 30.
        XCTAssertEqual(host.frame(of: "main"), CGRect(x: 60, y: 30, width: 80, height: 40))
        XCTAssertNil(host.frame(of: "settings"), "Settings, although declared first, opens from the menu only")
        XCTAssertNil(host.frame(of: "second"), "only the first window group opens at launch")
    }

    func testWithoutAWindowGroupTheWindowThenTheSettingsAreShown() {
        // 60 × 20 centred: (200 − 60) / 2 = 70, (100 − 20) / 2 = 40.
        XCTAssertEqual(host(UtilityApp.self).frame(of: "utility"), CGRect(x: 70, y: 40, width: 60, height: 20))
        XCTAssertNil(host(UtilityApp.self).frame(of: "settings"))
        // 30 × 30: (200 − 30) / 2 = 85, (100 − 30) / 2 = 35.
        XCTAssertEqual(host(SettingsOnlyApp.self).frame(of: "settings"), CGRect(x: 85, y: 35, width: 30, height: 30))
    }

    func testAnAppWithoutWindowsSaysSo() {
        struct NoWindowApp: App {
            var body: some Scene { EmptyScene() }
        }
        struct EmptyScene: Scene {
            var body: some Scene { OptionalScene<WindowGroup<EmptyView>>(scene: nil) }
        }
        XCTAssertNil(SceneWindows.launchWindow(of: NoWindowApp().body))
        let host = host(NoWindowApp.self)
        let text = host.displayList.items.compactMap { item -> String? in
            if case .text(let run) = item { return run.text } else { return nil }
        }.joined(separator: " ")
        XCTAssertTrue(text.contains("NoWindowApp"), text)
        XCTAssertTrue(text.contains("declares"), text)
    }

    func testAScenesOwnBodyIsReadThrough() {
        // 70 × 10: (200 − 70) / 2 = 65, (100 − 10) / 2 = 45.
        XCTAssertEqual(host(CustomSceneApp.self).frame(of: "custom"), CGRect(x: 65, y: 45, width: 70, height: 10))
    }

    func testSceneEnvironmentModifiersReachTheWindowsContent() {
        EnvironmentApp.store = Store()
        let host = host(EnvironmentApp.self)
        // 40 wide from the store, 30 high from the scene's environment value (10 without it):
        // (200 − 40) / 2 = 80, (100 − 30) / 2 = 35.
        XCTAssertEqual(host.frame(of: "stored"), CGRect(x: 80, y: 35, width: 40, height: 30))
        EnvironmentApp.store.width = 100
        XCTAssertEqual(host.frame(of: "stored")?.width, 100, "the object is observed through the scene's environment")
    }

    func testTheAppsOwnStateLivesWithThePreviewAndRebuildsIt() throws {
        StatefulApp.handles = Handles<CGFloat>()
        let host = host(StatefulApp.self)
        XCTAssertEqual(host.frame(of: "bar")?.width, 30)
        let binding = try XCTUnwrap(StatefulApp.handles.binding)
        binding.wrappedValue = 90
        // The app's body is read again with its new state: 90 wide, at (200 − 90) / 2 = 55.
        XCTAssertEqual(host.frame(of: "bar"), CGRect(x: 55, y: 45, width: 90, height: 10))
        host.resize(to: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.frame(of: "bar")?.width, 90, "the state is kept across builds")
    }

    func testTheScenePhaseIsActiveAndAnInitialOnChangeSeesIt() {
        PhaseApp.changes = []
        PhaseApp.phaseInApp = nil
        let host = host(PhaseApp.self)
        XCTAssertEqual(host.frame(of: "phase")?.width, 30, "the content reads .active")
        XCTAssertEqual(PhaseApp.phaseInApp, .active, "the app reads .active")
        // `initial: true` runs once when the window appears, with the value as old and new (state rules §5.2);
        // the phase never changes in a preview, so a resize runs nothing more.
        host.resize(to: CGSize(width: 300, height: 100))
        XCTAssertEqual(PhaseApp.changes, ["active→active"])
        XCTAssertLessThan(ScenePhase.background, .inactive)
        XCTAssertLessThan(ScenePhase.inactive, .active)
    }

    func testCommandsSettingsAndWindowModifiersCompileAndLeaveTheWindowGroupShown() {
        for showsToolbarCommands in [true, false] {
            CommandsApp.showsToolbarCommands = showsToolbarCommands
            let host = host(CommandsApp.self)
            // 50 × 50: (200 − 50) / 2 = 75, (100 − 50) / 2 = 25.
            XCTAssertEqual(host.frame(of: "cards"), CGRect(x: 75, y: 25, width: 50, height: 50))
            XCTAssertNil(host.frame(of: "prefs"))
            XCTAssertEqual(host.warnings, [], "accepted modifiers without effect give no warning, whatever their values")
        }
        XCTAssertEqual(SceneWindows.windows(of: CommandsApp().body).map(\.kind), [.windowGroup, .settings])
        XCTAssertEqual(SceneWindows.windows(of: CommandsApp().body).map(\.title), ["Cards", "Settings"])
    }

    func testAnIfInASceneBuilderLeavesItsSceneOut() {
        OptionalSceneApp.showsFirst = false
        XCTAssertEqual(host(OptionalSceneApp.self).frame(of: "second"), CGRect(x: 90, y: 40, width: 20, height: 20))
        OptionalSceneApp.showsFirst = true
        let host = host(OptionalSceneApp.self)
        // 10 × 10: (200 − 10) / 2 = 95, (100 − 10) / 2 = 45.
        XCTAssertEqual(host.frame(of: "first"), CGRect(x: 95, y: 45, width: 10, height: 10))
        XCTAssertNil(host.frame(of: "second"))
    }

    func testADataWindowGroupPresentsNilOrItsDefaultValue() {
        // nil → 1 × 10 = 10 wide; the default 4 → 40 wide.
        XCTAssertEqual(host(PresentingApp.self).frame(of: "presented")?.width, 10)
        XCTAssertEqual(host(DefaultValueApp.self).frame(of: "presented")?.width, 40)
    }

    func testOpenURLHandlersAreKeptAndNeverRun() {
        var opened: [URL] = []
        let host = ViewHost(rootView: Color.red.frame(width: 20, height: 20).onOpenURL { opened.append($0) }.id("root"),
                            size: size)
        // The modifier changes nothing in the layout: 20 × 20 centred at (90, 40).
        XCTAssertEqual(host.frame(of: "root"), CGRect(x: 90, y: 40, width: 20, height: 20))
        host.advance(by: 1)
        XCTAssertEqual(opened, [])
    }

    func testWindowActionsAreAcceptedAndDoNothing() {
        let environment = EnvironmentValues()
        environment.openWindow(id: "second")
        environment.openWindow(value: 3)
        environment.dismissWindow()
        environment.dismissWindow(id: "second")
        XCTAssertEqual(environment.scenePhase, .active)
        XCTAssertEqual(KeyboardShortcut.defaultAction, KeyboardShortcut(.return, modifiers: []))
        XCTAssertEqual(KeyboardShortcut("s").modifiers, .command, "Command is the default modifier, as in SwiftUI")
    }
}
