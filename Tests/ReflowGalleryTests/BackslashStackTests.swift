import Reflow
import XCTest
@testable import ReflowGallery

/// Rule: each subview at its ideal size, the next one's top leading corner at the previous one's bottom trailing
/// corner plus `spacing` on both axes, from the bounds' origin; size = Σ widths + gaps × Σ heights + gaps.
final class BackslashStackTests: XCTestCase {
    private func stack(spacing: CGFloat = 0) -> some View {
        BackslashStack(spacing: spacing) {
            box(40, 20).id(0)
            box(30, 10).id(1)
            box(50, 30).id(2)
        }.id("stack")
    }

    func testCornersTouch() {
        let host = pinnedHost(stack(), width: 400)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 0, width: 40 + 30 + 50, height: 20 + 10 + 30))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 40, y: 20, width: 30, height: 10),
            CGRect(x: 40 + 30, y: 20 + 10, width: 50, height: 30),
        ])
    }

    func testSpacingOnBothAxes() {
        let host = pinnedHost(stack(spacing: 4), width: 400)
        XCTAssertEqual(host.frame(of: "stack")?.size,
                       CGSize(width: 40 + 30 + 50 + 2 * 4, height: 20 + 10 + 30 + 2 * 4))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 40 + 4, y: 20 + 4, width: 30, height: 10),
            CGRect(x: 40 + 4 + 30 + 4, y: 20 + 4 + 10 + 4, width: 50, height: 30),
        ])
    }

    func testIdealSizesWhateverTheProposal() {
        // A host far too small changes nothing: the stack overflows it. A flexible colour takes its ideal 10×10.
        let host = pinnedHost(BackslashStack {
            box(40, 20).id(0)
            Color.red.id(1)
        }.id("stack"), width: 30, height: 10)
        XCTAssertEqual(host.frame(of: "stack")?.size, CGSize(width: 40 + 10, height: 20 + 10))
        assertFrames(host, [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 40, y: 20, width: 10, height: 10),
        ])
    }

    func testPlacedFromTheBoundsOrigin() {
        // Unpinned, the 120×60 stack is centred in the 400×300 host, at ((400 − 120) / 2, (300 − 60) / 2).
        let host = ViewHost(rootView: stack(), size: CGSize(width: 400, height: 300))
        assertFrames(host, [
            CGRect(x: 140, y: 120, width: 40, height: 20),
            CGRect(x: 140 + 40, y: 120 + 20, width: 30, height: 10),
            CGRect(x: 140 + 70, y: 120 + 30, width: 50, height: 30),
        ])
    }

    func testEmptyStackHasNoSize() {
        let host = pinnedHost(BackslashStack(spacing: 4) {}.id("stack"), width: 400)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 0, width: 0, height: 0))
    }
}
