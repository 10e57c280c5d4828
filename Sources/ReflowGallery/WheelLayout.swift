import Foundation
import Reflow

/// Lays its subviews out around a circle, like the numbers of a clock face: the first at the top, the others
/// clockwise at equal angles, each with its centre on the circle.
///
/// Subview `i` of `n` sits at the angle `angle + 2π·i/n`, measured clockwise from the top, so its centre is
/// `(centre.x + radius·sin θ, centre.y − radius·cos θ)` with the y axis pointing down. Every subview gets its
/// ideal size. The container is as wide as the circle's diameter plus the widest subview, and as tall as the
/// diameter plus the tallest one, so nothing sticks out.
///
/// With no `radius`, the wheel takes the largest circle that fits the proposed size; an unspecified or infinite
/// proposal on both axes gets `idealRadius`.
///
/// ```swift
/// WheelLayout(radius: 100, angle: .pi / 6) {
///     ForEach(0..<8) { Circle().fill(Color.blue).frame(width: 40, height: 40) }
/// }
/// ```
///
/// `angle` is the layout's `animatableData`, so turning the wheel under an animation moves the subviews along
/// the circle instead of across it in straight lines.
public struct WheelLayout: Layout {
    /// The distance from the wheel's centre to each subview's centre, in points; nil fits the wheel to the
    /// proposed size.
    public var radius: CGFloat?
    /// How far the wheel is turned clockwise, in radians: 0 puts the first subview at the top.
    public var angle: CGFloat

    /// The radius of a wheel without one when nothing limits its size.
    public static let idealRadius: CGFloat = 100

    /// A wheel `radius` points in radius (nil: as large as the proposal allows), turned clockwise by `angle`
    /// radians.
    public init(radius: CGFloat? = nil, angle: CGFloat = 0) {
        self.radius = radius
        self.angle = angle
    }

    /// The angle, so that turning the wheel re-runs the layout every frame and the subviews travel along the arc.
    public var animatableData: CGFloat {
        get { angle }
        set { angle = newValue }
    }

    /// The diameter plus the widest subview by the diameter plus the tallest one.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let largest = largestSubview(subviews)
        let radius = radius(for: proposal, largest: largest)
        return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
    }

    /// Places each subview's centre on the circle around the middle of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = radius(for: proposal, largest: largestSubview(subviews))
        let step = 2 * CGFloat.pi / CGFloat(subviews.count)
        for (i, subview) in subviews.enumerated() {
            let theta = angle + step * CGFloat(i)
            let centre = CGPoint(x: bounds.midX + radius * sin(theta), y: bounds.midY - radius * cos(theta))
            subview.place(at: centre, anchor: .center, proposal: .unspecified)
        }
    }

    /// The widest subview's width and the tallest one's height, at their ideal sizes.
    private func largestSubview(_ subviews: Subviews) -> CGSize {
        var largest = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            largest.width = max(largest.width, ideal.width)
            largest.height = max(largest.height, ideal.height)
        }
        return largest
    }

    /// `radius`, or the largest radius for which the wheel fits the proposal on both axes (never below 0).
    private func radius(for proposal: ProposedViewSize, largest: CGSize) -> CGFloat {
        if let radius { return max(0, radius) }
        func room(_ length: CGFloat?, _ subview: CGFloat) -> CGFloat {
            guard let length, length.isFinite else { return .infinity }
            return (length - subview) / 2
        }
        let fitting = min(room(proposal.width, largest.width), room(proposal.height, largest.height))
        return fitting.isFinite ? max(0, fitting) : Self.idealRadius
    }
}
