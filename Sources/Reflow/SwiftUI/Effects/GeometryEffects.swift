import Foundation

extension View {
    /// Draws the view rotated by `angle` about `anchor` (a unit point of its frame), without changing its
    /// frame: the parent lays it out where it was.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        var check = InputCheck(".rotationEffect")
        let radians = check.finite(angle.radians, "angle")
        return TraitWriter(content: self, warning: check.warning) {
            $0.addEffect(.rotation(.radians(radians), anchor: anchor))
        }
    }

    /// Draws the view scaled by `scale` about `anchor`, without changing its frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        var check = InputCheck(".scaleEffect")
        let size = CGSize(width: check.finite(scale.width, "x"), height: check.finite(scale.height, "y"))
        return TraitWriter(content: self, warning: check.warning) { $0.addEffect(.scale(size, anchor: anchor)) }
    }

    /// Draws the view scaled by `s` in both directions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view mapped by `transform`, in the view's own space (the origin at its frame's top-leading
    /// corner), without changing its frame.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        TraitWriter(content: self) { $0.addEffect(.transform(transform, anchor: .topLeading)) }
    }

    /// Draws the view turned by `angle` about `axis` in 3D, seen from in front.
    ///
    /// Reflow draws in 2D: a turn about the z axis is a rotation, and a turn about the x or y axis
    /// foreshortens the view by the cosine of the angle along the other axis (what an orthographic view of
    /// the turn shows); `anchorZ` and `perspective` are accepted and have no effect.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        guard let transform = rotation3DTransform(angle, axis: axis) else { return TraitWriter(content: self) { _ in } }
        return TraitWriter(content: self) { $0.addEffect(.transform(transform, anchor: anchor)) }
    }
}

/// The 2-D part of a turn by `angle` about `axis` (drawing rules §2.9), nil when the axis has no length or a
/// value is not finite.
func rotation3DTransform(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform? {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, angle.radians.isFinite else { return nil }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    // Rodrigues' rotation matrix, keeping the part that maps the view's plane (x, y) onto the screen.
    let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
    return CGAffineTransform(a: t * x * x + c, b: t * x * y + s * z, c: t * x * y - s * z, d: t * y * y + c, tx: 0, ty: 0)
}
