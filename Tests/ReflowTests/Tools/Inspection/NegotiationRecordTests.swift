import XCTest
@testable import Reflow

/// `ViewHost.recordNegotiation()`: the questions a container asked, in order, with the answers, and where it
/// placed each view (issue 21's record).
final class NegotiationRecordTests: XCTestCase {
    /// Asks each subview for its minimum, ideal and maximum sizes while sizing, asks the minimum again while
    /// placing, and places each at (5, 6) from its top-leading corner with a fixed proposal of 30 × 20.
    private struct Probe: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            for subview in subviews {
                _ = subview.sizeThatFits(.zero)
                _ = subview.sizeThatFits(.unspecified)
                _ = subview.sizeThatFits(.infinity)
            }
            return CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                _ = subview.sizeThatFits(.zero)
                subview.place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 6), anchor: .topLeading,
                              proposal: ProposedViewSize(width: 30, height: 20))
            }
        }
    }

    func testACustomLayoutsQuestionsAreRecordedInOrderWithTheirAnswers() throws {
        let host = ViewHost(rootView: Probe { Color.red.id("c") }, size: CGSize(width: 200, height: 150))
        let record = try XCTUnwrap(host.recordNegotiation())
        // The host asks the root once, with its own size; the probe answers 100 × 100 and is centred: (50, 25).
        XCTAssertEqual(record.root.asked, [.init(proposal: ProposedViewSize(width: 200, height: 150),
                                                 answer: CGSize(width: 100, height: 100), cached: false)])
        XCTAssertEqual(record.root.frame, CGRect(x: 50, y: 25, width: 100, height: 100))
        let child = try XCTUnwrap(record.root.children.first)
        XCTAssertEqual(child.id, "c")
        // A colour takes what it is proposed, 10 for an unspecified length (its ideal size, layout rules §6.5).
        // Zero, unspecified and infinite are asked first; zero again while placing, answered from the kept
        // answer; then the placement's own proposal, 30 × 20, which is new.
        XCTAssertEqual(child.asked, [
            .init(proposal: .zero, answer: .zero, cached: false),
            .init(proposal: .unspecified, answer: CGSize(width: 10, height: 10), cached: false),
            .init(proposal: .infinity, answer: CGSize(width: CGFloat.infinity, height: .infinity), cached: false),
            .init(proposal: .zero, answer: .zero, cached: true),
            .init(proposal: ProposedViewSize(width: 30, height: 20), answer: CGSize(width: 30, height: 20),
                  cached: false),
        ])
        // Placed at (50 + 5, 25 + 6) by its top-leading corner, sized for 30 × 20.
        XCTAssertEqual(child.placed, .init(position: CGPoint(x: 55, y: 31), anchor: .topLeading,
                                           proposal: ProposedViewSize(width: 30, height: 20)))
        XCTAssertEqual(child.frame, CGRect(x: 55, y: 31, width: 30, height: 20))
    }

    func testRecordingLeavesTheFramesAndLaterPassesAsTheyWere() throws {
        let host = ViewHost(rootView: HStack(spacing: 8) {
            Color.red.id("flexible")
            Color.blue.frame(width: 50).id("fixed")
        }, size: CGSize(width: 300, height: 100))
        let before = (host.frame(of: "flexible"), host.frame(of: "fixed"))
        let record = try XCTUnwrap(host.recordNegotiation())
        XCTAssertEqual(host.frame(of: "flexible"), before.0)
        XCTAssertEqual(host.frame(of: "fixed"), before.1)
        // 300 − 50 − 8 = 242 for the flexible colour, which the stack places last-proposed at 242 wide.
        let flexible = try XCTUnwrap(record.root.children.first { $0.id == "flexible" })
        XCTAssertEqual(flexible.placed?.proposal, ProposedViewSize(width: 242, height: 100))
        XCTAssertEqual(flexible.frame, CGRect(x: 0, y: 0, width: 242, height: 100))
        // Nothing is recorded once the call is over: a resize is laid out as before.
        host.resize(to: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "flexible")?.width, 142)
        XCTAssertNil(host.graph.clock.recorder)
    }
}
