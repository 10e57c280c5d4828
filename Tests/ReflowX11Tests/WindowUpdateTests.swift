import XCTest
@_spi(Viewer) import Reflow
@testable import ReflowX11

/// How `ReflowWindow` takes updates before its next frame, without opening it: `withAnimation` reaches
/// `update(rootView:)`, and an animated update is not cancelled by a plain one before the frame.
final class WindowUpdateTests: XCTestCase {
    func testWithAnimationReachesUpdateAndTheLatestAnimationWins() {
        let window = ReflowWindow(title: "test") { Color.red }
        XCTAssertNil(window.pendingAnimation)
        window.update(rootView: Color.blue)
        XCTAssertNil(window.pendingAnimation)
        withAnimation(.linear(duration: 0.5)) { window.update(rootView: Color.green) }
        XCTAssertEqual(window.pendingAnimation, .linear(duration: 0.5))
        // A plain update before the frame (the heads-up line changing, say) leaves the animation on.
        window.update(rootView: Color.orange)
        XCTAssertEqual(window.pendingAnimation, .linear(duration: 0.5))
        window.update(rootView: Color.teal, animation: .easeIn)
        XCTAssertEqual(window.pendingAnimation, .easeIn)
        XCTAssertFalse(window.isAnimating, "no animation runs in a window that is not open")
    }
}
