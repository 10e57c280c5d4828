import XCTest
@testable import Reflow

/// `.truncationMode` and `.allowsTightening`. Widths follow `FixedAdvanceTextMeasurer`'s rule: at 10 points
/// every character, "…" and the space included, advances 6 points, so keeping k characters and "…" takes
/// 6k + 6 points; tracking t adds t per character.
final class TextTruncationTests: XCTestCase {
    private func drawn<V: View>(_ view: V, width: CGFloat) -> (runs: [TextRun], frame: CGRect) {
        let host = ViewHost(rootView: view.font(.system(size: 10)).id("t").frame(width: width, height: 100),
                            size: CGSize(width: 400, height: 300))
        let runs = host.displayList.items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run } else { return nil }
        }
        return (runs, host.frame(of: "t") ?? .zero)
    }

    private func lines<V: View>(_ view: V, width: CGFloat) -> [String] { drawn(view, width: width).runs.map(\.text) }

    func testHeadKeepsTheEndOfTheLine() {
        // 6k + 6 ≤ 40 gives k = 5: the last five characters, "world".
        XCTAssertEqual(lines(Text("Hello world").lineLimit(1).truncationMode(.head), width: 40), ["…world"])
        // "abcde fgh" in 30: k = 4 would be " fgh", whose space next to the "…" is dropped; k = 5 ("e fgh") is 36.
        let spaced = drawn(Text("abcde fgh").lineLimit(1).truncationMode(.head), width: 30)
        XCTAssertEqual(spaced.runs.map(\.text), ["…fgh"])
        XCTAssertEqual(spaced.frame.width, 4 * 6, accuracy: 1e-9)
    }

    func testMiddleKeepsBothEndsTheStartTakingTheOddCharacter() {
        // k = 5 characters: three from the start, two from the end.
        XCTAssertEqual(lines(Text("Hello world").lineLimit(1).truncationMode(.middle), width: 40), ["Hel…ld"])
        // "ab cdefgh" in 36: k = 6 keeps "ab " (its space dropped: 12) and "fgh" (18), 12 + 6 + 18 = 36;
        // k = 7 would be "ab c" (24) + "fgh" (18) + 6 = 48.
        XCTAssertEqual(lines(Text("ab cdefgh").lineLimit(1).truncationMode(.middle), width: 36), ["ab…fgh"])
    }

    func testTailIsTheDefault() {
        XCTAssertEqual(lines(Text("Hello world").lineLimit(1), width: 40), ["Hello…"])
        XCTAssertEqual(lines(Text("Hello world").lineLimit(1).truncationMode(.tail), width: 40), ["Hello…"])
    }

    func testOnlyTheLastLineIsCut() {
        // Line one "Hello"; the rest of the paragraph, "world again and again", cut at its head to 7 characters.
        XCTAssertEqual(lines(Text("Hello world again and again").lineLimit(2).truncationMode(.head), width: 50),
                       ["Hello", "…d again"])
    }

    func testRunsKeepTheirLooksAroundTheEllipsis() {
        // "**Hello** world" cut in the middle at 40: "Hel" in bold, the "…" in the look before it, "ld" regular.
        let (runs, frame) = drawn(Text("**Hello** world").lineLimit(1).truncationMode(.middle), width: 40)
        XCTAssertEqual(runs.map(\.text), ["Hel", "…", "ld"])
        XCTAssertEqual(runs.map(\.font.weight), [.bold, .bold, .regular])
        XCTAssertEqual(runs.map { $0.origin.x - frame.minX }, [0, 18, 24])
    }

    func testTighteningSqueezesALineAtMostFivePercentTooWide() throws {
        // "Hello world" is 66 wide: at 63, 66 ≤ 1.05 × 63, so it is set whole at 63, its 11 characters each
        // drawn 3/11 points closer; the frame is 63 wide.
        let (runs, frame) = drawn(Text("Hello world").lineLimit(1).allowsTightening(true), width: 63)
        XCTAssertEqual(runs.map(\.text), ["Hello world"])
        XCTAssertEqual(frame.width, 63, accuracy: 1e-9)
        let run = try XCTUnwrap(runs.first)
        XCTAssertEqual(run.font.tracking, -3.0 / 11, accuracy: 1e-9)
        XCTAssertEqual(FixedAdvanceTextMeasurer().width(of: run.text[...], in: run.font), 63, accuracy: 1e-9)
        // Without it, the line is cut: 6k + 6 ≤ 63 gives k = 9.
        XCTAssertEqual(lines(Text("Hello world").lineLimit(1), width: 63), ["Hello wor…"])
        // At 62, 66 > 1.05 × 62 = 65.1: too much to tighten, cut as usual.
        XCTAssertEqual(lines(Text("Hello world").lineLimit(1).allowsTightening(true), width: 62), ["Hello wor…"])
    }

    func testTighteningWithLaterParagraphsKeepsTheEllipsis() {
        // "ab cd" and "…" are 36 wide; at 35 (36 ≤ 36.75) the line is tightened with its "…", the second
        // paragraph dropped.
        let (runs, frame) = drawn(Text("ab cd\nef").lineLimit(1).allowsTightening(true), width: 35)
        XCTAssertEqual(runs.map(\.text), ["ab cd…"])
        XCTAssertEqual(frame.width, 35, accuracy: 1e-9)
    }
}

/// `.lineSpacing`: points between lines, none after the last. At 10 points a line is 11.7 high (1.17 em) and a
/// character 6 wide, so "Hello world" at 40 wide is two lines.
final class LineSpacingTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: 400, height: 300))
    }

    func testSpacingGoesBetweenLinesOnly() throws {
        let host = host(Text("Hello world").font(.system(size: 10)).id("t").frame(width: 40).lineSpacing(5))
        let frame = try XCTUnwrap(host.frame(of: "t"))
        XCTAssertEqual(frame.height, 2 * 11.7 + 5, accuracy: 1e-9)
        let baselines = host.displayList.items.compactMap { item -> CGFloat? in
            if case .text(let run) = item { return run.origin.y - frame.minY } else { return nil }
        }
        XCTAssertEqual(baselines[0], 9.3, accuracy: 1e-9)
        XCTAssertEqual(baselines[1], 11.7 + 5 + 9.3, accuracy: 1e-9)
        // One line takes no spacing; a negative spacing counts as none.
        XCTAssertEqual(try XCTUnwrap(self.host(Text("Hi").font(.system(size: 10)).id("t").lineSpacing(5)).frame(of: "t")).height,
                       11.7, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(self.host(Text("Hello world").font(.system(size: 10)).id("t").frame(width: 40)
                                                .lineSpacing(-5)).frame(of: "t")).height, 2 * 11.7, accuracy: 1e-9)
    }

    func testAHeightCountsTheSpacingWhenItLimitsTheLines() {
        // Two lines need 28.4; in 28 only one fits, cut with "…"; in 28.4 both do.
        func lines(_ height: CGFloat) -> [String] {
            host(Text("Hello world").font(.system(size: 10)).frame(width: 40, height: height).lineSpacing(5))
                .displayList.items.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
        }
        XCTAssertEqual(lines(28), ["Hello…"])
        XCTAssertEqual(lines(28.4), ["Hello", "world"])
    }
}
