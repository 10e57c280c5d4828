internal import CReflowSupport

// The engine's one file of unchecked and unretained access. Nothing else in the package may use `Unmanaged`,
// `unowned(unsafe)`, `@exclusivity(unchecked)` or `_withUnsafeGuaranteedRef` (`FenceTests` fails if it does).
//
// Why they are needed at all: a layout pass reads and writes a few fields of every node several times, and
// measured per view, two runtime costs dominate what is left of it. Swift checks each access to a class's
// stored `var` for an overlapping write (a call into the runtime), and it retains and releases a reference read
// out of an array (two atomic operations). Neither can happen here, for the reasons given at each declaration:
// the engine is single-threaded, no access is held across a call into another node, and every node a pass
// reaches is owned by its parent's array, which no pass changes (the host queues calls made during a pass).
//
// What lives here is storage and the way to read it; what the fields mean and the rules for them are in
// `LayoutRecord`, `PassClock`, `ViewNode` and `Placement`.

/// The storage of a node that a layout pass touches: the base class of `ViewNode`, so that these fields come
/// first in its memory, before identity and tree, in the order a pass needs them (`LayoutRecord`).
@usableFromInline
class NodeStorage {
    /// The clock of the host's passes (one per host; the view graph keeps it, and nodes keep the graph).
    final let clock: PassClock
    /// The container the node is a subview of, as of the latest build, as a plain pointer: the parent owns its
    /// subviews, so a strong reference would be a cycle, and a weak one costs a side table and atomics. Cut
    /// (set to nil) whenever the parent may go before the node: when the build drops the parent, when the host
    /// goes (`ViewHost.deinit`), when a node becomes the root.
    @exclusivity(unchecked) private final var parentObject: UnsafeMutableRawPointer?
    /// What the node does in layout and drawing.
    final let behavior: NodeBehavior
    /// What the pass keeps for the node: answers, frame, placement, pending moves, and the traits its
    /// container reads.
    @exclusivity(unchecked) final var record: LayoutRecord

    init(clock: PassClock, behavior: NodeBehavior) {
        self.clock = clock
        self.behavior = behavior
        record = LayoutRecord(placesSubviews: behavior.placesSubviews, mayDefineGuides: behavior.mayDefineGuides,
                              sizeIsProposal: behavior.sizeIsProposal)
    }

    /// The container the node is a subview of, as of the latest build.
    final var parent: ViewNode? {
        get { parentObject.map { Unmanaged<ViewNode>.fromOpaque($0).takeUnretainedValue() } }
        set { parentObject = newValue.map { Unmanaged.passUnretained($0).toOpaque() } }
    }

    /// Whether the node has a parent, without retaining it.
    final var hasParent: Bool { parentObject != nil }

    /// `body` applied to the parent, unretained, when the node has one (`hasParent`): for a placement, during
    /// which the parent is alive (it is the one placing this node).
    @inline(__always)
    final func withParent<T>(_ body: (ViewNode) -> T) -> T {
        Unmanaged<ViewNode>.fromOpaque(parentObject.unsafelyUnwrapped)._withUnsafeGuaranteedRef(body)
    }
}

/// The counters of `PassClock`, unchecked for the reason above: each node reads them on every size and
/// placement.
final class PassClock {
    @exclusivity(unchecked) final var generation: UInt64 = 1
    @exclusivity(unchecked) final var pass: UInt64 = 1
    @exclusivity(unchecked) final var placementRound: UInt64 = 0
    /// How many times a clamped size made views answer each proposal anew in the middle of a pass (`Sizing`).
    @exclusivity(unchecked) final var clampings: UInt64 = 0
    /// Whether `ViewHost.recordNegotiation()` is running its pass: kept beside the counters every size question
    /// reads, as a plain flag (testing the optional recorder itself retained and released it), so that the
    /// check costs one load when recording is off.
    @exclusivity(unchecked) final var isRecording = false
    /// The recorder of the negotiation while `isRecording`.
    @exclusivity(unchecked) final var recorder: NegotiationRecorder? {
        didSet { isRecording = recorder != nil }
    }
}

/// The layout value of a `LayoutBehavior`, unchecked: every call into a layout passes it `inout`.
class LayoutStorage<L: Layout>: NodeBehavior {
    @exclusivity(unchecked) final var storedLayout: L

    init(layout: L) { storedLayout = layout }
}

/// The fields of a `ViewGraph` that a build reads or writes for every view, unchecked: the accesses that
/// Swift checks for overlap (a call into the runtime, and a thread-local access set, for each) were about a
/// tenth of a whole update. None can overlap another: the engine is single-threaded; `node(key:…)` and the
/// tables' own methods hold an access only while they probe or store, calling nothing outside the table but
/// the ids' `==`, and a view's `make` closure, which only makes a behaviour; `viewTypes` is read for one lookup,
/// and written only by `recordViewType`, after the lookup is over. (Each of these accesses was checked before;
/// none ever overlapped in the tests.) What the fields mean is documented in `ViewGraph`, which they belong
/// to.
class ViewGraphStorage {
    /// Incremented for every build of the node tree from views (`ViewGraph.beginBuild`).
    @exclusivity(unchecked) final var build: UInt64 = 0
    /// Nodes by identity, from the latest build. A whole build claims them where they lie (`buildsInPlace`);
    /// a build of part of the tree (`withScopeBuild`, `withBuildInPass`) takes the nodes it may reuse from
    /// `previousNodes` instead.
    @exclusivity(unchecked) final var nodesByKey = NodeTable()
    @exclusivity(unchecked) final var previousNodes = NodeTable()
    /// How each view type met so far resolves (`ViewTypeTable`).
    @exclusivity(unchecked) final var viewTypes = ViewTypeTable()
}

extension BodyContext {
    /// The context of the body being built; nil outside a build. Unchecked: it is read for every view a build
    /// resolves (a `ForEach` element's content, every body), and each access, a read or a write of the whole
    /// value (or of its `scope`, `ObservedBody`), ends before any other code runs; builds run on one thread.
    @exclusivity(unchecked) static var current: BodyContext?
}

/// A reference to the view graph a build holds while it runs (the host that started it keeps the graph alive),
/// unretained: every view resolved copies the resolver.
struct UnretainedGraph {
    unowned(unsafe) let graph: ViewGraph
}

extension LayoutSubviews {
    /// The nodes of the subviews, read unretained: valid while the collection is alive (it owns the array).
    var unretainedNodes: UnretainedNodes {
        UnretainedNodes(objects: nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
    }

    /// Calls `body` with each subview's node, in order, unretained. (It reads the pointers itself rather than
    /// through `UnretainedNodes.with`: written that way, the compiler stopped inlining the frame's placement of
    /// its child, 13 % more instructions per view in a cold flow pass.)
    @inline(__always)
    func forEachNode(_ body: (ViewNode) -> Void) {
        nodes.withUnsafeBufferPointer { buffer in
            guard let objects = UnsafeRawPointer(buffer.baseAddress) else { return }
            for index in startIndex..<endIndex {
                let object = objects.load(fromByteOffset: index * MemoryLayout<ViewNode>.stride, as: UnsafeRawPointer.self)
                Unmanaged<ViewNode>.fromOpaque(object)._withUnsafeGuaranteedRef(body)
            }
        }
    }
}

extension LayoutSubviews {
    /// The address of the subviews' array storage, kept by a container while it places them (no build changes
    /// the array meanwhile), for `prefetchNode`.
    var storageAddress: UnsafeRawPointer? {
        nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// Asks the processor to start fetching the first five cache lines of the node at `index` of the array
    /// whose storage is at `storage`: laying out thousands of views is otherwise bound by waiting for memory
    /// one node at a time. The reference is read as a plain pointer (no retain; the array keeps the node
    /// alive), and a prefetch is a hint that changes nothing. Five lines: the fifth holds the traits, whose
    /// priority a stack reads of every subview it sizes; left out, that read was a third of a stack's
    /// allocation on `fill-87381`, waiting for memory.
    @inline(__always)
    static func prefetchNode(at index: Int, storage: UnsafeRawPointer) {
        let object = storage.load(fromByteOffset: index * MemoryLayout<ViewNode>.stride, as: UnsafeRawPointer.self)
        reflow_prefetch(object)
        reflow_prefetch(object + 64)
        reflow_prefetch(object + 128)
        reflow_prefetch(object + 192)
        reflow_prefetch(object + 256)
    }
}

/// The subviews' nodes as plain pointers into their array, indexed as the subviews are.
struct UnretainedNodes {
    fileprivate let objects: UnsafeRawPointer?

    /// The address of the array's storage: which array these are, for telling two apart (never read through).
    var storageAddress: UnsafeRawPointer? { objects }

    /// `body` applied to the node of the subview at `index`.
    @inline(__always)
    func with<T>(_ index: Int, _ body: (ViewNode) -> T) -> T {
        let object = objects.unsafelyUnwrapped
            .load(fromByteOffset: index * MemoryLayout<ViewNode>.stride, as: UnsafeRawPointer.self)
        return Unmanaged<ViewNode>.fromOpaque(object)._withUnsafeGuaranteedRef(body)
    }
}

extension _ConditionalContent {
    /// Whether the value at `address` is the `if` branch, read from its case byte. An enum with several payload
    /// cases and generic payload types keeps its payload at offset 0 and its case, numbered in declaration
    /// order, in an extra byte after the largest payload: never in the payloads' spare bits (as a non-generic
    /// enum may), since the layout must be the one the runtime computes for any arguments, in generic and
    /// specialised code alike. `ConditionalContentLayoutTests` checks it for payloads with and without spare
    /// bits. Here, beside the engine's other unchecked access, since it relies on how Swift lays enums out.
    @inline(__always)
    static func isTrueContent(at address: UnsafeRawPointer) -> Bool {
        let caseOffset = Swift.max(MemoryLayout<TrueContent>.size, MemoryLayout<FalseContent>.size)
        return address.load(fromByteOffset: caseOffset, as: UInt8.self) == 0
    }
}
