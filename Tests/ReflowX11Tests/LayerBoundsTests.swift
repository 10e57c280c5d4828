import XCTest
@testable import ReflowX11
import Reflow

/// A blurred or shadowed layer's group covers only what its items draw and the blur's reach.
final class LayerBoundsTests: XCTestCase {
    func testTheContentOfALayerIsTheUnionOfItsItemsUpToItsPop() {
        let items: [DisplayItem] = [
            .push(.layer(DrawingLayer(shadow: Shadow(color: .black, radius: 3, offset: CGSize(width: 0, height: 2))))),
            .fill(.rectangle, frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: .red),
            .stroke(.circle, frame: CGRect(x: 40, y: 10, width: 10, height: 10), color: .red, lineWidth: 2),
            .pop,
            .fill(.rectangle, frame: CGRect(x: 500, y: 500, width: 10, height: 10), color: .red),
        ]
        // The fill's 10…30 and the stroke's 40…50 grown by its 2-point width: x 10…52, y 8…30; the fill after
        // the pop is not inside.
        XCTAssertEqual(LayerBounds.content(of: items, openedAt: 0), CGRect(x: 10, y: 8, width: 42, height: 22))
        // Three standard deviations of 3 points plus the 2-point offset, plus a point: 10 wide, 12 high.
        XCTAssertEqual(Renderer.blurReach(of: DrawingLayer(shadow: Shadow(color: .black, radius: 3,
                                                                           offset: CGSize(width: 0, height: 2)))),
                       CGSize(width: 10, height: 12))
    }

    func testATransformInsideMakesTheContentUnknown() {
        let items: [DisplayItem] = [
            .push(.layer(DrawingLayer(blurRadius: 4))),
            .push(.transform(CGAffineTransform(translationX: 300, y: 0))),
            .fill(.rectangle, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: .red),
            .pop,
            .pop,
        ]
        XCTAssertNil(LayerBounds.content(of: items, openedAt: 0))
        XCTAssertNil(Renderer.blurReach(of: DrawingLayer(opacity: 0.5)), "a layer without blur reaches nowhere further")
    }
}
