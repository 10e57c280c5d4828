import Foundation

/// UIKit's view, as far as SwiftUI files touch it: the base of the classes whose `appearance()` proxies they
/// set (`UITabBar.appearance().backgroundColor = .white` in an `init`). Reflow draws SwiftUI views, not UIKit
/// ones, so a view made here is drawn nowhere; what counts is the proxy, which the views Reflow draws for those
/// bars read where they can (`UIAppearance.swift`, docs/platform-modules.md). `UIViewRepresentable` is not
/// provided.
public class UIView: UIResponder, @unchecked Sendable {
    /// Whether this is the class's `appearance()` proxy, whose settings Reflow's bars read.
    var isAppearanceProxy = false

    /// A view; as a proxy, made by `appearance()`.
    public required override init() {}

    /// The proxy whose properties set every view of this class's look, as UIKit's `appearance()`: one per
    /// class for the process. Properties Reflow cannot draw are kept and said once, by name, on standard error.
    public class func appearance() -> Self {
        UIAppearance.proxy(for: self)
    }

    /// The colour behind the view.
    public var backgroundColor: UIColor? {
        didSet { accepted("backgroundColor") }
    }

    /// The colour of the view's interactive parts.
    public var tintColor: UIColor! {
        didSet { accepted("tintColor") }
    }

    /// The view's opacity, 0...1.
    public var alpha: CGFloat = 1 {
        didSet { accepted("alpha") }
    }

    /// The view's rectangle in its own coordinates.
    public var bounds = CGRect.zero
    /// The insets of the safe area from the view's edges: none, since a preview window has no safe area
    /// (docs/layout-rules.md).
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// Whether the view is hidden.
    public var isHidden = false {
        didSet { accepted("isHidden") }
    }

    /// The properties of this class's proxy that Reflow's views draw; any other set on the proxy is said.
    class var drawnAppearanceProperties: Set<String> { [] }

    /// Notes that `property` was set: on a proxy, a property Reflow does not draw is said once.
    func accepted(_ property: String) {
        guard isAppearanceProxy, !Self.drawnAppearanceProperties.contains(property) else { return }
        UIAppearance.sayNotDrawn("\(Self.self).appearance().\(property)")
    }
}

/// UIKit's control: views that take touches and have states.
public class UIControl: UIView, @unchecked Sendable {
    /// A control's states, as UIKit's `UIControl.State`: what `setTitleTextAttributes(_:for:)` is keyed by.
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The states of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Neither highlighted, selected nor disabled.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not taking touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// Chosen.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (tvOS, iPad keyboards).
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control takes touches.
    public var isEnabled = true
    /// Whether the control is chosen.
    public var isSelected = false
}

/// Where the appearance proxies are kept, and how what they cannot draw is said.
enum UIAppearance {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: UIView] = [:]

    /// The proxy of `type`, made on first use.
    static func proxy<T: UIView>(for type: T.Type) -> T {
        lock.withLock {
            if let proxy = proxies[ObjectIdentifier(type)] as? T { return proxy }
            let proxy = type.init()
            proxy.isAppearanceProxy = true
            proxies[ObjectIdentifier(type)] = proxy
            return proxy
        }
    }

    /// The proxy of `type` if a file asked for it; nil leaves Reflow's own look.
    static func existingProxy<T: UIView>(of type: T.Type) -> T? {
        lock.withLock { proxies[ObjectIdentifier(type)] as? T }
    }

    /// Forgets every proxy (for tests).
    static func reset() {
        lock.withLock { proxies = [:] }
    }

    /// Says once per process that `name`, a proxy's property as written, is kept but not drawn.
    static func sayNotDrawn(_ name: String) {
        Diagnostics.process.report(.app, once: "UIKit appearance " + name,
                                   "Reflow: \(name) is accepted but not drawn")
    }
}
