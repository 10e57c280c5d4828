import XCTest
@testable import Reflow

/// Sizing a Text reads the breaker's line records without building strings, keeps widths across proposals
/// and reuses recent answers (`MeasuredText`). These tests hold that fast path to the lines `TextLayout`
/// draws, worked out from scratch: the size must be the widest drawn line by the number of lines, exactly,
/// for any text and proposal.
final class TextSizingTests: XCTestCase {
    let font = ResolvedFont(size: 10)

    /// Texts of every kind of piece the breaker treats apart: words short and overlong, runs of spaces, the
    /// three paragraph breaks, wide characters, clusters of several scalars, a prepended mark that joins
    /// the space after it, the ellipsis itself.
    static let pieces = [
        "flow", "layout", "a", "bb", "proposal", "x", "abcdefghijklmnopqrst", " ", " ", "  ", "   ", "\n", "\r\n",
        "\r", "日本語", "テキスト", "👍🏽", "e\u{301}", "\u{600}", "\u{600} ", "🇫🇷🇩🇪", "🇫", "a\u{308}\u{301}",
        "👨\u{200D}👩\u{200D}👧", "\t", " \u{301}", "…", "क\u{94D}ष", "ok.",
    ]

    static func texts(count: Int) -> [String] {
        var random = SplitMix64(seed: 1)
        var texts = ["", " ", "\n", "a\n", " a ", "Hello world again and again", "  ab  \n  cd  ", "x\u{600}   "]
        while texts.count < count {
            var text = ""
            for _ in 0...random.next(below: 12) { text += pieces[random.next(below: pieces.count)] }
            texts.append(text)
        }
        return texts
    }

    static func proposals(count: Int) -> [(ProposedViewSize, lineLimit: Int?)] {
        var random = SplitMix64(seed: 2)
        let widths: [CGFloat?] = [nil, .infinity, 0, -5, 1, 6, 8, 12, 13, 20, 25, 30, 33, 40, 50, 66, 100, 400]
        let heights: [CGFloat?] = [nil, .infinity, 0, 5, 11.7, 23.4, 30, 50]
        let limits: [Int?] = [nil, nil, 0, 1, 2]
        return (0..<count).map { _ in
            var width = widths[random.next(below: widths.count)]
            if random.next(below: 3) == 0 { width = CGFloat(random.next(below: 15_000)) / 100 }
            return (ProposedViewSize(width: width, height: heights[random.next(below: heights.count)]),
                    limits[random.next(below: limits.count)])
        }
    }

    /// The size and last baseline worked out from drawn lines.
    func expected(_ layout: TextLayout) -> (CGSize, CGFloat) {
        let lineHeight = layout.metrics.lineHeight
        let widest = layout.lines.reduce(0) { max($0, $1.width) }
        return (CGSize(width: widest, height: CGFloat(layout.lines.count) * lineHeight),
                CGFloat(layout.lines.count - 1) * lineHeight + layout.metrics.ascent)
    }

    func testSizingMatchesTheDrawnLines() {
        for measurer: TextMeasurer in [FixedAdvanceTextMeasurer(), UnevenMeasurer()] {
            let proposals = Self.proposals(count: 60)
            for text in Self.texts(count: 150) {
                // One measured text for all proposals, as a node keeps it.
                var measured = MeasuredText(text: text, font: font, measurer: measurer)
                for (proposal, lineLimit) in proposals {
                    let fresh = TextLayout(text: text, font: font, measurer: measurer, proposal: proposal,
                                           lineLimit: lineLimit)
                    let (size, lastBaseline) = expected(fresh)
                    let what = "\(text.debugDescription) at \(proposal), limit \(String(describing: lineLimit))"
                    XCTAssertEqual(fresh.size, size, what)
                    XCTAssertEqual(fresh.lastBaseline, lastBaseline, what)

                    let summary = measured.size(for: proposal, lineLimit: lineLimit)
                    XCTAssertEqual(TextLayout.size(of: summary, metrics: measured.metrics), size, what)
                    XCTAssertEqual(TextLayout.lastBaseline(of: summary, metrics: measured.metrics), lastBaseline, what)
                    XCTAssertEqual(summary.isTruncated, fresh.isTruncated, what)

                    // Widths kept from other proposals change no drawn line.
                    let warm = TextLayout(&measured, proposal: proposal, lineLimit: lineLimit)
                    XCTAssertEqual(warm.lines, fresh.lines, what)
                }
            }
        }
    }

    func testRecentSizesAreReusedOnlyForTheSameLines() {
        // Widths a fraction of a point apart, as a resize proposes them: most give the lines of the width
        // before, which the sizing reuses; each must agree with a layout from scratch.
        let measurer = UnevenMeasurer()
        for text in Self.texts(count: 60) {
            var measured = MeasuredText(text: text, font: font, measurer: measurer)
            for step in 0..<160 {
                for (height, lineLimit) in [(nil, nil), (0, nil), (25, nil), (nil, 2)] as [(CGFloat?, Int?)] {
                    let proposal = ProposedViewSize(width: CGFloat(step) * 0.37, height: height)
                    let fresh = TextLayout(text: text, font: font, measurer: measurer, proposal: proposal,
                                           lineLimit: lineLimit)
                    let summary = measured.size(for: proposal, lineLimit: lineLimit)
                    XCTAssertEqual(TextLayout.size(of: summary, metrics: measured.metrics), fresh.size,
                                   "\(text.debugDescription) at \(proposal)")
                }
            }
        }
    }

    func testWarmSizingMeasuresNothing() {
        let counting = CountingMeasurer()
        let text = "Lorem ipsum dolor sit amet, consectetur\nadipiscing elit, sed do eiusmod tempor"
        var measured = MeasuredText(text: text, font: font, measurer: counting)
        let proposals = Self.proposals(count: 200)
        for (proposal, lineLimit) in proposals { _ = measured.breakLines(for: proposal, lineLimit: lineLimit) }
        let cold = counting.widthCalls
        XCTAssertGreaterThan(cold, 0)
        for (proposal, lineLimit) in proposals.reversed() {
            _ = measured.breakLines(for: proposal, lineLimit: lineLimit)
            _ = measured.size(for: proposal, lineLimit: lineLimit)
        }
        XCTAssertEqual(counting.widthCalls, cold)
        XCTAssertEqual(counting.metricsCalls, 1)
    }

    func testEachWordIsMeasuredOnceAcrossWidths() {
        let counting = CountingMeasurer()
        var measured = MeasuredText(text: "one two three four", font: font, measurer: counting)
        // Widths that wrap at words and never break one: four words and one space, once for all.
        for step in 0...340 {
            let width = 30 + CGFloat(step) * 0.5
            _ = measured.breakLines(for: ProposedViewSize(width: width, height: nil), lineLimit: nil)
        }
        XCTAssertEqual(counting.widthCalls, 4 + 1)
    }

    func testTextNodeSizesMatchItsDrawnLines() {
        // Through the host: the frame a stack gives a text is the size of the lines it draws.
        for text in Self.texts(count: 40) where !text.isEmpty {
            for width: CGFloat in [0, 13, 37, 80, 500] {
                let host = ViewHost(rootView: Text(text).font(.system(size: 10)).id("t").frame(width: width, height: 30),
                                    size: CGSize(width: 600, height: 400))
                let frame = try! XCTUnwrap(host.frame(of: "t"))
                let runs = host.displayList.items.compactMap { item -> TextRun? in
                    if case .text(let run) = item { return run } else { return nil }
                }
                let layout = TextLayout(text: text, font: font, measurer: FixedAdvanceTextMeasurer(),
                                        proposal: ProposedViewSize(width: width, height: 30), lineLimit: nil)
                XCTAssertEqual(frame.size, layout.size, text.debugDescription)
                XCTAssertEqual(runs.map(\.text), layout.lines.map { String($0.text) }, text.debugDescription)
            }
        }
    }
}

/// Widths that do not add up, as a real font's kerning and shaping make them: a slice is not the sum of its
/// parts, so a fast path that assumed it would be caught.
private final class UnevenMeasurer: TextMeasurer {
    let base = FixedAdvanceTextMeasurer()

    func metrics(of font: ResolvedFont) -> FontMetrics { base.metrics(of: font) }

    func width(of text: Substring, in font: ResolvedFont) -> CGFloat {
        guard let first = text.utf8.first else { return 0 }
        return base.width(of: text, in: font) * 1.013 + CGFloat(text.utf8.count % 3) * 0.7 + CGFloat(first % 5) * 0.013
    }
}

/// A small seeded generator, so the texts and proposals are the same in every run.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
