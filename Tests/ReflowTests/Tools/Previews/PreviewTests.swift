import XCTest
@testable import Reflow

// `#Preview` in an ordinary package: the macro expands and only the tests below call what it makes, by its
// symbol. Keep the first at line 7, column 1; the second at line 11, column 10 (after 9 bytes of UTF-8).

#Preview("Compiles in an ordinary package", traits: .landscapeLeft, .sizeThatFitsLayout) {
    Color.red.frame(idealWidth: 120, idealHeight: 80).id("macro")
}

/* é */ #Preview("After a comment") { Color.green.id("second") }

#Preview {
    Color.blue
}

#Preview("Labelled body", traits: .fixedLayout(width: 200, height: 100), body: { Color.green })

/// The functions the first two `#Preview`s above expand to: PreviewSymbol's names for
/// "ReflowTests/PreviewTests.swift" at line 7, column 1 and line 11, column 10 ("/" is 0x2f, "." 0x2e, ":" 0x3a).
/// The column of the second counts "/* é */ " in UTF-8 bytes, as `#column` does: 3 + 2 + 4.
@_silgen_name("reflow_preview_ReflowTests_2fPreviewTests_2eswift_3a7_3a1")
private func firstPreviewInThisFile() -> Reflow.Preview
@_silgen_name("reflow_preview_ReflowTests_2fPreviewTests_2eswift_3a11_3a10")
private func secondPreviewInThisFile() -> Reflow.Preview

/// A view whose ideal size is 120×80 and which takes any size it is proposed.
private func idealView() -> some View {
    Color.red.frame(idealWidth: 120, idealHeight: 80).id("v")
}

/// The proposals a `RecordingLayout` was made with, in order.
private final class ProposalLog {
    var proposals: [ProposedViewSize] = []
}

/// Records what it is proposed, and answers the proposal with 50×40 standing in for unspecified lengths.
private struct RecordingLayout: Layout {
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.proposals.append(proposal)
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 50, height: 40))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.proposals.append(proposal)
    }
}

/// `Preview` and `PreviewTrait`: how a preview's view is laid out in the window (here a 400×300 `ViewHost`,
/// which proposes its size to the root and centres it).
final class PreviewTests: XCTestCase {
    private let hostSize = CGSize(width: 400, height: 300)

    private func preview(_ traits: [PreviewTrait], @ViewBuilder body: @escaping () -> any View) -> Preview {
        Preview(name: "Test", traits: traits, fileID: "ReflowTests/PreviewTests.swift", line: 1, body: body)
    }

    private func frame(_ preview: Preview, of id: String = "v") -> CGRect? {
        ViewHost(rootView: preview.makeRootView(), size: hostSize).frame(of: id)
    }

    /// The proposals a view of the preview is made with, and its frame.
    private func proposals(_ traits: [PreviewTrait]) -> (proposals: [ProposedViewSize], frame: CGRect?) {
        let log = ProposalLog()
        let frame = self.frame(preview(traits) { RecordingLayout(log: log) { EmptyView() }.id("v") })
        return (log.proposals, frame)
    }

    // MARK: Layouts

    func testDefaultProposesTheWholeHost() {
        let (proposals, frame) = self.proposals([])
        XCTAssertFalse(proposals.isEmpty)
        XCTAssertEqual(Set(proposals.map { "\($0)" }), ["\(ProposedViewSize(width: 400, height: 300))"])
        XCTAssertEqual(frame, CGRect(x: 0, y: 0, width: 400, height: 300))
        // A Color takes what it is proposed: the whole host.
        XCTAssertEqual(self.frame(preview([]) { Color.red.id("v") }), CGRect(x: 0, y: 0, width: 400, height: 300))
        // A view with only ideal sizes is proposed 400×300 too, and takes it.
        XCTAssertEqual(self.frame(preview([]) { idealView() }), CGRect(x: 0, y: 0, width: 400, height: 300))
        // .defaultLayout says the same.
        XCTAssertEqual(self.frame(preview([.defaultLayout]) { idealView() }), CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    func testDefaultLeavesASmallerViewCentred() {
        // ((400 − 50) / 2, (300 − 30) / 2).
        XCTAssertEqual(frame(preview([]) { Color.red.frame(width: 50, height: 30).id("v") }),
                       CGRect(x: 175, y: 135, width: 50, height: 30))
    }

    func testSizeThatFitsProposesNothingAndGivesTheIdealSize() {
        // Proposed nil × nil, the layout answers 50 × 40, centred: ((400 − 50) / 2, (300 − 40) / 2).
        let (proposals, frame) = self.proposals([.sizeThatFitsLayout])
        XCTAssertFalse(proposals.isEmpty)
        XCTAssertEqual(Set(proposals.map { "\($0)" }), ["\(ProposedViewSize.unspecified)"])
        XCTAssertEqual(frame, CGRect(x: 175, y: 130, width: 50, height: 40))

        // The ideal size exactly, centred: ((400 − 120) / 2, (300 − 80) / 2).
        XCTAssertEqual(self.frame(preview([.sizeThatFitsLayout]) { idealView() }),
                       CGRect(x: 140, y: 110, width: 120, height: 80))
    }

    func testFixedLayoutProposesExactlyItsSize() {
        let (proposals, frame) = self.proposals([.fixedLayout(width: 200, height: 100)])
        XCTAssertFalse(proposals.isEmpty)
        XCTAssertEqual(Set(proposals.map { "\($0)" }), ["\(ProposedViewSize(width: 200, height: 100))"])
        // ((400 − 200) / 2, (300 − 100) / 2).
        XCTAssertEqual(frame, CGRect(x: 100, y: 100, width: 200, height: 100))
        XCTAssertEqual(self.frame(preview([.fixedLayout(width: 200, height: 100)]) { Color.red.id("v") }),
                       CGRect(x: 100, y: 100, width: 200, height: 100))
        // A smaller view inside the fixed frame is centred in it, and so in the host: (100 + 75, 100 + 25).
        XCTAssertEqual(self.frame(preview([.fixedLayout(width: 200, height: 100)]) {
            Color.red.frame(width: 50, height: 50).id("v")
        }), CGRect(x: 175, y: 125, width: 50, height: 50))
        // Larger than the host: still centred, so it overflows on both sides.
        XCTAssertEqual(self.frame(preview([.fixedLayout(width: 500, height: 400)]) { Color.red.id("v") }),
                       CGRect(x: -50, y: -50, width: 500, height: 400))
    }

    func testTheLastLayoutTraitWins() {
        XCTAssertEqual(frame(preview([.fixedLayout(width: 200, height: 100), .sizeThatFitsLayout]) { idealView() }),
                       CGRect(x: 140, y: 110, width: 120, height: 80))
        XCTAssertEqual(frame(preview([.sizeThatFitsLayout, .fixedLayout(width: 200, height: 100)]) { idealView() }),
                       CGRect(x: 100, y: 100, width: 200, height: 100))
        XCTAssertEqual(frame(preview([.sizeThatFitsLayout, .defaultLayout]) { idealView() }),
                       CGRect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(frame(preview([.fixedLayout(width: 10, height: 10), .fixedLayout(width: 200, height: 100)]) {
            idealView()
        }), CGRect(x: 100, y: 100, width: 200, height: 100))
    }

    func testOrientationTraitsChangeNothing() {
        let orientations: [PreviewTrait] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
        for orientation in orientations {
            XCTAssertEqual(frame(preview([orientation]) { idealView() }), CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(frame(preview([.sizeThatFitsLayout, orientation]) { idealView() }),
                           CGRect(x: 140, y: 110, width: 120, height: 80))
            XCTAssertEqual(frame(preview([orientation, .fixedLayout(width: 200, height: 100), orientation]) {
                idealView()
            }), CGRect(x: 100, y: 100, width: 200, height: 100))
            XCTAssertEqual(preview([orientation]) { idealView() }.layout, .device)
        }
    }

    func testLayout() {
        XCTAssertEqual(preview([]) { idealView() }.layout, .device)
        XCTAssertEqual(preview([.defaultLayout]) { idealView() }.layout, .device)
        XCTAssertEqual(preview([.sizeThatFitsLayout]) { idealView() }.layout, .sizeThatFits)
        XCTAssertEqual(preview([.fixedLayout(width: 200, height: 100)]) { idealView() }.layout,
                       .fixed(width: 200, height: 100))
        XCTAssertEqual(preview([.fixedLayout(width: 200, height: 100), .portrait]) { idealView() }.layout,
                       .fixed(width: 200, height: 100))
        XCTAssertEqual(preview([.sizeThatFitsLayout, .fixedLayout(width: 3, height: 4)]) { idealView() }.layout,
                       .fixed(width: 3, height: 4))
        XCTAssertEqual(preview([.fixedLayout(width: 3, height: 4), .sizeThatFitsLayout]) { idealView() }.layout,
                       .sizeThatFits)
        XCTAssertEqual(preview([.sizeThatFitsLayout, .defaultLayout]) { idealView() }.layout, .device)
        XCTAssertEqual(preview([.landscapeLeft, .landscapeRight, .portrait, .portraitUpsideDown]) { idealView() }.layout,
                       .device)
    }

    // MARK: The preview value

    func testMacroInitializerKeepsNameTraitsAndPlace() {
        let named = Preview("Tags", traits: .portrait, .sizeThatFitsLayout, _fileID: "App/Tags.swift", _line: 12) {
            Color.red
        }
        XCTAssertEqual(named.name, "Tags")
        XCTAssertEqual(named.traits, [.portrait, .sizeThatFitsLayout])
        XCTAssertEqual(named.fileID, "App/Tags.swift")
        XCTAssertEqual(named.line, 12)
        XCTAssertEqual(named.layout, .sizeThatFits)
        let unnamed = Preview(_fileID: "App/Tags.swift", _line: 20) { Color.red }
        XCTAssertNil(unnamed.name)
        XCTAssertEqual(unnamed.traits, [])
        XCTAssertEqual(unnamed.layout, .device)
    }

    func testViewIsMadeAnewOnEveryCall() {
        var made = 0
        let preview = preview([]) {
            made += 1
            return Color.red
        }
        XCTAssertEqual(made, 0)
        _ = preview.makeView()
        _ = preview.makeRootView()
        XCTAssertEqual(made, 2)
    }

    // MARK: #Preview

    func testMacroInThisFileExpandsToAPreviewLinkedUnderItsSymbol() {
        let preview = firstPreviewInThisFile()
        XCTAssertEqual(preview.name, "Compiles in an ordinary package")
        XCTAssertEqual(preview.traits, [.landscapeLeft, .sizeThatFitsLayout])
        XCTAssertEqual(preview.fileID, "ReflowTests/PreviewTests.swift")
        XCTAssertEqual(preview.line, 7)
        XCTAssertEqual(preview.layout, .sizeThatFits)
        XCTAssertEqual(ViewHost(rootView: preview.makeRootView(), size: hostSize).frame(of: "macro"),
                       CGRect(x: 140, y: 110, width: 120, height: 80))

        let second = secondPreviewInThisFile()
        XCTAssertEqual(second.name, "After a comment")
        XCTAssertEqual(second.traits, [])
        XCTAssertEqual(second.line, 11)
        XCTAssertEqual(ViewHost(rootView: second.makeRootView(), size: hostSize).frame(of: "second"),
                       CGRect(x: 0, y: 0, width: 400, height: 300))
    }
}
