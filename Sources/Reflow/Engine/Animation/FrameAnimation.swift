// A node's frame animation: where the view is drawn while its frame animates towards the layout's.

extension ViewNode {
    /// The frame's animation state, allocated now if the node had none.
    private var animationStorage: UnsafeMutablePointer<FrameAnimationState> {
        if let state = record.animationState { return state }
        let state = UnsafeMutablePointer<FrameAnimationState>.allocate(capacity: 1)
        state.initialize(to: FrameAnimationState())
        record.animationState = state
        return state
    }

    /// The animation of this build's change (withAnimation, `.animation(_:value:)`), nil for none.
    var animation: Animation? {
        get { record.animationState?.pointee.animation }
        set {
            guard newValue != nil || record.animationState != nil else { return }
            animationStorage.pointee.animation = newValue
        }
    }

    /// The frame animating towards `baseFrame`, if any.
    private var motion: Motion<CGRect.AnimatableData>? {
        get { record.animationState?.pointee.motion }
        set {
            record.isMoving = newValue != nil
            guard newValue != nil || record.animationState != nil else { return }
            animationStorage.pointee.motion = newValue
        }
    }

    /// Where the view is drawn: its frame moved by its ancestors' content offsets, and by what remains of the
    /// frame's animation.
    var drawnFrame: CGRect {
        guard record.isMoving, let state = record.animationState else { return baseFrame }
        return state.pointee.animatedFrame
    }
    /// Where the layout puts the view on screen: `frame` moved by the ancestors' content offsets.
    private var baseFrame: CGRect {
        record.frame.offsetBy(dx: record.drawingShift.width, dy: record.drawingShift.height)
    }

    /// The drawn frame: the layout's, plus what remains of the frame's animation at the engine's time.
    /// Returns false once the animation has settled (it is then dropped).
    @discardableResult
    func updateDrawnFrame() -> Bool {
        guard record.isMoving, let motion else { return false }
        let (offset, _, finished) = motion.offset(at: graph.time)
        if finished { self.motion = nil }
        var frame = baseFrame
        frame.animatableData = frame.animatableData + offset
        animationStorage.pointee.animatedFrame = frame
        return !finished
    }

    /// Remembers where the view is drawn now and how fast it moves, before a build replaces the views.
    func rememberDrawnFrame() {
        let drawn = drawnFrame, base = baseFrame, velocity = motion?.offset(at: graph.time).rate ?? .zero
        let state = animationStorage
        state.pointee.previousFrame = drawn
        state.pointee.previousBase = base
        state.pointee.previousVelocity = velocity
    }

    /// Starts animating from the remembered frame to the new layout's, with the node's animation; without
    /// one (or for a new view) the view jumps. A view whose layout frame did not change keeps the animation
    /// it had. Returns whether it now moves.
    func startMotion() -> Bool {
        let previous = record.animationState?.pointee ?? FrameAnimationState()
        if !isNew && record.isMoving && baseFrame == previous.previousBase {
            return updateDrawnFrame()
        }
        guard let animation, !isNew else {
            if record.isMoving { motion = nil }
            return false
        }
        let delta = previous.previousFrame.animatableData - baseFrame.animatableData
        let velocity = previous.previousVelocity
        guard delta != .zero || velocity != .zero else {
            motion = nil
            updateDrawnFrame()
            return false
        }
        motion = Motion(animation: animation, start: graph.time, delta: delta, velocity: velocity)
        updateDrawnFrame()
        return true
    }
}

/// A node's frame animation: the animation of the latest build's change, the motion under way and where the
/// view was drawn before the build. Few nodes ever animate, so a node allocates it the first time it has any,
/// and the node's own memory, which every layout pass walks, is a third smaller.
struct FrameAnimationState {
    var animation: Animation?
    /// The frame animating towards the node's base frame, if any.
    var motion: Motion<CGRect.AnimatableData>?
    /// Where the view is drawn while `motion` runs (otherwise it is drawn at its base frame).
    var animatedFrame = CGRect.zero
    /// Where the view was drawn, and how fast it moved, just before the latest build.
    var previousFrame = CGRect.zero
    var previousBase = CGRect.zero
    var previousVelocity = CGRect.AnimatableData.zero
}
