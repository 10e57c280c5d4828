import XCTest
@testable import Reflow

/// Spellings from iOS 16–18 seen in real files (issue 29): colours in other spaces, geometry changes, and the
/// modifiers a window has no part of.
final class LaterSpellingsTests: XCTestCase {
    func testColoursInOtherSpacesAreConvertedToSRGB() {
        // Display P3's pure red is beyond sRGB: (1.0931, -0.2267, -0.1501) in extended sRGB, the figure colour
        // tools give (through XYZ with D65).
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0)
        XCTAssertEqual(p3.red, 1.0931, accuracy: 1e-4)
        XCTAssertEqual(p3.green, -0.2267, accuracy: 1e-4)
        XCTAssertEqual(p3.blue, -0.1501, accuracy: 1e-4)
        // A linear half is sRGB's 0.7354 (188 of 255); sRGB components stay as they are.
        XCTAssertEqual(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).red, 0.7354, accuracy: 1e-4)
        XCTAssertEqual(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5),
                       Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        // White is white in every space.
        let white = Color(.displayP3, white: 1)
        XCTAssertEqual(white.red, 1, accuracy: 1e-6)
        XCTAssertEqual(white.green, 1, accuracy: 1e-6)
        XCTAssertEqual(white.blue, 1, accuracy: 1e-6)
    }

    func testAColourLiteralIsAUIColorAsOnIOS() {
        // Xcode's colour swatch in code: `Color(#colorLiteral(…))`, a UIColor literal made a Color.
        let color = Color(#colorLiteral(red: 0, green: 0.3725490196, blue: 1, alpha: 0.5))
        XCTAssertEqual(color.red, 0)
        XCTAssertEqual(color.green, 0.3725490196, accuracy: 1e-6)
        XCTAssertEqual(color.blue, 1)
        XCTAssertEqual(color.opacity, 0.5)
    }

    func testOnGeometryChangeReportsTheSizeOnAppearingAndWhenItChanges() {
        final class Sizes { var seen: [CGSize] = [] }
        let sizes = Sizes()
        func view() -> some View {
            Color.red.onGeometryChange(for: CGSize.self, of: { $0.size }) { sizes.seen.append($0) }
        }
        let host = ViewHost(rootView: view(), size: CGSize(width: 200, height: 100))
        _ = host.displayList
        XCTAssertEqual(sizes.seen, [CGSize(width: 200, height: 100)])
        host.resize(to: CGSize(width: 300, height: 100))
        _ = host.displayList
        XCTAssertEqual(sizes.seen, [CGSize(width: 200, height: 100), CGSize(width: 300, height: 100)])
        // The view's own frame is its own: the reader behind it takes nothing.
        let framed = ViewHost(rootView: Text("Hi").id("t").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in },
                              size: CGSize(width: 200, height: 100))
        let plain = ViewHost(rootView: Text("Hi").id("t"), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(framed.frame(of: "t"), plain.frame(of: "t"))
    }

    func testFeedbackAndSystemOverlaysChangeNothingDrawn() {
        let plain = ViewHost(rootView: Color.red.frame(width: 50, height: 20).id("c"), size: CGSize(width: 200, height: 100))
        let modified = ViewHost(rootView: Color.red.frame(width: 50, height: 20).id("c")
                                    .sensoryFeedback(.success, trigger: 1).persistentSystemOverlays(.hidden),
                                size: CGSize(width: 200, height: 100))
        XCTAssertEqual(modified.frame(of: "c"), plain.frame(of: "c"))
        XCTAssertEqual(modified.displayList, plain.displayList)
    }
}
