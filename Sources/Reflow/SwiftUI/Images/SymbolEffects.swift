import Foundation

// The symbol effects of iOS 17 and 18 (`.symbolEffect(.bounce, value: count)`), with Apple's names and
// chains. Each built-in effect says how it moves the whole symbol (`SymbolMotion`, `SymbolEffectMotion.swift`):
// Reflow's symbols are one glyph of a symbol font, so effects that SF Symbols play layer by layer move the
// whole glyph (docs/symbols.md, "Symbol effects").

/// An effect that animates a symbol image, as SwiftUI's `SymbolEffect`. Reflow draws the built-in effects
/// below; an effect of another type is accepted and draws nothing.
public protocol SymbolEffect: Sendable {}

/// An effect played once each time a value changes: `.symbolEffect(.bounce, value: count)`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays while it is active: `.symbolEffect(.pulse, isActive: isLoading)`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol (`.transition(.symbolEffect(.appear))`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Whether an effect plays on the layers of a symbol one after another or on the whole symbol at once.
/// Reflow's symbols have one layer: both play on the whole symbol.
enum SymbolEffectScope: Hashable, Sendable { case byLayer, wholeSymbol, automatic }

/// An effect that scales a symbol down and back up, as SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    var isDown = false
    var scope = SymbolEffectScope.automatic
    /// The bounce upwards: the symbol squashes, then springs up past its size (the default).
    public var up: BounceSymbolEffect { with { $0.isDown = false } }
    /// The bounce downwards: the symbol squashes and drops a little before it settles.
    public var down: BounceSymbolEffect { with { $0.isDown = true } }
    /// The layers bounce one after another (the whole symbol in Reflow).
    public var byLayer: BounceSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol bounces at once.
    public var wholeSymbol: BounceSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that fades a symbol's opacity down and back up, as SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    var scope = SymbolEffectScope.automatic
    /// The layers marked to pulse pulse (the whole symbol in Reflow).
    public var byLayer: PulseSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol pulses.
    public var wholeSymbol: PulseSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that lights a symbol's variable-colour layers in turn, as SwiftUI's `VariableColorSymbolEffect`.
/// Reflow's symbols have one layer, whose opacity rises and falls instead.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    var isCumulative = false
    var reverses = true
    var hidesInactiveLayers = false
    /// Each layer lit in turn, the others dimmed.
    public var iterative: VariableColorSymbolEffect { with { $0.isCumulative = false } }
    /// Layers lit one more at a time, staying lit.
    public var cumulative: VariableColorSymbolEffect { with { $0.isCumulative = true } }
    /// Each cycle plays forwards, then backwards.
    public var reversing: VariableColorSymbolEffect { with { $0.reverses = true } }
    /// Each cycle plays forwards only.
    public var nonReversing: VariableColorSymbolEffect { with { $0.reverses = false } }
    /// Unlit layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactiveLayers = true } }
    /// Unlit layers are dimmed (the default).
    public var dimInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactiveLayers = false } }
}

/// An effect that keeps a symbol larger or smaller while it is active, as SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    var isDown = false
    var scope = SymbolEffectScope.automatic
    /// Larger while active (the default).
    public var up: ScaleSymbolEffect { with { $0.isDown = false } }
    /// Smaller while active.
    public var down: ScaleSymbolEffect { with { $0.isDown = true } }
    /// The layers scale one after another (the whole symbol in Reflow).
    public var byLayer: ScaleSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol scales.
    public var wholeSymbol: ScaleSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that shows a symbol, scaling it in, as SwiftUI's `AppearSymbolEffect`: used with `isActive`,
/// the symbol is shown while the effect is active and hidden while it is not.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    var isDown = false
    var scope = SymbolEffectScope.automatic
    /// The symbol grows into place (the default).
    public var up: AppearSymbolEffect { with { $0.isDown = false } }
    /// The symbol shrinks into place from larger.
    public var down: AppearSymbolEffect { with { $0.isDown = true } }
    /// The layers appear one after another (the whole symbol in Reflow).
    public var byLayer: AppearSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol appears at once.
    public var wholeSymbol: AppearSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that hides a symbol, scaling it out, as SwiftUI's `DisappearSymbolEffect`: used with `isActive`,
/// the symbol is hidden while the effect is active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    var isDown = true
    var scope = SymbolEffectScope.automatic
    /// The symbol grows as it fades out.
    public var up: DisappearSymbolEffect { with { $0.isDown = false } }
    /// The symbol shrinks as it fades out (the default).
    public var down: DisappearSymbolEffect { with { $0.isDown = true } }
    /// The layers disappear one after another (the whole symbol in Reflow).
    public var byLayer: DisappearSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol disappears at once.
    public var wholeSymbol: DisappearSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that replaces one symbol with another, as SwiftUI's `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Hashable {
    enum Style: Hashable, Sendable { case downUp, upUp, offUp }
    var style = Style.downUp
    var scope = SymbolEffectScope.automatic
    /// The old symbol scales down as it goes, the new one scales up as it comes (the default).
    public var downUp: ReplaceSymbolEffect { with { $0.style = .downUp } }
    /// The old symbol scales up as it goes, the new one scales up as it comes.
    public var upUp: ReplaceSymbolEffect { with { $0.style = .upUp } }
    /// The old symbol goes at once, the new one scales up as it comes.
    public var offUp: ReplaceSymbolEffect { with { $0.style = .offUp } }
    /// The layers are replaced one after another (the whole symbol in Reflow).
    public var byLayer: ReplaceSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol is replaced at once.
    public var wholeSymbol: ReplaceSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that shakes a symbol back and forth, as SwiftUI's `WiggleSymbolEffect` (iOS 18).
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    enum Direction: Hashable, Sendable {
        /// A turn about the centre, clockwise first when positive.
        case turn(Double)
        /// A shake along the direction at this angle (degrees, 0 to the right, 90 up).
        case along(Double)
    }
    var direction = Direction.turn(1)
    var scope = SymbolEffectScope.automatic
    /// A shake up and down, up first.
    public var up: WiggleSymbolEffect { with { $0.direction = .along(90) } }
    /// A shake up and down, down first.
    public var down: WiggleSymbolEffect { with { $0.direction = .along(-90) } }
    /// A shake sideways, left first.
    public var left: WiggleSymbolEffect { with { $0.direction = .along(180) } }
    /// A shake sideways, right first.
    public var right: WiggleSymbolEffect { with { $0.direction = .along(0) } }
    /// A shake sideways, towards the trailing side first (the right, in Reflow's drawing).
    public var forward: WiggleSymbolEffect { with { $0.direction = .along(0) } }
    /// A shake sideways, towards the leading side first (the left, in Reflow's drawing).
    public var backward: WiggleSymbolEffect { with { $0.direction = .along(180) } }
    /// A turn back and forth, clockwise first (the default).
    public var clockwise: WiggleSymbolEffect { with { $0.direction = .turn(1) } }
    /// A turn back and forth, counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { with { $0.direction = .turn(-1) } }
    /// A shake along the direction at `angle` (0 to the right, 90° up).
    public static func custom(angle: Angle) -> WiggleSymbolEffect {
        WiggleSymbolEffect(direction: .along(angle.degrees))
    }
    /// A shake along the direction at `angle` (0 to the right, 90° up).
    public func custom(angle: Angle) -> WiggleSymbolEffect { with { $0.direction = .along(angle.degrees) } }
    /// The layers wiggle one after another (the whole symbol in Reflow).
    public var byLayer: WiggleSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol wiggles.
    public var wholeSymbol: WiggleSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that makes a symbol swell and shrink gently, as breathing, as SwiftUI's `BreatheSymbolEffect`
/// (iOS 18).
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    var pulses = false
    var scope = SymbolEffectScope.automatic
    /// The symbol swells and shrinks (the default).
    public var plain: BreatheSymbolEffect { with { $0.pulses = false } }
    /// The symbol swells and shrinks, and its opacity with it.
    public var pulse: BreatheSymbolEffect { with { $0.pulses = true } }
    /// The layers breathe one after another (the whole symbol in Reflow).
    public var byLayer: BreatheSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol breathes.
    public var wholeSymbol: BreatheSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// An effect that turns a symbol once about its centre, as SwiftUI's `RotateSymbolEffect` (iOS 18).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    var isCounterClockwise = false
    var scope = SymbolEffectScope.automatic
    /// A clockwise turn (the default).
    public var clockwise: RotateSymbolEffect { with { $0.isCounterClockwise = false } }
    /// A counterclockwise turn.
    public var counterClockwise: RotateSymbolEffect { with { $0.isCounterClockwise = true } }
    /// The layers marked to turn turn (the whole symbol in Reflow).
    public var byLayer: RotateSymbolEffect { with { $0.scope = .byLayer } }
    /// The whole symbol turns.
    public var wholeSymbol: RotateSymbolEffect { with { $0.scope = .wholeSymbol } }
}

/// Chains such as `.bounce.down.byLayer` make a changed copy.
protocol ChainedSymbolEffect {}

extension ChainedSymbolEffect {
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

extension BounceSymbolEffect: ChainedSymbolEffect {}
extension PulseSymbolEffect: ChainedSymbolEffect {}
extension VariableColorSymbolEffect: ChainedSymbolEffect {}
extension ScaleSymbolEffect: ChainedSymbolEffect {}
extension AppearSymbolEffect: ChainedSymbolEffect {}
extension DisappearSymbolEffect: ChainedSymbolEffect {}
extension ReplaceSymbolEffect: ChainedSymbolEffect {}
extension WiggleSymbolEffect: ChainedSymbolEffect {}
extension BreatheSymbolEffect: ChainedSymbolEffect {}
extension RotateSymbolEffect: ChainedSymbolEffect {}

// The effects by the names files use: `.symbolEffect(.bounce, value: n)`.

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A variable-colour animation.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale held while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appearance.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappearance.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement of one symbol by another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breathing swell.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A turn.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// How a symbol effect plays: how often it repeats and how fast, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays; nil for as long as it is active (an indefinite effect), once for a
    /// discrete one.
    var repeatCount: Int?
    /// Whether `repeatCount` was set; else each kind of effect plays its usual number of times.
    var repeatsAsSet = false
    /// A multiple of the effect's speed.
    var speed: Double = 1

    /// The effect's usual playing: once for a discrete effect, for as long as it is active for an indefinite one.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// The effect repeats for as long as it is active.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// The effect plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// The effect plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// The effect plays `behavior`'s way (iOS 18).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(behavior)
    }
    /// The effect plays `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating for as long as the effect is active.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = nil; $0.repeatsAsSet = true } }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1; $0.repeatsAsSet = true } }
    /// These options, playing `count` times (at least once).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        with { $0.repeatCount = max(count, 1); $0.repeatsAsSet = true }
    }
    /// These options, playing `behavior`'s way.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        with { $0.repeatCount = behavior.count.map { max($0, 1) }; $0.repeatsAsSet = true }
    }
    /// These options, `speed` times as fast (a speed that is not a positive number is 1).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        with { $0.speed = speed > 0 && speed.isFinite ? speed : 1 }
    }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }

    /// How a symbol effect repeats (iOS 18): continuously, or with pauses between plays. Reflow plays
    /// repeats one after another; the pauses are not kept.
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        /// The effect repeats continuously while active.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil) }
        /// The effect plays `count` times (nil: while active), pausing `delay` seconds between plays.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count)
        }
        /// The effect repeats with pauses while active.
        public static var periodic: RepeatBehavior { RepeatBehavior(count: nil) }
    }
}
