import XCTest
@testable import Reflow

/// `reflow preview --variants` (issue 31, item 4): the panels each kind has, the grid they share, and what each
/// panel's environment does to the views, derived from iOS's tables and the grid's rule.
final class PreviewVariantsTests: XCTestCase {
    private func host<V: View>(_ kind: PreviewVariantKind, _ content: V, size: CGSize = CGSize(width: 1200, height: 800)) -> ViewHost {
        ViewHost(rootView: PreviewVariantsView(kind: kind, content: AnyView(content)), size: size,
                 textMeasurer: FixedAdvanceTextMeasurer())
    }

    /// The frames of the views marked `.id(id)`, in panel order: the grid's rows top to bottom, each left to
    /// right (a view centred in its panel has its row's middle; the rows are far apart).
    private func frames(of id: String, in host: ViewHost) -> [CGRect] {
        frames(endingIn: "#\"\(id)\"[0]", in: host)
    }

    private func frames(endingIn suffix: String, in host: ViewHost) -> [CGRect] {
        host.framesByIdentity.filter { $0.key.hasSuffix(suffix) }.values.sorted {
            ($0.midY.rounded(), $0.midX) < ($1.midY.rounded(), $1.midX)
        }
    }

    func testEachKindHasItsPanels() {
        XCTAssertEqual(PreviewVariant.panels(for: .sizes).map(\.device), [
            CGSize(width: 375, height: 667), CGSize(width: 393, height: 852), CGSize(width: 430, height: 932),
            CGSize(width: 834, height: 1194), CGSize(width: 1024, height: 1366),
        ])
        XCTAssertEqual(PreviewVariant.panels(for: .type).map(\.label),
                       ["xSmall", "Small", "Medium", "Large (default)", "xLarge", "xxLarge", "xxxLarge",
                        "AX1", "AX2", "AX3", "AX4", "AX5"])
        XCTAssertEqual(PreviewVariant.panels(for: .scheme).map(\.colorScheme), [.light, .dark])
        XCTAssertEqual(PreviewVariant.panels(for: .direction).map(\.layoutDirection), [.leftToRight, .rightToLeft])
        XCTAssertEqual(PreviewVariant.panels(for: .all).count, 5 + 12 + 2 + 2)
    }

    func testTypePanelsSetTheBodyAtEachDynamicTypeSize() {
        // iOS's body size at xSmall … AX5 (UIKit's preferredFont(forTextStyle: .body)): "Hello" is 5 characters
        // of 0.6 em each with the fixed-advance measurer.
        let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        // The panel's own label is a text too: the preview's is the one on the panel's screen (its background).
        let widths = frames(endingIn: "/.background[0]/.frame[0]/Text[0]", in: host(.type, Text("Hello").font(.body))).map(\.width)
        XCTAssertEqual(widths.count, 12)
        for (width, size) in zip(widths, body) { XCTAssertEqual(width, 5 * 0.6 * size, accuracy: 0.001) }
    }

    func testTheGridPicksTheColumnsThatShowTheScreensLargest() {
        // Five screens in 1,200 × 800 with 12-point gaps and 18-point labels. Three columns (two rows): cells of
        // 384 × 382, screens of 384 × 364, where the 12.9-inch iPad (1,024 × 1,366) is scaled 364 / 1,366; four
        // columns give it the same scale (cells 285 wide: 285 / 1,024 is larger), and fewer columns win a tie;
        // five give 225.6 / 1,024, two 232.7 / 1,366, one 127.6 / 1,366.
        let grid = VariantGrid(devices: PreviewVariant.panels(for: .sizes).map(\.device), labelHeight: 18, gap: 12)
        XCTAssertEqual(grid.bestColumns(count: 5, in: CGSize(width: 1200, height: 800)), 3)
        XCTAssertEqual(grid.cellSize(columns: 3, count: 5, in: CGSize(width: 1200, height: 800)), CGSize(width: 384, height: 382))
        // Twelve panels without screens: the cells most square, four columns of 285 × 250.7 (three give 376 ×
        // 185, six 188 × 382).
        let shared = VariantGrid(devices: Array(repeating: nil, count: 12), labelHeight: 18, gap: 12)
        XCTAssertEqual(shared.bestColumns(count: 12, in: CGSize(width: 1200, height: 800)), 4)
    }

    func testAScreenIsDrawnAtItsDevicesShapeScaledIntoItsCell() {
        // Three columns in 1,200 × 800 (above): each screen has 384 × 364 points (its cell less the label), and
        // is drawn at its device's size times min(1, 384 / width, 364 / height): every one of these is as tall
        // as the cell allows, 364, at its own device's shape.
        let sizes = frames(of: "probe", in: host(.sizes, Color.red.id("probe"))).map(\.size)
        let devices = PreviewVariant.panels(for: .sizes).map(\.device!)
        XCTAssertEqual(sizes.count, 5)
        for (size, device) in zip(sizes, devices) {
            let scale = min(1, 384 / device.width, 364 / device.height)
            XCTAssertEqual(size.width, device.width * scale, accuracy: 0.001)
            XCTAssertEqual(size.height, device.height * scale, accuracy: 0.001)
        }
    }

    func testTheRightToLeftPanelMirrorsAStack() {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("first")
            Color.blue.frame(width: 10, height: 10).id("second")
        }
        let host = host(.direction, row)
        let first = frames(of: "first", in: host), second = frames(of: "second", in: host)
        XCTAssertEqual(first.count, 2)
        XCTAssertLessThan(first[0].minX, second[0].minX, "left to right: the first view on the left")
        XCTAssertGreaterThan(first[1].minX, second[1].minX, "right to left: the first view on the right")
    }

    func testTheDarkPanelSetsTextInTheDarkLabelColourOnBlack() {
        let list = host(.scheme, Text("Hello")).displayList.items
        let colours = list.compactMap { item -> Color? in
            guard case .text(let run) = item, run.text == "Hello" else { return nil }
            return run.color
        }
        XCTAssertEqual(colours, [.black, .white])
        let blackScreens = list.filter {
            if case .fill(_, let frame, let color) = $0 { return color == Color(white: 0) && frame.width > 100 }
            return false
        }
        XCTAssertEqual(blackScreens.count, 1)
    }
}
