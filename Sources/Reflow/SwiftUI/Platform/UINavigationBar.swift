import Foundation

/// UIKit's navigation bar, as SwiftUI files set its look: `UINavigationBar.appearance().titleTextAttributes =
/// [.foregroundColor: UIColor.white]`, `.standardAppearance = appearance`. Reflow's navigation stacks draw their
/// bar from this proxy: the background, the hairline, the titles' colour and font, the buttons' tint
/// (`UINavigationBarLook`); the other properties are kept and said.
public class UINavigationBar: UIView, @unchecked Sendable {
    /// The bar's tint: its background.
    public var barTintColor: UIColor? {
        didSet { accepted("barTintColor") }
    }
    /// Whether the bar's background is see-through.
    public var isTranslucent = true {
        didSet { accepted("isTranslucent") }
    }
    /// Whether pages show large titles.
    public var prefersLargeTitles = false {
        didSet { accepted("prefersLargeTitles") }
    }
    /// The inline title's attributes (`.foregroundColor` and `.font` are drawn).
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { accepted("titleTextAttributes") }
    }
    /// The large title's attributes (`.foregroundColor` and `.font` are drawn).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { accepted("largeTitleTextAttributes") }
    }
    /// An image for the hairline.
    public var shadowImage: UIImage? {
        didSet { accepted("shadowImage") }
    }
    /// The bar's look with an inline title: what Reflow's inline bar draws.
    public var standardAppearance = UINavigationBarAppearance() {
        didSet {
            accepted("standardAppearance")
            if isAppearanceProxy {
                standardAppearance.sayUndrawn(as: "UINavigationBar.appearance().standardAppearance")
            }
        }
    }
    /// The look when the content is scrolled to the top: what Reflow's large-title bar draws, as a preview
    /// shows a page at its top.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            accepted("scrollEdgeAppearance")
            if isAppearanceProxy {
                scrollEdgeAppearance?.sayUndrawn(as: "UINavigationBar.appearance().scrollEdgeAppearance")
            }
        }
    }
    /// The look of a compact bar (an iPhone held sideways). A preview's iPhone is upright, so it is not drawn;
    /// it is said unless it is the standard appearance itself, which draws the same.
    public var compactAppearance: UINavigationBarAppearance? {
        didSet { sayIfOwn(compactAppearance, "compactAppearance") }
    }
    /// The look of a compact bar at the content's top; said as `compactAppearance` is.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { sayIfOwn(compactScrollEdgeAppearance, "compactScrollEdgeAppearance") }
    }

    private func sayIfOwn(_ appearance: UINavigationBarAppearance?, _ property: String) {
        guard isAppearanceProxy, let appearance, appearance !== standardAppearance else { return }
        UIAppearance.sayNotDrawn("UINavigationBar.appearance().\(property) (the standard one is drawn)")
    }

    override class var drawnAppearanceProperties: Set<String> {
        ["backgroundColor", "barTintColor", "tintColor", "titleTextAttributes", "largeTitleTextAttributes",
         "standardAppearance", "scrollEdgeAppearance"]
    }
}

/// What Reflow's navigation bar draws from `UINavigationBar.appearance()`; nil values leave Reflow's own look.
struct UINavigationBarLook {
    var background: Color?
    var hairline: Color?
    var titleColor: Color?
    var titleFont: Font?
    /// The bar's buttons' colour (`tintColor`).
    var buttonTint: Color?
    /// The back button's colour: its appearance's title colour, else the buttons'.
    var backButtonTint: Color?

    /// The look of the inline bar (`large` false) or the large-title bar, or nil when no file asked for the
    /// proxy.
    static func current(large: Bool) -> UINavigationBarLook? {
        guard let bar = UIAppearance.existingProxy(of: UINavigationBar.self) else { return nil }
        // A large title shows at the top of a page, where UIKit draws the scroll-edge appearance; without one,
        // the standard appearance's titles (its background is then transparent: the page's shows).
        let appearance = large ? bar.scrollEdgeAppearance ?? bar.standardAppearance : bar.standardAppearance
        // What was set on the appearance after it was given to the bar is said now, once.
        appearance.sayUndrawn(as: "UINavigationBar.appearance()."
                              + (appearance === bar.standardAppearance ? "standardAppearance" : "scrollEdgeAppearance"))
        let ownAttributes = large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes
        let attributes = ownAttributes.isEmpty
            ? (large ? bar.largeTitleTextAttributes : bar.titleTextAttributes) ?? [:] : ownAttributes
        let usesOwnBackground = !large || bar.scrollEdgeAppearance != nil
        return UINavigationBarLook(
            background: usesOwnBackground
                ? appearance.drawnBackground ?? (large ? nil : (bar.barTintColor ?? bar.backgroundColor)?.color) : nil,
            hairline: usesOwnBackground ? appearance.drawnShadow : nil,
            titleColor: (attributes[.foregroundColor] as? UIColor)?.color,
            titleFont: (attributes[.font] as? UIFont).map(Font.init),
            buttonTint: bar.tintColor?.color,
            backButtonTint: (bar.standardAppearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor]
                as? UIColor)?.color)
    }
}

extension View {
    /// Tints the bar's buttons with `color`, as UIKit's bar `tintColor` does; nil leaves the tint the
    /// environment has (`.tint` set around the stack), where `.tint(nil)` would reset it to the accent colour.
    func barButtonTint(_ color: Color?) -> some View {
        EnvironmentWriter(content: self) { environment in
            if let color { environment.tintStyle = .color(color) }
        }
    }
}
