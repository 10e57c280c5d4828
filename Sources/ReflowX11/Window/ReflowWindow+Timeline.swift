import Foundation
@_spi(Viewer) import Reflow

extension ReflowWindow {
    /// Whether the animation timeline is shown along the bottom edge (`AnimationTimeline`): the running
    /// animations paused, stepped or slowed, and each moving view's position graphed. While it is shown it
    /// takes space, Right, 1, 2 and 3 before the views.
    public var showsTimeline: Bool {
        get { timeline != nil }
        set {
            guard newValue != showsTimeline else { return }
            timeline = newValue ? AnimationTimeline(textMeasurer: host?.textMeasurer ?? FixedAdvanceTextMeasurer()) : nil
            requestDraw()
        }
    }

    /// The timeline while it is shown, for tests and tools.
    @_spi(Preview) public var animationTimeline: AnimationTimeline? { timeline }

    /// The seconds the host's clock moves when `seconds` passed on the window's: the timeline's, when shown.
    func hostSeconds(for seconds: Double) -> Double { timeline?.elapsed(seconds) ?? seconds }

    /// Samples the moving views, keeps the frame, and returns the strip to draw over them; nil while the
    /// timeline is off.
    func timelineOverlay(host: ViewHost, size: CGSize) -> DisplayList? {
        guard let timeline else { return nil }
        if timeline.textMeasurer !== host.textMeasurer { timeline.textMeasurer = host.textMeasurer }
        timeline.sample(host)
        timeline.record(host)
        return timeline.overlay(size: size)
    }

    /// The frame kept by the timeline to draw instead of the views' own (stepped back or scrubbed to); nil to
    /// draw the views.
    var timelineReplay: DisplayList? { timeline?.replayed }

    /// Gives input to the timeline first: its keys, and presses and drags on its graph, which scrub (`scale`
    /// pixels a point). True when it took it, nil when the views should have it.
    func timelineTakes(_ input: WindowInput, scale: Double) -> Bool? {
        guard let timeline else { return nil }
        let graph = AnimationTimeline.graphFrame(in: size)
        func scrub(_ x: Double) -> Bool {
            timeline.scrub(to: (x / scale - graph.minX) / max(graph.width, 1))
            requestDraw()
            return true
        }
        switch input {
        case .key(let key):
            guard key.modifiers.isDisjoint(with: [.command, .control, .option]), timeline.press(key: key.name) else {
                return nil
            }
            requestDraw()
            return true
        case .pointerPressed(let x, let y, _) where graph.contains(CGPoint(x: x / scale, y: y / scale)):
            isScrubbingTimeline = true
            return scrub(x)
        case .pointerMoved(let x, _, _) where isScrubbingTimeline:
            return scrub(x)
        case .pointerReleased where isScrubbingTimeline:
            isScrubbingTimeline = false
            return true
        default:
            return nil
        }
    }

    /// The window's session ended: the strip's host and the window's fonts go with it (they hold the X
    /// connection); the timeline stays shown for the next `run()`.
    func timelineSessionEnded() {
        guard timeline != nil else { return }
        timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
    }
}
