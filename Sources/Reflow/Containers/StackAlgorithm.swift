/// The one algorithm behind `HStackLayout` and `VStackLayout`, written along an abstract axis (reference §5.1):
///
/// 1. The gaps between neighbours: the stack's `spacing`, or each pair's preferred `ViewSpacing` distance.
/// 2. With a length proposed along the axis, the children are visited in order of descending priority, then
///    ascending flexibility (length at ∞ minus length at 0); each is offered an equal share of what is left,
///    where the minimum lengths of lower-priority children are held back.
/// 3. With no length proposed, every child is asked for its ideal length.
/// 4. The stack is as long as its children and gaps (it may overflow), and as thick as its children after
///    aligning their guides.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The gap between subview `i` and subview `i + 1`.
    private func gap(after i: Int, _ subviews: LayoutSubviews) -> CGFloat {
        if let spacing { return spacing }
        return subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
    }

    /// Decides each child's offer and length along the axis, and its guide offset across it, into `cache`.
    private func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: StackCache) {
        let count = subviews.count
        let first = subviews.startIndex
        let across = proposal[axis.orthogonal]
        cache.reset(count: count)

        var spacingTotal: CGFloat = 0
        for i in 0..<max(0, count - 1) {
            let g = gap(after: first + i, subviews)
            cache.gaps[i] = g
            spacingTotal += g
        }
        cache.spacingTotal = spacingTotal

        if let along = proposal[axis] {
            var minimumTotal: CGFloat = 0
            for i in 0..<count {
                let subview = subviews[first + i]
                let minimum = subview.sizeThatFits(ProposedViewSize(axis, along: 0, across: across))[axis]
                let maximum = subview.sizeThatFits(ProposedViewSize(axis, along: .infinity, across: across))[axis]
                cache.minimums[i] = minimum
                cache.flexibilities[i] = maximum - minimum
                cache.priorities[i] = subview.priority
                cache.order[i] = i
                minimumTotal += minimum
            }
            cache.order.withUnsafeMutableBufferPointer { order in
                order.sort { a, b in cache.visitsFirst(a, b) }
            }
            var available = along - spacingTotal - minimumTotal
            var start = 0
            while start < count {
                // One group of equal priority: give back its minimums, then share out what is left.
                let priority = cache.priorities[cache.order[start]]
                var end = start
                while end < count && cache.priorities[cache.order[end]] == priority {
                    available += cache.minimums[cache.order[end]]
                    end += 1
                }
                var remaining = CGFloat(end - start)
                for k in start..<end {
                    let i = cache.order[k]
                    let offer = max(0, available / remaining)
                    let length = subviews[first + i].sizeThatFits(ProposedViewSize(axis, along: offer, across: across))[axis]
                    cache.offers[i] = offer
                    cache.lengths[i] = length
                    // An infinite proposal stays infinite for every child (∞ − ∞ would starve the rest).
                    if available.isFinite { available -= length }
                    remaining -= 1
                }
                start = end
            }
        } else {
            for i in 0..<count {
                cache.offers[i] = nil
                cache.lengths[i] = subviews[first + i].sizeThatFits(ProposedViewSize(axis, along: nil, across: across))[axis]
            }
        }

        // Across the axis: line up every child's alignment guide.
        // An infinitely thick child (the answer to an infinite proposal) makes the stack infinitely thick; it
        // takes no part in aligning, where its guides would be infinite too.
        var low = CGFloat.infinity, high = -CGFloat.infinity, isInfinite = false
        for i in 0..<count {
            let dimensions = subviews[first + i].dimensions(in: ProposedViewSize(axis, along: cache.offers[i], across: across))
            let thickness = dimensions.size[axis.orthogonal]
            let leadingEdge: CGFloat
            if thickness.isInfinite {
                isInfinite = true
                leadingEdge = 0
            } else {
                leadingEdge = -dimensions[alignment]
                high = max(high, leadingEdge + thickness)
            }
            cache.crossOffsets[i] = leadingEdge
            low = min(low, leadingEdge)
        }
        cache.thickness = count == 0 ? 0 : isInfinite ? .infinity : high - low
        cache.crossOrigin = count == 0 ? 0 : low
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: StackCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        allocate(proposal, subviews, cache)
        var length = cache.spacingTotal
        for i in 0..<subviews.count { length += cache.lengths[i] }
        return CGSize(axis, along: length, across: cache.thickness)
    }

    /// Places the children in source order; an unspecified thickness becomes the stack's own (reference §5.1e).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: StackCache) {
        guard !subviews.isEmpty else { return }
        var proposal = proposal
        if proposal[axis.orthogonal] == nil { proposal[axis.orthogonal] = bounds.size[axis.orthogonal] }
        allocate(proposal, subviews, cache)
        let across = proposal[axis.orthogonal]
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        for i in 0..<subviews.count {
            let cross = crossStart + cache.crossOffsets[i] - cache.crossOrigin
            let point = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            subviews[subviews.startIndex + i].place(at: point, proposal: ProposedViewSize(axis, along: cache.offers[i], across: across))
            position += cache.lengths[i] + (i < subviews.count - 1 ? cache.gaps[i] : 0)
        }
    }

    /// All children's spacing across the axis; the first child's before it and the last child's after it
    /// (reference §3.4).
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
/// once the arrays have grown to the number of children.
public final class StackCache {
    var minimums: [CGFloat] = []
    var flexibilities: [CGFloat] = []
    var priorities: [Double] = []
    var order: [Int] = []
    var offers: [CGFloat?] = []
    var lengths: [CGFloat] = []
    var gaps: [CGFloat] = []
    var crossOffsets: [CGFloat] = []
    var spacingTotal: CGFloat = 0
    var thickness: CGFloat = 0
    var crossOrigin: CGFloat = 0

    init() {}

    func reset(count: Int) {
        guard minimums.count != count else { return }
        minimums = Array(repeating: 0, count: count)
        flexibilities = minimums
        priorities = Array(repeating: 0, count: count)
        order = Array(0..<count)
        offers = Array(repeating: nil, count: count)
        lengths = minimums
        gaps = Array(repeating: 0, count: max(0, count - 1))
        crossOffsets = minimums
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
