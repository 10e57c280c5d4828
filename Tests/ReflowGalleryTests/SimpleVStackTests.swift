import Reflow
import XCTest
@testable import ReflowGallery

/// Rule: subviews top to bottom, `spacing` apart, each proposed (the stack's width, nil); their `alignment`
/// guides on one vertical line; the subview with the largest guide value at x = 0. Size = extent of the lined-up
/// subviews (the widest one without explicit guides) × Σ heights + gaps.
final class SimpleVStackTests: XCTestCase {
    /// Three boxes, 100×10, 60×20 and 80×30, in a stack with the default spacing of 8.
    private func host(_ alignment: HorizontalAlignment) -> ViewHost {
        pinnedHost(SimpleVStack(alignment: alignment) {
            box(100, 10).id(0)
            box(60, 20).id(1)
            box(80, 30).id(2)
        }.id("stack"), width: 400)
    }

    /// The tops: 0, then 10 + 8, then 10 + 8 + 20 + 8.
    private let tops: [CGFloat] = [0, 18, 46]

    func testSize() {
        XCTAssertEqual(host(.center).frame(of: "stack"), CGRect(x: 0, y: 0, width: 100, height: 10 + 8 + 20 + 8 + 30))
    }

    func testLeading() {
        assertFrames(host(.leading), [
            CGRect(x: 0, y: tops[0], width: 100, height: 10),
            CGRect(x: 0, y: tops[1], width: 60, height: 20),
            CGRect(x: 0, y: tops[2], width: 80, height: 30),
        ])
    }

    func testCenter() {
        // The centre line is at 100 / 2 = 50 from the widest box's leading edge.
        assertFrames(host(.center), [
            CGRect(x: 0, y: tops[0], width: 100, height: 10),
            CGRect(x: 50 - 60 / 2, y: tops[1], width: 60, height: 20),
            CGRect(x: 50 - 80 / 2, y: tops[2], width: 80, height: 30),
        ])
    }

    func testTrailing() {
        assertFrames(host(.trailing), [
            CGRect(x: 0, y: tops[0], width: 100, height: 10),
            CGRect(x: 100 - 60, y: tops[1], width: 60, height: 20),
            CGRect(x: 100 - 80, y: tops[2], width: 80, height: 30),
        ])
    }

    func testExplicitGuideShiftsASubviewAndWidensTheStack() {
        // As reference case T11: the second box's leading guide sits 30 points in, so the line is at 30, the first
        // box moves to x = 30 − 0 and the stack is 30 + 100 wide.
        let host = pinnedHost(SimpleVStack(alignment: .leading, spacing: 0) {
            box(100, 10).id(0)
            box(100, 10).alignmentGuide(.leading) { _ in 30 }.id(1)
        }.id("stack"), width: 400)
        XCTAssertEqual(host.frame(of: "stack")?.size, CGSize(width: 30 + 100, height: 10 + 10))
        assertFrames(host, [
            CGRect(x: 30, y: 0, width: 100, height: 10),
            CGRect(x: 0, y: 10, width: 100, height: 10),
        ], relativeTo: "stack")
        // The explicit guide also travels up: the stack's own leading guide is 0 + 30 (layout rules §3.5), and the
        // pinning frame lines that up with its leading edge, so the stack starts 30 points to the left.
        XCTAssertEqual(host.frame(of: "stack")?.minX, -30)
    }

    func testCustomAlignment() {
        // The custom guide defaults to the centre; the first box sets it at 80 of its 100 points. The line is at
        // max(80, 60 / 2) = 80; the second box starts at 80 − 30 = 50 and ends at 110, past the first box's 100.
        let host = pinnedHost(SimpleVStack(alignment: .marker, spacing: 4) {
            box(100, 10).alignmentGuide(.marker) { d in d.width - 20 }.id(0)
            box(60, 20).id(1)
        }.id("stack"), width: 400)
        XCTAssertEqual(host.frame(of: "stack")?.size, CGSize(width: 80 + (60 - 30), height: 10 + 4 + 20))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 100, height: 10),
            CGRect(x: 80 - 30, y: 10 + 4, width: 60, height: 20),
        ])
    }

    func testSubviewsAreProposedTheStacksWidthAndTheirIdealHeight() {
        // The colour only fixes its height, so it takes the proposed 400; the box is centred on 400 / 2.
        let host = pinnedHost(SimpleVStack {
            box(100, 10).id(0)
            Color.red.frame(height: 20).id(1)
        }.id("stack"), width: 400)
        XCTAssertEqual(host.frame(of: "stack")?.size, CGSize(width: 400, height: 10 + 8 + 20))
        assertFrames(host, [
            CGRect(x: 200 - 50, y: 0, width: 100, height: 10),
            CGRect(x: 0, y: 18, width: 400, height: 20),
        ])
    }

    func testUnspecifiedWidthGivesIdealWidths() {
        // Proposed (nil, nil), a bare colour is 10×10 and stays so when placed, centred on 100 / 2.
        let host = pinnedHost(ProposingWidth(width: nil) {
            SimpleVStack {
                box(100, 10).id(0)
                Color.red.id(1)
            }.id("stack")
        }, width: 400)
        XCTAssertEqual(host.frame(of: "stack")?.size, CGSize(width: 100, height: 10 + 8 + 10))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 100, height: 10),
            CGRect(x: 50 - 5, y: 18, width: 10, height: 10),
        ])
    }
}

private enum Marker: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}

private extension HorizontalAlignment {
    static let marker = HorizontalAlignment(Marker.self)
}
