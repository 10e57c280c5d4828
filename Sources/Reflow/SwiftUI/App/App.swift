import Foundation

/// An app: the type a SwiftUI project marks `@main`, whose `body` lists its scenes.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// `reflow preview` on a folder holding an app shows its first `WindowGroup`'s content as a preview named after
/// the app (docs/app-rules.md §1). A preview build gives the process its own entry point and renames the one
/// `@main` makes, so the app's `main()` is never called there (§2).
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes: window groups, windows, a settings window.
    @SceneBuilder var body: Body { get }

    /// Makes the app; `@main` and `reflow preview` call it once, before reading `body`.
    init()
}

extension App {
    /// What `@main` calls to run the app. SwiftUI hands the app to the system's application loop; Reflow's
    /// engine opens no windows itself (the viewer is another module), so in an ordinary build this says how to
    /// run the app instead and exits with status 1. A preview build never calls it (docs/app-rules.md §2).
    public static func main() {
        let name = String(describing: Self.self)
        Diagnostics.process.report(.app, "Reflow: \(name) is a SwiftUI App; Reflow shows an app's window with "
            + "`reflow preview FOLDER` (the folder of its Swift files), or open one in your own program with "
            + "ReflowWindow { ContentView() }.run() (import ReflowX11)")
        exit(1)
    }
}
