import XCTest
@testable import ReflowX11

/// Frames while animating fall on a grid of 1/60 s from the first one; idle means no deadline and no timeout.
final class FramePacerTests: XCTestCase {
    private let interval = 1.0 / 60

    func testIdleHasNoDeadlineAndWaitsWithoutLimit() {
        var pacer = FramePacer()
        XCTAssertNil(pacer.deadline)
        XCTAssertFalse(pacer.isDue(at: 100))
        XCTAssertEqual(pacer.timeout(at: 100), -1)
        pacer.frameDrawn(at: 100, animating: true)
        pacer.frameDrawn(at: 100.01, animating: false)
        XCTAssertNil(pacer.deadline)
        XCTAssertEqual(pacer.timeout(at: 100.02), -1)
    }

    func testAnimationFramesStayOnTheGridThoughWaitsRoundUpToMilliseconds() throws {
        var pacer = FramePacer()
        pacer.frameDrawn(at: 10, animating: true)
        XCTAssertEqual(try XCTUnwrap(pacer.deadline), 10 + interval, accuracy: 1e-12)
        // 16.67 ms to go: the wait rounds up to 17 ms.
        XCTAssertEqual(pacer.timeout(at: 10), 17)
        XCTAssertFalse(pacer.isDue(at: 10.010))
        XCTAssertTrue(pacer.isDue(at: 10.017))
        // Woken 0.33 ms late, the next frame is still due one interval after the last deadline, not after the wake.
        pacer.frameDrawn(at: 10.017, animating: true)
        XCTAssertEqual(try XCTUnwrap(pacer.deadline), 10 + 2 * interval, accuracy: 1e-12)
        // 60 frames drawn just after each deadline end one second after the first.
        for _ in 0..<58 { pacer.frameDrawn(at: try XCTUnwrap(pacer.deadline) + 0.0008, animating: true) }
        XCTAssertEqual(try XCTUnwrap(pacer.deadline), 11, accuracy: 1e-9)
    }

    func testALateFrameSkipsTheMissedDeadlinesAndAnEarlyOneKeepsTheGrid() throws {
        var pacer = FramePacer()
        pacer.frameDrawn(at: 0, animating: true)
        // 50 ms late (a slow frame): no burst to catch up, the next frame is at the next grid point at least
        // half an interval on, 4/60 s.
        pacer.frameDrawn(at: 0.05, animating: true)
        XCTAssertEqual(try XCTUnwrap(pacer.deadline), 4 * interval, accuracy: 1e-12)
        // A frame drawn early for an event (a resize) leaves the deadline where it was.
        pacer.frameDrawn(at: 0.055, animating: true)
        XCTAssertEqual(try XCTUnwrap(pacer.deadline), 4 * interval, accuracy: 1e-12)
        XCTAssertEqual(pacer.timeout(at: 0.06), 7)
    }

    func testTheClockIsMonotonicSeconds() {
        let a = FramePacer.now()
        usleep(20_000)
        let b = FramePacer.now()
        XCTAssertGreaterThan(b - a, 0.019)
        XCTAssertLessThan(b - a, 1)
    }
}
