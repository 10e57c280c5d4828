import Foundation
@_spi(Viewer) @_spi(Preview) import Reflow

/// The marks a window draws over the views whose frames changed (issue 21, "what changed on reload"): after
/// a reload of `reflow preview` (the new process compares its first layout with the old one's frames) and
/// after an animated update of the window once its animations settle. Each changed frame is outlined, moved
/// ones in cyan, resized ones in orange, at full strength for half a second, then fading out over a second.
public final class FrameChangeMarks {
    /// Seconds the marks stay at full strength, then seconds they take to fade out.
    static let holdDuration = 0.5, fadeDuration = 1.0
    /// Colours no view's outline (pink, `b`) uses: moved and resized.
    static let movedColor = Color(red: 0, green: 0.75, blue: 1)
    static let resizedColor = Color(red: 1, green: 0.55, blue: 0)

    /// Whether animated updates of the window mark what they changed once they settle. Reloads are marked
    /// whenever `show(_:)` is called.
    public var marksAnimatedUpdates = true
    /// Called with the changes each time marks are shown: `reflow preview` puts the summary in its heads-up
    /// line.
    public var onChanges: ((FrameChanges) -> Void)?
    /// The latest changes marked, nil before any.
    public private(set) var latest: FrameChanges?

    private var shown: FrameChanges?
    /// When the marks were first drawn; nil until then, so a window that is not drawing yet (a preview waiting
    /// for its turn) shows them whole once it draws.
    private var start: Double?
    /// The frames before the animated update under way, keyed by identity.
    private var framesBefore: [String: CGRect]?

    init() {}

    /// Whether marks are on screen or waiting to be drawn: the window keeps drawing frames while they fade.
    var isActive: Bool { shown != nil }

    /// Marks `changes` from the next frame on (nothing when there are none), and reports them.
    public func show(_ changes: FrameChanges) {
        latest = changes
        shown = changes.moved.isEmpty && changes.resized.isEmpty ? nil : changes
        start = nil
        onChanges?(changes)
    }

    /// Before an animated update: the frames it starts from (kept if an animation is already under way, so a
    /// chain of updates compares where it ended with where it began).
    func animatedUpdateStarting(_ host: ViewHost, alreadyAnimating: Bool) {
        guard marksAnimatedUpdates, !alreadyAnimating || framesBefore == nil else { return }
        framesBefore = host.framesByIdentity
    }

    /// The animations settled: marks what moved since `animatedUpdateStarting`.
    func animationsSettled(_ host: ViewHost) {
        guard let before = framesBefore else { return }
        framesBefore = nil
        show(FrameChanges(from: before, to: host.framesByIdentity))
    }

    /// The outlines to draw over the views at monotonic time `now`; none once they have faded.
    func items(at now: Double) -> [DisplayItem] {
        guard let shown else { return [] }
        let start = self.start ?? now
        self.start = start
        let age = now - start
        guard age < Self.holdDuration + Self.fadeDuration else {
            self.shown = nil
            return []
        }
        let strength = age <= Self.holdDuration ? 1 : 1 - (age - Self.holdDuration) / Self.fadeDuration
        func outline(_ frame: CGRect, _ color: Color) -> DisplayItem? {
            guard frame.width.isFinite, frame.height.isFinite else { return nil }
            // Inside the frame, so that a mark at the window's edge shows whole.
            let inside = frame.width > 2 && frame.height > 2 ? frame.insetBy(dx: 1, dy: 1) : frame
            return .stroke(.rectangle, frame: inside, color: color.opacity(strength), lineWidth: 2)
        }
        // Resized first: a container that grew shares edges with the views it moved, whose marks go on top.
        return shown.resized.compactMap { outline($0, Self.resizedColor) }
            + shown.moved.compactMap { outline($0, Self.movedColor) }
    }
}
