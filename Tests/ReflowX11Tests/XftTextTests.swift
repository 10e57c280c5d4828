import CX11
import Foundation
import ReflowTestSupport
import ReflowText
import XCTest
@testable import Reflow
@testable import ReflowX11

/// Text through Xft, checked against what must hold for any correct measurer and renderer rather than against
/// numbers read back from this one. Runs on the X display in `DISPLAY` (Scripts/test.sh starts an Xvfb) with
/// the pinned configuration and DejaVu for every design, spaced as DejaVu is (the system font's tracking, which
/// is not proportional to size, is SystemFontTests' subject); the assertions hold with the system's fonts too.
final class XftTextTests: SharedConnectionTestCase {
    override class var pinsFonts: Bool { true }
    private var measurer: XftTextMeasurer!
    private let body = ResolvedFont(size: 17)

    override func setUpWithError() throws {
        try super.setUpWithError()
        measurer = XftTextMeasurer(connection: connection, families: .dejaVu)
    }

    override func tearDown() { measurer = nil }

    private func width(_ text: String, _ font: ResolvedFont? = nil) -> CGFloat {
        measurer.width(of: text[...], in: font ?? body)
    }

    // MARK: - Widths

    func testWidthsAddUpAcrossCharacters() {
        // Shaped text is as wide as its parts where no kerning pair meets a seam (DejaVu kerns none of these).
        XCTAssertEqual(width("ab"), width("a") + width("b"), accuracy: 1e-9)
        XCTAssertEqual(width("Hello, world"), width("Hello,") + width(" ") + width("world"), accuracy: 1e-9)
        XCTAssertEqual(width(""), 0)
    }

    func testALongerStringIsWider() {
        XCTAssertGreaterThan(width("a"), 0)
        XCTAssertGreaterThan(width("aa"), width("a"))
        XCTAssertGreaterThan(width("Hello, world!"), width("Hello, world"))
    }

    func testWidthsScaleWithTheFontSize() {
        // Advances come from the outlines' design units, so twice the size is exactly twice as wide; pixel
        // rounding would make it only approximately so, hence the tolerance of a pixel.
        let text = "The quick brown fox"
        XCTAssertEqual(width(text, ResolvedFont(size: 34)), 2 * width(text, ResolvedFont(size: 17)), accuracy: 1)
        XCTAssertEqual(width(text, ResolvedFont(size: 51)), 3 * width(text, ResolvedFont(size: 17)), accuracy: 1)
    }

    func testWidthsAreFractionalAndAgreeWithXftsWholePixelAdvances() throws {
        // Xft rounds each glyph's advance to a whole pixel (half a pixel off at most when unhinted, up to a
        // pixel when the system's configuration hints), so the sums differ by at most a pixel per glyph.
        let text = "Sphinx of black quartz, judge my vow"
        let xft = try XCTUnwrap(measurer.xftWidth(of: text, in: body))
        XCTAssertEqual(Double(width(text)), xft, accuracy: Double(text.count) / measurer.connection.scale)
        // At 13 points no DejaVu letter advances a whole number of points; a sum of whole pixels would.
        let letters = "abcdefghijklmnopqrstuvwxyz".map { Double(width(String($0), ResolvedFont(size: 13))) }
        XCTAssertTrue(letters.contains { abs($0 - $0.rounded()) > 0.01 }, "\(letters)")
    }

    func testBoldIsNotNarrowerThanRegular() {
        let text = "Bold and regular"
        XCTAssertGreaterThanOrEqual(width(text, ResolvedFont(size: 17, weight: .bold)), width(text))
        XCTAssertGreaterThanOrEqual(width(text, ResolvedFont(size: 17, weight: .heavy)), width(text))
    }

    func testMonospacedCharactersAdvanceAlike() {
        let mono = ResolvedFont(size: 15, design: .monospaced)
        XCTAssertEqual(width("i", mono), width("W", mono), accuracy: 1e-9)
        XCTAssertEqual(width("iiii", mono), 4 * width("W", mono), accuracy: 1e-9)
        XCTAssertNotEqual(width("i"), width("W"))  // the default design is proportional
    }

    // MARK: - Metrics

    func testLineHeightIsAscentPlusDescentAndGrowsWithSize() {
        var previous: CGFloat = 0
        for size in [9, 13, 17, 28, 48] as [CGFloat] {
            let metrics = measurer.metrics(of: ResolvedFont(size: size))
            XCTAssertEqual(metrics.leading, 0)
            XCTAssertEqual(metrics.lineHeight, metrics.ascent + metrics.descent)
            XCTAssertGreaterThan(metrics.ascent, metrics.descent)
            // A line of text is at least an em high, and not two.
            XCTAssertGreaterThanOrEqual(metrics.lineHeight, size)
            XCTAssertLessThan(metrics.lineHeight, 2 * size)
            XCTAssertGreaterThan(metrics.lineHeight, previous)
            previous = metrics.lineHeight
        }
    }

    func testUnusableSizesMeasureAsNothing() {
        for size in [0, -3, .nan, .infinity] as [CGFloat] {
            XCTAssertEqual(measurer.width(of: "abc", in: ResolvedFont(size: size)), 0)
            XCTAssertEqual(measurer.metrics(of: ResolvedFont(size: size)).lineHeight, 0)
        }
        // Tiny and huge sizes still open, and measure in proportion.
        let tiny = measurer.width(of: "abc", in: ResolvedFont(size: 0.1))
        let huge = measurer.width(of: "abc", in: ResolvedFont(size: 100_000))
        XCTAssertEqual(huge / tiny, 1_000_000, accuracy: 1)
        XCTAssertEqual(measurer.metrics(of: ResolvedFont(size: 100_000)).lineHeight / 100_000,
                       measurer.metrics(of: ResolvedFont(size: 100)).lineHeight / 100, accuracy: 0.02)
    }

    // MARK: - Caching

    func testMeasuringTheSameStringTwiceMeasuresOnce() {
        let before = measurer.measureCount
        let first = width("cached words")
        XCTAssertEqual(measurer.measureCount, before + 1)
        XCTAssertEqual(width("cached words"), first)
        XCTAssertEqual(measurer.measureCount, before + 1)
        // Another font is another entry.
        _ = width("cached words", ResolvedFont(size: 17, weight: .bold))
        XCTAssertEqual(measurer.measureCount, before + 2)
    }

    func testResizingBackAndForthMeasuresNothingNew() {
        let paragraph = "Reflow lays out SwiftUI views with the Layout protocol and draws them with Xft."
        let host = ViewHost(rootView: Text(paragraph), size: CGSize(width: 300, height: 400), textMeasurer: measurer)
        host.resize(to: CGSize(width: 180, height: 400))
        let measured = measurer.measureCount
        for width in [300, 180, 300, 180] as [CGFloat] {
            host.resize(to: CGSize(width: width, height: 400))
        }
        XCTAssertEqual(measurer.measureCount, measured)
    }

    func testTheWidthCacheStaysBounded() {
        var cache = WidthCache(limit: 100)
        let key = { (i: Int) in TextKey(font: ResolvedFont(size: 10), text: "\(i)") }
        for i in 0..<1_000 { cache.insert(Double(i), for: key(i)) }
        XCTAssertLessThanOrEqual(cache.count, 200)
        XCTAssertEqual(cache.value(for: key(999)), 999)
        XCTAssertNil(cache.value(for: key(0)))
    }

    // MARK: - Fallback fonts

    func testACharacterTheFontLacksComesFromAFallbackFont() throws {
        // Hebrew is in DejaVu Sans but not in DejaVu Serif, so serif text finds another font for it.
        let serif = ResolvedFont(size: 17, design: .serif)
        let stack = try XCTUnwrap(measurer.stack(for: serif))
        XCTAssertTrue(stack.isDrawnByFallback(0x05D0))
        XCTAssertFalse(stack.isDrawnByFallback(0x61))
        XCTAssertGreaterThan(width("א", serif), 0)
        XCTAssertEqual(width("aא", serif), width("a", serif) + width("א", serif), accuracy: 1e-9)
    }

    func testFallbackLookupsAreRemembered() throws {
        let stack = try XCTUnwrap(measurer.stack(for: body))
        let queries = stack.fallbackQueries
        // "漢" is in a fallback font if a CJK font is installed, and in none otherwise; either way fontconfig
        // is asked once, however often and in whatever strings the character is measured.
        for text in ["漢", "漢漢", "a漢", "漢 b"] { XCTAssertGreaterThanOrEqual(width(text), 0) }
        XCTAssertEqual(stack.fallbackQueries, queries + 1)
        XCTAssertEqual(width("漢漢"), 2 * width("漢"), accuracy: 1e-9)
        if stack.isDrawnByFallback(0x6F22) {
            // An ideograph is set in a square of about an em.
            XCTAssertEqual(width("漢"), 17, accuracy: 17 * 0.25)
        }
    }

    func testCharactersNoFontHasStillMeasureAndAreRemembered() throws {
        // U+10FFFD is a private-use code point in plane 16; no font in the test configuration has it.
        let stack = try XCTUnwrap(measurer.stack(for: body))
        let before = stack.fallbackQueries
        XCTAssertGreaterThanOrEqual(width("\u{10FFFD}"), 0)
        XCTAssertGreaterThanOrEqual(width("x\u{10FFFD}y"), width("xy"))
        XCTAssertLessThanOrEqual(stack.fallbackQueries, before + 1)
        // Controls and joiners take no room.
        XCTAssertEqual(width("a\u{200D}b\u{7}"), width("ab"), accuracy: 1e-9)
    }

    func testAMissingFamilyFallsBackToTheGenericFamily() throws {
        let families = FontFamilies(sans: "Reflow No Such Family", serif: "DejaVu Serif", monospaced: "DejaVu Sans Mono")
        let fallback = XftTextMeasurer(connection: measurer.connection, families: families)
        let metrics = fallback.metrics(of: body)
        XCTAssertGreaterThan(metrics.lineHeight, 0)
        XCTAssertGreaterThan(fallback.width(of: "Hello", in: body), 0)
        XCTAssertEqual(try XCTUnwrap(fallback.stack(for: body)).faces.count, 1)
    }

    func testTheMeasurerCanOpenItsOwnConnection() throws {
        // With the default fonts, on a connection of its own, it measures as the display-free measurer does.
        let own = try XftTextMeasurer()
        XCTAssertEqual(own.width(of: "Hello", in: body), ShapingTextMeasurer().width(of: "Hello", in: body))
    }

    func testNoDisplayIsAnError() {
        XCTAssertThrowsError(try XftTextMeasurer(displayName: ":4711")) { error in
            guard case ViewerError.noDisplay = error else { return XCTFail("\(error)") }
        }
    }

    // MARK: - Layout through the measurer

    func testATextIsAsWideAsItsMeasuredString() throws {
        let font = ResolvedFont(size: 20)
        let host = ViewHost(rootView: Text("Hello, world").font(.system(size: 20)).id("t"),
                            size: CGSize(width: 400, height: 200), textMeasurer: measurer)
        let frame = try XCTUnwrap(host.frame(of: "t"))
        XCTAssertEqual(frame.width, measurer.width(of: "Hello, world", in: font), accuracy: 1e-9)
        XCTAssertEqual(frame.height, measurer.metrics(of: font).lineHeight, accuracy: 1e-9)
    }

    func testWrappingBreaksWhereTheMeasuredWordsNoLongerFit() throws {
        let font = ResolvedFont(size: 20)
        let first = measurer.width(of: "Hello", in: font), second = measurer.width(of: "world", in: font)
        let both = measurer.width(of: "Hello world", in: font)
        func lines(at width: CGFloat) -> [String] {
            let host = ViewHost(rootView: Text("Hello world").font(.system(size: 20)).frame(width: width),
                                size: CGSize(width: 400, height: 200), textMeasurer: measurer)
            return host.displayList.items.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        }
        XCTAssertEqual(lines(at: both), ["Hello world"])
        XCTAssertEqual(lines(at: both - 0.5), ["Hello", "world"])
        XCTAssertEqual(lines(at: max(first, second)), ["Hello", "world"])
    }

    // MARK: - Drawing

    /// A buffer filled with `background`, with `runs` drawn on it at scale 1; its pixels as RGBA.
    private func render(_ runs: [TextRun], width: Int32 = 240, height: Int32 = 80, scale: Double = 1,
                        background: Color = .white) -> (pixels: [UInt8], width: Int, height: Int) {
        let connection = measurer.connection
        let buffer = BackBuffer(connection: connection, width: width, height: height)
        var color = XftColor()
        var value = XRenderColor(red: UInt16(background.red * 65535), green: UInt16(background.green * 65535),
                                 blue: UInt16(background.blue * 65535), alpha: 65535)
        XftColorAllocValue(connection.display, connection.visual, connection.colormap, &value, &color)
        XftDrawRect(buffer.xftDraw, &color, 0, 0, UInt32(width), UInt32(height))
        for run in runs { measurer.draw(run, on: buffer, scale: scale) }
        return (pixels(of: buffer), Int(width), Int(height))
    }

    /// The buffer's pixels as RGBA bytes.
    private func pixels(of buffer: BackBuffer) -> [UInt8] { buffer.readImage().pixels }

    private func run(_ text: String, at origin: CGPoint, size: CGFloat = 20, color: Color = .black) -> TextRun {
        let font = ResolvedFont(size: size)
        return TextRun(text: text, origin: origin, width: measurer.width(of: text[...], in: font), font: font, color: color)
    }

    /// The bounding box of pixels darker than `threshold` in their darkest channel, or nil if there are none.
    private func ink(_ image: (pixels: [UInt8], width: Int, height: Int), where test: (UInt8, UInt8, UInt8) -> Bool)
        -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                guard test(image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]) else { continue }
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    private func isDark(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { min(r, g, b) < 160 }

    func testDrawnTextStaysInsideItsMeasuredBox() throws {
        let text = run("Hamburgefonts", at: CGPoint(x: 20, y: 50))
        let metrics = measurer.metrics(of: text.font)
        let box = try XCTUnwrap(ink(render([text]), where: isDark), "nothing was drawn")
        // Ink starts at the origin and ends by the measured width (glyphs' side bearings keep it inside, give
        // or take the pixel that antialiasing reaches into), between the ascent above and the descent below.
        XCTAssertGreaterThanOrEqual(CGFloat(box.minX), text.origin.x - 1)
        XCTAssertLessThanOrEqual(CGFloat(box.minX), text.origin.x + 4)
        XCTAssertLessThanOrEqual(CGFloat(box.maxX), text.origin.x + text.width + 1)
        XCTAssertGreaterThanOrEqual(CGFloat(box.maxX), text.origin.x + text.width - 4)
        XCTAssertGreaterThanOrEqual(CGFloat(box.minY), text.origin.y - metrics.ascent - 1)
        XCTAssertLessThanOrEqual(CGFloat(box.maxY), text.origin.y + metrics.descent + 1)
        // "H" reaches from the baseline to the cap height, "g" below it.
        XCTAssertLessThanOrEqual(CGFloat(box.minY), text.origin.y - 0.6 * text.font.size)
        XCTAssertGreaterThan(CGFloat(box.maxY), text.origin.y + 1)
    }

    func testDrawingAtTwiceTheScaleDoublesTheBox() throws {
        // Layout stays in points; a scale of 2 draws the same run at twice the pixels, in a font twice as big.
        let text = run("Hamburgefonts", at: CGPoint(x: 10, y: 25))
        let metrics = measurer.metrics(of: text.font)
        let small = try XCTUnwrap(ink(render([text]), where: isDark))
        let large = try XCTUnwrap(ink(render([text], width: 480, height: 160, scale: 2), where: isDark))
        XCTAssertGreaterThanOrEqual(CGFloat(large.minX), 2 * text.origin.x - 1)
        XCTAssertLessThanOrEqual(CGFloat(large.maxX), 2 * (text.origin.x + text.width) + 1)
        XCTAssertGreaterThanOrEqual(CGFloat(large.minY), 2 * (text.origin.y - metrics.ascent) - 1)
        XCTAssertLessThanOrEqual(CGFloat(large.maxY), 2 * (text.origin.y + metrics.descent) + 1)
        XCTAssertEqual(Double(large.maxX - large.minX), 2 * Double(small.maxX - small.minX), accuracy: 4)
        XCTAssertEqual(Double(large.maxY - large.minY), 2 * Double(small.maxY - small.minY), accuracy: 4)
    }

    func testAStringDrawsAsItsPartsPlacedAtTheirMeasuredWidths() {
        // The second part starts where the measured width of the first ends, so the pixels are the same.
        let whole = render([run("Wavy type", at: CGPoint(x: 10.3, y: 40))])
        let head = run("Wavy", at: CGPoint(x: 10.3, y: 40))
        let tail = run(" type", at: CGPoint(x: 10.3 + head.width, y: 40))
        let parts = render([head, tail])
        XCTAssertEqual(whole.pixels, parts.pixels)
    }

    func testTheRunsColourIsDrawnPremultiplied() throws {
        // White at half opacity over black comes out mid grey where a glyph covers whole pixels; a colour
        // handed to Render without premultiplying would come out white.
        let image = render([run("HIH", at: CGPoint(x: 10, y: 60), size: 48, color: Color(white: 1, opacity: 0.5))],
                           background: .black)
        let brightest = stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }.max() ?? 0
        XCTAssertEqual(Double(brightest), 127.5, accuracy: 4)
        // An opaque colour keeps its hue.
        let blue = render([run("HIH", at: CGPoint(x: 10, y: 60), size: 48, color: .blue)])
        XCTAssertNotNil(ink(blue) { r, g, b in b > 240 && r < 20 && g < 140 })
    }

    func testFallbackGlyphsAreDrawn() throws {
        let serif = ResolvedFont(size: 30, design: .serif)
        let text = "אב"
        let run = TextRun(text: text, origin: CGPoint(x: 20, y: 50), width: measurer.width(of: text[...], in: serif),
                          font: serif, color: .black)
        let box = try XCTUnwrap(ink(render([run]), where: isDark), "nothing was drawn")
        XCTAssertLessThanOrEqual(CGFloat(box.maxX), run.origin.x + run.width + 1)
        XCTAssertGreaterThanOrEqual(CGFloat(box.minX), run.origin.x - 1)
    }

    func testTextFarOutsideTheBufferDrawsNothing() {
        let image = render([run("left", at: CGPoint(x: -40_000, y: 40)), run("below", at: CGPoint(x: 10, y: 90_000)),
                            run("right", at: CGPoint(x: 1_000, y: 40))])
        XCTAssertNil(ink(image, where: isDark))
    }

    // MARK: - Pinned fonts

    func testPinnedFontsUseReflowsConfiguration() throws {
        let file = try XCTUnwrap(FontConfiguration.pinnedConfiguration)
        XCTAssertTrue(file.hasSuffix("Resources/fonts/fonts.conf"), file)
        XCTAssertEqual(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"], file)
    }
}
