import XCTest
@_spi(Viewer) @testable import Reflow

/// The layout inspector's model, headless: what the pointer finds, what the label says, where the pin walks,
/// step mode, and the overlay it draws (issue 21, items 2 and 4).
final class InspectorTests: XCTestCase {
    /// An HStack of a flexible colour and a 50-point frame, 8 apart, in 300 × 100. Worked by hand (layout rules
    /// §5.1): the frame is the least flexible and is offered half of 300 − 8 = 292, 146, and takes 50; the colour
    /// gets the 242 left. Frames: colour (0, 0, 242, 100), frame and its colour (250, 0, 50, 100).
    private func stackInspector() throws -> (ViewHost, Inspector) {
        let host = ViewHost(rootView: HStack(spacing: 8) {
            Color.red.id("flexible")
            Color.blue.frame(width: 50).id("fixed")
        }, size: CGSize(width: 300, height: 100))
        let inspector = Inspector()
        XCTAssertTrue(inspector.refresh(from: host))
        return (host, inspector)
    }

    func testHoverFindsTheInnermostViewAndLabelsItsQuestionAndFrame() throws {
        let (_, inspector) = try stackInspector()
        inspector.hover(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(inspector.hoveredPath, [0])
        // The colour was placed with the 242 × 100 left to it and took it all.
        XCTAssertEqual(inspector.hovered.map(InspectorText.label(of:)),
                       "Color · (242, 100) → 242×100 · at (0, 0) · priority 0")
        inspector.hover(at: CGPoint(x: 270, y: 50))
        // The deepest view there: the colour inside the frame, proposed the frame's 50 and the height, 100.
        XCTAssertEqual(inspector.hoveredPath, [1, 0])
        XCTAssertEqual(inspector.hovered.map(InspectorText.label(of:)),
                       "Color · (50, 100) → 50×100 · at (250, 0) · priority 0")
        // In the 8-point gap only the stack holds the point.
        inspector.hover(at: CGPoint(x: 246, y: 50))
        XCTAssertEqual(inspector.hoveredPath, [])
        XCTAssertEqual(inspector.hovered?.view, "HStack")
        inspector.hover(at: CGPoint(x: 400, y: 50))
        XCTAssertNil(inspector.hoveredPath)
    }

    func testInfiniteAndUnspecifiedLengthsAreWrittenAsSuch() {
        XCTAssertEqual(InspectorText.proposal(ProposedViewSize(width: .infinity, height: 100)), "(∞, 100)")
        XCTAssertEqual(InspectorText.proposal(.unspecified), "(nil, nil)")
        XCTAssertEqual(InspectorText.size(CGSize(width: 12.5, height: 3)), "12.5×3")
    }

    func testTheOverlayOutlinesTheHoveredViewAndItsParent() throws {
        let (_, inspector) = try stackInspector()
        inspector.hover(at: CGPoint(x: 100, y: 50))
        let list = inspector.overlay(size: CGSize(width: 300, height: 100))
        XCTAssertTrue(list.items.contains(.stroke(.rectangle, frame: CGRect(x: 0, y: 0, width: 242, height: 100),
                                                  color: InspectorColors.color(of: .leaf), lineWidth: 2)))
        XCTAssertTrue(list.items.contains(.stroke(.rectangle, frame: CGRect(x: 0, y: 0, width: 300, height: 100),
                                                  color: InspectorColors.parent, lineWidth: 1.5)))
        // The label's text is drawn, on its band.
        let texts = list.items.compactMap { item -> String? in if case .text(let run) = item { return run.text } else { return nil } }
        XCTAssertTrue(texts.contains { $0.contains("(242, 100) → 242×100") }, "\(texts)")
        XCTAssertNotNil(inspector.overlayHost?.frame(of: InspectorOverlay.labelID))
    }

    func testClickPinsAndTheKeysWalkTheTree() throws {
        let (_, inspector) = try stackInspector()
        inspector.click(at: CGPoint(x: 270, y: 50))
        XCTAssertEqual(inspector.pinnedPath, [1, 0])
        XCTAssertTrue(inspector.press(key: "Up"))
        XCTAssertEqual(inspector.pinned?.view, ".frame")
        XCTAssertTrue(inspector.press(key: "Left"))
        XCTAssertEqual(inspector.pinnedPath, [0])
        inspector.press(key: "Left")
        XCTAssertEqual(inspector.pinnedPath, [0], "no sibling before the first")
        inspector.press(key: "Right")
        XCTAssertEqual(inspector.pinnedPath, [1])
        inspector.press(key: "Down")
        XCTAssertEqual(inspector.pinnedPath, [1, 0])
        inspector.press(key: "Down")
        XCTAssertEqual(inspector.pinnedPath, [1, 0], "a leaf has no child")
        inspector.press(key: "Up")
        inspector.press(key: "Up")
        XCTAssertEqual(inspector.pinnedPath, [])
        inspector.press(key: "Up")
        XCTAssertEqual(inspector.pinnedPath, [], "the root has no parent")
        // Escape unpins, then is left to the window, which closes the inspector.
        XCTAssertTrue(inspector.press(key: "Escape"))
        XCTAssertNil(inspector.pinnedPath)
        XCTAssertFalse(inspector.press(key: "Escape"))
        XCTAssertFalse(inspector.press(key: "q"), "keys the inspector does not use go on")
    }

    func testWithNothingPinnedAWalkingKeyPinsTheHoveredView() throws {
        let (_, inspector) = try stackInspector()
        inspector.hover(at: CGPoint(x: 100, y: 50))
        inspector.press(key: "Up")
        XCTAssertEqual(inspector.pinnedPath, [0], "the hovered colour is pinned first")
        inspector.press(key: "Up")
        XCTAssertEqual(inspector.pinnedPath, [])
        // Nothing hovered and nothing pinned: the keys start from the root.
        let fresh = Inspector()
        fresh.show(try XCTUnwrap(inspector.record))
        fresh.press(key: "Down")
        XCTAssertEqual(fresh.pinnedPath, [])
        // s on the pinned stack starts at its first step; on a leaf, which has none, it does nothing.
        XCTAssertTrue(fresh.press(key: "s"))
        XCTAssertEqual(fresh.step, 0)
        fresh.press(key: "Escape")
        fresh.press(key: "Down")
        XCTAssertEqual(fresh.pinnedPath, [0])
        fresh.press(key: "s")
        XCTAssertNil(fresh.step)
    }

    func testClickingEmptySpaceUnpins() {
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 100).id("box"),
                            size: CGSize(width: 400, height: 300))
        let inspector = Inspector()
        inspector.refresh(from: host)
        // The box is centred: (150, 100, 100, 100).
        inspector.click(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(inspector.pinned?.frame, CGRect(x: 150, y: 100, width: 100, height: 100))
        inspector.click(at: CGPoint(x: 20, y: 20))
        XCTAssertNil(inspector.pinnedPath)
    }

    func testStepModeReplaysTheStacksNegotiationInOrderAndBack() throws {
        let (_, inspector) = try stackInspector()
        inspector.click(at: CGPoint(x: 246, y: 50))
        let stack = try XCTUnwrap(inspector.pinned)
        XCTAssertFalse(stack.steps.isEmpty)
        XCTAssertTrue(inspector.press(key: "s"))
        XCTAssertEqual(inspector.step, 0)
        func label() -> String? {
            _ = inspector.overlay(size: CGSize(width: 300, height: 100))
            return inspector.overlayModel(size: CGSize(width: 300, height: 100)).label?.text
        }
        // A stack appearing makes its cache first, then is asked its size for the host's whole 300 × 100.
        XCTAssertEqual(label(), "1/\(stack.steps.count) · makeCache(subviews:)")
        inspector.press(key: "bracketright")
        XCTAssertEqual(label(), "2/\(stack.steps.count) · sizeThatFits(proposal: (300, 100)) → 300×100")
        // Onwards to the offer to the frame: 146 × 100 (half of 292), answered 50 × 100, with the frame
        // outlined in the step colour.
        var seen: [String] = []
        while let step = inspector.step, step < stack.steps.count - 1 {
            inspector.press(key: "Right")
            seen.append(label() ?? "")
        }
        let offer = try XCTUnwrap(seen.firstIndex { $0.contains(".frame [1] asked (146, 100) → 50×100") }, "\(seen)")
        let placeCall = try XCTUnwrap(seen.firstIndex { $0.contains("placeSubviews(in: 300×100 at (0, 0)") })
        XCTAssertLessThan(offer, placeCall, "sizing comes before placing")
        // The last step places the frame where the stack's leading edge, the colour's 242 and the spacing put it.
        XCTAssertEqual(seen.last, "\(stack.steps.count)/\(stack.steps.count) · .frame [1] placed at (250, 0) · "
                       + "anchor topLeading · proposal (146, 100)")
        let list = inspector.overlay(size: CGSize(width: 300, height: 100))
        XCTAssertTrue(list.items.contains(.stroke(.rectangle, frame: CGRect(x: 250, y: 0, width: 50, height: 100),
                                                  color: InspectorColors.step, lineWidth: 3)))
        inspector.press(key: "bracketright")
        XCTAssertEqual(inspector.step, stack.steps.count - 1, "stays on the last step")
        for _ in 0..<stack.steps.count { inspector.press(key: "Left") }
        XCTAssertEqual(inspector.step, 0, "and back to the first")
        // Escape leaves step mode first, keeping the pin.
        inspector.press(key: "Escape")
        XCTAssertNil(inspector.step)
        XCTAssertEqual(inspector.pinnedPath, [])
    }

    func testAPinSurvivesANewRecordOfTheSameTree() throws {
        let (host, inspector) = try stackInspector()
        inspector.click(at: CGPoint(x: 270, y: 50))
        host.resize(to: CGSize(width: 400, height: 100))
        XCTAssertTrue(inspector.refresh(from: host))
        XCTAssertFalse(inspector.refresh(from: host), "nothing changed since")
        XCTAssertEqual(inspector.pinnedPath, [1, 0])
        // 400 − 8 − 50 = 342 for the colour; the frame at 350.
        XCTAssertEqual(inspector.pinned?.frame, CGRect(x: 350, y: 0, width: 50, height: 100))
    }

    func testAPinWhoseViewIsGoneAfterAnUpdateIsDropped() throws {
        let (host, inspector) = try stackInspector()
        inspector.click(at: CGPoint(x: 270, y: 50))
        XCTAssertEqual(inspector.pinnedPath, [1, 0])
        // The stack now holds one colour: there is no second subview to keep the pin on.
        host.update(rootView: HStack(spacing: 8) { Color.red.id("flexible") })
        XCTAssertTrue(inspector.refresh(from: host))
        XCTAssertNil(inspector.pinnedPath)
        XCTAssertNil(inspector.overlayModel(size: CGSize(width: 300, height: 100)).panel)
    }

    // MARK: The panel

    /// Two 100-point boxes at the window's edges with a spacer between, 800 × 400.
    private func edgesInspector() -> Inspector {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.frame(width: 100).id("left")
            Spacer()
            Color.blue.frame(width: 100).id("right")
        }, size: CGSize(width: 800, height: 400))
        let inspector = Inspector()
        inspector.refresh(from: host)
        return inspector
    }

    private func panelFrame(_ inspector: Inspector) throws -> CGRect {
        _ = inspector.overlay(size: CGSize(width: 800, height: 400))
        return try XCTUnwrap(inspector.overlayHost?.frame(of: InspectorOverlay.panelID))
    }

    func testThePanelOpensOnTheSideAwayFromThePinnedView() throws {
        let inspector = edgesInspector()
        inspector.click(at: CGPoint(x: 50, y: 200))
        let left = try XCTUnwrap(inspector.pinned?.frame)
        XCTAssertEqual(left, CGRect(x: 0, y: 0, width: 100, height: 400))
        var panel = try panelFrame(inspector)
        XCTAssertFalse(panel.intersects(left), "\(panel)")
        // Two fifths of the window (0.42 × 800 = 336), 8 from the right edge.
        XCTAssertEqual(panel, CGRect(x: 456, y: 8, width: 336, height: 384))
        inspector.click(at: CGPoint(x: 750, y: 200))
        let right = try XCTUnwrap(inspector.pinned?.frame)
        XCTAssertEqual(right, CGRect(x: 700, y: 0, width: 100, height: 400))
        panel = try panelFrame(inspector)
        XCTAssertFalse(panel.intersects(right), "\(panel)")
        XCTAssertEqual(panel.minX, 8)
    }

    func testTheLabelOfAPinnedViewStaysBesideThePanel() throws {
        let inspector = edgesInspector()
        inspector.click(at: CGPoint(x: 50, y: 200))
        // The panel is at 456 (the test above); the label keeps 8 points clear of it, however long it is.
        let panel = try panelFrame(inspector)
        let label = try XCTUnwrap(inspector.overlayHost?.frame(of: InspectorOverlay.labelID))
        XCTAssertLessThanOrEqual(label.maxX, panel.minX - 8, "\(label) \(panel)")
        XCTAssertEqual(label.minX, 0, "from the pinned view's leading edge")
    }

    func testAPanelOverAViewSpanningTheWindowTakesTheHalfAwayFromThePointer() throws {
        let inspector = edgesInspector()
        // Pinned at x 600, then up to the stack, which spans the whole window: no room beside it.
        inspector.click(at: CGPoint(x: 600, y: 200))
        while inspector.pinnedPath != [] { inspector.press(key: "Up") }
        XCTAssertEqual(inspector.pinned?.frame, CGRect(x: 0, y: 0, width: 800, height: 400))
        let panel = try panelFrame(inspector)
        XCTAssertLessThanOrEqual(panel.maxX, 400, "the left half, away from the pointer at x 600")
        XCTAssertFalse(panel.contains(CGPoint(x: 600, y: 200)))
        XCTAssertEqual(inspector.overlayModel(size: CGSize(width: 800, height: 400)).panel?.isOpaque, false)
    }

    /// A layout that asks its one subview 60 different widths, then places it 100 × 100 at its origin.
    private struct Asker: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            for width in 0..<60 { _ = subviews.first?.sizeThatFits(ProposedViewSize(width: CGFloat(width), height: 10)) }
            return CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: 100, height: 100))
        }
    }

    func testALongRecordIsCutToThePanelWithACount() throws {
        let host = ViewHost(rootView: Asker { Color.red }, size: CGSize(width: 800, height: 600))
        let inspector = Inspector()
        inspector.refresh(from: host)
        // The layout is centred, (350, 250, 100, 100), and so is the colour it places at its origin.
        inspector.click(at: CGPoint(x: 400, y: 300))
        let colour = try XCTUnwrap(inspector.pinned)
        XCTAssertEqual(colour.view, "Color")
        XCTAssertGreaterThanOrEqual(colour.asked.count, 60)
        let panel = try XCTUnwrap(inspector.overlayModel(size: CGSize(width: 800, height: 600)).panel)
        // A frame line, a placement line, "asked N times:" and a line a question (no spacing or guides asked of
        // it); room for (584 − 2 × 10 − 40) / 20 = 26 lines: 25 of them and the count of the rest.
        let total = 3 + colour.asked.count + colour.guides.count + (colour.spacing == nil ? 0 : 1)
        XCTAssertEqual(panel.lines.count, 26)
        XCTAssertEqual(panel.lines.last?.text, "… \(total - 25) more")
    }

    func testThePanelShowsThePathTheRecordAndTheCalls() throws {
        let (_, inspector) = try stackInspector()
        inspector.click(at: CGPoint(x: 270, y: 50))
        inspector.press(key: "Up")
        let model = inspector.overlayModel(size: CGSize(width: 800, height: 600))
        let panel = try XCTUnwrap(model.panel)
        XCTAssertEqual(panel.title, "HStack › .frame")
        let lines = panel.lines.map(\.text)
        // The frame's questions: the stack's two probes (0 and ∞ wide, answered 50 both times), its offer of
        // 146, then the same again while placing, answered from the kept answer.
        XCTAssertTrue(lines.contains("  asked (0, 100) → 50×100"), "\(lines)")
        XCTAssertTrue(lines.contains("  asked (∞, 100) → 50×100"), "\(lines)")
        XCTAssertTrue(lines.contains("  asked (146, 100) → 50×100"), "\(lines)")
        XCTAssertTrue(lines.contains("  asked (146, 100) → 50×100 cached"), "\(lines)")
        XCTAssertTrue(lines.contains("placed at (250, 0) · anchor topLeading · proposal (146, 100)"), "\(lines)")
        // A `.frame` is a layout modifier: its own calls, sized with what the stack offered.
        XCTAssertTrue(lines.contains("  sizeThatFits(proposal: (146, 100)) → 50×100"), "\(lines)")
    }

    // MARK: Size

    func testATreeOfTenThousandViewsPinsStepsAndFreesItsOverlay() throws {
        let size = CGSize(width: 800, height: 600)
        let host = ViewHost(rootView: VStack(spacing: 0) {
            ForEach(0..<10_000, id: \.self) { Color.red.frame(height: 0.06).id($0) }
        }, size: size)
        let nodesBefore = ViewNode.liveCount.load(ordering: .relaxed)
        var inspector: Inspector? = Inspector()
        try XCTUnwrap(inspector).refresh(from: host)
        let stack = try XCTUnwrap(inspector?.record?.root)
        XCTAssertEqual(stack.children.count, 10_000)
        inspector?.click(at: CGPoint(x: 400, y: 300))
        XCTAssertEqual(inspector?.pinnedPath?.count, 2, "a frame's colour, inside the stack")
        inspector?.press(key: "Up")
        inspector?.press(key: "Up")
        XCTAssertEqual(inspector?.pinnedPath, [])
        XCTAssertTrue(inspector?.press(key: "s") == true)
        for _ in 0..<50 { inspector?.press(key: "bracketright") }
        XCTAssertEqual(inspector?.step, 50)
        let list = try XCTUnwrap(inspector?.overlay(size: size))
        XCTAssertFalse(list.items.isEmpty)
        let panel = try XCTUnwrap(inspector?.overlayModel(size: size).panel)
        // The panel's lines fit its height: (584 − 20 − 40) / 20 = 26 at most; the step counter counts all steps.
        XCTAssertLessThanOrEqual(panel.lines.count, 26)
        XCTAssertEqual(panel.lines.first?.text.hasPrefix("step 51/\(stack.steps.count) "), true)
        XCTAssertGreaterThan(stack.steps.count, 20_000, "each of the 10,000 frames asked and placed at least")
        let overlayFrame = try XCTUnwrap(inspector?.overlayHost?.frame(of: InspectorOverlay.panelID))
        XCTAssertLessThanOrEqual(overlayFrame.maxY, size.height)
        // The overlay is a small tree of its own, and goes with the inspector.
        XCTAssertGreaterThan(ViewNode.liveCount.load(ordering: .relaxed), nodesBefore)
        inspector = nil
        XCTAssertEqual(ViewNode.liveCount.load(ordering: .relaxed), nodesBefore)
    }

    /// Pinning a stack draws its explanation (item 3) under the panel: by §5.1 the frame, least flexible, is
    /// offered 146 of the 292 and takes 50, so it is served first; the colour is offered the 242 left. Step
    /// mode shows one step at a time, without it.
    func testPinningAStackDrawsItsExplanationAndSteppingHidesIt() throws {
        let (_, inspector) = try stackInspector()
        inspector.click(at: CGPoint(x: 246, y: 50))
        XCTAssertEqual(inspector.pinnedPath, [])
        func texts() -> [String] {
            inspector.overlay(size: CGSize(width: 300, height: 100)).items.compactMap {
                if case .text(let run) = $0 { return run.text } else { return nil }
            }
        }
        XCTAssertTrue(texts().contains("offered 146 → took 50"), "\(texts())")
        XCTAssertTrue(texts().contains("offered 242 → took 242"), "\(texts())")
        XCTAssertTrue(inspector.toggleStepping())
        XCTAssertFalse(texts().contains("offered 146 → took 50"))
    }
}
