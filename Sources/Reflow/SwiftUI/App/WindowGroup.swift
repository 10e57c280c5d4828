/// The scene of an app's main windows: every window it opens shows `content`. A preview shows the first
/// window group of an app (docs/app-rules.md §1); its title is kept for the preview's name in the list.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String?
    /// The id `openWindow(id:)` opens it by; one window is all a preview has.
    let id: String?
    let content: Content

    /// Windows showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// Windows showing `content`, opened by `openWindow(id: id)`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// Windows titled `title`, showing `content`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: nil, content: content())
    }

    /// Windows titled `title`, showing `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// Windows titled `title`, showing `content`, opened by `openWindow(id: id)`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: id, content: content())
    }

    /// Windows titled `title`, showing `content`, opened by `openWindow(id: id)`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    init(title: String?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    func collectWindows(into windows: inout [SceneWindow]) {
        windows.append(SceneWindow(kind: .windowGroup, title: title, content: AnyView(content)))
    }
}

/// What a `WindowGroup(for:)` window shows: the content made with a binding to the value the window presents.
public struct PresentedWindowContent<Data, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    /// The content, given a binding to the presented value.
    public var body: some View { content($value) }
}

extension WindowGroup {
    /// Windows that each present a value of type `type`. The window a preview shows is the one opened with no
    /// value, as a new window from the File menu is: its binding holds nil until the content sets it.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, content: PresentedWindowContent(value: nil, content: content))
    }

    /// Windows that each present a value of type `type`; the first holds `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        let unwrapped: (Binding<D?>) -> C = { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
        self.init(title: nil, id: nil, content: PresentedWindowContent(value: defaultValue(), content: unwrapped))
    }
}

/// A scene of one window with its own id, as on macOS. A preview shows it when the app has no `WindowGroup`.
public struct Window<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String
    let id: String
    let content: Content

    /// A window titled `title`, opened by `openWindow(id: id)`, showing `content`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.content
        self.id = id
        self.content = content()
    }

    /// A window titled `title`, opened by `openWindow(id: id)`, showing `content`.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    func collectWindows(into windows: inout [SceneWindow]) {
        windows.append(SceneWindow(kind: .window, title: title, content: AnyView(content)))
    }
}

/// The app's settings window, opened from its menu on macOS. A preview shows it only for an app that has no
/// other window (docs/app-rules.md §1).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content

    /// A settings window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func collectWindows(into windows: inout [SceneWindow]) {
        windows.append(SceneWindow(kind: .settings, title: "Settings", content: AnyView(content)))
    }
}
