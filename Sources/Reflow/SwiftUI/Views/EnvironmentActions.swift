import Foundation

/// Opens a URL: what `@Environment(\.openURL)` gives. By default it hands the URL to the desktop's opener
/// (`xdg-open`, started without waiting for it); `.environment(\.openURL, OpenURLAction { url in … })`
/// replaces it for the views inside, as in SwiftUI.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result {
        enum Kind { case handled, discarded, systemAction(URL?) }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL, and nothing else will.
        public static let discarded = Result(kind: .discarded)
        /// The handler leaves the URL to the system's opener.
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The handler leaves `url`, another URL, to the system's opener.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: (URL) -> Result

    /// An action that calls `handler` with the URL to open.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other): completion(Self.openWithSystem(other ?? url))
        }
    }

    /// The default action: the system's opener.
    static let system = OpenURLAction { _ in .systemAction }

    /// Starts `xdg-open url` and returns without waiting for it (SwiftUI's action returns at once too).
    private static func openWithSystem(_ url: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            Diagnostics.process.report(.environment,
                "Reflow: warning: could not open \(url.absoluteString) with xdg-open: \(error)")
            return false
        }
    }
}

/// Dismisses the presentation the view is in: what `@Environment(\.dismiss)` gives. In a page a navigation
/// stack pushed, it pops the page; in a sheet, a full-screen cover, a popover or an alert, it closes it
/// (docs/navigation.md §5). Elsewhere it does nothing, as in SwiftUI.
public struct DismissAction {
    /// What dismissing does here; nil outside any presentation.
    let action: (() -> Void)?

    init(_ action: (() -> Void)? = nil) { self.action = action }

    /// Dismisses the presentation the view is in.
    public func callAsFunction() { action?() }
}

/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

private enum OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { .system } }
private enum DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// The action that opens URLs (`xdg-open` unless a view sets another).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The action that dismisses the presentation the view is in: pops a pushed page, closes a sheet or an
    /// alert; it does nothing outside one. Set by the navigation stacks and presentations (docs/navigation.md).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The appearance the views are shown in: `.light` unless set with `.preferredColorScheme` or
    /// `.environment(\.colorScheme, …)`. In the dark one, text and the foreground's levels take iOS's dark
    /// label colours, lists their dark backgrounds, and the system colours (`Color.blue`, `Color(.systemBackground)`)
    /// their dark appearances (`Color+DarkAppearance.swift`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// The colour scheme this view prefers. SwiftUI passes it up to the window the view is in; Reflow sets it in
    /// the environment of this view and the views inside, which is the same for a preview's or a window's root
    /// view, and passes it up as a preference, so that the window behind a preview takes the scheme's background
    /// (`windowBackgroundOfPreferredColorScheme()`); nil leaves it as it is.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        EnvironmentWriter(content: self) { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        }
        .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }

    /// Behind this view, the system background of the colour scheme a view inside it prefers
    /// (`preferredColorScheme`): black for dark, as iOS's window behind a dark view is; nothing otherwise (the
    /// window's own white shows). For a preview's window, whose views are another's.
    @_spi(Preview)
    public func windowBackgroundOfPreferredColorScheme() -> some View {
        backgroundPreferenceValue(PreferredColorSchemeKey.self) { scheme in
            if scheme == .dark { Color(white: 0) }
        }
    }
}

/// The colour scheme the views prefer: the first one set, in view-tree order.
struct PreferredColorSchemeKey: PreferenceKey {
    static var defaultValue: ColorScheme? { nil }
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
