import Foundation

/// A bar's look, as UIKit's `UIBarAppearance` (iOS 13): its background and the hairline under (or over) it.
/// A file builds one, configures it and gives it to a bar's proxy (`UITabBar.appearance().standardAppearance =
/// appearance`); which of its properties Reflow's bars draw is listed in docs/platform-modules.md, and the
/// others are said once when it is given.
public class UIBarAppearance: @unchecked Sendable {
    /// The bar's background colour; nil for the background the configuration gives.
    public var backgroundColor: UIColor? {
        didSet { set.insert("backgroundColor") }
    }
    /// The hairline's colour; nil (or clear) for none.
    public var shadowColor: UIColor? {
        didSet { set.insert("shadowColor") }
    }
    /// An image drawn as the background.
    public var backgroundImage: UIImage? {
        didSet { set.insert("backgroundImage") }
    }
    /// An image drawn as the hairline.
    public var shadowImage: UIImage? {
        didSet { set.insert("shadowImage") }
    }

    /// The properties set since the last configuration, by name: what is checked when the appearance is given
    /// to a bar. A configuration's own values are Reflow's to draw, so it clears them.
    var set: Set<String> = []
    /// Whether `configureWithDefaultBackground()` (or nothing) chose the background: Reflow's own bar colours.
    var usesDefaultBackground = true

    /// An appearance with the default background.
    public required init() {}

    /// An appearance with another's values.
    public required init(barAppearance: UIBarAppearance) {
        copyValues(from: barAppearance)
    }

    /// The system's translucent background and hairline: Reflow's own bar colours.
    public func configureWithDefaultBackground() {
        configure(background: nil, shadow: nil, isDefault: true)
    }

    /// An opaque background of the system background colour (white) with the separator hairline.
    public func configureWithOpaqueBackground() {
        configure(background: .systemBackground, shadow: .separator, isDefault: false)
    }

    /// No background and no hairline: the content shows through the bar.
    public func configureWithTransparentBackground() {
        configure(background: .clear, shadow: .clear, isDefault: false)
    }

    private func configure(background: UIColor?, shadow: UIColor?, isDefault: Bool) {
        backgroundColor = background
        shadowColor = shadow
        backgroundImage = nil
        shadowImage = nil
        usesDefaultBackground = isDefault
        set = []
    }

    func copyValues(from other: UIBarAppearance) {
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        backgroundImage = other.backgroundImage
        shadowImage = other.shadowImage
        usesDefaultBackground = other.usesDefaultBackground
        set = other.set
    }

    /// The colour drawn behind the bar: the one set or configured; nil for Reflow's own.
    var drawnBackground: Color? {
        if let backgroundColor { return backgroundColor.color }
        return usesDefaultBackground ? nil : .clear
    }

    /// The hairline's colour: the one set or configured; nil for Reflow's own.
    var drawnShadow: Color? {
        if let shadowColor { return shadowColor.color }
        return usesDefaultBackground ? nil : .clear
    }

    /// The properties Reflow's bars draw.
    class var drawnProperties: Set<String> { ["backgroundColor", "shadowColor"] }

    /// Says once, as `owner` (`UITabBar.appearance().standardAppearance`), each property set that is not drawn.
    func sayUndrawn(as owner: String) {
        for property in set.subtracting(Self.drawnProperties).sorted() {
            UIAppearance.sayNotDrawn("\(owner).\(property)")
        }
    }
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`: the bar's and the titles' colours.
public class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// The inline title's attributes (`.foregroundColor`, `.font`).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { set.insert("titleTextAttributes") }
    }
    /// The large title's attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { set.insert("largeTitleTextAttributes") }
    }

    /// The back button's look (its title's `.foregroundColor` in `normal` is drawn).
    public var backButtonAppearance = UIBarButtonItemAppearance() {
        didSet { set.insert("backButtonAppearance") }
    }
    /// The bar buttons' look.
    public var buttonAppearance = UIBarButtonItemAppearance() {
        didSet { set.insert("buttonAppearance") }
    }
    /// The done buttons' look.
    public var doneButtonAppearance = UIBarButtonItemAppearance() {
        didSet { set.insert("doneButtonAppearance") }
    }

    /// The back button's chevron and the mask it slides in with.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask the back chevron slides in with.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron: kept, Reflow draws its own.
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
        set.insert("setBackIndicatorImage(_:transitionMaskImage:)")
    }

    override class var drawnProperties: Set<String> {
        super.drawnProperties.union(["titleTextAttributes", "largeTitleTextAttributes", "backButtonAppearance"])
    }

    /// An appearance with the default background.
    public required init() { super.init() }

    /// An appearance with another's bar values.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

/// A tab bar's look, as UIKit's `UITabBarAppearance`: the bar's colours and its items'.
public class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// The items' look when they are laid out stacked (icon above title), as on an iPhone held upright: the
    /// layout Reflow's tab bar has.
    public var stackedLayoutAppearance = UITabBarItemAppearance() {
        didSet { set.insert("stackedLayoutAppearance") }
    }
    /// The items' look laid out inline (icon beside title), as on an iPad.
    public var inlineLayoutAppearance = UITabBarItemAppearance() {
        didSet { set.insert("inlineLayoutAppearance") }
    }
    /// The items' look laid out inline in a compact bar.
    public var compactInlineLayoutAppearance = UITabBarItemAppearance() {
        didSet { set.insert("compactInlineLayoutAppearance") }
    }
    /// The selection indicator's tint.
    public var selectionIndicatorTintColor: UIColor? {
        didSet { set.insert("selectionIndicatorTintColor") }
    }

    override class var drawnProperties: Set<String> { super.drawnProperties.union(["stackedLayoutAppearance"]) }

    /// An appearance with the default background.
    public required init() { super.init() }

    /// An appearance with another's bar values.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}

/// The look of a tab bar's items in one layout, as UIKit's `UITabBarItemAppearance`: per state.
public class UITabBarItemAppearance: @unchecked Sendable {
    /// Items not chosen.
    public let normal = UITabBarItemStateAppearance()
    /// The chosen item.
    public let selected = UITabBarItemStateAppearance()
    /// Items that cannot be chosen.
    public let disabled = UITabBarItemStateAppearance()
    /// The focused item.
    public let focused = UITabBarItemStateAppearance()

    /// A look with every state as the system draws it.
    public init() {}
}

/// The look of tab bar items in one state, as UIKit's `UITabBarItemStateAppearance`.
public class UITabBarItemStateAppearance: @unchecked Sendable {
    /// The icon's colour.
    public var iconColor: UIColor?
    /// The title's attributes (`.foregroundColor` is drawn).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background colour.
    public var badgeBackgroundColor: UIColor?

    init() {}
}

/// The look of a bar's buttons, as UIKit's `UIBarButtonItemAppearance`: per state.
public class UIBarButtonItemAppearance: @unchecked Sendable {
    /// Buttons that can be pressed.
    public let normal = UIBarButtonItemStateAppearance()
    /// Buttons being pressed.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// Buttons that cannot be pressed.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The focused button.
    public let focused = UIBarButtonItemStateAppearance()

    /// A look with every state as the system draws it.
    public init() {}

    /// A look for buttons of `style`.
    public convenience init(style: UIBarButtonItem.Style) { self.init() }
}

/// The look of bar buttons in one state, as UIKit's `UIBarButtonItemStateAppearance`.
public class UIBarButtonItemStateAppearance: @unchecked Sendable {
    /// The title's attributes (`.foregroundColor` is drawn for the back button).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    init() {}
}

/// UIKit's bar button, as far as its style names a button appearance.
public enum UIBarButtonItem {
    /// A bar button's style, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// A plain button.
        case plain
        /// A done button, emphasised.
        case done
    }
}
