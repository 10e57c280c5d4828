/// What a node reads and writes on every layout pass: its subviews and traits, its answered sizes and its
/// placement.
///
/// It lives in memory the node allocates itself and reaches through a pointer: these fields are read and
/// written several times per node in every layout pass, and as stored properties of a class each access
/// would pay Swift's dynamic exclusivity check. The node is the only owner; nothing else holds the pointer.
struct NodeState {
    var children: ContiguousArray<ViewNode> = []
    /// The parent's state, for its placement round (a pointer, so that reading it retains nothing).
    var parentState: UnsafeMutablePointer<NodeState>?
    var priority: Double = 0
    var layoutValues: [(key: ObjectIdentifier, value: Any)] = []
    var guides: [ExplicitGuide] = []
    var subtreeGuides = GuideSet()
    var layoutDirection = LayoutDirection.leftToRight
    var opacity: Double = 1
    var contentOffset = CGSize.zero

    /// The pass whose sizes `sizes` holds.
    var sizesPass: UInt64 = 0
    /// Answered sizes, one per distinct proposal; the storage is kept between passes so that a pass
    /// allocates nothing once it has grown.
    var sizes = SizeTable()
    var spacingPass: UInt64 = 0
    var spacing = ViewSpacing()

    /// The placement round of the parent in which the node was placed; it counts as placed only while that
    /// round is the parent's latest, which saves resetting every child before each `placeSubviews`.
    var placedRound: UInt64 = 0
    /// The node's own latest placement round, as a container.
    var round: UInt64 = 0
    var placedRect = CGRect.zero
    var placedProposal = ProposedViewSize.unspecified

    var frame = CGRect.zero
    /// `frame` moved by the ancestors' content offsets: where the layout puts the view on screen.
    var baseFrame = CGRect.zero
    /// `baseFrame` moved by the frame's animation, if one runs: where the view is drawn.
    var renderedFrame = CGRect.zero
    var frameProposal = ProposedViewSize.unspecified
    /// The cache epoch in which the subviews were last laid out, and the ancestors' offsets then.
    var placedEpoch: UInt64 = 0
    var placedShift = CGSize.zero

    /// The animation of this build's change (withAnimation, `.animation(_:value:)`), nil for none.
    var animation: Animation?
    /// Whether the node was made in the latest build (so it has no old frame to animate from).
    var isNew = true
    /// The frame animating towards `baseFrame`, if any.
    var motion: Motion<CGRect.AnimatableData>?
    /// Where the view was drawn, and how fast it moved, just before the latest build.
    var previousFrame = CGRect.zero
    var previousBase = CGRect.zero
    var previousVelocity = CGRect.AnimatableData.zero
}

/// A small table of (proposal, size) pairs: the first few inline, in the node's state, so that looking a
/// size up touches no other memory; more go to manually managed storage kept between passes. Answers stay
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

    /// The answer for `proposal`, marked as asked in `pass`.
    mutating func size(for proposal: ProposedViewSize, pass: UInt64) -> CGSize? {
        guard let entries else { return nil }
        let width = proposal.width ?? .nan, height = proposal.height ?? .nan
        for i in 0..<count where entries[i].matches(width, height) {
            entries[i].pass = pass
            return entries[i].size
        }
        return nil
    }

    mutating func removeAll() { count = 0 }

    mutating func append(_ proposal: ProposedViewSize, _ size: CGSize, pass: UInt64) {
        let entry = Entry(proposal, size, pass: pass)
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
