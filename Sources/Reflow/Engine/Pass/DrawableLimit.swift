/// The largest coordinate or length a view is laid out and drawn with: 10¹⁵ points, beyond any screen by a
/// factor of 10¹⁰, yet so far below the largest `Double` that adding up positions and offsets along any tree
/// cannot overflow to infinity. A layout that places a view further out (a guide of 1e308, a subview
/// proposed ∞ that takes it) has the view put back within it, with a warning; `.offset` is clamped to it.
/// Visible to the package (the fuzz suite's tolerances follow `exactMoves`), not public.
package enum DrawableLimit {
    // A literal, not a stored `static let`: every placement reads it, and a global would be checked for
    // lazy initialisation at each read.
    @inline(__always) static var magnitude: CGFloat { 1e15 }

    /// Whether `value` is a number within ±`magnitude` (NaN is not).
    @inline(__always)
    static func contains(_ value: CGFloat) -> Bool { value.magnitude <= magnitude }

    /// The largest coordinates for which moving a laid-out subtree gives the frames a new layout would, to
    /// within a few units of 2⁻²³ points: 2³⁰ points, a thousand times a large screen. Beyond it a `Double`'s
    /// spacing grows past a millionth of a point, and `x + d` for the moved subtree and `(x' + r)` for the
    /// new layout round apart; a host whose frames went beyond it lays out anew on every resize.
    @inline(__always) package static var exactMoves: CGFloat { 1_073_741_824 }

    /// `frame` within `magnitude`: a coordinate beyond it (or NaN) is `bounds`' origin in that axis, and a
    /// length beyond it is `magnitude`.
    static func drawable(_ frame: CGRect, in bounds: CGRect) -> CGRect {
        var drawable = frame
        if !contains(frame.origin.x) { drawable.origin.x = bounds.minX }
        if !contains(frame.origin.y) { drawable.origin.y = bounds.minY }
        drawable.size.width = min(frame.size.width, magnitude)
        drawable.size.height = min(frame.size.height, magnitude)
        return drawable
    }

    /// Whether `frame` is surely within both limits: its coordinates' magnitudes add up to at most
    /// `exactMoves`, so each is within it (NaN or ∞ anywhere fails). One sum and one comparison, as every
    /// placement asks; the rare frame that fails is looked at closely (see `ViewNode.drawableFrame`).
    @inline(__always)
    static func surelyContains(_ frame: CGRect) -> Bool {
        frame.origin.x.magnitude + frame.origin.y.magnitude + frame.size.width + frame.size.height <= exactMoves
    }
}
