import Foundation

/// A shape that can be inset to make a smaller copy of itself, as SwiftUI's `InsettableShape`; what
/// `strokeBorder` needs to keep a line inside the frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side (a negative amount makes it larger).
    func inset(by amount: CGFloat) -> InsetShape
}

/// `rect` inset by `amount` on every side; nil once the inset passes the middle (nothing is left to draw).
func insetRect(_ rect: CGRect, by amount: CGFloat) -> CGRect? {
    guard amount.isFinite else { return nil }
    guard 2 * amount <= rect.width, 2 * amount <= rect.height else { return nil }
    return CGRect(x: rect.minX + amount, y: rect.minY + amount, width: rect.width - 2 * amount,
                  height: rect.height - 2 * amount)
}

/// A built-in shape inset by an amount: SwiftUI's `Rectangle._Inset`, `Circle._Inset` and the like, in one
/// type. Its path is the base shape's in the inset rectangle, its corner radii reduced by the amount so
/// they stay concentric with the base's (drawing rules §3.5).
public struct _InsetShape<Base: _InsetAdjustable>: InsettableShape {
    var base: Base
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        guard let inner = insetRect(rect, by: amount) else { return Path() }
        return base.reduced(by: amount).path(in: inner)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }

    /// The amount animates, with the base shape's data.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { (base.animatableData, amount) = (newValue.first, newValue.second) }
    }
}

/// A built-in shape whose inset copy is itself with smaller corners, drawn in the inset rectangle.
public protocol _InsetAdjustable: Shape {
    /// The shape with its corner radii reduced by `amount` (no smaller than 0).
    func reduced(by amount: CGFloat) -> Self
}

extension _InsetAdjustable {
    public func reduced(by amount: CGFloat) -> Self { self }
}

extension Rectangle: InsettableShape, _InsetAdjustable {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape, _InsetAdjustable {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape, _InsetAdjustable {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A capsule in a smaller rectangle is still a capsule: its radius follows the rectangle.
extension Capsule: InsettableShape, _InsetAdjustable {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension ContainerRelativeShape: InsettableShape, _InsetAdjustable {
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape, _InsetAdjustable {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }

    public func reduced(by amount: CGFloat) -> RoundedRectangle {
        RoundedRectangle(cornerSize: CGSize(width: max(0, cornerSize.width - amount),
                                            height: max(0, cornerSize.height - amount)), style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape, _InsetAdjustable {
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }

    public func reduced(by amount: CGFloat) -> UnevenRoundedRectangle {
        let r = cornerRadii
        return UnevenRoundedRectangle(topLeadingRadius: max(0, r.topLeading - amount),
                                      bottomLeadingRadius: max(0, r.bottomLeading - amount),
                                      bottomTrailingRadius: max(0, r.bottomTrailing - amount),
                                      topTrailingRadius: max(0, r.topTrailing - amount), style: style)
    }
}
