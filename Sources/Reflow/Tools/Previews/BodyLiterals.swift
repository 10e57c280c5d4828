/// Which literals of a preview build each view's body read, for the layout inspector's list of a pinned view's
/// literals (issue 30, item 5): kept by a host's graph in a preview process only (`DesignTimeValues.recordsBodies`).
///
/// A composite view's body reads its literals while it is made and its views resolved; the bodies of the views
/// inside run later, within that, and note their own. Each node gets the literals of the innermost body that
/// made it: the nodes a body made are those below its outputs that no body inside it made, found after the body
/// is resolved.
final class BodyLiterals {
    private struct Entry {
        var build: UInt64
        var literals: [String]
    }

    /// By node; a node's entry goes when the graph drops the node, so an address is never mistaken for another.
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// How many nodes have an entry: no more than the graph has nodes.
    var count: Int { entries.count }

    /// Gives `literals` to the nodes a body made in `build`: its outputs and the nodes below them, down to those
    /// a body inside it made in the same build.
    func note(_ literals: [String], for outputs: ArraySlice<ViewNode>, build: UInt64) {
        var stack = Array(outputs)
        while let node = stack.popLast() {
            let id = ObjectIdentifier(node)
            if entries[id]?.build == build { continue }
            entries[id] = Entry(build: build, literals: literals)
            // The subviews as the build left them, without passing on the pending moves `children` does.
            stack.append(contentsOf: node.record.subviews.nodes)
        }
    }

    /// The literals of the body that made `node`; nil when no body did (the root's own views).
    func literals(of node: ViewNode) -> [String]? { entries[ObjectIdentifier(node)]?.literals }

    func forget(_ node: ViewNode) { entries[ObjectIdentifier(node)] = nil }
}
