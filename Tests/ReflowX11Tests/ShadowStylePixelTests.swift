import Foundation
@testable import Reflow
import ReflowX11
import XCTest

/// Shadows that belong to a shape style (`style.shadow(.drop(…))`, `.inner(…)`), drawn: with radius 0 the
/// shadow is the shape's own silhouette moved by the offset, so where it lies follows from the geometry.
final class ShadowStylePixelTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    /// The colour at (x, y) of the snapshot, in points.
    private func colour<V: View>(of view: V, at points: [CGPoint]) throws -> [(red: Int, green: Int, blue: Int)] {
        let image = try Snapshot.image(of: view, size: size)
        let scale = CGFloat(image.width) / size.width
        return points.map {
            let pixel = image.pixel(x: Int($0.x * scale), y: Int($0.y * scale))
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }
    }

    /// A drop shadow of opaque blue moved 20 to the right shows beside the red square, where the square is not.
    func testADropShadowLiesUnderTheShapeMovedByItsOffset() throws {
        // The 40×40 square is centred: x 80…120, y 80…120; its shadow x 100…140.
        let square = Rectangle().fill(Color(red: 1, green: 0, blue: 0)
            .shadow(.drop(color: Color(red: 0, green: 0, blue: 1), radius: 0, x: 20, y: 0)))
            .frame(width: 40, height: 40)
        let found = try colour(of: square, at: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 100), CGPoint(x: 150, y: 100),
                                               CGPoint(x: 70, y: 100)])
        XCTAssertTrue(found[0].red > 240 && found[0].blue < 20, "the square itself: \(found[0])")
        XCTAssertTrue(found[1].blue > 240 && found[1].red < 20, "its shadow: \(found[1])")
        XCTAssertTrue(found[2].red > 240 && found[2].green > 240 && found[2].blue > 240, "past the shadow: \(found[2])")
        XCTAssertTrue(found[3].red > 240 && found[3].green > 240 && found[3].blue > 240, "left of the square: \(found[3])")
    }

    /// An inner shadow moved down and right by 10 falls inside the circle along its top-left edge (the points of
    /// the circle whose point 10 up and left lies outside it), and nowhere else; nothing is drawn outside.
    func testAnInnerShadowFallsInsideAlongTheEdgesFacingAwayFromTheOffset() throws {
        // The circle: centre (100, 100), radius 50.
        let circle = Circle().fill(Color.white.shadow(.inner(color: Color(red: 0, green: 0, blue: 0), radius: 0, x: 10, y: 10)))
            .frame(width: 100, height: 100)
        let inset = 50 - 4 / 2.0.squareRoot()   // 4 points inside the edge, on the diagonals
        let topLeft = CGPoint(x: 100 - inset / 2.0.squareRoot(), y: 100 - inset / 2.0.squareRoot())
        let bottomRight = CGPoint(x: 100 + inset / 2.0.squareRoot(), y: 100 + inset / 2.0.squareRoot())
        let found = try colour(of: circle, at: [topLeft, CGPoint(x: 100, y: 100), bottomRight, CGPoint(x: 40, y: 40)])
        XCTAssertTrue(found[0].red < 20, "inside the top-left edge, in the shadow: \(found[0])")
        XCTAssertTrue(found[1].red > 240, "the centre: \(found[1])")
        XCTAssertTrue(found[2].red > 240, "inside the bottom-right edge, away from the shadow: \(found[2])")
        XCTAssertTrue(found[3].red > 240 && found[3].green > 240, "outside the circle: \(found[3])")
    }

    /// A text's foreground style with a drop shadow draws its glyphs in a shadowed layer.
    func testATextsStyleShadowIsALayerUnderItsGlyphs() {
        let host = ViewHost(rootView: Text("Hi").foregroundStyle(Color.white.shadow(.drop(radius: 2, y: 1))),
                            size: CGSize(width: 100, height: 50))
        let items = host.displayList.items
        guard let text = items.firstIndex(where: { if case .text = $0 { return true } else { return false } }) else {
            return XCTFail("no text drawn")
        }
        let shadow = Shadow(color: Color(white: 0, opacity: 0.33), radius: 2, offset: CGSize(width: 0, height: 1))
        XCTAssertTrue(items[..<text].contains(.push(.layer(DrawingLayer(shadow: shadow)))), "\(items)")
    }
}
