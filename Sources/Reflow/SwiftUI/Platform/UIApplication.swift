import Foundation

/// UIKit's application object, as SwiftUI files use it: `UIApplication.shared.open(url)` to open a link, and
/// `canOpenURL(_:)`. A URL opened this way goes where SwiftUI's default `openURL` action sends one in Reflow,
/// the desktop's opener (`OpenURLAction`, as `Link` opens), so a button that opens a web page opens it.
public final class UIApplication: @unchecked Sendable {
    /// The app.
    public static let shared = UIApplication()

    /// Options for `open(_:options:completionHandler:)`, as UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app (not the browser) takes it as a universal link; accepted, not used.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in Settings; a preview has no Settings, so opening it opens nothing useful.
    public static let openSettingsURLString = "app-settings:"

    /// How the opener is reached: the default `openURL` action; tests replace it.
    var opener: (URL, @escaping (Bool) -> Void) -> Void = { url, completion in
        OpenURLAction.system(url, completion: completion)
    }

    /// The app's scenes: one window scene, the preview's (`UIWindow.swift`).
    public let connectedScenes: Set<UIScene> = [UIWindowScene()]

    /// The app's windows: the one of its scene (deprecated in UIKit in favour of the scenes' windows).
    public var windows: [UIWindow] { connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) }

    /// The window that takes key presses (deprecated in UIKit).
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    private init() {}

    /// Opens `url` with the desktop's opener and tells `completion` whether it was handed over. `options` are
    /// accepted and not used.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        opener(url) { completion?($0) }
    }

    /// Whether some app can open `url`: any URL with a scheme, since the desktop's opener is asked for it.
    public func canOpenURL(_ url: URL) -> Bool {
        !(url.scheme ?? "").isEmpty
    }

    /// Whether the app may be put to sleep by the system when idle: accepted, a preview's window never sleeps.
    public var isIdleTimerDisabled = false
    /// The number shown on the app's icon: kept, never shown.
    public var applicationIconBadgeNumber = 0
}
