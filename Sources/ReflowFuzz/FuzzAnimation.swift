import Reflow

/// A description of an `Animation`: a base curve or spring, then the modifiers SwiftUI offers, each with any
/// value (zero, negative, NaN, huge, tiny).
public struct FuzzAnimation: Codable, Equatable, Sendable {
    public enum Base: Codable, Equatable, Sendable {
        case linear(duration: Double)
        case easeIn(duration: Double)
        case easeOut(duration: Double)
        case easeInOut(duration: Double)
        case timingCurve(Double, Double, Double, Double, duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        case springDuration(duration: Double, bounce: Double)
        case interactiveSpring
        case standard
    }

    /// How often the animation plays.
    public enum Repeat: Codable, Equatable, Sendable {
        case count(Int, autoreverses: Bool)
        case forever(autoreverses: Bool)
    }

    public var base: Base
    public var delay: Double?
    public var speed: Double?
    public var repeats: Repeat?

    public init(base: Base, delay: Double? = nil, speed: Double? = nil, repeats: Repeat? = nil) {
        self.base = base
        self.delay = delay
        self.speed = speed
        self.repeats = repeats
    }

    /// Whether the animation runs for ever by design (and so never settles).
    public var isForever: Bool {
        if case .forever = repeats { return true }
        return false
    }

    /// The Reflow animation.
    public var animation: Animation {
        var animation: Animation
        switch base {
        case let .linear(duration): animation = .linear(duration: duration)
        case let .easeIn(duration): animation = .easeIn(duration: duration)
        case let .easeOut(duration): animation = .easeOut(duration: duration)
        case let .easeInOut(duration): animation = .easeInOut(duration: duration)
        case let .timingCurve(a, b, c, d, duration): animation = .timingCurve(a, b, c, d, duration: duration)
        case let .spring(response, damping, blend):
            animation = .spring(response: response, dampingFraction: damping, blendDuration: blend)
        case let .springDuration(duration, bounce): animation = .spring(duration: duration, bounce: bounce)
        case .interactiveSpring: animation = .interactiveSpring
        case .standard: animation = .default
        }
        if let delay { animation = animation.delay(delay) }
        if let speed { animation = animation.speed(speed) }
        switch repeats {
        case nil: break
        case let .count(count, autoreverses): animation = animation.repeatCount(count, autoreverses: autoreverses)
        case let .forever(autoreverses): animation = animation.repeatForever(autoreverses: autoreverses)
        }
        return animation
    }

    /// The Swift expression that makes `animation`.
    public var source: String {
        var text: String
        switch base {
        case let .linear(duration): text = ".linear(duration: \(literal(duration)))"
        case let .easeIn(duration): text = ".easeIn(duration: \(literal(duration)))"
        case let .easeOut(duration): text = ".easeOut(duration: \(literal(duration)))"
        case let .easeInOut(duration): text = ".easeInOut(duration: \(literal(duration)))"
        case let .timingCurve(a, b, c, d, duration):
            text = ".timingCurve(\(literal(a)), \(literal(b)), \(literal(c)), \(literal(d)), duration: \(literal(duration)))"
        case let .spring(response, damping, blend):
            text = ".spring(response: \(literal(response)), dampingFraction: \(literal(damping)), blendDuration: \(literal(blend)))"
        case let .springDuration(duration, bounce): text = ".spring(duration: \(literal(duration)), bounce: \(literal(bounce)))"
        case .interactiveSpring: text = ".interactiveSpring"
        case .standard: text = ".default"
        }
        if let delay { text += ".delay(\(literal(delay)))" }
        if let speed { text += ".speed(\(literal(speed)))" }
        switch repeats {
        case nil: break
        case let .count(count, autoreverses): text += ".repeatCount(\(literal(count)), autoreverses: \(autoreverses))"
        case let .forever(autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
        }
        return text
    }
}
