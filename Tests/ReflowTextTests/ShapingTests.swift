import Foundation
import Reflow
@testable import ReflowText
import XCTest

/// Text shaped without a display, in Reflow's pinned fonts with DejaVu as the primary face, spaced as DejaVu
/// (Noto Color Emoji and Noto CJK as fallbacks): what the shaped glyphs must be, derived from the fonts' own
/// tables and from Unicode's rules, not from the shaper.
final class ShapingTests: XCTestCase {
    private var measurer: ShapingTextMeasurer!
    private let body = ResolvedFont(size: 17)

    override func setUp() {
        setenv("REFLOW_PINNED_FONTS", "1", 1)
        measurer = ShapingTextMeasurer(scale: 1, families: .dejaVu)
    }

    override func tearDown() { measurer = nil }

    private func shaped(_ text: String, _ font: ResolvedFont? = nil) -> ShapedText {
        measurer.shaped(text, in: font ?? body)
    }

    private func stack(_ font: ResolvedFont? = nil) throws -> FontStack {
        try XCTUnwrap(measurer.stack(for: font ?? body))
    }

    /// The advance of `character`'s own glyph in the primary face, in points, from the font's metrics table.
    private func nominalAdvance(_ character: Unicode.Scalar, _ font: ResolvedFont) throws -> Double {
        let face = try XCTUnwrap(stack(font).faces.first)
        let glyph = try XCTUnwrap(face.glyph(for: character.value))
        return face.advance(ofGlyph: glyph) * Double(font.size) / face.unitsPerEm
    }

    func testAKernedPairIsNarrowerThanItsGlyphsAdvances() throws {
        // DejaVu Sans kerns "AV" (its GPOS table), as iOS kerns by default; "HH" has no kerning pair.
        let font = ResolvedFont(size: 40)
        let sum = try nominalAdvance("A", font) + nominalAdvance("V", font)
        XCTAssertLessThan(Double(measurer.width(of: "AV", in: font)), sum - 1)
        XCTAssertEqual(Double(measurer.width(of: "HH", in: font)), try 2 * nominalAdvance("H", font), accuracy: 1e-9)
    }

    func testWidthsAddUpAcrossWordsWithoutKerningPairs() {
        let whole = measurer.width(of: "hello world", in: body)
        let parts = measurer.width(of: "hello", in: body) + measurer.width(of: " ", in: body) + measurer.width(of: "world", in: body)
        XCTAssertEqual(whole, parts, accuracy: 1e-9)
    }

    func testAFamilyJoinedByZWJIsOneColourGlyph() throws {
        let family = "👨\u{200D}👩\u{200D}👧"
        let glyphs = shaped(family).glyphs
        XCTAssertEqual(glyphs.count, 1, "\(glyphs)")
        let face = try stack().faces[Int(try XCTUnwrap(glyphs.first).face)]
        XCTAssertTrue(face.isColor, face.identity)
        // One glyph as wide as one emoji: the man alone.
        XCTAssertEqual(measurer.width(of: family[...], in: body), measurer.width(of: "👨", in: body), accuracy: 1e-9)
        // Without the joiners the three stand side by side.
        XCTAssertEqual(shaped("👨👩👧").glyphs.count, 3)
    }

    func testASkinToneIsKeptAsOneGlyphOfItsOwn() throws {
        let plain = shaped("👍").glyphs, toned = shaped("👍🏽").glyphs
        XCTAssertEqual(plain.count, 1)
        XCTAssertEqual(toned.count, 1, "the modifier is no swatch beside the hand: \(toned)")
        XCTAssertNotEqual(toned.first?.index, plain.first?.index, "a glyph of the toned hand, not the plain one")
        XCTAssertEqual(measurer.width(of: "👍🏽", in: body), measurer.width(of: "👍", in: body), accuracy: 1e-9)
    }

    func testEmojiPresentationComesFromTheColourFontEvenWhereTheTextFaceHasAGlyph() throws {
        // DejaVu Sans has a black-and-white cat (U+1F431); Unicode gives the cat emoji presentation.
        let primary = try XCTUnwrap(stack().faces.first)
        XCTAssertTrue(primary.hasGlyph(for: 0x1F431), "DejaVu Sans has the cat; this test needs it to")
        let cat = try XCTUnwrap(shaped("🐱").glyphs.first)
        XCTAssertTrue(try stack().faces[Int(cat.face)].isColor)
        // A character asked for as text (VS15) keeps the text face.
        let asText = try XCTUnwrap(shaped("🐱\u{FE0E}").glyphs.first)
        XCTAssertEqual(asText.face, 0)
    }

    func testArabicJoinsAndRunsRightToLeft() throws {
        // ب ي ت (bayt): the first letter takes its initial form, the middle one its medial, the last its final
        // form. A zero-width joiner beside a letter asks for the same forms, one letter at a time; drawn left to
        // right, the word is the final ت, the medial ي, then the initial ب.
        func form(_ text: String) throws -> UInt32 {
            let glyphs = shaped(text).glyphs
            XCTAssertEqual(glyphs.count, 1, text)
            return try XCTUnwrap(glyphs.first).index
        }
        let initialB = try form("\u{0628}\u{200D}")
        let medialY = try form("\u{200D}\u{064A}\u{200D}")
        let finalT = try form("\u{200D}\u{062A}")
        let word = shaped("\u{0628}\u{064A}\u{062A}").glyphs
        XCTAssertEqual(word.map(\.index), [finalT, medialY, initialB])
        XCTAssertEqual(word.map(\.x), word.map(\.x).sorted(), "glyphs are given left to right")
        // The contextual forms are other glyphs than the letters' own.
        let face = try XCTUnwrap(stack().faces.first)
        XCTAssertNotEqual(initialB, face.glyph(for: 0x0628))
        XCTAssertNotEqual(finalT, face.glyph(for: 0x062A))
    }

    /// The glyph DejaVu Sans draws `character` with on its own.
    private func glyph(_ character: Unicode.Scalar) throws -> UInt32 {
        try XCTUnwrap(try stack().faces.first?.glyph(for: character.value))
    }

    func testRightToLeftRunsStandInDisplayOrder() throws {
        // The Unicode bidirectional algorithm (UAX #9): in a left-to-right paragraph a Hebrew phrase reads right
        // to left where it stands, its words too (the space between two Hebrew words takes their direction).
        let (alef, bet, gimel, dalet) = (try glyph("\u{05D0}"), try glyph("\u{05D1}"), try glyph("\u{05D2}"),
                                         try glyph("\u{05D3}"))
        let (a, b) = (try glyph("a"), try glyph("b"))
        let indices = shaped("a \u{05D0}\u{05D1} \u{05D2}\u{05D3} b").glyphs.map(\.index)
        let hebrew = indices.filter { [alef, bet, gimel, dalet].contains($0) }
        XCTAssertEqual(hebrew, [dalet, gimel, bet, alef])
        XCTAssertEqual(indices.first, a)
        XCTAssertEqual(indices.last, b)
        // A paragraph whose first strong letter is Hebrew runs right to left: the English word is on the left.
        let rtl = shaped("\u{05D0}\u{05D1} ab").glyphs.map(\.index)
        XCTAssertEqual(rtl.filter { [a, b, alef, bet].contains($0) }, [a, b, bet, alef])
        // Glyphs are given left to right whatever the order of the text.
        let xs = shaped("a \u{05D0}\u{05D1} \u{05D2}\u{05D3} b").glyphs.map(\.x)
        XCTAssertEqual(xs, xs.sorted())
    }

    func testDisplayOrderReversesEachLevelFromTheHighestDown() {
        // UAX #9 rule L2 on levels of runs: 0 1 1 2 2 1 0 shows the 2s reversed inside the reversed 1s.
        XCTAssertEqual(FontStack.displayOrder(of: [0, 1, 1, 2, 2, 1, 0]), [0, 5, 3, 4, 2, 1, 6])
        XCTAssertEqual(FontStack.displayOrder(of: [0, 0]), [0, 1])
        XCTAssertEqual(FontStack.displayOrder(of: [1, 1, 1]), [2, 1, 0])
    }

    func testChineseAndJapaneseComeFromACJKFace() throws {
        let stack = try stack()
        for character in "漢字かな한글".unicodeScalars {
            XCTAssertTrue(stack.isDrawnByFallback(character.value), "U+\(String(character.value, radix: 16))")
            XCTAssertFalse(stack.isMissing(character.value))
        }
        let glyphs = shaped("漢字").glyphs
        XCTAssertEqual(glyphs.count, 2)
        XCTAssertTrue(stack.faces[Int(glyphs[0].face)].identity.contains("CJK"), stack.faces[Int(glyphs[0].face)].identity)
        XCTAssertNotEqual(glyphs[0].index, glyphs[1].index, "two characters, two glyphs: no boxes")
        XCTAssertNotEqual(glyphs[0].index, 0)
    }

    func testControlsAndJoinersTakeNoRoom() {
        XCTAssertEqual(measurer.width(of: "a\u{0007}b", in: body), measurer.width(of: "ab", in: body), accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "a\u{200B}b", in: body), measurer.width(of: "ab", in: body), accuracy: 1e-9)
        XCTAssertTrue(shaped("\u{0007}").glyphs.isEmpty)
    }

    func testACharacterNoFontHasIsTheMissingGlyphBoxOfThePrimaryFace() throws {
        // U+0378 is unassigned (in the Greek block), so no font has it.
        let glyphs = shaped("\u{0378}").glyphs
        XCTAssertEqual(glyphs.map(\.index), [0])
        XCTAssertEqual(glyphs.first?.face, 0)
        XCTAssertGreaterThan(measurer.width(of: "\u{0378}", in: body), 0)
    }

    func testMeasuringNeedsNoDisplay() {
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        unsetenv("DISPLAY")
        defer { if let saved { setenv("DISPLAY", saved, 1) } }
        let measurer = ShapingTextMeasurer()
        XCTAssertGreaterThan(measurer.width(of: "Hello", in: body), 20)
        XCTAssertGreaterThan(measurer.metrics(of: body).lineHeight, 17)
    }

    func testFacesAreSharedBySizesAndFreedWithTheMeasurer() throws {
        weak var face: FontFace?
        do {
            let measurer = ShapingTextMeasurer()
            _ = measurer.width(of: "a", in: ResolvedFont(size: 12))
            _ = measurer.width(of: "a", in: ResolvedFont(size: 30))
            XCTAssertEqual(measurer.openFaces, 1, "one face of DejaVu Sans serves both sizes")
            face = measurer.stack(for: ResolvedFont(size: 12))?.faces.first
            XCTAssertNotNil(face)
        }
        XCTAssertNil(face, "the face is closed with the measurer")
    }

    func testDevanagariVowelSignIIsDrawnBeforeItsConsonantInADevanagariFace() throws {
        // "कि" is KA then VOWEL SIGN I (U+0915, U+093F); Unicode's Devanagari model draws the sign to the left of
        // the consonant it follows, so the shaped glyphs run sign first, KA's own glyph second.
        let glyphs = shaped("कि").glyphs
        XCTAssertEqual(glyphs.count, 2, "\(glyphs)")
        let face = try stack().faces[Int(try XCTUnwrap(glyphs.last).face)]
        XCTAssertTrue(face.identity.contains("Devanagari"), face.identity)
        let ka = try XCTUnwrap(face.glyph(for: 0x0915))
        XCTAssertEqual(glyphs[1].index, ka)
        XCTAssertNotEqual(glyphs[0].index, ka)
        XCTAssertLessThan(glyphs[0].x, glyphs[1].x)
    }

    func testThaiIsSetInAThaiFaceWithEveryGlyphFound() throws {
        let glyphs = shaped("สวัสดี").glyphs
        XCTAssertFalse(glyphs.isEmpty)
        for glyph in glyphs {
            XCTAssertNotEqual(glyph.index, 0, "a missing glyph (a box)")
            XCTAssertTrue(try stack().faces[Int(glyph.face)].identity.contains("Thai"))
        }
    }
}
