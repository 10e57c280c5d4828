import XCTest
@_spi(Viewer) @testable import Reflow

/// `ContainerExplanationView` draws a record's explanation where the record's frames say, headless: each mark
/// below is derived from the frames and numbers of `ContainerExplanationTests` and the sizes the view
/// documents (badges of 22, a min–max bar 6 thick, 10 from the stack's far side).
final class ContainerExplanationViewTests: XCTestCase {
    private typealias Marks = ExplanationMarks

    private func drawn(_ record: ViewRecord, _ size: CGSize) -> [DisplayItem] {
        ViewHost(rootView: ContainerExplanationView(record: record), size: size).displayList.items
    }

    private func fills(_ items: [DisplayItem]) -> [(frame: CGRect, color: Color)] {
        items.compactMap { if case let .fill(_, frame, color) = $0 { return (frame, color) } else { return nil } }
    }

    private func texts(_ items: [DisplayItem]) -> [TextRun] {
        items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    private func assertFill(_ items: [DisplayItem], _ frame: CGRect, _ color: Color,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(fills(items).contains { $0.frame == frame && $0.color == color },
                      "no fill of \(frame) in \(color); fills: \(fills(items).map(\.frame))", file: file, line: line)
    }

    /// The HStack of `testAnHStackExplainsItsProbesGroupsOrderAndOffers`, at 300 × 100: children at x = 0 (50
    /// wide), 60 (130) and 200 (100), full height; gaps at 50 and 190, 10 wide.
    func testAStacksBandsBarsBadgesAndGapsGoWhereItsChildrenAre() throws {
        let size = CGSize(width: 300, height: 100)
        let host = ViewHost(rootView: HStack(spacing: 10) {
            Color.red.frame(width: 50)
            Color.blue
            Color.green.frame(minWidth: 20, maxWidth: 100).layoutPriority(1)
        }, size: size)
        let record = try XCTUnwrap(host.recordNegotiation()).root
        let items = drawn(record, size)
        let first = Marks.groupColors[0], second = Marks.groupColors[1]
        // The gaps, tinted across the stack's thickness.
        assertFill(items, CGRect(x: 50, y: 0, width: 10, height: 100), Marks.gapColor.opacity(0.25))
        assertFill(items, CGRect(x: 190, y: 0, width: 10, height: 100), Marks.gapColor.opacity(0.25))
        // Each child tinted in its group's colour: the priority-1 frame in the first group's.
        assertFill(items, CGRect(x: 0, y: 0, width: 50, height: 100), second.opacity(0.22))
        assertFill(items, CGRect(x: 200, y: 0, width: 100, height: 100), first.opacity(0.22))
        // The bars' lane is 100 − 10 = 90 down. The fixed child: solid to its minimum, 50. The frame: solid to
        // 20, light from 220 to its maximum, 300, with a tick at 299…301.
        assertFill(items, CGRect(x: 0, y: 90, width: 50, height: 6), second)
        assertFill(items, CGRect(x: 200, y: 90, width: 20, height: 6), first)
        assertFill(items, CGRect(x: 220, y: 90, width: 80, height: 6), first.opacity(0.45))
        assertFill(items, CGRect(x: 299, y: 86, width: 2, height: 14), first)
        // The colour's maximum is ∞: light from its minimum (0, at 60) to 10 short of the stack's edge, then
        // an arrow's head to the edge.
        assertFill(items, CGRect(x: 60, y: 90, width: 230, height: 6), second.opacity(0.45))
        XCTAssertTrue(items.contains {
            if case let .fill(.path, frame, color) = $0 { return frame == CGRect(x: 290, y: 87, width: 10, height: 12)
                && color == second }
            return false
        }, "no arrow head at the stack's edge")
        // Badges of 22 at each child's corner plus 4, numbered in the order of allocation.
        for (x, color) in [(4.0, second), (64, second), (204, first)] {
            XCTAssertTrue(fills(items).contains { $0.frame == CGRect(x: x, y: 4, width: 22, height: 22) && $0.color == color },
                          "no badge at x = \(x)")
        }
        let runs = texts(items)
        XCTAssertEqual(runs.filter { ["1", "2", "3"].contains($0.text) }.map(\.text).sorted(), ["1", "2", "3"])
        for label in ["offered 90 → took 50", "offered 130 → took 130", "offered 230 → took 100",
                      "min 0 · max ∞ · priority 0", "gap 10", "HStack · proposed 300 · left 0"] {
            XCTAssertTrue(runs.contains { $0.text == label }, "no label “\(label)”: \(runs.map(\.text))")
        }
        // "offered 90 → took 50" starts right of its badge: 0 + 4 + 22 + 4, plus the label's padding of 4.
        let offer = try XCTUnwrap(runs.first { $0.text == "offered 90 → took 50" })
        XCTAssertEqual(offer.origin.x, 34)
        // The labels stay inside the canvas (the last child's is moved in from the right edge, 300), and none
        // covers another on the same line.
        let offers = runs.filter { $0.text.hasPrefix("offered") }
        XCTAssertEqual(offers.count, 3)
        XCTAssertTrue(offers.allSatisfy { $0.origin.x - 4 >= 0 && $0.origin.x + $0.width + 4 <= 300 })
        for a in offers {
            for b in offers where a != b && a.origin.y == b.origin.y {
                XCTAssertTrue(a.origin.x + a.width + 4 <= b.origin.x - 4 || b.origin.x + b.width + 4 <= a.origin.x - 4,
                              "“\(a.text)” covers “\(b.text)”")
            }
        }
        // Legible on a projector: no text under 13 points.
        XCTAssertTrue(runs.allSatisfy { $0.font.size >= 13 })
    }

    /// The Grid of `testAGridExplainsItsTracksGapsAndSpanningCell` at (125, 127.5), 150 × 45: columns of 60
    /// and 80 with a 10 gap, rows of 30 and 10 with a 5 gap, the second row's cell spanning both columns.
    func testAGridsTracksAreBandsWithTheirLengthsAndItsGapsAreHatched() throws {
        let size = CGSize(width: 400, height: 300)
        let host = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 30)
            }
            GridRow {
                Color.green.frame(width: 150, height: 10).gridCellColumns(2)
            }
        }, size: size)
        let record = try XCTUnwrap(host.recordNegotiation()).root
        let items = drawn(record, size)
        assertFill(items, CGRect(x: 125, y: 127.5, width: 60, height: 45), Marks.columnColors[0].opacity(0.2))
        assertFill(items, CGRect(x: 195, y: 127.5, width: 80, height: 45), Marks.columnColors[1].opacity(0.2))
        assertFill(items, CGRect(x: 125, y: 127.5, width: 150, height: 30), Marks.rowColors[0].opacity(0.2))
        assertFill(items, CGRect(x: 125, y: 162.5, width: 150, height: 10), Marks.rowColors[1].opacity(0.2))
        // The gaps hatched: lines stroked over the column gap (185…195) and the row gap (157.5…162.5).
        let strokes = items.compactMap { item -> CGRect? in
            if case let .stroke(.path, frame, color, _) = item, color == Marks.gapColor { return frame }
            return nil
        }
        XCTAssertTrue(strokes.contains(CGRect(x: 185, y: 127.5, width: 10, height: 45)), "\(strokes)")
        XCTAssertTrue(strokes.contains(CGRect(x: 125, y: 157.5, width: 150, height: 5)), "\(strokes)")
        // The spanning cell outlined over both columns of the second row.
        XCTAssertTrue(items.contains {
            if case let .stroke(.rectangle, frame, _, _) = $0 { return frame.insetBy(dx: -1, dy: -1).contains(
                CGRect(x: 125, y: 162.5, width: 150, height: 10)) && frame.width <= 152 }
            return false
        }, "no outline of the spanning cell")
        let runs = texts(items).map(\.text)
        for label in ["60", "80", "30", "10", "spans 2"] {
            XCTAssertTrue(runs.contains(label), "no label “\(label)”: \(runs)")
        }
        XCTAssertTrue(runs.contains { $0.hasPrefix("Grid · 2 columns × 2 rows · spacing 10 × 5") }, "\(runs)")
    }

    /// A record with no explanation (a colour) draws nothing.
    func testARecordWithoutAnExplanationDrawsNothing() throws {
        let host = ViewHost(rootView: Color.red, size: CGSize(width: 100, height: 100))
        let record = try XCTUnwrap(host.recordNegotiation()).root
        XCTAssertTrue(drawn(record, CGSize(width: 100, height: 100)).isEmpty)
    }
}
