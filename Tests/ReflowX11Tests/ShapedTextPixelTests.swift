import Foundation
import ReflowTestSupport
import XCTest
@testable import Reflow
@testable import ReflowX11

/// Shaped text as the window draws it (a snapshot through Xft, pinned fonts): joined Arabic, emoji sequences,
/// CJK and kerning, read back from the pixels and compared with what Unicode's rules say they must be.
final class ShapedTextPixelTests: SharedConnectionTestCase {
    override class var pinsFonts: Bool { true }
    private let size = CGSize(width: 240, height: 80)
    private let font = Font.system(size: 40)

    private func image<V: View>(_ view: V) throws -> RGBAImage {
        try Snapshot.image(of: view.frame(maxWidth: .infinity, alignment: .leading).padding(.leading, 10), size: size)
    }

    private func image(_ text: String) throws -> RGBAImage { try image(Text(text).font(font)) }

    /// Whether a pixel is ink (not the white background).
    private static func isInk(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        min(p.red, p.green, p.blue) < 200
    }

    /// Whether a pixel is coloured: its channels differ markedly (black text on white has none such).
    private static func isColoured(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 80
    }

    /// The first and last columns holding a pixel that `test` accepts.
    private func columns(_ image: RGBAImage, _ test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> ClosedRange<Int>? {
        let hits = (0..<image.width).filter { x in (0..<image.height).contains { test(image.pixel(x: x, y: $0)) } }
        guard let first = hits.first, let last = hits.last else { return nil }
        return first...last
    }

    /// How many pixels of two pictures of one size differ by more than `levels` in some channel.
    private func differing(_ a: RGBAImage, _ b: RGBAImage, levels: Int = 40) -> Int {
        var count = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                if abs(Int(p.red) - Int(q.red)) > levels || abs(Int(p.green) - Int(q.green)) > levels
                    || abs(Int(p.blue) - Int(q.blue)) > levels { count += 1 }
            }
        }
        return count
    }

    private func inkCount(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where Self.isInk(image.pixel(x: x, y: y)) { count += 1 } }
        return count
    }

    func testArabicIsDrawnJoinedAndRightToLeft() throws {
        // ب ي ت: drawn as the final ت, the medial ي and the initial ب from left to right, which is what the three
        // letters look like each forced into its form by a zero-width joiner and set side by side in that order.
        let word = try image("\u{0628}\u{064A}\u{062A}")
        let forms = try image(HStack(spacing: 0) {
            Text("\u{200D}\u{062A}").font(font)
            Text("\u{200D}\u{064A}\u{200D}").font(font)
            Text("\u{0628}\u{200D}").font(font)
        })
        XCTAssertGreaterThan(inkCount(word), 100)
        XCTAssertLessThan(differing(word, forms), inkCount(word) / 20, "the word is its joined forms, right to left")
        // Unjoined, in the order they were typed, it looks otherwise.
        let loose = try image(HStack(spacing: 0) {
            Text("\u{0628}").font(font)
            Text("\u{064A}").font(font)
            Text("\u{062A}").font(font)
        })
        XCTAssertGreaterThan(differing(word, loose), inkCount(word) / 5)
    }

    func testAFamilyJoinedByZWJIsOneColourGlyph() throws {
        // Noto Color Emoji draws families as grey silhouettes on a tile, so ink, not colour, is what is counted.
        let one = try XCTUnwrap(columns(try image("👨"), Self.isInk))
        let family = try XCTUnwrap(columns(try image("👨\u{200D}👩\u{200D}👧"), Self.isInk))
        let apart = try XCTUnwrap(columns(try image("👨👩👧"), Self.isInk))
        XCTAssertLessThanOrEqual(family.count, one.count + 6, "one glyph, about as wide as one emoji")
        XCTAssertGreaterThan(apart.count, 2 * one.count, "without joiners, three emoji side by side")
    }

    func testASkinToneIsDrawnOnTheHandNotBesideIt() throws {
        let plain = try image("👍"), toned = try image("👍🏽")
        let plainColumns = try XCTUnwrap(columns(plain, Self.isColoured))
        let tonedColumns = try XCTUnwrap(columns(toned, Self.isColoured))
        XCTAssertLessThanOrEqual(tonedColumns.count, plainColumns.count + 4, "no swatch beside the hand")
        // The hand is another colour: most of its ink differs from the plain (yellow) hand's.
        XCTAssertGreaterThan(differing(plain, toned), inkCount(plain) / 2)
    }

    func testTheCatIsDrawnInColour() throws {
        // DejaVu Sans has a black-and-white cat; emoji presentation takes the colour font's.
        let cat = try image("🐱")
        var coloured = 0
        for y in 0..<cat.height { for x in 0..<cat.width where Self.isColoured(cat.pixel(x: x, y: y)) { coloured += 1 } }
        XCTAssertGreaterThan(coloured, 40 * 40 / 4, "a quarter of the em in colour")
    }

    func testChineseIsDrawnWithGlyphsNotBoxes() throws {
        let han = try image("漢"), zi = try image("字")
        XCTAssertGreaterThan(inkCount(han), 100)
        XCTAssertGreaterThan(inkCount(zi), 100)
        // Two missing-glyph boxes would be the same picture.
        XCTAssertGreaterThan(differing(han, zi), inkCount(han) / 3)
    }

    func testMarkdownBoldIsDrawnBolderThanPlainText() throws {
        // `Text("**Bold**")` is a LocalizedStringKey's markdown: the word in the bold face, no asterisks drawn.
        let bold = try image(Text("**Bold**").font(font)), plain = try image(Text("Bold").font(font))
        let asterisks = try image(Text(verbatim: "**Bold**").font(font))
        XCTAssertGreaterThan(inkCount(bold), inkCount(plain) * 6 / 5, "thicker strokes")
        let boldColumns = try XCTUnwrap(columns(bold, Self.isInk)), literalColumns = try XCTUnwrap(columns(asterisks, Self.isInk))
        XCTAssertLessThan(boldColumns.count, literalColumns.count * 3 / 4, "no asterisks either side")
    }

    func testAKernedPairIsDrawnNarrowerThanItsGlyphsSideBySide() throws {
        // "AV" kerned ends left of "A" and "V" each drawn whole beside the other.
        let kerned = try XCTUnwrap(columns(try image("AV"), Self.isInk))
        let apart = try XCTUnwrap(columns(try image(HStack(spacing: 0) { Text("A").font(font); Text("V").font(font) }), Self.isInk))
        XCTAssertEqual(kerned.lowerBound, apart.lowerBound)
        XCTAssertLessThan(kerned.upperBound, apart.upperBound - 1)
    }
}
