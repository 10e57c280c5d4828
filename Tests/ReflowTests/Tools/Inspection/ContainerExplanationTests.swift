import XCTest
@testable import Reflow

/// `ViewRecord.explanation`: how a stack shared its length (layout rules §5.1) and which tracks a grid made
/// (§5.3, §17.5), each derived by hand below.
final class ContainerExplanationTests: XCTestCase {
    private func record<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) throws -> ViewRecord {
        let host = ViewHost(rootView: view, size: CGSize(width: width, height: height))
        return try XCTUnwrap(host.recordNegotiation()).root
    }

    /// HStack(spacing: 10) at 300 × 100 of a fixed 50, a flexible colour and a 20…100 frame of priority 1.
    /// §5.1: probes at 0 and ∞ give the fixed 50 / 50, the colour 0 / ∞, the frame 20 / 100 (a flexible frame
    /// clamps its proposal to its bounds, §6). Gaps 10 + 10. The priority-1 frame is alone in group 0 and goes
    /// first: 300 − 20 − (50 + 0 held back for group 1) = 230 offered, 100 taken. Group 1 then visits by
    /// flexibility, the fixed (0) before the colour (∞): 300 − 20 − 100 = 180, fixed offered 180 / 2 = 90,
    /// takes 50; the colour offered 130, takes 130. Nothing is left: 50 + 10 + 130 + 10 + 100 = 300.
    func testAnHStackExplainsItsProbesGroupsOrderAndOffers() throws {
        let root = try record(HStack(spacing: 10) {
            Color.red.frame(width: 50)
            Color.blue
            Color.green.frame(minWidth: 20, maxWidth: 100).layoutPriority(1)
        }, 300, 100)
        XCTAssertEqual(root.view, "HStack")
        let stack = try XCTUnwrap(root.explanation?.stack)
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.proposal, 300)
        XCTAssertEqual(stack.remaining, 0)
        XCTAssertEqual(stack.gaps, [.init(after: 0, offset: 50, length: 10), .init(after: 1, offset: 190, length: 10)])
        XCTAssertEqual(stack.children, [
            .init(child: 0, minimum: 50, maximum: 50, priority: 0, group: 1, order: 2, offered: 90, taken: 50, offset: 0),
            .init(child: 1, minimum: 0, maximum: .infinity, priority: 0, group: 1, order: 3, offered: 130, taken: 130,
                  offset: 60),
            .init(child: 2, minimum: 20, maximum: 100, priority: 1, group: 0, order: 1, offered: 230, taken: 100,
                  offset: 200),
        ])
        XCTAssertEqual(stack.children.map(\.flexibility), [0, .infinity, 80])
        // The explanation agrees with where the children went.
        XCTAssertEqual(root.children.map(\.frame.minX), [0, 60, 200])
        XCTAssertEqual(root.children.map(\.frame.width), [50, 130, 100])
    }

    /// VStack at 200 × 300 of a 40-tall colour, a `Spacer()` and a 60-tall colour. A spacer's minimum is the
    /// default spacing, 8 (§4.6), its maximum ∞; its neighbours touch it: gaps 0. One priority group; the two
    /// fixed children (flexibility 0) go first in source order: 300 / 3 = 100 offered, 40 taken; 260 / 2 = 130
    /// offered, 60 taken; the spacer is offered and takes the 200 left.
    func testAVStackWithASpacerOffersTheSpacerWhatIsLeftLast() throws {
        let root = try record(VStack {
            Color.red.frame(height: 40)
            Spacer()
            Color.blue.frame(height: 60)
        }, 200, 300)
        let stack = try XCTUnwrap(root.explanation?.stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(root.children[1].kind, .spacer)
        XCTAssertEqual(stack.gaps.map(\.length), [0, 0])
        XCTAssertEqual(stack.children.map(\.minimum), [40, 8, 60])
        XCTAssertEqual(stack.children.map(\.maximum), [40, .infinity, 60])
        XCTAssertEqual(stack.children.map(\.group), [0, 0, 0])
        XCTAssertEqual(stack.children.map(\.order), [1, 3, 2])
        XCTAssertEqual(stack.children.map(\.offered), [100, 200, 130])
        XCTAssertEqual(stack.children.map(\.taken), [40, 200, 60])
        XCTAssertEqual(stack.children.map(\.offset), [0, 40, 240])
        XCTAssertEqual(stack.remaining, 0)
    }

    /// A stack proposed no length (inside `.fixedSize()`) asks each child its ideal length and shares
    /// nothing (§5.1c): no probes, no order, no offers; a colour's ideal is 10 (§6.5).
    func testAStackWithNoProposedLengthExplainsIdealLengths() throws {
        let root = try record(HStack(spacing: 10) {
            Color.red.frame(width: 50)
            Color.blue
        }.fixedSize(), 300, 100)
        let stack = try XCTUnwrap(root.children.first?.explanation?.stack)
        XCTAssertNil(stack.proposal)
        XCTAssertNil(stack.remaining)
        XCTAssertEqual(stack.children.map(\.taken), [50, 10])
        XCTAssertEqual(stack.children.map(\.offered), [nil, nil])
        XCTAssertEqual(stack.children.map(\.order), [nil, nil])
        XCTAssertEqual(stack.children.map(\.minimum), [nil, nil])
    }

    /// Grid(horizontalSpacing: 10, verticalSpacing: 5) at 400 × 300: a row of a 40 × 20 and a 60 × 30 cell, and
    /// a row of one 150 × 10 cell spanning both columns. §5.3: the columns' own cells make 40 and 60; the
    /// spanning cell needs 150 against 40 + 10 + 60 = 110, so each column widens by 40 / 2: 60 and 80, at any
    /// proposal (fixed frames), so sharing 390 leaves them so. Rows: 30 and 10. The grid is 60 + 10 + 80 = 150
    /// by 30 + 5 + 10 = 45, centred: at (125, 127.5).
    func testAGridExplainsItsTracksGapsAndSpanningCell() throws {
        let root = try record(Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.blue.frame(width: 60, height: 30)
            }
            GridRow {
                Color.green.frame(width: 150, height: 10).gridCellColumns(2)
            }
        }, 400, 300)
        XCTAssertEqual(root.frame, CGRect(x: 125, y: 127.5, width: 150, height: 45))
        let grid = try XCTUnwrap(root.explanation?.grid)
        XCTAssertEqual(grid.columns, [.init(offset: 0, length: 60, minimum: 60, maximum: 60, item: nil),
                                      .init(offset: 70, length: 80, minimum: 80, maximum: 80, item: nil)])
        XCTAssertEqual(grid.rows, [.init(offset: 0, length: 30, minimum: 30, maximum: 30, item: nil),
                                   .init(offset: 35, length: 10, minimum: 10, maximum: 10, item: nil)])
        XCTAssertEqual(grid.columnGaps, [10])
        XCTAssertEqual(grid.rowGaps, [5])
        XCTAssertEqual(grid.cells, [.init(child: 0, row: 0, column: 0, columnSpan: 1),
                                    .init(child: 1, row: 0, column: 1, columnSpan: 1),
                                    .init(child: 2, row: 1, column: 0, columnSpan: 2)])
    }

    /// LazyVGrid(columns: [.flexible(minimum: 50) spacing 10, .adaptive(minimum: 40)], spacing: 12) of six
    /// 20-tall colours at 300 × 200. §17.5: the gap after the flexible item leaves 290, shared by the two
    /// other items in order: the flexible takes 290 / 2 = 145 (within 50…∞), the adaptive the other 145, which
    /// holds n = ⌊(145 + 8) / (40 + 8)⌋ = 3 tracks of (145 − 2 · 8) / 3 = 43. Columns at 0 (145), 155, 206,
    /// 257 (43 each); gaps 10, 8, 8; 300 in all, so the block starts at 0. Four cells a line: two lines of 20,
    /// 12 apart.
    func testALazyVGridExplainsItsFlexibleAndAdaptiveTracks() throws {
        let root = try record(LazyVGrid(columns: [GridItem(.flexible(minimum: 50), spacing: 10),
                                                  GridItem(.adaptive(minimum: 40))], spacing: 12) {
            ForEach(0..<6, id: \.self) { _ in Color.red.frame(height: 20) }
        }, 300, 200)
        XCTAssertEqual(root.view, "LazyVGrid")
        let grid = try XCTUnwrap(root.explanation?.grid)
        XCTAssertEqual(grid.columns.map(\.offset), [0, 155, 206, 257])
        XCTAssertEqual(grid.columns.map(\.length), [145, 43, 43, 43])
        XCTAssertEqual(grid.columns.map(\.item), [0, 1, 1, 1])
        XCTAssertEqual(grid.columnGaps, [10, 8, 8])
        XCTAssertEqual(grid.rows.map(\.offset), [0, 32])
        XCTAssertEqual(grid.rows.map(\.length), [20, 20])
        XCTAssertEqual(grid.rowGaps, [12])
        XCTAssertEqual(grid.cells.map(\.row), [0, 0, 0, 0, 1, 1])
        XCTAssertEqual(grid.cells.map(\.column), [0, 1, 2, 3, 0, 1])
        // The cells sit in the tracks explained: the sixth at (155, 32) within the grid.
        XCTAssertEqual(root.children[5].frame.minX - root.frame.minX, 155)
        XCTAssertEqual(root.children[5].frame.minY - root.frame.minY, 32)
    }

    /// Views that are not stacks or grids explain nothing; recording without asking costs no explanation.
    func testOtherViewsHaveNoExplanation() throws {
        let root = try record(ZStack { Color.red.padding(10) }, 100, 100)
        XCTAssertNil(root.explanation)
        XCTAssertNil(root.children.first?.explanation)
    }
}

extension ContainerExplanationTests {
    /// An `AnyLayout` of an `HStackLayout(spacing: 0)` at 200 × 100 is explained as the stack it wraps: the
    /// fixed 50 is offered 200 / 2 = 100 first and takes 50, the colour is offered and takes the 150 left.
    func testAnAnyLayoutIsExplainedAsTheLayoutItWraps() throws {
        let root = try record(AnyLayout(HStackLayout(spacing: 0)) {
            Color.red.frame(width: 50)
            Color.blue
        }, 200, 100)
        let stack = try XCTUnwrap(root.explanation?.stack)
        XCTAssertEqual(stack.gaps.map(\.length), [0])
        XCTAssertEqual(stack.children.map(\.offered), [100, 150])
        XCTAssertEqual(stack.children.map(\.taken), [50, 150])
    }
}

extension ContainerExplanationTests {
    /// A LazyVStack(spacing: 0) outside a scroll view is laid out as a VStack (§17.1) and explained as one: at
    /// 200 × 300, a 40-tall colour and a flexible colour; the fixed one goes first, offered 300 / 2 = 150,
    /// takes 40; the flexible is offered and takes 260.
    func testALazyStackOutsideAScrollViewIsExplainedAsAStack() throws {
        let root = try record(LazyVStack(spacing: 0) {
            Color.red.frame(height: 40)
            Color.blue
        }, 200, 300)
        let stack = try XCTUnwrap(root.explanation?.stack)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.children.map(\.order), [1, 2])
        XCTAssertEqual(stack.children.map(\.offered), [150, 260])
        XCTAssertEqual(stack.children.map(\.taken), [40, 260])
        XCTAssertEqual(stack.remaining, 0)
    }
}
