import XCTest
@_spi(Viewer) @testable import Reflow

/// Liquid Glass drawn as the nearest the renderer has: the ultra-thin material in the effect's shape behind the
/// view, a light rim along the shape's edge, and nothing for `.identity`; the view's frame is its own.
final class GlassTests: XCTestCase {
    private func items<V: View>(_ view: V) -> [DisplayItem] {
        ViewHost(rootView: view, size: CGSize(width: 200, height: 100)).displayList.items
    }

    func testGlassIsAMaterialInTheShapeWithARimBehindTheView() {
        let host = ViewHost(rootView: Text("Hi").padding().id("t").glassEffect(), size: CGSize(width: 200, height: 100))
        let frame = try! XCTUnwrap(host.frame(of: "t"))
        let list = host.displayList.items
        let material = list.firstIndex {
            if case let .shape(.capsule, shapeFrame, .material, _) = $0 { return shapeFrame == frame } else { return false }
        }
        let rim = list.firstIndex {
            if case let .stroke(.capsule, _, color, lineWidth) = $0 { return color == Color.white.opacity(0.55) && lineWidth == 0.75 }
            return false
        }
        let text = list.firstIndex { if case .text = $0 { return true } else { return false } }
        XCTAssertNotNil(material, "\(list)")
        XCTAssertNotNil(rim, "\(list)")
        XCTAssertLessThan(material ?? .max, text ?? -1, "behind the text")
        // A tint is drawn over the material; identity glass draws nothing.
        let tinted = items(Text("Hi").glassEffect(.regular.tint(.blue), in: RoundedRectangle(cornerRadius: 8)))
        XCTAssertTrue(tinted.contains {
            if case let .fill(_, _, color) = $0 { return color == Color.blue.opacity(0.35) } else { return false }
        })
        XCTAssertEqual(items(Text("Hi").glassEffect(.identity)), items(Text("Hi")))
    }
}
