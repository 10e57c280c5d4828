import Foundation

/// A scene with a modifier: the modifier's effect on the scene's windows (on their content, for environment
/// modifiers and `.onChange`), or none where a preview window has nothing to change (docs/app-rules.md §3).
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let scene: Content
    /// What the modifier does to each window's content; nil for modifiers a preview keeps without effect.
    let transform: ((AnyView) -> AnyView)?

    func collectWindows(into windows: inout [SceneWindow]) {
        var inner: [SceneWindow] = []
        SceneWindows.collect(scene, into: &inner)
        if let transform {
            for index in inner.indices { inner[index].content = transform(inner[index].content) }
        }
        windows += inner
    }
}

extension Scene {
    private func modified(_ transform: ((AnyView) -> AnyView)? = nil) -> ModifiedScene<Self> {
        ModifiedScene(scene: self, transform: transform)
    }

    /// The size a new window of this scene opens at. A preview's window is sized by `reflow preview` (its
    /// `--size`, or the user), so this is accepted and has no effect, whatever the numbers (docs/app-rules.md §3).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { modified() }

    /// The size a new window of this scene opens at (no effect in a preview, as `defaultSize(width:height:)`).
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    /// Where a new window of this scene opens on the screen (no effect in a preview: its window is already open).
    public func defaultPosition(_ position: UnitPoint) -> some Scene { modified() }

    /// The style of this scene's windows (title bar shown or hidden). A preview window has no title bar of the
    /// app's, so every style looks the same there.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { modified() }

    /// How this scene's windows may be resized. A preview window is resized freely, so that the content can be
    /// seen at every size; the content's own frame limits still lay it out as they would.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { modified() }

    /// The menu commands this scene adds (a menu bar on macOS, key commands on iPad). A preview window has no
    /// menu bar: the commands are built, type-checked and not shown (docs/app-rules.md §3).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ = content()
        return modified()
    }

    /// Removes the system's default commands (no effect: a preview has none).
    public func commandsRemoved() -> some Scene { modified() }

    /// Which URLs open a window of this scene (macOS); a preview opens none.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { modified() }

    /// Runs `action` with the old and new value when `value` changes between readings of the app's `body`;
    /// with `initial`, also when the window first appears. In a preview it runs with the window's content, as
    /// a view's `.onChange` does (state rules §5.2).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        modified { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Runs `action` when `value` changes between readings of the app's `body` (with `initial`, also at first).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some Scene {
        modified { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Runs `action` with the new value when `value` changes: the one-value form of iOS 14.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        modified { AnyView($0.onChange(of: value, perform: action)) }
    }

    /// Sets an environment value for every view of this scene's windows, as `View.environment(_:_:)` does.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        modified { AnyView($0.environment(keyPath, value)) }
    }

    /// Puts `object` in the environment of this scene's windows, where `@EnvironmentObject` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modified { AnyView($0.environmentObject(object)) }
    }

    /// Puts `object`, an `@Observable` model, in the environment of this scene's windows, where
    /// `@Environment(T.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modified { AnyView($0.environment(object)) }
    }
}

/// How a scene's windows look: with the system's title bar, or with it hidden. A preview window looks the same
/// with each (docs/app-rules.md §3).
public protocol WindowStyle {}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle {
    /// The platform's window style.
    public init() {}
}

/// Windows with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// Windows with a title bar.
    public init() {}
}

/// Windows whose title bar is hidden, the content reaching the window's top.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// Windows whose title bar is hidden.
    public init() {}
}

/// Windows without a background or frame of their own (visionOS).
public struct PlainWindowStyle: WindowStyle {
    /// Windows without a background or frame of their own.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// Windows with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// Windows whose title bar is hidden.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    /// Windows without a background or frame of their own.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// How a scene's windows may be resized: `.automatic`, `.contentSize` (between the content's smallest and
/// largest size), `.contentMinSize` (no smaller than the content). A preview window is resized freely.
public struct WindowResizability: Sendable, Equatable {
    enum Kind: Sendable { case automatic, contentSize, contentMinSize }
    let kind: Kind

    /// The platform's choice: `.contentSize` for settings, `.contentMinSize` for other windows.
    public static var automatic: WindowResizability { WindowResizability(kind: .automatic) }
    /// Windows no smaller than their content's smallest size and no larger than its largest.
    public static var contentSize: WindowResizability { WindowResizability(kind: .contentSize) }
    /// Windows no smaller than their content's smallest size.
    public static var contentMinSize: WindowResizability { WindowResizability(kind: .contentMinSize) }
}
