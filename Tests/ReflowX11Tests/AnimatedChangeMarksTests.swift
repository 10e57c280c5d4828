import Foundation
@testable @_spi(Preview) import ReflowX11
import Reflow
import ReflowTestSupport
import XCTest

/// A window marks what an animated update changed once its animation settles (ReflowWindow+Changes.swift).
final class AnimatedChangeMarksTests: XCTestCase {
    /// A flag set on the window's thread and waited for on the driver's.
    private final class Flag: @unchecked Sendable {
        private let condition = NSCondition()
        private var isSet = false

        func set() {
            condition.lock()
            isSet = true
            condition.broadcast()
            condition.unlock()
        }

        func wait(timeout: Double) {
            condition.lock()
            let deadline = Date().addingTimeInterval(timeout)
            while !isSet && condition.wait(until: deadline) {}
            condition.unlock()
        }
    }

    /// A red block `width` wide and a blue one 50 wide after it, from the window's top-leading corner.
    private static func blocks(_ width: CGFloat) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: width, height: 40)
            Color.blue.frame(width: 50, height: 40)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    func testAnAnimatedUpdateIsMarkedWhenItSettles() throws {
        try requireDisplay()
        let window = ReflowWindow(title: "Marks", size: CGSize(width: 300, height: 200)) { Self.blocks(100) }
        let settled = Flag()
        var changesWhenSettled: FrameChanges?
        window.onFirstFrame = { _ in window.update(rootView: Self.blocks(150), animation: .linear(duration: 0.2)) }
        window.onAnimationsFinished = {
            changesWhenSettled = window.changeMarks.latest
            settled.set()
        }
        try InProcessWindow.run(window) { _, _ in settled.wait(timeout: 20) }
        // From red 100 wide to 150: the red block (0, 0) 150×40 and the stack (0, 0) 200×40 resized, each
        // counted once with the frame around the block that shares its frame; the blue block moved from x 100
        // to 150 at its size; the frame filling the window did not change.
        let changes = try XCTUnwrap(changesWhenSettled, "no changes reported when the animation settled")
        XCTAssertEqual(changes.moved, [CGRect(x: 150, y: 0, width: 50, height: 40)])
        XCTAssertEqual(Set(changes.resized.map { [$0.minX, $0.minY, $0.width, $0.height] }),
                       [[0, 0, 150, 40], [0, 0, 200, 40]])
        XCTAssertEqual(changes.summary, "1 frame moved, 2 resized")
    }

    func testMarksFadeInASecondAndAHalf() {
        let marks = FrameChangeMarks()
        marks.show(FrameChanges(from: ["a": CGRect(x: 0, y: 0, width: 10, height: 10)],
                                to: ["a": CGRect(x: 5, y: 0, width: 10, height: 10)]))
        // Full strength for the first half second from the first frame drawn, half of it 0.5 s into the
        // one-second fade, none after 1.5 s.
        XCTAssertEqual(marks.items(at: 100), [.stroke(.rectangle, frame: CGRect(x: 6, y: 1, width: 8, height: 8),
                                                      color: FrameChangeMarks.movedColor.opacity(1), lineWidth: 2)])
        XCTAssertEqual(marks.items(at: 101), [.stroke(.rectangle, frame: CGRect(x: 6, y: 1, width: 8, height: 8),
                                                      color: FrameChangeMarks.movedColor.opacity(0.5), lineWidth: 2)])
        XCTAssertTrue(marks.isActive)
        XCTAssertEqual(marks.items(at: 101.6), [])
        XCTAssertFalse(marks.isActive)
    }
}
