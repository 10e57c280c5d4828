/// A column of a `LazyVGrid` (a row of a `LazyHGrid`): how wide it is, the gap after it, and how its cells
/// are aligned in it.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { … }
/// ```
public struct GridItem: Sendable {
    /// How a grid item decides its length.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, clamped between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` (at most `maximum`) as fit in a share of the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The gap after this item, to the next one (nil: the default, 8).
    public var spacing: CGFloat?
    /// How cells are aligned in the item (nil: centred).
    public var alignment: Alignment?

    /// An item of `size`, with `spacing` after it and its cells aligned by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items resolve to for a length
/// (layout rules §17.5): each with its start, length and cells' alignment.
struct LazyGridTracks: Equatable {
    var starts: [CGFloat] = []
    var lengths: [CGFloat] = []
    var alignments: [Alignment] = []
    /// The grid item each track comes from (an adaptive item makes several), for the inspector.
    var itemIndices: [Int] = []
    /// From the first track's start to the last track's end.
    var total: CGFloat = 0

    var count: Int { lengths.count }

    static func == (a: LazyGridTracks, b: LazyGridTracks) -> Bool { a.starts == b.starts && a.lengths == b.lengths }

    /// The tracks `items` resolve to in `length` (an unspecified length counts as 0: every item at its
    /// minimum). Bad values (negative, NaN, a minimum above the maximum) are warned about by the grid and
    /// repaired before this runs.
    init(items: [GridItem], length: CGFloat) {
        let count = items.count
        guard count > 0 else { return }
        let spacings = items.map { $0.spacing ?? LazyGridTracks.defaultSpacing }
        // a. What the fixed items and the gaps between items leave.
        var remaining = length
        for (i, item) in items.enumerated() {
            if case .fixed(let fixed) = item.size { remaining -= fixed }
            if i < count - 1 { remaining -= spacings[i] }
        }
        // b. Each other item in order gets an equal share of what is left, a flexible one clamped.
        var widths = Array(repeating: CGFloat(0), count: count)
        var left = items.reduce(0) { if case .fixed = $1.size { return $0 } else { return $0 + 1 } }
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let fixed):
                widths[i] = fixed
                continue
            case .flexible(let minimum, let maximum):
                widths[i] = min(max(remaining / CGFloat(left), minimum), maximum)
            case .adaptive:
                widths[i] = remaining / CGFloat(left)
            }
            remaining -= widths[i]
            left -= 1
        }
        // c. An adaptive item becomes as many sub-tracks of at least its minimum as its share holds.
        var position: CGFloat = 0
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            if case .adaptive(let minimum, let maximum) = item.size {
                let s = spacings[i], w = widths[i]
                let n = max(1, Int(((w + s) / (minimum + s)).rounded(.down)))
                let each = min(max((w - CGFloat(n - 1) * s) / CGFloat(n), minimum), maximum)
                for j in 0..<n {
                    starts.append(position)
                    lengths.append(each)
                    alignments.append(alignment)
                    itemIndices.append(i)
                    position += each
                    if j < n - 1 || i < count - 1 { position += s }
                }
            } else {
                starts.append(position)
                lengths.append(widths[i])
                alignments.append(alignment)
                itemIndices.append(i)
                position += widths[i]
                if i < count - 1 { position += spacings[i] }
            }
        }
        total = position
    }

    /// The gap after a grid item whose spacing is nil: 8 on iOS (surface §7.2).
    static let defaultSpacing: CGFloat = 8
}

extension GridItem {
    /// The item with bad lengths repaired (negative, NaN or infinite where a finite length is needed, a
    /// minimum above the maximum), and a description of what was wrong, if anything.
    func checked() -> (GridItem, String?) {
        var item = self
        var problem: String?
        func clean(_ value: CGFloat, _ name: String, allowInfinite: Bool = false) -> CGFloat {
            if value.isNaN || value < 0 || (!allowInfinite && value.isInfinite) {
                problem = "has the \(name) \(value)"
                return 0
            }
            return value
        }
        switch size {
        case .fixed(let length): item.size = .fixed(clean(length, "fixed length"))
        case .flexible(let minimum, let maximum):
            let lower = clean(minimum, "minimum"), upper = clean(maximum, "maximum", allowInfinite: true)
            if lower > upper { problem = "has a minimum \(lower) above its maximum \(upper)" }
            item.size = .flexible(minimum: lower, maximum: max(lower, upper))
        case .adaptive(let minimum, let maximum):
            var lower = clean(minimum, "minimum"), upper = clean(maximum, "maximum", allowInfinite: true)
            if lower > upper { problem = "has a minimum \(lower) above its maximum \(upper)"; upper = lower }
            // An adaptive minimum of 0 would ask for infinitely many tracks.
            if lower < 1 { problem = problem ?? "has the adaptive minimum \(lower)"; lower = 1; upper = max(upper, 1) }
            item.size = .adaptive(minimum: lower, maximum: upper)
        }
        if let spacing, !(spacing.isFinite && spacing >= 0) {
            problem = "has the spacing \(spacing)"
            item.spacing = nil
        }
        return (item, problem.map { "GridItem \($0); using \(item.size)" })
    }
}
