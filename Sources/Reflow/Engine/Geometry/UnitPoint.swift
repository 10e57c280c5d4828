/// A normalized 2D point in a view's coordinate space: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// Creates the point at the origin, the same as `.topLeading`.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a point from fractions of a view's width and height.
    @inlinable
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    // Inlinable computed constants, not stored globals: see `ProposedViewSize.unspecified`.
    @inlinable public static var zero: UnitPoint { UnitPoint(x: 0, y: 0) }
    @inlinable public static var center: UnitPoint { UnitPoint(x: 0.5, y: 0.5) }
    @inlinable public static var leading: UnitPoint { UnitPoint(x: 0, y: 0.5) }
    @inlinable public static var trailing: UnitPoint { UnitPoint(x: 1, y: 0.5) }
    @inlinable public static var top: UnitPoint { UnitPoint(x: 0.5, y: 0) }
    @inlinable public static var bottom: UnitPoint { UnitPoint(x: 0.5, y: 1) }
    @inlinable public static var topLeading: UnitPoint { UnitPoint(x: 0, y: 0) }
    @inlinable public static var topTrailing: UnitPoint { UnitPoint(x: 1, y: 0) }
    @inlinable public static var bottomLeading: UnitPoint { UnitPoint(x: 0, y: 1) }
    @inlinable public static var bottomTrailing: UnitPoint { UnitPoint(x: 1, y: 1) }
}
