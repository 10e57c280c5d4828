import XCTest
@testable import Reflow

/// `Angle` and `CGAffineTransform`, checked against trigonometry and matrix algebra worked by hand.
final class GeometryTests: XCTestCase {
    private func assertClose(_ a: CGPoint, _ b: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-9, file: file, line: line)
    }

    func testAngleUnits() {
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-15)
        XCTAssertEqual(Angle.radians(.pi / 2).degrees, 90, accuracy: 1e-12)
        var angle = Angle(degrees: 30)
        angle.degrees = 45
        XCTAssertEqual(angle.radians, .pi / 4, accuracy: 1e-15)
        XCTAssertEqual(Angle.zero, Angle())
        XCTAssertEqual(Angle(), Angle(radians: 0))
    }

    func testAngleArithmeticAndOrder() {
        // What a radial layout does: a full turn divided among 8 views, the third one's angle.
        let step = Angle.degrees(360) / 8
        XCTAssertEqual((step * 3).degrees, 135, accuracy: 1e-12)
        XCTAssertEqual((3 * step).degrees, 135, accuracy: 1e-12)
        XCTAssertEqual((Angle.degrees(90) + .degrees(45) - .degrees(15)).degrees, 120, accuracy: 1e-12)
        XCTAssertEqual((-Angle.degrees(30)).degrees, -30, accuracy: 1e-12)
        var sum = Angle.degrees(10)
        sum += .degrees(20)
        sum *= 2
        sum /= 3
        XCTAssertEqual(sum.degrees, 20, accuracy: 1e-12)
        XCTAssertLessThan(Angle.degrees(10), .degrees(20))
        XCTAssertEqual([Angle.degrees(30), .degrees(-5), .degrees(12)].max(), .degrees(30))
    }

    func testAngleAnimatesThroughItsRadians() {
        var angle = Angle.degrees(90)
        XCTAssertEqual(angle.animatableData, .pi / 2, accuracy: 1e-15)
        angle.animatableData = .pi
        XCTAssertEqual(angle.degrees, 180, accuracy: 1e-12)
        XCTAssertEqual(Angle.degrees(90).scaled(by: 0.5).degrees, 45, accuracy: 1e-12)
    }

    func testRotationTurnsXTowardsY() {
        // A quarter turn maps (1, 0) to (0, 1): on a screen, whose y axis points down, clockwise.
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        assertClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1))
        assertClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0))
        // A radial layout's usual move: a point on a circle of radius 100 at 60°.
        let point = CGPoint(x: 100, y: 0).applying(CGAffineTransform(rotationAngle: Angle.degrees(60).radians))
        assertClose(point, CGPoint(x: 50, y: 100 * 3.0.squareRoot() / 2))
    }

    func testConcatenationAppliesTheFirstTransformFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3), move = CGAffineTransform(translationX: 10, y: 20)
        // Scaled then moved: (1, 1) → (2, 3) → (12, 23); moved then scaled: (11, 21) → (22, 63).
        assertClose(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 23))
        assertClose(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 63))
        // translatedBy/scaledBy/rotated put the new step first, as Core Graphics does.
        assertClose(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)), CGPoint(x: 12, y: 23))
        assertClose(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 20)), CGPoint(x: 22, y: 63))
        assertClose(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 21))
    }

    func testInversionUndoes() {
        let t = CGAffineTransform(rotationAngle: 0.7).concatenating(CGAffineTransform(scaleX: 2, y: 0.5))
            .concatenating(CGAffineTransform(translationX: -3, y: 8))
        let point = CGPoint(x: 4.5, y: -2)
        assertClose(point.applying(t).applying(t.inverted()), point)
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(t.isIdentity)
        // A transform that flattens everything onto a line cannot be undone: Core Graphics returns it as it is.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat)
    }

    func testSizesIgnoreTranslationAndRectanglesBoundTheirCorners() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(t), CGSize(width: 6, height: -4))
        // A 10×20 rectangle turned a quarter: its corners span 20 wide and 10 tall.
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned.width, 20, accuracy: 1e-9)
        XCTAssertEqual(turned.height, 10, accuracy: 1e-9)
        XCTAssertEqual(turned.minX, -20, accuracy: 1e-9)
        XCTAssertEqual(turned.minY, 0, accuracy: 1e-9)
    }
}
