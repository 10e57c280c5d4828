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

    /// Samples the moving views and returns the strip to draw over them; nil while the timeline is off.
    func timelineOverlay(host: ViewHost, size: CGSize) -> DisplayList? {
        guard let timeline else { return nil }
        if timeline.textMeasurer !== host.textMeasurer { timeline.textMeasurer = host.textMeasurer }
        timeline.sample(host)
        return timeline.overlay(size: size)
    }

    /// Gives a key to the timeline first: true when it took it, nil when the views should have it.
    func timelineTakes(_ input: WindowInput) -> Bool? {
        guard let timeline, case .key(let key) = input,
              key.modifiers.isDisjoint(with: [.command, .control, .option]), timeline.press(key: key.name) else { return nil }
        requestDraw()
        return true
    }

    /// The window's session ended: the strip's host and the window's fonts go with it (they hold the X
    /// connection); the timeline stays shown for the next `run()`.
    func timelineSessionEnded() {
        guard timeline != nil else { return }
        timeline = AnimationTimeline(textMeasurer: FixedAdvanceTextMeasurer())
    }
}
