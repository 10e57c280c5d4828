import XCTest
@testable import Reflow

/// Where a line may break inside what has no spaces: the Unicode line breaking algorithm (UAX #14), applied by
/// ICU's line break iterator. Widths follow `FixedAdvanceTextMeasurer` at 10 pt: a narrow character is 6 wide, a wide one
/// (an ideograph, an emoji) 10.
final class LineBreakingRuleTests: XCTestCase {
    private func lines(_ text: String, width: CGFloat) -> [String] {
        TextLayout(text: text, font: ResolvedFont(size: 10), measurer: FixedAdvanceTextMeasurer(),
                   proposal: ProposedViewSize(width: width, height: nil), lineLimit: nil).lines.map { String($0.text) }
    }

    func testAHyphenatedWordBreaksAfterItsHyphen() {
        // "well-known" is 60 wide; at 50 it breaks after the hyphen (UAX #14 LB21: a break after HY), not after
        // the eighth character, as breaking between characters would.
        XCTAssertEqual(lines("well-known", width: 50), ["well-", "known"])
        XCTAssertEqual(lines("a well-known fact", width: 70), ["a well-", "known fact"])
        // No break between a hyphen and a digit (LB25): "-5" stays together.
        XCTAssertEqual(lines("x -5", width: 20), ["x", "-5"])
    }

    func testASlashBeforeLettersAllowsABreak() {
        // "and/or": a break after the slash (SY, LB13 keeps it from starting a line).
        XCTAssertEqual(lines("and/or", width: 30), ["and/", "or"])
    }

    func testOtherASCIIPunctuationCanAllowABreakToo() {
        // After "?" before a letter UAX #14 allows a break (nothing forbids it, LB31); not after ",".
        XCTAssertEqual(lines("why?because", width: 50), ["why?", "because"])
        XCTAssertEqual(lines("1,000,000", width: 30), ["1,000", ",000"])
    }

    func testIdeographsBreakBetweenThemButNotBeforeClosingPunctuation() {
        // 你好，世界: each ideograph and the comma is 10 wide. At 25 two fit on a line, but "，" may not start
        // one (LB13/LB16 for CL), so it stays with 好.
        XCTAssertEqual(lines("你好，世界", width: 25), ["你", "好，", "世界"])
        // Breaking between characters alone would have put the comma first on the second line.
        XCTAssertNotEqual(lines("你好，世界", width: 25), ["你好", "，世", "界"])
    }

    func testEmojiSequencesAndPlainWordsAreNotSplit() {
        // A ZWJ family is one character; a word without break opportunities still breaks only when too wide.
        XCTAssertEqual(lines("👨‍👩‍👧👨‍👩‍👧", width: 15), ["👨‍👩‍👧", "👨‍👩‍👧"])
        // Flags are pairs of regional indicators, kept together (LB30a); the fuzz suite found an older library
        // failing on them.
        let flag = FixedAdvanceTextMeasurer().width(of: "🇫🇷", in: ResolvedFont(size: 10))
        XCTAssertEqual(lines("🇫🇷🇯🇵", width: 1.5 * flag), ["🇫🇷", "🇯🇵"])
        XCTAssertEqual(lines("hello world", width: 40), ["hello", "world"])
        XCTAssertEqual(lines("abcdefgh", width: 30), ["abcde", "fgh"])
    }

    func testNoBreakBeforeClosingPunctuationEvenAfterASpace() {
        // UAX #14 rule LB13: no break before "!" even after spaces, so "cd !" stays together: at 40 points
        // (6 a character) "ab cd" fits (30) but "ab cd !" (42) does not, and "cd !" goes down whole.
        XCTAssertEqual(lines("ab cd !", width: 40), ["ab", "cd !"])
        // Before an ordinary word the space is a break as always.
        XCTAssertEqual(lines("ab cd e", width: 40), ["ab cd", "e"])
        // LB14 keeps an opening bracket with what follows it, spaces and all; LB13 keeps ")" with what precedes.
        XCTAssertEqual(lines("Wait ( see )", width: 60), ["Wait", "( see )"])
    }
}
