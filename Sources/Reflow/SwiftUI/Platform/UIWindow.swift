/// UIKit's window and scene, as SwiftUI files reach them: most often for the safe area,
/// `UIApplication.shared.windows.first?.safeAreaInsets.bottom` or the same through `connectedScenes`. A preview
/// window has no safe area (docs/layout-rules.md, `GeometryProxy.safeAreaInsets` is zero too), so the one window's
/// insets are zero and a view padded by them lays out as Reflow lays out every view.
public class UIWindow: UIView, @unchecked Sendable {
    /// Whether this window takes key presses: the app's one window does.
    public internal(set) var isKeyWindow = false
    /// The scene the window belongs to.
    public internal(set) weak var windowScene: UIWindowScene?

    /// A window the size of the screen.
    public required init() {
        super.init()
        bounds = UIScreen.main.bounds
    }
}

/// A scene of the app, as UIKit's `UIScene`: what `UIApplication.shared.connectedScenes` holds.
public class UIScene: Hashable, @unchecked Sendable {
    /// Whether the scene is on screen and taking events: a preview's is.
    public let activationState = ActivationState.foregroundActive

    init() {}

    /// Whether two scenes are the same object.
    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether a scene is on screen and taking events, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Hashable, Sendable {
        /// Not known.
        case unattached = -1
        /// On screen, taking events.
        case foregroundActive
        /// On screen, not taking events.
        case foregroundInactive
        /// Off screen.
        case background
    }
}

/// The scene of a window, as UIKit's `UIWindowScene`: the app's one, with its one window, on the iPhone's screen.
public class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows: one.
    public let windows: [UIWindow]
    /// The window that takes key presses.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on.
    public var screen: UIScreen { .main }

    override init() {
        let window = UIWindow()
        window.isKeyWindow = true
        windows = [window]
        super.init()
        window.windowScene = self
    }
}
