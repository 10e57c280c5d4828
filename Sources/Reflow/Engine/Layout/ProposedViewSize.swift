/// A proposal for the size of a view: each dimension is a length, or nil for "unspecified", which a view
/// answers with its ideal length (layout rules §1).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    // The constants are inlinable computed properties rather than stored `static let`s: reading a global
    // from another module is an opaque call (its lazy initialisation could run any code), around which a
    // layout keeps its subview retained, an atomic operation per subview and pass.

    /// Asks for the view's minimum size.
    @inlinable public static var zero: ProposedViewSize { ProposedViewSize(width: 0, height: 0) }
    /// Asks for the view's maximum size.
    @inlinable public static var infinity: ProposedViewSize { ProposedViewSize(width: .infinity, height: .infinity) }
    /// Asks for the view's ideal size.
    @inlinable public static var unspecified: ProposedViewSize { ProposedViewSize(width: nil, height: nil) }

    /// This proposal with each nil dimension replaced by the matching one of `size`; 0 and ∞ pass through.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal given by its length along `axis` and across it.
    init(_ axis: Axis, along: CGFloat?, across: CGFloat?) {
        if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, along: CGFloat, across: CGFloat) {
        if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
    }
}
