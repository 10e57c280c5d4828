import Foundation
import XCTest
@testable import Reflow
@testable import ReflowX11

/// The renderer's geometry, without a display: outlines checked against the curves they flatten (the ellipse
/// equation, circles about corner centres), and pixel rounding against layout rules §8.2.
final class ShapeOutlineTests: XCTestCase {
    private func outline(_ shape: ShapeOutline.Resolved, _ rect: CGRect) -> [CGPoint] {
        var points: [CGPoint] = []
        ShapeOutline.appendOutline(of: shape, in: rect, to: &points)
        return points
    }

    /// Twice the signed area (shoelace); positive for clockwise on screen (y down).
    private func signedArea(_ points: [CGPoint]) -> Double {
        var sum = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    private func assertConvex(_ points: [CGPoint], file: StaticString = #filePath, line: UInt = #line) {
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count], c = points[(i + 2) % points.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            XCTAssertGreaterThanOrEqual(cross, -1e-9, "turns the wrong way at \(b)", file: file, line: line)
        }
    }

    private func bounds(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: Flattening

    func testArcSegmentsKeepChordsWithinTolerance() {
        for radius in [0.5, 1, 3, 10, 37.5, 100, 640, 5000] {
            let segments = ShapeOutline.segmentsPerQuarter(radius: radius)
            let angle = Double.pi / 2 / Double(segments)
            let sagitta = radius * (1 - cos(angle / 2))
            XCTAssertLessThanOrEqual(sagitta, ShapeOutline.tolerance + 1e-12, "radius \(radius)")
        }
        XCTAssertLessThan(ShapeOutline.segmentsPerQuarter(radius: 10), ShapeOutline.segmentsPerQuarter(radius: 100))
        XCTAssertEqual(ShapeOutline.segmentsPerQuarter(radius: 1e9), ShapeOutline.maximumSegmentsPerQuarter)
    }

    // MARK: Pixel rounding (layout rules §8.2: origin and far corner separately, halves up)

    func testPixelFramesRoundBothCornersHalvesUp() {
        let frame = CGRect(x: 10.5, y: 20.25, width: 20, height: 10.5)
        XCTAssertEqual(ShapeOutline.pixelFrame(frame, scale: 1), CGRect(x: 11, y: 20, width: 20, height: 11))
        // Rounded in pixels, not in points: at 2× the same frame lands on whole pixels or rounds there.
        XCTAssertEqual(ShapeOutline.pixelFrame(frame, scale: 2), CGRect(x: 21, y: 41, width: 40, height: 21))
        XCTAssertEqual(ShapeOutline.pixelFrame(CGRect(x: -0.5, y: -1.5, width: 1, height: 1), scale: 1),
                       CGRect(x: 0, y: -1, width: 1, height: 1))
    }

    func testCircleTakesTheCentredSquare() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        XCTAssertEqual(ShapeOutline.shapeFrame(.circle, frame), CGRect(x: 30, y: 0, width: 40, height: 40))
        XCTAssertEqual(ShapeOutline.shapeFrame(.ellipse, frame), frame)
    }

    // MARK: Fills

    func testRectangleIsItsFrame() {
        let rect = CGRect(x: 3, y: 4, width: 10, height: 20)
        let points = outline(.rectangle, rect)
        XCTAssertEqual(points.count, 4)
        XCTAssertEqual(bounds(points), rect)
        XCTAssertEqual(signedArea(points), 200, accuracy: 1e-9)
    }

    func testEllipsePointsSatisfyTheEllipseEquation() {
        let rect = CGRect(x: 10, y: 20, width: 120, height: 50)
        let points = outline(.ellipse, rect)
        let a = 60.0, b = 25.0, cx = 70.0, cy = 45.0
        for p in points {
            let value = pow((p.x - cx) / a, 2) + pow((p.y - cy) / b, 2)
            XCTAssertEqual(value, 1, accuracy: 1e-12, "\(p)")
        }
        XCTAssertEqual(points.count % 4, 0)
        XCTAssertEqual(bounds(points), rect, "the extreme points touch the frame")
        assertConvex(points)
        XCTAssertGreaterThan(signedArea(points), 0, "clockwise on screen")
        // Each chord cuts off at most `tolerance` of the curve along its length.
        XCTAssertEqual(signedArea(points), Double.pi * a * b, accuracy: 2 * Double.pi * a * ShapeOutline.tolerance)
        XCTAssertLessThan(signedArea(points), Double.pi * a * b, "chords lie inside the curve")
    }

    func testRoundedRectanglePointsLieOnEdgesOrCornerArcs() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let radius = 12.0
        let points = outline(.roundedRectangle(radius: radius), rect)
        let centres = [CGPoint(x: 12, y: 12), CGPoint(x: 88, y: 12), CGPoint(x: 88, y: 48), CGPoint(x: 12, y: 48)]
        for p in points {
            let onStraightEdge = (p.x == 0 || p.x == 100) && (12...48).contains(p.y)
                || (p.y == 0 || p.y == 60) && (12...88).contains(p.x)
            let onArc = centres.contains { c in
                abs(hypot(p.x - c.x, p.y - c.y) - radius) < 1e-9
                    && (p.x <= 12 || p.x >= 88) && (p.y <= 12 || p.y >= 48)
            }
            XCTAssertTrue(onStraightEdge || onArc, "\(p) is on neither an edge nor a corner arc")
        }
        XCTAssertEqual(bounds(points), rect)
        // The tangent points where each arc meets the straight edges are vertices.
        for tangent in [CGPoint(x: 12, y: 0), CGPoint(x: 88, y: 0), CGPoint(x: 100, y: 12), CGPoint(x: 100, y: 48),
                        CGPoint(x: 88, y: 60), CGPoint(x: 12, y: 60), CGPoint(x: 0, y: 48), CGPoint(x: 0, y: 12)] {
            XCTAssertTrue(points.contains { hypot($0.x - tangent.x, $0.y - tangent.y) < 1e-9 }, "\(tangent)")
        }
        assertConvex(points)
        let exactArea = 100 * 60 - (4 - Double.pi) * radius * radius
        XCTAssertEqual(signedArea(points), exactArea, accuracy: 2 * Double.pi * radius * ShapeOutline.tolerance)
    }

    func testCornerRadiusIsClampedToHalfTheShorterSide() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertEqual(ShapeOutline.resolve(.roundedRectangle(cornerRadius: 100), in: rect, scale: 1),
                       .roundedRectangle(radius: 10))
        XCTAssertEqual(ShapeOutline.resolve(.roundedRectangle(cornerRadius: 4), in: rect, scale: 2),
                       .roundedRectangle(radius: 8), "radii scale to pixels")
        XCTAssertEqual(ShapeOutline.resolve(.roundedRectangle(cornerRadius: 0), in: rect, scale: 1), .rectangle)
    }

    func testCapsuleRadiusIsHalfTheShortSide() {
        let wide = CGRect(x: 0, y: 0, width: 100, height: 40)
        XCTAssertEqual(ShapeOutline.resolve(.capsule, in: wide, scale: 3), .roundedRectangle(radius: 20))
        let tall = CGRect(x: 0, y: 0, width: 30, height: 90)
        XCTAssertEqual(ShapeOutline.resolve(.capsule, in: tall, scale: 1), .roundedRectangle(radius: 15))

        let points = outline(ShapeOutline.resolve(.capsule, in: wide, scale: 1), wide)
        // The ends are semicircles about (20, 20) and (80, 20).
        for p in points where p.x < 20 || p.x > 80 {
            let centre = p.x < 20 ? CGPoint(x: 20, y: 20) : CGPoint(x: 80, y: 20)
            XCTAssertEqual(hypot(p.x - centre.x, p.y - centre.y), 20, accuracy: 1e-9)
        }
        XCTAssertEqual(bounds(points), wide)
    }

    // MARK: Strokes

    func testStrokeFramesOffsetHalfTheLineEachWay() {
        let frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        let (outer, inner) = ShapeOutline.strokeFrames(frame, lineWidth: 4, scale: 1)
        XCTAssertEqual(outer, CGRect(x: 8, y: 8, width: 104, height: 54))
        XCTAssertEqual(inner, CGRect(x: 12, y: 12, width: 96, height: 46))
        // A 1-point line along half-pixel positions: its two edges round to whole pixels separately, so it stays
        // one pixel wide and crisp instead of smearing over two.
        let (outer1, inner1) = ShapeOutline.strokeFrames(CGRect(x: 0.5, y: 0.5, width: 10, height: 10), lineWidth: 1,
                                                         scale: 1)
        XCTAssertEqual(outer1, CGRect(x: 0, y: 0, width: 11, height: 11))
        XCTAssertEqual(inner1, CGRect(x: 1, y: 1, width: 9, height: 9))
        // A hairline keeps its width: the outer edge snaps to the grid, the inner edge lies half a pixel in.
        let (outerHairline, innerHairline) = ShapeOutline.strokeFrames(CGRect(x: 10, y: 10, width: 50, height: 50),
                                                                       lineWidth: 0.5, scale: 1)
        XCTAssertEqual(outerHairline, CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertEqual(innerHairline, CGRect(x: 10.5, y: 10.5, width: 49, height: 49))
        // At 2× the line is twice as many pixels wide.
        XCTAssertEqual(ShapeOutline.strokeFrames(frame, lineWidth: 4, scale: 2).inner,
                       CGRect(x: 24, y: 24, width: 192, height: 92))
        // A line as wide as the shape leaves no hole.
        XCTAssertEqual(ShapeOutline.strokeFrames(CGRect(x: 0, y: 0, width: 6, height: 20), lineWidth: 6, scale: 1).inner,
                       .zero)
    }

    private func stroke(_ shape: ShapeGeometry, _ frame: CGRect, lineWidth: Double, scale: Double = 1)
        -> (outer: [CGPoint], inner: [CGPoint]) {
        let (outerFrame, innerFrame) = ShapeOutline.strokeFrames(frame, lineWidth: lineWidth, scale: scale)
        let centre = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale,
                            height: frame.height * scale)
        var outer: [CGPoint] = [], inner: [CGPoint] = []
        ShapeOutline.appendStroke(of: shape, centre: centre, scale: scale, outerFrame: outerFrame,
                                  innerFrame: innerFrame, outer: &outer, inner: &inner)
        return (outer, inner)
    }

    func testCircleStrokeRingIsHalfTheLineEachSideOfTheCircle() {
        let ring = stroke(.ellipse, CGRect(x: 20, y: 20, width: 60, height: 60), lineWidth: 4)
        for p in ring.outer { XCTAssertEqual(hypot(p.x - 50, p.y - 50), 32, accuracy: 1e-9) }
        for p in ring.inner { XCTAssertEqual(hypot(p.x - 50, p.y - 50), 28, accuracy: 1e-9) }
        assertConvex(ring.outer)
        assertConvex(ring.inner)
    }

    func testEllipseStrokeEdgesAreOffsetAlongTheNormal() {
        // Each edge point, moved back half the line along the normal, lies on the centre-line ellipse.
        let ring = stroke(.ellipse, CGRect(x: 0, y: 0, width: 200, height: 80), lineWidth: 6)
        let a = 100.0, b = 40.0, cx = 100.0, cy = 40.0
        func distanceToEllipse(_ p: CGPoint) -> Double {
            // Nearest point by dense sampling: the offset curve is at distance 3 from the ellipse.
            var best = Double.infinity
            for k in 0..<20000 {
                let t = Double(k) / 20000 * 2 * Double.pi
                best = min(best, hypot(p.x - (cx + a * cos(t)), p.y - (cy + b * sin(t))))
            }
            return best
        }
        for p in ring.outer.enumerated().filter({ $0.offset % 17 == 0 }).map(\.element) {
            XCTAssertEqual(distanceToEllipse(p), 3, accuracy: 0.01, "outer \(p)")
        }
        for p in ring.inner.enumerated().filter({ $0.offset % 17 == 0 }).map(\.element) {
            XCTAssertEqual(distanceToEllipse(p), 3, accuracy: 0.01, "inner \(p)")
        }
        XCTAssertEqual(bounds(ring.outer), CGRect(x: -3, y: -3, width: 206, height: 86))
        XCTAssertEqual(bounds(ring.inner), CGRect(x: 3, y: 3, width: 194, height: 74))
        assertConvex(ring.outer)
        assertConvex(ring.inner)
    }

    func testRoundedRectangleStrokeGrowsAndShrinksTheCornerRadius() {
        let ring = stroke(.roundedRectangle(cornerRadius: 10), CGRect(x: 0, y: 0, width: 100, height: 60), lineWidth: 4)
        // Outer corners: radius 12 about (10, 10); inner: radius 8 about the same centre.
        for p in ring.outer where p.x < 10 && p.y < 10 { XCTAssertEqual(hypot(p.x - 10, p.y - 10), 12, accuracy: 1e-9) }
        for p in ring.inner where p.x < 10 && p.y < 10 { XCTAssertEqual(hypot(p.x - 10, p.y - 10), 8, accuracy: 1e-9) }
        XCTAssertEqual(bounds(ring.outer), CGRect(x: -2, y: -2, width: 104, height: 64))
        XCTAssertEqual(bounds(ring.inner), CGRect(x: 2, y: 2, width: 96, height: 56))
        // A line thicker than the corner leaves the inner corner square.
        let thick = stroke(.roundedRectangle(cornerRadius: 2), CGRect(x: 0, y: 0, width: 100, height: 60), lineWidth: 8)
        XCTAssertEqual(thick.inner.count, 4)
    }

    func testCapsuleStrokeEdgesAreCapsules() {
        let ring = stroke(.capsule, CGRect(x: 0, y: 0, width: 100, height: 40), lineWidth: 4)
        for p in ring.outer where p.x < 20 { XCTAssertEqual(hypot(p.x - 20, p.y - 20), 22, accuracy: 1e-9) }
        for p in ring.inner where p.x < 20 { XCTAssertEqual(hypot(p.x - 20, p.y - 20), 18, accuracy: 1e-9) }
    }

    func testLineWiderThanTheShapeFillsItsOuterEdge() {
        let ring = stroke(.ellipse, CGRect(x: 0, y: 0, width: 10, height: 10), lineWidth: 12)
        XCTAssertTrue(ring.inner.isEmpty)
        XCTAssertEqual(bounds(ring.outer), CGRect(x: -6, y: -6, width: 22, height: 22))
    }

    // MARK: Clipping

    func testClippingKeepsTheVisiblePart() {
        var points = outline(.rectangle, CGRect(x: -100_000, y: 10, width: 200_000, height: 20))
        var scratch: [CGPoint] = []
        ShapeOutline.clip(&points, to: CGRect(x: -2, y: -2, width: 104, height: 104), scratch: &scratch)
        XCTAssertEqual(bounds(points), CGRect(x: -2, y: 10, width: 104, height: 20))
        XCTAssertEqual(abs(signedArea(points)), 104 * 20, accuracy: 1e-6)

        var circle = outline(.ellipse, CGRect(x: -50_000, y: -50_000, width: 100_000, height: 100_000))
        ShapeOutline.clip(&circle, to: CGRect(x: 0, y: 0, width: 100, height: 100), scratch: &scratch)
        XCTAssertEqual(abs(signedArea(circle)), 100 * 100, accuracy: 1e-6, "the box lies inside the huge circle")
    }
}
