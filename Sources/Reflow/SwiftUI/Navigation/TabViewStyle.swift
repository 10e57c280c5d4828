// `.tabViewStyle`: a tab bar (the default) or pages (docs/navigation.md §4).

/// How a `TabView` shows its tabs.
public protocol TabViewStyle {}

/// The platform's tab view: a tab bar along the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// A tab bar only (iOS 18's name for the default on iPhone).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// One page at a time, switched by a horizontal drag or by the dots of its index.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index (the dots) is shown.
    public struct IndexDisplayMode: Hashable, Sendable {
        let shows: Bool
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(shows: true)
        /// Always shown.
        public static let always = IndexDisplayMode(shows: true)
        /// Never shown.
        public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages, with the index shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages, with the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How the page index is drawn (`.indexViewStyle`); Reflow draws its dots on a translucent capsule either way.
public protocol IndexViewStyle {}

/// The page index's style.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// As the platform decides.
        case automatic
        /// While the user interacts with the dots.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }

    /// The style, with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots, with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The tab view style in force, as the tab view reads it.
enum TabViewStyleKind: Equatable {
    case tabBar
    case page(showsIndex: Bool)
}

private enum TabViewStyleKey: EnvironmentKey { static var defaultValue: TabViewStyleKind { .tabBar } }

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the `TabView`s inside show their tabs: a tab bar, or pages.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let kind: TabViewStyleKind = (style as? PageTabViewStyle).map { .page(showsIndex: $0.indexDisplayMode.shows) } ?? .tabBar
        return EnvironmentWriter(content: self) { $0.tabViewStyleKind = kind }
    }

    /// Sets how page indexes are drawn; accepted and ignored (docs/navigation.md §4).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
