import XCTest
import Reflow

/// The getting-started article's example (Sources/Reflow/Reflow.docc/GettingStarted.md), as written there, with
/// the frames it describes worked out by hand.
final class GettingStartedTests: XCTestCase {
    struct Wrap: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            rows(proposal.width ?? .infinity, subviews).size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (subview, origin) in zip(subviews, rows(bounds.width, subviews).origins) {
                subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                              proposal: .unspecified)
            }
        }

        private func rows(_ width: CGFloat, _ subviews: Subviews) -> (origins: [CGPoint], size: CGSize) {
            var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > width {
                    x = 0
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                origins.append(CGPoint(x: x, y: y))
                widest = max(widest, x + size.width)
                rowHeight = max(rowHeight, size.height)
                x += size.width + spacing
            }
            return (origins, CGSize(width: widest, height: y + rowHeight))
        }
    }

    private func tags(spacing: CGFloat = 8) -> some View {
        Wrap(spacing: spacing) {
            ForEach(0..<5) { i in
                Color.blue.frame(width: 60, height: 24).id(i)
            }
        }
    }

    func testTheFourthTagWrapsAtTwoHundredPointsAndNotAtFourHundred() {
        let host = ViewHost(rootView: tags(), size: CGSize(width: 200, height: 120))
        // Three tags fit in 200 (0, 68, 136; the fourth would end at 264): the flow is 196×56, centred at (2, 32),
        // and the fourth tag starts the second row, 24 + 8 down.
        XCTAssertEqual(host.frame(of: 3), CGRect(x: 2, y: 64, width: 60, height: 24))
        host.resize(to: CGSize(width: 400, height: 120))
        // One row of five: 332×24, centred at (34, 48); the fourth tag is at 3 × 68.
        XCTAssertEqual(host.frame(of: 3), CGRect(x: 238, y: 48, width: 60, height: 24))
        XCTAssertEqual(host.displayList.items.count, 5)
    }

    func testTheSpacingChangeIsHalfWayAfterHalfTheTime() {
        let host = ViewHost(rootView: tags(), size: CGSize(width: 400, height: 120))
        host.update(rootView: tags(spacing: 24), animation: .easeInOut(duration: 0.5))
        host.advance(by: 0.25)
        // Spacing 24 puts the fourth tag at 3 × 84 = 252 in a row of 5 × 60 + 4 × 24 = 396, centred at 2:
        // x = 254, against 238 before. Ease-in-out is symmetric, so half the time is half the way: 246.
        XCTAssertEqual(host.frame(of: 3)?.minX ?? 0, 246, accuracy: 1e-9)
        host.advance(by: 0.25)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(host.frame(of: 3)?.minX, 254)
    }
}
