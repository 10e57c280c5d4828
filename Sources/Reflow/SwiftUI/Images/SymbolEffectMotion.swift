import Foundation

/// How a symbol is drawn at a moment of its effects: scaled and turned about its centre, moved (in ems of the
/// symbol font) and faded. Effects never change the symbol's frame, only its drawing, as in SwiftUI.
struct SymbolPose: Equatable {
    var scale: Double = 1
    /// Degrees, clockwise on screen.
    var angle: Double = 0
    var opacity: Double = 1
    /// Ems of the symbol font, y down.
    var offset = CGSize.zero

    static let rest = SymbolPose()

    /// Both poses at once: scales and opacities multiply, turns and moves add.
    func combined(with other: SymbolPose) -> SymbolPose {
        SymbolPose(scale: scale * other.scale, angle: angle + other.angle, opacity: opacity * other.opacity,
                   offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height))
    }
}

/// What a built-in effect does over time. A played effect (bounce, pulse, wiggle, …) moves the symbol away
/// from rest and back in `duration` seconds; a held one (scale, appear, disappear) keeps a pose while active,
/// reached and left in `SymbolMotion.holdTransition` seconds.
enum SymbolMotion {
    case played(duration: Double, pose: @Sendable (Double) -> SymbolPose)
    case held(SymbolPose, whenActive: Bool)

    /// How long a held effect takes to reach its pose, or to leave it.
    static let holdTransition = 0.25

    /// The motion of `effect`; nil for an effect Reflow does not draw (a type of the app's own).
    static func of(_ effect: any SymbolEffect) -> SymbolMotion? {
        (effect as? any DrawnSymbolEffect)?.motion
    }
}

/// A built-in effect, which knows its motion.
protocol DrawnSymbolEffect {
    var motion: SymbolMotion { get }
}

/// sin² of the fraction of a half turn: 0 at both ends of a play, 1 in its middle, smooth throughout.
private func swell(_ fraction: Double) -> Double {
    let s = sin(Double.pi * min(max(fraction, 0), 1))
    return s * s
}

/// A value that moves smoothly through `keys` (time, value), easing in and out between each two.
private func keyframes(_ keys: [(Double, Double)], at t: Double) -> Double {
    guard let first = keys.first, t > first.0 else { return keys.first?.1 ?? 0 }
    for (a, b) in zip(keys, keys.dropFirst()) where t <= b.0 {
        let u = (t - a.0) / (b.0 - a.0)
        return a.1 + (b.1 - a.1) * (1 - cos(Double.pi * u)) / 2
    }
    return keys.last!.1
}

// The poses below are Reflow's reading of Apple's effects as recorded on an iPhone, kept simple and
// documented in docs/symbols.md, "Symbol effects"; only the directions and the return to rest are Apple's word.

extension BounceSymbolEffect: DrawnSymbolEffect {
    var motion: SymbolMotion {
        let isDown = isDown
        // Squashed to 80%, sprung to 115%, back to rest in 0.6 s; `.down` also drops 0.1 em and comes back.
        return .played(duration: 0.6) { t in
            let scale = keyframes([(0, 1), (0.15, 0.8), (0.35, 1.15), (0.6, 1)], at: t)
            let drop = isDown ? keyframes([(0, 0), (0.2, 0.1), (0.6, 0)], at: t) : 0
            return SymbolPose(scale: scale, offset: CGSize(width: 0, height: drop))
        }
    }
}

extension PulseSymbolEffect: DrawnSymbolEffect {
    var motion: SymbolMotion {
        // Faded to 35% and back in a second.
        .played(duration: 1) { t in SymbolPose(opacity: 1 - 0.65 * swell(t)) }
    }
}

extension VariableColorSymbolEffect: DrawnSymbolEffect {
    var motion: SymbolMotion {
        let low = hidesInactiveLayers ? 0.0 : 0.35, reverses = reverses
        // One layer, so the lighting of layers in turn is the symbol's opacity rising from the inactive
        // layers' (dimmed to 35%, or hidden) to full over 1.2 s, and falling back when the cycle reverses.
        return .played(duration: 1.2) { t in
            let rise = reverses ? swell(t / 1.2) : min(t / 1.2, 1)
            let shown = reverses ? 1 - rise : rise
            return SymbolPose(opacity: t >= 1.2 ? 1 : low + (1 - low) * shown)
        }
    }
}

extension ScaleSymbolEffect: DrawnSymbolEffect {
    var motion: SymbolMotion { .held(SymbolPose(scale: isDown ? 0.8 : 1.2), whenActive: true) }
}

extension AppearSymbolEffect: DrawnSymbolEffect {
    // Hidden while inactive: from half size (`.up`) or one and a half (`.down`), faded out.
    var motion: SymbolMotion { .held(SymbolPose(scale: isDown ? 1.5 : 0.5, opacity: 0), whenActive: false) }
}

extension DisappearSymbolEffect: DrawnSymbolEffect {
    // Hidden while active: shrunk to half (`.down`) or grown by half (`.up`), faded out.
    var motion: SymbolMotion { .held(SymbolPose(scale: isDown ? 0.5 : 1.5, opacity: 0), whenActive: true) }
}

extension ReplaceSymbolEffect: DrawnSymbolEffect {
    // As an effect on one symbol, a replace plays the new symbol's arrival: scaled up from half size.
    var motion: SymbolMotion {
        .played(duration: 0.4) { t in
            let u = min(t / 0.4, 1)
            return SymbolPose(scale: 0.5 + 0.5 * u, opacity: u)
        }
    }
}

extension WiggleSymbolEffect: DrawnSymbolEffect {
    var motion: SymbolMotion {
        let direction = direction
        // Two swings each way in 0.8 s, dying away: 10° for a turn, 0.12 em for a shake.
        return .played(duration: 0.8) { t in
            let swing = sin(2 * Double.pi * 2 * t / 0.8) * (1 - t / 0.8)
            switch direction {
            case .turn(let sign): return SymbolPose(angle: 10 * sign * swing)
            case .along(let degrees):
                let radians = degrees * Double.pi / 180
                return SymbolPose(offset: CGSize(width: 0.12 * swing * cos(radians), height: -0.12 * swing * sin(radians)))
            }
        }
    }
}

extension BreatheSymbolEffect: DrawnSymbolEffect {
    var motion: SymbolMotion {
        let pulses = pulses
        // Swollen by 8% and back in two seconds; `.pulse` fades to 60% with it.
        return .played(duration: 2) { t in
            let s = swell(t / 2)
            return SymbolPose(scale: 1 + 0.08 * s, opacity: pulses ? 1 - 0.4 * s : 1)
        }
    }
}

extension RotateSymbolEffect: DrawnSymbolEffect {
    var motion: SymbolMotion {
        let sign = isCounterClockwise ? -1.0 : 1.0
        // One whole turn in a second, easing in and out.
        return .played(duration: 1) { t in SymbolPose(angle: sign * keyframes([(0, 0), (1, 360)], at: t)) }
    }
}
