/// The preferred spacing around a view: on each edge, a length per category of neighbour (layout rules §4).
///
/// `ViewSpacing()` prefers nothing, so the distance falls back to the platform default (8, as on iOS);
/// `.zero` prefers 0 on every edge.
public struct ViewSpacing: Equatable, Sendable {
    /// The category that applies to any neighbour.
    static let defaultCategory = 0
    /// Between two views that state no preference, iOS leaves 8 points (layout rules §4.3, §4.5).
    static let platformDefault: CGFloat = 8

    struct Preference: Equatable, Sendable {
        var category: Int
        var value: CGFloat
    }

    // One list per edge; most are empty, which costs no allocation.
    private var top: [Preference] = []
    private var leading: [Preference] = []
    private var bottom: [Preference] = []
    private var trailing: [Preference] = []

    /// The preferences on `edge`.
    private subscript(edge: Edge) -> [Preference] {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// A spacing with no preferences: the platform default applies.
    public init() {}

    /// A spacing of zero on every edge.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        for edge in Edge.allCases { spacing.set(0, on: edge) }
        return spacing
    }()

    /// Sets the default-category preference on `edge`.
    mutating func set(_ value: CGFloat, on edge: Edge, category: Int = defaultCategory) {
        if let k = self[edge].firstIndex(where: { $0.category == category }) {
            self[edge][k].value = value
        } else {
            self[edge].append(Preference(category: category, value: value))
        }
    }

    /// Merges `other` into this spacing on `edges`, keeping the larger value per category and edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            for preference in other[edge] {
                if let k = self[edge].firstIndex(where: { $0.category == preference.category }) {
                    self[edge][k].value = Swift.max(self[edge][k].value, preference.value)
                } else {
                    self[edge].append(preference)
                }
            }
        }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between a view with this spacing and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        // A category both facing edges name: the two preferences add up; the largest such sum wins.
        var shared: CGFloat?
        for a in mine where a.category != Self.defaultCategory {
            if let b = theirs.first(where: { $0.category == a.category }) {
                shared = Swift.max(shared ?? -.infinity, a.value + b.value)
            }
        }
        if let shared { return shared }
        let a = mine.first { $0.category == Self.defaultCategory }?.value
        let b = theirs.first { $0.category == Self.defaultCategory }?.value
        switch (a, b) {
        case let (a?, b?): return Swift.max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.platformDefault
        }
    }
}
