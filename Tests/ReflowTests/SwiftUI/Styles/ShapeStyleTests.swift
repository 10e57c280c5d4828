import XCTest
@testable import Reflow

/// Shape styles (drawing rules §1): what each style paints, checked in the display list.
/// Every view is a 100×50 frame centred in a 200×100 host, so its frame is (50, 25, 100, 50).
final class ShapeStyleTests: XCTestCase {
    private let frame = CGRect(x: 50, y: 25, width: 100, height: 50)

    private func items<V: View>(_ view: V) -> [DisplayItem] {
        ViewHost(rootView: view, size: CGSize(width: 200, height: 100)).displayList.items
    }

    /// The colour of the only fill of `view`.
    private func fillColor<V: View>(_ view: V, file: StaticString = #filePath, line: UInt = #line) -> Color? {
        let fills = items(view).compactMap { item -> Color? in
            if case let .fill(_, _, color) = item { return color }
            return nil
        }
        XCTAssertEqual(fills.count, 1, "\(items(view))", file: file, line: line)
        return fills.first
    }

    private let label = (red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255)

    func testBackgroundTakesAStyle() {
        // `.background(.red)` is the view form with a rectangle filled red, drawn before the view.
        let list = items(Color.clear.frame(width: 100, height: 50).background(.red))
        XCTAssertEqual(list.first, .fill(.rectangle, frame: frame, color: .red))
        XCTAssertEqual(items(Color.clear.frame(width: 100, height: 50).background(.gray.opacity(0.3))).first,
                       .fill(.rectangle, frame: frame, color: Color.gray.opacity(0.3)))
    }

    func testBackgroundInAShape() {
        let list = items(Color.clear.frame(width: 100, height: 50)
            .background(.blue, in: RoundedRectangle(cornerRadius: 8, style: .circular)))
        XCTAssertEqual(list.first, .fill(.roundedRectangle(cornerRadius: 8), frame: frame, color: .blue))
        // Continuous corners, SwiftUI's default, are drawn through the shape's path.
        let continuous = items(Color.clear.frame(width: 100, height: 50).background(.blue, in: RoundedRectangle(cornerRadius: 8)))
        guard case let .fill(.path(path), pathFrame, color)? = continuous.first else { return XCTFail("\(continuous)") }
        XCTAssertEqual(pathFrame, frame)
        XCTAssertEqual(color, .blue)
        // The outline spans the frame: its corners are inside it, its edges on it.
        XCTAssertEqual(path.boundingRect.minX, frame.minX, accuracy: 1e-9)
        XCTAssertEqual(path.boundingRect.maxY, frame.maxY, accuracy: 1e-9)
        XCTAssertFalse(path.contains(CGPoint(x: frame.minX + 0.5, y: frame.minY + 0.5)))
        XCTAssertTrue(path.contains(CGPoint(x: frame.midX, y: frame.minY + 0.5)))
    }

    func testPlainBackgroundIsTheWindowsWhite() {
        XCTAssertEqual(items(Color.clear.frame(width: 100, height: 50).background()).first,
                       .fill(.rectangle, frame: frame, color: .white))
    }

    func testColorAndViewFormsOfBackgroundAgree() {
        XCTAssertEqual(items(Color.clear.frame(width: 100, height: 50).background(Color.red)),
                       items(Color.clear.frame(width: 100, height: 50).background(.red)))
    }

    func testHierarchicalLevelsWithoutAForegroundStyleAreTheLabelColours() {
        let shape = Rectangle().frame(width: 100, height: 50)
        XCTAssertEqual(fillColor(shape.foregroundStyle(.primary)), Color.black)
        XCTAssertEqual(fillColor(shape.foregroundStyle(.secondary)),
                       Color(red: label.red, green: label.green, blue: label.blue, opacity: 0.6))
        XCTAssertEqual(fillColor(shape.foregroundStyle(.tertiary)),
                       Color(red: label.red, green: label.green, blue: label.blue, opacity: 0.3))
        XCTAssertEqual(fillColor(shape.foregroundStyle(.quaternary)),
                       Color(red: label.red, green: label.green, blue: label.blue, opacity: 0.18))
        XCTAssertEqual(fillColor(shape.foregroundStyle(.quinary)), Color(white: 0, opacity: 0.05))
    }

    func testInTheDarkSchemeTheLevelsAreTheDarkLabelColours() {
        // UIKit's dark label colours: white, then rgb(235, 235, 245) at 60 %, 30 % and 16 %, white at 5 %.
        let shape = Rectangle().frame(width: 100, height: 50)
        func dark<V: View>(_ view: V) -> Color? { fillColor(view.environment(\.colorScheme, .dark)) }
        XCTAssertEqual(dark(shape.foregroundStyle(.primary)), Color.white)
        XCTAssertEqual(dark(shape.foregroundStyle(.secondary)), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6))
        XCTAssertEqual(dark(shape.foregroundStyle(.tertiary)), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3))
        XCTAssertEqual(dark(shape.foregroundStyle(.quaternary)), Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.16))
        XCTAssertEqual(dark(shape.foregroundStyle(.quinary)), Color(white: 1, opacity: 0.05))
        // A system colour set by the user takes its dark appearance, rgb(255, 69, 58) for red (drawing rules
        // §1.8); one made from numbers is the user's in either scheme.
        XCTAssertEqual(dark(shape.foregroundStyle(.red)), Color(red: 1, green: 69 / 255, blue: 58 / 255))
        XCTAssertEqual(dark(shape.foregroundStyle(Color(red: 1, green: 0, blue: 0))), Color(red: 1, green: 0, blue: 0))
    }

    func testHierarchicalLevelsFadeAForegroundStyle() {
        // Under `.foregroundStyle(.red)` the levels are red at 1, 0.5, 0.25 and 0.18 (§11.2).
        let shape = Rectangle().frame(width: 100, height: 50)
        XCTAssertEqual(fillColor(shape.foregroundStyle(.secondary).foregroundStyle(.red)), Color.red.opacity(0.5))
        XCTAssertEqual(fillColor(shape.foregroundStyle(.tertiary).foregroundStyle(.red)), Color.red.opacity(0.25))
        XCTAssertEqual(fillColor(shape.foregroundStyle(.quaternary).foregroundStyle(.red)), Color.red.opacity(0.18))
        XCTAssertEqual(fillColor(Rectangle().fill(.secondary).frame(width: 100, height: 50).foregroundStyle(.red)),
                       Color.red.opacity(0.5))
    }

    func testTwoForegroundStylesSetTheFirstTwoLevels() {
        let shape = Rectangle().frame(width: 100, height: 50)
        XCTAssertEqual(fillColor(shape.foregroundStyle(.secondary).foregroundStyle(.red, .blue)), Color.blue)
        XCTAssertEqual(fillColor(shape.foregroundStyle(.tertiary).foregroundStyle(.red, .blue)), Color.red.opacity(0.25))
        XCTAssertEqual(fillColor(shape.foregroundStyle(.tertiary).foregroundStyle(.red, .blue, .green)), Color.green)
        XCTAssertEqual(fillColor(shape.foregroundColor(.orange)), Color.orange)
    }

    func testStyleOpacity() {
        XCTAssertEqual(fillColor(Rectangle().fill(.blue.opacity(0.3)).frame(width: 100, height: 50)), Color.blue.opacity(0.3))
        XCTAssertEqual(fillColor(Rectangle().fill(AnyShapeStyle(Color.green).opacity(0.5)).frame(width: 100, height: 50)),
                       Color.green.opacity(0.5))
    }

    func testTint() {
        XCTAssertEqual(fillColor(Rectangle().fill(.tint).frame(width: 100, height: 50)), Color.accentColor)
        XCTAssertEqual(fillColor(Rectangle().fill(.tint).frame(width: 100, height: 50).tint(.green)), Color.green)
    }

    private struct Warning: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.layoutDirection == .rightToLeft ? Color.orange : Color.yellow
        }
    }

    func testACustomStyleResolvesThroughTheEnvironment() {
        XCTAssertEqual(fillColor(Rectangle().fill(Warning()).frame(width: 100, height: 50)), Color.yellow)
        XCTAssertEqual(fillColor(Rectangle().fill(Warning()).frame(width: 100, height: 50)
                                    .environment(\.layoutDirection, .rightToLeft)), Color.orange)
    }

    /// The paint of the only `.shape` item of `view`.
    private func paint<V: View>(_ view: V, file: StaticString = #filePath, line: UInt = #line) -> Paint? {
        let paints = items(view).compactMap { item -> Paint? in
            if case let .shape(_, _, paint, _) = item { return paint }
            return nil
        }
        XCTAssertEqual(paints.count, 1, "\(items(view))", file: file, line: line)
        return paints.first
    }

    func testLinearGradientRunsBetweenUnitPointsOfTheFrame() {
        let gradient = Gradient(colors: [.red, .blue])
        // .leading is (0, 0.5) of the frame, .trailing (1, 0.5).
        XCTAssertEqual(paint(Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
                                .frame(width: 100, height: 50)),
                       .linearGradient(gradient, start: CGPoint(x: 50, y: 50), end: CGPoint(x: 150, y: 50)))
        // A gradient used as a view fills its frame.
        XCTAssertEqual(paint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                                .frame(width: 100, height: 50)),
                       .linearGradient(gradient, start: CGPoint(x: 100, y: 25), end: CGPoint(x: 100, y: 75)))
    }

    func testGradientStopsAreEvenlySpaced() {
        XCTAssertEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(Gradient(colors: [.red]).stops.map(\.location), [0])
    }

    func testColorGradientRunsFromALighterTopToTheColour() {
        // A fifth of the way to white at the top: red (1, 59/255, 48/255) → (1, g + (1 − g)/5, b + (1 − b)/5).
        let red = Color.red
        let top = Color(red: 1, green: red.green + (1 - red.green) * 0.2, blue: red.blue + (1 - red.blue) * 0.2)
        XCTAssertEqual(paint(Rectangle().fill(.red.gradient).frame(width: 100, height: 50)),
                       .linearGradient(Gradient(colors: [top, red]), start: CGPoint(x: 100, y: 25), end: CGPoint(x: 100, y: 75)))
    }

    func testRadialEllipticalAndAngularGradients() {
        let gradient = Gradient(colors: [.white, .black])
        XCTAssertEqual(paint(Rectangle().fill(RadialGradient(gradient: gradient, center: .center, startRadius: 5, endRadius: 40))
                                .frame(width: 100, height: 50)),
                       .radialGradient(gradient, center: CGPoint(x: 100, y: 50), startRadius: 5, endRadius: 40))
        // The unit ellipse's radii are the frame's width and height, so 0.5 reaches the frame's edges.
        XCTAssertEqual(paint(Rectangle().fill(EllipticalGradient(gradient: gradient)).frame(width: 100, height: 50)),
                       .ellipticalGradient(gradient, ellipse: CGRect(x: 0, y: 0, width: 200, height: 100),
                                           startFraction: 0, endFraction: 0.5))
        // Equal angles make a full turn.
        XCTAssertEqual(paint(Rectangle().fill(AngularGradient(gradient: gradient, center: .topLeading))
                                .frame(width: 100, height: 50)),
                       .angularGradient(gradient, center: CGPoint(x: 50, y: 25), startAngle: .zero, endAngle: .degrees(360)))
    }

    func testMaterialsThickenInOrder() {
        let tints = [Material.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
            .map { material -> Double in
                guard case let .material(_, tint)? = paint(Color.clear.frame(width: 100, height: 50).background(material))
                else { return -1 }
                return tint.opacity
            }
        XCTAssertEqual(tints, [0.3, 0.5, 0.7, 0.8, 0.9])
    }

    func testTextPaintsAGradientForeground() {
        let runs = items(Text("Hi").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading,
                                                                    endPoint: .trailing))).compactMap { item -> TextRun? in
            if case let .text(run) = item { return run }
            return nil
        }
        XCTAssertEqual(runs.count, 1)
        guard case let .linearGradient(_, start, end)? = runs.first?.paint else { return XCTFail("no gradient") }
        // The gradient spans the text's frame from its leading to its trailing edge, at mid-height.
        XCTAssertLessThan(start.x, end.x)
        XCTAssertEqual(start.y, end.y)
        XCTAssertNil(items(Text("Hi").foregroundStyle(.red)).compactMap { item -> Paint? in
            if case let .text(run) = item { return run.paint }
            return nil
        }.first)
    }
}
