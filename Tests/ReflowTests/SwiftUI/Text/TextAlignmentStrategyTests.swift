import XCTest
@testable import Reflow

/// `.multilineTextAlignment(strategy:)`: widths by `FixedAdvanceTextMeasurer` (6 points a character at 10
/// points), so "שלום" is 24 wide in a frame as wide as "abcdefgh", 48.
final class TextAlignmentStrategyTests: XCTestCase {
    private func lineOffsets<V: View>(_ view: V, _ direction: LayoutDirection = .leftToRight) -> [CGFloat] {
        let host = ViewHost(rootView: view.font(.system(size: 10)).id("t").environment(\.layoutDirection, direction),
                            size: CGSize(width: 400, height: 300))
        let frame = host.frame(of: "t") ?? .zero
        return host.displayList.items.compactMap { item -> CGFloat? in
            if case .text(let run) = item { return run.origin.x - frame.minX } else { return nil }
        }
    }

    func testLayoutBasedIsTheDefault() {
        XCTAssertEqual(lineOffsets(Text("שלום\nabcdefgh")), [0, 0])
        XCTAssertEqual(lineOffsets(Text("שלום\nabcdefgh").multilineTextAlignment(strategy: .layoutBased)), [0, 0])
        // Right to left, leading is the right edge for every paragraph.
        XCTAssertEqual(lineOffsets(Text("abcd\nabcdefgh"), .rightToLeft), [24, 0])
    }

    func testWritingDirectionBasedAlignsEachParagraphByItsFirstStrongCharacter() {
        let text = Text("שלום\nabcdefgh\n1234").multilineTextAlignment(strategy: .writingDirectionBased)
        // The Hebrew paragraph starts at the right; the English at the left; digits have no strong direction
        // and follow the layout.
        XCTAssertEqual(lineOffsets(text), [24, 0, 0])
        XCTAssertEqual(lineOffsets(text.multilineTextAlignment(.trailing)), [0, 0, 24])
        XCTAssertEqual(lineOffsets(text.multilineTextAlignment(.center)), [12, 0, 12])
        // In a right-to-left layout, English still starts at the left, and the digits follow the layout.
        XCTAssertEqual(lineOffsets(text, .rightToLeft), [24, 0, 24])
    }
}
