import XCTest
@testable import Reflow

/// Dynamic Type: text styles at the sizes UIKit gives each category, custom fonts and `@ScaledMetric` scaled as
/// `UIFontMetrics` scales them on iOS 26 (the values below are that dump's; docs/text-rules.md §8). Frames by
/// `FixedAdvanceTextMeasurer`: a character is 0.6 em wide and a line 1.17 em high.
final class DynamicTypeTests: XCTestCase {
    private func size<V: View>(_ view: V) throws -> CGSize {
        let host = ViewHost(rootView: view, size: CGSize(width: 800, height: 600))
        return try XCTUnwrap(host.frame(of: "t")).size
    }

    private func assertText<V: View>(_ view: V, points: CGFloat, characters: Int = 2,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let size = try size(view)
        XCTAssertEqual(size.width, CGFloat(characters) * 0.6 * points, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(size.height, 1.17 * points, accuracy: 1e-9, file: file, line: line)
    }

    func testTextStylesFollowTheSize() throws {
        try assertText(Text("Hi").id("t"), points: 17)
        try assertText(Text("Hi").id("t").dynamicTypeSize(.xxxLarge), points: 23)
        try assertText(Text("Hi").font(.title3).id("t").dynamicTypeSize(.accessibility3), points: 43)
        try assertText(Text("Hi").font(.caption).id("t").dynamicTypeSize(.xSmall), points: 11)
        try assertText(Text("Hi").font(.largeTitle).id("t").environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge),
                       points: 60)
    }

    func testCustomFontsScaleAsUIFontMetricsScalesThemAndSystemSizesDoNot() throws {
        // UIFontMetrics(forTextStyle: .body).scaledFont for 20 pt at xxxLarge: 26 (26⅓ rounded), not 20 × 23 / 17.
        try assertText(Text("Hi").font(.custom("Brand", size: 20)).id("t").dynamicTypeSize(.xxxLarge), points: 26)
        // Relative to the title (title 1): 24.
        try assertText(Text("Hi").font(.custom("Brand", size: 20, relativeTo: .title)).id("t").dynamicTypeSize(.xxxLarge),
                       points: 24)
        try assertText(Text("Hi").font(.custom("Brand", fixedSize: 20)).id("t").dynamicTypeSize(.xxxLarge), points: 20)
        try assertText(Text("Hi").font(.system(size: 20)).id("t").dynamicTypeSize(.xxxLarge), points: 20)
    }

    func testARangeKeepsTheSizeInside() throws {
        try assertText(Text("Hi").id("t").dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility2),
                       points: 19)
        try assertText(Text("Hi").id("t").dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xSmall), points: 16)
        try assertText(Text("Hi").id("t").dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xxLarge), points: 21)
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    func testScaledMetricGrowsAsUIFontMetricsScales() throws {
        struct Square: View {
            @ScaledMetric var side = 17.0
            @ScaledMetric(relativeTo: .largeTitle) var titleSide = 64.0
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: side, height: 1)
                    Color.blue.frame(width: titleSide, height: 1)
                }.id("t")
            }
        }
        XCTAssertEqual(try size(Square()).width, 17 + 64, accuracy: 1e-9)
        // At accessibility1: 17 relative to body is 26⅓, 64 relative to the large title 81⅓.
        XCTAssertEqual(try size(Square().dynamicTypeSize(.accessibility1)).width, 79.0 / 3 + 244.0 / 3, accuracy: 1e-9)
        // At medium, 17 is 16⅓ although body text is 16 (Jared Sinclair's "Scaled Metric Surprises").
        XCTAssertEqual(try size(Square().dynamicTypeSize(.medium)).width, 49.0 / 3 + 187.0 / 3, accuracy: 1e-9)
    }
}
