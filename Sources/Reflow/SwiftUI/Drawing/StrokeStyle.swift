import Foundation

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle` (Core Graphics' line parameters).
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// Beyond this ratio of miter length to line width a miter join is drawn as a bevel.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// The width, the miter limit and the dash phase animate (SwiftUI's `StrokeStyle.animatableData`).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}

#if !canImport(Darwin)
/// How the open ends of a stroked line are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Squared off at the end point.
    case butt
    /// A semicircle around the end point.
    case round
    /// Squared off half a line width past the end point.
    case square
}

/// How the corners of a stroked line are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges extended to meet (up to the miter limit).
    case miter
    /// A circular arc around the corner.
    case round
    /// The corner cut off.
    case bevel
}
#endif
