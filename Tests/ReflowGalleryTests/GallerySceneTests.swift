import XCTest
@_spi(Viewer) import Reflow
@testable import ReflowGallery

/// Every gallery scene lays out cleanly: no clamped results, a distinct name, and content that stays inside
/// the window at the sizes people resize to.
final class GallerySceneTests: XCTestCase {
    func testNamesAreDistinctLowercaseWords() {
        let names = Gallery.scenes.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for name in names {
            XCTAssertTrue(name.allSatisfy { $0.isLowercase || $0 == "-" }, name)
            XCTAssertNotNil(GalleryScene.named(name))
        }
        XCTAssertNil(GalleryScene.named("no-such-scene"))
    }

    func testEveryScenePlacesItsViewsWithoutWarnings() {
        for scene in Gallery.scenes {
            for size in [CGSize(width: 800, height: 600), CGSize(width: 480, height: 320), CGSize(width: 200, height: 150)] {
                let host = ViewHost(rootView: scene.view, size: size)
                XCTAssertEqual(host.warnings, [], "\(scene.name) at \(size)")
                let frames = host.viewFrames
                XCTAssertGreaterThan(frames.count, 3, scene.name)
                XCTAssertTrue(frames.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite }, scene.name)
            }
            // At the default window size the scene fills the window exactly (smaller windows may overflow, as
            // SwiftUI content does, and the root is then centred).
            let host = ViewHost(rootView: scene.view, size: CGSize(width: 800, height: 600))
            let root = try! XCTUnwrap(host.viewFrames.first)
            XCTAssertEqual(root.minX, 0, accuracy: 1e-9, scene.name)
            XCTAssertEqual(root.minY, 0, accuracy: 1e-9, scene.name)
            XCTAssertEqual(root.width, 800, accuracy: 1e-9, scene.name)
            XCTAssertEqual(root.height, 600, accuracy: 1e-9, scene.name)
        }
    }

    func testFlowSceneReflowsWhenNarrowed() {
        let scene = try! XCTUnwrap(GalleryScene.named("flow"))
        let wide = ViewHost(rootView: scene.view, size: CGSize(width: 900, height: 600))
        let narrow = ViewHost(rootView: scene.view, size: CGSize(width: 300, height: 600))
        func rows(_ host: ViewHost) -> Int {
            let runs = host.displayList.items.compactMap { item -> CGFloat? in
                if case .text(let run) = item, Sample.tags.contains(run.text) { return run.origin.y }
                return nil
            }
            return Set(runs).count
        }
        XCTAssertGreaterThan(rows(narrow), rows(wide))
    }
}
