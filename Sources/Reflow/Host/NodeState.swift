/// What a node reads and writes on every layout pass: its subviews and traits, its answered sizes and its
/// placement.
///
/// It lives in memory the node allocates itself and reaches through a pointer: these fields are read and
/// written several times per node in every layout pass, and as stored properties of a class each access
/// would pay Swift's dynamic exclusivity check. The node is the only owner; nothing else holds the pointer.
struct NodeState {
    // Fields in the order a resize pass touches them, so that a placement reads one or two cache lines.
    var children: ContiguousArray<ViewNode> = []
    /// The parent's state, for its placement round (a pointer, so that reading it retains nothing).
    var parentState: UnsafeMutablePointer<NodeState>?
    /// Whether the node answers every proposal alike (`Layout._answersEveryProposalAlike`), as of the latest
    /// build: one cached size answers every question and a resize only moves it.
    var isRigid = false
    /// Whether `motion` is set: read on every placement, where copying `motion` out to test it would cost.
    var isMoving = false
    var layoutDirection = LayoutDirection.leftToRight

    /// The pass whose sizes `sizes` holds.
    var sizesPass: UInt64 = 0
    /// Answered sizes, one per distinct proposal; the storage is kept between passes so that a pass
    /// allocates nothing once it has grown.
    var sizes = SizeTable()

    /// The placement round of the parent in which the node was placed; it counts as placed only while that
    /// round is the parent's latest, which saves resetting every child before each `placeSubviews`.
    var placedRound: UInt64 = 0
    /// The node's own latest placement round, as a container.
    var round: UInt64 = 0
    var placedRect = CGRect.zero
    var placedProposal = PackedProposal(.unspecified)

    /// The cache epoch in which the subviews were last laid out, and the ancestors' offsets then.
    var placedEpoch: UInt64 = 0
    var frame = CGRect.zero
    var frameProposal = PackedProposal(.unspecified)
    /// The ancestors' content offsets at the last placement: `frame` moved by them is where the layout puts
    /// the view on screen (`ViewNode.baseFrame`).
    var placedShift = CGSize.zero
    /// Moves of this node not yet passed on to its subviews (layout, and drawing on top of it): a moved
    /// subtree costs one node until something reads or lays out the subviews (`ViewNode.passOnMoves`).
    var pendingLayoutMove = CGSize.zero
    var pendingDrawingMove = CGSize.zero

    // A container's own placement of its subviews, while its layout's `placeSubviews` runs.
    /// The round in which the container places its subviews for real (0 when it is not): a subview's `place`
    /// then lays the subview out at once (see `ViewNode.recordPlacement`).
    var placingRound: UInt64 = 0
    var placingBounds = CGRect.zero
    /// The ancestors' content offsets, this container's included, for the subviews being placed.
    var placingShift = CGSize.zero
    /// How many subviews were placed since `placingRound` began.
    var placedChildren = 0

    // Traits, read by containers that need them.
    var priority: Double = 0
    var guides: [ExplicitGuide] = []
    var subtreeGuides = GuideSet()
    var layoutValues: [(key: ObjectIdentifier, value: Any)] = []
    var contentOffset = CGSize.zero
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

/// A proposal in 16 bytes (an optional length takes 16 on its own): nil is stored as NaN, which a sanitized
/// proposal never is.
struct PackedProposal: Equatable {
    var width: CGFloat
    var height: CGFloat

    init(_ proposal: ProposedViewSize) {
        width = proposal.width ?? .nan
        height = proposal.height ?? .nan
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }

    static func == (a: PackedProposal, b: PackedProposal) -> Bool {
        (a.width == b.width || (a.width.isNaN && b.width.isNaN)) && (a.height == b.height || (a.height.isNaN && b.height.isNaN))
    }
}

/// A small table of (proposal, size) pairs in manually managed storage kept between passes, with the latest
/// answer also inline, in the node's state, so that asking the same question again touches no other memory. Answers stay
/// until the views change, so a resizing window asks only the new questions; past `limit` entries the answers
/// of the oldest pass make room (never those of the pass under way, so one pass never measures twice).
struct SizeTable {
    /// A proposal and its answer, with an unspecified dimension stored as NaN (proposals are never NaN:
    /// they are sanitized first), so that an entry is plain numbers.
    struct Entry {
        var width: CGFloat
        var height: CGFloat
        var size: CGSize
        /// The layout pass that asked last.
        var pass: UInt64

        init(_ proposal: ProposedViewSize, _ size: CGSize, pass: UInt64) {
            width = proposal.width ?? .nan
            height = proposal.height ?? .nan
            self.size = size
            self.pass = pass
        }

        func matches(_ width: CGFloat, _ height: CGFloat) -> Bool {
            (self.width == width || (self.width.isNaN && width.isNaN))
                && (self.height == height || (self.height.isNaN && height.isNaN))
        }
    }

    /// Enough for the proposals one node gets in a pass (at most 9 in nested stacks) and some to spare.
    static let limit = 16
    private(set) var count = 0
    private var capacity = 0
    private var entries: UnsafeMutablePointer<Entry>?

    /// The latest answer looked up or added, when `count > 0`.
    private var latest = Entry(.unspecified, .zero, pass: 0)

    /// The answer for `proposal`, marked as asked in `pass`.
    mutating func size(for proposal: ProposedViewSize, pass: UInt64) -> CGSize? {
        guard count > 0, let entries else { return nil }
        let width = proposal.width ?? .nan, height = proposal.height ?? .nan
        if latest.matches(width, height) { return latest.size }
        for i in 0..<count where entries[i].matches(width, height) {
            entries[i].pass = pass
            latest = entries[i]
            return entries[i].size
        }
        return nil
    }

    mutating func removeAll() { count = 0 }

    /// The first answer, if any: the only one a rigid node needs.
    var first: CGSize? { count > 0 ? latest.size : nil }

    mutating func append(_ proposal: ProposedViewSize, _ size: CGSize, pass: UInt64) {
        let entry = Entry(proposal, size, pass: pass)
        latest = entry
        if count >= Self.limit, let entries {
            var oldest = 0
            for i in 1..<count where entries[i].pass < entries[oldest].pass { oldest = i }
            if entries[oldest].pass != pass {
                entries[oldest] = entry
                return
            }
        }
        if count == capacity {
            let grown = UnsafeMutablePointer<Entry>.allocate(capacity: max(4, capacity * 2))
            if let entries {
                grown.moveInitialize(from: entries, count: count)
                entries.deallocate()
            }
            entries = grown
            capacity = max(4, capacity * 2)
        }
        (entries! + count).initialize(to: entry)
        count += 1
    }

    /// Frees the storage; the table is empty afterwards.
    mutating func deallocate() {
        entries?.deallocate()
        entries = nil
        capacity = 0
        count = 0
    }
}
