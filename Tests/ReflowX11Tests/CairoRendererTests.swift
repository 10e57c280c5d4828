import CX11
import Foundation
import ReflowTestSupport
import ReflowText
import XCTest
@testable import Reflow
@testable import ReflowX11

/// The cairo renderer's paints, effects and images on a real X server: display lists made by hand, drawn into a
/// back buffer and read back. Expected pixels come from the geometry and the compositing formulas (written out
/// beside each check), not from earlier output.
final class CairoRendererTests: SharedConnectionTestCase {

    private typealias RGB = (red: Int, green: Int, blue: Int)
    private let white: RGB = (255, 255, 255)
    private let black: RGB = (0, 0, 0)

    private func render(_ items: [DisplayItem], width: Int = 100, height: Int = 100, scale: Double = 1,
                        text: Bool = false) -> RGBAImage {
        let buffer = BackBuffer(connection: connection, width: Int32(width), height: Int32(height))
        let renderer = Renderer(connection: connection, textDrawing: text ? XftTextMeasurer(connection: connection) : nil)
        renderer.render(DisplayList(items: items), into: buffer, scale: scale)
        return buffer.readImage()
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

    private let all = CGRect(x: 0, y: 0, width: 100, height: 100)
    private let pureRed = Color(red: 1, green: 0, blue: 0)
    private let pureBlue = Color(red: 0, green: 0, blue: 1)

    // MARK: Gradients

    func testLinearGradientRunsBetweenItsEndColours() {
        // Red to blue along x from 0 to 100: the pixel centred at x + 0.5 is t = (x + 0.5)/100 of the way.
        let paint = Reflow.Paint.linearGradient(Gradient(colors: [pureRed, pureBlue]), start: CGPoint(x: 0, y: 0),
                                         end: CGPoint(x: 100, y: 0))
        let image = render([.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 100, height: 10), paint: paint,
                                   drawing: .fill(FillStyle()))], height: 10)
        assertPixel(image, 0, 5, (254, 0, 1), tolerance: 3, "first column: t = 0.005")
        assertPixel(image, 99, 5, (1, 0, 254), tolerance: 3, "last column: t = 0.995")
        // t = 0.505: red 255·0.495 = 126, blue 255·0.505 = 129.
        assertPixel(image, 50, 5, (126, 0, 129), tolerance: 3, "middle")
    }

    func testRadialGradientFollowsTheDistanceFromItsCentre() {
        // Black at the centre to white at radius 50: grey level 255·d/50.
        let paint = Reflow.Paint.radialGradient(Gradient(colors: [.black, .white]), center: CGPoint(x: 50, y: 50),
                                         startRadius: 0, endRadius: 50)
        let image = render([.shape(.rectangle, frame: all, paint: paint, drawing: .fill(FillStyle()))])
        for (x, y) in [(70, 50), (71, 71), (50, 20), (30, 65)] {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            let level = Int((255 * d / 50).rounded())
            assertPixel(image, x, y, (level, level, level), tolerance: 3, "at distance \(d)")
        }
        assertPixel(image, 1, 1, white, tolerance: 1, "beyond the end radius")
    }

    func testEllipticalGradientStretchesTheCirclesToTheEllipse() {
        // The ellipse 100 wide and 50 high about (50, 25): along x, distance 25 is half way (grey 128); along y,
        // distance 12.5 is half way.
        let paint = Reflow.Paint.ellipticalGradient(Gradient(colors: [.black, .white]), ellipse: CGRect(x: 0, y: 0, width: 100, height: 50),
                                             startFraction: 0, endFraction: 1)
        let image = render([.shape(.rectangle, frame: all, paint: paint, drawing: .fill(FillStyle()))])
        // Pixel (74, 24) is centred at (74.5, 24.5): u = 24.5/50, v = 0.5/25 → 255·hypot(u, v) ≈ 125.
        assertPixel(image, 74, 24, (125, 125, 125), tolerance: 3)
        // Pixel (49, 37) is centred at (49.5, 37.5): u = 0.5/50, v = 12.5/25 → ≈ 128.
        assertPixel(image, 49, 37, (128, 128, 128), tolerance: 3)
    }

    /// The colour of a red-to-blue sweep at fraction f: red 255·(1 − f), blue 255·f.
    private func sweep(_ f: Double) -> RGB { (Int((255 * (1 - f)).rounded()), 0, Int((255 * f).rounded())) }

    private func angle(of x: Int, _ y: Int) -> Double {
        var a = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
        if a < 0 { a += 2 * .pi }
        return a
    }

    func testAngularGradientFollowsTheAngleClockwiseFromPlusX() {
        let paint = Reflow.Paint.angularGradient(Gradient(colors: [pureRed, pureBlue]), center: CGPoint(x: 50, y: 50),
                                          startAngle: .zero, endAngle: .radians(2 * .pi))
        let image = render([.shape(.rectangle, frame: all, paint: paint, drawing: .fill(FillStyle()))])
        // Below the centre (a quarter turn clockwise on screen), left of it, above it, and at 45° and 135°.
        for (x, y) in [(50, 80), (20, 50), (50, 20), (75, 75), (25, 75), (80, 30)] {
            assertPixel(image, x, y, sweep(angle(of: x, y) / (2 * .pi)), tolerance: 4, "at \(angle(of: x, y) * 180 / .pi)°")
        }
    }

    func testAngularGradientFillsTheGapWithItsEndColours() {
        // A sweep over half a turn (0 to π): the gap from π to 2π is blue (location 1) for its first half
        // (π…1.5π) and red (location 0) for its second.
        let paint = Reflow.Paint.angularGradient(Gradient(colors: [pureRed, pureBlue]), center: CGPoint(x: 50, y: 50),
                                          startAngle: .zero, endAngle: .radians(.pi))
        let image = render([.shape(.rectangle, frame: all, paint: paint, drawing: .fill(FillStyle()))])
        assertPixel(image, 50, 80, sweep(angle(of: 50, 80) / .pi), tolerance: 4, "a quarter turn: half way")
        assertPixel(image, 25, 25, (0, 0, 255), tolerance: 2, "225°: the end colour")
        assertPixel(image, 75, 25, (255, 0, 0), tolerance: 2, "315°: the start colour")
    }

    // MARK: Strokes and paths

    func testDashedStrokeAlternatesDashesAndGaps() {
        // A horizontal line 2 wide on y = 10 (rows 9 and 10), dashes of 10 and gaps of 5 from x = 0: column x
        // (centred at x + 0.5) is drawn when (x + 0.5) mod 15 < 10.
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        let image = render([.shape(.path(path), frame: CGRect(x: 0, y: 10, width: 100, height: 0), paint: .color(.black),
                                   drawing: .stroke(StrokeStyle(lineWidth: 2, dash: [10, 5])))], height: 20)
        for x in 0..<100 {
            let drawn = (Double(x) + 0.5).truncatingRemainder(dividingBy: 15) < 10
            assertPixel(image, x, 9, drawn ? black : white, "column \(x)")
            assertPixel(image, x, 10, drawn ? black : white, "column \(x)")
        }
        assertPixel(image, 50, 12, white, "below the line")
    }

    func testEvenOddFillLeavesTheInnerRingEmpty() {
        // Two nested squares in one path: the even-odd rule leaves the inner one unfilled, non-zero fills it.
        var path = Path()
        path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let evenOdd = render([.shape(.path(path), frame: all, paint: .color(.black), drawing: .fill(FillStyle(eoFill: true)))])
        assertPixel(evenOdd, 50, 50, white, "the hole")
        assertPixel(evenOdd, 20, 20, black, "the ring")
        let nonZero = render([.shape(.path(path), frame: all, paint: .color(.black), drawing: .fill(FillStyle()))])
        assertPixel(nonZero, 50, 50, black, "both squares wind the same way")
    }

    func testQuadraticCurveIsDrawn() {
        // A closed region under a quadratic from (0, 100) via (50, 0) to (100, 100): its top is at y = 50 on
        // x = 50 (the curve's midpoint is a quarter of each end plus half the control point).
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 100))
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 50, y: 0))
        path.closeSubpath()
        let image = render([.shape(.path(path), frame: all, paint: .color(.black), drawing: .fill(FillStyle()))])
        assertPixel(image, 50, 52, black, "just under the top")
        assertPixel(image, 50, 47, white, "just above it")
    }

    // MARK: Effects

    func testCircularClipKeepsTheCircleOnly() {
        let image = render([
            .push(.clip(.circle, frame: CGRect(x: 10, y: 10, width: 80, height: 80), antialiased: true)),
            .fill(.rectangle, frame: all, color: .black),
            .pop,
        ])
        assertPixel(image, 50, 50, black, "inside the circle")
        assertPixel(image, 50, 12, black, "inside, near the top")
        assertPixel(image, 12, 12, white, "the frame's corner, outside the circle")
        assertPixel(image, 5, 50, white, "outside the frame")
    }

    func testRotationTurnsARectangleAboutItsCentre() {
        // A 40 × 40 square about (50, 50) turned 45°: a diamond whose corners lie 20√2 ≈ 28.3 from the centre
        // on the axes; a point is inside when |dx| + |dy| ≤ 28.3.
        let rotation = CGAffineTransform(translationX: -50, y: -50)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        let image = render([
            .push(.transform(rotation)),
            .fill(.rectangle, frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: .black),
            .pop,
        ])
        for (x, y) in [(50, 24), (50, 75), (24, 50), (75, 50)] { assertPixel(image, x, y, black, "towards a rotated corner") }
        for (x, y) in [(31, 31), (68, 31), (31, 68), (68, 68)] { assertPixel(image, x, y, white, "an unrotated corner") }
    }

    func testShadowFallsAtItsOffsetUnderTheLayer() {
        // A red square 20..40 with a black shadow 10 to the right (radius 1): at x = 45 the shadow (30..50) is
        // 5 pixels in, beyond the square; on the left nothing.
        let image = render([
            .push(.layer(DrawingLayer(shadow: Shadow(color: .black, radius: 1, offset: CGSize(width: 10, height: 0))))),
            .fill(.rectangle, frame: CGRect(x: 20, y: 20, width: 20, height: 20), color: pureRed),
            .pop,
        ])
        assertPixel(image, 45, 30, black, tolerance: 8, "the shadow")
        assertPixel(image, 30, 30, (255, 0, 0), tolerance: 1, "the layer over its shadow")
        assertPixel(image, 14, 30, white, tolerance: 1, "the side away from the offset")
        assertPixel(image, 30, 10, white, tolerance: 1, "above")
    }

    func testBlurSpreadsALayer() {
        // A black square 40..60 blurred with σ = 4: its edge is half covered (grey near 128), its middle stays
        // dark, and ink reaches a few σ outside.
        let image = render([
            .push(.layer(DrawingLayer(blurRadius: 4))),
            .fill(.rectangle, frame: CGRect(x: 40, y: 40, width: 20, height: 20), color: .black),
            .pop,
        ])
        XCTAssertEqual(Double(rgb(image, 40, 50).red), 128, accuracy: 20, "the edge: half the ink")
        XCTAssertLessThan(rgb(image, 50, 50).red, 40, "the middle")
        XCTAssertLessThan(rgb(image, 36, 50).red, 250, "ink spread outside")
        assertPixel(image, 10, 10, white, "far away")
    }

    func testBlendModesMultiplyAndScreen() {
        // Backdrop B = (0.2, 0.4, 0.6), source S = (0.5, 0.5, 0.5), both opaque.
        // multiply: B·S = (0.1, 0.2, 0.3) → (26, 51, 77); screen: B + S − B·S = (0.6, 0.7, 0.8) → (153, 179, 204).
        let backdrop = Color(red: 0.2, green: 0.4, blue: 0.6)
        let source = Color(red: 0.5, green: 0.5, blue: 0.5)
        for (mode, expected) in [(BlendMode.multiply, (26, 51, 77)), (.screen, (153, 179, 204)), (.normal, (128, 128, 128))] {
            let image = render([
                .fill(.rectangle, frame: all, color: backdrop),
                .push(.layer(DrawingLayer(blendMode: mode))),
                .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: source),
                .pop,
            ])
            assertPixel(image, 25, 50, expected, tolerance: 2, "\(mode)")
            assertPixel(image, 75, 50, (51, 102, 153), tolerance: 1, "\(mode): outside the layer, the backdrop")
        }
    }

    func testMaskedLayerShowsOnlyWhereTheMaskIs() {
        let image = render([
            .push(.layer(DrawingLayer(isMasked: true))),
            .fill(.rectangle, frame: all, color: pureRed),
            .beginMask,
            .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: .black),
            .fill(.rectangle, frame: CGRect(x: 50, y: 0, width: 50, height: 50), color: Color(white: 0, opacity: 0.5)),
            .pop,
        ])
        assertPixel(image, 25, 50, (255, 0, 0), "under the opaque mask")
        assertPixel(image, 75, 75, white, "no mask")
        // Half the mask's alpha: red at 50% over white is (255, 128, 128).
        assertPixel(image, 75, 25, (255, 128, 128), tolerance: 2, "under the half mask")
    }

    func testOpacityLayerFadesItsItemsTogether() {
        // Two overlapping black rectangles in a layer at 0.5: the layer is flattened first, so the overlap is as
        // grey as the rest (128), not darker (64, as two separate 50% fills would give).
        let image = render([
            .push(.layer(DrawingLayer(opacity: 0.5))),
            .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 60, height: 100), color: .black),
            .fill(.rectangle, frame: CGRect(x: 40, y: 0, width: 60, height: 100), color: .black),
            .pop,
        ])
        assertPixel(image, 20, 50, (128, 128, 128), tolerance: 1, "one rectangle")
        assertPixel(image, 50, 50, (128, 128, 128), tolerance: 1, "the overlap")
    }

    func testMaterialBlursWhatLiesBehind() {
        // Black left of x = 50, white right of it, under a material with a clear tint and a blur of σ = 4: the
        // edge becomes a ramp (about half grey at the edge), far from it the colours stay.
        let image = render([
            .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 50, height: 100), color: .black),
            .shape(.rectangle, frame: CGRect(x: 20, y: 20, width: 60, height: 60),
                   paint: .material(blurRadius: 4, tint: .clear), drawing: .fill(FillStyle())),
        ])
        XCTAssertEqual(Double(rgb(image, 50, 50).red), 128, accuracy: 25, "the edge, blurred")
        XCTAssertGreaterThan(rgb(image, 47, 50).red, 40, "left of the edge, lightened")
        XCTAssertLessThan(rgb(image, 52, 50).red, 215, "right of the edge, darkened")
        assertPixel(image, 30, 50, black, tolerance: 2, "far left")
        assertPixel(image, 70, 50, white, tolerance: 2, "far right")
        assertPixel(image, 49, 10, black, "outside the material: the edge stays sharp")
    }

    func testUnbalancedPushesAndPopsDoNotBreakDrawing() {
        let image = render([
            .pop, .pop, .beginMask,
            .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: .black),
            .push(.clip(.rectangle, frame: CGRect(x: 0, y: 0, width: 50, height: 100), antialiased: true)),
            .push(.layer(DrawingLayer(opacity: 0.5))),
            .fill(.rectangle, frame: all, color: .black),
            // Left open: closed at the end, so the layer is composited and the clip holds.
        ])
        assertPixel(image, 5, 5, black, "drawn after the stray pops")
        assertPixel(image, 25, 50, (128, 128, 128), tolerance: 1, "the open layer, composited")
        assertPixel(image, 75, 50, white, "the open clip")
        // The same renderer draws a plain list normally afterwards.
        let after = render([.fill(.rectangle, frame: all, color: .black)])
        assertPixel(after, 75, 50, black)
    }

    // MARK: Images

    /// A width × height bitmap at `scale` whose pixel (x, y) is `color(x, y)` (opaque unless alpha says).
    private func bitmap(_ width: Int, _ height: Int, scale: CGFloat = 1,
                        _ color: (Int, Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> ImageBitmap {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                // Premultiplied B, G, R, A in memory.
                func pre(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(c.a) + 127) / 255) }
                pixels += [pre(c.b), pre(c.g), pre(c.r), c.a]
            }
        }
        return ImageBitmap(width: width, height: height, scale: scale, pixels: pixels)
    }

    func testDoubleScaleImageAtItsPointSizeMapsPixelForPixel() {
        // A 4 × 4 @2x image is 2 × 2 points; at 2 pixels per point each image pixel lands on one buffer pixel.
        let image4 = bitmap(4, 4, scale: 2) { x, y in (UInt8(x * 60), UInt8(y * 60), 100, 255) }
        XCTAssertEqual(image4.size, CGSize(width: 2, height: 2))
        for sampling in [ImageSampling.nearest, .smooth] {
            let image = render([.image(ImageItem(bitmap: image4, frame: CGRect(x: 5, y: 5, width: 2, height: 2),
                                                 sampling: sampling))], width: 20, height: 20, scale: 2)
            for y in 0..<4 {
                for x in 0..<4 { assertPixel(image, 10 + x, 10 + y, (x * 60, y * 60, 100), tolerance: 1, "\(sampling)") }
            }
            assertPixel(image, 9, 10, white)
            assertPixel(image, 14, 10, white)
        }
    }

    func testTemplateImageIsTintedThroughItsAlpha() {
        // Only the top-left pixel of a 2 × 2 image is opaque: scaled to 20 × 20 (nearest), the tint fills the
        // top-left 10 × 10 and nothing else; the image's own colour (black) does not show.
        let mask = bitmap(2, 2) { x, y in x == 0 && y == 0 ? (0, 0, 0, 255) : (0, 0, 0, 0) }
        let image = render([.image(ImageItem(bitmap: mask, frame: CGRect(x: 0, y: 0, width: 20, height: 20), sampling: .nearest,
                                             tint: .color(Color(red: 0, green: 1, blue: 0))))], width: 30, height: 30)
        assertPixel(image, 2, 2, (0, 255, 0))
        assertPixel(image, 9, 9, (0, 255, 0))
        assertPixel(image, 15, 5, white)
        assertPixel(image, 5, 15, white)
    }

    func testNineSliceKeepsCornersAtTheirSize() {
        // 6 × 6: 2 × 2 blue corners, red edges, a green middle; cap insets of 2 on every side, drawn 30 × 20.
        // Corners stay 2 × 2 at the frame's corners; edges stretch along one side, the middle both ways.
        let sliced = bitmap(6, 6) { x, y in
            let edgeX = x < 2 || x >= 4, edgeY = y < 2 || y >= 4
            return edgeX && edgeY ? (0, 0, 255, 255) : edgeX || edgeY ? (255, 0, 0, 255) : (0, 255, 0, 255)
        }
        let item = ImageItem(bitmap: sliced, frame: CGRect(x: 10, y: 10, width: 30, height: 20), sampling: .nearest,
                             capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        let image = render([.image(item)], width: 50, height: 40)
        let blue: RGB = (0, 0, 255), red: RGB = (255, 0, 0), green: RGB = (0, 255, 0)
        for (x, y) in [(10, 10), (11, 11), (38, 10), (39, 11), (10, 28), (39, 29)] { assertPixel(image, x, y, blue, "corner") }
        for (x, y) in [(12, 10), (37, 11), (25, 29), (10, 12), (39, 27), (11, 20)] { assertPixel(image, x, y, red, "edge") }
        for (x, y) in [(12, 12), (25, 20), (37, 27)] { assertPixel(image, x, y, green, "middle") }
        assertPixel(image, 9, 9, white)
        assertPixel(image, 40, 30, white)
    }

    func testTiledImageRepeatsAtItsSize() {
        // A 2 × 1 image (black, white) tiled across 10 points: columns alternate black and white.
        let stripes = bitmap(2, 1) { x, _ in x == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let image = render([.image(ImageItem(bitmap: stripes, frame: CGRect(x: 0, y: 0, width: 10, height: 4),
                                             sampling: .nearest, tiles: true))], width: 12, height: 4)
        for x in 0..<10 { assertPixel(image, x, 2, x % 2 == 0 ? black : white, "column \(x)") }
    }

    // MARK: Text

    func testTextInsideARotationIsDrawnTurned() {
        // "Hello" at 20 points from (20, 50), turned 90° clockwise about (50, 50): (x, y) goes to (100 − y, x), so
        // the ink that lay in x 20…60, y 35…55 lies in x 45…65, y 20…60.
        let measurer = XftTextMeasurer(connection: connection)
        let font = ResolvedFont(size: 20)
        let run = TextRun(text: "Hello", origin: CGPoint(x: 20, y: 50), width: measurer.width(of: "Hello", in: font),
                          font: font, color: .black)
        let rotation = CGAffineTransform(translationX: -50, y: -50)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        let image = render([.push(.transform(rotation)), .text(run), .pop], text: true)
        func dark(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            var count = 0
            for y in ys { for x in xs where rgb(image, x, y).red < 128 { count += 1 } }
            return count
        }
        XCTAssertGreaterThan(dark(44..<66, 18..<62), 20, "ink in the turned box")
        XCTAssertEqual(dark(0..<44, 0..<100), 0, "no ink where the unturned text would start")
        // A gradient paint on text with no effect takes the cairo path too: ink in the gradient's colours.
        var painted = run
        painted.paint = .linearGradient(Gradient(colors: [pureRed, pureRed]), start: .zero, end: CGPoint(x: 100, y: 0))
        let red = render([.text(painted)], text: true)
        var reddish = 0
        for y in 30..<55 { for x in 15..<80 where rgb(red, x, y).red > 200 && rgb(red, x, y).green < 100 { reddish += 1 } }
        XCTAssertGreaterThan(reddish, 20, "red ink")
    }

    // MARK: Memory

    func testADroppedRendererAndBufferGiveBackTheirCairoObjects() {
        let before = CairoObjects.live
        weak var weakBitmap: ImageBitmap?
        do {
            let picture = bitmap(8, 8) { x, y in (UInt8(x * 30), UInt8(y * 30), 0, 255) }
            weakBitmap = picture
            let measurer = XftTextMeasurer(connection: connection)
            let font = ResolvedFont(size: 14)
            let run = TextRun(text: "Hi", origin: CGPoint(x: 10, y: 30), width: measurer.width(of: "Hi", in: font),
                              font: font, color: .black)
            let buffer = BackBuffer(connection: connection, width: 60, height: 60)
            let renderer = Renderer(connection: connection, textDrawing: measurer)
            let items: [DisplayItem] = [
                .image(ImageItem(bitmap: picture, frame: CGRect(x: 0, y: 0, width: 20, height: 20),
                                 capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))),
                .shape(.ellipse, frame: CGRect(x: 0, y: 0, width: 60, height: 60),
                       paint: .angularGradient(Gradient(colors: [pureRed, pureBlue]), center: CGPoint(x: 30, y: 30),
                                               startAngle: .zero, endAngle: .radians(1)), drawing: .fill(FillStyle())),
                .push(.layer(DrawingLayer(opacity: 0.5, blurRadius: 1, shadow: Shadow(color: .black, radius: 2, offset: CGSize(width: 2, height: 2)),
                                          isMasked: true))),
                .push(.transform(CGAffineTransform(rotationAngle: 0.3))),
                .text(run),
                .pop,
                .beginMask,
                .fill(.ellipse, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: .black),
                .pop,
                .shape(.rectangle, frame: CGRect(x: 10, y: 10, width: 30, height: 30), paint: .material(blurRadius: 2, tint: .clear),
                       drawing: .fill(FillStyle())),
            ]
            renderer.render(DisplayList(items: items), into: buffer, scale: 1)
            XCTAssertEqual(renderer.uploadedImageCount, 1)
            XCTAssertGreaterThan(CairoObjects.live, before, "the buffer's surface, the image, the font face")
            buffer.resize(width: 70, height: 70)
            renderer.render(DisplayList(items: items), into: buffer, scale: 1)
        }
        XCTAssertEqual(CairoObjects.live, before, "every surface, pattern and face given back")
        XCTAssertNil(weakBitmap, "the image cache let go of the bitmap")
    }

    func testImagesNotDrawnForAWhileAreDropped() {
        let picture = bitmap(2, 2) { _, _ in (0, 0, 0, 255) }
        let buffer = BackBuffer(connection: connection, width: 10, height: 10)
        let renderer = Renderer(connection: connection)
        renderer.render(DisplayList(items: [.image(ImageItem(bitmap: picture, frame: CGRect(x: 0, y: 0, width: 2, height: 2)))]),
                        into: buffer, scale: 1)
        XCTAssertEqual(renderer.uploadedImageCount, 1)
        for _ in 0...Renderer.imageLifetime { renderer.render(DisplayList(), into: buffer, scale: 1) }
        XCTAssertEqual(renderer.uploadedImageCount, 0)
    }
}

extension CairoRendererTests {
    /// Values no renderer should meet, and which would put a cairo context in an error state (a singular
    /// transform, a dash pattern of zeros, a pattern made from NaN) or overflow its fixed-point coordinates: each
    /// is skipped or drawn sanely, and drawing goes on afterwards in the same frame.
    func testBrokenEffectsAndPaintsLeaveTheFrameDrawable() {
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: CGFloat.nan, y: 0))
        nanPath.addLine(to: CGPoint(x: 1e12, y: -1e12))
        nanPath.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        let image = render([
            .push(.transform(CGAffineTransform(scaleX: 0, y: 0))),
            .fill(.rectangle, frame: all, color: pureRed),
            .pop,
            .push(.transform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))),
            .fill(.rectangle, frame: all, color: pureRed),
            .pop,
            .push(.clip(.ellipse, frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), antialiased: true)),
            .fill(.rectangle, frame: all, color: pureRed),
            .pop,
            .push(.layer(DrawingLayer(opacity: .nan, blurRadius: .infinity,
                                      shadow: Shadow(color: .black, radius: .nan, offset: CGSize(width: CGFloat.nan, height: 1))))),
            .pop,
            .shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                   paint: .linearGradient(Gradient(colors: [.black, .white]), start: CGPoint(x: CGFloat.nan, y: 0), end: .zero),
                   drawing: .fill(FillStyle())),
            .shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10), paint: .color(.black),
                   drawing: .stroke(StrokeStyle(lineWidth: 2, miterLimit: .nan, dash: [0, 0], dashPhase: .nan))),
            .shape(.path(nanPath), frame: all, paint: .color(.black), drawing: .stroke(StrokeStyle(lineWidth: 1))),
            .shape(.ellipse, frame: CGRect(x: -1e9, y: -1e9, width: 2e9 + 50, height: 2e9 + 50),
                   paint: .angularGradient(Gradient(colors: [.clear]), center: .zero, startAngle: .zero, endAngle: .radians(.nan)),
                   drawing: .fill(FillStyle())),
            .image(ImageItem(bitmap: ImageBitmap(width: 4, height: 4, pixels: [1, 2, 3]), frame: all)),
            .image(ImageItem(bitmap: bitmap(1, 1) { _, _ in (0, 0, 0, 255) }, frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))),
            .push(.transform(CGAffineTransform(translationX: 1e9, y: 1e9))),
            .fill(.ellipse, frame: CGRect(x: -1e9, y: -1e9, width: 20, height: 20), color: .black),
            .pop,
            // Still drawing: a green square in the corner.
            .fill(.rectangle, frame: CGRect(x: 80, y: 80, width: 20, height: 20), color: Color(red: 0, green: 1, blue: 0)),
        ])
        assertPixel(image, 90, 90, (0, 255, 0), "the context still draws")
        assertPixel(image, 50, 50, white, "nothing red leaked through the broken transforms and clip")
        assertPixel(image, 10, 10, black, "the ellipse translated back by 10⁹ lands at the origin")
    }
}

extension CairoRendererTests {
    /// Noto Color Emoji's glyphs are colour bitmaps: Xft draws them in colour with no effect in force, and
    /// cairo's FreeType back end must too inside one (here a transform that moves nothing). The emoji is one the
    /// primary font (DejaVu, which has some emoticons in black and white) lacks.
    func testColourEmojiKeepsItsColoursInsideAnEffect() throws {
        let measurer = XftTextMeasurer(connection: connection)
        let font = ResolvedFont(size: 32)
        guard let stack = measurer.stack(for: font),
              let emoji = ["🦄", "🥑", "🧡", "🍊"].first(where: { stack.isDrawnByFallback($0.unicodeScalars.first!.value) }) else {
            throw XCTSkip("no colour emoji font installed")
        }
        let run = TextRun(text: emoji, origin: CGPoint(x: 10, y: 50), width: measurer.width(of: emoji[...], in: font),
                          font: font, color: .black)
        // Black text has no saturated pixels; a colour glyph has many.
        func colourful(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 0..<100 {
                for x in 0..<100 {
                    let p = rgb(image, x, y)
                    if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 80 { count += 1 }
                }
            }
            return count
        }
        XCTAssertGreaterThan(colourful(render([.text(run)], text: true)), 30, "Xft")
        XCTAssertGreaterThan(colourful(render([.push(.transform(.identity)), .text(run), .pop], text: true)), 30, "cairo")
    }
}
