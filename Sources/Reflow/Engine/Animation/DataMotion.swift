/// The `animatableData` of a layout or a shape on its way to a new build's, when that change animates: what a
/// node keeps so that an animated layout is laid out, and an animated shape drawn, at interpolated data on
/// every frame (layout rules §7).
struct DataMotion<Data: VectorArithmetic> {
    /// The motion under way and the data it ends at; nil when nothing moves.
    private(set) var state: (motion: Motion<Data>, target: Data)?

    var isMoving: Bool { state != nil }

    /// Takes `newValue` of a new build into `value`. When its data differs from the data shown and the change
    /// animates, `value` keeps the shown data and moves to the new one frame by frame, starting at the current
    /// speed; true when it does.
    mutating func update<Value: Animatable>(_ value: inout Value, to newValue: Value, animation: Animation?,
                                            at time: Double) -> Bool where Value.AnimatableData == Data {
        let target = newValue.animatableData
        if let (_, oldTarget) = state, oldTarget == target {
            // The data did not change: the animation under way goes on as it was.
            var kept = newValue
            kept.animatableData = value.animatableData
            value = kept
            return true
        }
        var shown = value.animatableData
        var velocity = Data.zero
        if let (motion, oldTarget) = state {
            let (offset, rate, _) = motion.offset(at: time)
            shown = oldTarget + offset
            velocity = rate
        }
        var next = newValue
        state = nil
        if let animation, shown != target {
            state = (Motion(animation: animation, start: time, delta: shown - target, velocity: velocity), target)
            next.animatableData = shown
        }
        value = next
        return state != nil
    }

    /// Sets `value`'s data for `time`; false once the motion has settled at the target (it is then dropped).
    mutating func advance<Value: Animatable>(_ value: inout Value, to time: Double) -> Bool
    where Value.AnimatableData == Data {
        guard let (motion, target) = state else { return false }
        let (offset, _, finished) = motion.offset(at: time)
        value.animatableData = finished ? target : target + offset
        if finished { state = nil }
        return !finished
    }
}
