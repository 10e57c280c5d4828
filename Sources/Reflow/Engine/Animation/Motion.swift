/// One animated change of a value: it started `start` seconds into the host's clock, `delta` away from its
/// target (the old value minus the new one) and moving at `velocity`. The value shown at any time is the
/// target plus what the animation says remains of the delta and of the velocity (see `AnimationSample`), so a
/// change interrupted by another starts from where the value is, at the speed it has.
struct Motion<Value: VectorArithmetic> {
    let animation: Animation
    let start: Double
    let delta: Value
    let velocity: Value

    init(animation: Animation, start: Double, delta: Value, velocity: Value) {
        self.animation = animation
        self.start = start
        self.delta = delta
        self.velocity = velocity
        // Counted so that an animation completion can tell whether its change animated anything.
        AnimationCompletionBatch.startedAnimations &+= 1
    }

    /// The offset from the target and its rate of change at `time`, and whether the motion has settled.
    func offset(at time: Double) -> (offset: Value, rate: Value, isFinished: Bool) {
        let sample = animation.sample(at: time - start)
        if sample.isFinished { return (.zero, .zero, true) }
        return (delta.scaled(by: sample.remaining) + velocity.scaled(by: sample.carried),
                delta.scaled(by: sample.remainingRate) + velocity.scaled(by: sample.carriedRate), false)
    }
}
