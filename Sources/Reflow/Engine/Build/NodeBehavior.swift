/// What a node does in layout and drawing. Leaves (colours, shapes, text, spacers) size themselves;
/// containers and layout modifiers run a `Layout` over their subviews (`LayoutBehavior`).
class NodeBehavior {
    /// The name warnings use for the view, e.g. the layout's type name.
    var name: String { String(describing: type(of: self)) }

    /// Whether the behaviour may report explicit guides even when no descendant has any (custom layouts may
    /// override `explicitAlignment`).
    var mayDefineGuides: Bool { false }

    /// Guides with explicit values the behaviour itself provides (text baselines).
    var intrinsicGuides: GuideSet { GuideSet() }

    /// The stack orientation the node's subviews see (spacers and dividers follow it).
    var orientationForSubviews: Axis? { nil }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { .zero }

    /// Whether `sizeThatFits` always gives `proposal.replacingUnspecifiedDimensions()`, whatever the node: then
    /// the node answers without asking the behaviour or keeping its answers (`Sizing.swift`). Decided once,
    /// when the node is made.
    var sizeIsProposal: Bool { false }

    func spacing(of node: ViewNode) -> ViewSpacing { ViewSpacing() }

    func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        nil
    }

    /// Whether `placeSubviews` does anything: false for leaves, whose placement then skips the call.
    var placesSubviews: Bool { false }

    /// Whether the node is laid out by a user's `Layout` (or an `AnyLayout`, which may hold one), which may place
    /// its subviews by anything in its bounds, `bounds.maxX` included: such a node is asked again whenever its
    /// bounds move, never moved with them (`Placement.swift`).
    var isCustomLayout: Bool { false }

    /// Places the subviews of `node`, whose frame is `bounds` (`ViewNode.layOut` calls it, and centres what it
    /// leaves unplaced).
    func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {}

    /// Called once the node's subviews are known in a build: containers make or update their cache here.
    func prepare(_ node: ViewNode, reused: Bool) {}

    /// Makes the node's layout cache again, as when the container first appeared (for a recorded pass,
    /// `ViewHost.recordNegotiation()`); nothing for a node without a layout.
    func remakeCache(_ node: ViewNode) {}

    /// Whether the node keeps a layout cache with something in it, which `updateCache` may change.
    var keepsCache: Bool { false }

    /// Moves an animated layout's data to `time`; false when nothing animates (any more).
    func advanceAnimation(of node: ViewNode, to time: Double) -> Bool { false }

    /// Whether the node's own drawing still moves at `time` (a content transition, a symbol effect): a
    /// listed leaf (`AnimationStore.leavesWithMovingDrawing`) is dropped from the list once this is false.
    func drawingMoves(_ node: ViewNode, at time: Double) -> Bool { false }

    /// Called when a build drops the node (no view claimed it): a behaviour that owns nodes no build sees
    /// (content built in the layout pass) cuts their parent pointers here, as the build cuts the node's.
    func dropped(_ node: ViewNode) {}

    /// How the node's layout shared out its space when placed in `bounds` with `proposal`, for a recorded
    /// pass (`Tools/Inspection/Record/ContainerExplanation.swift`); nil for all but stacks and grids.
    func explanation(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) -> ContainerExplanation? {
        nil
    }

    /// Appends what the node itself draws, in `frame`, with `opacity`.
    func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {}
}

/// A node that arranges its subviews with a `Layout`: custom layouts, the built-in containers and the layout
/// modifiers (frame, padding, background, …) alike.
class LayoutBehavior<L: Layout>: LayoutStorage<L> {
    // The layout itself is `storedLayout` (in `LayoutStorage`, with the reason its access is unchecked). Every
    // call into it is `mutating` and passes the cache `inout` (see the extension below).
    /// The layout's cache, behind a pointer: it is made later, by `makeCache`.
    private let cache: UnsafeMutablePointer<L.Cache>
    private var hasCache = false
    private let isBuiltIn: Bool
    /// Whether `dataMotion` moves, read where testing the generic optional itself would cost a metadata lookup.
    private var isMovingData = false
    /// The layout's `animatableData` on its way to the latest layout's, when that change animates.
    private var dataMotion = DataMotion<L.AnimatableData>() {
        didSet { isMovingData = dataMotion.isMoving }
    }

    init(_ layout: L) {
        cache = .allocate(capacity: 1)
        isBuiltIn = layout is any BuiltInLayout
        super.init(layout: layout)
    }

    override var isCustomLayout: Bool { !isBuiltIn }

    /// The behaviour for `layout`: one that asks the layout whether it answers every proposal alike when the
    /// layout can tell (Reflow's own, `Rigidity.swift`), else one for which it never does (a custom layout may
    /// use the proposal in any way). Decided once, when the node is made, so that no build or invalidation pays
    /// for a dynamic cast.
    static func make(_ layout: L) -> LayoutBehavior<L> {
        guard let deciding = layout as? any AnswersEveryProposalAlike else { return LayoutBehavior(layout) }
        // The behaviour is made for the layout's dynamic type, which is `L`.
        return deciding.makeBehavior() as! LayoutBehavior<L>
    }

    /// Whether the node answers every proposal alike, given its subviews; see `RigidityDecidingBehavior`.
    func answersEveryProposalAlike(_ subviews: LayoutSubviews) -> Bool { false }

    deinit {
        if hasCache { cache.deinitialize(count: 1) }
        cache.deallocate()
    }

    var layout: L {
        get { storedLayout }
        set { storedLayout = newValue }
    }

    /// Takes the layout of a new build. When its `animatableData` differs from the data shown now and the
    /// change animates, the layout keeps the shown data and moves to the new one frame by frame, starting at
    /// the current speed; true when it does.
    func update(to newLayout: L, animation: Animation?, at time: Double) -> Bool {
        // Nothing moves and nothing is to move: the new layout as it is (the common update, every build).
        if animation == nil && !isMovingData {
            storedLayout = newLayout
            return false
        }
        return dataMotion.update(&storedLayout, to: newLayout, animation: animation, at: time)
    }

    /// Sets the layout's data for `time`; false once the animation has settled at the target. The cache is
    /// updated, as SwiftUI does whenever the layout changes.
    override func advanceAnimation(of node: ViewNode, to time: Double) -> Bool {
        guard isMovingData else { return false }
        let moving = dataMotion.advance(&storedLayout, to: time)
        if hasCache { storedLayout.updateCache(cache, subviews: node.record.subviews) }
        return moving
    }

    /// A custom layout's type name; for Reflow's own, the view or modifier the user wrote (`.padding`).
    override var name: String {
        if let named = layout as? any NamedByInstance { return named.viewName }
        return (L.self as? any BuiltInLayout.Type)?.nameInWarnings ?? String(describing: L.self)
    }
    override var placesSubviews: Bool { true }
    /// A cache of no size (`Void`, an empty struct) has nothing to update.
    override var keepsCache: Bool { MemoryLayout<L.Cache>.size > 0 }
    override var mayDefineGuides: Bool { !isBuiltIn }
    override var orientationForSubviews: Axis? {
        (layout as? any OrientationProviding)?.orientation ?? L.layoutProperties.stackOrientation
    }

    /// `makeCache` runs once, when the container first appears; later builds call `updateCache`
    /// (layout rules §3.2).
    override func prepare(_ node: ViewNode, reused: Bool) {
        let subviews = node.record.subviews
        if reused, hasCache {
            if _slowPath(node.clock.isRecording) { node.clock.recorder!.called(node, .updateCache) }
            storedLayout.updateCache(cache, subviews: subviews)
        } else {
            if _slowPath(node.clock.isRecording) { node.clock.recorder!.called(node, .makeCache) }
            let made = storedLayout.makeCache(subviews: subviews)
            if hasCache { cache.pointee = made } else { cache.initialize(to: made) }
            hasCache = true
        }
        // The subviews were prepared first, so their rigidity is this build's.
        node.record.isRigid = answersEveryProposalAlike(subviews)
    }

    override func remakeCache(_ node: ViewNode) { prepare(node, reused: false) }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.prefetchLeadingSubviews()
        return storedLayout.sizeThatFits(proposal, &node.record.subviews, cache)
    }

    override func spacing(of node: ViewNode) -> ViewSpacing {
        storedLayout.spacing(node.record.subviews, cache)
    }

    override func explicitValue(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize,
                                size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let subviews = node.record.subviews
        if key.axis == .horizontal {
            return storedLayout.explicitAlignment(of: HorizontalAlignment(key), bounds, proposal, subviews, cache)
        }
        return storedLayout.explicitAlignment(of: VerticalAlignment(key), bounds, proposal, subviews, cache)
    }

    override func placeSubviews(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        storedLayout.placeSubviews(bounds, proposal, &node.record.subviews, cache)
    }

    /// Asked only after a recorded pass, so the dynamic cast costs no pass anything.
    override func explanation(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) -> ContainerExplanation? {
        guard hasCache, let layout = storedLayout as? any ExplainsArrangement else { return nil }
        return layout.explanation(in: bounds, proposal: proposal, subviews: node.record.subviews, cache: cache.pointee)
    }
}

// The node's calls into its layout. They are `mutating` so that the layout is passed by address: called
// directly on `storedLayout` with `&cache.pointee` beside it, the layout was copied before every call
// (in case writing the cache changed it), and an inout `self` is known not to overlap the cache.
extension Layout {
    mutating func updateCache(_ cache: UnsafeMutablePointer<Cache>, subviews: LayoutSubviews) {
        updateCache(&cache.pointee, subviews: subviews)
    }

    mutating func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: inout LayoutSubviews,
                               _ cache: UnsafeMutablePointer<Cache>) -> CGSize {
        sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.pointee)
    }

    mutating func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: inout LayoutSubviews,
                                _ cache: UnsafeMutablePointer<Cache>) {
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.pointee)
    }

    mutating func spacing(_ subviews: LayoutSubviews, _ cache: UnsafeMutablePointer<Cache>) -> ViewSpacing {
        spacing(subviews: subviews, cache: &cache.pointee)
    }

    mutating func explicitAlignment(of guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                    _ subviews: LayoutSubviews, _ cache: UnsafeMutablePointer<Cache>) -> CGFloat? {
        explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.pointee)
    }

    mutating func explicitAlignment(of guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                    _ subviews: LayoutSubviews, _ cache: UnsafeMutablePointer<Cache>) -> CGFloat? {
        explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.pointee)
    }
}

/// Marks Reflow's own layouts, whose explicit guides come only from their subviews.
protocol BuiltInLayout {
    /// What warnings call a view laid out by this layout: the view or modifier as the user writes it, since
    /// the layout types behind modifiers are Reflow's own.
    static var nameInWarnings: String { get }
}

extension BuiltInLayout {
    static var nameInWarnings: String { String(describing: Self.self) }
}

/// One of Reflow's layouts that stands for more than one modifier, and knows which one it is (`.background`
/// or `.overlay`): warnings and the negotiation's record name the one the user wrote.
protocol NamedByInstance {
    var viewName: String { get }
}

/// A layout whose subviews' stack orientation depends on the instance (`AnyLayout`), not only on its type.
protocol OrientationProviding {
    var orientation: Axis? { get }
}

extension HorizontalAlignment {
    init(_ key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(_ key: AlignmentKey) { self.key = key }
}
