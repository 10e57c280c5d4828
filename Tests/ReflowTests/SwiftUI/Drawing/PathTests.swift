import XCTest
@testable import Reflow

/// `Path`'s geometry: arcs, rounded rectangles, hit testing, trimming, bounds and transforms. Expected values
/// are worked out by hand in the comments, from circle and rectangle geometry.
final class PathTests: XCTestCase {
    let accuracy: CGFloat = 1e-9

    private func assertPoint(_ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, "x of \(p)", file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, "y of \(p)", file: file, line: line)
    }

    private func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, accuracy: CGFloat = 1e-9,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.minX, x, accuracy: accuracy, "x of \(r)", file: file, line: line)
        XCTAssertEqual(r.minY, y, accuracy: accuracy, "y of \(r)", file: file, line: line)
        XCTAssertEqual(r.width, w, accuracy: accuracy, "width of \(r)", file: file, line: line)
        XCTAssertEqual(r.height, h, accuracy: accuracy, "height of \(r)", file: file, line: line)
    }

    private func curves(_ path: Path) -> [(CGPoint, CGPoint, CGPoint)] {
        path.elements.compactMap { if case let .curve(p, c1, c2) = $0 { return (c1, c2, p) } else { return nil } }
    }

    /// The point at t = ½ of a cubic: (p0 + 3c1 + 3c2 + p3) / 8.
    private func middle(from p0: CGPoint, _ c: (CGPoint, CGPoint, CGPoint)) -> CGPoint {
        CGPoint(x: (p0.x + 3 * c.0.x + 3 * c.1.x + c.2.x) / 8, y: (p0.y + 3 * c.0.y + 3 * c.1.y + c.2.y) / 8)
    }

    // MARK: Arcs

    func testAQuarterArcNotClockwiseTurnsClockwiseOnScreenThroughTheBottomRight() {
        // clockwise: false increases the angle; with y down, 0° → 90° runs from the right (10, 0) to the bottom
        // (0, 10): a quarter, one cubic, whose middle is the 45° point (r/√2, r/√2) to within the cubic's error
        // (0.03 % of r).
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 10, y: 0)))
        let arcs = curves(path)
        XCTAssertEqual(arcs.count, 1)
        assertPoint(path.currentPoint, 0, 10)
        assertPoint(middle(from: CGPoint(x: 10, y: 0), arcs[0]), 10 / 2.0.squareRoot(), 10 / 2.0.squareRoot(), accuracy: 0.003)
    }

    func testAClockwiseArcTurnsCounterclockwiseOnScreenTheLongWayRound() {
        // clockwise: true decreases the angle: 0° → 90° is 0°, −90° (the top, (0, −10)), −180°, −270° = 90°:
        // three quarters, three cubics, covering the top, the left and the bottom of the circle; with the start
        // (10, 0) the bounds are the whole circle's.
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        let arcs = curves(path)
        XCTAssertEqual(arcs.count, 3)
        assertPoint(arcs[0].2, 0, -10)
        assertPoint(arcs[1].2, -10, 0)
        assertPoint(arcs[2].2, 0, 10)
        assertRect(path.boundingRect, -10, -10, 20, 20)
    }

    func testASemicircleClockwiseFromZeroTo180IsTheUpperHalfOnScreen() {
        // The documented surprise: clockwise from 3 o'clock to 9 o'clock draws the upper half on screen.
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(180), clockwise: true)
        let bounds = path.boundingRect
        assertRect(bounds, 30, 30, 40, 20)
    }

    func testARelativeArcTurnsByItsDelta() {
        // From 0° by +180°: through the bottom (0, 10) to the left (−10, 0); two cubics.
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(180))
        let arcs = curves(path)
        XCTAssertEqual(arcs.count, 2)
        assertPoint(arcs[0].2, 0, 10)
        assertPoint(arcs[1].2, -10, 0)
    }

    func testAnArcAfterAPointIsJoinedByALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        guard case .line(let start) = path.elements[1] else { return XCTFail("\(path)") }
        assertPoint(start, 15, 0)
        // 180° → 360° increasing: through 270°, the top (20, −5).
        assertPoint(curves(path)[0].2, 20, -5)
        assertPoint(path.currentPoint, 25, 0)
    }

    func testATangentArcRoundsTheCornerBetweenItsTwoLines() {
        // From (0, 0) towards the corner (10, 0) and on to (10, 10), radius 5: the circle touching both lines
        // has its centre at (5, 5), so the line stops at (5, 0) and the arc ends at (10, 5); its middle is the
        // 45° point (5 + 5/√2, 5 − 5/√2).
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        guard case .line(let start) = path.elements[1] else { return XCTFail("\(path)") }
        assertPoint(start, 5, 0)
        let arcs = curves(path)
        XCTAssertEqual(arcs.count, 1)
        assertPoint(arcs[0].2, 10, 5, accuracy: 1e-9)
        let h = 5 / 2.0.squareRoot()
        assertPoint(middle(from: CGPoint(x: 5, y: 0), arcs[0]), 5 + h, 5 - h, accuracy: 0.002)
    }

    func testATangentArcAlongOneLineIsALineToTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        XCTAssertEqual(path.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    func testAddLinesStartsASubpathAndLinesThroughThePoints() {
        var path = Path()
        path.addLines([CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 0)])
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
                                       .line(to: CGPoint(x: 5, y: 0))])
    }

    // MARK: Ellipses and rounded rectangles

    func testAnEllipsesExtremePointsAreItsFramesEdgeMiddles() {
        // The ellipse in (0, 0, 100, 50) reaches x = 0 and 100 at y = 25, and y = 0 and 50 at x = 50; its
        // tight bounds are the frame.
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        let ends = curves(path).map(\.2)
        XCTAssertEqual(ends, [CGPoint(x: 50, y: 50), CGPoint(x: 0, y: 25), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 25)])
        assertRect(path.boundingRect, 0, 0, 100, 50)
    }

    func testCircularCornersAreQuarterCirclesMeetingTheEdges() {
        // Radius 10 in (0, 0, 100, 60): the top edge runs from x = 10 to 90; the top-right corner goes from
        // (90, 0) to (100, 10) around (90, 10), its middle at (90 + 10/√2, 10 − 10/√2).
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .circular)
        XCTAssertTrue(path.elements.contains(.line(to: CGPoint(x: 90, y: 0))), "\(path)")
        // From the middle of the right edge, down: the corners come bottom-right, bottom-left, top-left, top-right.
        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 100, y: 30)))
        let corner = curves(path)[3]
        assertPoint(corner.2, 100, 10)
        let h = 10 / 2.0.squareRoot()
        assertPoint(middle(from: CGPoint(x: 90, y: 0), corner), 90 + h, 10 - h, accuracy: 0.003)
        // (2, 2) is 11.3 from the top-left corner's centre (10, 10): outside; (5, 5) is 7.1 from it: inside.
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        assertRect(path.boundingRect, 0, 0, 100, 60)
    }

    func testARadiusLargerThanHalfTheSideIsClampedToIt() {
        // A radius of 100 on a 40-high rectangle is 20: the corners meet in the middle of the short sides.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 100, style: .circular)
        assertRect(path.boundingRect, 0, 0, 100, 40)
        XCTAssertTrue(path.elements.contains(.line(to: CGPoint(x: 80, y: 0))), "\(path)")
    }

    func testContinuousCornersStartEarlierStayInsideTheCircularCornerAndAreTangentToTheEdges() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let r: CGFloat = 20
        let path = Path(roundedRect: rect, cornerRadius: r, style: .continuous)
        // Starts curving earlier: the top edge's straight part ends before x = 200 − r, at 1.528665 r from the
        // corner (the extent of Apple's continuous corner).
        guard case let .line(edgeEnd)? = path.elements.first(where: { if case .line(let p) = $0 { return p.y == 0 } else { return false } })
        else { return XCTFail("no top edge in \(path)") }
        XCTAssertEqual(edgeEnd.x, 200 - 1.528665 * r, accuracy: 1e-6)
        XCTAssertLessThan(edgeEnd.x, 200 - r)
        // Tangent to the edges: every curve that starts on an edge has its first control on that edge's line,
        // and every curve that ends on an edge its second.
        var previous = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): previous = p
            case let .curve(p, c1, c2):
                for (end, control) in [(previous, c1), (p, c2)] {
                    if end.y == rect.minY || end.y == rect.maxY { XCTAssertEqual(control.y, end.y, accuracy: 1e-9) }
                    if end.x == rect.minX || end.x == rect.maxX { XCTAssertEqual(control.x, end.x, accuracy: 1e-9) }
                }
                previous = p
            default: break
            }
        }
        // Inside the circular corner: every point of the top-right corner region lies no farther from the
        // circular corner's centre (180, 20) than r (and within the frame).
        // Every curve sampled finely: 1,000 points each.
        var outline: [CGPoint] = []
        for subpath in path.subpaths {
            for segment in subpath.segments { outline += (0...1000).map { segment.point(at: CGFloat($0) / 1000) } }
        }
        for p in outline where p.x > 180 && p.y < 20 {
            XCTAssertLessThanOrEqual(hypot(p.x - 180, p.y - 20), r + 1e-6, "\(p)")
        }
        for p in outline {
            XCTAssertTrue(rect.insetBy(dx: -1e-9, dy: -1e-9).contains(p), "\(p)")
        }
        // And it touches the circular corner at 45°: the point (180 + r/√2, 20 − r/√2) is on it.
        let diagonal = CGPoint(x: 180 + r / 2.0.squareRoot(), y: 20 - r / 2.0.squareRoot())
        XCTAssertLessThan(outline.map { hypot($0.x - diagonal.x, $0.y - diagonal.y) }.min()!, 0.05)
    }

    func testUnevenRadiiRoundOnlyTheirCorners() {
        // Top-left 10 and bottom-right 30 in a 100 square; the others square.
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                        cornerRadii: RectangleCornerRadii(topLeading: 10, bottomTrailing: 30), style: .circular)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))   // 12.7 from (10, 10) > 10
        XCTAssertTrue(path.contains(CGPoint(x: 98, y: 2)))   // square top-right corner
        XCTAssertTrue(path.contains(CGPoint(x: 2, y: 98)))   // square bottom-left corner
        XCTAssertFalse(path.contains(CGPoint(x: 95, y: 95))) // 35.4 from (70, 70) > 30
        XCTAssertTrue(path.contains(CGPoint(x: 85, y: 85)))  // 21.2 from (70, 70) < 30
    }

    // MARK: Hit testing, trimming, bounds

    func testContainsByTheNonZeroAndTheEvenOddRules() {
        // A 10 square with a 4 square hole, both drawn the same way round: the hole has winding number 2,
        // inside by the non-zero rule and outside by the even-odd rule.
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5), eoFill: true))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 1), eoFill: true))
        XCTAssertFalse(path.contains(CGPoint(x: 11, y: 5)))
        XCTAssertTrue(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 9.9)))
        XCTAssertFalse(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 9, y: 9)))
    }

    func testHalfASquaresPerimeterEndsAtTheOppositeCorner() {
        // The square (0, 0, 10, 10) runs (0,0) → (10,0) → (10,10) → (0,10) → back: 40 long. Its first half,
        // 20, ends at (10, 10); the middle half, 10 to 30, runs from (10, 0) to (0, 10).
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(half.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        XCTAssertEqual(half.length, 20, accuracy: accuracy)
        let middle = square.trimmedPath(from: 0.25, to: 0.75)
        assertPoint(middle.elements.first.flatMap { if case .move(let p) = $0 { return p } else { return nil } }, 10, 0)
        assertPoint(middle.currentPoint, 0, 10)
        XCTAssertEqual(middle.length, 20, accuracy: accuracy)
        XCTAssertTrue(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        XCTAssertEqual(square.trimmedPath(from: 0, to: 1), square)
    }

    func testTrimmingACircleMeasuresAlongTheCurve() {
        // A circle of radius 10 is 20π long; a quarter of it, from its start at 3 o'clock, ends at 6 o'clock
        // (clockwise on screen) and is 5π long.
        let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
        XCTAssertEqual(circle.length, 20 * .pi, accuracy: 0.01)
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        assertPoint(quarter.currentPoint, 0, 10, accuracy: 0.01)
        XCTAssertEqual(quarter.length, 5 * .pi, accuracy: 0.01)
        // From 0.125 to 0.375: from 45° to 135°, the bottom arc's middle through (0, 10).
        let piece = circle.trimmedPath(from: 0.125, to: 0.375)
        assertRect(piece.boundingRect, -10 / 2.0.squareRoot(), 10 / 2.0.squareRoot(), 20 / 2.0.squareRoot(),
                   10 - 10 / 2.0.squareRoot(), accuracy: 0.02)
    }

    func testBoundingRectIsTightAroundCurves() {
        // A cubic from (0,0) to (10,0) with both controls at y = 10 peaks at t = ½: y = 3·10/4 = 7.5, not 10.
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        assertRect(path.boundingRect, 0, 0, 10, 7.5)
        XCTAssertEqual(Path().boundingRect, .null)
    }

    func testDescriptionListsPointsAndLetters() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0.5))
        path.closeSubpath()
        XCTAssertEqual(path.description, "0 0 m 10 0.5 l h")
    }

    // MARK: Stroked outlines

    func testAStrokedLineCoversABandAroundIt() {
        // A line from (0, 0) to (10, 0) stroked 4 wide with butt caps covers (0, −2, 10, 4).
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let band = line.strokedPath(StrokeStyle(lineWidth: 4))
        assertRect(band.boundingRect, 0, -2, 10, 4)
        XCTAssertTrue(band.contains(CGPoint(x: 5, y: 1.9)))
        XCTAssertFalse(band.contains(CGPoint(x: 5, y: 2.1)))
        // Round caps reach 2 past each end.
        assertRect(line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).boundingRect, -2, -2, 14, 4)
        // A square's stroke is a ring: its middle is not covered.
        let ring = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 2))
        XCTAssertFalse(ring.contains(CGPoint(x: 5, y: 5)))
        XCTAssertTrue(ring.contains(CGPoint(x: 0.5, y: 5)))
        // Mitred corners reach the outer corner (−1, −1).
        assertRect(ring.boundingRect, -1, -1, 12, 12)
    }
}
