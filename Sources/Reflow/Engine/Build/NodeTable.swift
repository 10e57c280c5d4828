/// Nodes by identity: a view's hashed structural position (`ViewNode.key`) and the explicit ids on the way to it
/// (`ViewNode.idPath`), compared by equality, as SwiftUI compares ids (two unequal ids are two views, whatever
/// their hashes). The view graph keeps one of the latest build's nodes, which a whole build claims where they lie;
/// a build of part of the tree takes its candidates for reuse from a table of their own.
///
/// An open-addressing table of the nodes themselves, probed by the position, which is already a mixed hash
/// (`Resolver.mix`): a whole update looks up and records every node of the tree, and a `Dictionary` keyed by
/// the identity hashed each key again for every lookup and insertion, and kept a copy of every id path. The
/// identity of a stored node is the node's own, so nothing else is kept per entry.
struct NodeTable {
    /// A node beside its position key, so that a probe compares keys without reaching the node, and reads
    /// one cache line per slot (keys and nodes in two arrays were two lines, far apart, for every lookup).
    private struct Slot {
        var key: Int
        var node: ViewNode?
    }
    private var slots: ContiguousArray<Slot> = []
    /// The capacity minus one (the capacity is a power of two); -1 before the first insertion.
    private var mask = -1
    /// How far the multiplied key is shifted right to make an index of the table's bits.
    private var shift = 64
    /// How many nodes the table holds.
    private(set) var count = 0

    init() {}

    /// Whether the table holds no node.
    var isEmpty: Bool { count == 0 }

    /// The slot `key` probes first. The key's high bits after a multiplication by the golden ratio
    /// (Fibonacci hashing), so that keys that differ only in a few bits spread over the table as well.
    @inline(__always)
    private func home(of key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot of the node whose identity is `key` and `idPath`, or of the empty slot where it would go.
    @inline(__always)
    private func slot(key: Int, idPath: [ViewID]) -> Int {
        // Read through buffer pointers, keys first, and a node's path compared in place only when its key
        // matches: a whole update probes for every node of the tree, and reading the slots as optionals out
        // of the arrays retained and released each node and path looked at.
        slots.withUnsafeBufferPointer { slots in
            var i = home(of: key)
            while slots[i].node != nil {
                if slots[i].key == key && ViewID.samePath(slots[i].node.unsafelyUnwrapped.idPath, idPath) { return i }
                i = (i + 1) & mask
            }
            return i
        }
    }

    /// The node with identity `key` and `idPath`, if the table holds one.
    func node(key: Int, idPath: [ViewID]) -> ViewNode? {
        guard count > 0 else { return nil }
        return slots[slot(key: key, idPath: idPath)].node
    }

    /// Records `node` under its identity, replacing the node held for it, if any; the node it replaced.
    @discardableResult
    mutating func set(_ node: ViewNode) -> ViewNode? {
        growIfFull()
        let i = slot(key: node.key, idPath: node.idPath)
        let replaced = slots[i].node
        if replaced == nil { count += 1 }
        slots[i] = Slot(key: node.key, node: node)
        return replaced
    }

    /// Records `node` under its identity unless the table holds a node for it already (the first view of an
    /// identity keeps it, as with duplicate ids); whether it did.
    @discardableResult
    mutating func insertIfAbsent(_ node: ViewNode) -> Bool {
        growIfFull()
        let i = slot(key: node.key, idPath: node.idPath)
        guard slots[i].node == nil else { return false }
        count += 1
        slots[i] = Slot(key: node.key, node: node)
        return true
    }

    /// Gives storage back when the table has room for many times the nodes it holds (a tree that shrank for
    /// good), keeping it at most three quarters full.
    mutating func shrinkIfSparse() {
        var size = 8
        while size * 3 < count * 4 { size *= 2 }
        if slots.count > 8 * size { rehash(to: size) }
    }

    /// Forgets `node` if the table holds it under its identity (a body built alone dropped it). Linear probing
    /// leaves no hole: the nodes after it in its run move back to where a probe for them would stop.
    mutating func remove(_ node: ViewNode) {
        guard count > 0 else { return }
        var hole = slot(key: node.key, idPath: node.idPath)
        guard slots[hole].node === node else { return }
        slots[hole].node = nil
        count -= 1
        var i = (hole + 1) & mask
        while slots[i].node != nil {
            let home = home(of: slots[i].key)
            // The slot's node may fill the hole when its home is not cyclically within (hole, i].
            let distanceToHole = (hole - home) & mask, distanceToHere = (i - home) & mask
            if distanceToHole < distanceToHere {
                slots.swapAt(hole, i)
                hole = i
            }
            i = (i + 1) & mask
        }
    }

    /// Calls `body` with every node the table holds, in no particular order.
    func forEachNode(_ body: (ViewNode) -> Void) {
        guard count > 0 else { return }
        for slot in slots { if let node = slot.node { body(node) } }
    }

    @inline(__always)
    private mutating func growIfFull() {
        if (count + 1) * 4 > slots.count * 3 { rehash(to: max(8, slots.count * 2)) }
    }

    private mutating func rehash(to size: Int) {
        let old = slots
        slots = ContiguousArray(repeating: Slot(key: 0, node: nil), count: size)
        mask = size - 1
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for case let node? in old.lazy.map(\.node) {
            // Identities in a table are distinct: each goes to the first empty slot of its probe.
            var i = home(of: node.key)
            while slots[i].node != nil { i = (i + 1) & mask }
            slots[i] = Slot(key: node.key, node: node)
            count += 1
        }
    }
}
