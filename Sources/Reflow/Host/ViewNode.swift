import Synchronization
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
    // the engine is single-threaded and no access is held across a call into another node. They are internal
    // rather than private for the extensions beside this file: sizing (`ViewNode+Sizing`), placement
    // (`ViewNode+Placement`) and the frame's animation (`ViewNode+Animation`).

    // Line 0.
    /// The engine's cache epoch: a node's cached sizes and spacing belong to one epoch.
    let currentPass: UnsafePointer<UInt64>
    /// The container the node is a subview of, as of the latest build, unowned (the parent owns its
    /// subviews): a pass reads it as an unmanaged reference, which retains nothing.
    @exclusivity(unchecked) var parentObject: UnsafeMutableRawPointer?
    /// Whether the node answers every proposal alike (`Layout._answersEveryProposalAlike`), as of the latest
    /// build: one cached size answers every question and a resize only moves it.
    @exclusivity(unchecked) var isRigid = false
    /// Whether `motion` is set: read on every placement, where copying `motion` out to test it would cost.
    @exclusivity(unchecked) var isMoving = false
    /// Whether `children` is not empty: asked on every move and placement, where reading the array's count
    /// would touch its storage, a cache line of its own, for every node of a large tree.
    @exclusivity(unchecked) var hasChildren = false
    /// Whether the node may have an explicit value for some guide: an `.alignmentGuide` of its own, one
    /// inside it, or a behaviour that may report one. Without, its dimensions need not refer to it.
    @exclusivity(unchecked) var mayHaveExplicitGuides = false
    /// Whether the behaviour places subviews (`NodeBehavior.placesSubviews`): a leaf's placement ends at its
    /// frame.
    let placesSubviews: Bool
    /// The direction the node's own subviews are laid out in.
    @exclusivity(unchecked) var layoutDirection = LayoutDirection.leftToRight {
        didSet {
            if layoutDirection != oldValue { layoutSubviews = LayoutSubviews(children, layoutDirection: layoutDirection) }
        }
    }
    /// The epoch whose sizes `sizes` holds.
    @exclusivity(unchecked) var sizesPass: UInt64 = 0
    /// The placement round of the parent in which the node was placed; it counts as placed only while that
    /// round is the parent's latest, which saves resetting every child before each `placeSubviews`.
    @exclusivity(unchecked) var placedRound: UInt64 = 0
    /// The cache epoch in which the subviews were last laid out.
    @exclusivity(unchecked) var placedEpoch: UInt64 = 0

    // Line 1.
    /// Answered sizes, one per distinct proposal; the storage is kept between passes so that a pass
    /// allocates nothing once it has grown.
    @exclusivity(unchecked) var sizes = SizeTable()
    /// The engine's layout pass counter, which ages cached sizes for eviction.
    let layoutPass: UnsafePointer<UInt64>

    // Line 2: with lines 0 and 1, all that moving an unchanged node on a resize touches.
    /// The final frame in host coordinates, as the parent laid it out.
    @exclusivity(unchecked) var frame = CGRect.zero
    /// The ancestors' content offsets at the last placement: `frame` moved by them is where the layout puts
    /// the view on screen (`baseFrame`).
    @exclusivity(unchecked) var placedShift = CGSize.zero
    /// Moves of this node not yet passed on to its subviews (layout, and drawing on top of it): a moved
    /// subtree costs one node until something reads or lays out the subviews (`passOnMoves`).
    @exclusivity(unchecked) var pendingLayoutMove = CGSize.zero

    // Line 3 on: what laying a node out reads besides, then a container's subviews and its own placement of
    // them.
    /// The proposal the node was placed with.
    @exclusivity(unchecked) var packedFrameProposal = PackedProposal(.unspecified)
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
    @exclusivity(unchecked) var round: UInt64 = 0
    /// The round in which the container places its subviews for real (0 when it is not): a subview's `place`
    /// then lays the subview out at once (see `recordPlacement`), in the container's `frame`.
    @exclusivity(unchecked) var placingRound: UInt64 = 0
    /// How many subviews were placed since `placingRound` began.
    @exclusivity(unchecked) var placedChildren = 0
    /// The subviews' array storage while they are placed, for prefetching the next ones without retaining
    /// the array for every subview (`prefetchSubviews`); valid only while `placingRound` is not 0.
    @exclusivity(unchecked) var placingSubviews: UnsafeRawPointer?
    @exclusivity(unchecked) var placingSubviewCount = 0
    /// The layout priority (`.layoutPriority`), read by stacks.
    @exclusivity(unchecked) var priority: Double = 0
    @exclusivity(unchecked) var pendingDrawingMove = CGSize.zero

    // Line 5 on: rarer in a pass.
    /// Where the parent placed the node while placing its subviews only to read their guides (a real
    /// placement lays the node out at once, in `frame`).
    @exclusivity(unchecked) var placedRect = CGRect.zero
    @exclusivity(unchecked) var packedPlacedProposal = PackedProposal(.unspecified)
    @exclusivity(unchecked) var spacingPass: UInt64 = 0
    @exclusivity(unchecked) var cachedSpacing = ViewSpacing()
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
    /// host stays safe to ask (as a view without a container: the host cuts the parent pointers when it goes);
    /// the host also breaks the engine's references back to the nodes, so that nodes and engine are freed.
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
    @exclusivity(unchecked) var animationState: UnsafeMutablePointer<FrameAnimationState>?

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
        #if DEBUG
        Self.liveCount.add(1, ordering: .relaxed)
        #endif
    }

    #if DEBUG
    /// How many nodes are alive: what the lifetime tests count (debug builds only, so a release build's
    /// nodes pay nothing for it).
    static let liveCount = Atomic<Int>(0)
    #endif

    deinit {
        #if DEBUG
        Self.liveCount.subtract(1, ordering: .relaxed)
        #endif
        sizes.deallocate()
        if let animationState {
            animationState.deinitialize(count: 1)
            animationState.deallocate()
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
