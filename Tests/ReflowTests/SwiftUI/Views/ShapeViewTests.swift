import XCTest
@testable import Reflow

/// A shape of the user's own: a triangle pointing up.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// An arc of the circle in the frame, from 0° to an animatable angle.
private struct Arc: Shape {
    var angle: Angle
    var animatableData: Double {
        get { angle.radians }
        set { angle.radians = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .zero,
                 endAngle: angle, clockwise: false)
        return p
    }
}

/// A shape that asks for a fixed size.
private struct Badge: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 30, height: 20) }
}

/// Shapes as views: user shapes drawn through their paths, styles reaching the display list, borders,
/// modifiers and animation. Hosts are 300×200; a view framed w×h sits centred, at ((300 − w)/2, (200 − h)/2).
final class ShapeViewTests: XCTestCase {
    let size = CGSize(width: 300, height: 200)

    private func shapeItems(_ host: ViewHost) -> [DisplayItem] {
        host.displayList.items.filter {
            switch $0 {
            case .fill, .stroke, .shape: return true
            default: return false
            }
        }
    }

    private func path(of item: DisplayItem?) -> Path? {
        switch item {
        case .fill(.path(let p), _, _)?, .stroke(.path(let p), _, _, _)?, .shape(.path(let p), _, _, _)?: return p
        default: return nil
        }
    }

    func testAUserTriangleIsDrawnThroughItsPathInItsFrame() {
        // Framed 100×80 in 300×200: the frame is (100, 60, 100, 80), so the apex is (150, 60) and the base runs
        // from (200, 140) to (100, 140); filled with the foreground colour.
        let host = ViewHost(rootView: Triangle().frame(width: 100, height: 80), size: size)
        let items = shapeItems(host)
        XCTAssertEqual(items.count, 1)
        guard case let .fill(.path(p), frame, color)? = items.first else { return XCTFail("\(items)") }
        XCTAssertEqual(frame, CGRect(x: 100, y: 60, width: 100, height: 80))
        XCTAssertEqual(color, Color.primary)
        XCTAssertEqual(p.elements, [.move(to: CGPoint(x: 150, y: 60)), .line(to: CGPoint(x: 200, y: 140)),
                                    .line(to: CGPoint(x: 100, y: 140)), .closeSubpath])
    }

    func testAUserShapesSizeThatFitsSizesItsView() {
        // Badge asks for 30×20 whatever it is offered: centred at (135, 90).
        let host = ViewHost(rootView: Badge(), size: size)
        guard case let .fill(.path(p), frame, _)? = shapeItems(host).first else { return XCTFail() }
        XCTAssertEqual(frame, CGRect(x: 135, y: 90, width: 30, height: 20))
        XCTAssertEqual(p.boundingRect, frame)
    }

    func testFillAndStrokeStylesReachTheDisplayList() {
        let dashed = StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2])
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Triangle().fill(Color.red, style: FillStyle(eoFill: true))
            Triangle().stroke(Color.blue, style: dashed)
            Triangle().stroke(Color.green, lineWidth: 2)
        }.frame(width: 90, height: 90), size: size)
        let items = shapeItems(host)
        XCTAssertEqual(items.count, 3)
        guard case let .shape(.path, _, paint0, drawing0) = items[0],
              case let .shape(.path, _, paint1, drawing1) = items[1],
              case let .stroke(.path, _, color2, width2) = items[2] else { return XCTFail("\(items)") }
        XCTAssertEqual(paint0, .color(.red))
        XCTAssertEqual(drawing0, .fill(FillStyle(eoFill: true)))
        XCTAssertEqual(paint1, .color(.blue))
        XCTAssertEqual(drawing1, .stroke(dashed))
        XCTAssertEqual(color2, .green)
        XCTAssertEqual(width2, 2)
    }

    func testStrokeWithoutAStyleIsAShapeInTheForegroundColour() {
        // `stroke(lineWidth:)` is a shape: drawn, it strokes with the foreground style; filled, with the fill.
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Circle().stroke(lineWidth: 4)
            Circle().stroke(lineWidth: 4).fill(Color.red)
            Circle().stroke()
        }.frame(width: 30, height: 90).foregroundColor(.blue), size: size)
        let items = shapeItems(host)
        XCTAssertEqual(items.count, 3)
        guard case let .stroke(.ellipse, _, c0, w0) = items[0], case let .stroke(.ellipse, _, c1, _) = items[1],
              case let .stroke(.ellipse, _, _, w2) = items[2] else { return XCTFail("\(items)") }
        XCTAssertEqual([c0, c1], [.blue, .red])
        XCTAssertEqual([w0, w2], [4, 1])
    }

    func testAFilledShapeCanBeStrokedOverItsFill() {
        // iOS 17: the stroke is drawn over the fill, both in the shape's frame (100, 50, 100, 100).
        let host = ViewHost(rootView: Circle().fill(Color.blue).stroke(Color.red, lineWidth: 2).frame(width: 100, height: 100),
                            size: size)
        let frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        XCTAssertEqual(shapeItems(host), [.fill(.ellipse, frame: frame, color: .blue),
                                          .stroke(.ellipse, frame: frame, color: .red, lineWidth: 2)])
    }

    func testStrokeBorderInsetsByHalfTheLineWidth() {
        // A 100 square at (100, 50): a border 10 wide is a stroke of the circle inset by 5, (105, 55, 90, 90);
        // a circular rounded rectangle's radius shrinks by the inset too, 20 → 18 for a border 4 wide.
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Circle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100)
            RoundedRectangle(cornerRadius: 20, style: .circular).strokeBorder(Color.red, lineWidth: 4)
                .frame(width: 100, height: 100)
        }, size: size)
        let items = shapeItems(host)
        XCTAssertEqual(items.first, .stroke(.ellipse, frame: CGRect(x: 55, y: 55, width: 90, height: 90), color: .red, lineWidth: 10))
        XCTAssertEqual(items.last, .stroke(.roundedRectangle(cornerRadius: 18), frame: CGRect(x: 152, y: 52, width: 96, height: 96),
                                           color: .red, lineWidth: 4))
    }

    func testAContinuousBorderIsTheInsetPath() {
        // RoundedRectangle's default corners are continuous: drawn through the path. A border 4 wide strokes the
        // path of the rectangle inset by 2: (102, 52, 96, 96) for the 100 square at (100, 50).
        let host = ViewHost(rootView: RoundedRectangle(cornerRadius: 20).strokeBorder(Color.red, lineWidth: 4)
            .frame(width: 100, height: 100), size: size)
        let item = shapeItems(host).first
        guard case .stroke(.path, _, .red, 4)? = item, let p = path(of: item) else { return XCTFail("\(String(describing: item))") }
        XCTAssertEqual(p.boundingRect.minX, 102, accuracy: 1e-9)
        XCTAssertEqual(p.boundingRect.minY, 52, accuracy: 1e-9)
        XCTAssertEqual(p.boundingRect.width, 96, accuracy: 1e-9)
        XCTAssertEqual(p.boundingRect.height, 96, accuracy: 1e-9)
    }

    func testInsetShapesDrawInTheInsetFrame() {
        // Rectangle().inset(by: 10) in (100, 50, 100, 100) fills (110, 60, 80, 80); a user shape's border
        // (Triangle is not insettable) is not available, but the inset built-ins are shapes of their own.
        let host = ViewHost(rootView: Rectangle().inset(by: 10).frame(width: 100, height: 100), size: size)
        guard let p = path(of: shapeItems(host).first) else { return XCTFail() }
        XCTAssertEqual(p.boundingRect, CGRect(x: 110, y: 60, width: 80, height: 80))
    }

    func testShapeModifiersTransformThePath() {
        // A 100×50 rectangle at (100, 75) turned 90° about its centre (150, 100): clockwise on screen, its
        // corner (100, 75), 50 left and 25 above the centre, goes 25 right of and 50 above it: (175, 50).
        // The turned rectangle spans (125, 50, 50, 100).
        let turned = ViewHost(rootView: Rectangle().rotation(.degrees(90)).frame(width: 100, height: 50), size: size)
        guard let p = path(of: shapeItems(turned).first) else { return XCTFail() }
        guard case .move(let first)? = p.elements.first else { return XCTFail() }
        XCTAssertEqual(first.x, 175, accuracy: 1e-9)
        XCTAssertEqual(first.y, 50, accuracy: 1e-9)
        let bounds = p.boundingRect
        XCTAssertEqual(bounds.minX, 125, accuracy: 1e-9)
        XCTAssertEqual(bounds.width, 50, accuracy: 1e-9)
        XCTAssertEqual(bounds.height, 100, accuracy: 1e-9)
        // Moved by (5, 7); scaled by 2 about the top-leading corner; scaled by ½ across about the centre.
        let moved = Circle().offset(x: 5, y: 7).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(moved.boundingRect, CGRect(x: 5, y: 7, width: 10, height: 10))
        let doubled = Rectangle().scale(2, anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(doubled.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 40))
        let narrowed = Rectangle().scale(x: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(narrowed.boundingRect, CGRect(x: 2.5, y: 0, width: 5, height: 20))
        let mapped = Rectangle().transform(CGAffineTransform(translationX: 1, y: 2)).path(in: CGRect(x: 0, y: 0, width: 3, height: 4))
        XCTAssertEqual(mapped.boundingRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        let sized = Ellipse().size(width: 4, height: 6).path(in: CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(sized.boundingRect, CGRect(x: 10, y: 10, width: 4, height: 6))
        // Inset frames: a rectangle inset by 3 in 20×10; a circular rounded rectangle's corners shrink with it.
        XCTAssertEqual(Rectangle().inset(by: 3).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect,
                       CGRect(x: 3, y: 3, width: 14, height: 4))
        let rounded = RoundedRectangle(cornerRadius: 5, style: .circular).inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // In the inset square (2, 2, 16, 16) with radius 5 − 2 = 3, the right edge runs down from its middle
        // (18, 10) to where the bottom-right corner starts, 3 above the inset bottom: (18, 15).
        XCTAssertEqual(Array(rounded.elements.prefix(2)), [.move(to: CGPoint(x: 18, y: 10)), .line(to: CGPoint(x: 18, y: 15))])
        XCTAssertTrue(Circle().inset(by: 20).path(in: CGRect(x: 0, y: 0, width: 30, height: 30)).isEmpty)
    }

    func testBuiltInShapesGiveTheirPaths() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertEqual(Circle().path(in: rect).boundingRect, CGRect(x: 10, y: 0, width: 20, height: 20))
        XCTAssertEqual(Capsule().path(in: rect).boundingRect, rect)
        XCTAssertFalse(Capsule().path(in: rect).contains(CGPoint(x: 1, y: 1)))
        XCTAssertEqual(ContainerRelativeShape().path(in: rect), Path(rect))
        XCTAssertEqual(AnyShape(Ellipse()).path(in: rect), Ellipse().path(in: rect))
        XCTAssertEqual(AnyShape(AnyShape(Rectangle())).path(in: rect), Path(rect))
        let uneven = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topTrailing: 10), style: .circular)
        XCTAssertTrue(uneven.path(in: rect).contains(CGPoint(x: 1, y: 1)))
        XCTAssertFalse(uneven.path(in: rect).contains(CGPoint(x: 39, y: 1)))
    }

    func testStaticShapeMembersAreTheBuiltInShapes() {
        func path<S: Shape>(_ shape: S) -> Path { shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)) }
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertEqual(path(.rect), Path(rect))
        XCTAssertEqual(path(.rect(cornerRadius: 4)), Path(roundedRect: rect, cornerRadius: 4))
        XCTAssertEqual(path(.rect(topLeadingRadius: 3, style: .circular)),
                       Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 3), style: .circular))
        XCTAssertEqual(path(.circle), Circle().path(in: rect))
        XCTAssertEqual(path(.capsule(style: .continuous)), Path(roundedRect: rect, cornerRadius: 10, style: .continuous))
    }

    func testAnyShapeGivesItsOutlineForAFrame() {
        // What clips use: built-in geometry where the renderer has it, else the path in the frame.
        let square = CGRect(x: 10, y: 20, width: 50, height: 50), wide = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(Rectangle().resolvedGeometry(in: wide), .rectangle)
        XCTAssertEqual(RoundedRectangle(cornerRadius: 8, style: .circular).resolvedGeometry(in: wide),
                       .roundedRectangle(cornerRadius: 8))
        XCTAssertEqual(Circle().resolvedGeometry(in: square), .ellipse)
        // The circle in a 100×50 frame at (10, 20) is 50 across, centred: (35, 20, 50, 50).
        guard case .path(let circle) = Circle().resolvedGeometry(in: wide) else { return XCTFail() }
        XCTAssertEqual(circle.boundingRect, CGRect(x: 35, y: 20, width: 50, height: 50))
        // The triangle's apex is the frame's top middle, (60, 20).
        guard case .path(let triangle) = Triangle().resolvedGeometry(in: wide) else { return XCTFail() }
        XCTAssertEqual(triangle.elements.first, .move(to: CGPoint(x: 60, y: 20)))
    }

    func testAnyShapeAndPathAreViews() {
        let host = ViewHost(rootView: VStack(spacing: 0) {
            AnyShape(Triangle()).fill(Color.red)
            Path(CGRect(x: 0, y: 0, width: 5, height: 5))
        }.frame(width: 100, height: 100), size: size)
        let items = shapeItems(host)
        XCTAssertEqual(items.count, 2)
        // The path draws itself where its view is: the second half, from (100, 100).
        XCTAssertEqual(path(of: items.last)?.boundingRect, CGRect(x: 100, y: 100, width: 5, height: 5))
    }

    func testInvalidWidthsDashesAndRadiiAreWarnedAndReplaced() {
        // A negative width is 0, a NaN dash 0, a NaN border width 1 (Core Graphics' default), a negative radius 0.
        let host = ViewHost(rootView: VStack {
            Triangle().stroke(Color.red, style: StrokeStyle(lineWidth: -3, dash: [.nan, 2]))
            UnevenRoundedRectangle(topLeadingRadius: -4)
            RoundedRectangle(cornerRadius: 10).strokeBorder(Color.blue, lineWidth: .nan)
        }, size: size)
        let items = shapeItems(host)
        XCTAssertEqual(items.count, 3)
        guard case let .shape(.path, _, _, drawing) = items[0] else { return XCTFail("\(items)") }
        XCTAssertEqual(drawing, .stroke(StrokeStyle(lineWidth: 0, dash: [0, 2])))
        guard case .stroke(.path, _, .blue, 1) = items[2] else { return XCTFail("\(items[2])") }
        XCTAssertEqual(host.warnings.filter { $0.hasPrefix("Reflow: warning: .stroke ") }.count, 1, "\(host.warnings)")
        XCTAssertEqual(host.warnings.filter { $0.hasPrefix("Reflow: warning: .strokeBorder ") }.count, 1, "\(host.warnings)")
        XCTAssertEqual(host.warnings.filter { $0.hasPrefix("Reflow: warning: UnevenRoundedRectangle ") }.count, 1,
                       "\(host.warnings)")
    }

    // MARK: Animation

    func testATrimAnimatesAlongTheOutline() {
        // The 10 square at (145, 95) is 40 around. Its trim goes from 0.25 to 0.75 linearly in 1 s: half way,
        // at 0.5 s, it is trimmed to 0.5, 20 long, ending at the corner opposite the start, (155, 105).
        func view(_ end: CGFloat) -> some View {
            Rectangle().trim(from: 0, to: end).stroke(Color.red).frame(width: 10, height: 10)
        }
        let host = ViewHost(rootView: view(0.25), size: size)
        XCTAssertEqual(path(of: shapeItems(host).first)?.length ?? 0, 10, accuracy: 1e-9)
        host.update(rootView: view(0.75), animation: .linear(duration: 1))
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        let half = path(of: shapeItems(host).first)
        XCTAssertEqual(half?.length ?? 0, 20, accuracy: 1e-6)
        XCTAssertEqual(half?.currentPoint?.x ?? 0, 155, accuracy: 1e-6)
        XCTAssertEqual(half?.currentPoint?.y ?? 0, 105, accuracy: 1e-6)
        host.advance(by: 0.6)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(path(of: shapeItems(host).first)?.length ?? 0, 30, accuracy: 1e-9)
    }

    func testAUserShapesAnimatableAngleAnimates() {
        // The arc in (100, 50, 100, 100) is centred at (150, 100), radius 50. From 0° to 180° linearly in 1 s:
        // at 0.5 s it ends at 90°, the bottom (150, 150); without an animation it jumps.
        func view(_ degrees: Double) -> some View {
            Arc(angle: .degrees(degrees)).stroke(Color.red).frame(width: 100, height: 100)
        }
        let host = ViewHost(rootView: view(0), size: size)
        host.update(rootView: view(180), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        let end = path(of: shapeItems(host).first)?.currentPoint
        XCTAssertEqual(end?.x ?? 0, 150, accuracy: 1e-6)
        XCTAssertEqual(end?.y ?? 0, 150, accuracy: 1e-6)
        host.update(rootView: view(360), animation: nil)
        XCTAssertFalse(host.isAnimating)
        let jumped = path(of: shapeItems(host).first)?.currentPoint
        XCTAssertEqual(jumped?.x ?? 0, 200, accuracy: 1e-6)
        XCTAssertEqual(jumped?.y ?? 0, 100, accuracy: 1e-6)
    }

    func testACircularCornerRadiusAnimates() {
        // Circular corners stay the renderer's rounded rectangle; from radius 0 to 20 linearly in 1 s, the
        // radius is 10 half way, in the frame (100, 50, 100, 100).
        func view(_ radius: CGFloat) -> some View {
            RoundedRectangle(cornerRadius: radius, style: .circular).fill(Color.red).frame(width: 100, height: 100)
        }
        let host = ViewHost(rootView: view(0), size: size)
        host.update(rootView: view(20), animation: .linear(duration: 1))
        host.advance(by: 0.5)
        XCTAssertEqual(shapeItems(host), [.fill(.roundedRectangle(cornerRadius: 10),
                                                frame: CGRect(x: 100, y: 50, width: 100, height: 100), color: .red)])
        host.advance(by: 0.6)
        XCTAssertEqual(shapeItems(host), [.fill(.roundedRectangle(cornerRadius: 20),
                                                frame: CGRect(x: 100, y: 50, width: 100, height: 100), color: .red)])
    }
}
