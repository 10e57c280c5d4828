// What the views of a navigation stack's page tell the stack: its title and how to show it, its toolbar items,
// and the destinations it registers. The modifiers write one preference (layout rules §15) and the stack reads
// it from each page once the page is built (docs/navigation.md §1).

/// Everything the modifiers inside one page declare for its navigation bar and destinations.
struct NavigationPreferences {
    /// `.navigationTitle`: nil when no view of the page set one.
    var title: Text?
    /// `.navigationBarTitleDisplayMode`: nil when no view set one (`.automatic`).
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// `.navigationBarHidden(true)` or `.toolbar(.hidden, for: .navigationBar)`.
    var barHidden: Bool?
    /// `.navigationBarBackButtonHidden(true)`.
    var backButtonHidden: Bool?
    /// `.toolbar(.hidden, for: .tabBar)`: read by an enclosing `TabView`.
    var tabBarHidden: Bool?
    /// `.toolbarBackground(_:for:)`: the bar's background.
    var barBackground: AnyShapeStyle?
    /// The toolbar items, in view-tree order.
    var toolbarItems: [ToolbarEntry] = []
    /// `.navigationDestination(for:destination:)`: a page for a value, by the value's type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// `.navigationDestination(isPresented:destination:)` whose binding is true: pushed above the page.
    var presentedDestinations: [PresentedDestination] = []
    /// `.navigationTransition(.zoom(sourceID:in:))`: the view the page zooms out of (nil: it slides).
    var zoomSource: MatchedTransitionSourceKey?

    /// Takes what `other` declares where this declares nothing, and adds its items and destinations: the views
    /// inside a modifier (already in `self`) win over the modifier's own value, and an earlier sibling over a
    /// later one (Reflow's choice where SwiftUI documents none, docs/navigation.md §1.3).
    mutating func merge(_ other: NavigationPreferences) {
        if title == nil { title = other.title }
        if displayMode == nil { displayMode = other.displayMode }
        if barHidden == nil { barHidden = other.barHidden }
        if backButtonHidden == nil { backButtonHidden = other.backButtonHidden }
        if tabBarHidden == nil { tabBarHidden = other.tabBarHidden }
        if barBackground == nil { barBackground = other.barBackground }
        toolbarItems += other.toolbarItems
        destinations.merge(other.destinations) { mine, _ in mine }
        presentedDestinations += other.presentedDestinations
        if zoomSource == nil { zoomSource = other.zoomSource }
    }
}

/// A destination pushed while its binding is true.
struct PresentedDestination {
    let view: AnyView
    let isPresented: Binding<Bool>
}

/// The preference the navigation modifiers write.
struct NavigationPreferenceKey: PreferenceKey {
    static var defaultValue: NavigationPreferences { NavigationPreferences() }

    static func reduce(value: inout NavigationPreferences, nextValue: () -> NavigationPreferences) {
        value.merge(nextValue())
    }
}

extension View {
    /// Adds `change` to the navigation preferences of the views inside (those win where both set a field).
    func navigationPreference(_ change: @escaping (inout NavigationPreferences) -> Void) -> some View {
        ReadByContainerMarker(content: transformPreference(NavigationPreferenceKey.self) { value in
            var own = NavigationPreferences()
            change(&own)
            value.merge(own)
        })
    }
}

/// Marks a view whose preference a container reads while it is built (a navigation stack its pages' titles and
/// toolbars, a tab view its tabs' items): a body that holds one and is built again alone asks the host to build
/// the whole tree, so that the container reads the new value (docs/navigation.md §1.3).
struct ReadByContainerMarker<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func resolve(into resolver: inout Resolver) {
        if resolver.graph.isBuildingScope { resolver.graph.scopeBuildNeedsWholeTree = true }
        resolver.resolve(content)
    }
}

extension ViewNode {
    /// The navigation preferences of the node's subtree (none written: the defaults).
    var navigationPreferences: NavigationPreferences {
        preferenceValue(NavigationPreferenceKey.self) ?? NavigationPreferences()
    }
}
