import Foundation

// Measuring a path: its segments' lengths (for `trimmedPath`), hit testing (`contains`), its tight bounds and
// its description.

/// One drawn segment of a path, with the curves as cubics (a quadratic is raised to the cubic it equals).
struct PathSegment {
    enum Kind { case line, cubic }
    let kind: Kind
    /// The start, two controls (unused for lines) and the end.
    let p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint

    func point(at t: CGFloat) -> CGPoint {
        if kind == .line { return CGPoint(x: p0.x + (p3.x - p0.x) * t, y: p0.y + (p3.y - p0.y) * t) }
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// How many straight pieces approximate the segment to well under a tenth of a point: curves are cut by the
    /// length of their control polygon, every half point, between 16 and 2048 pieces.
    var pieceCount: Int {
        guard kind == .cubic else { return 1 }
        func d(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        let polygon = d(p0, p1) + d(p1, p2) + d(p2, p3)
        guard polygon.isFinite else { return 1 }
        return min(2048, max(16, Int((polygon * 2).rounded(.up))))
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau's subdivision).
    func part(_ t0: CGFloat, _ t1: CGFloat) -> PathSegment {
        if kind == .line { return PathSegment(kind: .line, p0: point(at: t0), p1: .zero, p2: .zero, p3: point(at: t1)) }
        func split(_ s: PathSegment, _ t: CGFloat) -> (PathSegment, PathSegment) {
            func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let a = mix(s.p0, s.p1), b = mix(s.p1, s.p2), c = mix(s.p2, s.p3)
            let ab = mix(a, b), bc = mix(b, c), mid = mix(ab, bc)
            return (PathSegment(kind: .cubic, p0: s.p0, p1: a, p2: ab, p3: mid),
                    PathSegment(kind: .cubic, p0: mid, p1: bc, p2: c, p3: s.p3))
        }
        var piece = self
        if t1 < 1 { piece = split(piece, t1).0 }
        if t0 > 0 { piece = split(piece, t1 > 0 ? t0 / t1 : 0).1 }
        return piece
    }
}

/// A subpath as segments: whether it was closed, and where it starts.
struct Subpath {
    var start: CGPoint
    var segments: [PathSegment] = []
    var isClosed = false
}

extension Path {
    /// The path as subpaths of segments; a close adds the line back to the start, when it has a length.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        func finish() { if let current { result.append(current) } }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath(start: p)
                point = p
            case .line(let p):
                current?.segments.append(PathSegment(kind: .line, p0: point, p1: .zero, p2: .zero, p3: p))
                point = p
            case .quadCurve(let p, let c):
                // The cubic that equals a quadratic has its controls 2/3 of the way to the quadratic's control.
                let c1 = point.plus(c.minus(point).times(2.0 / 3.0))
                let c2 = p.plus(c.minus(p).times(2.0 / 3.0))
                current?.segments.append(PathSegment(kind: .cubic, p0: point, p1: c1, p2: c2, p3: p))
                point = p
            case .curve(let p, let c1, let c2):
                current?.segments.append(PathSegment(kind: .cubic, p0: point, p1: c1, p2: c2, p3: p))
                point = p
            case .closeSubpath:
                guard var closing = current else { break }
                if point != closing.start {
                    closing.segments.append(PathSegment(kind: .line, p0: point, p1: .zero, p2: .zero, p3: closing.start))
                }
                closing.isClosed = true
                result.append(closing)
                point = closing.start
                current = nil
            }
        }
        finish()
        return result
    }

    /// Each subpath as a polygon of points close together along it.
    func flattened() -> [[CGPoint]] {
        subpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments {
                let n = segment.pieceCount
                for i in 1...n { points.append(segment.point(at: CGFloat(i) / CGFloat(n))) }
            }
            return points
        }
    }

    /// Whether `p` is inside the path when filled: by the non-zero winding rule, or the even-odd rule when
    /// `eoFill` is true. Open subpaths count as closed, as filling closes them.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in flattened() where polygon.count > 2 {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                // A ray from `p` towards +x: count each edge crossing it, upwards +1, downwards −1.
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The part of the path from fraction `from` to fraction `to` of its length (SwiftUI's `trim`): both are
    /// clamped to 0…1, and an empty path comes back when `from` is not below `to`. Lengths are measured along
    /// the curves, flattened to well under a tenth of a point; cut curves stay curves.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isNaN ? 0 : min(max(from, 0), 1)
        let end = to.isNaN ? 0 : min(max(to, 0), 1)
        if start == 0 && end == 1 { return self }
        guard start < end else { return Path() }
        // Each segment's flattened points' cumulative lengths, to find lengths and parameters.
        let subpaths = self.subpaths
        var tables: [[[CGFloat]]] = []
        var total: CGFloat = 0
        for subpath in subpaths {
            var subpathTables: [[CGFloat]] = []
            for segment in subpath.segments {
                let n = segment.pieceCount
                var lengths: [CGFloat] = [0]
                var last = segment.p0
                for i in 1...n {
                    let p = segment.point(at: CGFloat(i) / CGFloat(n))
                    lengths.append(lengths[i - 1] + hypot(p.x - last.x, p.y - last.y))
                    last = p
                }
                subpathTables.append(lengths)
                total += lengths[n]
            }
            tables.append(subpathTables)
        }
        guard total > 0, total.isFinite else { return Path() }
        let startLength = start * total, endLength = end * total
        // The parameter at which a segment reaches `length` from its start.
        func parameter(_ lengths: [CGFloat], _ length: CGFloat) -> CGFloat {
            let n = lengths.count - 1
            guard length > 0 else { return 0 }
            guard length < lengths[n] else { return 1 }
            var i = 1
            while lengths[i] < length { i += 1 }
            let piece = lengths[i] - lengths[i - 1]
            let fraction = piece > 0 ? (length - lengths[i - 1]) / piece : 0
            return (CGFloat(i - 1) + fraction) / CGFloat(n)
        }
        var result = Path()
        var walked: CGFloat = 0
        for (subpath, subpathTables) in zip(subpaths, tables) {
            var open = false
            var wholeSubpath = true
            for (segment, lengths) in zip(subpath.segments, subpathTables) {
                let length = lengths[lengths.count - 1]
                defer { walked += length }
                let lower = max(startLength - walked, 0), upper = min(endLength - walked, length)
                guard lower < upper || (length == 0 && lower == 0 && upper == 0 && open) else {
                    wholeSubpath = false
                    continue
                }
                let t0 = parameter(lengths, lower), t1 = parameter(lengths, upper)
                if t0 > 0 || t1 < 1 { wholeSubpath = false }
                let piece = segment.part(t0, t1)
                if !open {
                    result.move(to: piece.p0)
                    open = true
                }
                if piece.kind == .line { result.addLine(to: piece.p3) } else {
                    result.addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
                }
            }
            // A closed subpath kept whole stays closed.
            if open && wholeSubpath && subpath.isClosed { result.closeSubpath() }
        }
        return result
    }

    /// The total length of the path's segments, closing lines included.
    var length: CGFloat {
        flattened().reduce(0) { sum, points in
            zip(points, points.dropFirst()).reduce(sum) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }
}

/// The z of (b − a) × (p − a): positive when `p` is left of the line from `a` to `b` in y-up terms.
private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

extension Path {
    /// The smallest rectangle holding every point the path draws through (its curves' extremes, not their
    /// control points: Core Graphics' `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func take(_ point: CGPoint) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        for subpath in subpaths {
            take(subpath.start)
            for segment in subpath.segments {
                take(segment.p3)
                guard segment.kind == .cubic else { continue }
                for t in cubicExtremes(segment.p0.x, segment.p1.x, segment.p2.x, segment.p3.x)
                    + cubicExtremes(segment.p0.y, segment.p1.y, segment.p2.y, segment.p3.y) {
                    take(segment.point(at: t))
                }
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The parameters in (0, 1) where one coordinate of a cubic has a zero derivative: the roots of
/// a·t² + b·t + c with a = p3 − 3p2 + 3p1 − p0, b = 2(p2 − 2p1 + p0), c = p1 − p0.
private func cubicExtremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
    let a = p3 - 3 * p2 + 3 * p1 - p0, b = 2 * (p2 - 2 * p1 + p0), c = p1 - p0
    var roots: [CGFloat] = []
    if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { roots = [-c / b] }
    } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
            let root = discriminant.squareRoot()
            roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}

extension Path: CustomStringConvertible {
    /// The path in SwiftUI's string form: each element's points then its letter (`m`ove, `l`ine, `q`uadratic,
    /// `c`urve, `h` to close), e.g. `0 0 m 10 0 l 10 10 l h`.
    public var description: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
        }
        func points(_ list: [CGPoint]) -> String { list.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " ") }
        return elements.map { element -> String in
            switch element {
            case .move(let p): return points([p]) + " m"
            case .line(let p): return points([p]) + " l"
            case .quadCurve(let p, let c): return points([c, p]) + " q"
            case .curve(let p, let c1, let c2): return points([c1, c2, p]) + " c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }
}
