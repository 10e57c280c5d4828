import Synchronization

/// One view of the laid-out tree: its identity and its place in the tree. Views are values that come and go
/// with every update; nodes persist while SwiftUI would keep the view's identity, so layout caches survive
/// updates.
///
/// What a layout pass keeps for the node is its `record` (`Engine/Pass/LayoutRecord.swift`), which also holds what
/// its container reads from it, its `traits`; it is stored in `NodeStorage`, ahead of the fields here, in the
/// order a pass reads it.
@usableFromInline
final class ViewNode: NodeStorage {
    /// The subviews, in order. Reading them hands them the node's pending moves first, so a subview's frame is
    /// current whenever it is reached this way (`Moves.swift`).
    var children: ContiguousArray<ViewNode> {
        passOnMoves()
        return record.subviews.nodes
    }

    /// The view graph of the host that built the node. Nodes keep it alive, so a `LayoutSubview` kept past its
    /// host stays safe to ask (as a view without a container: the host cuts the parent pointers when it goes);
    /// the host also breaks the graph's references back to the nodes, so that nodes and graph are freed.
    let graph: ViewGraph
    /// What kind of view made the node; a node is reused only by a view of the same kind. For a leaf, its
    /// behaviour's class; for a node laid out by a `Layout` (a container or a layout modifier), the layout's
    /// type, which stands for its `LayoutBehavior<L>`.
    let kind: ObjectIdentifier
    /// The view's identity: its structural position and explicit ids, hashed.
    let key: Int
    /// The explicit ids (ForEach element ids, `.id`) on the way from the container to the view: compared
    /// on reuse, since different ids may hash alike.
    let idPath: [ViewID]
    /// The build in which a view claimed this node, so that no node is used twice in one tree.
    var claimedInBuild: UInt64 = 0
    /// Whether the graph's table of the latest build's nodes (`ViewGraph.nodesByKey`) holds this node
    /// under its identity: a node found by position rather than looked up (`Resolver.expectedNode`) is
    /// claimed only if it is the table's, as a lookup would have found it.
    var isInTable = false
    /// Whether the node was made in the latest build (so it has no old frame to animate from).
    var isNew = true

    init(graph: ViewGraph, kind: ObjectIdentifier, key: Int, idPath: [ViewID], behavior: NodeBehavior) {
        self.graph = graph
        self.kind = kind
        self.key = key
        self.idPath = idPath
        super.init(clock: graph.clock, behavior: behavior)
        #if DEBUG
        Self.liveCount.add(1, ordering: .relaxed)
        #endif
    }

    #if DEBUG
    /// How many nodes are alive: what the lifetime tests count (debug builds only, so a release build's
    /// nodes pay nothing for it).
    static let liveCount = Atomic<Int>(0)
    #endif

    deinit {
        #if DEBUG
        Self.liveCount.subtract(1, ordering: .relaxed)
        #endif
        record.deallocate()
    }

    // MARK: Tree

    /// Makes `children` the node's subviews, each with this node as its parent, and takes in the guides they
    /// have explicit values for.
    func adopt(_ children: ContiguousArray<ViewNode>) {
        // A reused node given back the very array it holds (a layout modifier around the same view, in every
        // update) keeps its subviews as they are: replacing them retained and released the array for nothing.
        if !record.subviews.holdsStorage(of: children) {
            record.subviews = LayoutSubviews(children, layoutDirection: record.layoutDirection)
        }
        record.hasSubviews = !children.isEmpty
        var containsCustomLayout = behavior.isCustomLayout
        // Walked through a buffer pointer: iterating the array retained and released each child.
        children.withUnsafeBufferPointer { children in
            for child in children {
                child.parent = self
                traits.subtreeGuides.formUnion(child.traits.subtreeGuides)
                containsCustomLayout = containsCustomLayout || child.record.containsCustomLayout
            }
        }
        updateMayHaveExplicitGuides()
        noteCustomLayout(containsCustomLayout)
    }

    /// Records whether the subtree holds a custom layout. A subtree built again on its own (a body's scope)
    /// adopts without its ancestors, so one that gains a custom layout tells them; one that loses it leaves them
    /// as they are, which only costs them a placement a resize could have spared.
    private func noteCustomLayout(_ contains: Bool) {
        record.containsCustomLayout = contains
        guard contains else { return }
        var ancestor = parent
        while let node = ancestor, !node.record.containsCustomLayout {
            node.record.containsCustomLayout = true
            ancestor = node.parent
        }
    }

    /// Sets the direction the node's subviews are laid out in.
    func setLayoutDirection(_ direction: LayoutDirection) {
        guard direction != record.layoutDirection else { return }
        record.layoutDirection = direction
        record.subviews = LayoutSubviews(record.subviews.nodes, layoutDirection: direction)
    }

    /// Cuts the parent pointers of the whole subtree: for a host that goes while a layout may keep
    /// `LayoutSubview`s, and with them nodes, whose parents go with it.
    func cutParentPointersBelow() {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            for child in node.record.subviews.nodes {
                child.parent = nil
                stack.append(child)
            }
        }
    }

    // MARK: Traits

    /// What modifiers wrote on the node and its container reads: priority, guides, layout values, offset,
    /// opacity, whether it is drawn. Stored in the record, beside what the pass reads with it.
    var traits: NodeTraits {
        _read { yield record.traits }
        _modify { yield &record.traits }
    }

    /// Forgets the traits a previous build gave the node; the new build writes them again.
    func resetTraits() {
        // Most nodes have no traits to forget: then the record is left alone (making new traits in place of the
        // old released their three empty arrays and made three more, for every node of every build).
        if !traits.isDefault { traits = NodeTraits() }
        resetDrawing()
        updateMayHaveExplicitGuides()
    }

    /// Records the guides a leaf's behaviour gives explicit values for itself (a text's baselines).
    func setIntrinsicGuides(_ guides: GuideSet) {
        // Most leaves have none, and had none: then nothing is assigned (an empty array over another retained
        // and released the shared empty storage, for every leaf of every build).
        if !guides.isEmpty || !traits.subtreeGuides.isEmpty { traits.subtreeGuides = guides }
        updateMayHaveExplicitGuides()
    }

    /// Takes the traits of the view a modifier wraps: priority, layout values and guides travel outwards
    /// through modifiers, as SwiftUI's view traits do.
    func inheritTraits(from child: ViewNode) {
        traits.priority = child.traits.priority
        // Assigned only when either has layout values: an assignment of one empty array over another retained
        // and released the shared empty storage, for every modifier of every build.
        if !child.traits.layoutValues.isEmpty || !traits.layoutValues.isEmpty {
            traits.layoutValues = child.traits.layoutValues
        }
        traits.subtreeGuides.formUnion(child.traits.subtreeGuides)
        // The drawing order is a trait of the view as its container sees it, like the priority.
        if let zIndex = child.record.drawing?.zIndex, zIndex != 0 { drawing.zIndex = zIndex }
        updateMayHaveExplicitGuides()
    }

    /// Adds an `.alignmentGuide` modifier's value (modifiers are applied innermost first).
    func addGuide(_ key: AlignmentKey, _ value: @escaping (ViewDimensions) -> CGFloat) {
        traits.guides.append(ExplicitGuide(key: key, value: value))
        traits.subtreeGuides.insert(key)
        updateMayHaveExplicitGuides()
    }

    private func updateMayHaveExplicitGuides() {
        record.mayHaveExplicitGuides = !traits.guides.isEmpty || !traits.subtreeGuides.keys.isEmpty
            || behavior.mayDefineGuides
    }

    func layoutValue<Key: LayoutValueKey>(_ key: Key.Type) -> Key.Value {
        let id = ObjectIdentifier(key)
        for entry in traits.layoutValues where entry.key == id {
            if let value = entry.value as? Key.Value { return value }
        }
        return Key.defaultValue
    }

    func setLayoutValue<Key: LayoutValueKey>(_ key: Key.Type, _ value: Key.Value) {
        let id = ObjectIdentifier(key)
        if let i = traits.layoutValues.firstIndex(where: { $0.key == id }) {
            traits.layoutValues[i].value = value
        } else {
            traits.layoutValues.append((id, value))
        }
    }
}

/// What a node's container and the drawing read from the node, written by modifiers when the view is built
/// (SwiftUI's view traits, and the drawing's own).
struct NodeTraits {
    /// The layout priority (`.layoutPriority`), read by stacks.
    var priority: Double = 0
    /// A translation of the drawing of the subviews (`.offset`), not of the node's own frame.
    var contentOffset = CGSize.zero
    /// The opacity the node and its subviews are drawn with, multiplied into their ancestors'.
    var opacity: Double = 1
    /// Whether the node and its subviews are drawn (`.hidden()` says they are not); a view that is not drawn
    /// still takes its place in the layout. The walks over drawn views honour it (`Moves.swift`).
    var isDrawn = true
    /// `.alignmentGuide` modifiers, innermost first. Changed only through `ViewNode`, which keeps
    /// `LayoutRecord.mayHaveExplicitGuides` in step.
    fileprivate(set) var guides: [ExplicitGuide] = []
    /// Every guide with an explicit value in this node or below; explicit alignment is skipped for the rest.
    fileprivate(set) var subtreeGuides = GuideSet()
    var layoutValues: [(key: ObjectIdentifier, value: Any)] = []

    /// Whether the traits are those of `NodeTraits()`: what no modifier wrote on.
    var isDefault: Bool {
        priority == 0 && contentOffset == .zero && opacity == 1 && isDrawn && guides.isEmpty
            && subtreeGuides.keys.isEmpty && layoutValues.isEmpty
    }
}

/// One `.alignmentGuide(_:computeValue:)` modifier.
struct ExplicitGuide {
    let key: AlignmentKey
    let value: (ViewDimensions) -> CGFloat
}

/// A small set of alignment guides; usually empty, so it costs nothing on most nodes.
struct GuideSet {
    /// The first and last text baselines: the explicit guides of text and of what sits on its baselines
    /// (symbols).
    static let textBaselines: GuideSet = {
        var guides = GuideSet()
        guides.insert(VerticalAlignment.firstTextBaseline.key)
        guides.insert(VerticalAlignment.lastTextBaseline.key)
        return guides
    }()

    private(set) var keys: [AlignmentKey] = []

    func contains(_ key: AlignmentKey) -> Bool { !keys.isEmpty && keys.contains(key) }

    mutating func insert(_ key: AlignmentKey) {
        if !keys.contains(key) { keys.append(key) }
    }

    /// Whether the set holds no guide.
    var isEmpty: Bool { keys.isEmpty }

    mutating func formUnion(_ other: GuideSet) {
        // Iterating retains the other set's array: not done for the empty sets nearly every view has.
        guard !other.keys.isEmpty else { return }
        for key in other.keys { insert(key) }
    }
}
