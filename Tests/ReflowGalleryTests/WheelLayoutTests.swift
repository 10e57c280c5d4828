import Foundation
import Reflow
import XCTest
@testable import ReflowGallery

/// Rule: subview i of n has its centre on the circle of `radius` around the middle of the bounds, at the angle
/// θ = angle + 2π·i/n clockwise from the top: (cx + r·sin θ, cy − r·cos θ), y pointing down. Each subview at
/// its ideal size; size = 2r + widest × 2r + tallest; with no radius, the largest r that fits the proposal.
final class WheelLayoutTests: XCTestCase {
    /// Four 20×20 boxes.
    private func wheel(radius: CGFloat? = 100, angle: CGFloat = 0) -> some View {
        WheelLayout(radius: radius, angle: angle) {
            ForEach(0..<4) { box(20, 20).id($0) }
        }.id("wheel")
    }

    /// A 20×20 frame centred on (x, y).
    private func centred(_ x: CGFloat, _ y: CGFloat) -> CGRect {
        CGRect(x: x - 10, y: y - 10, width: 20, height: 20)
    }

    private func assertFrames(_ host: ViewHost, _ expected: [CGRect], file: StaticString = #filePath, line: UInt = #line) {
        for (id, frame) in expected.enumerated() {
            guard let actual = host.frame(of: id) else { return XCTFail("no view \(id)", file: file, line: line) }
            for (a, e) in [(actual.minX, frame.minX), (actual.minY, frame.minY), (actual.width, frame.width),
                           (actual.height, frame.height)] {
                XCTAssertEqual(a, e, accuracy: 1e-9, "view \(id): \(actual) is not \(frame)", file: file, line: line)
            }
        }
    }

    func testQuarterTurnsFromTheTopClockwise() {
        // r = 100: the wheel is 2·100 + 20 = 220 square, its centre at (110, 110). θ = 0, 90°, 180°, 270°:
        // top (110, 10), right (210, 110), bottom (110, 210), left (10, 110).
        let host = pinnedHost(wheel(), width: 400, height: 300)
        XCTAssertEqual(host.frame(of: "wheel"), CGRect(x: 0, y: 0, width: 220, height: 220))
        assertFrames(host, [centred(110, 10), centred(210, 110), centred(110, 210), centred(10, 110)])
    }

    func testTurnedByThirtyDegrees() {
        // θ = 30°, 120°, 210°, 300°; sin 30° = 1/2, cos 30° = √3/2, so with r = 100 the offsets from the centre
        // are (50, −86.6…), (86.6…, 50), (−50, 86.6…), (−86.6…, −50).
        let half = 50.0, root = 100 * 3.0.squareRoot() / 2
        let host = pinnedHost(wheel(angle: .pi / 6), width: 400, height: 300)
        assertFrames(host, [centred(110 + half, 110 - root), centred(110 + root, 110 + half),
                            centred(110 - half, 110 + root), centred(110 - root, 110 - half)])
    }

    func testRadiusFitsTheProposalWhenNotGiven() {
        // Proposed 300×200 with 20×20 subviews: r = min((300 − 20) / 2, (200 − 20) / 2) = 90; the wheel is
        // 200 square, centre (100, 100).
        let host = pinnedHost(wheel(radius: nil), width: 300, height: 200)
        XCTAssertEqual(host.frame(of: "wheel"), CGRect(x: 0, y: 0, width: 200, height: 200))
        assertFrames(host, [centred(100, 10), centred(190, 100), centred(100, 190), centred(10, 100)])
    }

    func testUnspecifiedProposalGetsTheIdealRadius() {
        // Nothing limits the wheel: r = idealRadius = 100, so it is 220 square.
        let host = pinnedHost(ProposingWidth(width: nil) { wheel(radius: nil) }, width: 400, height: 300)
        XCTAssertEqual(host.frame(of: "wheel")?.size, CGSize(width: 220, height: 220))
    }

    func testEmptyWheelHasNoSize() {
        let host = pinnedHost(WheelLayout(radius: 50) {}.id("wheel"), width: 400)
        XCTAssertEqual(host.frame(of: "wheel")?.size, .zero)
    }

    /// Turning the wheel half a turn under a linear animation: half way through, the angle is a quarter turn and
    /// each view is a quarter of the way round the circle, on the arc. A straight line from top to bottom
    /// would pass through the centre instead.
    func testTurningMovesTheViewsAlongTheArc() {
        let host = pinnedHost(wheel(), width: 400, height: 300)
        host.update(rootView: wheel(angle: .pi).pinned(width: 400, height: 300), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        assertFrames(host, [centred(210, 110), centred(110, 210), centred(10, 110), centred(110, 10)])
        // Three quarters of the way, the first view is at θ = 135°: (110 + 100·sin 135°, 110 − 100·cos 135°),
        // both offsets 100·√2/2, still 100 from the centre.
        host.advance(by: 0.25)
        let diagonal = 100 * 2.0.squareRoot() / 2
        assertFrames(host, [centred(110 + diagonal, 110 + diagonal)])
        host.advance(by: 1)
        XCTAssertFalse(host.isAnimating)
        assertFrames(host, [centred(110, 210), centred(10, 110), centred(110, 10), centred(210, 110)])
    }
}
