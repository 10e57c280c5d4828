import XCTest
@_spi(Viewer) @testable import Reflow

/// The labels `reflow record --inspect` draws (issue 31, item 3): which views get one, and where.
final class ViewLabelsTests: XCTestCase {
    /// A VStack (spacing 20) of two 200 × 50 colours and a 20 × 10 one, centred in 300 × 200: 200 × 150 at
    /// (50, 25); the colours at y 25, 95 and 165. The stack labels its corner first; the first colour's label
    /// would lie over it and is left out; the second colour's is at (50, 95), named after the colour its
    /// `.frame` wraps; the small colour is narrower than its label.
    func testOutermostFirstNoOverlapsAndOnlyWhereALabelFits() throws {
        let host = ViewHost(rootView: VStack(spacing: 20) {
            Color.red.frame(width: 200, height: 50)
            Color.green.frame(width: 200, height: 50)
            Color.blue.frame(width: 20, height: 10)
        }, size: CGSize(width: 300, height: 200))
        let record = try XCTUnwrap(host.recordNegotiation())
        let labels = ViewLabels.placed(in: record, subtreeID: nil, textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertEqual(labels.map(\.text), ["VStack 200×150", "Color 200×50"])
        XCTAssertEqual(labels.map(\.frame.origin), [CGPoint(x: 50, y: 25), CGPoint(x: 50, y: 95)])
        for label in labels {
            XCTAssertGreaterThan(label.frame.width, 0)
            XCTAssertLessThanOrEqual(label.frame.width, 200)
        }
        // Only the subtree asked for.
        let inner = ViewHost(rootView: VStack { Color.red.frame(width: 200, height: 50).id("mine") }.padding(40),
                             size: CGSize(width: 300, height: 200))
        let only = ViewLabels.placed(in: try XCTUnwrap(inner.recordNegotiation()), subtreeID: "mine",
                                     textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertEqual(only.map(\.text), ["Color 200×50"])
    }
}
