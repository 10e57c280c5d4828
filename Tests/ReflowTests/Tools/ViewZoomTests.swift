import XCTest
@_spi(Viewer) @testable import Reflow

/// Zooming onto a view for an audience (issue 31, item 2), headless: the camera's arithmetic over time, which
/// view a point finds, and what the card says.
final class ViewZoomTests: XCTestCase {
    private func assertCamera(_ camera: CGAffineTransform?, scale: Double, tx: Double, ty: Double,
                              line: UInt = #line) {
        guard let camera else { return XCTFail("no camera", line: line) }
        XCTAssertEqual(camera.a, scale, accuracy: 1e-9, line: line)
        XCTAssertEqual(camera.d, scale, accuracy: 1e-9, line: line)
        XCTAssertEqual(camera.tx, tx, accuracy: 1e-9, line: line)
        XCTAssertEqual(camera.ty, ty, accuracy: 1e-9, line: line)
    }

    /// A 50 × 25 view at (100, 100) in an 800 × 600 window: 70 % of the width over 50 is 11.2, 60 % of the
    /// height over 25 is 14.4, so the scale is capped at 8; its centre (125, 112.5) goes to (400, 270), the
    /// middle across and 45 % down: tx = 400 − 8 × 125 = −600, ty = 270 − 8 × 112.5 = −630.
    func testTheCameraFillsMostOfTheWindowWithTheView() {
        let frame = CGRect(x: 100, y: 100, width: 50, height: 25), size = CGSize(width: 800, height: 600)
        assertCamera(ViewZoom.camera(onto: frame, size: size), scale: 8, tx: -600, ty: -630)
        // A wide view: 700 × 50 fills 70 % of the width at 0.8, which is less than 1: never zoomed out.
        assertCamera(ViewZoom.camera(onto: CGRect(x: 50, y: 0, width: 700, height: 50), size: size),
                     scale: 1, tx: 0, ty: 245)
    }

    /// The camera eases from the window to the view in 0.45 s and back in as long: half way through, smoothstep
    /// of 0.5 is 0.5, so every term is half way.
    func testTheZoomEasesInAndBackOut() throws {
        let host = ViewHost(rootView: Color.red.frame(width: 50, height: 25).position(x: 125, y: 112.5),
                            size: CGSize(width: 800, height: 600))
        let zoom = ViewZoom(textMeasurer: FixedAdvanceTextMeasurer())
        XCTAssertNil(zoom.camera(at: 0, size: host.size))
        XCTAssertTrue(zoom.toggle(at: CGPoint(x: 125, y: 112), in: host.recordNegotiation(), subtreeID: nil, size: host.size, time: 10))
        XCTAssertEqual(zoom.target?.frame, CGRect(x: 100, y: 100, width: 50, height: 25))
        XCTAssertTrue(zoom.isMoving(at: 10.2))
        assertCamera(zoom.camera(at: 10 + 0.225, size: host.size), scale: 4.5, tx: -300, ty: -315)
        assertCamera(zoom.camera(at: 11, size: host.size), scale: 8, tx: -600, ty: -630)
        XCTAssertFalse(zoom.isMoving(at: 11))
        // The same again goes back.
        XCTAssertTrue(zoom.toggle(at: nil, in: nil, subtreeID: nil, size: host.size, time: 12))
        assertCamera(zoom.camera(at: 12 + 0.225, size: host.size), scale: 4.5, tx: -300, ty: -315)
        XCTAssertNil(zoom.camera(at: 12.45, size: host.size))
        XCTAssertFalse(zoom.isShowing(at: 13))
        // At that point the innermost view is the one filling the window: nothing to magnify, no zoom.
        XCTAssertFalse(zoom.toggle(at: CGPoint(x: 700, y: 500), in: host.recordNegotiation(), subtreeID: nil, size: host.size, time: 14))
        XCTAssertNil(zoom.camera(at: 15, size: host.size))
    }

    /// A 120 × 40 frame in a 400 × 300 window, centred by the host at (140, 130): the frame was proposed the
    /// window and answered its own size; the colour in it was proposed the frame's 120 × 40.
    func testTheCardSaysTheViewsSideOfTheNegotiation() throws {
        let host = ViewHost(rootView: Color.red.frame(width: 120, height: 40), size: CGSize(width: 400, height: 300))
        let zoom = ViewZoom(textMeasurer: FixedAdvanceTextMeasurer())
        let record = try XCTUnwrap(host.recordNegotiation())
        XCTAssertEqual(ViewZoom.cardLines(for: record.root), [".frame", "proposed (400, 300) → answered 120×40",
                                                               "at (140, 130)"])
        XCTAssertTrue(zoom.toggle(at: CGPoint(x: 200, y: 150), in: record, subtreeID: nil, size: host.size, time: 0))
        let lines = ViewZoom.cardLines(for: try XCTUnwrap(zoom.target))
        XCTAssertEqual(Array(lines.prefix(2)), ["Color", "proposed (120, 40) → answered 120×40"])
        XCTAssertTrue(lines[2].hasPrefix("placed at "), lines[2])
        XCTAssertNotNil(zoom.overlay(at: 1, size: host.size), "the card is drawn once zoomed")
    }
}
