import XCTest
@_spi(Viewer) @testable import Reflow

/// System colours in the dark colour scheme take their dark appearance (docs/drawing-rules.md §1.8): the
/// expected values are that table's, out of 255.
final class DarkAppearanceTests: XCTestCase {
    private func rgb(_ r: Int, _ g: Int, _ b: Int, _ opacity: Double = 1) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    /// The colours filled and the texts' colours in the display list of `view` in `scheme`.
    private func drawn<V: View>(_ view: V, _ scheme: ColorScheme) -> (fills: [Color], texts: [Color]) {
        let host = ViewHost(rootView: view.environment(\.colorScheme, scheme), size: CGSize(width: 200, height: 100))
        var fills: [Color] = [], texts: [Color] = []
        for item in host.displayList.items {
            switch item {
            case let .fill(_, _, color): fills.append(color)
            case let .shape(_, _, paint, _): if case let .color(color) = paint { fills.append(color) }
            case let .text(run): texts.append(run.color)
            default: break
            }
        }
        return (fills, texts)
    }

    func testSystemColoursTakeTheirDarkAppearanceInTheDarkScheme() {
        XCTAssertEqual(drawn(Color.blue, .dark).fills, [rgb(10, 132, 255)])
        XCTAssertEqual(drawn(Color.blue, .light).fills, [rgb(0, 122, 255)])
        XCTAssertEqual(drawn(RoundedRectangle(cornerRadius: 4).fill(Color.green), .dark).fills, [rgb(48, 209, 88)])
        XCTAssertEqual(drawn(Color.red.frame(width: 10).background(Color.orange), .dark).fills,
                       [rgb(255, 159, 10), rgb(255, 69, 58)])
        // What `.opacity` does to the light one, the dark one gets.
        XCTAssertEqual(drawn(Color.blue.opacity(0.5), .dark).fills, [rgb(10, 132, 255, 0.5)])
        // UIKit's dynamic backgrounds and labels.
        XCTAssertEqual(drawn(Color(.systemBackground), .dark).fills, [rgb(0, 0, 0)])
        XCTAssertEqual(drawn(Color(uiColor: .secondarySystemBackground), .dark).fills, [rgb(28, 28, 30)])
        XCTAssertEqual(drawn(Color(uiColor: .secondarySystemBackground), .light).fills, [rgb(242, 242, 247)])
        XCTAssertEqual(drawn(Color(uiColor: .separator.withAlphaComponent(0.29)), .dark).fills, [rgb(84, 84, 88, 0.6)])
    }

    func testTextColoursAndTheTintFollowTheScheme() {
        XCTAssertEqual(drawn(Text("Hi").foregroundColor(.red), .dark).texts, [rgb(255, 69, 58)])
        XCTAssertEqual(drawn(Text("Hi").foregroundStyle(Color.pink), .dark).texts, [rgb(255, 55, 95)])
        XCTAssertEqual(drawn(Text("Hi").font(.body).foregroundColor(.secondary), .dark).texts, [rgb(235, 235, 245, 0.6)])
        XCTAssertEqual(drawn(VStack { Text("Hi") }.foregroundColor(.primary), .dark).texts, [rgb(255, 255, 255)])
        XCTAssertEqual(drawn(Capsule().fill(.tint), .dark).fills, [rgb(10, 132, 255)])
        XCTAssertEqual(drawn(Capsule().fill(.tint).tint(.purple), .dark).fills, [rgb(191, 90, 242)])
    }

    /// A colour made from numbers has one appearance, even with a system colour's numbers; equality compares
    /// the numbers alone.
    func testAColourMadeFromNumbersKeepsItsOneAppearance() {
        let madeBlue = rgb(0, 122, 255)
        XCTAssertEqual(drawn(madeBlue, .dark).fills, [madeBlue])
        XCTAssertEqual(madeBlue, Color.blue)
        XCTAssertEqual(Set([madeBlue, Color.blue]).count, 1)
        XCTAssertEqual(drawn(Color.white, .dark).fills, [rgb(255, 255, 255)], "white is not a dynamic colour")
        XCTAssertEqual(UIColor.clear.withAlphaComponent(0.5).color, rgb(0, 0, 0, 0.5))
    }
}
