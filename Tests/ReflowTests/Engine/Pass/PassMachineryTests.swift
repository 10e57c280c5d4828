@_spi(Viewer) @testable import Reflow
import XCTest

/// The pass machinery's guarantees, as a user of the host sees them: a view that is not drawn keeps its place,
/// and frames reached after a resize that moved whole subtrees are where a new layout puts them.
final class PassMachineryTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    // MARK: Views that are not drawn

    func testAHiddenViewKeepsItsPlaceAndDrawsNothing() {
        // SwiftUI's `.hidden()`: the view is laid out as before, so its neighbours do not move, and nothing of
        // it (nor of its subviews) is drawn.
        func view(hidden: Bool) -> some View {
            HStack(spacing: 10) {
                Color.red.frame(width: 40, height: 30).id("left")
                Group {
                    if hidden {
                        VStack { Color.green.frame(width: 50, height: 20); Text("inner") }.hidden().id("middle")
                    } else {
                        VStack { Color.green.frame(width: 50, height: 20); Text("inner") }.id("middle")
                    }
                }
                Color.blue.frame(width: 40, height: 30).id("right")
            }
        }
        let shown = ViewHost(rootView: view(hidden: false), size: size)
        let hidden = ViewHost(rootView: view(hidden: true), size: size)
        for id in ["left", "middle", "right"] {
            XCTAssertEqual(hidden.frame(of: id), shown.frame(of: id), id)
        }
        // Red and blue, and nothing of the middle: no green, no text.
        XCTAssertEqual(hidden.displayList.items.count, 2, "\(hidden.displayList.items)")
        XCTAssertFalse(hidden.displayList.items.contains { if case .text = $0 { true } else { false } })
        XCTAssertGreaterThan(shown.displayList.items.count, 3)
        // Outlines are of drawn views only: the hidden VStack, its frame modifier, the colour and the text have
        // none.
        XCTAssertEqual(hidden.viewFrames.count, shown.viewFrames.count - 4)
    }

    func testAHiddenViewStaysHiddenThroughAResizeAndShowsAgainWhenTheModifierGoes() {
        func view(hidden: Bool) -> some View {
            VStack { Text("a").id("a").opacity(hidden ? 0.5 : 1); Color.red.frame(height: 20) }
                .modifier(HiddenIf(hidden: hidden))
        }
        let host = ViewHost(rootView: view(hidden: true), size: size)
        host.resize(to: CGSize(width: 120, height: 80))
        XCTAssertEqual(host.displayList.items, [])
        XCTAssertNotNil(host.frame(of: "a"), "a hidden view is still laid out")
        host.update(rootView: view(hidden: false))
        XCTAssertEqual(host.displayList, ViewHost(rootView: view(hidden: false), size: CGSize(width: 120, height: 80)).displayList)
        XCTAssertFalse(host.displayList.items.isEmpty)
    }

    // MARK: Moves reach every reader

    func testFramesReadAfterMovesOfUnchangedSubtreesAreAFreshLayouts() {
        // Fixed-size subtrees answer every proposal alike, so a resize moves them without laying them out and
        // hands the move down only when something reaches the subviews. Every way of reading frames (outlines,
        // drawing, one view by id) must see the moved frames, whichever is read first.
        func view() -> some View {
            VStack(spacing: 4) {
                HStack(spacing: 2) {
                    ForEach(0..<3) { i in
                        VStack(spacing: 1) { Color.red.frame(width: 10, height: 10).id("cell\(i)"); Color.blue.frame(width: 10, height: 5) }
                    }
                }
                .offset(x: 3, y: 1)
                Color.green.frame(width: 30, height: 10)
            }
        }
        let sizes = [CGSize(width: 300, height: 200), CGSize(width: 151, height: 97), CGSize(width: 500, height: 40)]
        for (k, size) in sizes.enumerated() {
            let host = ViewHost(rootView: view(), size: CGSize(width: 200, height: 100))
            host.resize(to: size)
            let fresh = ViewHost(rootView: view(), size: size)
            switch k {
            case 0: XCTAssertEqual(host.frame(of: "cell2"), fresh.frame(of: "cell2"))
            case 1: XCTAssertEqual(host.displayList, fresh.displayList)
            default: XCTAssertEqual(host.viewFrames, fresh.viewFrames)
            }
            XCTAssertEqual(host.viewFrames, fresh.viewFrames, "\(size)")
            XCTAssertEqual(host.displayList, fresh.displayList, "\(size)")
            for i in 0..<3 { XCTAssertEqual(host.frame(of: "cell\(i)"), fresh.frame(of: "cell\(i)"), "cell\(i) at \(size)") }
        }
    }

    func testOnlyReflowsOwnLayoutsAnswerEveryProposalAlike() {
        // A custom layout may use the proposal in any way, so it is never taken to answer every proposal alike,
        // even when it wraps only fixed views; a stack of the same views is.
        let host = ViewHost(rootView: VStack {
            OneColumn { Color.red.frame(width: 10, height: 10) }.id("custom")
            HStack { Color.red.frame(width: 10, height: 10) }.id("stack")
            AnyLayout(HStackLayout()) { Color.red.frame(width: 10, height: 10) }.id("any")
        }, size: size)
        XCTAssertFalse(host.rigidity(of: "custom"))
        XCTAssertTrue(host.rigidity(of: "stack"))
        XCTAssertTrue(host.rigidity(of: "any"), "AnyLayout answers as the layout it wraps")
    }
}

private struct HiddenIf: ViewModifier {
    let hidden: Bool

    func body(content: Content) -> some View {
        if hidden { content.hidden() } else { content }
    }
}

/// Stacks its subviews vertically, each at its ideal size.
private struct OneColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width), height: size.height + ideal.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}
