/// What a layout pass keeps for one node: its answers to its container, its frame, how its container placed
/// it, and moves not yet handed to its subviews. Rules for these fields live in one place each: when answers
/// stand (`Sizing.swift`), how placements count and when a subtree is moved instead of laid out
/// (`Placement.swift`), how moves reach the subviews (`Moves.swift`).
///
/// The fields are in the order a pass needs them, so that it touches as few 64-byte cache lines as it can. With
/// the node's header, clock, parent and behaviour before them (`NodeStorage`): sizing reads line 0 and 1,
/// moving an unchanged node on a resize lines 0 to 2, laying a node out lines 0 to 4, a container placing its
/// subviews line 5 too; the rest is for builds, drawing and animation. (`LayoutRecordTests` checks the
/// offsets.)
struct LayoutRecord {
    // Line 0.
    /// Whether the node answers every proposal alike (`AnswersEveryProposalAlike`), as decided by the latest
    /// build: one cached size answers every question, and a resize only moves the node's subtree.
    var isRigid = false
    /// Whether the frame animates (`FrameAnimation.swift`): read on every placement, where reading the
    /// animation state to find out would cost a pointer chase.
    var isMoving = false
    /// Whether the node has subviews: asked on every move and placement, where the array's count would touch
    /// its storage, a cache line of its own.
    var hasSubviews = false
    /// Whether the node may have an explicit value for some guide: an `.alignmentGuide` of its own, one inside
    /// it, or a behaviour that may report one. Without, its dimensions need not refer to it.
    var mayHaveExplicitGuides: Bool
    /// Whether the behaviour places subviews: a leaf's placement ends at its frame.
    let placesSubviews: Bool
    /// The direction the node's own subviews are laid out in.
    var layoutDirection = LayoutDirection.leftToRight
    /// Whether the node or a view inside it is laid out by a custom layout (`NodeBehavior.isCustomLayout`): then a
    /// resize that moves it lays it out again rather than moving its subtree (`Placement.swift`).
    var containsCustomLayout = false
    /// Whether the node's size for a proposal is the proposal itself, unspecified lengths made 10
    /// (`NodeBehavior.sizeIsProposal`): answered without the size table, which costs more than the answer.
    let sizeIsProposal: Bool
    /// The generation (`PassClock`) whose answers `sizes` holds.
    var sizesGeneration: UInt64 = 0
    /// The container's placement round in which it placed this node: the node counts as placed only while that
    /// round is the container's latest, which saves resetting every subview before each `placeSubviews`.
    var placedInRound: UInt64 = 0

    // Line 1.
    /// The generation in which the node's subviews were last laid out, in `frame`.
    var placedGeneration: UInt64 = 0
    /// Answered sizes, one per distinct proposal; the storage is kept between passes, so that a pass allocates
    /// nothing once it has grown.
    var sizes = SizeTable()

    // Line 2: with lines 0 and 1, all that moving an unchanged node on a resize touches.
    /// The node's frame: where its container laid it out, in host coordinates. It is current once every
    /// ancestor has handed on its moves (`Moves.swift`), which reaching the node through `children` ensures.
    /// Where the view is drawn is derived from it (`drawnFrame`).
    var frame = CGRect.zero
    /// The sum of the ancestors' content offsets (`.offset`) at the latest placement: they move the drawing of
    /// the subtree, not its layout.
    var drawingShift = CGSize.zero
    /// A move of `frame` not yet handed to the subviews: a moved subtree costs one node until something reads
    /// or lays out its subviews.
    var pendingMove = CGSize.zero

    // Line 3: what laying a node out reads besides.
    /// The proposal the node was laid out with.
    var frameProposal = PackedProposal(.unspecified)
    /// The subviews and the layout direction as the node's layout sees them, kept here so that a pass lends
    /// them to the layout (`inout`) instead of copying, and retaining, the array for every call.
    var subviews = LayoutSubviews([], layoutDirection: .leftToRight)
    /// The node's own latest placement round, as a container.
    var latestRound: UInt64 = 0
    /// The round in which the container places its subviews for real (0 when it does not): a subview's `place`
    /// then lays the subview out at once, in its frame.
    var realRound: UInt64 = 0

    // Line 4: read by the container (a stack reads each subview's priority; placing reads the offset).
    /// What the modifiers wrote on the node (`NodeTraits`), kept here, beside what the pass reads with them;
    /// `ViewNode.traits` reaches it.
    var traits = NodeTraits()

    // Line 5: a container's placement of its subviews.
    /// How many subviews were placed since `realRound` began.
    var placedCount = 0
    /// The subviews' array storage while they are placed for real, for prefetching the next ones without
    /// retaining the array for every subview; valid only while `realRound` is not 0.
    var placingSubviews: UnsafeRawPointer?
    var placingSubviewCount = 0
    /// A change of the ancestors' content offsets not yet handed to the subviews (as `pendingMove`, for the
    /// drawing only).
    var pendingDrawingMove = CGSize.zero

    // Rarer in a pass.
    /// Where the container placed the node when it placed its subviews only to read their guides (a real
    /// placement lays the node out at once, in `frame`), and with which proposal.
    var probedRect = CGRect.zero
    var probedProposal = PackedProposal(.unspecified)
    /// The generation whose spacing `cachedSpacing` is.
    var spacingGeneration: UInt64 = 0
    var cachedSpacing = ViewSpacing()
    /// The frame's animation, allocated the first time the node has any (`FrameAnimationState`).
    var animationState: UnsafeMutablePointer<FrameAnimationState>?
    /// The drawing effects (`.rotationEffect`, `.clipShape`, …, `.zIndex`), made the first time a modifier
    /// writes one.
    var drawing: NodeDrawing?

    init(placesSubviews: Bool, mayDefineGuides: Bool, sizeIsProposal: Bool) {
        self.placesSubviews = placesSubviews
        mayHaveExplicitGuides = mayDefineGuides
        self.sizeIsProposal = sizeIsProposal
    }

    /// Forgets the answers and the placement: what an animated layout's new data makes stale.
    mutating func forgetAnswers() {
        sizes.removeAll()
        spacingGeneration = 0
        placedGeneration = 0
    }

    /// Frees what the record allocated.
    mutating func deallocate() {
        sizes.deallocate()
        if let animationState {
            animationState.deinitialize(count: 1)
            animationState.deallocate()
            self.animationState = nil
        }
    }
}
