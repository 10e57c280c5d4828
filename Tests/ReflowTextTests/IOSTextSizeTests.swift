import Foundation
import Reflow
import ReflowText
import XCTest

/// Reflow's fitted text against sizes iOS produced for the same strings and fonts (docs/text-rules.md §4 lists
/// every row with its source). The reference values are iOS's; nothing here comes from Reflow.
final class IOSTextSizeTests: XCTestCase {
    /// How iOS's number was rounded: a UIKit frame rounds up to the pixel grid (a third of a point at @3x), a
    /// TextKit size is raw, `ceil(boundingRect)` rounds up to whole points.
    enum Rounding { case raw, thirds, wholePoints }

    struct Row {
        var text: String
        var points: CGFloat
        var weight: Font.Weight
        var width: Double?
        var height: Double?
        var rounding: Rounding
    }

    /// docs/text-rules.md §4: the newest iOS version of each string, one row per string and font.
    static let rows: [Row] = [
        // swift-snapshot-testing, iOS 17.4, @3x: headline, body and subheadline at Large and at Medium.
        Row(text: "What's", points: 17, weight: .semibold, width: 56.3333, height: 20.3333, rounding: .thirds),
        Row(text: "the", points: 17, weight: .regular, width: 24.6667, height: 20.3333, rounding: .thirds),
        Row(text: "point", points: 17, weight: .regular, width: 38.6667, height: 20.3333, rounding: .thirds),
        Row(text: "?", points: 15, weight: .regular, width: 7.66667, height: 18, rounding: .thirds),
        Row(text: "What's", points: 16, weight: .semibold, width: 53.6667, height: 19.3333, rounding: .thirds),
        Row(text: "the", points: 16, weight: .regular, width: 23.6667, height: 19.3333, rounding: .thirds),
        Row(text: "point", points: 16, weight: .regular, width: 37, height: 19.3333, rounding: .thirds),
        Row(text: "?", points: 14, weight: .regular, width: 7.33333, height: 17, rounding: .thirds),
        // FloorplanB (TextKit, raw), ComposeUI (raw), SwiftyNotifications (whole points), ios-reference (@3x).
        Row(text: "This is a test string", points: 17, weight: .regular, width: 144.09326171875, height: 20.287109375,
            rounding: .raw),
        Row(text: "ComposéUI is a Swift framework for building UI using AppKit and UIKit with declarative syntax.",
            points: 16, weight: .regular, width: 681.98, height: 19.09375, rounding: .raw),
        Row(text: "string", points: 16, weight: .bold, width: 45, height: nil, rounding: .wholePoints),
        Row(text: "Hello World", points: 17, weight: .regular, width: 88, height: 20.3333, rounding: .thirds),
    ] + [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58].map { points in
        // swift-snapshot-testing's title-1 label at every content size category, iOS 13.2.2 and 17.4 alike:
        // heights only (its width was set by constraints).
        let heights: [CGFloat: Double] = [25: 30, 26: 31.3333, 27: 32.3333, 28: 33.6667, 30: 36, 32: 38.3333,
                                          34: 40.6667, 38: 45.6667, 43: 51.3333, 48: 57.3333, 53: 63.3333,
                                          58: 69.3333]
        return Row(text: "What's the point?", points: points, weight: .regular, width: nil, height: heights[points],
                   rounding: .thirds)
    }

    private static func rounded(_ value: Double, _ rounding: Rounding) -> Double {
        switch rounding {
        case .raw: value
        case .thirds: (value * 3 - 1e-9).rounded(.up) / 3
        case .wholePoints: (value - 1e-9).rounded(.up)
        }
    }

    /// Reflow's fitted size of each row's text, as a `Text` sizes itself, rounded as iOS rounded its number.
    private func fitted(_ row: Row, _ measurer: TextMeasurer) -> CGSize {
        let host = ViewHost(rootView: Text(row.text).font(.system(size: row.points, weight: row.weight)).fixedSize().id("t"),
                            size: CGSize(width: 2000, height: 400), textMeasurer: measurer)
        let size = host.frame(of: "t")?.size ?? .zero
        return CGSize(width: Self.rounded(Double(size.width), row.rounding),
                      height: Self.rounded(Double(size.height), row.rounding))
    }

    /// The mean absolute error of widths relative to iOS's, and the largest error of heights in points.
    private func errors(_ measurer: TextMeasurer, report: String) -> (width: Double, height: Double) {
        var widthErrors: [Double] = [], heightErrors: [Double] = []
        var lines: [String] = []
        for row in Self.rows {
            let size = fitted(row, measurer)
            if let width = row.width {
                widthErrors.append(abs(Double(size.width) - width) / width)
                lines.append(String(format: "%@ %.0f %@: width %.2f, iOS %.2f (%+.1f %%)", row.text.prefix(24) as CVarArg,
                                    Double(row.points), "\(row.weight)", Double(size.width), width,
                                    (Double(size.width) - width) / width * 100))
            }
            if let height = row.height { heightErrors.append(abs(Double(size.height) - height)) }
        }
        let mae = widthErrors.reduce(0, +) / Double(widthErrors.count)
        print("\(report): width MAE \(String(format: "%.2f", mae * 100)) % over \(widthErrors.count) rows; "
              + "largest height error \(String(format: "%.2f", heightErrors.max() ?? 0)) pt over \(heightErrors.count)\n"
              + lines.joined(separator: "\n"))
        return (mae, heightErrors.max() ?? 0)
    }

    func testFittedTextIsWithinThreePercentOfIOSInWidthAndAPointInHeight() throws {
        setenv("REFLOW_PINNED_FONTS", "1", 1)
        let measurer = ShapingTextMeasurer()
        let face = try XCTUnwrap(measurer.stack(for: ResolvedFont(size: 17))?.faces.first)
        guard face.family == "Inter" else {
            throw XCTSkip("Inter (Debian: fonts-inter) is not installed: run the tests through Scripts/test.sh")
        }
        let result = errors(measurer, report: "Reflow (Inter, SF tracking and line metrics)")
        XCTAssertLessThan(result.width, 0.03)
        XCTAssertLessThan(result.height, 1)
    }

    func testDejaVuAsItWasIsFarFromIOS() {
        // The measure this test is built on can tell: DejaVu Sans spaced as DejaVu, the face before, is well
        // over 3 % off.
        setenv("REFLOW_PINNED_FONTS", "1", 1)
        let result = errors(ShapingTextMeasurer(scale: 1, families: .dejaVu), report: "DejaVu Sans, its own spacing")
        XCTAssertGreaterThan(result.width, 0.08)
    }
}
