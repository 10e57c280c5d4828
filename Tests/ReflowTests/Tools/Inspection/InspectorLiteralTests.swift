import XCTest
@_spi(Viewer) @_spi(Preview) @testable import Reflow

/// A number you can drag (issue 30, item 5), headless: in a preview, the inspector's panel lists the numeric
/// literals of the body that made the pinned view, with what each sets; dragging one or stepping it with the
/// keys gives it a new value at once, and the views built again with it lay out anew. The views below read
/// their literals as a preview build's rewritten copy of a file does (`__designTimeInteger`).
final class InspectorLiteralTests: XCTestCase {
    /// `Tags.swift` as a preview build compiles it: a tag whose text is framed 120 wide and padded 10, beside a
    /// 20-wide colour in a stack 8 apart.
    private struct Tag: View {
        var body: some View {
            Text("Swift")
                .frame(width: __designTimeFloat("Tags.swift:0.1", fallback: 120.0))
                .padding(__designTimeInteger("Tags.swift:0.2", fallback: 10))
        }
    }

    private struct Row: View {
        var body: some View {
            HStack(spacing: __designTimeInteger("Tags.swift:1.1", fallback: 8)) {
                Tag()
                Color.red.frame(width: 20)
            }
        }
    }

    /// What `reflow preview` tells the process of those literals (`PreviewCommand.literalCatalog`); listed in
    /// another order than the source's, which the panel does not follow.
    private let catalog = [
        DesignTimeLiteral(key: "Tags.swift:0.2", role: "padding", file: "Tags.swift", line: 5, column: 22, value: .integer(10)),
        DesignTimeLiteral(key: "Tags.swift:0.1", role: "frame width", file: "Tags.swift", line: 4, column: 37, value: .float(120)),
        DesignTimeLiteral(key: "Tags.swift:1.1", role: "HStack spacing", file: "Tags.swift", line: 10, column: 29, value: .integer(8)),
    ]

    override func setUp() {
        super.setUp()
        DesignTimeValues.recordsBodies = true
        DesignTimeValues.catalog = Dictionary(uniqueKeysWithValues: catalog.map { ($0.key, $0) })
        DesignTimeValues.replace(with: [:])
    }

    override func tearDown() {
        DesignTimeValues.recordsBodies = false
        DesignTimeValues.catalog = [:]
        DesignTimeValues.replace(with: [:])
        super.tearDown()
    }

    /// The tag is 120 + 2 × 10 = 140 wide, the stack 140 + 8 + 20 = 168, centred in 600 × 400: the tag spans
    /// 216..<356, its text centred in it at x 286; the colour spans 364..<384. The panel needs the height to show
    /// its lines.
    private func inspect() -> (ViewHost, Inspector) {
        let host = ViewHost(rootView: Row(), size: CGSize(width: 600, height: 400))
        let inspector = Inspector()
        inspector.refresh(from: host)
        return (host, inspector)
    }

    /// The edits an inspector made, in order; each builds the views again, as a preview process does.
    private final class Edits {
        var list: [DesignTimeEdit] = []
        var last: DesignTimeEdit? { list.last }
    }

    /// `inspect()` with the tag's text pinned, its literal edits recorded.
    private func inspectPinnedTag() -> (ViewHost, Inspector, Edits) {
        let (host, inspector) = inspect()
        let edits = Edits()
        inspector.onLiteralEdit = { edit in
            edits.list.append(edit)
            host.update(rootView: Row())
        }
        inspector.click(at: CGPoint(x: 286, y: 200))
        return (host, inspector, edits)
    }

    func testAPinnedViewListsTheLiteralsOfTheBodyThatMadeIt() throws {
        let (_, inspector) = inspect()
        inspector.click(at: CGPoint(x: 286, y: 200))
        XCTAssertEqual(inspector.pinned?.view, "Text")
        // The tag's body read both of its literals; the padding comes first, as the issue names it, though the
        // frame's width comes first in the source.
        XCTAssertEqual(inspector.literalRows.map(Inspector.text(of:)),
                       ["padding 10 · Tags.swift:5", "frame width 120.0 · Tags.swift:4"])
        // The colour and its frame were made by the row's body, which read the stack's spacing.
        inspector.click(at: CGPoint(x: 374, y: 200))
        XCTAssertEqual(inspector.pinned?.view, "Color")
        XCTAssertEqual(inspector.literalRows.map(Inspector.text(of:)), ["HStack spacing 8 · Tags.swift:10"])
        // The panel shows them, each row findable by its id.
        let list = inspector.overlay(size: CGSize(width: 600, height: 400))
        let texts = list.items.compactMap { item -> String? in if case .text(let run) = item { return run.text } else { return nil } }
        XCTAssertTrue(texts.contains { $0.contains("HStack spacing 8") }, "\(texts)")
        XCTAssertNotNil(inspector.overlayHost?.frame(of: Inspector.literalRowID(0)))
    }

    func testNoCatalogNoRowsAndNoRecordingNoLiterals() throws {
        DesignTimeValues.catalog = [:]
        var (_, inspector) = inspect()
        inspector.click(at: CGPoint(x: 286, y: 200))
        XCTAssertEqual(inspector.literalRows, [])
        XCTAssertFalse(inspector.press(key: "Tab"), "Tab goes on to the views")
        // A host made while no preview records bodies notes nothing, and pays for nothing.
        DesignTimeValues.recordsBodies = false
        let host: ViewHost
        (host, inspector) = inspect()
        XCTAssertNil(host.graph.bodyLiterals)
        inspector.click(at: CGPoint(x: 286, y: 200))
        XCTAssertEqual(inspector.pinned?.literals, [])
    }

    /// The `.padding` around the tag's framed text: as tall as the text and twice the padding.
    private func tagHeight(_ inspector: Inspector) throws -> CGFloat {
        try XCTUnwrap(inspector.view(at: [0])?.frame.height)
    }

    func testDraggingANumberChangesItLiveAndSettlesOnRelease() throws {
        let (host, inspector, edits) = inspectPinnedTag()
        let before = try tagHeight(inspector)
        _ = inspector.overlay(size: CGSize(width: 600, height: 400))
        let padding = try XCTUnwrap(inspector.overlayHost?.frame(of: Inspector.literalRowID(0)))
        XCTAssertTrue(inspector.beginLiteralDrag(at: CGPoint(x: padding.midX, y: padding.midY)))
        XCTAssertEqual(inspector.selectedLiteral, 0)
        // 1 per 2 points: 21 points right is 10 steps (a part-step does nothing).
        inspector.dragLiteral(to: CGPoint(x: padding.midX + 21, y: padding.midY + 30))
        XCTAssertEqual(edits.list, [DesignTimeEdit(key: "Tags.swift:0.2", from: .integer(10), to: .integer(20), phase: .live)])
        XCTAssertEqual(DesignTimeValues.currentValue(for: "Tags.swift:0.2"), .integer(20))
        inspector.refresh(from: host)
        // The padding is on both edges: 10 more each way.
        XCTAssertEqual(try tagHeight(inspector), before + 20)
        XCTAssertEqual(inspector.literalRows.first.map(Inspector.text(of:)), "padding 20 · Tags.swift:5")
        // Shift: 1 per 10 points. Back left past the start: a padding stops at 0.
        inspector.dragLiteral(to: CGPoint(x: padding.midX - 50, y: padding.midY), fine: true)
        XCTAssertEqual(edits.last?.to, .integer(5))
        inspector.dragLiteral(to: CGPoint(x: padding.midX - 200, y: padding.midY))
        XCTAssertEqual(edits.last?.to, .integer(0))
        inspector.dragLiteral(to: CGPoint(x: padding.midX + 8, y: padding.midY))
        inspector.endLiteralDrag()
        XCTAssertFalse(inspector.isDraggingLiteral)
        XCTAssertEqual(edits.last, DesignTimeEdit(key: "Tags.swift:0.2", from: .integer(10), to: .integer(14), phase: .settled))
        inspector.refresh(from: host)
        XCTAssertEqual(try tagHeight(inspector), before + 8)
    }

    func testTabSelectsARowAndLeftAndRightStepIt() throws {
        let (host, inspector, edits) = inspectPinnedTag()
        let pinned = inspector.pinnedPath
        XCTAssertTrue(inspector.press(key: "Tab"))
        XCTAssertTrue(inspector.press(key: "Tab"))
        XCTAssertEqual(inspector.selectedLiteral, 1, "the frame's width")
        XCTAssertTrue(inspector.press(key: "Right"))
        XCTAssertTrue(inspector.press(key: "Right", shift: true))
        XCTAssertEqual(edits.list, [
            DesignTimeEdit(key: "Tags.swift:0.1", from: .float(120), to: .float(121), phase: .stepped),
            DesignTimeEdit(key: "Tags.swift:0.1", from: .float(121), to: .float(131), phase: .stepped),
        ])
        XCTAssertEqual(inspector.pinnedPath, pinned, "the arrows stepped the number, not the pin")
        inspector.refresh(from: host)
        XCTAssertEqual(inspector.view(at: [0, 0])?.frame.width, 131)
        // Shift-Tab goes back round; Escape lets go of the row first, then the arrows walk again.
        XCTAssertTrue(inspector.press(key: "ISO_Left_Tab"))
        XCTAssertEqual(inspector.selectedLiteral, 0)
        XCTAssertTrue(inspector.press(key: "Escape"))
        XCTAssertNil(inspector.selectedLiteral)
        XCTAssertEqual(inspector.pinnedPath, pinned)
        inspector.press(key: "Up")
        XCTAssertNotEqual(inspector.pinnedPath, pinned)
        XCTAssertEqual(edits.list.count, 2)
    }

    /// The table of which body read which literal forgets the nodes the graph drops: memory is returned.
    func testTheTableForgetsNodesThatGo() throws {
        struct Toggle: View {
            var many: Bool
            var body: some View {
                VStack {
                    if many { ForEach(0..<50, id: \.self) { _ in Row() } } else { Row() }
                }
            }
        }
        let host = ViewHost(rootView: Toggle(many: true), size: CGSize(width: 300, height: 3000))
        let table = try XCTUnwrap(host.graph.bodyLiterals)
        let many = table.count
        host.update(rootView: Toggle(many: false))
        XCTAssertGreaterThan(many, 50 * 6)
        XCTAssertLessThan(table.count, many / 20, "no entry for a node dropped")
    }
}
