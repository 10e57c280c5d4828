import Reflow

/// Lays its subviews out in rows, left to right, starting a new row whenever the next subview would cross the
/// proposed width, like words in a paragraph.
///
/// - Every subview gets its ideal size (it is proposed `.unspecified`). A subview wider than the proposed width
///   gets a row of its own and sticks out; a row is never empty.
/// - An unspecified or infinite proposed width puts every subview in one row.
/// - In each row the subviews' `alignment` guides fall on one horizontal line, as in an `HStack`. With the
///   built-in guides and no `.alignmentGuide`, that makes the row as tall as its tallest subview; an explicit
///   guide that shifts a subview makes the row taller.
/// - The container is as wide as its widest row and as tall as its rows and the gaps between them.
///
/// Gaps come from `spacing`:
/// - `FlowLayout(spacing: 8)` leaves 8 points between neighbours in a row and between rows.
/// - `FlowLayout()` leaves what the subviews prefer, as a stack with `spacing: nil` does (layout rules §4.7).
///   Between neighbours `a` and `b` in a row: `a.spacing.distance(to: b.spacing, along: .horizontal)`. Between
///   two rows: the largest `a.spacing.distance(to: b.spacing, along: .vertical)` over every subview `a` of the
///   row above and `b` of the row below, so that no pair ends up closer than it asks, wherever the rows' breaks
///   put it. Two plain views prefer 8 points.
///
/// ```swift
/// FlowLayout(spacing: 8) {
///     ForEach(tags) { tag in Text(tag.name).padding(4) }
/// }
/// ```
///
/// The subviews' ideal sizes, guides and gaps are measured once, when the container appears or its subviews
/// change (`makeCache`/`updateCache`); a layout pass, such as a window resize, only re-breaks the rows from those
/// numbers and allocates nothing once the cache's arrays have grown.
public struct FlowLayout: Layout {
    /// The guide the subviews of a row are lined up on; `.center` by default, as in an `HStack`.
    public var alignment: VerticalAlignment
    /// The gap between neighbours in a row and between rows; nil for the gaps the subviews prefer.
    public var spacing: CGFloat?

    /// A flow whose rows line their subviews up on `alignment`, with `spacing` points between neighbours and
    /// rows, or with the gaps the subviews prefer when `spacing` is nil.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The fixed spacing, so that a change of spacing under an animation lays the flow out again at every gap in
    /// between, rows breaking as they would at that gap. Preferred gaps (`spacing` nil) have nothing to
    /// interpolate: they read as 0 and ignore what is set, and the subviews then move in straight lines.
    public var animatableData: CGFloat {
        get { spacing ?? 0 }
        set { if spacing != nil { spacing = newValue } }
    }

    /// What the flow measured of its subviews, and the rows it last broke them into.
    public struct Cache {
        /// Each subview's ideal size.
        var sizes: [CGSize] = []
        /// Each subview's `alignment` guide at its ideal size.
        var guides: [CGFloat] = []
        /// The horizontal gap after each subview, should the next one share its row; 0 after the last.
        var gaps: [CGFloat] = []

        /// The rows for `rows.width`; a pass at that width reuses them.
        var rows = Rows()

        // Without a fixed spacing, the gap between two rows depends on every pair of subviews across them. Most
        // subviews share one of a few `ViewSpacing` values, so the subviews are grouped by value ("classes")
        // and a row boundary only compares the classes present on either side.

        /// Each subview's spacing class; empty with a fixed spacing.
        var spacingClasses: [Int] = []
        /// The spacing of each class.
        var classSpacings: [ViewSpacing] = []
        /// The vertical distances between the first `matrixSize` classes, row major.
        var classDistances: [CGFloat] = []
        var matrixSize = 0
        /// The last row (as a running number) in which each class was seen, to list a row's classes once each.
        var classLastSeen: [Int] = []
        var rowStamp = 0
        /// The classes of the row above and of the row being built.
        var classesAbove: [Int] = []
        var classesBelow: [Int] = []

        /// At most this many classes are looked for when classifying a subview and get precomputed distances:
        /// enough for plain views, text and a few kinds of padded views.
        static let sharedClassLimit = 8
    }

    /// Rows of subviews for one width, in container coordinates with the origin at the top leading corner.
    struct Rows {
        /// The width the rows were broken for (∞ for one row); nil before any.
        var width: CGFloat?
        /// Row `r` holds the subviews `starts[r] ..< starts[r + 1]`; the last element is the subview count.
        var starts: [Int] = []
        /// Each row's top.
        var tops: [CGFloat] = []
        /// Each row's alignment line, below its top.
        var lines: [CGFloat] = []
        /// The size of the whole flow.
        var size = CGSize.zero

        var count: Int { tops.count }
    }

    // MARK: Cache

    /// Measures the subviews: ideal sizes, guides and gaps.
    public func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        updateCache(&cache, subviews: subviews)
        return cache
    }

    /// Measures the subviews again, reusing the cache's storage; the old rows are forgotten.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        let count = subviews.count
        cache.sizes.removeAll(keepingCapacity: true)
        cache.guides.removeAll(keepingCapacity: true)
        cache.gaps.removeAll(keepingCapacity: true)
        cache.spacingClasses.removeAll(keepingCapacity: true)
        cache.classSpacings.removeAll(keepingCapacity: true)
        cache.classDistances.removeAll(keepingCapacity: true)
        cache.classLastSeen.removeAll(keepingCapacity: true)
        cache.rowStamp = 0
        cache.matrixSize = 0
        cache.rows.width = nil

        cache.sizes.reserveCapacity(count)
        cache.guides.reserveCapacity(count)
        cache.gaps.reserveCapacity(count)
        // By index rather than `for subview in subviews`: a `for` loop's iterator hands out each subview as a
        // copy of its own, which retains and releases the subview's view, two atomic operations per subview
        // that the appends below keep the compiler from removing; read through the `subviews` argument, a
        // subview is borrowed. A cold pass over 10,000 framed colours took a fifth longer with the `for` loop
        // (docs/engine-walk.md, §2).
        for index in subviews.indices {
            let dimensions = subviews[index].dimensions(in: .unspecified)
            cache.sizes.append(CGSize(width: dimensions.width, height: dimensions.height))
            cache.guides.append(dimensions[alignment])
        }

        if let spacing {
            cache.gaps.append(contentsOf: repeatElement(spacing, count: count))
            if count > 0 { cache.gaps[count - 1] = 0 }
            return
        }

        var previous: ViewSpacing?
        for index in subviews.indices {
            let spacing = subviews[index].spacing
            if let previous { cache.gaps.append(previous.distance(to: spacing, along: .horizontal)) }
            previous = spacing
            cache.spacingClasses.append(classify(spacing, in: &cache))
        }
        if count > 0 { cache.gaps.append(0) }

        let k = min(cache.classSpacings.count, Cache.sharedClassLimit)
        cache.matrixSize = k
        for a in 0..<k {
            for b in 0..<k {
                let distance = cache.classSpacings[a].distance(to: cache.classSpacings[b], along: .vertical)
                cache.classDistances.append(distance)
            }
        }
        cache.classLastSeen.append(contentsOf: repeatElement(-1, count: cache.classSpacings.count))
    }

    /// The class of `spacing`: the previous subview's (neighbours are usually alike), one of the first shared
    /// classes, or a new one. Past the shared classes equal spacings are not looked for, which keeps
    /// classifying linear when every subview differs; it only costs comparisons at row boundaries.
    private func classify(_ spacing: ViewSpacing, in cache: inout Cache) -> Int {
        if let last = cache.spacingClasses.last, cache.classSpacings[last] == spacing { return last }
        for k in 0..<min(cache.classSpacings.count, Cache.sharedClassLimit) where cache.classSpacings[k] == spacing {
            return k
        }
        cache.classSpacings.append(spacing)
        return cache.classSpacings.count - 1
    }

    // MARK: Layout

    /// The widest row by the rows' heights and the gaps between them, for the proposed width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        breakRows(width: proposal.width, subviews: subviews, cache: &cache)
        return cache.rows.size
    }

    /// Places the rows from the top leading corner of `bounds`, each subview at its ideal size. The rows are
    /// broken for the proposed width, like the size the parent was told, rather than for `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        breakRows(width: proposal.width, subviews: subviews, cache: &cache)
        let rows = cache.rows
        let first = subviews.startIndex
        for r in 0..<rows.count {
            let line = bounds.minY + rows.tops[r] + rows.lines[r]
            var x = bounds.minX
            for i in rows.starts[r]..<rows.starts[r + 1] {
                subviews[first + i].place(at: CGPoint(x: x, y: line - cache.guides[i]), anchor: .topLeading,
                                          proposal: .unspecified)
                x += cache.sizes[i].width + cache.gaps[i]
            }
        }
    }

    /// Breaks the subviews into rows no wider than `width` (nil: one row), unless the cache already holds the
    /// rows for that width.
    private func breakRows(width: CGFloat?, subviews: Subviews, cache: inout Cache) {
        // A layout that wraps this one may call it with subviews the cache was not made for.
        if cache.sizes.count != subviews.count { updateCache(&cache, subviews: subviews) }
        let width = width ?? .infinity
        if cache.rows.width == width { return }

        // A row that fits exactly must not wrap because a parent's arithmetic lost a bit on the way: a millionth
        // of a point is forgiven.
        let limit = width + 1e-6
        let count = cache.sizes.count
        cache.rows.width = width
        cache.rows.starts.removeAll(keepingCapacity: true)
        cache.rows.tops.removeAll(keepingCapacity: true)
        cache.rows.lines.removeAll(keepingCapacity: true)

        var y: CGFloat = 0, widest: CGFloat = 0
        var start = 0
        while start < count {
            // Take subviews while they fit; the first one always does.
            var x = cache.sizes[start].width
            var above = cache.guides[start], below = cache.sizes[start].height - cache.guides[start]
            var end = start + 1
            while end < count {
                let right = x + cache.gaps[end - 1] + cache.sizes[end].width
                if right > limit { break }
                x = right
                above = max(above, cache.guides[end])
                below = max(below, cache.sizes[end].height - cache.guides[end])
                end += 1
            }
            if let previous = cache.rows.starts.last {
                y += spacing ?? cache.preferredRowGap(above: previous ..< start, below: start ..< end)
            }
            cache.rows.starts.append(start)
            cache.rows.tops.append(y)
            cache.rows.lines.append(above)
            y += above + below
            widest = max(widest, x)
            start = end
        }
        cache.rows.starts.append(count)
        cache.rows.size = CGSize(width: widest, height: y)
    }
}

extension FlowLayout.Cache {
    /// The largest vertical distance that a subview of the row `above` prefers to one of the row `below`.
    mutating func preferredRowGap(above: Range<Int>, below: Range<Int>) -> CGFloat {
        rowStamp += 1
        Self.listClasses(of: above, classes: spacingClasses, lastSeen: &classLastSeen, stamp: rowStamp,
                         into: &classesAbove)
        rowStamp += 1
        Self.listClasses(of: below, classes: spacingClasses, lastSeen: &classLastSeen, stamp: rowStamp,
                         into: &classesBelow)
        var gap = -CGFloat.infinity
        for a in classesAbove {
            for b in classesBelow { gap = max(gap, verticalDistance(from: a, to: b)) }
        }
        return gap
    }

    /// Replaces `list` with the classes of `subviews`, each once, in order of appearance; `lastSeen` marks the
    /// classes already listed with `stamp`, which is new for every list.
    private static func listClasses(of subviews: Range<Int>, classes: [Int], lastSeen: inout [Int], stamp: Int,
                                    into list: inout [Int]) {
        list.removeAll(keepingCapacity: true)
        for i in subviews {
            let c = classes[i]
            if lastSeen[c] != stamp {
                lastSeen[c] = stamp
                list.append(c)
            }
        }
    }

    private func verticalDistance(from a: Int, to b: Int) -> CGFloat {
        if a < matrixSize, b < matrixSize { return classDistances[a * matrixSize + b] }
        return classSpacings[a].distance(to: classSpacings[b], along: .vertical)
    }
}
