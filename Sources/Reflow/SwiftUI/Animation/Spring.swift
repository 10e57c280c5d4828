// iOS 17's `Spring`: a spring described by how long it takes and how much it bounces, what `SpringKeyframe` and
// `Animation.spring(_:)` take. Its motion is the engine's damped spring (`Engine/Animation/AnimationTiming.swift`,
// layout rules §7.3), with Apple's conversion: response = duration, damping fraction 1 − bounce (1 / (1 + bounce)
// for a negative bounce).

/// A spring, as SwiftUI's `Spring`: its perceptual duration and bounce, or response and damping ratio.
public struct Spring: Hashable, Sendable {
    /// The time the spring takes to settle, as people see it (its response).
    public var duration: Double
    /// How much it overshoots: 0 none, towards 1 more; negative values are overdamped.
    public var bounce: Double

    /// A spring of `duration` seconds and `bounce`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring of `response` seconds and `dampingRatio` (1 is critically damped).
    public init(response: Double, dampingRatio: Double) {
        duration = response
        bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// A spring of a mass on a spring of `stiffness`, slowed by `damping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(response: response, dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }

    /// The response: `duration`.
    public var response: Double { duration }
    /// The damping ratio the bounce stands for.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// A spring with no bounce.
    public static var smooth: Spring { smooth() }
    /// A spring with a little bounce (0.15).
    public static var snappy: Spring { snappy() }
    /// A spring with a clear bounce (0.3).
    public static var bouncy: Spring { bouncy() }

    /// A smooth spring of `duration`, with `extraBounce` added.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring of `duration`, with `extraBounce` added.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring of `duration`, with `extraBounce` added.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The part of a unit move still to go `time` seconds in, and whether the spring has settled.
    func remaining(at time: Double) -> (remaining: Double, isSettled: Bool) {
        let sample = SpringMotion(response: duration, dampingFraction: dampingRatio).sample(at: time, speed: 1)
        return (sample.remaining, sample.isFinished)
    }
}

extension Animation {
    /// An animation along `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .spring(duration: spring.duration, bounce: spring.bounce, blendDuration: blendDuration)
    }
}
