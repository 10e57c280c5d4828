/// Views a node builds during the layout pass, because they depend on what only the pass knows: a
/// `GeometryReader`'s content depends on the reader's size and position, an `overlayPreferenceValue`'s on a
/// preference value read from the laid-out primary view. The owner keeps the closure; this keeps what a build
/// of the content needs besides, and the content's nodes from one build to the next, so that a view keeps its
/// node, its answers' storage and its layout cache from one size to the next, as a build's views do.
///
/// A build in the pass is made safe for the pass around it:
/// - the content's nodes are its owner's subviews and nobody else's, and nothing of the pass holds them while
///   the owner builds them anew (the owner builds before it places them); nodes the new build no longer uses
///   are kept alive by the graph until the pass is over (`ViewGraph.retiredNodes`);
/// - the generation of the pass clock is not changed (it would make every answer in the tree stale halfway
///   through the pass): the answers of the content's nodes alone are forgotten instead;
/// - the explicit ids the content registered (`.id`) are unregistered before it is built again, so the host's
///   `frame(of:)` never finds a node that left the tree.
final class PassBuiltContent {
    /// The content's nodes by identity, from its latest build: the candidates for reuse in the next.
    private var nodes = NodeTable()
    /// The content's top-level nodes from its latest build: the owner's subviews that are its content.
    private var topLevel: ContiguousArray<ViewNode> = []
    /// The ids the content's latest build registered with the graph.
    private var registeredIDs: [AnyHashable] = []
    /// The environment the owner was resolved in: the content sees it, as it would in SwiftUI.
    private var environment = EnvironmentValues()
    /// The animation of the build that last resolved the owner, for the content's first build after it.
    private var animation: Animation?
    /// Whether a build of the tree resolved the owner again since the content was last built: the closure may
    /// have changed, and so may everything it captured.
    private(set) var isStale = true

    /// Takes what the latest build of the tree gave the owner. That build cleared the graph's ids, so the
    /// content's are no longer registered.
    func update(environment: EnvironmentValues, animation: Animation?) {
        self.environment = environment
        self.animation = animation
        isStale = true
        registeredIDs = []
    }

    /// Builds the content for `owner` with `resolve`, reusing the nodes of the previous build at the same
    /// positions (identity by position under the owner), and returns the content's top-level nodes, prepared
    /// as a build prepares them.
    /// `orientation` is the stack orientation the content's spacers and dividers see (a lazy stack's axis).
    func build(for owner: ViewNode, orientation: Axis? = nil, _ resolve: (inout Resolver) -> Void) -> ContiguousArray<ViewNode> {
        let graph = owner.graph
        var resolved: ContiguousArray<ViewNode> = []
        // A change of the views animates only in the first build after the tree's build that asked for it;
        // builds for a new size or value are not animated (a resize is not).
        let animation = isStale ? self.animation : nil
        let environment = environment
        let (claimed, ids) = graph.withBuildInPass(reusing: nodes, unregistering: registeredIDs) {
            var resolver = Resolver(graph: graph, environment: environment, path: Resolver.mix(owner.key, 0x9eb),
                                    orientation: orientation)
            resolver.animation = animation
            resolve(&resolver)
            resolved = resolver.nodes
        }
        // The pass clock's generation stays: the reused nodes forget the answers and placements they gave
        // for the views of the last build themselves (the new nodes have none).
        claimed.forEachNode { $0.record.forgetAnswers() }
        nodes = claimed
        topLevel = resolved
        registeredIDs = ids
        isStale = false
        self.animation = nil
        return resolved
    }

    /// Cuts the parent pointers of the content's nodes, and of every node below them: for an owner that is
    /// dropped, whose content goes with it (a layout may keep a content node past its parent).
    func cutParentPointers() {
        for child in topLevel {
            child.parent = nil
            child.cutParentPointersBelow()
        }
    }
}

extension ViewNode {
    /// Makes `children` the node's subviews while the node places its subviews (`Placement.swift`): the
    /// placement's bookkeeping, which points at the old array, is pointed at the new one.
    func adoptWhilePlacing(_ children: ContiguousArray<ViewNode>) {
        adopt(children)
        record.placingSubviews = record.subviews.storageAddress
        record.placingSubviewCount = children.count
    }

    /// Makes sure neither the node nor any container around it skips its next placement by moving its
    /// subtree unchanged (`Placement.swift`, `Moves.swift`): for a node whose content depends on its position
    /// (a `GeometryReader` reads its frame in the host and in named spaces; an anchor's value is a position),
    /// a move would leave its content stale. Called while the node is placed, so every ancestor is being laid
    /// out: each took its proposal just before, and keeps the one set here until it is laid out again. A scroll
    /// view that scrolled calls it between passes, so that the next pass places it again without a build.
    /// Costs a walk to the root per placement of such a node, and nothing to other views.
    func keepAncestorsLayingOut() {
        record.frameProposal = .neverProposed
        record.isRigid = false
        var ancestor = parent
        while let node = ancestor {
            node.record.frameProposal = .neverProposed
            // A container that answers every proposal alike is moved whatever its proposal; it answers each
            // proposal by itself now, which is slower but right, until the next build decides again.
            node.record.isRigid = false
            ancestor = node.parent
        }
    }

    /// Where the node is in the host: its frame moved by its ancestors' offsets (`.offset`), as SwiftUI's
    /// global coordinates include every geometry effect. Current while the node is being placed.
    var frameInHost: CGRect {
        record.frame.offsetBy(dx: record.drawingShift.width, dy: record.drawingShift.height)
    }
}

extension PackedProposal {
    /// A proposal no view is ever laid out with (a sanitized proposal is never negative): a node whose
    /// `frameProposal` it is gets laid out anew whatever it is proposed.
    static let neverProposed = PackedProposal(ProposedViewSize(width: -1, height: -1))
}
