import XCTest
@testable import Reflow

/// The negotiation record of built-in containers and of a custom layout's calls, checked against the layout
/// rules (docs/layout-rules.md §3, §5.1, §5.3): issue 21's "Done when".
final class NegotiationStepsTests: XCTestCase {
    private func child(_ record: ViewRecord, id: String) throws -> ViewRecord {
        try XCTUnwrap(record.children.first { $0.id == id }, "no child \(id)")
    }

    /// The first question of `children[child]` that is not a probe of its minimum or maximum along x.
    private func firstOffer(in stack: ViewRecord) -> [Int] {
        stack.steps.compactMap {
            guard case let .asked(child, question) = $0 else { return nil }
            let width = stack.children[child].asked[question].proposal.width
            return width == 0 || width == .infinity ? nil : child
        }
    }

    func testAnHStackProbesEachChildThenOffersTheLeastFlexibleFirst() throws {
        let host = ViewHost(rootView: HStack(spacing: 8) {
            Color.red.id("flexible")
            Color.blue.frame(width: 50).id("fixed")
        }, size: CGSize(width: 300, height: 100))
        let stack = try XCTUnwrap(host.recordNegotiation()).root
        XCTAssertEqual(stack.view, "HStack")
        XCTAssertEqual(stack.kind, .container)
        let flexible = try child(stack, id: "flexible"), fixed = try child(stack, id: "fixed")
        XCTAssertEqual(flexible.view, "Color")
        XCTAssertEqual(fixed.view, ".frame")
        // §5.1 b: each child is first asked its minimum and maximum along the axis, with the height as given.
        for child in [flexible, fixed] {
            XCTAssertEqual(child.asked.prefix(2).map(\.proposal),
                           [ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: .infinity, height: 100)])
            XCTAssertEqual(child.asked.prefix(2).map(\.cached), [false, false])
        }
        XCTAssertEqual(flexible.asked[0].answer, CGSize(width: 0, height: 100))
        XCTAssertEqual(flexible.asked[1].answer, CGSize(width: CGFloat.infinity, height: 100))
        XCTAssertEqual(fixed.asked[0].answer, CGSize(width: 50, height: 100))
        XCTAssertEqual(fixed.asked[1].answer, CGSize(width: 50, height: 100))
        // Then the least flexible child (the frame: 50 − 50 = 0, against ∞ for the colour) is offered half of
        // 300 − 8 = 292, 146, and takes 50; the colour is offered what is left, 242.
        XCTAssertEqual(firstOffer(in: stack).first, 1)
        XCTAssertEqual(fixed.asked[2].proposal, ProposedViewSize(width: 146, height: 100))
        XCTAssertEqual(fixed.asked[2].answer, CGSize(width: 50, height: 100))
        XCTAssertEqual(flexible.asked[2].proposal, ProposedViewSize(width: 242, height: 100))
        // §5.1 e: placement offers the same again, so every later question is answered from the kept answers,
        // and places the children in source order from the leading edge: 0, then 242 + 8 = 250.
        XCTAssertTrue(flexible.asked.dropFirst(3).allSatisfy(\.cached))
        XCTAssertEqual(flexible.placed?.proposal, ProposedViewSize(width: 242, height: 100))
        XCTAssertEqual(fixed.placed?.proposal, ProposedViewSize(width: 146, height: 100))
        XCTAssertEqual(flexible.frame, CGRect(x: 0, y: 0, width: 242, height: 100))
        XCTAssertEqual(fixed.frame, CGRect(x: 250, y: 0, width: 50, height: 100))
        let placements = stack.steps.compactMap { step -> Int? in
            if case .placed(let child) = step { return child } else { return nil }
        }
        XCTAssertEqual(placements, [0, 1])
        // The stack's own calls: made once, sized once for the host's 300 × 100, then placed.
        XCTAssertEqual(stack.calls, [.makeCache,
                                     .sizeThatFits(proposal: ProposedViewSize(width: 300, height: 100),
                                                   answer: CGSize(width: 300, height: 100)),
                                     .placeSubviews(bounds: CGRect(x: 0, y: 0, width: 300, height: 100),
                                                    proposal: ProposedViewSize(width: 300, height: 100))])
    }

    func testAGridProbesColumnsThenRowsAndPlacesCellsInTheirTracks() throws {
        let host = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.blue.id("b")
            }
            GridRow {
                Color.green.frame(width: 60, height: 30).id("c")
                Color.yellow.frame(width: 10, height: 10).id("d")
            }
        }, size: CGSize(width: 300, height: 200))
        let grid = try XCTUnwrap(host.recordNegotiation()).root
        XCTAssertEqual(grid.view, "Grid")
        let b = try child(grid, id: "b")
        // §5.3, shared as a stack shares its length: the first column is as wide as its widest cell, 60; the
        // second takes 300 − 60 − 10 = 230. The first row is what the second (30 high) leaves: 200 − 30 − 5.
        // Widths are asked first, with no height (0 and ∞ probe the column), heights after, with the column's
        // width (0 and ∞ probe the row).
        XCTAssertEqual(b.asked.prefix(2).map(\.proposal),
                       [ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: .infinity, height: nil)])
        let rowProbes = [ProposedViewSize(width: 230, height: 0), ProposedViewSize(width: 230, height: .infinity)]
        let firstRowProbe = try XCTUnwrap(b.asked.firstIndex { $0.proposal == rowProbes[0] })
        XCTAssertEqual(b.asked[firstRowProbe + 1].proposal, rowProbes[1])
        XCTAssertTrue(b.asked[..<firstRowProbe].allSatisfy { $0.proposal.height == nil })
        XCTAssertEqual(b.placed?.proposal, ProposedViewSize(width: 230, height: 165))
        XCTAssertEqual(b.frame, CGRect(x: 70, y: 0, width: 230, height: 165))
        // Cells are centred in their tracks: a 40 × 20 in 60 × 165 at (10, 72.5); d, 10 × 10, in the cell at
        // (70, 170) of 230 × 30: (180, 180).
        XCTAssertEqual(try child(grid, id: "a").frame, CGRect(x: 10, y: 72.5, width: 40, height: 20))
        XCTAssertEqual(try child(grid, id: "c").placed?.proposal, ProposedViewSize(width: 60, height: 30))
        XCTAssertEqual(try child(grid, id: "d").frame, CGRect(x: 180, y: 180, width: 10, height: 10))
    }

    /// A custom layout with a cache, its own spacing and an explicit guide, in a leading-aligned VStack beside a
    /// colour: the VStack asks its spacing and its leading guide.
    private struct Tagged: Layout {
        struct Cache { var made = 0 }
        func makeCache(subviews: Subviews) -> Cache { Cache(made: 1) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            CGSize(width: 80, height: 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            }
        }
        func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
            var spacing = ViewSpacing()
            spacing.formUnion(ViewSpacing(), edges: .all)
            return spacing
        }
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout Cache) -> CGFloat? {
            guide == .leading ? bounds.minX + 12 : nil
        }
    }

    func testACustomLayoutsCallsAreRecordedInTheOrderMade() throws {
        let host = ViewHost(rootView: VStack(alignment: .leading) {
            Tagged { Color.red }.id("tagged")
            Color.blue.frame(width: 100, height: 20).alignmentGuide(.leading) { _ in 30 }.id("guided")
        }, size: CGSize(width: 300, height: 200))
        let stack = try XCTUnwrap(host.recordNegotiation()).root
        let tagged = try child(stack, id: "tagged")
        XCTAssertEqual(tagged.view, "Tagged")
        // makeCache first (the container appears, §3.2), then sizing, then placement; spacing and the leading
        // guide are asked by the stack in between, when it needs them.
        let kinds = tagged.calls.map { call -> String in
            switch call {
            case .makeCache: return "makeCache"
            case .updateCache: return "updateCache"
            case .sizeThatFits: return "sizeThatFits"
            case .placeSubviews: return "placeSubviews"
            case .spacing: return "spacing"
            case .explicitAlignment: return "explicitAlignment"
            }
        }
        XCTAssertEqual(kinds.first, "makeCache")
        XCTAssertEqual(kinds.last, "placeSubviews")
        XCTAssertEqual(kinds.filter { $0 == "makeCache" || $0 == "updateCache" }.count, 1)
        XCTAssertTrue(kinds.contains("spacing"))
        XCTAssertTrue(kinds.contains("sizeThatFits"))
        XCTAssertTrue(tagged.calls.contains(.explicitAlignment(guide: "leading", size: CGSize(width: 80, height: 40),
                                                               value: 12)))
        XCTAssertEqual(tagged.guides, [.init(guide: "leading", value: 12)])
        XCTAssertNotNil(tagged.spacing)
        // The other view's `.alignmentGuide` is its reported leading guide.
        XCTAssertEqual(try child(stack, id: "guided").guides, [.init(guide: "leading", value: 30)])
        // Both leading guides line up: the layout's at 12, the frame's at 30, so the layout is 18 further right.
        let guided = try child(stack, id: "guided")
        XCTAssertEqual(tagged.frame.minX + 12, guided.frame.minX + 30)
        // The container's steps name its own calls in order, each question to a subview within the call that
        // asked it: the colour inside is placed only inside placeSubviews.
        let placeCall = try XCTUnwrap(tagged.calls.firstIndex {
            if case .placeSubviews = $0 { return true } else { return false }
        })
        let placeStep = try XCTUnwrap(tagged.steps.firstIndex(of: .call(placeCall)))
        let placedStep = try XCTUnwrap(tagged.steps.firstIndex(of: .placed(child: 0)))
        XCTAssertLessThan(placeStep, placedStep)
        XCTAssertEqual(tagged.children.first?.view, "Color")
    }

    func testNamesAndKindsOfLeaves() throws {
        let host = ViewHost(rootView: HStack {
            Text("a").id("text")
            Spacer().id("spacer")
            Circle().id("circle")
            RoundedRectangle(cornerRadius: 4).id("rounded")
        }, size: CGSize(width: 300, height: 100))
        let stack = try XCTUnwrap(host.recordNegotiation()).root
        XCTAssertEqual(try child(stack, id: "text").view, "Text")
        XCTAssertEqual(try child(stack, id: "spacer").kind, .spacer)
        XCTAssertEqual(try child(stack, id: "circle").view, "Circle")
        XCTAssertEqual(try child(stack, id: "circle").kind, .leaf)
        XCTAssertEqual(try child(stack, id: "rounded").view, "RoundedRectangle")
    }
}
