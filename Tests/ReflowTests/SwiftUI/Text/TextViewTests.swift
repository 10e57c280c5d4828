import XCTest
@testable import Reflow

/// `Text` inside the host. Values follow `FixedAdvanceTextMeasurer`'s documented rule: a character advances
/// 0.6 em, the ascent is 0.93 em and the descent 0.24 em, so a line is 1.17 em high; `.body` is 17 points.
final class TextViewTests: XCTestCase {
    let accuracy: CGFloat = 1e-9

    private func host<V: View>(_ view: V, _ width: CGFloat = 400, _ height: CGFloat = 300) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    private func runs(_ host: ViewHost) -> [TextRun] {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    private func assertRect(_ a: CGRect?, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no frame", file: file, line: line) }
        XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, "y", file: file, line: line)
        XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height", file: file, line: line)
    }

    func testIdealSizeIsOneLineInTheBodyFont() {
        let host = host(Text("Hello").id("t"))
        let size = CGSize(width: 5 * 0.6 * 17, height: 1.17 * 17)
        assertRect(host.frame(of: "t"), CGRect(x: (400 - size.width) / 2, y: (300 - size.height) / 2,
                                              width: size.width, height: size.height))
    }

    func testNarrowProposalWrapsAtWordsAndReportsTheWidestLine() {
        let host = host(Text("Hello world").font(.system(size: 10)).id("t").frame(width: 40, height: 100))
        let frame = try! XCTUnwrap(host.frame(of: "t"))
        XCTAssertEqual(frame.width, 5 * 0.6 * 10, accuracy: accuracy)
        XCTAssertEqual(frame.height, 2 * 1.17 * 10, accuracy: accuracy)
        XCTAssertEqual(runs(host).map(\.text), ["Hello", "world"])
        // Baselines are one line height apart, the first one ascent below the top.
        XCTAssertEqual(runs(host)[0].origin.y, frame.minY + 0.93 * 10, accuracy: accuracy)
        XCTAssertEqual(runs(host)[1].origin.y, frame.minY + 0.93 * 10 + 1.17 * 10, accuracy: accuracy)
    }

    func testLineLimitModifierTruncatesWithAnEllipsis() {
        let host = host(VStack { Text("Hello world again") }.font(.system(size: 10)).lineLimit(1).frame(width: 50))
        // 6k + 6 ≤ 50 keeps k = 7 characters: "Hello w…".
        XCTAssertEqual(runs(host).map(\.text), ["Hello w…"])
        XCTAssertEqual(runs(host)[0].width, 8 * 0.6 * 10, accuracy: accuracy)
    }

    /// SwiftUI's `EnvironmentValues.lineLimit`: "The maximum number of lines is 1 if the value is less than 1";
    /// the environment keeps the number as given (layout rules §6.9), and `Int.max` allows every line.
    func testALineLimitBelowOneIsOneLineAndIntMaxIsNoLimit() {
        // "Hello world again" at 10 pt in 50 points: one line keeps 7 characters and "…" (6k + 6 ≤ 50), as with
        // .lineLimit(1); no limit wraps it at words into "Hello", "world", "again", each 5 × 6 = 30 wide.
        for limit in [0, -1, Int.min] {
            let host = host(Text("Hello world again").font(.system(size: 10)).lineLimit(limit).id("t").frame(width: 50))
            XCTAssertEqual(runs(host).map(\.text), ["Hello w…"], "limit \(limit)")
            XCTAssertEqual(host.frame(of: "t")?.height ?? 0, 1.17 * 10, accuracy: accuracy, "limit \(limit)")
        }
        let unlimited = host(Text("Hello world again").font(.system(size: 10)).lineLimit(Int.max).id("t").frame(width: 50))
        XCTAssertEqual(runs(unlimited).map(\.text), ["Hello", "world", "again"])
        XCTAssertEqual(unlimited.frame(of: "t")?.height ?? 0, 3 * 1.17 * 10, accuracy: accuracy)
        // The environment holds 0, not 1, after .lineLimit(0).
        guard let writer = Text("a").lineLimit(0) as? EnvironmentWriter<Text> else { return XCTFail("not a writer") }
        var environment = EnvironmentValues()
        writer.change(&environment)
        XCTAssertEqual(environment.lineLimit, 0)
    }

    func testLimitedHeightTruncates() {
        // Width 20 holds one word of 12 per line; ⌊25 / 11.7⌋ = 2 lines, the second cut: 6k + 6 ≤ 20, k = 2.
        let host = host(Text("aa bb cc").font(.system(size: 10)).frame(width: 20, height: 25))
        XCTAssertEqual(runs(host).map(\.text), ["aa", "bb…"])
    }

    func testFirstTextBaselinesLineUpAcrossAStack() {
        let host = host(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 20)).id("big")
            Text("B").font(.system(size: 10)).id("small")
        })
        let big = try! XCTUnwrap(host.frame(of: "big")), small = try! XCTUnwrap(host.frame(of: "small"))
        XCTAssertEqual(big.minY + 0.93 * 20, small.minY + 0.93 * 10, accuracy: accuracy)
        XCTAssertEqual(small.minX, big.maxX, accuracy: accuracy)
    }

    func testLastTextBaselineOfANestedStackIsItsLastTextsBaseline() {
        // The VStack's last baseline is its second text's; the lone text's baseline meets it.
        let host = host(HStack(alignment: .lastTextBaseline, spacing: 0) {
            VStack(spacing: 0) {
                Text("one").font(.system(size: 10))
                Text("two").font(.system(size: 10)).id("two")
            }
            Text("X").font(.system(size: 30)).id("x")
        })
        let two = try! XCTUnwrap(host.frame(of: "two")), x = try! XCTUnwrap(host.frame(of: "x"))
        XCTAssertEqual(two.minY + 0.93 * 10, x.minY + 0.93 * 30, accuracy: accuracy)
    }

    func testTwoTextsInAVStackAreEightApart() {
        let host = host(VStack {
            Text("a").id(0)
            Text("b").id(1)
        })
        let a = try! XCTUnwrap(host.frame(of: 0)), b = try! XCTUnwrap(host.frame(of: 1))
        XCTAssertEqual(b.minY - a.maxY, 8, accuracy: accuracy)
    }

    func testMultilineAlignmentPlacesEachLine() {
        // Lines "aaaa" (24) and "b" (6) in a text 24 wide: centred, the second line starts (24 − 6) / 2 in.
        let host = host(Text("aaaa b").font(.system(size: 10)).multilineTextAlignment(.center).id("t")
            .frame(width: 25))
        let frame = try! XCTUnwrap(host.frame(of: "t"))
        XCTAssertEqual(frame.width, 24, accuracy: accuracy)
        XCTAssertEqual(runs(host)[0].origin.x, frame.minX, accuracy: accuracy)
        XCTAssertEqual(runs(host)[1].origin.x, frame.minX + (24 - 6) / 2.0, accuracy: accuracy)
        let trailing = self.host(Text("aaaa b").font(.system(size: 10)).multilineTextAlignment(.trailing).id("t")
            .frame(width: 25))
        let trailingFrame = try! XCTUnwrap(trailing.frame(of: "t"))
        XCTAssertEqual(runs(trailing)[1].origin.x, trailingFrame.maxX - 6, accuracy: accuracy)
    }

    func testFontWeightAndColourReachTheRuns() {
        let host = host(VStack {
            Text("bold").bold()
            Text("heavy").fontWeight(.heavy).foregroundColor(.red)
            Text("styled")
        }.foregroundStyle(.blue).font(.title))
        let runs = runs(host)
        XCTAssertEqual(runs.map(\.font.weight), [.bold, .heavy, .regular])
        XCTAssertEqual(runs.map(\.font.size), [28, 28, 28])
        XCTAssertEqual(runs.map(\.color), [.blue, .red, .blue])
    }

    func testTextStyleFontsSetTheLineHeight() {
        let host = host(Text("x").font(.caption).id("t"))
        XCTAssertEqual(host.frame(of: "t")?.height ?? 0, 1.17 * 12, accuracy: accuracy)
    }

    func testMeasuresWithTheHostsMeasurer() {
        final class Wide: TextMeasurer {
            func metrics(of font: ResolvedFont) -> FontMetrics { FontMetrics(ascent: 8, descent: 2, leading: 0) }
            func width(of text: Substring, in font: ResolvedFont) -> CGFloat { CGFloat(text.count) * 10 }
        }
        let host = ViewHost(rootView: Text("abc").id("t"), size: CGSize(width: 100, height: 100), textMeasurer: Wide())
        XCTAssertEqual(host.frame(of: "t")?.size, CGSize(width: 30, height: 10))
    }
}

extension TextViewTests {
    /// A text laid out at many widths measures each word once: resizing re-measures nothing.
    func testWordsAreMeasuredOnceAcrossWidths() {
        final class Counting: TextMeasurer {
            let base = FixedAdvanceTextMeasurer()
            var calls = 0
            func metrics(of font: ResolvedFont) -> FontMetrics { base.metrics(of: font) }
            func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
                calls += 1
                return base.width(of: text, in: font)
            }
        }
        let measurer = Counting()
        let host = ViewHost(rootView: Text("one two three four five six").font(.system(size: 10)),
                            size: CGSize(width: 300, height: 300), textMeasurer: measurer)
        let afterFirstLayout = measurer.calls
        // Six words and the space: at most seven measurements for the first layout.
        XCTAssertLessThanOrEqual(afterFirstLayout, 7)
        for width in stride(from: 40.0, through: 200, by: 7) {
            host.resize(to: CGSize(width: width, height: 300))
        }
        XCTAssertEqual(measurer.calls, afterFirstLayout, "no word was measured again")
    }
}
