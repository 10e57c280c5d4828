/// The largest coordinate or length a view is laid out and drawn with: 10¹⁵ points, beyond any screen by a
/// factor of 10¹⁰, yet so far below the largest `Double` that adding up positions and offsets along any tree
/// cannot overflow to infinity. A layout that places a view further out (a guide of 1e308, a subview
/// proposed ∞ that takes it) has the view put back within it, with a warning; `.offset` is clamped to it.
enum DrawableLimit {
    // A literal, not a stored `static let`: every placement reads it, and a global would be checked for
    // lazy initialisation at each read.
    @inline(__always) static var magnitude: CGFloat { 1e15 }

    /// Whether `value` is a number within ±`magnitude` (NaN is not).
    @inline(__always)
    static func contains(_ value: CGFloat) -> Bool { value.magnitude <= magnitude }

    /// Whether `frame` is surely drawable: its coordinates' magnitudes add up to at most `magnitude`, so each
    /// is within it (NaN or ∞ anywhere fails). One sum and one comparison, as every placement asks; a frame
    /// that fails may still be within the limit in each coordinate (see `ViewNode.drawableFrame`).
    @inline(__always)
    static func surelyContains(_ frame: CGRect) -> Bool {
        frame.origin.x.magnitude + frame.origin.y.magnitude + frame.size.width + frame.size.height <= magnitude
    }
}
