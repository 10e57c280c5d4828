import Foundation

// Keyframe animation (iOS 17): tracks of keyframes, each track moving one property of a value along its own
// timeline, all tracks at once. A track starts from the property's value in the animator's initial value;
// each keyframe moves it to its target over its duration: linearly (along a timing curve), along a spring, along
// a cubic curve through its neighbours, or at once (a move). The value at a time is evaluated from the
// keyframes alone, so a timeline is the same at every frame rate and in tests (docs/state-rules.md §5.4.1).

/// One keyframe of a track on values of `Value`, as the builders keep it.
public struct _Keyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }
    let target: Value
    let duration: Double
    let kind: Kind

    init(target: Value, duration: Double, kind: Kind) {
        self.target = target
        // A duration that is not a finite, positive number takes no time.
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.kind = kind
    }
}

/// Keyframes of a track: what `KeyframeTrack`'s builder takes (`LinearKeyframe`, `SpringKeyframe`,
/// `CubicKeyframe`, `MoveKeyframe`).
public protocol KeyframeTrackContent<Value> {
    /// The type of the property the keyframes move.
    associatedtype Value: Animatable
    /// The keyframes, in order.
    var _keyframes: [_Keyframe<Value>] { get }
}

/// A keyframe reached in a straight line, along `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    /// Moves to `to` over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(target: to, duration: duration, kind: .linear(timingCurve))]
    }
}

/// A keyframe reached along a spring, cut off at `duration` (the spring's own duration when nil).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    /// Moves towards `to` along `spring` for `duration` seconds. (`startVelocity` is accepted; the spring starts
    /// at rest.)
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, duration: duration ?? spring.duration, kind: .spring(spring))]
    }
}

/// A keyframe reached along a cubic curve whose slopes come from the neighbouring keyframes (a Catmull–Rom
/// spline through the targets), unless given.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    /// Moves to `to` over `duration` seconds along a smooth curve.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, duration: duration,
                                kind: .cubic(startVelocity: startVelocity?.animatableData,
                                             endVelocity: endVelocity?.animatableData))]
    }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    /// Jumps to `to`.
    public init(_ to: Value) {
        _keyframes = [_Keyframe(target: to, duration: 0, kind: .move)]
    }
}

/// Several keyframes, as a track's builder collects them.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}

/// Builds the keyframes of a track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> [_Keyframe<Value>]
        where K.Value == Value { keyframe._keyframes }
    public static func buildBlock(_ parts: [_Keyframe<Value>]...) -> [_Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_Keyframe<Value>]?) -> [_Keyframe<Value>] { part ?? [] }
    public static func buildEither(first: [_Keyframe<Value>]) -> [_Keyframe<Value>] { first }
    public static func buildEither(second: [_Keyframe<Value>]) -> [_Keyframe<Value>] { second }
    public static func buildArray(_ parts: [[_Keyframe<Value>]]) -> [_Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ keyframes: [_Keyframe<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: keyframes)
    }
}

/// One property's part of a keyframe animation, as the builders keep it: where it applies and its timeline.
public struct _KeyframeTrackTimeline<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}

/// Keyframes for a value: one `KeyframeTrack` or several, as `KeyframesBuilder` collects them.
public protocol Keyframes<Value> {
    /// The type of the animated value.
    associatedtype Value
    /// The tracks, each for one property.
    var _tracks: [_KeyframeTrackTimeline<Value>] { get }
}

/// The keyframes of one property of a value: `KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) … }`.
public struct KeyframeTrack<Root, Member: Animatable>: Keyframes {
    public typealias Value = Root
    public let _tracks: [_KeyframeTrackTimeline<Root>]

    /// Keyframes of the property at `keyPath`.
    public init<Content: KeyframeTrackContent>(_ keyPath: WritableKeyPath<Root, Member>,
                                               @KeyframeTrackContentBuilder<Member> content: () -> Content)
        where Content.Value == Member
    {
        let keyframes = content()._keyframes
        let timeline = TrackTimeline(keyframes: keyframes)
        _tracks = [_KeyframeTrackTimeline(duration: timeline.duration) { root, time in
            root[keyPath: keyPath] = timeline.value(from: root[keyPath: keyPath], at: time)
        }]
    }

    /// Keyframes of the value itself.
    public init<Content: KeyframeTrackContent>(@KeyframeTrackContentBuilder<Root> content: () -> Content)
        where Root == Member, Content.Value == Member
    {
        self.init(\.self, content: content)
    }
}

/// Several tracks.
public struct _KeyframeTracks<Value>: Keyframes {
    public let _tracks: [_KeyframeTrackTimeline<Value>]
}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> [_KeyframeTrackTimeline<Value>]
        where K.Value == Value { keyframes._tracks }
    public static func buildBlock(_ parts: [_KeyframeTrackTimeline<Value>]...) -> [_KeyframeTrackTimeline<Value>] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [_KeyframeTrackTimeline<Value>]?) -> [_KeyframeTrackTimeline<Value>] {
        part ?? []
    }
    public static func buildEither(first: [_KeyframeTrackTimeline<Value>]) -> [_KeyframeTrackTimeline<Value>] { first }
    public static func buildEither(second: [_KeyframeTrackTimeline<Value>]) -> [_KeyframeTrackTimeline<Value>] { second }
    public static func buildArray(_ parts: [[_KeyframeTrackTimeline<Value>]]) -> [_KeyframeTrackTimeline<Value>] {
        parts.flatMap { $0 }
    }
    public static func buildFinalResult(_ tracks: [_KeyframeTrackTimeline<Value>]) -> _KeyframeTracks<Value> {
        _KeyframeTracks(_tracks: tracks)
    }
}

/// A keyframe animation's values over time, without a view: `KeyframeTimeline(initialValue: 0) { … }.value(time:
/// 0.5)`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrackTimeline<Value>]

    /// The timeline of `content` from `initialValue`.
    public init<K: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> K) where K.Value == Value {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    /// The time the longest track takes.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (before 0, the initial value; after the end, the end).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` of the duration (0…1).
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// A track's keyframes laid end to end: each starts where the one before ended.
struct TrackTimeline<Value: Animatable> {
    let keyframes: [_Keyframe<Value>]
    let duration: Double

    init(keyframes: [_Keyframe<Value>]) {
        self.keyframes = keyframes
        duration = keyframes.reduce(0) { $0 + $1.duration }
    }

    /// The property `time` seconds in, starting from `start` (the initial value's). Evaluated at every frame of
    /// an animator: the segments are walked with their ends kept as they go, nothing allocated.
    func value(from start: Value, at time: Double) -> Value {
        guard !keyframes.isEmpty, time.isFinite else { return start }
        let time = max(0, time)
        // Where the segment before the current one began (a cubic's slope looks back to it), and where and when
        // the current one begins.
        var before = start.animatableData
        var from = before, fromTime = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let endTime = fromTime + keyframe.duration
            if time < endTime || index == keyframes.count - 1 {
                var result = keyframe.target
                result.animatableData = segment(index, at: min(time - fromTime, keyframe.duration), from: from,
                                                before: index > 0 ? before : from)
                return result
            }
            // A spring cut short ends where it got to; every other keyframe at its target.
            let end: Value.AnimatableData
            if case .spring(let spring) = keyframe.kind, keyframe.duration > 0 {
                end = keyframe.target.animatableData - (keyframe.target.animatableData - from)
                    .scaled(by: spring.remaining(at: keyframe.duration).remaining)
            } else {
                end = keyframe.target.animatableData
            }
            before = from
            (from, fromTime) = (end, endTime)
        }
        return start
    }

    /// The value `local` seconds into segment `index`, which runs from `from` to its keyframe's target; `before`
    /// is where the segment before it began (a cubic's slope at its start looks back to it).
    private func segment(_ index: Int, at local: Double, from: Value.AnimatableData,
                         before: Value.AnimatableData) -> Value.AnimatableData {
        let keyframe = keyframes[index]
        let to = keyframe.target.animatableData
        guard keyframe.duration > 0 else { return to }
        let progress = min(max(local / keyframe.duration, 0), 1)
        switch keyframe.kind {
        case .move:
            return to
        case .linear(let curve):
            return from + (to - from).scaled(by: curve.value(at: progress))
        case .spring(let spring):
            return to - (to - from).scaled(by: spring.remaining(at: local).remaining)
        case let .cubic(startVelocity, endVelocity):
            // Hermite form of a Catmull–Rom segment: slopes from the neighbouring targets over their times.
            let d = keyframe.duration
            let span = index > 0 ? d + keyframes[index - 1].duration : d
            let startSlope = startVelocity ?? (to - before).scaled(by: 1 / max(span, 1e-9))
            let endSlope: Value.AnimatableData
            if let endVelocity {
                endSlope = endVelocity
            } else if index + 1 < keyframes.count {
                let next = keyframes[index + 1]
                endSlope = (next.target.animatableData - from).scaled(by: 1 / max(d + next.duration, 1e-9))
            } else {
                endSlope = (to - from).scaled(by: 1 / d)
            }
            let s = progress, s2 = s * s, s3 = s2 * s
            return from.scaled(by: 2 * s3 - 3 * s2 + 1) + startSlope.scaled(by: (s3 - 2 * s2 + s) * d)
                + to.scaled(by: -2 * s3 + 3 * s2) + endSlope.scaled(by: (s3 - s2) * d)
        }
    }
}
