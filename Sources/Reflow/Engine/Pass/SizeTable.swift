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

    /// The answer for the proposal packed in `key`, marked as asked in `pass`.
    @inline(__always)
    mutating func size(for key: PackedProposal, pass: UInt64) -> CGSize? {
        guard count > 0 else { return nil }
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

    @inline(__always)
    mutating func append(_ key: PackedProposal, _ size: CGSize, pass: UInt64) {
        let entry = Entry(proposal: key, size: size, pass: pass)
        if count == 0 {
            // The first answer of a generation, for most nodes the only one: inline.
            head = entry
            storedCount = 1
            return
        }
        appendToRest(entry)
    }

    /// Moves the head into `rest` to make room for `entry`.
    private mutating func appendToRest(_ entry: Entry) {
        // The head moves to `rest`, into the place of the oldest pass's answer when the table is full.
        if count >= Self.limit, let rest {
            var oldest = 0
            for i in 1..<(count - 1) where rest[i].pass < rest[oldest].pass { oldest = i }
            if rest[oldest].pass != entry.pass {
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
