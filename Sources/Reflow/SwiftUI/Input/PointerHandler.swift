/// One pointer position of a press under way, as a handler sees it.
struct PointerSample {
    /// Where the pointer is, in host coordinates.
    var location: CGPoint
    /// Where it is in the coordinates of the handler's view (its frame's origin at zero, its drawing
    /// effects undone).
    var localLocation: CGPoint
    /// Where the press began, in both.
    var startLocation: CGPoint
    var startLocalLocation: CGPoint
    /// The host's clock when the sample was taken, and when the press began.
    var time: Double
    var startTime: Double
    var modifiers: EventModifiers
    /// The handler's view and the views around it, innermost first: what turns a location into the
    /// coordinates of a named ancestor (`transform(to:)`).
    var enclosingViews: ArraySlice<HitView> = []

    /// How far the pointer moved since the press began.
    var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
}

extension PointerSample {
    /// The map from host coordinates into `space` as the views are drawn now: `.global` is the host's,
    /// `.local` the handler's view's (its own effects undone), `.named(x)` the nearest enclosing view named `x`
    /// with `.coordinateSpace(name:)`, or the host's when none is (as `GeometryProxy.frame(in:)` does).
    func transform(to space: CoordinateSpace) -> CGAffineTransform {
        let view: HitView?
        switch space {
        case .global: view = nil
        case .local: view = enclosingViews.first
        case .named(let name): view = enclosingViews.first { $0.node.coordinateSpaceName == name }
        }
        guard let view else { return .identity }
        let origin = view.node.drawnFrame.origin
        return view.fromHost.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
    }

    /// The size of the handler's view, where it is drawn.
    var viewSize: CGSize { enclosingViews.first?.node.drawnFrame.size ?? .zero }

    /// This sample seen as the start of a new press at its location: what a gesture that starts in the
    /// middle of a press (the second of a sequence) is begun with.
    var restarted: PointerSample {
        var sample = self
        sample.startLocation = location
        sample.startLocalLocation = localLocation
        sample.startTime = time
        return sample
    }
}

/// What a handler says after an event: whether it has recognised its gesture (and takes the press from
/// the handlers it competes with), gave up, or is still deciding.
enum PointerVerdict {
    case undecided
    /// The gesture is recognised: competing handlers are cancelled.
    case recognized
    /// The gesture cannot happen in this press: the handler is told nothing more of it.
    case failed
}

/// How a handler competes with the others on the views under a press (SwiftUI's gesture modifiers).
enum PointerPriority {
    /// `.gesture`: the innermost view's gesture wins when both recognise.
    case normal
    /// `.highPriorityGesture`: wins over the gestures of the views inside.
    case high
    /// `.simultaneousGesture`: recognises alongside the others and is never cancelled by them.
    case simultaneous
}

/// The part of a gesture or control that follows a press: made per view position, told of the press's
/// events while it is a candidate. Subclasses override what they need; `ViewHost+Input.swift` dispatches.
class PointerHandler {
    var priority = PointerPriority.normal
    /// Whether the view is enabled (`.disabled` in the environment turns its handlers off).
    var isEnabled = true
    /// Whether the handlers of the views inside this one are left out of presses (SwiftUI's `GestureMask`
    /// without `.subviews`); applies even when this handler itself is disabled.
    var blocksSubviews = false
    /// Whether the handler needs the host's clock: while a press is held (a long press), or after one ended or a
    /// wheel moved (a tap waiting for its second, a wheel gesture ending when the wheel rests). A window keeps
    /// calling `advance(by:)` while a handler wants it.
    var wantsClock: Bool { false }

    /// A press began on the view. Return `.failed` not to take part.
    func began(_ sample: PointerSample) -> PointerVerdict { .undecided }
    /// The pointer moved while pressed.
    func moved(_ sample: PointerSample) -> PointerVerdict { .undecided }
    /// The host's clock moved while the press is held (a long press recognises with time).
    func timePassed(_ sample: PointerSample) -> PointerVerdict { .undecided }
    /// The press ended. A handler recognises here (a tap) or finishes what it recognised (a drag's end).
    func ended(_ sample: PointerSample) -> PointerVerdict { .failed }
    /// Another handler took the press, or the view went away: forget it.
    func cancelled() {}
    /// A wheel or trackpad scroll over the view; true when the handler used it.
    func scrolled(by delta: CGSize, at sample: PointerSample) -> Bool { false }
    /// The host's clock moved to `time` with no press under way, while the handler `wantsClock`.
    func clockMoved(to time: Double) {}
}

/// `.onTapGesture`: recognises when a press ends near where it began (within `slop` points), `count` presses
/// in a row each within `interval` seconds of the last.
final class TapHandler: PointerHandler {
    var count = 1
    var action: (CGPoint) -> Void = { _ in }
    /// Taps counted so far in this sequence, and when the last ended.
    private var taps = 0
    private var lastTapTime = -Double.infinity
    /// How far a press may move and still be a tap: SwiftUI's tap fails once a drag would start (10 points,
    /// `DragGesture`'s default minimum distance).
    static let slop: CGFloat = 10
    /// The longest pause between the taps of a double tap (the common desktop default, 0.4 s).
    static let interval = 0.4

    override func began(_ sample: PointerSample) -> PointerVerdict {
        if sample.time - lastTapTime > Self.interval { taps = 0 }
        return .undecided
    }

    override func moved(_ sample: PointerSample) -> PointerVerdict {
        let t = sample.translation
        return t.width * t.width + t.height * t.height > Self.slop * Self.slop ? .failed : .undecided
    }

    override func ended(_ sample: PointerSample) -> PointerVerdict {
        guard moved(sample) != .failed else { taps = 0; return .failed }
        taps += 1
        lastTapTime = sample.time
        guard taps >= count else { return .undecided }
        taps = 0
        action(sample.localLocation)
        return .recognized
    }

    override func cancelled() { taps = 0 }
}
