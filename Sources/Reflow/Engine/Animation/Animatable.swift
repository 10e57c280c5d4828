/// A type whose changes can be animated by interpolating `animatableData`.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    /// The data to interpolate; `EmptyAnimatableData` by default, which animates nothing.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
