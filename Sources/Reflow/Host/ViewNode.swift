import CReflowSupport

/// One view of the laid-out tree: what it is (its behaviour), its subviews, the traits its parent reads, and
/// the results of the current layout pass. Views are values that come and go with every update; nodes persist
/// while SwiftUI would keep the view's identity, so layout caches survive updates.
@usableFromInline
final class ViewNode {
    // The stored properties are in the order a layout pass needs them, so that it touches as few cache lines
    // as it can: sizing a node reads the first two 64-byte lines (counting the object's 16-byte header);
    // moving a node that answers every proposal alike on a resize, the first three; laying a node out, about
    // four; a container placing its subviews, two more; the rest is for builds, drawing and animation.
    //
    // Everything read or written in a pass is a stored property with `@exclusivity(unchecked)`: a pass reads
    // and writes them several times per node, and Swift would otherwise check every access to a class's
    // stored property for overlapping writes at run time. Nothing here is accessed from two places at once:
    // the engine is single-threaded and no access is held across a call into another node.

    // Line 0.
    /// The engine's cache epoch: a node's cached sizes and spacing belong to one epoch.
    private let currentPass: UnsafePointer<UInt64>
    /// The container the node is a subview of, as of the latest build, unowned (the parent owns its
    /// subviews): a pass reads it as an unmanaged reference, which retains nothing.
    @exclusivity(unchecked) private var parentObject: UnsafeMutableRawPointer?
    /// Whether the node answers every proposal alike (`Layout._answersEveryProposalAlike`), as of the latest
    /// build: one cached size answers every question and a resize only moves it.
    @exclusivity(unchecked) var isRigid = false
    /// Whether `motion` is set: read on every placement, where copying `motion` out to test it would cost.
    @exclusivity(unchecked) private(set) var isMoving = false
    /// Whether `children` is not empty: asked on every move and placement, where reading the array's count
    /// would touch its storage, a cache line of its own, for every node of a large tree.
    @exclusivity(unchecked) private var hasChildren = false
    /// Whether the node may have an explicit value for some guide: an `.alignmentGuide` of its own, one
    /// inside it, or a behaviour that may report one. Without, its dimensions need not refer to it.
    @exclusivity(unchecked) private var mayHaveExplicitGuides = false
    /// Whether the behaviour places subviews (`NodeBehavior.placesSubviews`): a leaf's placement ends at its
    /// frame.
    private let placesSubviews: Bool
    /// The direction the node's own subviews are laid out in.
    @exclusivity(unchecked) var layoutDirection = LayoutDirection.leftToRight {
        didSet {
            if layoutDirection != oldValue { layoutSubviews = LayoutSubviews(children, layoutDirection: layoutDirection) }
        }
    }
    /// The epoch whose sizes `sizes` holds.
    @exclusivity(unchecked) private var sizesPass: UInt64 = 0
    /// The placement round of the parent in which the node was placed; it counts as placed only while that
    /// round is the parent's latest, which saves resetting every child before each `placeSubviews`.
    @exclusivity(unchecked) private var placedRound: UInt64 = 0
    /// The cache epoch in which the subviews were last laid out.
    @exclusivity(unchecked) private var placedEpoch: UInt64 = 0

    // Line 1.
    /// Answered sizes, one per distinct proposal; the storage is kept between passes so that a pass
    /// allocates nothing once it has grown.
    @exclusivity(unchecked) private var sizes = SizeTable()
    /// The engine's layout pass counter, which ages cached sizes for eviction.
    private let layoutPass: UnsafePointer<UInt64>

    // Line 2: with lines 0 and 1, all that moving an unchanged node on a resize touches.
    /// The final frame in host coordinates, as the parent laid it out.
    @exclusivity(unchecked) private(set) var frame = CGRect.zero
    /// The ancestors' content offsets at the last placement: `frame` moved by them is where the layout puts
    /// the view on screen (`baseFrame`).
    @exclusivity(unchecked) private var placedShift = CGSize.zero
    /// Moves of this node not yet passed on to its subviews (layout, and drawing on top of it): a moved
    /// subtree costs one node until something reads or lays out the subviews (`passOnMoves`).
    @exclusivity(unchecked) private var pendingLayoutMove = CGSize.zero

    // Line 3 on: what laying a node out reads besides, then a container's subviews and its own placement of
    // them.
    /// The proposal the node was placed with.
    @exclusivity(unchecked) private var packedFrameProposal = PackedProposal(.unspecified)
    /// What the node does in layout and drawing.
    let behavior: NodeBehavior
    /// The subviews, in order.
    @exclusivity(unchecked) var children: ContiguousArray<ViewNode> = [] {
        didSet {
            hasChildren = !children.isEmpty
            layoutSubviews = LayoutSubviews(children, layoutDirection: layoutDirection)
        }
    }
    /// A translation applied to the drawing of the subviews (`.offset`), not to the node's own frame.
    @exclusivity(unchecked) var contentOffset = CGSize.zero
    /// `children` and `layoutDirection` as the node's layout sees them, kept with them so that a pass lends
    /// them to the layout (`inout`) instead of copying the array, and retaining it, for every call.
    @exclusivity(unchecked) var layoutSubviews = LayoutSubviews([], layoutDirection: .leftToRight)
    /// The node's own latest placement round, as a container.
    @exclusivity(unchecked) private var round: UInt64 = 0
    /// The round in which the container places its subviews for real (0 when it is not): a subview's `place`
    /// then lays the subview out at once (see `recordPlacement`), in the container's `frame`.
    @exclusivity(unchecked) private var placingRound: UInt64 = 0
    /// How many subviews were placed since `placingRound` began.
    @exclusivity(unchecked) private var placedChildren = 0
    /// The subviews' array storage while they are placed, for prefetching the next ones without retaining
    /// the array for every subview (`prefetchSubviews`); valid only while `placingRound` is not 0.
    @exclusivity(unchecked) private var placingSubviews: UnsafeRawPointer?
    @exclusivity(unchecked) private var placingSubviewCount = 0
    /// The layout priority (`.layoutPriority`), read by stacks.
    @exclusivity(unchecked) var priority: Double = 0
    @exclusivity(unchecked) private var pendingDrawingMove = CGSize.zero

    // Line 5 on: rarer in a pass.
    /// Where the parent placed the node while placing its subviews only to read their guides (a real
    /// placement lays the node out at once, in `frame`).
    @exclusivity(unchecked) private(set) var placedRect = CGRect.zero
    @exclusivity(unchecked) private var packedPlacedProposal = PackedProposal(.unspecified)
    @exclusivity(unchecked) private var spacingPass: UInt64 = 0
    @exclusivity(unchecked) private var cachedSpacing = ViewSpacing()
    /// `.alignmentGuide` modifiers, innermost first.
    @exclusivity(unchecked) var guides: [ExplicitGuide] = [] {
        didSet { updateMayHaveExplicitGuides() }
    }
    /// Every guide with an explicit value in this node or below; explicit alignment is skipped for the rest.
    @exclusivity(unchecked) var subtreeGuides = GuideSet() {
        didSet { updateMayHaveExplicitGuides() }
    }
    @exclusivity(unchecked) var layoutValues: [(key: ObjectIdentifier, value: Any)] = []
    @exclusivity(unchecked) var opacity: Double = 1

    /// The engine of the host that built the node. Nodes keep it alive, so a `LayoutSubview` kept past its
    /// host stays valid; the host breaks the engine's references back to the nodes when it goes.
    let engine: LayoutEngine
    /// What kind of view made the node; a node is reused only by a view of the same kind.
    let kind: ObjectIdentifier
    /// The view's identity: its structural position and explicit ids, hashed.
    let key: Int
    /// The explicit ids (ForEach element ids, `.id`) on the way from the container to the view: compared
    /// on reuse, since different ids may hash alike.
    let idPath: [AnyHashable]
    /// The build in which a view claimed this node, so that no node is used twice in one tree.
    var claimedInBuild: UInt64 = 0

    /// Whether the node was made in the latest build (so it has no old frame to animate from).
    @exclusivity(unchecked) var isNew = true
    /// The frame's animation, allocated the first time the node has any (see `FrameAnimationState`).
    @exclusivity(unchecked) private var animationState: UnsafeMutablePointer<FrameAnimationState>?

    init(engine: LayoutEngine, kind: ObjectIdentifier, key: Int, idPath: [AnyHashable], behavior: NodeBehavior) {
        self.engine = engine
        self.kind = kind
        self.key = key
        self.idPath = idPath
        self.behavior = behavior
        currentPass = UnsafePointer(engine.passCounter)
        layoutPass = UnsafePointer(engine.layoutPasses)
        mayHaveExplicitGuides = behavior.mayDefineGuides
        placesSubviews = behavior.placesSubviews
    }

    deinit {
        sizes.deallocate()
        if let animationState {
            animationState.deinitialize(count: 1)
            animationState.deallocate()
        }
    }

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

    /// The container the node is a subview of, as of the latest build.
    var parent: ViewNode? {
        get { parentObject.map { Unmanaged<ViewNode>.fromOpaque($0).takeUnretainedValue() } }
        set { parentObject = newValue.map { Unmanaged.passUnretained($0).toOpaque() } }
    }

    private func updateMayHaveExplicitGuides() {
        mayHaveExplicitGuides = !guides.isEmpty || !subtreeGuides.keys.isEmpty || behavior.mayDefineGuides
    }

    // MARK: Frames and animation

    /// Whether the parent's latest `placeSubviews` placed the node.
    var isPlaced: Bool {
        guard let parent else { return false }
        return placedRound == parent.round && placedRound != 0
    }

    /// Starts a new round of placing the node's subviews: placements from earlier rounds no longer count.
    func beginPlacementRound() {
        engine.placementRounds.pointee &+= 1
        round = engine.placementRounds.pointee
    }
    var placedProposal: ProposedViewSize { packedPlacedProposal.proposal }
    /// The proposal the node was placed with.
    var frameProposal: ProposedViewSize { packedFrameProposal.proposal }

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

    // MARK: Traits

    /// Forgets the traits a previous build gave the node; the new build writes them again.
    func resetTraits() {
        priority = 0
        if !layoutValues.isEmpty { layoutValues.removeAll() }
        if !guides.isEmpty { guides.removeAll() }
        subtreeGuides = GuideSet()
        opacity = 1
        contentOffset = .zero
    }

    /// Takes the traits of the view a modifier wraps: priority, layout values and guides travel outwards
    /// through modifiers, as SwiftUI's view traits do.
    func inheritTraits(from child: ViewNode) {
        priority = child.priority
        layoutValues = child.layoutValues
        subtreeGuides.formUnion(child.subtreeGuides)
    }

    // MARK: Sizing

    /// The node's size for `proposal`, computed at most once per distinct proposal while the views stay the
    /// same: answers are kept across layout passes (a resize asks mostly the same questions again) until a
    /// build or an animated layout change invalidates them.
    func size(for proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        let epoch = currentPass.pointee
        if sizesPass != epoch {
            sizes.removeAll()
            sizesPass = epoch
        } else if isRigid, let size = sizes.first {
            return size
        } else if let size = sizes.size(for: proposal, pass: layoutPass.pointee) {
            return size
        }
        let size = checkedSize(behavior.sizeThatFits(proposal, node: self), for: proposal)
        sizes.append(proposal, size, pass: layoutPass.pointee)
        return size
    }

    /// The node's size and guides for `proposal`.
    func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        // Dimensions with no explicit guide to look up need not refer to the node (nor retain it).
        guard mayHaveExplicitGuides else {
            return ViewDimensions(size: size(for: proposal), node: nil, proposal: proposal, guideLimit: 0)
        }
        return ViewDimensions(size: size(for: proposal), node: self, proposal: proposal, guideLimit: guides.count)
    }

    /// A size with NaN, negative or unasked-for infinite lengths clamped, with a warning naming the view.
    @inline(__always)
    private func checkedSize(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        if size.width >= 0, size.height >= 0, size.width.isFinite || proposal.width == .infinity,
           size.height.isFinite || proposal.height == .infinity {
            return size
        }
        return clampedSize(size, for: proposal)
    }

    private func clampedSize(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        func check(_ length: CGFloat, _ proposed: CGFloat?) -> CGFloat? {
            if length.isNaN || length < 0 { return 0 }
            if length.isInfinite && proposed != .infinity {
                if let proposed { return proposed }
                return 0
            }
            return nil
        }
        let width = check(size.width, proposal.width), height = check(size.height, proposal.height)
        guard width != nil || height != nil else { return size }
        let clamped = CGSize(width: width ?? size.width, height: height ?? size.height)
        engine.warn(about: behavior.name, "returned the size \(size) for the proposal \(proposal.description); using \(clamped)")
        return clamped
    }

    // MARK: Spacing and traits

    /// The spacing the node prefers around it, computed once per pass.
    var spacing: ViewSpacing {
        let pass = currentPass.pointee
        if spacingPass != pass {
            cachedSpacing = behavior.spacing(of: self)
            spacingPass = pass
        }
        return cachedSpacing
    }

    func layoutValue<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value {
        let id = ObjectIdentifier(key)
        for entry in layoutValues where entry.key == id {
            if let value = entry.value as? Key.Value { return value }
        }
        return Key.defaultValue
    }

    func setLayoutValue<Key: LayoutValueKey>(_ key: Key.Type, _ value: Key.Value) {
        let id = ObjectIdentifier(key)
        if let i = layoutValues.firstIndex(where: { $0.key == id }) {
            layoutValues[i].value = value
        } else {
            layoutValues.append((id, value))
        }
    }

    // MARK: Alignment guides

    /// Whether the node's value for `key` is surely the guide's default: no `.alignmentGuide` for it and no
    /// explicit value from inside.
    func hasDefaultValue(for key: AlignmentKey) -> Bool {
        !mayHaveExplicitGuides || guides.isEmpty && !subtreeGuides.contains(key) && !behavior.mayDefineGuides
    }

    /// The node's explicit value for `key`: its own `.alignmentGuide` (only the first `guideLimit` count), else
    /// what its behaviour reports (a container's merged guides, a text's baselines), else nil.
    func explicitValue(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, guideLimit: Int) -> CGFloat? {
        var i = min(guideLimit, guides.count) - 1
        while i >= 0 {
            if guides[i].key == key {
                let inner = ViewDimensions(size: size, node: self, proposal: proposal, guideLimit: i)
                return guides[i].value(inner)
            }
            i -= 1
        }
        guard subtreeGuides.contains(key) || behavior.mayDefineGuides else { return nil }
        return behavior.explicitValue(key, of: self, proposal: proposal, size: size)
    }

    // MARK: Placement

    /// Records a `place(at:anchor:proposal:)` call; a later call in the same pass replaces it. While the
    /// container places its subviews for real (not to read a guide), the subview is laid out at once, while
    /// its memory is at hand, instead of in a second walk over the subviews; a later call lays it out again.
    func recordPlacement(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        let size = size(for: proposal)
        let rect = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                          width: size.width, height: size.height)
        guard let parentObject else {
            placedRect = rect
            packedPlacedProposal = PackedProposal(proposal)
            placedRound = 0
            return
        }
        // The parent is alive (it is placing this node): read without retaining it.
        Unmanaged<ViewNode>.fromOpaque(parentObject)._withUnsafeGuaranteedRef { parent in
            let previous = placedRound
            placedRound = parent.round
            let placing = parent.placingRound
            guard placing != 0 else {
                // Placed to read guides: remembered for `placement(in:)`. A real placement lays the node out
                // now, and a later read of `placedRect` always follows a newer round of probes.
                placedRect = rect
                packedPlacedProposal = PackedProposal(proposal)
                return
            }
            if previous < placing {
                parent.prefetchSubviews(after: parent.placedChildren)
                parent.placedChildren += 1
            }
            var frame = rect
            // The container places its subviews in its frame, and they are drawn moved by its ancestors'
            // content offsets and its own.
            let bounds = parent.frame
            if parent.layoutDirection == .rightToLeft {
                frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX)
            }
            let shift = CGSize(width: parent.placedShift.width + parent.contentOffset.width,
                               height: parent.placedShift.height + parent.contentOffset.height)
            place(checking: frame, in: bounds, proposal: proposal, shift: shift)
        }
    }

    /// Asks the processor to start fetching the first lines of the subviews this container will most likely
    /// place after the first `placed` (layouts place in order, as a rule): four ahead. Laying out thousands
    /// of views is otherwise bound by waiting for memory one node at a time; this way the waits overlap. A
    /// hint only: it changes nothing. (Fetching a level further down, each subview's behaviour and first
    /// subview, measured slower.)
    @inline(__always)
    private func prefetchSubviews(after placed: Int) {
        guard let objects = placingSubviews, placed + 4 < placingSubviewCount else { return }
        // Read as a plain pointer: no retain, and the array keeps the nodes alive.
        let object = objects.load(fromByteOffset: (placed + 4) * MemoryLayout<ViewNode>.stride, as: UnsafeRawPointer.self)
        reflow_prefetch(object)
        reflow_prefetch(object + 64)
        reflow_prefetch(object + 128)
        reflow_prefetch(object + 192)
    }

    /// Places the node in its container's `bounds`, at the container's origin in an axis where the layout
    /// gave a non-finite position (with a warning naming the container).
    func place(checking frame: CGRect, in bounds: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        var frame = frame
        if !(frame.origin.x.isFinite && frame.origin.y.isFinite) {
            let name = parent?.behavior.name ?? "a container"
            engine.warn(about: name, "placed a subview at \(frame.origin); using the container's origin")
            if !frame.origin.x.isFinite { frame.origin.x = bounds.minX }
            if !frame.origin.y.isFinite { frame.origin.y = bounds.minY }
        }
        place(in: frame, proposal: proposal, shift: shift)
    }

    /// Starts placing the subviews for real, in the node's frame (see `recordPlacement`).
    func beginPlacingSubviews() {
        beginPlacementRound()
        placingRound = round
        placedChildren = 0
        // No build runs while the subviews are placed, so the array stays as it is until then.
        let (subviews, count) = children.withUnsafeBufferPointer { (UnsafeRawPointer($0.baseAddress), $0.count) }
        placingSubviews = subviews
        placingSubviewCount = count
    }

    /// Ends the placement begun by `beginPlacingSubviews`: its round, and how many subviews were placed.
    func endPlacingSubviews() -> (round: UInt64, placed: Int) {
        let result = (placingRound, placedChildren)
        placingRound = 0
        return result
    }

    /// Runs `body`, in which the layout places the subviews only to read their guides, not for real.
    func withoutPlacingSubviews<T>(_ body: () -> T) -> T {
        let placing = placingRound
        placingRound = 0
        defer { placingRound = placing }
        return body()
    }

    /// Whether the container placed the node in `round` or later.
    func wasPlaced(since round: UInt64) -> Bool { placedRound >= round }

    /// Where the node goes in a container with `bounds`: where the container placed it, or, if it never did,
    /// centred and sized for the container's own proposal (reference §2.4); mirrored for right-to-left.
    func placement(in bounds: CGRect, containerProposal: ProposedViewSize,
                   direction: LayoutDirection) -> (frame: CGRect, proposal: ProposedViewSize) {
        var rect: CGRect, proposal: ProposedViewSize
        if isPlaced {
            rect = placedRect
            proposal = packedPlacedProposal.proposal
        } else {
            proposal = containerProposal
            let size = size(for: proposal)
            rect = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        }
        if direction == .rightToLeft {
            rect.origin.x = bounds.maxX - (rect.maxX - bounds.minX)
        }
        return (rect, proposal)
    }

    /// Gives the node its final frame and lays out its subviews inside it. `shift` is the sum of the
    /// ancestors' content offsets, which move the drawing but not the layout.
    ///
    /// When the views are the same as at the last placement (same cache epoch) and the node gets the same
    /// proposal (or answers every proposal alike) and size, its subviews would go where they went, relative to
    /// it: the subtree is moved instead of laid out again. Layouts place relative to their bounds' origin, as
    /// SwiftUI's must.
    func place(in frame: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        let epoch = currentPass.pointee
        if placedEpoch == epoch && self.frame.size == frame.size
            && (isRigid || packedFrameProposal == PackedProposal(proposal)) {
            let old = self.frame.origin, oldShift = placedShift
            let layout = CGSize(width: frame.minX - old.x, height: frame.minY - old.y)
            let drawing = CGSize(width: shift.width - oldShift.width, height: shift.height - oldShift.height)
            if layout != .zero || drawing != .zero { translate(layout: layout, drawing: drawing) }
            return
        }
        // The subviews' frames must be current before the layout moves them from there. A leaf has no moves
        // to pass on and no subviews to offset: its later lines stay untouched.
        let hasSubviews = hasChildren
        if hasSubviews { passOnMoves() }
        self.frame = frame
        packedFrameProposal = PackedProposal(proposal)
        placedShift = shift
        if isMoving { updateRenderedFrame() }
        if placesSubviews {
            let offset = hasSubviews ? contentOffset : .zero
            behavior.placeSubviews(of: self, in: frame, proposal: proposal,
                                   shift: CGSize(width: shift.width + offset.width, height: shift.height + offset.height))
        }
        placedEpoch = epoch
    }

    /// Forgets the sizes, spacing and placement of this node and of every container around it, whose answers
    /// depend on it: what an animated layout's new data changes. The subtree below keeps its answers.
    func invalidateSizesUpwards() {
        var node: ViewNode? = self
        while let current = node {
            current.sizes.removeAll()
            current.spacingPass = 0
            current.placedEpoch = 0
            node = current.parent
        }
    }

    /// Moves the subtree's frames by `layout` and where it is drawn by `layout + drawing` (a change in the
    /// ancestors' content offsets). Only this node moves now; its subviews follow when they are next read or
    /// laid out, so that a resize moving a large unchanged subtree costs one node.
    private func translate(layout: CGSize, drawing: CGSize) {
        frame.origin.x += layout.width
        frame.origin.y += layout.height
        if drawing != .zero {
            placedShift.width += drawing.width
            placedShift.height += drawing.height
        }
        if isMoving { updateRenderedFrame() }
        if hasChildren {
            pendingLayoutMove.width += layout.width
            pendingLayoutMove.height += layout.height
            // Usually zero (no `.offset` changed): then its cache line is not touched.
            if drawing != .zero {
                pendingDrawingMove.width += drawing.width
                pendingDrawingMove.height += drawing.height
            }
        }
    }

    /// Gives the subviews the moves this node has not passed on yet; call before reading or laying out the
    /// subviews' frames.
    func passOnMoves() {
        let layout = pendingLayoutMove, drawing = pendingDrawingMove
        guard layout != .zero || drawing != .zero else { return }
        pendingLayoutMove = .zero
        pendingDrawingMove = .zero
        let children = children
        // `children` owns them for the loop: reading them unretained saves a retain and release each.
        for i in children.indices {
            unowned(unsafe) let child = children[i]
            child.translate(layout: layout, drawing: drawing)
        }
    }

    /// Brings the node's own frame up to date with its ancestors' moves: for reading one node's frame
    /// without walking the tree from the root.
    func receiveAncestorsMoves() {
        var ancestors: [ViewNode] = []
        var node = parent
        while let current = node {
            ancestors.append(current)
            node = current.parent
        }
        for ancestor in ancestors.reversed() { ancestor.passOnMoves() }
    }
}

/// One `.alignmentGuide(_:computeValue:)` modifier.
struct ExplicitGuide {
    let key: AlignmentKey
    let value: (ViewDimensions) -> CGFloat
}

/// A small set of alignment guides; usually empty, so it costs nothing on most nodes.
struct GuideSet {
    private(set) var keys: [AlignmentKey] = []

    func contains(_ key: AlignmentKey) -> Bool { !keys.isEmpty && keys.contains(key) }

    mutating func insert(_ key: AlignmentKey) {
        if !keys.contains(key) { keys.append(key) }
    }

    mutating func formUnion(_ other: GuideSet) {
        for key in other.keys { insert(key) }
    }
}

extension ProposedViewSize {
    /// Negative or NaN lengths become 0: a layout's arithmetic may go below zero, a view never sees it.
    @inline(__always)
    var sanitized: ProposedViewSize {
        if !((width ?? 0) >= 0) || !((height ?? 0) >= 0) { return cleaned }
        return self
    }

    private var cleaned: ProposedViewSize {
        func clean(_ length: CGFloat?) -> CGFloat? {
            guard let length else { return nil }
            return length.isNaN || length < 0 ? 0 : length
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }

    var description: String {
        func text(_ length: CGFloat?) -> String { length.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
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
