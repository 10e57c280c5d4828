/// UIKit's traits of an interface, as far as a dynamic `UIColor` reads them: a preview draws the light
/// appearance (as Reflow's colours do), so the one trait collection is the light one.
public final class UITraitCollection: @unchecked Sendable {
    /// The traits views are drawn with.
    public static let current = UITraitCollection()

    /// Light or dark: light.
    public let userInterfaceStyle = UIUserInterfaceStyle.light
    /// The device's idiom: `UIDevice.current`'s.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
    /// The screen's pixels per point: `UIScreen.main`'s.
    public var displayScale: CGFloat { UIScreen.main.scale }

    private init() {}
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not set: the system's.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension UIColor {
    /// The colour `dynamicProvider` gives for the interface's traits, as UIKit's dynamic colours: asked once,
    /// with the light appearance's traits, which a preview draws.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(.current).color)
    }

    /// The colour set `name` of the preview's asset catalogs (its light appearance), as `Color(name)` finds
    /// it; nil when no catalog has it, as UIKit returns nil.
    public convenience init?(named name: String) {
        guard case .success(let color) = AssetCatalogs.color(named: name) else { return nil }
        self.init(color)
    }
}
