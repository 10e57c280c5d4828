import Foundation

/// A straight edge through `p1` and `p2` (p1 above p2), as Render's trapezoids take them: a trapezoid uses the
/// part of the line between its own top and bottom.
struct TrapezoidEdge: Equatable {
    var p1: CGPoint
    var p2: CGPoint

    func x(atY y: Double) -> Double {
        p1.x + (p2.x - p1.x) * (y - p1.y) / (p2.y - p1.y)
    }
}

/// The part of a horizontal band between two edges: what Render rasterises, with antialiasing, into a mask.
struct Trapezoid: Equatable {
    var top: Double
    var bottom: Double
    var left: TrapezoidEdge
    var right: TrapezoidEdge

    var area: Double {
        let topWidth = right.x(atY: top) - left.x(atY: top)
        let bottomWidth = right.x(atY: bottom) - left.x(atY: bottom)
        return (topWidth + bottomWidth) / 2 * (bottom - top)
    }
}

/// Cuts a convex polygon, or the ring between two nested convex polygons, into trapezoids stacked in horizontal
/// bands, one band per vertex height. Bands meet only along horizontal lines, so antialiased coverage adds up to
/// exactly full inside a shape: no seams. (libXrender's XRenderCompositeDoublePoly does the same job for any
/// polygon, but ignores its winding argument and allocates room for n² trapezoids on every call.)
/// The buffers are kept between shapes, so drawing allocates nothing once they have grown.
struct Tessellator {
    private(set) var trapezoids: [Trapezoid] = []
    // The outer polygon's two chains from its top vertex down to its bottom vertex, then the inner polygon's.
    private var outerA: [CGPoint] = [], outerB: [CGPoint] = []
    private var innerA: [CGPoint] = [], innerB: [CGPoint] = []

    mutating func removeAll() {
        trapezoids.removeAll(keepingCapacity: true)
    }

    /// Adds the inside of convex `polygon`.
    mutating func addConvexPolygon(_ polygon: [CGPoint]) {
        addRing(outer: polygon, inner: [])
    }

    /// Adds what lies inside convex `outer` and outside convex `inner`, which lies within `outer`; an empty
    /// `inner` adds all of `outer`.
    mutating func addRing(outer: [CGPoint], inner: [CGPoint]) {
        guard Self.split(outer, into: &outerA, &outerB) else { return }
        let hasInner = Self.split(inner, into: &innerA, &innerB)
        let innerTop = hasInner ? innerA[0].y : .infinity
        let innerBottom = hasInner ? innerA[innerA.count - 1].y : .infinity
        var a = 0, b = 0, c = 0, d = 0
        var y = outerA[0].y
        while true {
            Self.advance(&a, in: outerA, past: y)
            Self.advance(&b, in: outerB, past: y)
            guard a + 1 < outerA.count, b + 1 < outerB.count else { break }
            var next = min(outerA[a + 1].y, outerB[b + 1].y)
            let edgeA = Self.edge(outerA, a), edgeB = Self.edge(outerB, b)
            if y < innerTop {
                next = min(next, innerTop)
                appendBand(y, next, edgeA, edgeB)
            } else if y >= innerBottom {
                appendBand(y, next, edgeA, edgeB)
            } else {
                Self.advance(&c, in: innerA, past: y)
                Self.advance(&d, in: innerB, past: y)
                next = min(next, innerA[c + 1].y, innerB[d + 1].y)
                let mid = (y + next) / 2
                let (outerLeft, outerRight) = edgeA.x(atY: mid) <= edgeB.x(atY: mid) ? (edgeA, edgeB) : (edgeB, edgeA)
                let edgeC = Self.edge(innerA, c), edgeD = Self.edge(innerB, d)
                let (innerLeft, innerRight) = edgeC.x(atY: mid) <= edgeD.x(atY: mid) ? (edgeC, edgeD) : (edgeD, edgeC)
                appendBand(y, next, outerLeft, innerLeft)
                appendBand(y, next, innerRight, outerRight)
            }
            y = next
        }
    }

    private mutating func appendBand(_ top: Double, _ bottom: Double, _ e1: TrapezoidEdge, _ e2: TrapezoidEdge) {
        guard bottom > top else { return }
        let mid = (top + bottom) / 2
        let ordered = e1.x(atY: mid) <= e2.x(atY: mid)
        trapezoids.append(Trapezoid(top: top, bottom: bottom, left: ordered ? e1 : e2, right: ordered ? e2 : e1))
    }

    @inline(__always)
    private static func edge(_ chain: [CGPoint], _ index: Int) -> TrapezoidEdge {
        TrapezoidEdge(p1: chain[index], p2: chain[index + 1])
    }

    /// Moves `index` to the first segment of `chain` that reaches below `y`.
    @inline(__always)
    private static func advance(_ index: inout Int, in chain: [CGPoint], past y: Double) {
        while index + 1 < chain.count && chain[index + 1].y <= y { index += 1 }
    }

    /// Splits convex `polygon` into the two chains that run from its (first) top vertex to its (first) bottom
    /// vertex, one each way round; along each, y never decreases. False for a polygon with no height.
    private static func split(_ polygon: [CGPoint], into a: inout [CGPoint], _ b: inout [CGPoint]) -> Bool {
        a.removeAll(keepingCapacity: true)
        b.removeAll(keepingCapacity: true)
        let count = polygon.count
        guard count >= 3 else { return false }
        var top = 0, bottom = 0
        for i in 1..<count {
            if polygon[i].y < polygon[top].y { top = i }
            if polygon[i].y > polygon[bottom].y { bottom = i }
        }
        guard polygon[bottom].y > polygon[top].y else { return false }
        var i = top
        while true {
            a.append(polygon[i])
            if i == bottom { break }
            i = i + 1 == count ? 0 : i + 1
        }
        i = top
        while true {
            b.append(polygon[i])
            if i == bottom { break }
            i = i == 0 ? count - 1 : i - 1
        }
        return true
    }
}
