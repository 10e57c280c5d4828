/// A type that you use to create custom alignment guides.
///
/// Conforming types are usually uninhabited enums: their type is the guide's identity.
public protocol AlignmentID {
    /// The value of the guide for a view that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one alignment guide on one axis, shared by `HorizontalAlignment` and `VerticalAlignment`.
@usableFromInline
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    /// For the built-in edge and centre guides, the default value as a fraction of the view's length, which
    /// spares layouts a call through the guide's type; nil for every other guide.
    @usableFromInline let fraction: CGFloat?

    init(_ id: any AlignmentID.Type, axis: Axis, fraction: CGFloat? = nil) {
        self.id = id
        self.axis = axis
        self.fraction = fraction
    }

    @usableFromInline
    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    /// The guide's name as a user writes it (`leading`, `firstTextBaseline`), or a custom guide's `AlignmentID`
    /// type: for the negotiation's record.
    var name: String {
        // Both centres are written `.center`; the record names their types to tell them apart.
        let horizontal: [(HorizontalAlignment, String)] = [(.leading, "leading"),
                                                           (.center, "HorizontalAlignment.center"),
                                                           (.trailing, "trailing")]
        let vertical: [(VerticalAlignment, String)] = [(.top, "top"), (.center, "VerticalAlignment.center"),
                                                        (.bottom, "bottom"),
                                                        (.firstTextBaseline, "firstTextBaseline"),
                                                        (.lastTextBaseline, "lastTextBaseline")]
        if let found = horizontal.first(where: { $0.0.key == self }) { return found.1 }
        if let found = vertical.first(where: { $0.0.key == self }) { return found.1 }
        return String(describing: id)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// Merges the explicit values of several children, as `combineExplicit` documents: the mean for most guides,
    /// the minimum for `firstTextBaseline` and the maximum for `lastTextBaseline` (layout rules §3.5).
    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var count = 0
        var sum: CGFloat = 0, low = CGFloat.infinity, high = -CGFloat.infinity
        for case let value? in values {
            count += 1
            sum += value
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        guard count > 0 else { return nil }
        if self == VerticalAlignment.firstTextBaseline.key { return low }
        if self == VerticalAlignment.lastTextBaseline.key { return high }
        return sum / CGFloat(count)
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    @usableFromInline let key: AlignmentKey

    /// Creates a custom horizontal alignment guide identified by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    private init(_ id: any AlignmentID.Type, fraction: CGFloat) {
        key = AlignmentKey(id, axis: .horizontal, fraction: fraction)
    }

    /// Merges explicit values produced by children: the mean of the non-nil values, or nil if there are none.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }

    public static let leading = HorizontalAlignment(LeadingID.self, fraction: 0)
    public static let center = HorizontalAlignment(HorizontalCenterID.self, fraction: 0.5)
    public static let trailing = HorizontalAlignment(TrailingID.self, fraction: 1)

    private enum LeadingID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    private enum HorizontalCenterID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    private enum TrailingID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    @usableFromInline let key: AlignmentKey

    /// Creates a custom vertical alignment guide identified by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    private init(_ id: any AlignmentID.Type, fraction: CGFloat) {
        key = AlignmentKey(id, axis: .vertical, fraction: fraction)
    }

    /// Merges explicit values produced by children: the minimum for `firstTextBaseline`, the maximum for
    /// `lastTextBaseline`, the mean for every other guide; nil if there are none.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values)
    }

    public static let top = VerticalAlignment(TopID.self, fraction: 0)
    public static let center = VerticalAlignment(VerticalCenterID.self, fraction: 0.5)
    public static let bottom = VerticalAlignment(BottomID.self, fraction: 1)
    /// The baseline of the first line of text; the bottom edge for views without text (layout rules §2.2).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    /// The baseline of the last line of text; the bottom edge for views without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

    private enum TopID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    private enum VerticalCenterID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    private enum BottomID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    private enum FirstTextBaselineID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    private enum LastTextBaselineID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
