import Foundation

/// Zooming onto one view in front of an audience (`reflow preview --present`: Alt- or Control-click a view, or
/// `z` for the view under the pointer or the inspector's pinned one), as reveal.js zooms onto an element: the
/// window's views are magnified smoothly until the view fills most of the window, and a card under it says its
/// side of the negotiation (what it was proposed, what it answered, where its container placed it). The same
/// again zooms back.
///
/// The zoom is a camera over the views as drawn: their layout, and so what the card says, is unchanged.
@_spi(Viewer) public final class ViewZoom {
    /// The view zoomed onto (or, zooming back, the one it was), as the inspector records it.
    public private(set) var target: ViewRecord?
    /// Whether the zoom goes in (towards the view) or out (back to the whole window).
    public private(set) var isZoomedIn = false
    /// How far in the zoom is, 0 (the whole window) to 1 (on the view), at `changedAt`, and where it heads.
    private var startProgress = 0.0
    private var changedAt = 0.0
    /// Where the pointer was last, in points: `z` zooms onto the view there.
    public var pointer: CGPoint?
    /// The card's host.
    private var card = OverlayHost()
    /// The text measurer the card's text is measured with: the window's.
    public var textMeasurer: TextMeasurer

    /// Seconds a zoom takes, in or out.
    public static let duration = 0.45
    /// The most a zoom magnifies, and how much of the window's width and height the view may fill; the view
    /// sits a little above the middle, to leave room for the card.
    public static let largestScale = 8.0
    static let widthFilled = 0.7, heightFilled = 0.6, centreHeight = 0.45

    public init(textMeasurer: TextMeasurer) { self.textMeasurer = textMeasurer }

    /// Zooms onto the innermost view at `point` (points) of `record` within the subtree marked `subtreeID`, or
    /// back out when zoomed in; at monotonic time `time`. False when there is no view there to zoom onto.
    @discardableResult
    public func toggle(at point: CGPoint?, in record: NegotiationRecord?, subtreeID: String?, size: CGSize,
                       time: Double) -> Bool {
        if isZoomedIn {
            move(in: false, time: time)
            return true
        }
        guard let point, let record else { return false }
        let finder = Inspector(textMeasurer: textMeasurer)
        finder.subtreeID = subtreeID
        finder.show(record)
        guard let path = finder.path(at: point), let view = finder.view(at: path) else { return false }
        return zoom(onto: view, size: size, time: time)
    }

    /// Zooms onto `view` (a pinned view of the inspector) in a window of `size`; false for a view with no area,
    /// or one the window already shows large (it would not be magnified).
    @discardableResult
    public func zoom(onto view: ViewRecord, size: CGSize, time: Double) -> Bool {
        let frame = view.frame
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0,
              Self.camera(onto: frame, size: size).a > 1.05 else { return false }
        target = view
        move(in: true, time: time)
        return true
    }

    private func move(in zoomingIn: Bool, time: Double) {
        startProgress = progress(at: time)
        changedAt = time
        isZoomedIn = zoomingIn
    }

    /// How far in the zoom is at `time`, 0 to 1, before easing.
    public func progress(at time: Double) -> Double {
        let moved = max(0, min(1, (time - changedAt) / Self.duration))
        let progress = isZoomedIn ? startProgress + (1 - startProgress) * moved : startProgress * (1 - moved)
        // Within rounding of either end, at it: the camera then lands on whole pixels, or is gone.
        return progress < 1e-6 ? 0 : progress > 1 - 1e-6 ? 1 : progress
    }

    /// Whether the camera is between the window and the view.
    public func isMoving(at time: Double) -> Bool {
        let progress = progress(at: time)
        return isZoomedIn ? progress < 1 : progress > 0
    }

    /// The progress of the camera last asked for (`camera(at:size:)`): the one drawn.
    private var drawnProgress = 0.0

    /// Whether a frame is needed at `time`: the camera moves, or has arrived where the last frame drawn did not
    /// show it (the frame at the end of a zoom).
    public func needsFrame(at time: Double) -> Bool { isMoving(at: time) || progress(at: time) != drawnProgress }

    /// Whether anything of the zoom shows at `time`: zoomed in, or on the way.
    public func isShowing(at time: Double) -> Bool { progress(at: time) > 0 }

    /// The camera over the views at `time` in a window of `size` points: nil when the zoom is all the way out.
    /// It moves each of its terms from the identity to the view's, eased in and out.
    public func camera(at time: Double, size: CGSize) -> CGAffineTransform? {
        let progress = progress(at: time)
        drawnProgress = progress
        guard progress > 0, let frame = target?.frame else { return nil }
        let eased = progress * progress * (3 - 2 * progress)
        let end = Self.camera(onto: frame, size: size)
        let scale = 1 + (end.a - 1) * eased
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: end.tx * eased, ty: end.ty * eased)
    }

    /// The camera all the way in on `frame` in a window of `size`: magnified until the view fills 70 % of the
    /// width or 60 % of the height (8 times at most, never less than 1), centred across and at 45 % of the
    /// height.
    public static func camera(onto frame: CGRect, size: CGSize) -> CGAffineTransform {
        let scale = max(1, min(largestScale, size.width * widthFilled / frame.width,
                               size.height * heightFilled / frame.height))
        let centre = CGPoint(x: size.width / 2, y: size.height * centreHeight)
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: centre.x - scale * frame.midX,
                                 ty: centre.y - scale * frame.midY)
    }

    /// The card under the view at `time`, faded in with the zoom; nil while nothing shows.
    public func overlay(at time: Double, size: CGSize) -> DisplayList? {
        let progress = progress(at: time)
        guard progress > 0, let target else { return nil }
        return card.displayList(of: ViewZoomCard(view: target).opacity(progress), size: size,
                                textMeasurer: textMeasurer)
    }

    /// The card's three lines for `view`: its name; "proposed (300, ∞) → answered 300×200"; "placed at (250, 0)
    /// · anchor topLeading", or where its frame is for a view no container placed.
    public static func cardLines(for view: ViewRecord) -> [String] {
        var lines = [view.view]
        if let question = InspectorText.finalQuestion(of: view) {
            lines.append("proposed \(InspectorText.proposal(question.proposal)) → answered "
                + InspectorText.size(question.answer))
        } else {
            lines.append("size \(InspectorText.size(view.frame.size))")
        }
        if let placed = view.placed {
            lines.append("placed at \(InspectorText.point(placed.position)) · anchor \(InspectorText.anchor(placed.anchor))")
        } else {
            lines.append("at \(InspectorText.point(view.frame.origin))")
        }
        return lines
    }
}

/// The negotiation card: a dark panel at the bottom of the window, as the inspector's panel looks.
private struct ViewZoomCard: View {
    let view: ViewRecord

    var body: some View {
        let lines = ViewZoom.cardLines(for: view)
        Color.clear.overlay(alignment: .bottom) {
            VStack(alignment: .leading, spacing: 6) {
                Text(lines[0]).font(.system(size: 20, weight: .bold))
                ForEach(1..<lines.count, id: \.self) { index in
                    Text(lines[index]).font(.system(size: 17, design: .monospaced))
                }
            }
            .foregroundColor(.white)
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.1).opacity(0.92)))
            .padding(.bottom, 24)
        }
    }
}
