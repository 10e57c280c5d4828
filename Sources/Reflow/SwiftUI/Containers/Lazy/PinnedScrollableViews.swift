/// The views of a lazy stack's or grid's sections that stay in sight while their section scrolls past: the
/// header at the top of the visible part, the footer at its bottom (layout rules §17.4).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    /// A set of pinned views from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers stay at the top of the visible part while their section is in sight.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers stay at the bottom of the visible part while their section is in sight.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A spacing given to a lazy container: nil stays nil (each pair's preferred spacing); a negative, NaN or
/// infinite one is warned about and becomes nil.
func checkedLazySpacing(_ spacing: CGFloat?, _ name: String, _ resolver: Resolver) -> CGFloat? {
    guard let spacing, !(spacing.isFinite && spacing >= 0) else { return spacing }
    resolver.graph.warn(.layout, about: name, "was given the spacing \(spacing); using the default spacing")
    return nil
}

/// Grid items with bad lengths repaired, each repair warned about.
func checkedGridItems(_ items: [GridItem], _ name: String, _ resolver: Resolver) -> [GridItem] {
    items.map { item in
        let (checked, problem) = item.checked()
        if let problem { resolver.graph.warn(.layout, about: name, "was given a \(problem)") }
        return checked
    }
}
