import XCTest
@testable import Reflow

/// `LayoutSweep` (`reflow sweep`, issue 31 item 5): the widths at which a layout changes in kind, each derived
/// here from the views' sizes, the rules of the containers involved, and `FixedAdvanceTextMeasurer`'s 0.6 em
/// per character.
final class LayoutSweepTests: XCTestCase {
    private func sweep<V: View>(_ view: V, from: Int, to: Int, across: CGFloat = 200,
                                axis: Axis = .horizontal) -> LayoutSweep {
        let host = ViewHost(rootView: view, size: CGSize(width: CGFloat(from), height: across),
                            textMeasurer: FixedAdvanceTextMeasurer())
        return LayoutSweep(host: host, axis: axis, from: from, to: to, across: across)
    }

    func testAViewThatFitsSwitchesWhereItsFirstCandidateFits() {
        // The first candidate's ideal width is 300: it fits a proposal of 300 and not of 299 (layout rules §9),
        // so the switch is at 300, from the second candidate to the first. The candidates' insides come and go
        // with the switch and are not listed apart.
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 200, height: 10)
        }
        let result = sweep(view, from: 280, to: 320)
        XCTAssertEqual(result.lengths, [300])
        XCTAssertEqual(result.changes.map(\.kind), [.switches])
        XCTAssertEqual(result.changes.first?.detail, "candidate 2 → 1")
        XCTAssertEqual(result.changes.first?.view, "ViewThatFits[0]")
    }

    func testASweepRunBackwardsFindsTheSameWidths() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 200, height: 10)
        }
        let result = sweep(view, from: 320, to: 280)
        XCTAssertEqual(result.lengths, [300])
        // Said from the narrower layout to the wider one, whichever way the sweep ran.
        XCTAssertEqual(result.changes.first?.detail, "candidate 2 → 1")
    }

    func testATextUnwrapsWhereItsWholeLineFits() {
        // "Hello world" at 10 points is 11 × 6 = 66 points wide: one line from 66, two below ("Hello" and
        // "world", broken at the space).
        let result = sweep(Text("Hello world").font(.system(size: 10)), from: 50, to: 80)
        XCTAssertEqual(result.lengths, [66])
        XCTAssertEqual(result.changes.map(\.kind), [.unwraps])
        XCTAssertEqual(result.changes.first?.detail, "2 → 1 lines (\"Hello world\")")
    }

    func testAViewThatReadsTheSizeClassChangesAtTheRegularWidth() {
        // 678 points is the narrowest regular width (layout rules §12): compact at 677, regular at 678. The
        // view built for each is another stack, so one stack goes and the other comes, each listed once (not
        // the colours inside).
        let result = sweep(SizeClassSwitch(), from: 670, to: 690)
        XCTAssertEqual(result.lengths, [678])
        XCTAssertEqual(Set(result.changes.map(\.kind)), [.sizeClass, .appears, .disappears])
        XCTAssertEqual(result.changes.first { $0.kind == .sizeClass }?.detail, "compact → regular")
        XCTAssertEqual(result.changes.filter { $0.kind == .appears }.count, 1)
        XCTAssertEqual(result.changes.filter { $0.kind == .disappears }.count, 1)
    }

    func testAViewMovedToTheNextRowJumpsAndOnlyItIsListed() {
        // Two 50-point squares side by side from 100 points, the second below the first under 100: it jumps
        // by (−50, +20) at 100. The first square and the row's frame (the whole window) do not move.
        let result = sweep(TwoRows { Color.red; Color.blue }, from: 90, to: 110)
        XCTAssertEqual(result.lengths, [100])
        XCTAssertEqual(result.changes.map(\.kind), [.jumps])
        XCTAssertEqual(result.changes.first?.detail, "by (50, -20) pt")
    }

    func testAViewGlidingFasterThanTheThresholdDoesNotJump() {
        // The square moves 5 points per point of width, every step alike: a glide, not a jump, although each
        // step moves it further than the 4-point threshold.
        let result = sweep(Glide { Color.red }, from: 100, to: 140)
        XCTAssertEqual(result.changes, [])
    }

    func testSmoothReflowIsNoChange() {
        // A centred square glides by half a point per point of width: nothing changes in kind.
        let result = sweep(Color.red.frame(width: 40, height: 40), from: 100, to: 200)
        XCTAssertEqual(result.changes, [])
        XCTAssertEqual(result.text(), "width 100…200 pt (height 200 pt): no changes\n")
    }

    func testTheTextAndJSONFormsListEachChange() throws {
        let result = sweep(Text("Hello world").font(.system(size: 10)), from: 60, to: 70)
        XCTAssertEqual(result.text().split(separator: "\n").count, 2)
        XCTAssertTrue(result.text().hasPrefix("width 60…70 pt (height 200 pt): 1 change at 1 width\n"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: result.jsonData()) as? [String: Any])
        XCTAssertEqual(json["axis"] as? String, "width")
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes.first?["at"] as? Int, 66)
        XCTAssertEqual(changes.first?["kind"] as? String, "unwraps")
    }

    func testAHeightSweepFindsWhereAVerticalViewThatFitsSwitches() {
        let view = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 10, height: 150)
            Color.blue.frame(width: 10, height: 100)
        }
        let result = sweep(view, from: 140, to: 160, across: 300, axis: .vertical)
        XCTAssertEqual(result.lengths, [150])
        XCTAssertTrue(result.text().hasPrefix("height 140…160 pt (width 300 pt)"))
    }
}

/// An `HStack` of two colours in a regular width, a `VStack` of them in a compact one.
private struct SizeClassSwitch: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .regular {
            HStack { Color.red; Color.blue }
        } else {
            VStack { Color.red; Color.blue }
        }
    }
}

/// Two 50-point squares: side by side when the proposed width holds both, else one above the other (20
/// points apart); as wide and high as it is proposed, so that its own frame never moves.
private struct TwoRows: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: proposal.height ?? 70)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sideBySide = bounds.width >= 100
        for (index, subview) in subviews.enumerated() {
            let point = sideBySide ? CGPoint(x: bounds.minX + CGFloat(index) * 50, y: bounds.minY)
                : CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(index) * 20)
            subview.place(at: point, proposal: ProposedViewSize(width: 50, height: 50))
        }
    }
}

/// One 10-point square at 5 × (width − 100) points from the leading edge: it glides 5 points per point.
private struct Glide: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: proposal.height ?? 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + 5 * (bounds.width - 100), y: bounds.minY),
                          proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}
