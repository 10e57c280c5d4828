// The zoom navigation transition of iOS 18: `.matchedTransitionSource(id:in:)` marks the view a page zooms out
// of, and `.navigationTransition(.zoom(sourceID:in:))` on the pushed page makes it grow from that view's frame
// to the stack's while it is pushed, and shrink back into it while it is popped (docs/navigation.md §2.4).

/// How a pushed page comes in and goes out, as SwiftUI's `NavigationTransition` (iOS 18): `.automatic` (the
/// platform's slide) or `.zoom(sourceID:in:)`.
public protocol NavigationTransition {}

/// The platform's transition: on iOS the page slides in from the trailing edge.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The page grows out of the view marked `.matchedTransitionSource(id:in:)` with the same id in the same
/// namespace, and shrinks back into it when popped.
public struct ZoomNavigationTransition: NavigationTransition {
    let source: MatchedTransitionSourceKey
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's transition: a slide from the trailing edge.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms the page out of the view marked `.matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(source: MatchedTransitionSourceKey(namespace: namespace, id: AnyHashable(sourceID)))
    }
}

/// How a transition source looks while a page zooms out of it, as SwiftUI's
/// `MatchedTransitionSourceConfiguration` (iOS 18): accepted; Reflow zooms the page alone (docs/navigation.md
/// §2.4).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The configuration that styles nothing, on which the configuration closure chains its settings.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    /// The configuration that styles nothing.
    public init() {}
}

extension MatchedTransitionSourceConfiguration {
    /// Fills the zooming shape with `style` behind the content (accepted).
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }

    /// Clips the source to `shape` (accepted).
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }

    /// Gives the source a shadow (accepted).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
}

/// A transition source's identity: its id in its namespace.
struct MatchedTransitionSourceKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension View {
    /// Marks this view as the source of a navigation transition: a page pushed with
    /// `.navigationTransition(.zoom(sourceID: id, in: namespace))` grows out of its frame (iOS 18).
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        let key = AnyHashable(MatchedTransitionSourceKey(namespace: namespace, id: AnyHashable(id)))
        // The host's table of views by id finds the source when the page is drawn, wherever it is.
        return TraitWriter(content: self) { node in node.graph.register(id: key, for: node) }
    }

    /// Marks this view as the source of a navigation transition, styled by `configuration` (accepted: the
    /// page zooms as without it).
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        _ = configuration(EmptyMatchedTransitionSourceConfiguration())
        return matchedTransitionSource(id: id, in: namespace)
    }

    /// Sets how the navigation page (or presentation) this view is in comes in and goes out (iOS 18).
    /// `.zoom(sourceID:in:)` grows a pushed page out of its source; `.automatic` slides it.
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        let source = (style as? ZoomNavigationTransition)?.source
        return navigationPreference { $0.zoomSource = source }
    }
}

extension ViewNode {
    /// Makes this page node, which the stack slides (docs/navigation.md §2.3), zoom out of `source` instead:
    /// drawn mapped from its frame onto a rectangle between the source's frame and the frame it has at rest.
    /// The slide's distance still measures the push's progress, so the zoom keeps its timing and curve, and
    /// the layout is unchanged. Without a source to be found, the page slides.
    func zoomOut(of source: MatchedTransitionSourceKey) {
        let key = AnyHashable(source)
        addEffect(.geometryDependent(GeometryDependentEffect { page in
            guard let stack = page.parent, let source = page.graph.nodesByID[key] else { return VisualEffectParts() }
            let frame = page.frameInHost, bounds = stack.frameInHost
            let slid = frame.minX - bounds.minX
            guard slid > 0, bounds.width > 0, frame.width > 0, frame.height > 0 else { return VisualEffectParts() }
            // How far the page is from at rest (0) to wholly off (1): the push's progress, backwards.
            let away = min(1, slid / bounds.width)
            let rest = frame.offsetBy(dx: -slid, dy: 0), from = source.frameInHost
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * away }
            let target = CGRect(x: mix(rest.minX, from.minX), y: mix(rest.minY, from.minY),
                                width: mix(rest.width, from.width), height: mix(rest.height, from.height))
            let map = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
                .concatenating(CGAffineTransform(scaleX: target.width / frame.width, y: target.height / frame.height))
                .concatenating(CGAffineTransform(translationX: target.minX, y: target.minY))
            // The effect's transform applies about the frame's top-leading corner, in host coordinates.
            let local = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(map)
                .concatenating(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            return VisualEffectParts(effects: [.transform(local, anchor: .topLeading)], opacity: 1)
        }))
        drawing.hasGeometryDependentEffects = true
    }
}
