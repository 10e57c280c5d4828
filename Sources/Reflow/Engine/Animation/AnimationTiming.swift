/// Where an animation is after some time, as coefficients: a change of `delta` started with `velocity`
/// has, `t` seconds in, `delta × remaining + velocity × carried` still to go, moving at
/// `delta × remainingRate + velocity × carriedRate` per second. Every animated value (frames, a layout's
/// `animatableData`) is a vector, and the motion of a spring or a timing curve is linear in its start, so these
/// four numbers animate any `VectorArithmetic` value.
struct AnimationSample: Equatable {
    var remaining: Double
    var remainingRate: Double
    var carried: Double
    var carriedRate: Double
    /// Whether the animation has settled: what remains is below what anyone could see.
    var isFinished: Bool

    static let done = AnimationSample(remaining: 0, remainingRate: 0, carried: 0, carriedRate: 0, isFinished: true)
}

extension Animation {
    /// The animation `elapsed` seconds after it started.
    func sample(at elapsed: Double) -> AnimationSample {
        let sinceStart = elapsed - delay
        guard sinceStart > 0 else {
            return AnimationSample(remaining: 1, remainingRate: 0, carried: 0, carriedRate: 0, isFinished: false)
        }
        // Infinitely far along (an infinite speed, or a speed so large the product overflows): done, whatever
        // the timing. A repeating animation has no phase left to show there, so it shows its end.
        let local = sinceStart * speed
        guard local.isFinite else { return .done }
        switch base {
        case let .bezier(duration, x1, y1, x2, y2):
            return bezierSample(local, duration: duration, curve: CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
        case let .spring(response, dampingFraction, _):
            return SpringMotion(response: response, dampingFraction: dampingFraction).sample(at: local, speed: speed)
        }
    }

    private func bezierSample(_ time: Double, duration: Double, curve: CubicBezier) -> AnimationSample {
        // A duration that is not a positive finite number plays in no time.
        guard duration > 0, duration.isFinite else { return .done }
        let cycle = time / duration
        // Cycles too many to count (a tiny duration far along) leave no phase to show, as above.
        guard cycle.isFinite else { return .done }
        if let repeatCount, cycle >= Double(repeatCount) { return .done }
        let index = cycle.rounded(.down)
        var fraction = cycle - index
        var direction = 1.0
        // Odd cycles play backwards; the remainder of a Double, as the cycle count may be beyond any Int.
        if autoreverses && index.truncatingRemainder(dividingBy: 2) == 1 {
            fraction = 1 - fraction
            direction = -1
        }
        let (progress, slope) = curve.value(at: fraction)
        // d(progress)/dt = slope × d(fraction)/dt, and fraction advances at speed / duration per second.
        return AnimationSample(remaining: 1 - progress, remainingRate: -slope * direction * speed / duration,
                               carried: 0, carriedRate: 0, isFinished: false)
    }
}

/// A cubic Bézier timing curve from (0,0) to (1,1).
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve's y where its x is `x` (the progress at that fraction of the duration), and dy/dx there.
    func value(at x: Double) -> (y: Double, slope: Double) {
        let x = min(max(x, 0), 1)
        // Newton's method on x(s) = x, with bisection where the derivative is too flat.
        var s = x, low = 0.0, high = 1.0
        for _ in 0..<12 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { break }
            if error > 0 { high = s } else { low = s }
            let slope = derivative(s, x1, x2)
            let next = s - error / slope
            s = slope.magnitude > 1e-6 && next > low && next < high ? next : (low + high) / 2
        }
        let dx = derivative(s, x1, x2), dy = derivative(s, y1, y2)
        return (coordinate(s, y1, y2), dx.magnitude > 1e-12 ? dy / dx : 0)
    }
}

/// A damped spring of mass 1 (layout rules §7.3): stiffness (2π / response)², capped at 45,000, and damping
/// 2√stiffness × dampingFraction, solved in closed form.
struct SpringMotion {
    let stiffness: Double
    let dampingFraction: Double

    init(response: Double, dampingFraction: Double) {
        // A response or damping that is not a finite number is taken as the default spring's (an infinite
        // damping would never move); finite ones are clamped to where the closed forms below stay finite (a
        // response of 10⁴ s, or a damping fraction of 10⁴, already takes hours to settle). A spring with no
        // damping (or less, which would swing ever wider) would never settle, so every spring has at least
        // 0.001 of critical damping: it rings for minutes, then stops.
        let response = response.isFinite ? min(max(response, 1e-3), 1e4) : 0.5
        stiffness = min(pow(2 * Double.pi / response, 2), 45_000)
        self.dampingFraction = dampingFraction.isFinite ? min(max(dampingFraction, 1e-3), 1e4) : 1
    }

    /// The displacement still to go and its rate, for a unit displacement (x0 = 1, v0 = 0) and for a unit
    /// initial velocity (x0 = 0, v0 = 1), `t` seconds in (time already scaled by `speed`).
    func sample(at t: Double, speed: Double) -> AnimationSample {
        let omega = stiffness.squareRoot()
        let zeta = dampingFraction
        var x1: Double, v1: Double, x2: Double, v2: Double
        if zeta < 1 {
            let alpha = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-alpha * t), c = cos(omegaD * t), s = sin(omegaD * t)
            // x(t) = e^(−αt) (x0 cos ωd t + (v0 + α x0) / ωd sin ωd t)
            x1 = decay * (c + alpha / omegaD * s)
            v1 = decay * (-(omega * omega) / omegaD * s)
            x2 = decay * (s / omegaD)
            v2 = decay * (c - alpha / omegaD * s)
        } else if zeta == 1 {
            // x(t) = (x0 + (v0 + ω x0) t) e^(−ωt)
            let decay = exp(-omega * t)
            x1 = (1 + omega * t) * decay
            v1 = -omega * omega * t * decay
            x2 = t * decay
            v2 = (1 - omega * t) * decay
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // r1 = −ω (ζ − √(ζ² − 1)), written as −ω / (ζ + √(ζ² − 1)) so that a large ζ loses no digits.
            let r1 = -omega / (zeta + root), r2 = -omega * (zeta + root)
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            // x(t) = C1 e^(r1 t) + C2 e^(r2 t), C1 + C2 = x0, r1 C1 + r2 C2 = v0.
            let a2 = -r1 / (r2 - r1), a1 = 1 - a2          // x0 = 1, v0 = 0
            let b2 = 1 / (r2 - r1), b1 = -b2               // x0 = 0, v0 = 1
            x1 = a1 * e1 + a2 * e2
            v1 = a1 * r1 * e1 + a2 * r2 * e2
            x2 = b1 * e1 + b2 * e2
            v2 = b1 * r1 * e1 + b2 * r2 * e2
        }
        // So far along that a decay underflowed to zero while the factor beside it overflowed (a speed of 10³⁰⁰
        // makes the time near the largest Double): long settled, whatever the product says.
        guard x1.isFinite && v1.isFinite && x2.isFinite && v2.isFinite else { return .done }
        // Settled once a unit change is within a ten-thousandth and barely moving: a 500-point move ends within
        // 0.05 points of its target. The rates are per second of real time, so they scale with speed.
        let settled = abs(x1) < 1e-4 && abs(v1) < 1e-3 && abs(x2) < 1e-4 && abs(v2) < 1e-3
        return AnimationSample(remaining: x1, remainingRate: v1 * speed, carried: x2 / speed, carriedRate: v2,
                               isFinished: settled)
    }
}
