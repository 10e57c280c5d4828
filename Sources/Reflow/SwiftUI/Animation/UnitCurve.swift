import Foundation

/// A function from 0…1 to a progress, as SwiftUI's `UnitCurve` (iOS 17): the pace at which something goes
/// from its start (0) to its end (1). Here it paces interactive scroll transitions
/// (`ScrollTransitionConfiguration.interactive(timingCurve:)`).
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        /// A cubic Bézier from (0, 0) to (1, 1) through these control points.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    let kind: Kind

    /// A curve through the cubic Bézier control points `startControlPoint` and `endControlPoint`, the curve
    /// starting at (0, 0) and ending at (1, 1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(x1: startControlPoint.x, y1: startControlPoint.y,
                                x2: endControlPoint.x, y2: endControlPoint.y))
    }

    /// Constant pace.
    public static let linear = UnitCurve(kind: .linear)
    /// Slow at first, then faster: the control points of CSS's and Core Animation's `easeIn`, (0.42, 0) and
    /// (1, 1), as `Animation.easeIn` uses.
    public static let easeIn = UnitCurve(kind: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// Fast at first, then slower: (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(kind: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// Slow at both ends: (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve(kind: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A quarter circle starting flat: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle ending flat: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// The circular ease in, then the circular ease out, each over half the time.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The curve's progress at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch kind {
        case .linear:
            return x
        case let .bezier(x1, y1, x2, y2):
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: x).y
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - 4 * (1 - x) * (1 - x)).squareRoot() + 1) / 2
        }
    }
}
