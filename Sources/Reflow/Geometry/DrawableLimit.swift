/// The largest coordinate or length a view is laid out and drawn with: 10¹⁵ points, beyond any screen by a
/// factor of 10¹⁰, yet so far below the largest `Double` that adding up positions and offsets along any tree
/// cannot overflow to infinity. A layout that places a view further out (a guide of 1e308, a subview
/// proposed ∞ that takes it) has the view put back within it, with a warning; `.offset` is clamped to it.
enum DrawableLimit {
    static let magnitude: CGFloat = 1e15

    /// Whether `value` is a number within ±`magnitude` (NaN is not).
    @inline(__always)
    static func contains(_ value: CGFloat) -> Bool { value.magnitude <= magnitude }
}
