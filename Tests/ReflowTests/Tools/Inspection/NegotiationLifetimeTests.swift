import XCTest
@_spi(Viewer) @testable import Reflow

/// Recording the negotiation and inspecting it keep no node alive: a dropped host frees everything it held,
/// even when its records outlive it and a layout keeps its subviews in a cache that recording makes again.
final class NegotiationLifetimeTests: XCTestCase {
    /// Keeps its subviews in its cache, which `recordNegotiation()` makes again.
    private struct KeepsSubviews: Layout {
        func makeCache(subviews: Subviews) -> [LayoutSubview] { Array(subviews) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [LayoutSubview]) -> CGSize {
            CGSize(width: 100, height: 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout [LayoutSubview]) {
            for subview in cache { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    func testRecordsAndTheInspectorFreeEveryNodeWithTheHost() throws {
        let before = ViewNode.liveCount.load(ordering: .relaxed)
        var records: [NegotiationRecord] = []
        for _ in 0..<10 {
            let host = ViewHost(rootView: VStack {
                KeepsSubviews { Color.red; Text("a") }
                HStack { Color.blue; Spacer() }
                Grid { GridRow { Text("b"); Color.green } }
            }, size: CGSize(width: 300, height: 200))
            records.append(try XCTUnwrap(host.recordNegotiation()))
            let inspector = Inspector()
            XCTAssertTrue(inspector.refresh(from: host))
            inspector.click(at: CGPoint(x: 150, y: 100))
            XCTAssertNotNil(inspector.pinnedPath)
            _ = inspector.overlay(size: CGSize(width: 300, height: 200))
            _ = host.recordNegotiation()
            _ = host.framesByIdentity
        }
        // The records outlive their hosts and keep no node: they hold values only.
        XCTAssertEqual(records.count, 10)
        XCTAssertEqual(records[9].root.children.count, 3)
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), before, "nodes alive after their hosts went")
    }
}
