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
    /// The size of the handler's view (its drawn frame): a slider maps a location to a value along it, a
    /// button cancels a press that leaves it.
    var viewSize: CGSize = .zero

    /// How far the pointer moved since the press began.
    var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
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
