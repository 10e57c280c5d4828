/// The corners of a rectangle, as UIKit's `UIRectCorner`: which corners
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds. "Top" is the smaller y, as on screen.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits, UIKit's values: 1, 2, 4, 8.
    public let rawValue: UInt

    /// The corners of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
