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
