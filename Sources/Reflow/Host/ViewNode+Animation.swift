// A node's frame animation: where the view is drawn while its frame animates towards the layout's.

extension ViewNode {
    /// The frame's animation state, allocated now if the node had none.
    private var animationStorage: UnsafeMutablePointer<FrameAnimationState> {
        if let animationState { return animationState }
        let state = UnsafeMutablePointer<FrameAnimationState>.allocate(capacity: 1)
        state.initialize(to: FrameAnimationState())
        animationState = state
        return state
    }

    /// The animation of this build's change (withAnimation, `.animation(_:value:)`), nil for none.
    var animation: Animation? {
        get { animationState?.pointee.animation }
        set {
            guard newValue != nil || animationState != nil else { return }
            animationStorage.pointee.animation = newValue
        }
    }

    /// The frame animating towards `baseFrame`, if any.
    private var motion: Motion<CGRect.AnimatableData>? {
        get { animationState?.pointee.motion }
        set {
            isMoving = newValue != nil
            guard newValue != nil || animationState != nil else { return }
            animationStorage.pointee.motion = newValue
        }
    }

    /// The frame where the node is drawn: `frame` moved by the offsets of its ancestors.
    var renderedFrame: CGRect {
        guard isMoving, let animationState else { return baseFrame }
        return animationState.pointee.animatedFrame
    }
    /// Where the layout puts the view on screen: `frame` moved by the ancestors' content offsets.
    private var baseFrame: CGRect { frame.offsetBy(dx: placedShift.width, dy: placedShift.height) }

    /// The drawn frame: the layout's, plus what remains of the frame's animation at the engine's time.
    /// Returns false once the animation has settled (it is then dropped).
    @discardableResult
    func updateRenderedFrame() -> Bool {
        guard isMoving, let motion else { return false }
        let (offset, _, finished) = motion.offset(at: engine.time)
        if finished { self.motion = nil }
        var frame = baseFrame
        frame.animatableData = frame.animatableData + offset
        animationStorage.pointee.animatedFrame = frame
        return !finished
    }

    /// Remembers where the view is drawn now and how fast it moves, before a build replaces the views.
    func rememberDrawnFrame() {
        let drawn = renderedFrame, base = baseFrame, velocity = motion?.offset(at: engine.time).rate ?? .zero
        let state = animationStorage
        state.pointee.previousFrame = drawn
        state.pointee.previousBase = base
        state.pointee.previousVelocity = velocity
    }

    /// Starts animating from the remembered frame to the new layout's, with the node's animation; without
    /// one (or for a new view) the view jumps. A view whose layout frame did not change keeps the animation
    /// it had. Returns whether it now moves.
    func startMotion() -> Bool {
        let previous = animationState?.pointee ?? FrameAnimationState()
        if !isNew && isMoving && baseFrame == previous.previousBase {
            return updateRenderedFrame()
        }
        guard let animation, !isNew else {
            if isMoving { motion = nil }
            return false
        }
        let delta = previous.previousFrame.animatableData - baseFrame.animatableData
        let velocity = previous.previousVelocity
        guard delta != .zero || velocity != .zero else {
            motion = nil
            updateRenderedFrame()
            return false
        }
        motion = Motion(animation: animation, start: engine.time, delta: delta, velocity: velocity)
        updateRenderedFrame()
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
