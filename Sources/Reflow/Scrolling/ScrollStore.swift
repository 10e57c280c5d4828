import Foundation

/// What a scroll view keeps from build to build, with its identity: how far its content is scrolled, and the
/// sizes that bound it, as the latest layout pass found them.
final class ScrollStore {
    /// How far the content is scrolled: the point of the content shown at the viewport's top-leading corner.
    /// Never negative, never past the end (`maximumOffset`).
    private(set) var offset = CGPoint.zero
    /// The axes along which the content scrolls.
    private(set) var axes: Axis.Set = .vertical
    /// The content's size and the viewport's (the scroll view's), from the latest placement.
    private(set) var contentSize = CGSize.zero
    private(set) var viewportSize = CGSize.zero
    /// The scroll view's node, from the latest placement: what is placed again after a scroll.
    private weak var node: ViewNode?

    /// The largest offset along each axis: as far as the content's end can come to the viewport's end; zero
    /// along an axis that does not scroll, or when the content fits.
    var maximumOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(0, contentSize.width - viewportSize.width) : 0,
                y: axes.contains(.vertical) ? max(0, contentSize.height - viewportSize.height) : 0)
    }

    /// `point` moved into the range the content can be scrolled to.
    func clamped(_ point: CGPoint) -> CGPoint {
        let maximum = maximumOffset
        func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), upper) : 0 }
        return CGPoint(x: clamp(point.x, maximum.x), y: clamp(point.y, maximum.y))
    }

    /// Takes what a layout pass found; the offset stays in range when the content or the viewport shrank.
    func laidOut(node: ViewNode?, axes: Axis.Set, contentSize: CGSize, viewportSize: CGSize) {
        self.node = node
        self.axes = axes
        self.contentSize = contentSize
        self.viewportSize = viewportSize
        offset = clamped(offset)
    }

    /// Scrolls by `delta` (positive moves the content up and left), within range; true when the content moved.
    @discardableResult
    func scroll(by delta: CGSize) -> Bool {
        scroll(to: CGPoint(x: offset.x + delta.width, y: offset.y + delta.height))
    }

    /// Scrolls so that `point` of the content is at the viewport's top-leading corner, within range; true when
    /// the content moved. The scroll view is placed again (a layout pass, without a build).
    @discardableResult
    func scroll(to point: CGPoint) -> Bool {
        let target = clamped(point)
        guard target != offset else { return false }
        offset = target
        if let node {
            node.needsPlacementAgain()
            node.engine.requestLayout()
        }
        return true
    }
}

/// The scroll view's wheel and trackpad input: scrolls along its axes, and passes on what it cannot use (a
/// delta across its axes, or past its end) to the scroll views around it.
final class ScrollHandler: PointerHandler {
    var store: ScrollStore?

    override func scrolled(by delta: CGSize, at sample: PointerSample) -> Bool { scroll(by: delta) }

    /// Scrolls along the scroll view's axes; true when the content moved.
    func scroll(by delta: CGSize) -> Bool {
        guard let store, delta.width.isFinite, delta.height.isFinite else { return false }
        let axes = store.axes
        let along = CGSize(width: axes.contains(.horizontal) ? delta.width : 0,
                           height: axes.contains(.vertical) ? delta.height : 0)
        return store.scroll(by: along)
    }
}

extension ViewNode {
    /// The enabled scroll views whose frames contain `point` (host coordinates), innermost first, whatever is
    /// drawn over them: the wheel reaches the scroll view under the pointer even through an overlay (SwiftUI's
    /// `.border` on a scroll view leaves it scrollable).
    func scrollViewsUnder(_ point: CGPoint) -> [ScrollHandler] {
        var found: [ScrollHandler] = []
        func visit(_ node: ViewNode) {
            guard node.traits.isDrawn, node.inputIfAny?.allowsHitTesting ?? true else { return }
            let handler = node.inputIfAny?.pointerHandlers.lazy.compactMap { $0 as? ScrollHandler }.first
            if let handler {
                guard handler.isEnabled, node.drawnFrame.contains(point) else { return }
                found.append(handler)
            }
            for child in node.children { visit(child) }
        }
        visit(self)
        return found.reversed()
    }
}
