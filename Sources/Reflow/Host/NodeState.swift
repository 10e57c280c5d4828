/// What a node reads and writes on every layout pass: its subviews and traits, its answered sizes and its
/// placement.
///
/// It lives in memory the node allocates itself and reaches through a pointer: these fields are read and
/// written several times per node in every layout pass, and as stored properties of a class each access
/// would pay Swift's dynamic exclusivity check. The node is the only owner; nothing else holds the pointer.
struct NodeState {
    // Fields grouped by 64-byte "line" from the start of the state, in the order a pass needs them: moving
    // an unchanged subtree on a resize reads and writes lines 0–2 only; laying a node out, lines 0–3; a
    // container placing its subviews, line 4 too; the rest is for few layouts, drawing and animation. (The
    // state is not allocated on a line boundary: aligned allocations scattered the states over the heap and
    // made resizes of large flows slower, where plain ones sit next to their nodes.)

    // Line 0.
    var children: ContiguousArray<ViewNode> = []
    /// The parent's state, for its placement round (a pointer, so that reading it retains nothing).
    var parentState: UnsafeMutablePointer<NodeState>?
    /// Whether the node answers every proposal alike (`Layout._answersEveryProposalAlike`), as of the latest
    /// build: one cached size answers every question and a resize only moves it.
    var isRigid = false
    /// Whether `motion` is set: read on every placement, where copying `motion` out to test it would cost.
    var isMoving = false
    var layoutDirection = LayoutDirection.leftToRight
    /// Whether `children` is not empty: asked on every move and placement, where reading the array's count
    /// would touch its storage, a cache line of its own, for every node of a large tree.
    var hasChildren = false
    /// The pass whose sizes `sizes` holds.
    var sizesPass: UInt64 = 0
    /// The placement round of the parent in which the node was placed; it counts as placed only while that
    /// round is the parent's latest, which saves resetting every child before each `placeSubviews`.
    var placedRound: UInt64 = 0
    /// The cache epoch in which the subviews were last laid out.
    var placedEpoch: UInt64 = 0
    /// Moves of this node not yet passed on to its subviews (layout, and drawing on top of it): a moved
    /// subtree costs one node until something reads or lays out the subviews (`ViewNode.passOnMoves`).
    var pendingLayoutMove = CGSize.zero

    // Line 1.
    /// Answered sizes, one per distinct proposal; the storage is kept between passes so that a pass
    /// allocates nothing once it has grown.
    var sizes = SizeTable()

    // Line 2.
    var frame = CGRect.zero
    var frameProposal = PackedProposal(.unspecified)
    /// The ancestors' content offsets at the last placement: `frame` moved by them is where the layout puts
    /// the view on screen (`ViewNode.baseFrame`).
    var placedShift = CGSize.zero

    // Line 3.
    var pendingDrawingMove = CGSize.zero
    var subtreeGuides = GuideSet()
    var guides: [ExplicitGuide] = []
    var priority: Double = 0
    var contentOffset = CGSize.zero

    // Line 4: a container's own placement of its subviews, while its layout's `placeSubviews` runs.
    /// The node's own latest placement round, as a container.
    var round: UInt64 = 0
    /// The round in which the container places its subviews for real (0 when it is not): a subview's `place`
    /// then lays the subview out at once (see `ViewNode.recordPlacement`).
    var placingRound: UInt64 = 0
    var placingBounds = CGRect.zero
    /// The ancestors' content offsets, this container's included, for the subviews being placed.
    var placingShift = CGSize.zero
    /// The subviews' array storage while they are placed, for prefetching the next ones without retaining
    /// the array for every subview (`ViewNode.prefetchSiblings`); valid only while `placingRound` is not 0.
    var placingSubviews: UnsafeRawPointer?
    var placingSubviewCount = 0

    // Line 5 on.
    /// How many subviews were placed since `placingRound` began.
    var placedChildren = 0
    /// Where the parent placed the node while placing its subviews only to read their guides (a real
    /// placement lays the node out at once, in `frame`).
    var placedRect = CGRect.zero
    var placedProposal = PackedProposal(.unspecified)

    var layoutValues: [(key: ObjectIdentifier, value: Any)] = []
    var opacity: Double = 1
    var spacingPass: UInt64 = 0
    var spacing = ViewSpacing()

    /// The animation of this build's change (withAnimation, `.animation(_:value:)`), nil for none.
    var animation: Animation?
    /// Whether the node was made in the latest build (so it has no old frame to animate from).
    var isNew = true
    /// The frame animating towards `baseFrame`, if any.
    var motion: Motion<CGRect.AnimatableData>? {
        didSet { isMoving = motion != nil }
    }
    /// Where the view is drawn while `motion` runs (otherwise it is drawn at its base frame).
    var animatedFrame = CGRect.zero
    /// Where the view was drawn, and how fast it moved, just before the latest build.
    var previousFrame = CGRect.zero
    var previousBase = CGRect.zero
    var previousVelocity = CGRect.AnimatableData.zero
}

/// A proposal in 16 bytes (an optional length takes 16 on its own), as the bit patterns of its lengths: nil
/// is stored as NaN's, which a sanitized proposal never is, and −0 as 0, so that comparing two is two integer
/// comparisons.
struct PackedProposal: Equatable {
    private var width: UInt64
    private var height: UInt64

    @inline(__always)
    init(_ proposal: ProposedViewSize) {
        @inline(__always) func bits(_ length: CGFloat?) -> UInt64 {
            guard let length else { return Double.nan.bitPattern }
            return Double(length + 0).bitPattern  // −0 + 0 is +0
        }
        width = bits(proposal.width)
        height = bits(proposal.height)
    }

    var proposal: ProposedViewSize {
        func length(_ bits: UInt64) -> CGFloat? {
            let length = Double(bitPattern: bits)
            return length.isNaN ? nil : CGFloat(length)
        }
        return ProposedViewSize(width: length(width), height: length(height))
    }
}

/// A small table of (proposal, size) pairs: the latest answer inline, in the node's state, and the others in
/// manually managed storage kept between passes. Most nodes are asked one question a pass (a fixed leaf, a
/// subview of a flow), so asking it again or a first time touches no other memory. Answers stay until the
/// views change, so a resizing window asks only the new questions; past `limit` entries the answers of the
/// oldest pass make room (never those of the pass under way, so one pass never measures twice).
struct SizeTable {
    /// A proposal and its answer.
    struct Entry {
        var proposal: PackedProposal
        var size: CGSize
        /// The layout pass that asked last.
        var pass: UInt64
    }

    /// Enough for the proposals one node gets in a pass (at most 9 in nested stacks) and some to spare.
    static let limit = 16
    /// The latest answer looked up or added, when `count > 0`.
    private var head = Entry(proposal: PackedProposal(.unspecified), size: .zero, pass: 0)
    /// How many answers the table holds: `head` and `count - 1` in `rest` (32 bits each, so that the table
    /// fits one cache line).
    private var storedCount: Int32 = 0
    private var storedCapacity: Int32 = 0
    var count: Int { Int(storedCount) }
    private var capacity: Int {
        get { Int(storedCapacity) }
        set { storedCapacity = Int32(truncatingIfNeeded: newValue) }
    }
    /// The answers other than `head`.
    private var rest: UnsafeMutablePointer<Entry>?

    /// The answer for `proposal`, marked as asked in `pass`.
    @inline(__always)
    mutating func size(for proposal: ProposedViewSize, pass: UInt64) -> CGSize? {
        guard count > 0 else { return nil }
        let key = PackedProposal(proposal)
        if head.proposal == key {
            head.pass = pass
            return head.size
        }
        return lookUpRest(key, pass: pass)
    }

    /// Finds `key` among the older answers and makes it the head.
    private mutating func lookUpRest(_ key: PackedProposal, pass: UInt64) -> CGSize? {
        guard let rest else { return nil }
        for i in 0..<(count - 1) where rest[i].proposal == key {
            swap(&rest[i], &head)
            head.pass = pass
            return head.size
        }
        return nil
    }

    mutating func removeAll() { storedCount = 0 }

    /// The latest answer, if any: the only one a rigid node needs.
    var first: CGSize? { count > 0 ? head.size : nil }

    mutating func append(_ proposal: ProposedViewSize, _ size: CGSize, pass: UInt64) {
        let entry = Entry(proposal: PackedProposal(proposal), size: size, pass: pass)
        if count == 0 {
            head = entry
            storedCount = 1
            return
        }
        // The head moves to `rest`, into the place of the oldest pass's answer when the table is full.
        if count >= Self.limit, let rest {
            var oldest = 0
            for i in 1..<(count - 1) where rest[i].pass < rest[oldest].pass { oldest = i }
            if rest[oldest].pass != pass {
                rest[oldest] = head
                head = entry
                return
            }
        }
        if count - 1 == capacity {
            let grown = UnsafeMutablePointer<Entry>.allocate(capacity: max(4, capacity * 2))
            if let rest {
                grown.moveInitialize(from: rest, count: count - 1)
                rest.deallocate()
            }
            rest = grown
            capacity = max(4, capacity * 2)
        }
        (rest! + (count - 1)).initialize(to: head)
        head = entry
        storedCount += 1
    }

    /// Frees the storage; the table is empty afterwards.
    mutating func deallocate() {
        rest?.deallocate()
        rest = nil
        capacity = 0
        storedCount = 0
    }
}
