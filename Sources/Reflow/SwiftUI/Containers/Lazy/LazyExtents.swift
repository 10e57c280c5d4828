/// The lengths of a lazy container's lines along its axis, as far as they were measured, and an estimate for
/// the rest (layout rules §17.3). A line's extent is its length plus the gap after it. A line never built has
/// the average extent of the lines measured so far, so the container's length and a line's position are known
/// for 100,000 lines having built a few dozen; each is found in O(log n) time with two Fenwick trees (the
/// measured extents' sums and counts by prefix).
struct LazyExtents {
    /// Each line's measured extent, NaN while it is not measured.
    private var measured: [Double] = []
    /// Fenwick trees over `measured`: the sum of measured extents, and how many lines are measured.
    private var sums: [Double] = []
    private var counts: [Int32] = []
    private var measuredSum = 0.0
    private var measuredCount = 0
    /// The extent of a line when none is measured yet.
    var fallback: Double = 0

    /// The number of lines.
    var count: Int { measured.count }

    /// Forgets every measurement and sizes the table for `count` lines.
    mutating func reset(count: Int) {
        measured = Array(repeating: .nan, count: count)
        sums = Array(repeating: 0, count: count + 1)
        counts = Array(repeating: 0, count: count + 1)
        measuredSum = 0
        measuredCount = 0
    }

    /// Whether any line is measured.
    var hasMeasurements: Bool { measuredCount > 0 }

    /// The extent an unmeasured line is given: the average of the measured ones.
    var estimate: Double { measuredCount > 0 ? measuredSum / Double(measuredCount) : fallback }

    /// Line `line`'s extent, measured or estimated.
    func extent(of line: Int) -> Double {
        let value = measured[line]
        return value.isNaN ? estimate : value
    }

    func isMeasured(_ line: Int) -> Bool { !measured[line].isNaN }

    /// Records line `line`'s extent.
    mutating func set(_ extent: Double, for line: Int) {
        let old = measured[line]
        if old == extent { return }
        let delta = old.isNaN ? extent : extent - old
        measured[line] = extent
        measuredSum += delta
        if old.isNaN { measuredCount += 1 }
        var i = line + 1
        while i < sums.count {
            sums[i] += delta
            if old.isNaN { counts[i] += 1 }
            i += i & -i
        }
    }

    /// Where line `line` starts: the extents of the lines before it (`line` may be `count`: the total).
    func position(of line: Int) -> Double {
        var sum = 0.0, known = 0
        var i = line
        while i > 0 {
            sum += sums[i]
            known += Int(counts[i])
            i -= i & -i
        }
        return sum + Double(line - known) * estimate
    }

    /// The length of all lines.
    var total: Double { position(of: count) }

    /// The line at `position`: the last line that starts at or before it (0 for a position before the start,
    /// the last line for one past the end).
    func line(at position: Double) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self.position(of: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
