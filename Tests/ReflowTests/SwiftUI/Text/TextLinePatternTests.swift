import XCTest
@testable import Reflow

/// Underline and strikethrough patterns: dashes as long as the line is thick (a twentieth of the size), a dot
/// one unit, a dash four, each followed by a gap of two (docs/text-rules.md §5). "Hello" at 20 points is 60 wide
/// by `FixedAdvanceTextMeasurer`'s rule.
final class TextLinePatternTests: XCTestCase {
    /// The frames of the filled rectangles (the lines) drawn for `text`.
    private func lines(_ text: Text) -> [CGRect] {
        ViewHost(rootView: text.font(.system(size: 20)), size: CGSize(width: 400, height: 100)).displayList.items
            .compactMap { if case .fill(_, let frame, _) = $0 { return frame } else { return nil } }
    }

    func testSolidIsOneLineAndPatternsAreDashes() throws {
        XCTAssertEqual(lines(Text("Hello").underline()).map(\.width), [60])
        // Thickness 1: dashes of 4 every 6 points, ten of them over 60.
        let dashes = lines(Text("Hello").underline(pattern: .dash))
        XCTAssertEqual(dashes.count, 10)
        XCTAssertTrue(dashes.allSatisfy { $0.width == 4 && $0.height == 1 })
        XCTAssertEqual(dashes.map { $0.minX - dashes[0].minX }, stride(from: 0, through: 54, by: 6).map { CGFloat($0) })
        // Dots of 1 every 3 points: twenty over 60; dash-dot alternates 4 and 1.
        XCTAssertEqual(lines(Text("Hello").strikethrough(pattern: .dot)).count, 20)
        XCTAssertEqual(lines(Text("Hello").underline(pattern: .dashDot)).prefix(4).map(\.width), [4, 1, 4, 1])
    }
}
