import XCTest
@testable import Reflow

/// Where ICU's line rules come from: opened by name from the toolchain's ICU data, they must be the rules the
/// default locale would open, dictionaries for Thai and the CJK scripts included.
final class UnicodeRulesTests: XCTestCase {
    private func opportunities(_ text: String, by iterator: OpaquePointer?) -> [Int]? {
        UnicodeRules.lineBreakOpportunities(in: Array(text.utf8), by: iterator)?
            .enumerated().filter(\.element).map { $0.offset + 1 }
    }

    func testTheLineRulesOpenByName() {
        XCTAssertNotNil(UnicodeRules.openLineRules(), "the root line rules are not in ICU's data under their name")
    }

    func testRulesOpenedByNameBreakAsTheDefaultLocalesDo() throws {
        let byName = try XCTUnwrap(UnicodeRules.openLineRules())
        let byLocale = try XCTUnwrap(UnicodeRules.openLineRulesForLocale())
        let texts = ["well-known and/or why?because 1,000,000", "“Quoted,” she said: «non» (see §4.2)",
                     "你好，世界。日本語のテキストです。", "한국어 텍스트", "ภาษาไทยง่ายนิดเดียว", "مرحبا بالعالم",
                     "שלום-עולם", "flags 🇫🇷🇩🇪 and 👩‍👩‍👧 emoji", "x -5 $12.50 50% http://example.com/a/b"]
        for text in texts {
            XCTAssertEqual(opportunities(text, by: byName), opportunities(text, by: byLocale), text)
        }
    }

    func testThaiBreaksBetweenItsWords() throws {
        // Thai has no spaces between words: ICU finds them with its dictionary. ภาษา|ไทย|ง่าย|นิด|เดียว ("the
        // Thai language is quite easy"), each Thai letter three bytes of UTF-8: 4, 3, 4, 3 letters.
        let byName = try XCTUnwrap(UnicodeRules.openLineRules())
        XCTAssertEqual(opportunities("ภาษาไทยง่ายนิดเดียว", by: byName), [12, 21, 33, 42])
    }
}

/// A paragraph's direction is its first strong character's (UAX #9 rule P2), what it holds inside isolates
/// skipped (LRI U+2066, RLI U+2067, FSI U+2068 … PDI U+2069).
final class FirstStrongDirectionTests: XCTestCase {
    private func direction(_ bytes: [UInt8]) -> Int { UnicodeRules.firstStrongDirection(of: bytes[...]) }
    private func direction(_ text: String) -> Int { direction(Array(text.utf8)) }

    func testTheFirstStrongCharacterDecides() {
        XCTAssertEqual(direction("123 שלום abc"), -1, "Hebrew after digits, before Latin")
        XCTAssertEqual(direction("(12) abc مرحبا"), 1, "Latin before Arabic")
        XCTAssertEqual(direction("مرحبا"), -1, "Arabic letters are right to left too (class AL)")
        XCTAssertEqual(direction("123 - (4.5)!"), 0, "digits and punctuation are not strong")
        XCTAssertEqual(direction(""), 0)
    }

    func testIsolatesAreSkipped() {
        XCTAssertEqual(direction("\u{2067}שלום\u{2069} abc"), 1, "the Hebrew inside RLI…PDI is skipped")
        XCTAssertEqual(direction("\u{2066}abc\u{2069} שלום"), -1, "the Latin inside LRI…PDI is skipped")
        XCTAssertEqual(direction("\u{2068}\u{2067}abc\u{2069}def\u{2069} שלום"), -1, "nested: two PDIs close both")
        XCTAssertEqual(direction("\u{2069}abc"), 1, "a PDI without an isolate open closes nothing")
        XCTAssertEqual(direction("\u{2067}שלום"), 0, "an isolate never closed holds the rest")
    }

    func testBytesThatAreNotUTF8AreSkipped() {
        XCTAssertEqual(direction([0xFF, 0xC3] + Array("א".utf8)), -1)
        XCTAssertEqual(direction([0x80, 0x80]), 0)
    }
}
