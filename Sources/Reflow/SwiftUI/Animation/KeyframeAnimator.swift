import Foundation

/// A view that animates its content with keyframes, as SwiftUI's `KeyframeAnimator` (iOS 17): the content is
/// made from the keyframes' value at every frame of the host's clock while they play (a `TimelineView` of
/// every frame), so a test steps it with `advance(by:)` and the window plays it in real time.
///
/// Repeating, it loops for as long as it is shown, from the first build; not repeating, it shows the value at
/// the start of the timeline. With `trigger:`, each change of the trigger plays the keyframes once from the
/// start; before the first change it shows the initial value, and after a play the value where the keyframes
/// ended (most end where they began).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
    where Value == KeyframePath.Value
{
    let initialValue: Value
    let repeats: Bool
    let trigger: PhaseTrigger?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// When the current play began, kept from build to build (a reference: setting it redraws nothing).
    @State private var run = KeyframeRun()
    /// Counts finished plays: a play's end builds the view again, which stops its every-frame timeline.
    @State private var finishedPlays = 0

    /// Loops the keyframes while `repeating` is true.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        repeats = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        repeats = false
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        let run = self.run
        let timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue)._tracks)
        if let trigger {
            if let previous = run.trigger, !previous.equals(trigger) { run.restart() }
            run.trigger = trigger
        } else if repeats {
            run.isPlaying = true
        } else {
            run.isPlaying = false
        }
        let playing = run.isPlaying && timeline.duration > 0
        return TimelineView(.animation(paused: !playing)) { context in
            content(value(of: timeline, at: context.date, run: run))
        }
    }

    /// The value to show at `date`.
    private func value(of timeline: KeyframeTimeline<Value>, at date: Date, run: KeyframeRun) -> Value {
        guard run.isPlaying else { return run.hasPlayed ? timeline.value(time: timeline.duration) : initialValue }
        let start = run.start ?? date
        run.start = start
        let elapsed = date.timeIntervalSince(start)
        if repeats && trigger == nil {
            let duration = timeline.duration
            return timeline.value(time: duration > 0 ? elapsed.truncatingRemainder(dividingBy: duration) : 0)
        }
        if elapsed >= timeline.duration {
            run.finish()
            // A build from here would be inside this one: the end is told in the host's next operation.
            let plays = $finishedPlays
            MainRunLoopClock.shared.schedule(at: MainRunLoopClock.shared.now) { plays.wrappedValue += 1 }
            return timeline.value(time: timeline.duration)
        }
        return timeline.value(time: elapsed)
    }
}

/// Where a keyframe animator's play is.
final class KeyframeRun {
    var start: Date?
    var isPlaying = false
    var hasPlayed = false
    var trigger: PhaseTrigger?

    func restart() {
        start = nil
        isPlaying = true
    }

    func finish() {
        isPlaying = false
        hasPlayed = true
        start = nil
    }
}

extension KeyframeTimeline {
    init(initialValue: Value, tracks: [_KeyframeTrackTimeline<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}

extension View {
    /// This view with `content` applied at each frame of looping keyframes, as SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { content(view, $0) }, keyframes: keyframes)
    }

    /// This view with `content` applied at each frame of keyframes played once whenever `trigger` changes, as
    /// SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { content(view, $0) }, keyframes: keyframes)
    }
}
