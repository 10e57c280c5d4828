/// Nodes by identity: a view's hashed structural position (`ViewNode.key`) and the explicit ids on the way to it
/// (`ViewNode.idPath`), compared by equality, as SwiftUI compares ids (two unequal ids are two views, whatever
/// their hashes). The engine keeps one for the latest build and one for the build before, whose nodes are the
/// candidates for reuse.
///
/// An open-addressing table of the nodes themselves, probed by the position, which is already a mixed hash
/// (`Resolver.mix`): a whole update looks up and records every node of the tree, and a `Dictionary` keyed by
/// the identity hashed each key again for every lookup and insertion, and kept a copy of every id path. The
/// identity of a stored node is the node's own, so nothing else is kept per entry.
struct NodeTable {
    /// Each slot's position key beside its node, so that a probe compares keys without reaching the node.
    private var keys: ContiguousArray<Int> = []
    private var nodes: ContiguousArray<ViewNode?> = []
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
        keys.withUnsafeBufferPointer { keys in
            nodes.withUnsafeBufferPointer { nodes in
                var i = home(of: key)
                while nodes[i] != nil {
                    if keys[i] == key && ViewID.samePath(nodes[i].unsafelyUnwrapped.idPath, idPath) { return i }
                    i = (i + 1) & mask
                }
                return i
            }
        }
    }

    /// The node with identity `key` and `idPath`, if the table holds one.
    func node(key: Int, idPath: [ViewID]) -> ViewNode? {
        guard count > 0 else { return nil }
        return nodes[slot(key: key, idPath: idPath)]
    }

    /// Records `node` under its identity, replacing the node held for it, if any.
    mutating func set(_ node: ViewNode) {
        growIfFull()
        let i = slot(key: node.key, idPath: node.idPath)
        if nodes[i] == nil { count += 1 }
        keys[i] = node.key
        nodes[i] = node
    }

    /// Records `node` under its identity unless the table holds a node for it already (the first view of an
    /// identity keeps it, as with duplicate ids).
    mutating func insertIfAbsent(_ node: ViewNode) {
        growIfFull()
        let i = slot(key: node.key, idPath: node.idPath)
        guard nodes[i] == nil else { return }
        count += 1
        keys[i] = node.key
        nodes[i] = node
    }

    /// Makes room for at least `capacity` nodes without growing again; an empty table much larger than that
    /// gives its storage back (a tree that shrank for good).
    mutating func reserveCapacity(_ capacity: Int) {
        // At most three quarters full, so that probes stay short.
        var size = 8
        while size * 3 < capacity * 4 { size *= 2 }
        if size > nodes.count || (count == 0 && nodes.count > 8 * size) { rehash(to: size) }
    }

    /// Forgets `node` if the table holds it under its identity (a body built alone dropped it). Linear probing
    /// leaves no hole: the nodes after it in its run move back to where a probe for them would stop.
    mutating func remove(_ node: ViewNode) {
        guard count > 0 else { return }
        var hole = slot(key: node.key, idPath: node.idPath)
        guard nodes[hole] === node else { return }
        nodes[hole] = nil
        count -= 1
        var i = (hole + 1) & mask
        while let next = nodes[i] {
            let home = home(of: keys[i])
            // `next` may fill the hole when its home is not cyclically within (hole, i].
            let distanceToHole = (hole - home) & mask, distanceToHere = (i - home) & mask
            if distanceToHole < distanceToHere {
                keys[hole] = keys[i]
                nodes[hole] = next
                nodes[i] = nil
                hole = i
            }
            i = (i + 1) & mask
        }
    }

    /// Forgets every node, keeping the storage for the next build.
    mutating func removeAll() {
        guard count > 0 else { return }
        for i in nodes.indices where nodes[i] != nil { nodes[i] = nil }
        count = 0
    }

    /// Calls `body` with every node the table holds, in no particular order.
    func forEachNode(_ body: (ViewNode) -> Void) {
        guard count > 0 else { return }
        for case let node? in nodes { body(node) }
    }

    @inline(__always)
    private mutating func growIfFull() {
        if (count + 1) * 4 > nodes.count * 3 { rehash(to: max(8, nodes.count * 2)) }
    }

    private mutating func rehash(to size: Int) {
        let oldNodes = nodes
        keys = ContiguousArray(repeating: 0, count: size)
        nodes = ContiguousArray(repeating: nil, count: size)
        mask = size - 1
        shift = 64 - size.trailingZeroBitCount
        count = 0
        for case let node? in oldNodes {
            // Identities in a table are distinct: each goes to the first empty slot of its probe.
            var i = home(of: node.key)
            while nodes[i] != nil { i = (i + 1) & mask }
            keys[i] = node.key
            nodes[i] = node
            count += 1
        }
    }
}
