import Foundation
@_spi(Viewer) import Reflow
import ReflowPreviewRuntime
import XCTest

/// The layout inspector in a preview shows the preview's own views, not `PreviewRoot`'s wrapper around them
/// (the clear colour, the overlays for the message and the heads-up line).
final class PreviewInspectionTests: XCTestCase {
    func testThePreviewsContentIsTheInspectedSubtree() throws {
        // A 100 × 50 frame in an HStack, centred in 400 × 300: (150, 125, 100, 50); the heads-up line at the
        // top-leading corner.
        let root = PreviewRoot(content: AnyView(HStack { Color.red.frame(width: 100, height: 50) }),
                               headsUp: "1/1 Preview · 400×300 pt")
        let host = ViewHost(rootView: root, size: CGSize(width: 400, height: 300))
        let inspector = Inspector()
        inspector.subtreeID = PreviewRoot.contentID
        inspector.refresh(from: host)
        let content = try XCTUnwrap(inspector.view(at: inspector.subtreePath))
        XCTAssertFalse(inspector.subtreePath.isEmpty, "the wrapper is not inspected")
        XCTAssertEqual(content.frame, CGRect(x: 150, y: 125, width: 100, height: 50))
        // The heads-up line is the wrapper's: nothing there to hover.
        inspector.hover(at: CGPoint(x: 4, y: 4))
        XCTAssertNil(inspector.hoveredPath)
        inspector.click(at: CGPoint(x: 200, y: 150))
        let pinned = try XCTUnwrap(inspector.pinnedPath)
        XCTAssertTrue(pinned.starts(with: inspector.subtreePath))
        XCTAssertEqual(inspector.pinned?.view, "Color")
        // Up to the content's root, and no further.
        for _ in 0..<10 { inspector.press(key: "Up") }
        XCTAssertEqual(inspector.pinnedPath, inspector.subtreePath)
        XCTAssertFalse(inspector.pathText(inspector.subtreePath).contains(".overlay"),
                       inspector.pathText(inspector.subtreePath))
    }
}
