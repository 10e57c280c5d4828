/// The per-pass state of a node: its answered sizes and its placement.
///
/// It lives in memory the node allocates itself and reaches through a pointer: these fields are read and
/// written several times per node in every layout pass, and as stored properties of a class each access
/// would pay Swift's dynamic exclusivity check. The node is the only owner; nothing else holds the pointer.
struct NodeState {
    /// The pass whose sizes `sizes` holds.
    var sizesPass: UInt64 = 0
    /// Answered sizes, one per distinct proposal; the storage is kept between passes so that a pass
    /// allocates nothing once it has grown.
    var sizes = SizeTable()
    var spacingPass: UInt64 = 0
    var spacing = ViewSpacing()

    var isPlaced = false
    var placedRect = CGRect.zero
    var placedProposal = ProposedViewSize.unspecified

    var frame = CGRect.zero
    var renderedFrame = CGRect.zero
    var frameProposal = ProposedViewSize.unspecified
}

/// A small growable table of (proposal, size) pairs in manually managed memory.
struct SizeTable {
    struct Entry {
        var proposal: ProposedViewSize
        var size: CGSize
    }

    private(set) var count = 0
    private var capacity = 0
    private var entries: UnsafeMutablePointer<Entry>?

    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard let entries else { return nil }
        for i in 0..<count where entries[i].proposal == proposal { return entries[i].size }
        return nil
    }

    mutating func removeAll() { count = 0 }

    mutating func append(_ proposal: ProposedViewSize, _ size: CGSize) {
        if count == capacity {
            let newCapacity = max(4, capacity * 2)
            let grown = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
            if let entries {
                grown.moveInitialize(from: entries, count: count)
                entries.deallocate()
            }
            entries = grown
            capacity = newCapacity
        }
        (entries! + count).initialize(to: Entry(proposal: proposal, size: size))
        count += 1
    }

    /// Frees the storage; the table is empty afterwards.
    mutating func deallocate() {
        if let entries {
            entries.deinitialize(count: count)
            entries.deallocate()
        }
        entries = nil
        count = 0
        capacity = 0
    }
}
