import Foundation
import Reflow
@testable import ReflowText
import XCTest

/// The default design set as iOS sets San Francisco (docs/text-rules.md §3): Inter's letters, SF's line metrics
/// (UIFont's ascender 1950 and descender 494 of 2048 units) and SF's tracking from Apple's table.
final class SystemFontTests: XCTestCase {
    private var measurer: ShapingTextMeasurer!

    override func setUpWithError() throws {
        setenv("REFLOW_PINNED_FONTS", "1", 1)
        measurer = ShapingTextMeasurer()
        guard measurer.stack(for: ResolvedFont(size: 17))?.faces.first?.family == "Inter" else {
            throw XCTSkip("Inter (Debian: fonts-inter) is not installed: run the tests through Scripts/test.sh")
        }
    }

    override func tearDown() { measurer = nil }

    func testALineIsAsTallAsUIFontSays() {
        // UIFont.systemFont(ofSize: 17).lineHeight is 20.287109375 (public UIKit tests assert it).
        XCTAssertEqual(measurer.metrics(of: ResolvedFont(size: 17)).lineHeight, 20.287109375, accuracy: 1e-9)
        let metrics = measurer.metrics(of: ResolvedFont(size: 16))
        // ComposeUI's iOS test comment: SF 16 pt has ascent 15.234375 and descent 3.859375.
        XCTAssertEqual(metrics.ascent, 15.234375, accuracy: 1e-9)
        XCTAssertEqual(metrics.descent, 3.859375, accuracy: 1e-9)
        XCTAssertEqual(metrics.leading, 0)
    }

    func testEveryCharacterIsFollowedBySFsTrackingAtItsSize() throws {
        // "HH" has no kerning pair, so it is two advances of H from Inter's metrics table plus the tracking
        // after each: -26/1000 em at 17 pt, +14/1000 em at 28 pt (Apple's table).
        for (points, thousandths) in [(17.0, -26.0), (28, 14), (12, 0)] {
            let font = ResolvedFont(size: CGFloat(points))
            let face = try XCTUnwrap(measurer.stack(for: font)?.faces.first)
            let advance = face.advance(ofGlyph: try XCTUnwrap(face.glyph(for: 0x48))) * points / face.unitsPerEm
            XCTAssertEqual(Double(measurer.width(of: "HH", in: font)), 2 * (advance + thousandths * points / 1000),
                           accuracy: 1e-9, "\(points) pt")
        }
    }

    func testTrackingBetweenTheTablesSizesIsInterpolated() {
        // 18.5 pt lies halfway between 18 pt (-25) and 19 pt (-24); 55 pt between 54 and 56 (both +6).
        XCTAssertEqual(SystemFont.tracking(points: 18.5), -24.5 * 18.5 / 1000, accuracy: 1e-12)
        XCTAssertEqual(SystemFont.tracking(points: 55), 6 * 55 / 1000, accuracy: 1e-12)
        XCTAssertEqual(SystemFont.tracking(points: 4), 41 * 4 / 1000, accuracy: 1e-12, "below the table, its first row")
        XCTAssertEqual(SystemFont.tracking(points: 200), 0, "past 80 pt, none")
        XCTAssertEqual(SystemFont.tracking(points: .nan), 0)
    }

    func testOnlyTheDefaultDesignIsTrackedAndFallbackFacesKeepTheirSpacing() throws {
        // Serif and monospaced text are DejaVu's, spaced as DejaVu; an emoji is the colour font's.
        let mono = ResolvedFont(size: 17, design: .monospaced)
        let face = try XCTUnwrap(measurer.stack(for: mono)?.faces.first)
        let advance = face.advance(ofGlyph: try XCTUnwrap(face.glyph(for: 0x48))) * 17 / face.unitsPerEm
        XCTAssertEqual(Double(measurer.width(of: "HH", in: mono)), 2 * advance, accuracy: 1e-9)
        let body = ResolvedFont(size: 17)
        let width = Double(measurer.width(of: "😀", in: body))
        let emoji = try XCTUnwrap(measurer.stack(for: body)?.faces.first { $0.isColor && $0.hasGlyph(for: 0x1F600) })
        let emojiAdvance = emoji.advance(ofGlyph: try XCTUnwrap(emoji.glyph(for: 0x1F600))) * 17 / emoji.unitsPerEm
        XCTAssertEqual(width, emojiAdvance, accuracy: 1e-9)
    }
}

/// `monospacedDigit()`: the system font's digits (Inter's, standing in for SF's) are proportional, as SF's are;
/// with the OpenType `tnum` feature every digit takes the width of the widest, so a counting number keeps its
/// width.
final class MonospacedDigitTests: XCTestCase {
    func testTabularDigitsAreOfOneWidthAndProportionalOnesAreNot() throws {
        setenv("REFLOW_PINNED_FONTS", "1", 1)
        let measurer = ShapingTextMeasurer()
        var font = ResolvedFont(size: 40)
        let ones = measurer.width(of: "1111", in: font), zeros = measurer.width(of: "0000", in: font)
        XCTAssertLessThan(ones, zeros - 4, "proportional: a 1 is narrower than a 0")
        font.features = .tabularDigits
        XCTAssertEqual(measurer.width(of: "1111", in: font), measurer.width(of: "0000", in: font), accuracy: 1e-6)
        XCTAssertEqual(measurer.width(of: "0123456789", in: font), 10 * measurer.width(of: "8", in: font), accuracy: 1e-6)
        // Through SwiftUI's spellings, on a Text, on a Font and on a view.
        XCTAssertTrue(Font.body.monospacedDigit().resolved().features.contains(.tabularDigits))
        XCTAssertTrue(Font.body.smallCaps().resolved().features.contains(.lowercaseSmallCaps))
        let host = ViewHost(rootView: VStack {
            Text("12").monospacedDigit()
            VStack { Text("34") }.monospacedDigit()
            Text("56")
        }, size: CGSize(width: 200, height: 200))
        let features = host.displayList.items.compactMap { item -> Bool? in
            if case let .text(run) = item { return run.font.features.contains(.tabularDigits) } else { return nil }
        }
        XCTAssertEqual(features, [true, true, false])
    }
}
