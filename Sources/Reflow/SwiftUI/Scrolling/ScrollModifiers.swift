import Foundation

/// When a scroll view shows its indicators (`.scrollIndicators(_:axes:)`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform's choice: shown while the content scrolls, fading out after (layout rules §16.6).
    public static var automatic: ScrollIndicatorVisibility { .init(kind: .automatic) }
    /// Shown whenever the content can scroll, not only while it scrolls.
    public static var visible: ScrollIndicatorVisibility { .init(kind: .visible) }
    /// Hidden (SwiftUI may still show them on platforms where a pointer reveals them; a window does not).
    public static var hidden: ScrollIndicatorVisibility { .init(kind: .hidden) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { .init(kind: .never) }
}

/// Whether a scroll view bounces at its ends (`.scrollBounceBehavior(_:axes:)`): accepted; Reflow's scroll
/// views stop at their ends without a rubber band (layout rules §16.5).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static var automatic: ScrollBounceBehavior { .init(kind: 0) }
    /// Always bounces.
    public static var always: ScrollBounceBehavior { .init(kind: 1) }
    /// Bounces only when the content is larger than the viewport.
    public static var basedOnSize: ScrollBounceBehavior { .init(kind: 2) }
}

/// How scrolling dismisses the software keyboard (`.scrollDismissesKeyboard(_:)`): accepted; a window has no
/// software keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let kind: Int
    /// The platform's choice.
    public static var automatic: ScrollDismissesKeyboardMode { .init(kind: 0) }
    /// Dismissed as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { .init(kind: 1) }
    /// Dismissed as the drag moves below it.
    public static var interactively: ScrollDismissesKeyboardMode { .init(kind: 2) }
    /// Never dismissed by scrolling.
    public static var never: ScrollDismissesKeyboardMode { .init(kind: 3) }
}

/// Where `.contentMargins` apply in the views that have margins.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind
    /// A scroll view insets both its content and its indicators. [A/contentmarginplacement/automatic]
    public static var automatic: ContentMarginPlacement { .init(kind: .automatic) }
    /// A scroll view insets its content, not its indicators.
    public static var scrollContent: ContentMarginPlacement { .init(kind: .scrollContent) }
    /// A scroll view insets its indicators, not its content.
    public static var scrollIndicators: ContentMarginPlacement { .init(kind: .scrollIndicators) }
}

extension View {
    /// Turns off scrolling by input (wheel, drag, keys) in the scroll views inside; code (`scrollTo`, a
    /// scroll position binding) still scrolls them.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        scrollSetting { if disabled { $0.isDisabled = true } }
    }

    /// Draws the scroll views' content outside their viewports too (`disabled: true`), as SwiftUI's
    /// `.scrollClipDisabled()` does; their frames and scrolling do not change.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        scrollSetting { $0.isClipDisabled = disabled }
    }

    /// Sets when the scroll views inside show their indicators along `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                 axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        scrollSetting {
            if axes.contains(.vertical) { $0.verticalIndicators = visibility }
            if axes.contains(.horizontal) { $0.horizontalIndicators = visibility }
        }
    }

    /// Insets the scroll views' content and/or indicators by `length` on `edges` (nil: nothing, as SwiftUI's
    /// "system default" margins are none here), for `placement`; the content can be scrolled to show the
    /// margins (layout rules §16.7).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        var check = InputCheck(".contentMargins")
        let length = check.length(length, "length")
        return scrollSetting { settings in
            guard let length else { return }
            func apply(_ insets: inout EdgeInsets) {
                if edges.contains(.top) { insets.top = length }
                if edges.contains(.leading) { insets.leading = length }
                if edges.contains(.bottom) { insets.bottom = length }
                if edges.contains(.trailing) { insets.trailing = length }
            }
            if placement.kind != .scrollIndicators { apply(&settings.contentMargins) }
            if placement.kind != .scrollContent { apply(&settings.indicatorMargins) }
        }.warning(check.warning)
    }

    /// Insets the scroll views' content and/or indicators by `insets`, for `placement`.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        var check = InputCheck(".contentMargins")
        let clean = EdgeInsets(top: check.length(insets.top, "top") ?? 0,
                               leading: check.length(insets.leading, "leading") ?? 0,
                               bottom: check.length(insets.bottom, "bottom") ?? 0,
                               trailing: check.length(insets.trailing, "trailing") ?? 0)
        return scrollSetting { settings in
            if placement.kind != .scrollIndicators { settings.contentMargins = clean }
            if placement.kind != .scrollContent { settings.indicatorMargins = clean }
        }.warning(check.warning)
    }

    /// Insets the scroll views' content and/or indicators by `length` on every edge, for `placement`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Sets the scroll views' initial offset and where content smaller than their viewports sits: `.bottom`
    /// starts a chat at its end, `.center` centres small content (layout rules §16.8).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        scrollSetting { $0.anchor = anchor }
    }

    /// Accepted, so views written for SwiftUI compile: Reflow's scroll views do not bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        scrollSetting { $0.bounceBehavior = behavior }
    }

    /// Accepted, so views written for SwiftUI compile: a window has no software keyboard to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        scrollSetting { $0.dismissesKeyboard = mode }
    }

    /// Binds `id` to the id of the scroll view's target view at `anchor` of the viewport (its top-leading
    /// corner when nil): updated as the content scrolls, and scrolling the view with that id to `anchor` when
    /// set. The targets are the subviews of the layout marked `.scrollTargetLayout()`, or the scroll view's own
    /// views (layout rules §16.10).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let position = ScrollPositionBinding(get: { id.wrappedValue.map(AnyHashable.init) },
                                             set: { id.wrappedValue = $0?.base as? ID },
                                             anchor: anchor)
        return scrollSetting { $0.position = position }
    }

    /// Runs `action` with the old and new values of `transform` applied to the scroll view's geometry whenever
    /// that value changes: as the content scrolls, or as the content or the viewport change size.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        let observer = ScrollGeometryObserver { geometry, old in
            let new = transform(geometry)
            guard let old = old as? T else { return (new, nil) }
            return (new, old == new ? nil : { action(old, new) })
        }
        return scrollSetting { $0.geometryObservers.append(observer) }
    }
}

/// Where a scroll view is scrolled to and how large its content and viewport are, as
/// `.onScrollGeometryChange` reports it.
public struct ScrollGeometry: Equatable, Sendable {
    /// The point of the content at the viewport's top-leading corner: negative by the content's margins at the
    /// start, as UIKit's offset is with content insets (layout rules §16.10).
    public var contentOffset: CGPoint
    /// The size of the content, without its margins.
    public var contentSize: CGSize
    /// The content's margins (`.contentMargins`): with `contentSize`, the whole scrollable extent.
    public var contentInsets: EdgeInsets
    /// The size of the viewport: the scroll view's frame.
    public var containerSize: CGSize

    /// The part of the content that can be seen, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The viewport in the content's coordinates: the same as `visibleRect` here.
    public var bounds: CGRect { visibleRect }

    /// A geometry of these values.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}
