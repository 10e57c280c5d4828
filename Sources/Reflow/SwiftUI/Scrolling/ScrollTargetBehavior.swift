import Foundation

/// Decides where a scroll view comes to rest after a drag or a wheel session (`.scrollTargetBehavior(_:)`):
/// given the rect the content would come to rest at by itself, it may move it, as `.paging` moves it to a
/// page's boundary (layout rules §16.9).
public protocol ScrollTargetBehavior {
    /// Moves `target` to where the scroll view should come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// What the behaviour is told about the scroll view.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll view is to come to rest: the viewport's rect in the content's coordinates.
public struct ScrollTarget {
    /// The viewport's rect at rest, in the content's coordinates (margins included).
    public var rect: CGRect
    /// The point of `rect` that is to be aligned; nil for its top-leading corner.
    public var anchor: UnitPoint?

    /// A target of `rect`, aligned at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour is told about the scroll view coming to rest.
public struct ScrollTargetBehaviorContext {
    /// Where the scroll view would come to rest by itself.
    public var originalTarget: ScrollTarget
    /// How fast the content moved as the drag ended, in points per second (zero after a wheel session).
    public var velocity: CGVector
    /// The size of the content, margins included.
    public var contentSize: CGSize
    /// The size of the viewport.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// Where the viewport was when the drag or the wheel session began (content coordinates).
    var startOffset: CGPoint = .zero
    /// The frames of the target views (`.scrollTargetLayout()`), in the content's coordinates.
    var targets: [CGRect] = []
}

/// Comes to rest at a multiple of the viewport's size: one page at a time, the one the drag pointed to
/// (layout rules §16.9).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func page(_ end: CGFloat, start: CGFloat, velocity: CGFloat, page: CGFloat) -> CGFloat {
            guard page > 0 else { return end }
            // The page the viewport started on, and the page the content would come to rest nearest; a swipe
            // moves at most one page, as a paged UIScrollView does.
            let from = (start / page).rounded()
            var to = (end / page).rounded()
            to = min(max(to, from - 1), from + 1)
            return to * page
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(target.rect.minY, start: context.startOffset.y, velocity: context.velocity.dy,
                                        page: context.containerSize.height)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(target.rect.minX, start: context.startOffset.x, velocity: context.velocity.dx,
                                        page: context.containerSize.width)
        }
    }
}

/// Comes to rest with a target view's leading (top) edge at the viewport's: the target views are the subviews
/// of the layout marked `.scrollTargetLayout()` (layout rules §16.9).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one drag may go: accepted; Reflow does not limit it (layout rules §16.9).
    public struct LimitBehavior: Hashable, Sendable {
        let kind: Int
        /// The platform's choice.
        public static var automatic: LimitBehavior { .init(kind: 0) }
        /// Always limited.
        public static var always: LimitBehavior { .init(kind: 1) }
        /// Never limited.
        public static var never: LimitBehavior { .init(kind: 2) }
    }

    /// The limit behaviour it was made with.
    public var limitBehavior: LimitBehavior

    /// The view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard !context.targets.isEmpty else { return }
        // The target edge nearest where the content would come to rest, along each scrolled axis.
        if context.axes.contains(.vertical) {
            let edges = context.targets.map(\.minY)
            target.rect.origin.y = edges.min { abs($0 - target.rect.minY) < abs($1 - target.rect.minY) }!
        }
        if context.axes.contains(.horizontal) {
            let edges = context.targets.map(\.minX)
            target.rect.origin.x = edges.min { abs($0 - target.rect.minX) < abs($1 - target.rect.minX) }!
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Comes to rest at page boundaries: multiples of the viewport's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Comes to rest with a target view aligned to the viewport's leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Comes to rest with a target view aligned to the viewport's leading edge.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The layout value that marks `.scrollTargetLayout()`'s layout.
struct ScrollTargetLayoutKey: LayoutValueKey {
    static let defaultValue = false
}

extension View {
    /// Sets where the scroll views inside come to rest after a drag or a wheel session.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        scrollSetting { $0.targetBehavior = behavior }
    }

    /// Marks this layout's subviews as the targets of `.viewAligned` and `.scrollPosition(id:)`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        TraitWriter(content: self) { if isEnabled { $0.setLayoutValue(ScrollTargetLayoutKey.self, true) } }
    }
}
