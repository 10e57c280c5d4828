import XCTest
@_spi(Viewer) @testable import Reflow

/// `ScrollViewReader` and `scrollTo(_:anchor:)` (layout rules §16.12). Ten rows 100 tall in a 200 × 300 host:
/// row i is at 100·i − offset, and the offset is at most 700.
final class ScrollViewReaderTests: XCTestCase {
    final class ProxyBox { var proxy: ScrollViewProxy? }

    private func reader(_ box: ProxyBox) -> ViewHost {
        ViewHost(rootView: ScrollViewReader { proxy in
            let _ = { box.proxy = proxy }()
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<10) { i in Color.blue.frame(height: 100).id(i) } }
            }
        }, size: CGSize(width: 200, height: 300))
    }

    func testScrollToAlignsTheAnchors() {
        let box = ProxyBox()
        let host = reader(box)
        // `.top`: row 7's top at the viewport's top: offset 700.
        box.proxy?.scrollTo(7, anchor: .top)
        XCTAssertEqual(host.frame(of: 7)?.minY, 0)
        // `.center`: row 2's middle (250) at the viewport's (150): offset 100.
        box.proxy?.scrollTo(2, anchor: .center)
        XCTAssertEqual(host.frame(of: 2)?.minY, 100)
        // No anchor: the least scroll that shows row 5 (500..<600) whole from offset 100 (viewport 100..<400):
        // its bottom to the viewport's, offset 300; row 5 at 200.
        box.proxy?.scrollTo(5)
        XCTAssertEqual(host.frame(of: 5)?.minY, 200)
        // Already shown: nothing moves.
        box.proxy?.scrollTo(4)
        XCTAssertEqual(host.frame(of: 5)?.minY, 200)
    }

    func testScrollToFindsForEachIDs() {
        let box = ProxyBox()
        let host = ViewHost(rootView: ScrollViewReader { proxy in
            let _ = { box.proxy = proxy }()
            ScrollView {
                VStack(spacing: 0) { ForEach(["a", "b", "c", "d"], id: \.self) { _ in Color.blue.frame(height: 100) } }
            }
        }, size: CGSize(width: 200, height: 300))
        // "c" is the third row, at 200: to the top, offset 200 but at most 400 − 300 = 100.
        box.proxy?.scrollTo("c", anchor: .top)
        XCTAssertEqual(host.graph.scrollStores().first??.offset.y, 100)
    }

    func testScrollToInsideWithAnimationMovesAlongTheAnimation() {
        let box = ProxyBox()
        let host = reader(box)
        // `.bottom` for row 9: 900 + 100 − 300 = 700, linearly over 1 s.
        withAnimation(.linear(duration: 1)) { box.proxy?.scrollTo(9, anchor: .bottom) }
        XCTAssertEqual(host.frame(of: 0)?.minY, 0)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: 0)!.minY, -350, accuracy: 0.5)
        host.advance(by: 0.6)
        XCTAssertEqual(host.frame(of: 9)?.minY, 200)
    }

    func testAnUnknownIDWarnsAndScrollsNothing() {
        let box = ProxyBox()
        let host = reader(box)
        box.proxy?.scrollTo(42, anchor: .top)
        XCTAssertEqual(host.frame(of: 0)?.minY, 0)
        XCTAssertTrue(host.warnings.contains { $0.contains("scrollTo") })
    }
}
