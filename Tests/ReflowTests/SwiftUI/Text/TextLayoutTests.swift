import XCTest
@testable import Reflow

/// Every expected value is worked out from `FixedAdvanceTextMeasurer`'s documented rule, written as the
/// arithmetic it comes from: a Character advances 0.6 × size (1.0 × size if wide), ascent 0.93 × size,
/// descent 0.24 × size, leading 0. All tests use a 10 pt font, so a narrow character is 6 wide and a line
/// is 11.7 high.
final class TextLayoutTests: XCTestCase {
    let measurer = FixedAdvanceTextMeasurer()
    let font = ResolvedFont(size: 10)
    let lineHeight: CGFloat = (0.93 + 0.24) * 10
    let accuracy: CGFloat = 1e-9

    func layout(_ text: String, width: CGFloat? = nil, height: CGFloat? = nil, lineLimit: Int? = nil) -> TextLayout {
        TextLayout(text: text, font: font, measurer: measurer, proposal: ProposedViewSize(width: width, height: height),
                   lineLimit: lineLimit)
    }

    func assertSize(_ layout: TextLayout, _ width: CGFloat, _ height: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(layout.size.width, width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(layout.size.height, height, accuracy: accuracy, "height", file: file, line: line)
    }

    func texts(_ layout: TextLayout) -> [String] { layout.lines.map { String($0.text) } }

    // MARK: - Measurer

    func testMetrics() {
        let metrics = measurer.metrics(of: font)
        XCTAssertEqual(metrics.ascent, 0.93 * 10, accuracy: accuracy)
        XCTAssertEqual(metrics.descent, 0.24 * 10, accuracy: accuracy)
        XCTAssertEqual(metrics.leading, 0)
        XCTAssertEqual(metrics.lineHeight, (0.93 + 0.24) * 10, accuracy: accuracy)
        XCTAssertEqual(measurer.metrics(of: ResolvedFont(size: 17)).lineHeight, (0.93 + 0.24) * 17, accuracy: accuracy)
    }

    func testNarrowWidths() {
        XCTAssertEqual(measurer.width(of: "Hello", in: font), 5 * 0.6 * 10, accuracy: accuracy)
        XCTAssertEqual(measurer.width(of: "Hello world", in: font), 11 * 0.6 * 10, accuracy: accuracy)
        XCTAssertEqual(measurer.width(of: "", in: font), 0)
        // "e" + combining acute accent is one Character; "\r\n" is one Character.
        XCTAssertEqual(measurer.width(of: "e\u{301}", in: font), 1 * 0.6 * 10, accuracy: accuracy)
        XCTAssertEqual(measurer.width(of: "\r\n", in: font), 1 * 0.6 * 10, accuracy: accuracy)
        // Non-wide scripts above ASCII: Greek, Cyrillic.
        XCTAssertEqual(measurer.width(of: "αβЖ", in: font), 3 * 0.6 * 10, accuracy: accuracy)
    }

    func testWideWidths() {
        XCTAssertEqual(measurer.width(of: "日本", in: font), 2 * 1.0 * 10, accuracy: accuracy)  // U+65E5, U+672C
        XCTAssertEqual(measurer.width(of: "a日", in: font), 0.6 * 10 + 1.0 * 10, accuracy: accuracy)
        XCTAssertEqual(measurer.width(of: "한", in: font), 1.0 * 10, accuracy: accuracy)  // U+D55C Hangul syllable
        XCTAssertEqual(measurer.width(of: "カ", in: font), 1.0 * 10, accuracy: accuracy)  // U+30AB Katakana
        XCTAssertEqual(measurer.width(of: "Ａ", in: font), 1.0 * 10, accuracy: accuracy)  // U+FF21 fullwidth A
        XCTAssertEqual(measurer.width(of: "👍", in: font), 1.0 * 10, accuracy: accuracy)  // U+1F44D
        // Thumbs up + skin tone modifier is one Character; its first scalar decides.
        XCTAssertEqual(measurer.width(of: "👍🏽", in: font), 1.0 * 10, accuracy: accuracy)
        XCTAssertEqual(measurer.width(of: "🚀", in: font), 1.0 * 10, accuracy: accuracy)  // U+1F680
        XCTAssertEqual(measurer.width(of: "🤖", in: font), 1.0 * 10, accuracy: accuracy)  // U+1F916
    }

    func testClustersAreSwiftCharacters() {
        // The byte walk must agree with Swift's own Character count (the reference here), including where an
        // ASCII byte joins a neighbouring scalar.
        let samples = [
            "e\u{301}x", "a\r\nb", "\r\r\n", "\u{600}1", "🇫🇷🇩🇪", "👨\u{200D}👩\u{200D}👧 x", "\u{1100}\u{1161}a",
            "क\u{94D}ष", "a\u{308}\u{301}b", "x\u{FE0F}", "👍🏽!", "",
        ]
        func expectedWidth(_ text: Substring) -> CGFloat {
            let wide = text.filter { FixedAdvanceTextMeasurer.isWide($0.unicodeScalars.first!.value) }.count
            return (0.6 * CGFloat(text.count - wide) + 1.0 * CGFloat(wide)) * 10
        }
        for sample in samples {
            XCTAssertEqual(measurer.width(of: sample[...], in: font), expectedWidth(sample[...]), accuracy: accuracy,
                           sample.debugDescription)
            // A slice that starts inside a cluster, as a broken word can.
            let tail = Substring(sample.unicodeScalars.dropFirst())
            XCTAssertEqual(measurer.width(of: tail, in: font), expectedWidth(tail), accuracy: accuracy,
                           "tail of " + sample.debugDescription)
        }
    }

    func testWeightDoesNotChangeWidth() {
        for weight: Font.Weight in [.ultraLight, .regular, .bold, .black] {
            let styled = ResolvedFont(size: 10, weight: weight, design: .serif, isItalic: true)
            XCTAssertEqual(measurer.width(of: "Hello", in: styled), 5 * 0.6 * 10, accuracy: accuracy)
        }
    }

    // MARK: - Fonts

    func testTextStyleSizes() {
        let expected: [(Font, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, size) in expected {
            XCTAssertEqual(font.resolved().size, size)
            XCTAssertEqual(font.resolved().design, .default)
            XCTAssertFalse(font.resolved().isItalic)
        }
        XCTAssertEqual(Font.headline.resolved().weight, .semibold)
        XCTAssertEqual(Font.body.resolved().weight, .regular)
        XCTAssertEqual(Font.TextStyle.allCases.count, 11)
    }

    func testSystemFonts() {
        XCTAssertEqual(Font.system(size: 13).resolved(), ResolvedFont(size: 13, weight: .regular, design: .default, isItalic: false))
        XCTAssertEqual(Font.system(size: 9, weight: .heavy, design: .rounded).resolved(),
                       ResolvedFont(size: 9, weight: .heavy, design: .rounded, isItalic: false))
        XCTAssertEqual(Font.system(.headline).resolved().weight, .semibold)
        XCTAssertEqual(Font.system(.headline, weight: .light).resolved().weight, .light)
        XCTAssertEqual(Font.system(.caption, design: .serif).resolved(), ResolvedFont(size: 12, design: .serif))
        XCTAssertEqual(Font.system(.body), Font.body)
    }

    func testFontModifiers() {
        XCTAssertEqual(Font.body.bold().resolved().weight, .bold)
        XCTAssertEqual(Font.headline.weight(.black).resolved().weight, .black)
        XCTAssertTrue(Font.body.italic().resolved().isItalic)
        XCTAssertEqual(Font.body.monospaced().resolved().design, .monospaced)
        XCTAssertEqual(Font.title.bold().italic().resolved(), ResolvedFont(size: 28, weight: .bold, design: .default, isItalic: true))
        XCTAssertNotEqual(Font.body, Font.body.bold())
    }

    func testWeightValues() {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        XCTAssertEqual(weights.map(\.value), [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    // MARK: - Ideal size (no wrapping)

    func testIdealIsOneLine() {
        let text = layout("Hello world")
        XCTAssertEqual(texts(text), ["Hello world"])
        assertSize(text, 11 * 0.6 * 10, (0.93 + 0.24) * 10)
        XCTAssertEqual(text.firstBaseline, 0.93 * 10, accuracy: accuracy)
        XCTAssertEqual(text.lastBaseline, 0.93 * 10, accuracy: accuracy)
        XCTAssertFalse(text.isTruncated)
    }

    func testInfiniteProposalIsIdeal() {
        let text = layout("Hello world", width: .infinity, height: .infinity)
        XCTAssertEqual(texts(text), ["Hello world"])
        assertSize(text, 11 * 0.6 * 10, (0.93 + 0.24) * 10)
    }

    func testSpacesAtParagraphEndDoNotCountButLeadingSpacesDo() {
        assertSize(layout("Hello   "), 5 * 0.6 * 10, lineHeight)
        assertSize(layout("  ab"), 4 * 0.6 * 10, lineHeight)
        XCTAssertEqual(texts(layout("  ab")), ["  ab"])
        // Spaces between words count.
        assertSize(layout("a   b"), 5 * 0.6 * 10, lineHeight)
    }

    func testEmptyStringIsOneEmptyLine() {
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 40, height: nil)] {
            let text = TextLayout(text: "", font: font, measurer: measurer, proposal: proposal, lineLimit: nil)
            XCTAssertEqual(texts(text), [""])
            assertSize(text, 0, (0.93 + 0.24) * 10)
            XCTAssertEqual(text.firstBaseline, 0.93 * 10, accuracy: accuracy)
        }
    }

    func testParagraphs() {
        let text = layout("ab\ncde")
        XCTAssertEqual(texts(text), ["ab", "cde"])
        assertSize(text, 3 * 0.6 * 10, 2 * (0.93 + 0.24) * 10)
        XCTAssertEqual(text.lastBaseline, 1 * (0.93 + 0.24) * 10 + 0.93 * 10, accuracy: accuracy)
        XCTAssertEqual(text.baseline(ofLine: 1), text.lastBaseline, accuracy: accuracy)

        XCTAssertEqual(texts(layout("a\n\nb")), ["a", "", "b"])
        XCTAssertEqual(texts(layout("ab\r\ncd")), ["ab", "cd"])
        XCTAssertEqual(texts(layout("ab\rcd")), ["ab", "cd"])
        // A trailing newline starts an empty last line.
        let trailing = layout("a\n")
        XCTAssertEqual(texts(trailing), ["a", ""])
        assertSize(trailing, 1 * 0.6 * 10, 2 * (0.93 + 0.24) * 10)
    }

    // MARK: - Wrapping

    func testWrapsAtWords() {
        let text = layout("Hello world", width: 40)
        XCTAssertEqual(texts(text), ["Hello", "world"])
        XCTAssertEqual(text.lines[0].width, 5 * 0.6 * 10, accuracy: accuracy)
        XCTAssertEqual(text.lines[1].width, 5 * 0.6 * 10, accuracy: accuracy)
        assertSize(text, 5 * 0.6 * 10, 2 * (0.93 + 0.24) * 10)
        XCTAssertEqual(text.firstBaseline, 0.93 * 10, accuracy: accuracy)
        XCTAssertEqual(text.lastBaseline, (0.93 + 0.24) * 10 + 0.93 * 10, accuracy: accuracy)
    }

    func testIdealWidthFitsOnOneLine() {
        let text = layout("Hello world", width: 11 * 0.6 * 10)
        XCTAssertEqual(texts(text), ["Hello world"])
        // One point short: "Hello" + " " + "world" is 66, the proposal 65.
        XCTAssertEqual(texts(layout("Hello world", width: 11 * 0.6 * 10 - 1)), ["Hello", "world"])
    }

    func testSpaceAtBreakHangs() {
        // "Hello " would be 36 > 35 but the space hangs: the line is "Hello", 30 wide.
        let text = layout("Hello world", width: 35)
        XCTAssertEqual(texts(text), ["Hello", "world"])
        assertSize(text, 5 * 0.6 * 10, 2 * lineHeight)
    }

    func testSeveralWordsPerLine() {
        // a 6, bb 12, ccc 18, dddd 24, space 6: "a bb ccc" = 6 + 6 + 12 + 6 + 18 = 48 ≤ 50; + 6 + 24 > 50.
        let text = layout("a bb ccc dddd", width: 50)
        XCTAssertEqual(texts(text), ["a bb ccc", "dddd"])
        XCTAssertEqual(text.lines[0].width, 8 * 0.6 * 10, accuracy: accuracy)
        XCTAssertEqual(text.lines[1].width, 4 * 0.6 * 10, accuracy: accuracy)
        assertSize(text, 8 * 0.6 * 10, 2 * lineHeight)
    }

    func testLongWordBreaksInside() {
        // 30 holds 5 characters of 6.
        let text = layout("abcdefgh", width: 30)
        XCTAssertEqual(texts(text), ["abcde", "fgh"])
        XCTAssertEqual(text.lines[0].width, 5 * 0.6 * 10, accuracy: accuracy)
        XCTAssertEqual(text.lines[1].width, 3 * 0.6 * 10, accuracy: accuracy)
        assertSize(text, 5 * 0.6 * 10, 2 * lineHeight)

        // A long word after a short one starts its own line before breaking.
        XCTAssertEqual(texts(layout("Hi abcdefgh", width: 30)), ["Hi", "abcde", "fgh"])
    }

    func testWordsFollowABrokenWord() {
        // 40 holds 6 characters (36); "gh" (12) + " " (6) + "ij" (12) = 30 ≤ 40 shares the line.
        let text = layout("abcdefgh ij", width: 40)
        XCTAssertEqual(texts(text), ["abcdef", "gh ij"])
        XCTAssertEqual(text.lines[1].width, 5 * 0.6 * 10, accuracy: accuracy)
        assertSize(text, 6 * 0.6 * 10, 2 * lineHeight)
    }

    func testZeroWidthSetsOneCharacterPerLine() {
        let text = layout("Hi yo", width: 0)
        XCTAssertEqual(texts(text), ["H", "i", "y", "o"])
        assertSize(text, 1 * 0.6 * 10, 4 * lineHeight)
        // A negative width is treated as 0.
        XCTAssertEqual(texts(layout("Hi yo", width: -5)), ["H", "i", "y", "o"])
    }

    func testWideCharactersWrap() {
        // Seven wide characters of 10; 35 holds 3.
        let text = layout("日本語テキスト", width: 35)
        XCTAssertEqual(texts(text), ["日本語", "テキス", "ト"])
        assertSize(text, 3 * 1.0 * 10, 3 * lineHeight)
    }

    func testWrappedParagraphs() {
        let text = layout("Hello world\nab", width: 40)
        XCTAssertEqual(texts(text), ["Hello", "world", "ab"])
        assertSize(text, 5 * 0.6 * 10, 3 * lineHeight)
    }

    // MARK: - Truncation

    func testLineLimitOneTruncatesWithEllipsis() {
        // "Hello" (30) + "…" (6) = 36 ≤ 40.
        let text = layout("Hello world", width: 40, lineLimit: 1)
        XCTAssertEqual(texts(text), ["Hello…"])
        XCTAssertTrue(text.isTruncated)
        assertSize(text, 6 * 0.6 * 10, 1 * lineHeight)
        XCTAssertEqual(text.lastBaseline, 0.93 * 10, accuracy: accuracy)
    }

    func testTruncationDropsCharactersUntilEllipsisFits() {
        // "Hello" + "…" = 36 > 33; keeping k characters needs 6k + 6 ≤ 33, so k = 4.
        let text = layout("Hello world", width: 33, lineLimit: 1)
        XCTAssertEqual(texts(text), ["Hell…"])
        assertSize(text, 5 * 0.6 * 10, lineHeight)
    }

    func testTruncationDropsSpacesBeforeEllipsis() {
        // Line "ab cd" (30); with "…" 36 > 26; 6k + 6 ≤ 26 gives k = 3, "ab " without its space.
        let text = layout("ab cd efgh", width: 26, lineLimit: 1)
        XCTAssertEqual(texts(text), ["ab…"])
        assertSize(text, 3 * 0.6 * 10, lineHeight)
    }

    func testTruncatedLineIsFilledWithTheRestOfItsParagraph() {
        // Tail truncation cuts inside the next word: 6k + 6 ≤ 50 gives k = 7, "Hello w", not "Hello".
        let text = layout("Hello world again", width: 50, lineLimit: 1)
        XCTAssertEqual(texts(text), ["Hello w…"])
        assertSize(text, 8 * 0.6 * 10, lineHeight)
        // Two lines: "Hello" then "world again" cut to k = 7 characters, "world a".
        let two = layout("Hello world again and again", width: 50, lineLimit: 2)
        XCTAssertEqual(texts(two), ["Hello", "world a…"])
        // The rest of a paragraph only: the next paragraph is not pulled up.
        let paragraphs = layout("ab\ncd", width: 50, lineLimit: 1)
        XCTAssertEqual(texts(paragraphs), ["ab…"])
    }

    func testEllipsisAlone() {
        // Not even "H" + "…" (12) fits in 8: "…" alone (6).
        let text = layout("Hello", width: 8, lineLimit: 1)
        XCTAssertEqual(texts(text), ["…"])
        assertSize(text, 1 * 0.6 * 10, lineHeight)
        // "…" does not fit 5 either; it is still drawn, wider than the proposal.
        let narrow = layout("Hello", width: 5, lineLimit: 1)
        XCTAssertEqual(texts(narrow), ["…"])
        assertSize(narrow, 1 * 0.6 * 10, lineHeight)
    }

    func testLimitedHeightTruncates() {
        // ⌊30 / 11.7⌋ = 2 lines; "world" (30) + "…" (6) = 36 ≤ 40.
        let text = layout("Hello world again", width: 40, height: 30)
        XCTAssertEqual(texts(text), ["Hello", "world…"])
        XCTAssertTrue(text.isTruncated)
        assertSize(text, 6 * 0.6 * 10, 2 * lineHeight)
    }

    func testHeightOfExactlyTwoLines() {
        let text = layout("Hello world again", width: 40, height: 2 * (0.93 + 0.24) * 10)
        XCTAssertEqual(texts(text), ["Hello", "world…"])
        assertSize(text, 6 * 0.6 * 10, 2 * lineHeight)
    }

    func testHeightBelowOneLineStillShowsOne() {
        for height: CGFloat in [5, 0] {
            let text = layout("Hello world", width: 40, height: height)
            XCTAssertEqual(texts(text), ["Hello…"])
            assertSize(text, 6 * 0.6 * 10, lineHeight)
        }
    }

    func testLineLimitWithoutWidthTruncatesParagraphs() {
        let text = layout("ab\ncd", lineLimit: 1)
        XCTAssertEqual(texts(text), ["ab…"])
        assertSize(text, 3 * 0.6 * 10, lineHeight)
        // A limit the text stays within changes nothing.
        let fits = layout("Hello world", lineLimit: 1)
        XCTAssertEqual(texts(fits), ["Hello world"])
        XCTAssertFalse(fits.isTruncated)
        XCTAssertFalse(layout("Hello world", width: 40, lineLimit: 2).isTruncated)
    }

    func testSmallerOfHeightAndLineLimitWins() {
        // The height allows 2 lines, the limit 1.
        XCTAssertEqual(texts(layout("Hello world again", width: 40, height: 30, lineLimit: 1)), ["Hello…"])
        // The limit allows 3, the height 2.
        XCTAssertEqual(texts(layout("Hello world again", width: 40, height: 30, lineLimit: 3)), ["Hello", "world…"])
    }

    func testLineLimitBelowOneCountsAsOne() {
        XCTAssertEqual(texts(layout("Hello world", width: 40, lineLimit: 0)), ["Hello…"])
    }

    // MARK: - Measuring cost

    func testEachWordIsMeasuredOnce() {
        let counting = CountingMeasurer()
        _ = TextLayout(text: "one two three four", font: font, measurer: counting, proposal: ProposedViewSize(width: 60, height: nil),
                       lineLimit: nil)
        // Four words and one space.
        XCTAssertEqual(counting.widthCalls, 4 + 1)
        XCTAssertEqual(counting.metricsCalls, 1)
    }
}

/// Counts the calls that reach the fixed-advance rule (text layout and sizing tests share it).
final class CountingMeasurer: TextMeasurer {
    let base = FixedAdvanceTextMeasurer()
    var widthCalls = 0
    var metricsCalls = 0

    func metrics(of font: ResolvedFont) -> FontMetrics {
        metricsCalls += 1
        return base.metrics(of: font)
    }

    func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
        widthCalls += 1
        return base.width(of: text, in: font)
    }
}
