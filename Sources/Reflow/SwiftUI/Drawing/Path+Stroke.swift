import Foundation

extension Path {
    /// The area a stroke of the path as `style` says covers, as a path to fill (SwiftUI's
    /// `strokedPath(_:)`).
    ///
    /// The curves are flattened (to well under a tenth of a point) and the area is made of pieces that all
    /// turn the same way, so the non-zero rule fills their union: a band around each straight piece, the join
    /// at each corner (mitred up to the miter limit, else bevelled; or round), and the caps of open ends.
    /// Dashes cut the line first.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var result = Path()
        for subpath in subpaths {
            var points = [subpath.start]
            for segment in subpath.segments {
                let n = segment.pieceCount
                for i in 1...n {
                    let p = segment.point(at: CGFloat(i) / CGFloat(n))
                    if p != points[points.count - 1] { points.append(p) }
                }
            }
            let pieces = style.dash.contains(where: { $0 > 0 }) ? dashed(points, style) : [(points, subpath.isClosed)]
            for (line, closed) in pieces { result.addStroke(of: line, closed: closed, half: half, style: style) }
        }
        return result
    }

    /// Adds the pieces covering the stroke of one polyline.
    private mutating func addStroke(of points: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle) {
        guard let first = points.first else { return }
        guard points.count > 1 else {
            // A lone point has no direction: only round and square caps draw it (as Core Graphics).
            if style.lineCap == .round { addEllipse(in: CGRect(x: first.x - half, y: first.y - half, width: 2 * half, height: 2 * half)) }
            if style.lineCap == .square { addRect(CGRect(x: first.x - half, y: first.y - half, width: 2 * half, height: 2 * half)) }
            return
        }
        var line = points
        if closed, line.first != line.last { line.append(first) }
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let d = unitVector(b.minus(a))
            return CGPoint(x: -d.y * half, y: d.x * half)
        }
        for i in 0..<(line.count - 1) {
            let a = line[i], b = line[i + 1], n = normal(a, b)
            addPolygon([a.plus(n), b.plus(n), b.minus(n), a.minus(n)])
        }
        // Joins at the inner points, and where a closed line meets itself.
        var corners = Array(1..<(line.count - 1))
        if closed && line.count > 2 { corners.append(0) }
        for i in corners {
            let v = line[i]
            let previous = i == 0 ? line[line.count - 2] : line[i - 1]
            let next = line[i + 1]
            addJoin(at: v, from: normal(previous, v), to: normal(v, next),
                    incoming: unitVector(v.minus(previous)), half: half, style: style)
        }
        if !closed {
            addCap(at: line[0], direction: unitVector(line[0].minus(line[1])), half: half, cap: style.lineCap)
            let last = line.count - 1
            addCap(at: line[last], direction: unitVector(line[last].minus(line[last - 1])), half: half, cap: style.lineCap)
        }
    }

    /// The join at `v` between a piece whose normal is `n1` and the next, whose normal is `n2`.
    private mutating func addJoin(at v: CGPoint, from n1: CGPoint, to n2: CGPoint, incoming: CGPoint, half: CGFloat,
                                  style: StrokeStyle) {
        let turn = n1.x * n2.y - n1.y * n2.x
        // Straight on (or nearly, between the pieces of a flattened curve): the bands already meet.
        guard abs(turn) > 1e-4 * half * half || (n1.x * n2.x + n1.y * n2.y) < 0 else { return }
        switch style.lineJoin {
        case .round:
            addEllipse(in: CGRect(x: v.x - half, y: v.y - half, width: 2 * half, height: 2 * half))
        case .miter, .bevel:
            // The outer side is the one the line turns away from.
            let side: CGFloat = turn > 0 ? -1 : 1
            let p1 = v.plus(n1.times(side)), p2 = v.plus(n2.times(side))
            let cosine = (n1.x * n2.x + n1.y * n2.y) / (half * half)
            // The miter's length over the line width is 1 / sin(φ/2), φ the angle between the pieces.
            let ratio = 1 / max(((1 + cosine) / 2).squareRoot(), 1e-9)
            if style.lineJoin == .miter && ratio <= style.miterLimit {
                let bisector = unitVector(n1.plus(n2).times(side))
                let tip = v.plus(bisector.times(half * ratio))
                addPolygon([v, p1, tip, p2])
            } else {
                addPolygon([v, p1, p2])
            }
        @unknown default:
            addPolygon([v, v.plus(n1), v.plus(n2)])
        }
    }

    /// The cap at an open end `e`, whose outward direction is `direction`.
    private mutating func addCap(at e: CGPoint, direction: CGPoint, half: CGFloat, cap: CGLineCap) {
        switch cap {
        case .round:
            addEllipse(in: CGRect(x: e.x - half, y: e.y - half, width: 2 * half, height: 2 * half))
        case .square:
            let n = CGPoint(x: -direction.y * half, y: direction.x * half), out = direction.times(half)
            addPolygon([e.plus(n), e.plus(n).plus(out), e.minus(n).plus(out), e.minus(n)])
        default:
            break
        }
    }

    /// A closed polygon turning the way `addEllipse` does (positive area with y down), so that under the
    /// non-zero rule overlapping pieces add up instead of cancelling.
    private mutating func addPolygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        addLines(area > 0 ? points : points.reversed())
        closeSubpath()
    }

    /// The polyline cut into dashes by the style's pattern, from its phase.
    private func dashed(_ points: [CGPoint], _ style: StrokeStyle) -> [([CGPoint], Bool)] {
        let pattern = style.dash.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite else { return [(points, false)] }
        // Where in the pattern the line starts.
        var index = 0
        var left = pattern[0]
        var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        while phase > 0 {
            if phase >= left {
                phase -= left
                index = (index + 1) % pattern.count
                left = pattern[index]
            } else {
                left -= phase
                phase = 0
            }
        }
        var pieces: [([CGPoint], Bool)] = []
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        for i in 1..<max(points.count, 1) {
            var a = points[i - 1]
            let b = points[i]
            var remaining = hypot(b.x - a.x, b.y - a.y)
            while remaining > 0 {
                let step = min(left, remaining)
                let t = step / remaining
                let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if index % 2 == 0 { current.append(p) }
                remaining -= step
                left -= step
                a = p
                if left <= 0 {
                    if index % 2 == 0, current.count > 1 { pieces.append((current, false)) }
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                    current = index % 2 == 0 ? [p] : []
                }
            }
        }
        if current.count > 1 { pieces.append((current, false)) }
        return pieces
    }
}
