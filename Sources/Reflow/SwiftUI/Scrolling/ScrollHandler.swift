import Foundation

/// The scroll view's pointer input (layout rules §16.4, §16.5): the wheel scrolls it along its axes, passing on
/// what it cannot use to the scroll views around it; a press that moves more than the slop along its axes
/// drags the content, competing with the gestures inside as a `DragGesture` would (a tap still reaches a
/// `Button`), and a drag let go while moving coasts on the host's clock.
final class ScrollHandler: PointerHandler {
    var store: ScrollStore?
    /// Whether input may scroll (`.scrollDisabled` turns it off).
    var scrollsByInput = true

    /// How far a press must move along the scrolled axes before the content follows it: a tap's slop, so a
    /// press is a tap or a drag, never both (input rules §2, §4).
    static let slop: CGFloat = TapHandler.slop
    /// Moves older than this before the release do not count towards the velocity: a pointer held still before
    /// it is let go does not fling the content (Decision).
    static let velocityWindow = 0.1

    /// The offset when the press began, and whether the content follows the pointer now.
    private var startOffset = CGPoint.zero
    private var dragging = false
    /// The latest pointer positions of the press, with their times: what the velocity is measured from.
    private var samples: [(time: Double, location: CGPoint)] = []

    /// `delta` in the store's terms: only along its axes, and with the horizontal part reversed in a
    /// right-to-left layout, whose offset counts from the right edge.
    private func offsetDelta(_ delta: CGSize, _ store: ScrollStore) -> CGSize {
        let axes = store.axes
        let sign: CGFloat = store.layoutDirection == .rightToLeft ? -1 : 1
        return CGSize(width: axes.contains(.horizontal) ? delta.width * sign : 0,
                      height: axes.contains(.vertical) ? delta.height : 0)
    }

    override func scrolled(by delta: CGSize, at sample: PointerSample) -> Bool {
        wheel(by: delta, modifiers: sample.modifiers)
    }

    /// A wheel or trackpad delta over the scroll view; true when the content moved.
    func wheel(by delta: CGSize, modifiers: EventModifiers) -> Bool {
        guard let store, scrollsByInput, delta.width.isFinite, delta.height.isFinite else { return false }
        var delta = delta
        // Shift turns a vertical wheel sideways, for a scroll view that scrolls only sideways (as browsers do).
        if modifiers.contains(.shift), store.axes == .horizontal, delta.width == 0 {
            delta = CGSize(width: delta.height, height: 0)
        }
        store.stop(endingSession: false)
        store.beginSession()
        guard store.scroll(by: offsetDelta(delta, store)) else { return false }
        store.wheelMoved()
        return true
    }

    override func began(_ sample: PointerSample) -> PointerVerdict {
        guard let store, scrollsByInput, store.canScroll else { return .failed }
        // A press catches the content where it is (a coasting list stops under the finger).
        store.stop()
        startOffset = store.offset
        dragging = false
        samples = [(sample.time, sample.location)]
        return .undecided
    }

    override func moved(_ sample: PointerSample) -> PointerVerdict {
        guard let store else { return .failed }
        record(sample)
        // The content follows the pointer: dragging it down by d moves the offset by −d.
        let along = offsetDelta(sample.translation, store)
        if !dragging {
            guard along.width * along.width + along.height * along.height > Self.slop * Self.slop else {
                return .undecided
            }
            dragging = true
            store.isDragging = true
            store.beginSession()
        }
        store.scroll(to: CGPoint(x: startOffset.x - along.width, y: startOffset.y - along.height))
        return .recognized
    }

    override func ended(_ sample: PointerSample) -> PointerVerdict {
        guard dragging, let store else { return .failed }
        _ = moved(sample)
        dragging = false
        // The pointer's velocity, from the latest earlier sample within the window, in offset terms.
        var velocity = CGVector(dx: 0, dy: 0)
        if let earlier = samples.last(where: { $0.time < sample.time }), sample.time - earlier.time <= Self.velocityWindow {
            let time = sample.time - earlier.time
            let pointer = CGSize(width: (sample.location.x - earlier.location.x) / time,
                                 height: (sample.location.y - earlier.location.y) / time)
            let along = offsetDelta(pointer, store)
            velocity = CGVector(dx: -along.width, dy: -along.height)
        }
        samples = []
        store.release(velocity: velocity)
        return .recognized
    }

    override func cancelled() {
        if dragging { store?.isDragging = false }
        dragging = false
        samples = []
    }

    /// Keeps the press's latest positions (a few are enough to find the latest at an earlier time).
    private func record(_ sample: PointerSample) {
        samples.append((sample.time, sample.location))
        if samples.count > 8 { samples.removeFirst(samples.count - 8) }
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
