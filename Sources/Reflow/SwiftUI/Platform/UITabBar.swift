import Foundation

/// UIKit's tab bar, as SwiftUI files set its look: `UITabBar.appearance().backgroundColor = …`,
/// `.unselectedItemTintColor`, `.standardAppearance`. Reflow's `TabView` draws its bar from this proxy: the
/// background, the hairline and the items' colours (`UITabBarLook`); the other properties are kept and said.
public class UITabBar: UIView, @unchecked Sendable {
    /// The bar's tint: its background.
    public var barTintColor: UIColor? {
        didSet { accepted("barTintColor") }
    }
    /// The colour of the items not chosen.
    public var unselectedItemTintColor: UIColor? {
        didSet { accepted("unselectedItemTintColor") }
    }
    /// Whether the bar's background is see-through; Reflow's bar is opaque either way.
    public var isTranslucent = true {
        didSet { accepted("isTranslucent") }
    }
    /// An image for the background.
    public var backgroundImage: UIImage? {
        didSet { accepted("backgroundImage") }
    }
    /// An image for the hairline.
    public var shadowImage: UIImage? {
        didSet { accepted("shadowImage") }
    }
    /// The bar's look (iOS 13): what Reflow's bar draws.
    public var standardAppearance = UITabBarAppearance() {
        didSet {
            accepted("standardAppearance")
            if isAppearanceProxy { standardAppearance.sayUndrawn(as: "UITabBar.appearance().standardAppearance") }
        }
    }
    /// The look when the content is scrolled to the bar's edge (iOS 15). Reflow cannot tell where content is
    /// scrolled under its bar, so it draws the standard appearance; this one is said unless it is the same.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            if isAppearanceProxy, let scrollEdgeAppearance, scrollEdgeAppearance !== standardAppearance {
                UIAppearance.sayNotDrawn("UITabBar.appearance().scrollEdgeAppearance (the standard one is drawn)")
            }
        }
    }

    override class var drawnAppearanceProperties: Set<String> {
        ["backgroundColor", "tintColor", "barTintColor", "unselectedItemTintColor", "standardAppearance"]
    }
}

/// What Reflow's tab bar draws from `UITabBar.appearance()`; nil values leave Reflow's own look.
struct UITabBarLook {
    var background: Color?
    var hairline: Color?
    var selected: Color?
    var unselected: Color?

    /// The look the proxy sets, or nil when no file asked for the proxy.
    static var current: UITabBarLook? {
        guard let bar = UIAppearance.existingProxy(of: UITabBar.self) else { return nil }
        let appearance = bar.standardAppearance
        // What was set on the appearance after it was given to the bar is said now, once.
        appearance.sayUndrawn(as: "UITabBar.appearance().standardAppearance")
        let items = appearance.stackedLayoutAppearance
        func color(_ state: UITabBarItemStateAppearance) -> Color? {
            (state.iconColor ?? state.titleTextAttributes[.foregroundColor] as? UIColor)?.color
        }
        // The appearance object wins over the older properties, as in UIKit since iOS 13.
        return UITabBarLook(
            background: appearance.drawnBackground ?? (bar.barTintColor ?? bar.backgroundColor)?.color,
            hairline: appearance.drawnShadow,
            selected: color(items.selected) ?? bar.tintColor?.color,
            unselected: color(items.normal) ?? bar.unselectedItemTintColor?.color)
    }
}
