import CReflowSupport

/// One view of the laid-out tree: what it is (its behaviour), its subviews, the traits its parent reads, and
/// the results of the current layout pass. Views are values that come and go with every update; nodes persist
/// while SwiftUI would keep the view's identity, so layout caches survive updates.
final class ViewNode {
    // First, so that they share a cache line with the object's header.
    /// Sizes, spacing and placement of the current pass, behind a pointer (see `NodeState`).
    private let state: UnsafeMutablePointer<NodeState>
    /// The engine's cache epoch: a node's cached sizes and spacing belong to one epoch.
    private let currentPass: UnsafePointer<UInt64>
    /// The engine's layout pass counter, which ages cached sizes for eviction.
    private let layoutPass: UnsafePointer<UInt64>

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
    let behavior: NodeBehavior
    /// The build in which a view claimed this node, so that no node is used twice in one tree.
    var claimedInBuild: UInt64 = 0

    // The properties below live in `NodeState` (see there why) and are read on every layout pass.

    var children: ContiguousArray<ViewNode> {
        get { state.pointee.children }
        set {
            state.pointee.children = newValue
            state.pointee.hasChildren = !newValue.isEmpty
        }
    }

    // MARK: Traits, read by the parent's layout

    var priority: Double {
        get { state.pointee.priority }
        set { state.pointee.priority = newValue }
    }
    var layoutValues: [(key: ObjectIdentifier, value: Any)] {
        get { state.pointee.layoutValues }
        set { state.pointee.layoutValues = newValue }
    }
    /// `.alignmentGuide` modifiers, innermost first.
    var guides: [ExplicitGuide] {
        get { state.pointee.guides }
        set { state.pointee.guides = newValue }
    }
    /// Every guide with an explicit value in this node or below; explicit alignment is skipped for the rest.
    var subtreeGuides: GuideSet {
        get { state.pointee.subtreeGuides }
        set { state.pointee.subtreeGuides = newValue }
    }
    /// The direction the node's own subviews are laid out in.
    var layoutDirection: LayoutDirection {
        get { state.pointee.layoutDirection }
        set { state.pointee.layoutDirection = newValue }
    }

    // MARK: Drawing

    var opacity: Double {
        get { state.pointee.opacity }
        set { state.pointee.opacity = newValue }
    }
    /// A translation applied to the drawing of the subviews (`.offset`), not to the node's own frame.
    var contentOffset: CGSize {
        get { state.pointee.contentOffset }
        set { state.pointee.contentOffset = newValue }
    }

    // MARK: The layout pass

    /// The container the node is a subview of, as of the latest build.
    unowned(unsafe) var parent: ViewNode? {
        didSet { state.pointee.parentState = parent?.state }
    }

    /// Whether the parent's latest `placeSubviews` placed the node.
    var isPlaced: Bool {
        guard let parentState = state.pointee.parentState else { return false }
        return state.pointee.placedRound == parentState.pointee.round && state.pointee.placedRound != 0
    }

    /// Starts a new round of placing the node's subviews: placements from earlier rounds no longer count.
    func beginPlacementRound() {
        engine.placementRounds.pointee &+= 1
        state.pointee.round = engine.placementRounds.pointee
    }
    var placedRect: CGRect { state.pointee.placedRect }
    var placedProposal: ProposedViewSize { state.pointee.placedProposal.proposal }

    /// The final frame in host coordinates, as the parent laid it out.
    var frame: CGRect { state.pointee.frame }
    /// The frame where the node is drawn: `frame` moved by the offsets of its ancestors.
    var renderedFrame: CGRect { state.pointee.isMoving ? state.pointee.animatedFrame : baseFrame }
    /// Where the layout puts the view on screen: `frame` moved by the ancestors' content offsets.
    private var baseFrame: CGRect { state.pointee.frame.offsetBy(dx: state.pointee.placedShift.width, dy: state.pointee.placedShift.height) }
    /// Animation state of the frame; see `NodeState`.
    var animation: Animation? {
        get { state.pointee.animation }
        set { state.pointee.animation = newValue }
    }
    var isNew: Bool {
        get { state.pointee.isNew }
        set { state.pointee.isNew = newValue }
    }
    var isMoving: Bool { state.pointee.isMoving }

    /// Whether the node answers every proposal alike (see `NodeState.isRigid`); containers set it each build.
    var isRigid: Bool {
        get { state.pointee.isRigid }
        set { state.pointee.isRigid = newValue }
    }

    /// The drawn frame: the layout's, plus what remains of the frame's animation at the engine's time.
    /// Returns false once the animation has settled (it is then dropped).
    @discardableResult
    func updateRenderedFrame() -> Bool {
        guard state.pointee.isMoving, let motion = state.pointee.motion else { return false }
        let (offset, _, finished) = motion.offset(at: engine.time)
        if finished { state.pointee.motion = nil }
        var frame = baseFrame
        frame.animatableData = frame.animatableData + offset
        state.pointee.animatedFrame = frame
        return !finished
    }

    /// Remembers where the view is drawn now and how fast it moves, before a build replaces the views.
    func rememberDrawnFrame() {
        state.pointee.previousFrame = renderedFrame
        state.pointee.previousBase = baseFrame
        state.pointee.previousVelocity = state.pointee.motion?.offset(at: engine.time).rate ?? .zero
    }

    /// Starts animating from the remembered frame to the new layout's, with the node's animation; without
    /// one (or for a new view) the view jumps. A view whose layout frame did not change keeps the animation
    /// it had. Returns whether it now moves.
    func startMotion() -> Bool {
        if !isNew && state.pointee.isMoving && baseFrame == state.pointee.previousBase {
            return updateRenderedFrame()
        }
        guard let animation, !isNew else {
            if state.pointee.isMoving { state.pointee.motion = nil }
            return false
        }
        let delta = state.pointee.previousFrame.animatableData - baseFrame.animatableData
        let velocity = state.pointee.previousVelocity
        guard delta != .zero || velocity != .zero else {
            state.pointee.motion = nil
            updateRenderedFrame()
            return false
        }
        state.pointee.motion = Motion(animation: animation, start: engine.time, delta: delta, velocity: velocity)
        updateRenderedFrame()
        return true
    }

    /// The proposal the node was placed with.
    var frameProposal: ProposedViewSize { state.pointee.frameProposal.proposal }

    init(engine: LayoutEngine, kind: ObjectIdentifier, key: Int, idPath: [AnyHashable], behavior: NodeBehavior) {
        self.engine = engine
        self.kind = kind
        self.key = key
        self.idPath = idPath
        self.behavior = behavior
        currentPass = UnsafePointer(engine.passCounter)
        layoutPass = UnsafePointer(engine.layoutPasses)
        state = .allocate(capacity: 1)
        state.initialize(to: NodeState())
    }

    deinit {
        state.pointee.sizes.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

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
        if state.pointee.sizesPass != epoch {
            state.pointee.sizes.removeAll()
            state.pointee.sizesPass = epoch
        } else if state.pointee.isRigid, let size = state.pointee.sizes.first {
            return size
        } else if let size = state.pointee.sizes.size(for: proposal, pass: layoutPass.pointee) {
            return size
        }
        let size = checkedSize(behavior.sizeThatFits(proposal, node: self), for: proposal)
        state.pointee.sizes.append(proposal, size, pass: layoutPass.pointee)
        return size
    }

    /// The node's size and guides for `proposal`.
    func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
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
        if state.pointee.spacingPass != pass {
            state.pointee.spacing = behavior.spacing(of: self)
            state.pointee.spacingPass = pass
        }
        return state.pointee.spacing
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
        guides.isEmpty && !subtreeGuides.contains(key) && !behavior.mayDefineGuides
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
        guard let parentState = state.pointee.parentState else {
            state.pointee.placedRect = rect
            state.pointee.placedProposal = PackedProposal(proposal)
            state.pointee.placedRound = 0
            return
        }
        let previous = state.pointee.placedRound
        state.pointee.placedRound = parentState.pointee.round
        let placing = parentState.pointee.placingRound
        guard placing != 0 else {
            // Placed to read guides: remembered for `placement(in:)`. A real placement lays the node out now,
            // and a later read of `placedRect` always follows a newer round of probes.
            state.pointee.placedRect = rect
            state.pointee.placedProposal = PackedProposal(proposal)
            return
        }
        if previous < placing {
            Self.prefetchSiblings(after: parentState.pointee.placedChildren, of: parentState)
            parentState.pointee.placedChildren += 1
        }
        var frame = rect
        let bounds = parentState.pointee.placingBounds
        if parentState.pointee.layoutDirection == .rightToLeft {
            frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX)
        }
        place(checking: frame, in: bounds, proposal: proposal, shift: parentState.pointee.placingShift)
    }

    /// Asks the processor to start fetching the siblings a container will most likely place after this node
    /// (layouts place in order, as a rule): the node objects eight ahead, and the states of the nodes four
    /// ahead, whose objects were fetched four placements ago. Laying out thousands of views is otherwise bound
    /// by waiting for memory one node at a time; this way the waits overlap. A hint only: it changes nothing.
    @inline(__always)
    private static func prefetchSiblings(after placed: Int, of parentState: UnsafeMutablePointer<NodeState>) {
        guard let objects = parentState.pointee.placingSubviews else { return }
        let count = parentState.pointee.placingSubviewCount
        // Read as plain pointers: no retains, and the parent's array keeps the nodes alive.
        func object(_ i: Int) -> UnsafeRawPointer {
            objects.load(fromByteOffset: i * MemoryLayout<ViewNode>.stride, as: UnsafeRawPointer.self)
        }
        if placed + 8 < count { reflow_prefetch(object(placed + 8)) }
        if placed + 4 < count {
            Unmanaged<ViewNode>.fromOpaque(object(placed + 4))._withUnsafeGuaranteedRef { $0.prefetchState() }
        }
    }

    /// Starts fetching the lines of the state a layout pass reads first (see `NodeState`).
    @inline(__always)
    func prefetchState() {
        let lines = UnsafeRawPointer(state)
        reflow_prefetch(lines)
        reflow_prefetch(lines + 64)
        reflow_prefetch(lines + 128)
        reflow_prefetch(lines + 192)
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

    /// Starts placing the subviews for real, in `bounds`, with `shift` for their drawing.
    func beginPlacingSubviews(in bounds: CGRect, shift: CGSize) {
        beginPlacementRound()
        state.pointee.placingRound = state.pointee.round
        state.pointee.placingBounds = bounds
        state.pointee.placingShift = shift
        state.pointee.placedChildren = 0
        // No build runs while the subviews are placed, so the array stays as it is until then.
        let (subviews, count) = state.pointee.children.withUnsafeBufferPointer { (UnsafeRawPointer($0.baseAddress), $0.count) }
        state.pointee.placingSubviews = subviews
        state.pointee.placingSubviewCount = count
    }

    /// Ends the placement begun by `beginPlacingSubviews`: its round, and how many subviews were placed.
    func endPlacingSubviews() -> (round: UInt64, placed: Int) {
        let result = (state.pointee.placingRound, state.pointee.placedChildren)
        state.pointee.placingRound = 0
        return result
    }

    /// Runs `body`, in which the layout places the subviews only to read their guides, not for real.
    func withoutPlacingSubviews<T>(_ body: () -> T) -> T {
        let placing = state.pointee.placingRound
        state.pointee.placingRound = 0
        defer { state.pointee.placingRound = placing }
        return body()
    }

    /// Whether the container placed the node in `round` or later.
    func wasPlaced(since round: UInt64) -> Bool { state.pointee.placedRound >= round }

    /// Where the node goes in a container with `bounds`: where the container placed it, or, if it never did,
    /// centred and sized for the container's own proposal (reference §2.4); mirrored for right-to-left.
    func placement(in bounds: CGRect, containerProposal: ProposedViewSize,
                   direction: LayoutDirection) -> (frame: CGRect, proposal: ProposedViewSize) {
        var rect: CGRect, proposal: ProposedViewSize
        if isPlaced {
            rect = placedRect
            proposal = placedProposal
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
        if state.pointee.placedEpoch == epoch && state.pointee.frame.size == frame.size
            && (state.pointee.isRigid || state.pointee.frameProposal == PackedProposal(proposal)) {
            let old = state.pointee.frame.origin, oldShift = state.pointee.placedShift
            let layout = CGSize(width: frame.minX - old.x, height: frame.minY - old.y)
            let drawing = CGSize(width: shift.width - oldShift.width, height: shift.height - oldShift.height)
            if layout != .zero || drawing != .zero { translate(layout: layout, drawing: drawing) }
            return
        }
        // The subviews' frames must be current before the layout moves them from there. A leaf has no moves
        // to pass on and no subviews to offset: its state's later lines stay untouched.
        let hasSubviews = state.pointee.hasChildren
        if hasSubviews { passOnMoves() }
        state.pointee.frame = frame
        state.pointee.frameProposal = PackedProposal(proposal)
        state.pointee.placedShift = shift
        updateRenderedFrame()
        let offset = hasSubviews ? contentOffset : .zero
        behavior.placeSubviews(of: self, in: frame, proposal: proposal,
                               shift: CGSize(width: shift.width + offset.width, height: shift.height + offset.height))
        state.pointee.placedEpoch = epoch
    }

    /// Forgets the sizes, spacing and placement of this node and of every container around it, whose answers
    /// depend on it: what an animated layout's new data changes. The subtree below keeps its answers.
    func invalidateSizesUpwards() {
        var node: ViewNode? = self
        while let current = node {
            current.state.pointee.sizes.removeAll()
            current.state.pointee.spacingPass = 0
            current.state.pointee.placedEpoch = 0
            node = current.parent
        }
    }

    /// Moves the subtree's frames by `layout` and where it is drawn by `layout + drawing` (a change in the
    /// ancestors' content offsets). Only this node moves now; its subviews follow when they are next read or
    /// laid out, so that a resize moving a large unchanged subtree costs one node.
    private func translate(layout: CGSize, drawing: CGSize) {
        state.pointee.frame.origin.x += layout.width
        state.pointee.frame.origin.y += layout.height
        if drawing != .zero {
            state.pointee.placedShift.width += drawing.width
            state.pointee.placedShift.height += drawing.height
        }
        if state.pointee.isMoving { updateRenderedFrame() }
        if state.pointee.hasChildren {
            state.pointee.pendingLayoutMove.width += layout.width
            state.pointee.pendingLayoutMove.height += layout.height
            // Usually zero (no `.offset` changed): then its cache line is not touched.
            if drawing != .zero {
                state.pointee.pendingDrawingMove.width += drawing.width
                state.pointee.pendingDrawingMove.height += drawing.height
            }
        }
    }

    /// Gives the subviews the moves this node has not passed on yet; call before reading or laying out the
    /// subviews' frames.
    func passOnMoves() {
        let layout = state.pointee.pendingLayoutMove, drawing = state.pointee.pendingDrawingMove
        guard layout != .zero || drawing != .zero else { return }
        state.pointee.pendingLayoutMove = .zero
        state.pointee.pendingDrawingMove = .zero
        let children = state.pointee.children
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
