import XCTest
@testable import Reflow

/// Drawing effects (drawing rules §2): they wrap the view's drawing in display-list pushes and
/// never move its frame. Views are 100×50 frames centred in a 200×100 host: frame (50, 25, 100, 50).
final class DrawingEffectTests: XCTestCase {
    private let frame = CGRect(x: 50, y: 25, width: 100, height: 50)

    private func host<V: View>(_ view: V) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: 200, height: 100))
    }

    private var box: some View { Color.red.frame(width: 100, height: 50) }

    private func assertClose(_ a: CGPoint, _ b: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-9, file: file, line: line)
    }

    private func transform(_ items: [DisplayItem]) -> CGAffineTransform? {
        for case let .push(.transform(t)) in items { return t }
        return nil
    }

    func testRotationTurnsAboutTheAnchorWithoutMovingTheFrame() {
        let rotated = host(box.rotationEffect(.degrees(90)).id("v"))
        XCTAssertEqual(rotated.frame(of: "v"), frame)
        let items = rotated.displayList.items
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(items.last, .pop)
        guard let t = transform(items) else { return XCTFail("no transform in \(items)") }
        // A quarter turn clockwise on screen (y down) about the centre (100, 50): the top-left corner, 50 left
        // and 25 up of it, goes 25 right and 50 up of it.
        assertClose(CGPoint(x: 100, y: 50).applying(t), CGPoint(x: 100, y: 50))
        assertClose(CGPoint(x: 50, y: 25).applying(t), CGPoint(x: 125, y: 0))
        // About the top-leading corner instead, that corner stays.
        let corner = transform(host(box.rotationEffect(.degrees(90), anchor: .topLeading)).displayList.items)!
        assertClose(CGPoint(x: 50, y: 25).applying(corner), CGPoint(x: 50, y: 25))
        assertClose(CGPoint(x: 150, y: 25).applying(corner), CGPoint(x: 50, y: 125))
    }

    func testScaleAboutAnAnchor() {
        let t = transform(host(box.scaleEffect(x: 2, y: 0.5, anchor: .topLeading)).displayList.items)!
        assertClose(CGPoint(x: 50, y: 25).applying(t), CGPoint(x: 50, y: 25))
        assertClose(CGPoint(x: 150, y: 75).applying(t), CGPoint(x: 250, y: 50))
        let centred = transform(host(box.scaleEffect(2)).displayList.items)!
        assertClose(CGPoint(x: 100, y: 50).applying(centred), CGPoint(x: 100, y: 50))
        assertClose(CGPoint(x: 50, y: 25).applying(centred), CGPoint(x: 0, y: 0))
    }

    func testTransformEffectWorksInTheViewsOwnSpace() {
        let t = transform(host(box.transformEffect(CGAffineTransform(translationX: 10, y: 5))).displayList.items)!
        assertClose(CGPoint(x: 50, y: 25).applying(t), CGPoint(x: 60, y: 30))
        let scaled = transform(host(box.transformEffect(CGAffineTransform(scaleX: 2, y: 2))).displayList.items)!
        // The origin of the view's space is its top-leading corner, which stays.
        assertClose(CGPoint(x: 50, y: 25).applying(scaled), CGPoint(x: 50, y: 25))
        assertClose(CGPoint(x: 60, y: 25).applying(scaled), CGPoint(x: 70, y: 25))
    }

    func testRotation3DForeshortensAboutTheAnchor() {
        // Turned 60° about the y axis and seen from in front, the view is cos 60° = ½ as wide about its centre
        // (100, 50): its left edge at 50 comes to 100 − 50 × ½ = 75, and its height is kept.
        let t = transform(host(box.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))).displayList.items)!
        assertClose(CGPoint(x: 100, y: 50).applying(t), CGPoint(x: 100, y: 50))
        assertClose(CGPoint(x: 50, y: 25).applying(t), CGPoint(x: 75, y: 25))
        // About the leading edge instead, that edge stays and the right one comes in: 50 + 100 × ½.
        let leading = transform(host(box.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0),
                                                          anchor: .leading)).displayList.items)!
        assertClose(CGPoint(x: 50, y: 25).applying(leading), CGPoint(x: 50, y: 25))
        assertClose(CGPoint(x: 150, y: 75).applying(leading), CGPoint(x: 100, y: 75))
    }

    func testClips() {
        // A circle in a square frame is that square's ellipse; in this 100×50 frame, the path of the 50×50
        // circle centred in it.
        let square = CGRect(x: 75, y: 25, width: 50, height: 50)
        XCTAssertEqual(host(Color.red.frame(width: 50, height: 50).clipShape(Circle())).displayList.items, [
            .push(.clip(.ellipse, frame: square, antialiased: true)), .fill(.rectangle, frame: square, color: .red), .pop,
        ])
        XCTAssertEqual(host(box.clipShape(Circle())).displayList.items, [
            .push(.clip(.path(Path(ellipseIn: square)), frame: frame, antialiased: true)),
            .fill(.rectangle, frame: frame, color: .red), .pop,
        ])
        XCTAssertEqual(host(box.cornerRadius(8)).displayList.items.first,
                       .push(.clip(.roundedRectangle(cornerRadius: 8), frame: frame, antialiased: true)))
        XCTAssertEqual(host(box.clipped()).displayList.items.first, .push(.clip(.rectangle, frame: frame, antialiased: false)))
    }

    func testShadowBlurAndBlendModeAreLayers() {
        XCTAssertEqual(host(box.shadow(radius: 4, x: 2, y: 3)).displayList.items.first,
                       .push(.layer(DrawingLayer(shadow: Shadow(color: Color(white: 0, opacity: 0.33), radius: 4,
                                                                offset: CGSize(width: 2, height: 3))))))
        XCTAssertEqual(host(box.blur(radius: 3)).displayList.items.first, .push(.layer(DrawingLayer(blurRadius: 3))))
        XCTAssertEqual(host(box.blendMode(.multiply)).displayList.items.first,
                       .push(.layer(DrawingLayer(blendMode: .multiply))))
    }

    func testEffectsNestOutermostFirst() {
        // The clip is written first (inside), the rotation after (outside): the rotation holds the clip.
        let items = host(box.clipShape(Circle()).rotationEffect(.degrees(30))).displayList.items
        XCTAssertEqual(items.count, 5)
        guard case .push(.transform) = items[0], case .push(.clip) = items[1] else { return XCTFail("\(items)") }
        XCTAssertEqual(Array(items[3...]), [.pop, .pop])
    }

    func testOpacityAfterACompositingGroupFadesTheGroup() {
        // Without a group each part is faded; after one, the group is, and its parts are drawn opaque.
        XCTAssertEqual(host(box.opacity(0.5)).displayList.items, [.fill(.rectangle, frame: frame, color: Color.red.opacity(0.5))])
        XCTAssertEqual(host(box.compositingGroup().opacity(0.5)).displayList.items, [
            .push(.layer(DrawingLayer(opacity: 0.5))), .fill(.rectangle, frame: frame, color: .red), .pop,
        ])
    }

    func testMaskDrawsTheContentThenItsMask() {
        let items = host(box.mask { Circle() }).displayList.items
        XCTAssertEqual(items, [
            .push(.layer(DrawingLayer(isMasked: true))),
            .fill(.rectangle, frame: frame, color: .red),
            .beginMask,
            // The mask is laid out as an overlay: proposed the view's 100×50, a circle draws in its frame.
            .fill(.ellipse, frame: CGRect(x: 75, y: 25, width: 50, height: 50), color: .black),
            .pop,
        ])
    }

    func testZIndexDrawsHigherLaterWithoutChangingTheLayout() {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1).id("a")
            Color.blue.frame(width: 30, height: 30).id("b")
        }
        let raised = host(view)
        let colors = raised.displayList.items.compactMap { item -> Color? in
            if case let .fill(_, _, color) = item { return color }
            return nil
        }
        XCTAssertEqual(colors, [.blue, .red])
        XCTAssertEqual(raised.frame(of: "a"), CGRect(x: 90, y: 40, width: 20, height: 20))
        // The order travels out through layout modifiers, as a priority does.
        let padded = host(ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1).padding(2)
            Color.blue.frame(width: 30, height: 30)
        })
        XCTAssertEqual(padded.displayList.items.compactMap { item -> Color? in
            if case let .fill(_, _, color) = item { return color }
            return nil
        }, [.blue, .red])
    }

    func testRotationAnimatesThroughItsAngle() {
        let host = host(box.rotationEffect(.degrees(0)))
        host.update(rootView: box.rotationEffect(.degrees(90)), animation: .linear(duration: 1))
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        guard let t = transform(host.displayList.items) else { return XCTFail("no transform") }
        // Half way along a linear animation from 0° to 90°: 45°, so a = cos 45°.
        XCTAssertEqual(t.a, cos(Double.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(t.b, sin(Double.pi / 4), accuracy: 1e-9)
        host.advance(by: 0.6)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(transform(host.displayList.items)!.a, 0, accuracy: 1e-9)
    }

    func testInvalidValuesWarn() {
        let host = host(box.shadow(radius: .nan).cornerRadius(-.infinity))
        XCTAssertTrue(host.warnings.contains { $0.hasPrefix("Reflow: warning: .shadow ") }, "\(host.warnings)")
        XCTAssertTrue(host.warnings.contains { $0.hasPrefix("Reflow: warning: .cornerRadius ") }, "\(host.warnings)")
    }

    func testDroppedHostsFreeTheirEffects() {
        // Effects live with their nodes; an animating host dropped half way must free them with the nodes.
        let nodesBefore = ViewNode.liveCount.load(ordering: .relaxed)
        var drawings: [() -> NodeDrawing?] = []
        for i in 0..<200 {
            let host = host(box.shadow(radius: 2).rotationEffect(.degrees(Double(i))).id("v")
                                .background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
            host.update(rootView: box.shadow(radius: 4).rotationEffect(.degrees(Double(i) + 90)).id("v"),
                        animation: .linear(duration: 1))
            host.advance(by: 0.5)
            _ = host.displayList
            weak var drawing = host.drawing(of: "v")
            XCTAssertNotNil(drawing)
            drawings.append { drawing }
        }
        XCTAssertEqual(drawings.filter { $0() != nil }.count, 0, "effects alive after their hosts went")
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), nodesBefore, "nodes alive after their hosts went")
    }
}
