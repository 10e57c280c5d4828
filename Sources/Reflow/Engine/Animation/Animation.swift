/// How a change moves from the old value to the new one over time: timing curves, springs, and their
/// modifiers (delay, speed, repeats). Values follow SwiftUI's (layout rules §7).
public struct Animation: Equatable, Sendable {
    enum Base: Equatable, Sendable {
        /// A cubic Bézier timing curve from (0,0) to (1,1) with control points (x1,y1), (x2,y2).
        case bezier(duration: Double, x1: Double, y1: Double, x2: Double, y2: Double)
        /// A damped spring: mass 1, stiffness (2π / response)² capped at 45,000, damping 2√stiffness × fraction.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    let base: Base
    var delay: Double = 0
    var speed: Double = 1
    /// How many times the animation plays; nil for forever.
    var repeatCount: Int? = 1
    var autoreverses = false

    init(_ base: Base) {
        // (An infinite duration is no duration: it plays in no time, as a NaN one does; see `sample(at:)`.)
        if case let .bezier(duration, x1, y1, x2, y2) = base, duration > Self.longest, duration.isFinite {
            self.base = .bezier(duration: Self.longest, x1: x1, y1: y1, x2: x2, y2: y2)
        } else {
            self.base = base
        }
    }

    // MARK: Timing curves

    /// SwiftUI's default length for timing curves, 0.35 s.
    public static let defaultDuration = 0.35

    /// The longest duration or delay an animation keeps, a million seconds (eleven days): longer finite ones
    /// are shortened to it, so that whatever the timing, an animation ends and its time stays a number.
    static let longest: Double = 1e6

    public static func linear(duration: Double) -> Animation {
        Animation(.bezier(duration: duration, x1: 0, y1: 0, x2: 1, y2: 1))
    }

    public static func easeIn(duration: Double) -> Animation {
        Animation(.bezier(duration: duration, x1: 0.42, y1: 0, x2: 1, y2: 1))
    }

    public static func easeOut(duration: Double) -> Animation {
        Animation(.bezier(duration: duration, x1: 0, y1: 0, x2: 0.58, y2: 1))
    }

    public static func easeInOut(duration: Double) -> Animation {
        Animation(.bezier(duration: duration, x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    }

    /// A timing curve through the control points (c0x, c0y) and (c1x, c1y).
    /// The control points' x must lie in 0...1 for the curve to give one progress per moment, and are
    /// clamped there, as CSS requires of its `cubic-bezier`; y may overshoot, up to ±100 times the change.
    /// A curve with a coordinate that is not a finite number is the linear one.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = defaultDuration) -> Animation {
        guard [c0x, c0y, c1x, c1y].allSatisfy(\.isFinite) else { return .linear(duration: duration) }
        return Animation(.bezier(duration: duration, x1: min(max(c0x, 0), 1), y1: min(max(c0y, -100), 100),
                                 x2: min(max(c1x, 0), 1), y2: min(max(c1y, -100), 100)))
    }

    public static var linear: Animation { .linear(duration: defaultDuration) }
    public static var easeIn: Animation { .easeIn(duration: defaultDuration) }
    public static var easeOut: Animation { .easeOut(duration: defaultDuration) }
    public static var easeInOut: Animation { .easeInOut(duration: defaultDuration) }

    // MARK: Springs

    /// A spring with a response (seconds per oscillation, undamped) and a damping fraction (1 = critical).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring that settles in about `duration` seconds and bounces by `bounce` (0 none, up to 1).
    /// `.spring()` with no arguments means the response form above, SwiftUI's classic default.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        // Reference §7.3: damping fraction = 1 − bounce for bounce ≥ 0, else 1 / (1 + bounce).
        let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Animation(.spring(response: duration, dampingFraction: fraction, blendDuration: blendDuration))
    }

    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A stiff, quick spring for interactive changes.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    public static var interactiveSpring: Animation {
        .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
    }

    /// A spring from a physical description: a mass on a spring of `stiffness`, slowed by `damping`. Its
    /// response is the undamped period 2π·√(mass / stiffness) and its damping fraction damping / (2·√(stiffness ·
    /// mass)), the standard conversion. (The initial velocity is not taken: Reflow's springs start from the
    /// velocity the view already has.)
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let mass = mass > 0 && mass.isFinite ? mass : 1
        let stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 1
        let damping = damping >= 0 && damping.isFinite ? damping : 0
        return Animation(.spring(response: 2 * .pi * (mass / stiffness).squareRoot(),
                                 dampingFraction: damping / (2 * (stiffness * mass).squareRoot()), blendDuration: 0))
    }

    /// An interpolating spring of `duration` and `bounce`, as `spring(duration:bounce:)`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    /// SwiftUI's interpolating spring with its defaults: a duration of 0.5 s and no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

    /// iOS 17's named springs: each `spring(duration:bounce:)` with a base bounce (smooth 0, snappy 0.15,
    /// bouncy 0.3, Apple's documentation) plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    public static var smooth: Animation { smooth() }
    public static var snappy: Animation { snappy() }
    public static var bouncy: Animation { bouncy() }

    /// The animation `withAnimation` uses without an argument: iOS 17's spring (response 0.55, damping 1).
    public static let `default` = Animation(.spring(response: 0.55, dampingFraction: 1, blendDuration: 0))

    // MARK: Modifiers

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        // A delay that is not a positive number (NaN, negative, infinite) would hold the change for ever:
        // none is added; and no delay is longer than `longest`.
        animation.delay = min(animation.delay + (delay > 0 && delay.isFinite ? delay : 0), Self.longest)
        return animation
    }

    /// This animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var animation = self
        // An infinite speed (or a product that overflows) plays the animation in no time (see `sample(at:)`);
        // the slowest is a millionth, at which a 0.35 s animation takes four days, so every animation ends.
        animation.speed = max(animation.speed * (speed > 0 ? speed : 1), 1e-6)
        return animation
    }

    /// This animation played `repeatCount` times, reversing every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = max(1, repeatCount)
        animation.autoreverses = autoreverses
        return animation
    }

    /// This animation played for ever, reversing every other time when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = nil
        animation.autoreverses = autoreverses
        return animation
    }
}
