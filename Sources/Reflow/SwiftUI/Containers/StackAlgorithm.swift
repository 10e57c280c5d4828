/// The one algorithm behind `HStackLayout` and `VStackLayout`, written along an abstract axis (layout rules §5.1):
///
/// 1. The gaps between neighbours: the stack's `spacing`, or each pair's preferred `ViewSpacing` distance.
/// 2. With a length proposed along the axis, (a) each child is probed for its minimum and flexibility, then
///    (b) the children are visited in order of descending priority, then ascending flexibility (length at ∞
///    minus length at 0); each is offered an equal share of what is left, where the minimum lengths of
///    lower-priority children are held back.
/// 3. With no length proposed, every child is asked for its ideal length.
/// 4. The stack is as long as its children and gaps (it may overflow), and as thick as its children after
///    aligning their guides.
///
/// It runs for every new proposal a stack gets, several per stack in every layout pass, so it sizes and places
/// the children through `LayoutSubviews.unretainedNodes`, as the grid does (no `LayoutSubview` values, so no
/// retains), and keeps its numbers in the cache's manually managed scratch (no exclusivity checks, no
/// copy-on-write checks).
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The gap between subview `i` and subview `i + 1`.
    private func gap(after i: Int, _ nodes: UnretainedNodes) -> CGFloat {
        if let spacing { return spacing }
        let after = nodes.with(i) { $0.spacing }
        return nodes.with(i + 1) { after.distance(to: $0.spacing, along: axis) }
    }

    /// Decides each child's offer and length along the axis, and its guide offset across it, into `cache`: the
    /// steps of the type's comment, one function each.
    private func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: StackCache) {
        let count = subviews.count
        let s = cache.scratch
        s.pointee.allocation = .unallocated
        s.pointee.reserve(count)
        let children = Children(nodes: subviews.unretainedNodes, first: subviews.startIndex, count: count,
                                across: proposal[axis.orthogonal])
        measureGaps(children, s)
        if let along = proposal[axis] {
            probeFlexibilities(children, s)
            offerInPriorityOrder(along, children, s)
        } else {
            askIdealLengths(children, s)
        }
        alignAcross(children, s)
        s.pointee.allocation = StackAllocation(proposal, children.nodes, first: children.first, count: count)
    }

    /// `allocate`, unless the scratch holds the allocation for this very proposal and these subviews already.
    /// A stack is placed with the proposal its parent sized it for last, so its latest allocation, made when
    /// it answered that size, is usually the one placement needs: running it again asked every child the same
    /// questions for the same answers. (`StackAllocation` says when the numbers still stand.)
    private func allocateUnlessKept(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: StackCache) {
        let wanted = StackAllocation(proposal, subviews.unretainedNodes, first: subviews.startIndex,
                                     count: subviews.count)
        if cache.scratch.pointee.allocation == wanted { return }
        allocate(proposal, subviews, cache)
    }

    /// The subviews an allocation reads, and the length proposed across the axis.
    private struct Children {
        let nodes: UnretainedNodes
        let first: Int
        let count: Int
        let across: CGFloat?
    }

    /// Step 1: the gaps between neighbours, and their sum.
    @inline(__always)
    private func measureGaps(_ children: Children, _ s: UnsafeMutablePointer<StackScratch>) {
        var spacingTotal: CGFloat = 0
        for i in 0..<max(0, children.count - 1) {
            let g = gap(after: children.first + i, children.nodes)
            s.pointee.gaps[i] = g
            spacingTotal += g
        }
        s.pointee.spacingTotal = spacingTotal
    }

    /// Step 2a: each child's minimum (its length offered 0), flexibility (offered ∞, less the minimum) and
    /// priority, and the order they are offered space in.
    @inline(__always)
    private func probeFlexibilities(_ children: Children, _ s: UnsafeMutablePointer<StackScratch>) {
        let across = children.across
        for i in 0..<children.count {
            children.nodes.with(children.first + i) { child in
                let minimum = child.size(for: ProposedViewSize(axis, along: 0, across: across))[axis]
                let maximum = child.size(for: ProposedViewSize(axis, along: .infinity, across: across))[axis]
                s.pointee.minimums[i] = minimum
                s.pointee.flexibilities[i] = maximum - minimum
                s.pointee.priorities[i] = CGFloat(child.traits.priority)
            }
        }
        s.pointee.sortVisitingOrder(count: children.count)
    }

    /// Step 2b: in that order, each group of equal priority shares what the groups before it left, less the
    /// minimums of the groups after it; within a group each child is offered an equal share of what remains.
    @inline(__always)
    private func offerInPriorityOrder(_ along: CGFloat, _ children: Children, _ s: UnsafeMutablePointer<StackScratch>) {
        let count = children.count, across = children.across
        // What each group must leave for the minimums of the groups after it, summed from the end so that
        // nothing is held back after the last group, exactly (one group: the proposal less the gaps).
        s.pointee.heldBack[count] = 0
        for k in stride(from: count - 1, through: 0, by: -1) {
            s.pointee.heldBack[k] = s.pointee.heldBack[k + 1] + s.pointee.minimums[s.pointee.order[k]]
        }
        var given: CGFloat = 0
        var start = 0
        while start < count {
            let priority = s.pointee.priorities[s.pointee.order[start]]
            // A group has at least its first child, whatever its priority compares like (a NaN priority,
            // which `.layoutPriority` replaces but a custom trait could still carry, equals nothing).
            var end = start + 1
            while end < count && s.pointee.priorities[s.pointee.order[end]] == priority { end += 1 }
            var available = along - s.pointee.spacingTotal - given - s.pointee.heldBack[end]
            var remaining = CGFloat(end - start)
            for k in start..<end {
                let i = s.pointee.order[k]
                let offer = max(0, available / remaining)
                let size = children.nodes.with(children.first + i) {
                    $0.size(for: ProposedViewSize(axis, along: offer, across: across))
                }
                let length = size[axis]
                s.pointee.offers[i] = offer
                s.pointee.lengths[i] = length
                s.pointee.thicknesses[i] = size[axis.orthogonal]
                // An infinite proposal stays infinite for every child (∞ − ∞ would starve the rest).
                if available.isFinite {
                    available -= length
                    given += length
                }
                remaining -= 1
            }
            start = end
        }
    }

    /// Step 3: with no length proposed along the axis, every child's ideal length.
    @inline(__always)
    private func askIdealLengths(_ children: Children, _ s: UnsafeMutablePointer<StackScratch>) {
        for i in 0..<children.count {
            s.pointee.offers[i] = .nan
            let size = children.nodes.with(children.first + i) {
                $0.size(for: ProposedViewSize(axis, along: nil, across: children.across))
            }
            s.pointee.lengths[i] = size[axis]
            s.pointee.thicknesses[i] = size[axis.orthogonal]
        }
    }

    /// Step 4: across the axis, every child's alignment guide lined up; the stack is as thick as the children
    /// then span. An infinitely thick child (the answer to an infinite proposal) makes the stack infinitely
    /// thick; it takes no part in aligning, where its guides would be infinite too.
    @inline(__always)
    private func alignAcross(_ children: Children, _ s: UnsafeMutablePointer<StackScratch>) {
        var low = CGFloat.infinity, high = -CGFloat.infinity, isInfinite = false
        let fraction = alignment.fraction
        for i in 0..<children.count {
            let childProposal = ProposedViewSize(axis, along: s.pointee.offer(i), across: children.across)
            let (thickness, guide) = children.nodes.with(children.first + i) { child -> (CGFloat, CGFloat) in
                if let fraction, child.hasDefaultValue(for: alignment) {
                    // A built-in guide with no explicit value anywhere below: its default, without dimensions,
                    // from the size the child gave for this very proposal in step 2b or 3.
                    let thickness = s.pointee.thicknesses[i]
                    return (thickness, fraction * thickness)
                }
                let dimensions = child.dimensions(for: childProposal)
                let thickness = dimensions.size[axis.orthogonal]
                return (thickness, thickness.isInfinite ? 0 : dimensions[alignment])
            }
            let leadingEdge: CGFloat
            if thickness.isInfinite {
                isInfinite = true
                leadingEdge = 0
            } else {
                leadingEdge = -guide
                high = max(high, leadingEdge + thickness)
            }
            s.pointee.crossOffsets[i] = leadingEdge
            low = min(low, leadingEdge)
        }
        s.pointee.thickness = children.count == 0 ? 0 : isInfinite ? .infinity : high - low
        s.pointee.crossOrigin = children.count == 0 ? 0 : low
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: StackCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        allocate(proposal, subviews, cache)
        let s = cache.scratch
        var length = s.pointee.spacingTotal
        for i in 0..<subviews.count { length += s.pointee.lengths[i] }
        return CGSize(axis, along: length, across: s.pointee.thickness)
    }

    /// Places the children in source order; an unspecified thickness becomes the stack's own (layout rules §5.1e).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: StackCache) {
        guard !subviews.isEmpty else { return }
        var proposal = proposal
        if proposal[axis.orthogonal] == nil { proposal[axis.orthogonal] = bounds.size[axis.orthogonal] }
        allocateUnlessKept(proposal, subviews, cache)
        let s = cache.scratch
        let across = proposal[axis.orthogonal]
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        let count = subviews.count
        let nodes = subviews.unretainedNodes
        for i in 0..<count {
            let cross = crossStart + s.pointee.crossOffsets[i] - s.pointee.crossOrigin
            let point = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            let childProposal = ProposedViewSize(axis, along: s.pointee.offer(i), across: across)
            nodes.with(subviews.startIndex + i) { $0.place(at: point, anchor: .topLeading, proposal: childProposal) }
            position += s.pointee.lengths[i] + (i < count - 1 ? s.pointee.gaps[i] : 0)
        }
    }

    /// All children's spacing across the axis; the first child's before it and the last child's after it
    /// (layout rules §3.4).
    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        var result = ViewSpacing()
        let (before, after): (Edge.Set, Edge.Set) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let acrossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for subview in subviews { result.formUnion(subview.spacing, edges: acrossEdges) }
        result.formUnion(first.spacing, edges: before)
        result.formUnion(last.spacing, edges: after)
        return result
    }
}

/// Scratch storage for the stack algorithm, kept in the layout's cache so that a layout pass allocates nothing
/// once it has grown to the number of children.
public final class StackCache {
    /// Behind a pointer: as stored properties of a class, every read and write in the algorithm's loops would
    /// pay a dynamic exclusivity check and, for arrays, a uniqueness check.
    let scratch: UnsafeMutablePointer<StackScratch>

    init() {
        scratch = .allocate(capacity: 1)
        scratch.initialize(to: StackScratch())
    }

    /// Forgets which allocation the scratch holds: the subviews may have changed (a build updated the cache).
    func forgetAllocation() { scratch.pointee.allocation = .unallocated }

    deinit {
        scratch.pointee.deallocate()
        scratch.deinitialize(count: 1)
        scratch.deallocate()
    }
}

/// The stack algorithm's numbers for one proposal: per child, in manually managed buffers of `capacity`.
struct StackScratch {
    private(set) var capacity = 0
    var minimums: UnsafeMutablePointer<CGFloat> = Self.none
    var flexibilities: UnsafeMutablePointer<CGFloat> = Self.none
    var priorities: UnsafeMutablePointer<CGFloat> = Self.none
    /// Each child's offer along the axis; NaN for none (the stack's own length was unspecified).
    var offers: UnsafeMutablePointer<CGFloat> = Self.none
    var lengths: UnsafeMutablePointer<CGFloat> = Self.none
    /// The gap after each child but the last.
    var gaps: UnsafeMutablePointer<CGFloat> = Self.none
    var crossOffsets: UnsafeMutablePointer<CGFloat> = Self.none
    /// Each child's length across the axis, for its offer.
    var thicknesses: UnsafeMutablePointer<CGFloat> = Self.none
    /// The minimums of the children from each place in `order` on (one more than the children).
    var heldBack: UnsafeMutablePointer<CGFloat> = Self.none
    /// Child indices in the order they are offered space.
    var order: UnsafeMutablePointer<Int> = UnsafeMutablePointer(bitPattern: MemoryLayout<Int>.alignment)!
    var spacingTotal: CGFloat = 0
    var thickness: CGFloat = 0
    var crossOrigin: CGFloat = 0
    /// What the numbers were allocated for; `.unallocated` while none stands.
    var allocation = StackAllocation.unallocated

    /// Blocks of `capacity` numbers: eight, and `heldBack`, which has one more.
    private static let fields = 9
    private static var none: UnsafeMutablePointer<CGFloat> { UnsafeMutablePointer(bitPattern: MemoryLayout<CGFloat>.alignment)! }

    /// Makes room for `count` children (the contents are then undefined).
    mutating func reserve(_ count: Int) {
        guard count > capacity else { return }
        deallocate()
        let block = UnsafeMutablePointer<CGFloat>.allocate(capacity: Self.fields * count + 1)
        block.initialize(repeating: 0, count: Self.fields * count + 1)
        minimums = block
        flexibilities = block + count
        priorities = block + 2 * count
        offers = block + 3 * count
        lengths = block + 4 * count
        gaps = block + 5 * count
        crossOffsets = block + 6 * count
        thicknesses = block + 7 * count
        heldBack = block + 8 * count
        order = .allocate(capacity: count)
        order.initialize(repeating: 0, count: count)
        capacity = count
    }

    mutating func deallocate() {
        guard capacity > 0 else { return }
        minimums.deallocate()
        order.deallocate()
        capacity = 0
    }

    /// Child `i`'s offer along the axis, nil when the stack's own length was unspecified.
    func offer(_ i: Int) -> CGFloat? {
        let offer = offers[i]
        return offer.isNaN ? nil : offer
    }

    /// Sorts `order` into the order children are offered space (a stable insertion sort: stacks are short, and
    /// it allocates nothing).
    func sortVisitingOrder(count: Int) {
        for i in 0..<count { order[i] = i }
        guard count > 1 else { return }
        for i in 1..<count {
            let item = order[i]
            var j = i
            while j > 0 && visitsFirst(item, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = item
        }
    }

    /// Whether child `a` is offered space before child `b`: higher priority first, then the less flexible;
    /// between two infinitely flexible children the one with the larger minimum; otherwise source order.
    func visitsFirst(_ a: Int, _ b: Int) -> Bool {
        if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
        let fa = flexibilities[a], fb = flexibilities[b]
        if fa.isInfinite && fb.isInfinite, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
        if fa != fb { return fa < fb }
        return a < b
    }
}

/// What one allocation of a stack was for, and when: its numbers hold for another call with an equal value.
/// Within one layout pass of one generation (`PassClock`) every child gives the same answer to the same question
/// (answers are kept per generation, and one forgotten is computed again alike), so the same proposal over the
/// same subviews allocates the same numbers, unless a size was clamped meanwhile (a view that answered every
/// proposal alike then stops doing so: `PassClock.clampings`). A build that changes the subviews updates the
/// cache, which forgets the allocation (`StackShell.updateCache`); a build in a pass (a lazy container's) does
/// too, as it prepares the nodes it builds.
struct StackAllocation: Equatable {
    /// The proposal's lengths bit for bit (an allocation for 0 is not reused for −0), 0 for nil, which
    /// `nils` tells apart.
    private let width: UInt64
    private let height: UInt64
    private let nils: UInt8
    /// The subviews: their array's storage and the range of it.
    private let storage: UnsafeRawPointer?
    private let first: Int
    private let count: Int
    private let generation: UInt64
    private let pass: UInt64
    private let clampings: UInt64

    /// Equal to no allocation: none has a negative count.
    static let unallocated = StackAllocation()

    private init() {
        (width, height, nils, storage, first, count) = (0, 0, 0, nil, 0, -1)
        (generation, pass, clampings) = (0, 0, 0)
    }

    /// The allocation for `proposal` over the `count` subviews from `first` of `nodes` (at least one), now.
    @inline(__always)
    init(_ proposal: ProposedViewSize, _ nodes: UnretainedNodes, first: Int, count: Int) {
        width = proposal.width.map { Double($0).bitPattern } ?? 0
        height = proposal.height.map { Double($0).bitPattern } ?? 0
        nils = (proposal.width == nil ? 1 : 0) | (proposal.height == nil ? 2 : 0)
        storage = nodes.storageAddress
        self.first = first
        self.count = count
        // Every node of a host shares its clock, read through the first subview.
        (generation, pass, clampings) = nodes.with(first) {
            ($0.clock.generation, $0.clock.pass, $0.clock.clampings)
        }
    }
}

// MARK: - Explaining

extension StackAlgorithm {
    /// How the stack shared its length when placed in `bounds` with `proposal` (for the negotiation's record):
    /// the allocation of placement (§5.1e) run again, its numbers read back from the scratch. Only
    /// `ViewHost.recordNegotiation()` calls it, after its pass: the children answer from what they kept.
    func explanation(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                     cache: StackCache) -> StackExplanation {
        var proposal = proposal
        if proposal[axis.orthogonal] == nil { proposal[axis.orthogonal] = bounds.size[axis.orthogonal] }
        let count = subviews.count
        var explanation = StackExplanation(axis: axis, proposal: proposal[axis], gaps: [], children: [],
                                           remaining: nil)
        guard count > 0 else { return explanation }
        allocate(proposal, subviews, cache)
        let s = cache.scratch.pointee
        let probed = proposal[axis] != nil
        // Rank in the visiting order, and the priority group: a new group starts wherever the priority
        // changes along the order (§5.1b visits by descending priority).
        var rank = Array(repeating: 0, count: count), group = Array(repeating: 0, count: count)
        if probed {
            var current = 0
            for k in 0..<count {
                let i = s.order[k]
                if k > 0 && s.priorities[i] != s.priorities[s.order[k - 1]] { current += 1 }
                rank[i] = k + 1
                group[i] = current
            }
        }
        var position: CGFloat = 0, taken: CGFloat = 0
        for i in 0..<count {
            let priority = subviews[subviews.startIndex + i].priority
            explanation.children.append(StackExplanation.Child(
                child: i, minimum: probed ? s.minimums[i] : nil,
                maximum: probed ? s.minimums[i] + s.flexibilities[i] : nil, priority: priority,
                group: probed ? group[i] : nil, order: probed ? rank[i] : nil, offered: s.offer(i),
                taken: s.lengths[i], offset: position))
            position += s.lengths[i]
            taken += s.lengths[i]
            if i < count - 1 {
                explanation.gaps.append(StackExplanation.Gap(after: i, offset: position, length: s.gaps[i]))
                position += s.gaps[i]
            }
        }
        if let along = proposal[axis] { explanation.remaining = along - s.spacingTotal - taken }
        return explanation
    }
}
