extension Preview {
    /// The preview `reflow preview` makes of an app (docs/app-rules.md §1): the content of the window the app
    /// opens at launch, its first `WindowGroup`, with the scene's modifiers applied to it (`.environment`,
    /// `.environmentObject`, `.onChange`). The app is made with `init()` each time the preview is shown, as
    /// launching makes it, and its own `@State` and `@StateObject` live as long as the preview is shown.
    public init<A: App>(app: A.Type, name: String?, fileID: String, line: Int) {
        self.init(name: name, traits: [], fileID: fileID, line: line, body: { AppWindowView(app: AppProperties(app: A())) })
    }
}

/// The app as a dynamic property of the view that shows it: its mirror is the app's, so that the app's
/// `@State`, `@StateObject` and `@Environment` properties are linked to the view's scope as a view's own are
/// (`DynamicProperties` looks into the properties of a dynamic property).
struct AppProperties<A: App>: DynamicProperty, CustomReflectable {
    let app: A

    var customMirror: Mirror { Mirror(reflecting: app) }
}

/// The content of the window an app opens at launch, read from its `body` each time this view's body is
/// made, so that a change of the app's state shows in its window as in SwiftUI.
struct AppWindowView<A: App>: View {
    let app: AppProperties<A>

    var body: some View {
        if let window = SceneWindows.launchWindow(of: app.app.body) {
            window.content
        } else {
            // An app whose body declares no window at all (only commands, say): say so rather than show nothing.
            Text("\(String(describing: A.self)) declares no WindowGroup, Window or Settings scene")
        }
    }
}
