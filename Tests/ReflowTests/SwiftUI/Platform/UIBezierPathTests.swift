import XCTest
@testable import Reflow

/// `UIBezierPath`, `CGPath` and `Path(_: CGPath)`: the paths iOS files build with UIKit and draw with SwiftUI,
/// checked against the geometry UIKit and Core Graphics document.
final class UIBezierPathTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    func testTwoRoundedCornersAreQuarterCirclesAndTheOthersSquare() {
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                     cornerRadii: CGSize(width: 20, height: 20)).cgPath)
        // The top corners are arcs around (20, 20) and (80, 20) of radius 20: along the diagonal, a point 19.1
        // from the centre is inside and one 20.5 from it is outside (the corner's tip is 28.3 away).
        XCTAssertTrue(path.contains(CGPoint(x: 6.5, y: 6.5)))
        XCTAssertFalse(path.contains(CGPoint(x: 5.5, y: 5.5)))
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 93.5, y: 6.5)))
        XCTAssertFalse(path.contains(CGPoint(x: 94.5, y: 5.5)))
        // The bottom corners are square: their tips are inside.
        XCTAssertTrue(path.contains(CGPoint(x: 0.5, y: 59.5)))
        XCTAssertTrue(path.contains(CGPoint(x: 99.5, y: 59.5)))
        // The arc meets the edges where a circle of radius 20 does: (20, 0) on the top, (0, 20) on the left.
        XCTAssertTrue(path.contains(CGPoint(x: 20.5, y: 0.2)))
        XCTAssertFalse(path.contains(CGPoint(x: 15, y: 0.2)))
        XCTAssertTrue(path.contains(CGPoint(x: 0.2, y: 20.5)))
        XCTAssertEqual(path.boundingRect, rect)
        // The same shape as SwiftUI's uneven rounded rectangle with circular corners of those radii.
        XCTAssertEqual(path, Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 20, topTrailing: 20),
                                  style: .circular))
    }

    func testCornerRadiiAreCircularAndClampedToHalfTheShorterSide() {
        // UIKit rounds with circles of the radii's width: a height of 5 changes nothing.
        let flat = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners,
                                     cornerRadii: CGSize(width: 20, height: 5)).cgPath)
        XCTAssertFalse(flat.contains(CGPoint(x: 5.5, y: 5.5)))
        XCTAssertTrue(flat.contains(CGPoint(x: 6.5, y: 6.5)))
        XCTAssertFalse(flat.contains(CGPoint(x: 5.5, y: 54.5)), "the bottom-left corner is rounded too")
        // 100 is clamped to 30, half the height: corners around (30, 30), so (3, 10), 33.6 away, is outside and
        // (10, 30), 20 away, inside; a 50-radius corner (half the width) would have cut (10, 30) off.
        let huge = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .topLeft,
                                     cornerRadii: CGSize(width: 100, height: 100)).cgPath)
        XCTAssertFalse(huge.contains(CGPoint(x: 3, y: 10)))
        XCTAssertTrue(huge.contains(CGPoint(x: 10, y: 30)))
        XCTAssertTrue(huge.contains(CGPoint(x: 99.5, y: 0.5)), "the top-right corner stays square")
        // An infinite radius is clamped the same way (UIKit clamps it; SwiftUI's shapes draw it square).
        let infinite = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .topLeft,
                                         cornerRadii: CGSize(width: CGFloat.infinity, height: .infinity)).cgPath)
        XCTAssertEqual(infinite, huge)
        XCTAssertEqual(Path(UIBezierPath(roundedRect: rect, cornerRadius: .infinity).cgPath),
                       Path(UIBezierPath(roundedRect: rect, cornerRadius: 30).cgPath))
        // A NaN radius is no rounding: the corners' tips are inside.
        let square = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners,
                                       cornerRadii: CGSize(width: CGFloat.nan, height: 0)).cgPath)
        XCTAssertTrue(square.contains(CGPoint(x: 0.5, y: 0.5)))
        XCTAssertEqual(square.boundingRect, rect)
    }

    func testLinesAndCloseGiveTheirBounds() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 10, y: 20))
        triangle.addLine(to: CGPoint(x: 110, y: 20))
        triangle.addLine(to: CGPoint(x: 60, y: 80))
        triangle.close()
        XCTAssertEqual(triangle.bounds, CGRect(x: 10, y: 20, width: 100, height: 60))
        XCTAssertTrue(Path(triangle.cgPath).contains(CGPoint(x: 60, y: 40)))
        XCTAssertFalse(Path(triangle.cgPath).contains(CGPoint(x: 20, y: 70)))
        triangle.apply(CGAffineTransform(translationX: -10, y: 5))
        XCTAssertEqual(triangle.bounds, CGRect(x: 0, y: 25, width: 100, height: 60))
        triangle.append(UIBezierPath(rect: CGRect(x: 200, y: 0, width: 10, height: 10)))
        XCTAssertEqual(triangle.bounds, CGRect(x: 0, y: 0, width: 210, height: 85))
        XCTAssertEqual(UIBezierPath().bounds, .null)
    }

    func testBoundsHoldTheControlPointsAndBoundingBoxOfPathDoesNot() {
        // A cubic from (0, 0) to (100, 0) with both controls 50 above: it peaks at t = ½, 3/4 × 50 = 37.5 up.
        let arch = UIBezierPath()
        arch.move(to: .zero)
        arch.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 25, y: -50),
                      controlPoint2: CGPoint(x: 75, y: -50))
        XCTAssertEqual(arch.bounds, CGRect(x: 0, y: -50, width: 100, height: 50))
        XCTAssertEqual(arch.cgPath.boundingBoxOfPath.minY, -37.5, accuracy: 1e-9)
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 40))
        XCTAssertEqual(quad.bounds, CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    func testArcsTurnClockwiseOnScreenWhenToldClockwise() {
        // From 0 (pointing right) to π/2 (pointing down): clockwise on screen is the short quarter, through the
        // lower right; the other way round is three quarters and reaches the top and the left.
        let quarter = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0,
                                   endAngle: .pi / 2, clockwise: true)
        let box = quarter.cgPath.boundingBoxOfPath
        XCTAssertEqual(box.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 50, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 60, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, 60, accuracy: 1e-9)
        let threeQuarters = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0,
                                         endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(threeQuarters.cgPath.boundingBoxOfPath.minX, 40, accuracy: 1e-9)
        XCTAssertEqual(threeQuarters.cgPath.boundingBoxOfPath.minY, 40, accuracy: 1e-9)
        // Core Graphics' own `clockwise` is meant in y-up space: the opposite on screen.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(cg.boundingBoxOfPath.minX, 50, accuracy: 1e-9)
    }

    func testOvalsRectanglesAndCoreGraphicsPathsMatchSwiftUIs() {
        let oval = CGRect(x: 10, y: 10, width: 80, height: 40)
        XCTAssertEqual(Path(UIBezierPath(ovalIn: oval).cgPath), Path(ellipseIn: oval))
        XCTAssertEqual(Path(UIBezierPath(rect: oval).cgPath), Path(oval))
        XCTAssertEqual(Path(CGPath(rect: oval, transform: nil)), Path(oval))
        var shift = CGAffineTransform(translationX: 5, y: 0)
        XCTAssertEqual(CGPath(ellipseIn: oval, transform: &shift).boundingBoxOfPath.minX, 15, accuracy: 1e-9)
        XCTAssertEqual(Path(Path(oval).cgPath), Path(oval))
        XCTAssertEqual(UIBezierPath(cgPath: Path(oval).cgPath).bounds, oval)
    }

    func testAShapeBuiltFromAUIBezierPathDrawsInAView() {
        struct TopRounded: Shape {
            func path(in rect: CGRect) -> Path {
                Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                  cornerRadii: CGSize(width: 20, height: 20)).cgPath)
            }
        }
        let host = ViewHost(rootView: TopRounded().fill(Color.red).frame(width: 100, height: 60).id("card"),
                            size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.frame(of: "card"), CGRect(x: 100, y: 70, width: 100, height: 60))
        let fills = host.displayList.items.compactMap { item -> (Path, CGRect)? in
            if case let .fill(.path(path), frame, color) = item, color == .red { return (path, frame) }
            return nil
        }
        XCTAssertEqual(fills.count, 1)
        XCTAssertEqual(fills.first?.1, CGRect(x: 100, y: 70, width: 100, height: 60))
        XCTAssertEqual(fills.first?.0.boundingRect.size, CGSize(width: 100, height: 60))
    }
}
