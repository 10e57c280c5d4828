/// The state one host shares with all its nodes: the pass counter that scopes the size caches, the text
/// measurer, the identity table for reusing nodes, and the warnings.
final class LayoutEngine {
    /// Incremented for every layout pass; a node's cached sizes belong to one pass.
    private(set) var pass: UInt64 = 1
    /// Incremented for every build of the node tree from views.
    private(set) var build: UInt64 = 0
    var textMeasurer: TextMeasurer

    /// Nodes by identity key, from the latest build.
    private(set) var nodesByKey: [Int: ViewNode] = [:]
    private var previousNodes: [Int: ViewNode] = [:]
    /// Nodes by explicit id, from the latest build.
    private(set) var nodesByID: [AnyHashable: ViewNode] = [:]

    private(set) var warnings: [String] = []
    private var warned: Set<String> = []

    init(textMeasurer: TextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// Starts a layout pass: sizes cached before it are stale.
    func beginPass() { pass &+= 1 }

    /// Starts a build: the nodes of the previous build become candidates for reuse.
    func beginBuild() {
        build &+= 1
        beginPass()
        previousNodes = nodesByKey
        nodesByKey = [:]
        nodesByKey.reserveCapacity(previousNodes.count)
        nodesByID = [:]
    }

    /// Ends a build: nodes no view claimed are released.
    func endBuild() { previousNodes = [:] }

    /// The node for the view with identity `key` and `kind`: the previous build's node when the view kept its
    /// identity, else a new one.
    func node(key: Int, kind: ObjectIdentifier, make: () -> NodeBehavior) -> (node: ViewNode, reused: Bool) {
        if let old = previousNodes[key], old.kind == kind, old.claimedInBuild != build {
            old.claimedInBuild = build
            old.resetTraits()
            nodesByKey[key] = old
            return (old, true)
        }
        let node = ViewNode(engine: self, kind: kind, key: key, behavior: make())
        node.claimedInBuild = build
        if nodesByKey[key] == nil { nodesByKey[key] = node }
        return (node, false)
    }

    func register(id: AnyHashable, for node: ViewNode) {
        if nodesByID[id] == nil { nodesByID[id] = node }
    }

    /// Records a warning about `name`, once per name and host, and prints it to standard error.
    func warn(about name: String, _ message: String) {
        guard warned.insert(name).inserted else { return }
        let line = "Reflow: warning: \(name) \(message). Further warnings about \(name) are not shown."
        warnings.append(line)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
