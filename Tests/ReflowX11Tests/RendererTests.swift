import CX11
import Foundation
import ReflowTestSupport
import XCTest
@testable import Reflow
@testable import ReflowX11

/// The renderer on a real X server (Scripts/test.sh starts an Xvfb and sets DISPLAY): display lists made by
/// `ViewHost` from colours and shapes are drawn into a back buffer and read back pixel by pixel. Expected
/// pixels come from the geometry (layout rules §8.2 for rounding, Porter–Duff "over" for translucency), not from
/// earlier output.
final class RendererTests: SharedConnectionTestCase {

    private typealias RGB = (red: Int, green: Int, blue: Int)
    private let white: RGB = (255, 255, 255)

    private func render(_ list: DisplayList, width: Int, height: Int, scale: Double = 1) -> RGBAImage {
        let buffer = BackBuffer(connection: connection, width: Int32(width), height: Int32(height))
        let renderer = Renderer(connection: connection)
        renderer.render(list, into: buffer, scale: scale)
        return buffer.readImage()
    }

    private func render<V: View>(_ view: V, width: Int = 100, height: Int = 100) -> RGBAImage {
        let host = ViewHost(rootView: view, size: CGSize(width: width, height: height))
        return render(host.displayList, width: width, height: height)
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> RGB {
        let pixel = image.pixel(x: x, y: y)
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    private func assertPixel(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: RGB, tolerance: Int = 0,
                             _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let actual = rgb(image, x, y)
        let close = abs(actual.red - expected.red) <= tolerance && abs(actual.green - expected.green) <= tolerance
            && abs(actual.blue - expected.blue) <= tolerance
        XCTAssertTrue(close, "pixel (\(x), \(y)) is \(actual), expected \(expected) \(message)", file: file, line: line)
    }

    private let red: RGB = (255, 59, 48)       // Color.red
    private let black: RGB = (0, 0, 0)

    // MARK: Rectangles

    func testColorFillsExactlyItsPixelRect() {
        // 40×30 centred in 100×100: x 30..<70, y 35..<65.
        let image = render(Color.red.frame(width: 40, height: 30))
        for (x, y) in [(30, 35), (69, 35), (30, 64), (69, 64), (50, 50)] { assertPixel(image, x, y, red) }
        for (x, y) in [(29, 35), (70, 35), (30, 34), (30, 65), (29, 34), (70, 65)] { assertPixel(image, x, y, white) }
    }

    func testBackgroundIsWhite() {
        let image = render(DisplayList(), width: 8, height: 8)
        XCTAssertTrue(image.pixels.allSatisfy { $0 == 255 })
    }

    func testTranslucentColorCompositesOverWhite() {
        // Color.blue is (0, 122, 255); at 50% over white each channel is halfway to 255.
        let image = render(Color.blue.opacity(0.5))
        assertPixel(image, 50, 50, (128, 189, 255), tolerance: 2)
        // Opacity applied by the modifier composes the same way.
        let modifier = render(Color.red.opacity(0.5).frame(width: 50, height: 50).opacity(0.5))
        assertPixel(modifier, 50, 50, (255, Int((59.0 * 0.25 + 255 * 0.75).rounded()), Int((48.0 * 0.25 + 255 * 0.75).rounded())),
                    tolerance: 2)
    }

    func testTranslucentColorsStackOver() {
        let list = DisplayList(items: [
            .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 1, green: 0, blue: 0, opacity: 0.5)),
            .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 0, green: 0, blue: 1, opacity: 0.5)),
        ])
        // Red over white is (255, 127.5, 127.5); blue over that halves each channel and adds 127.5 to blue.
        assertPixel(render(list, width: 10, height: 10), 5, 5, (128, 64, 191), tolerance: 2)
    }

    func testFractionalFramesRoundHalvesUp() {
        let list = DisplayList(items: [
            .fill(.rectangle, frame: CGRect(x: 10.5, y: 20.25, width: 20, height: 10.5), color: .black),
        ])
        // x: 10.5 → 11, 30.5 → 31; y: 20.25 → 20, 30.75 → 31.
        let image = render(list, width: 50, height: 50)
        for (x, y) in [(11, 20), (30, 20), (11, 30), (30, 30)] { assertPixel(image, x, y, black) }
        for (x, y) in [(10, 25), (31, 25), (20, 19), (20, 31)] { assertPixel(image, x, y, white) }

        // At 2× the frame is rounded in pixels: x 21..<61, y 40.5 → 41 ..< 61.5 → 62.
        let double = render(list, width: 100, height: 100, scale: 2)
        for (x, y) in [(21, 41), (60, 41), (21, 61), (60, 61)] { assertPixel(double, x, y, black) }
        for (x, y) in [(20, 50), (61, 50), (40, 40), (40, 62)] { assertPixel(double, x, y, white) }
    }

    func testOffsetByHalfAPointRoundsUpThroughTheHost() {
        // 20×10 centred in 100×100 sits at x = 40; offset by 0.5 its edges are at 40.5 and 60.5: 41..<61.
        let image = render(Color.black.frame(width: 20, height: 10).offset(x: 0.5))
        assertPixel(image, 40, 50, white)
        assertPixel(image, 41, 50, black)
        assertPixel(image, 60, 50, black)
        assertPixel(image, 61, 50, white)
    }

    func testAdjacentFractionalFramesLeaveNoGapOrOverlap() {
        // Three thirds of 100 points: rounded edges at 0, 33, 67, 100 — every column painted exactly once.
        let third = 100.0 / 3
        let items: [DisplayItem] = (0..<3).map {
            .fill(.rectangle, frame: CGRect(x: Double($0) * third, y: 0, width: third, height: 4), color: Color(white: 0, opacity: 0.5))
        }
        let image = render(DisplayList(items: items), width: 100, height: 4)
        for x in 0..<100 { assertPixel(image, x, 2, (128, 128, 128), tolerance: 1, "column \(x)") }
    }

    // MARK: Curves

    func testCircleFillsItsInscribedPixelsAndNotTheCorners() {
        // A 60×60 circle centred in 100×100: centre (50, 50), radius 30.
        let image = render(Circle().fill(Color.black).frame(width: 60, height: 60))
        for y in 0..<100 {
            for x in 0..<100 {
                let distance = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
                if distance < 29.2 {
                    assertPixel(image, x, y, black, "inside")
                } else if distance > 30.8 {
                    assertPixel(image, x, y, white, "outside")
                }
            }
        }
        for (x, y) in [(20, 20), (79, 20), (20, 79), (79, 79)] { assertPixel(image, x, y, white, "frame corner") }
        // The edge is antialiased: a pixel the circle cuts through is grey.
        let edge = rgb(image, 50, 20)   // the circle's top passes through this pixel's top edge
        XCTAssertLessThan(edge.red, 255)
    }

    func testAntialiasedCoverageIsProportional() {
        // A circle of radius 30: a pixel straddling the edge at 45° is about half covered.
        let image = render(Circle().fill(Color.black).frame(width: 60, height: 60))
        var total = 0.0
        for y in 0..<100 {
            for x in 0..<100 { total += 1 - Double(rgb(image, x, y).red) / 255 }
        }
        XCTAssertEqual(total, Double.pi * 30 * 30, accuracy: Double.pi * 30 * 30 * 0.01, "covered area")
    }

    func testBorderPaintsItsWidthInsideTheFrame() {
        // 50×40 centred in 100×100: x 25..<75, y 30..<70. A border of 2 paints the two outermost pixels.
        let image = render(Color.clear.frame(width: 50, height: 40).border(Color.black, width: 2))
        for x in [25, 26, 73, 74] { assertPixel(image, x, 50, black, "side column \(x)") }
        for y in [30, 31, 68, 69] { assertPixel(image, 50, y, black, "top or bottom row \(y)") }
        for x in [24, 27, 72, 75] { assertPixel(image, x, 50, white, "column \(x)") }
        for y in [29, 32, 67, 70] { assertPixel(image, 50, y, white, "row \(y)") }
        assertPixel(image, 50, 50, white, "centre")
        assertPixel(image, 25, 30, black, "corner")
    }

    func testHairlineBorderStaysVisible() {
        // Half a point wide: the outer edge is the frame's, the inner edge half a pixel in, so the outermost
        // pixels are half covered rather than rounded away. (Render samples coverage on a grid of 17 × 15 points
        // per pixel, so "half" is 8 or 9 of 17 columns: within 10 levels of 128.)
        let image = render(Color.clear.frame(width: 50, height: 40).border(Color.black, width: 0.5))
        assertPixel(image, 25, 50, (128, 128, 128), tolerance: 10, "left edge")
        assertPixel(image, 74, 50, (128, 128, 128), tolerance: 10, "right edge")
        assertPixel(image, 50, 30, (128, 128, 128), tolerance: 10, "top edge")
        assertPixel(image, 26, 50, white)
        assertPixel(image, 24, 50, white)
    }

    func testTranslucentRectangleStrokeHasEvenCorners() {
        let list = DisplayList(items: [
            .stroke(.rectangle, frame: CGRect(x: 10, y: 10, width: 30, height: 30), color: Color(white: 0, opacity: 0.5), lineWidth: 4),
        ])
        let image = render(list, width: 50, height: 50)
        // The line runs 8..<12 and 38..<42; corners are painted once, like the sides.
        for (x, y) in [(8, 8), (11, 11), (25, 9), (9, 25), (41, 41)] { assertPixel(image, x, y, (128, 128, 128), tolerance: 1) }
        assertPixel(image, 25, 25, white)
        assertPixel(image, 7, 25, white)
    }

    func testCurvedStrokesPaintARing() {
        for shape in [ShapeGeometry.ellipse, .circle, .capsule, .roundedRectangle(cornerRadius: 12)] {
            let list = DisplayList(items: [
                .stroke(shape, frame: CGRect(x: 10, y: 10, width: 80, height: 80), color: .black, lineWidth: 6),
            ])
            let image = render(list, width: 100, height: 100)
            assertPixel(image, 50, 50, white, "centre of \(shape)")
            assertPixel(image, 50, 10, black, "top of \(shape)")
            assertPixel(image, 10, 50, black, "left of \(shape)")
            assertPixel(image, 89, 50, black, "right of \(shape)")
            assertPixel(image, 50, 4, white, "above \(shape)")
            assertPixel(image, 50, 16, white, "inside the line of \(shape)")
        }
    }

    func testRoundedRectangleHasRoundCornersAndStraightSides() {
        let image = render(RoundedRectangle(cornerRadius: 15).fill(Color.black).frame(width: 80, height: 60))
        // Frame x 10..<90, y 20..<80.
        assertPixel(image, 10, 20, white, "corner cut off")
        assertPixel(image, 10, 50, black, "side")
        assertPixel(image, 50, 20, black, "top")
        // The corner arc's centre is (25, 35): a pixel 12 px from it on the diagonal is inside, one 16.3 px away
        // is outside.
        assertPixel(image, 16, 26, black, "inside the corner arc")
        assertPixel(image, 13, 23, white, "outside the corner arc")
    }

    // MARK: Robustness

    func testHugeAndBrokenItemsAreHandled() {
        let list = DisplayList(items: [
            .fill(.ellipse, frame: CGRect(x: -100_000, y: -100_000, width: 200_050, height: 200_050), color: .black),
            .fill(.rectangle, frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), color: .red),
            .fill(.ellipse, frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), color: .red),
            .stroke(.ellipse, frame: CGRect(x: 10, y: 10, width: 10, height: 10), color: .red, lineWidth: .nan),
            .fill(.rectangle, frame: CGRect(x: 5, y: 5, width: 0, height: 10), color: .red),
            .fill(.rectangle, frame: CGRect(x: 5, y: 5, width: 10, height: 10), color: Color(white: 0, opacity: .nan)),
            .stroke(.roundedRectangle(cornerRadius: 5), frame: CGRect(x: 60_000, y: 60_000, width: 10, height: 10),
                    color: .red, lineWidth: 2),
        ])
        let image = render(list, width: 40, height: 40)
        // The huge circle's edge passes far away: the whole buffer is inside it.
        for (x, y) in [(0, 0), (39, 39), (20, 20)] { assertPixel(image, x, y, black) }
    }

    // MARK: Snapshots and text

    func testSnapshotDecodesToTheExpectedSize() throws {
        let view = HStack(spacing: 0) {
            Color.red
            Circle().fill(Color.blue)
        }
        let file = try Snapshot.png(of: view, size: CGSize(width: 64, height: 48))
        let image = try PNGDecoder.decode(file)
        XCTAssertEqual(image.width, Int((64 * connection.scale).rounded()))
        XCTAssertEqual(image.height, Int((48 * connection.scale).rounded()))
        XCTAssertEqual(image.pixel(x: 0, y: 0).red, 255)
        XCTAssertEqual(image.pixel(x: 0, y: 0).alpha, 255)
    }

    func testSnapshotWithoutADisplaySaysSo() {
        XCTAssertThrowsError(try Snapshot.png(of: Color.red, size: CGSize(width: 4, height: 4), displayName: ":4321")) {
            XCTAssertTrue("\($0)".contains("cannot open the X display :4321"), "\($0)")
        }
    }

    func testTextIsDrawn() throws {
        let image = try Snapshot.image(of: Text("Hello").foregroundColor(.black), size: CGSize(width: 80, height: 30))
        let dark = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 128 }.count
        XCTAssertGreaterThan(dark, 10, "glyphs were drawn")
    }

    // MARK: Speed

    /// Renders a thousand items at 800×600 and prints the median time, the server's work included.
    func testThousandItemRenderTime() {
        var items: [DisplayItem] = []
        var generator = SplitMix(seed: 1)
        let shapes: [ShapeGeometry] = [.rectangle, .roundedRectangle(cornerRadius: 8), .ellipse, .capsule]
        for index in 0..<1000 {
            let frame = CGRect(x: generator.next(0, 760), y: generator.next(0, 570),
                               width: generator.next(8, 60), height: generator.next(8, 40))
            let color = Color(red: generator.next(0, 1), green: generator.next(0, 1), blue: generator.next(0, 1),
                              opacity: index % 3 == 0 ? 0.6 : 1)
            let shape = shapes[index % shapes.count]
            items.append(index % 5 == 4 ? .stroke(shape, frame: frame, color: color, lineWidth: 2)
                                        : .fill(shape, frame: frame, color: color))
        }
        let list = DisplayList(items: items)
        let buffer = BackBuffer(connection: connection, width: 800, height: 600)
        let renderer = Renderer(connection: connection)
        var times: [Double] = []
        for _ in 0..<11 {
            let start = DispatchTime.now().uptimeNanoseconds
            renderer.render(list, into: buffer, scale: 1)
            XSync(connection.display, 0) // a round trip: the server has finished drawing
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let median = times.sorted()[times.count / 2]
        print(String(format: "render 1,000 items at 800×600: median %.2f ms", median))
    }
}

/// A small deterministic generator, so the benchmark draws the same list every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ low: Double, _ high: Double) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return low + (high - low) * Double(z >> 11) / Double(1 << 53)
    }
}
