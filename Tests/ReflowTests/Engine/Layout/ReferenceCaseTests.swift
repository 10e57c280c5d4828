import XCTest
@testable import Reflow

/// The worked cases T1–T13 of the layout rules (docs/layout-rules.md, "Cases with known answers").
final class ReferenceCaseTests: XCTestCase {
    func testT1ReplacingUnspecifiedDimensions() {
        XCTAssertEqual(ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions(), CGSize(width: 50, height: 10))
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), CGSize(width: 10, height: 10))
        XCTAssertEqual(ProposedViewSize.infinity.replacingUnspecifiedDimensions(), CGSize(width: CGFloat.infinity, height: .infinity))
    }

    func testT2UnplacedSubviewsAreCentredWithTheContainersProposal() {
        let host = ViewHost(rootView: PlacesNothing {
            Color.red.frame(width: 50, height: 20).id("fixed")
            Color.blue.id("flexible")
        }.frame(width: 200, height: 100).position(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "fixed"), CGRect(x: 75, y: 40, width: 50, height: 20))
        XCTAssertEqual(host.frame(of: "flexible"), CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testT3PlaceWithAnchorAndLastCallWins() {
        let centre = ViewHost(rootView: PlaceAt(points: [(CGPoint(x: 100, y: 50), .center)]) { Color.red.id("a") },
                              size: CGSize(width: 200, height: 100))
        XCTAssertEqual(centre.frame(of: "a"), CGRect(x: 80, y: 40, width: 40, height: 20))
        let corner = ViewHost(rootView: PlaceAt(points: [(CGPoint(x: 100, y: 50), .bottomTrailing)]) { Color.red.id("a") },
                              size: CGSize(width: 200, height: 100))
        XCTAssertEqual(corner.frame(of: "a"), CGRect(x: 60, y: 30, width: 40, height: 20))
        let twice = ViewHost(rootView: PlaceAt(points: [(.zero, .topLeading), (CGPoint(x: 100, y: 50), .center)]) { Color.red.id("a") },
                             size: CGSize(width: 200, height: 100))
        XCTAssertEqual(twice.frame(of: "a"), CGRect(x: 80, y: 40, width: 40, height: 20))
    }

    func testT4RightToLeftMirrorsPlacedFrames() {
        let host = ViewHost(rootView: PlaceAtMinX { Color.red.frame(width: 50).id("a") }
            .environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "a")?.minX, 150)
    }

    func testT5EqualChildrenShareTheWidth() {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.id(0); Color.green.id(1); Color.blue.id(2)
        }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 100, y: 0, width: 100, height: 100))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 200, y: 0, width: 100, height: 100))
    }

    func testT6LeastFlexibleFirstAndOverflow() {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("a")
            Color.blue.frame(minWidth: 100).id("b")
        }.id("stack").frame(width: 150, height: 100), size: CGSize(width: 150, height: 100))
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: -12.5, y: 0, width: 175, height: 100))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: -12.5, y: 0, width: 75, height: 100))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 62.5, y: 0, width: 100, height: 100))
    }

    func testT7FixedChildTakesItsWidthAndTheRestShare() {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.id(0); Color.green.frame(width: 74).id(1); Color.blue.id(2)
        }.padding(20), size: CGSize(width: 400, height: 100))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 20, y: 20, width: (360 - 74) / 2, height: 60))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 20 + 143, y: 20, width: 74, height: 60))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 20 + 143 + 74, y: 20, width: 143, height: 60))
    }

    func testT8SpacerTakesTheRest() {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.frame(width: 50).id(0); Spacer().id(1); Color.blue.frame(width: 50).id(2)
        }, size: CGSize(width: 300, height: 40))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 50, height: 40))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 50, y: 20, width: 200, height: 0))
        XCTAssertEqual(host.frame(of: 2), CGRect(x: 250, y: 0, width: 50, height: 40))
    }

    func testT9HigherPriorityTakesEverything() {
        let host = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.id(0); Color.blue.layoutPriority(1).id(1)
        }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: 0, y: 0, width: 0, height: 100))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    func testT10DefaultSpacingIsEight() {
        let host = ViewHost(rootView: VStack {
            Color.red.frame(width: 100, height: 50).id(0); Color.blue.frame(width: 60, height: 30).id(1)
        }.fixedSize().id("stack"), size: CGSize(width: 400, height: 400))
        let stack = try! XCTUnwrap(host.frame(of: "stack"))
        XCTAssertEqual(stack.size, CGSize(width: 100, height: 50 + 8 + 30))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: stack.minX, y: stack.minY, width: 100, height: 50))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: stack.minX + 20, y: stack.minY + 58, width: 60, height: 30))
    }

    func testT11ExplicitGuideWidensTheStack() {
        let host = ViewHost(rootView: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id(0)
            Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { _ in 30 }.id(1)
        }.fixedSize().id("stack"), size: CGSize(width: 400, height: 400))
        let stack = try! XCTUnwrap(host.frame(of: "stack"))
        XCTAssertEqual(stack.size, CGSize(width: 130, height: 20))
        XCTAssertEqual(host.frame(of: 0), CGRect(x: stack.minX + 30, y: stack.minY, width: 100, height: 10))
        XCTAssertEqual(host.frame(of: 1), CGRect(x: stack.minX, y: stack.minY + 10, width: 100, height: 10))
    }

    func testT12MaxWidthInfinityFillsButNeverShrinks() {
        let view = Color.red.frame(width: 50, height: 50).id("inner").frame(maxWidth: .infinity, alignment: .leading).id("outer")
        let host = ViewHost(rootView: view, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.frame(of: "outer"), CGRect(x: 0, y: 25, width: 300, height: 50))
        XCTAssertEqual(host.frame(of: "inner"), CGRect(x: 0, y: 25, width: 50, height: 50))
        let ideal = ViewHost(rootView: view.fixedSize(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(ideal.frame(of: "outer")?.size, CGSize(width: 50, height: 50))
    }

    func testT13DefaultPaddingAndIdealShapeSize() {
        let host = ViewHost(rootView: Color.red.frame(width: 100, height: 50).id("c").padding().id("p"),
                            size: CGSize(width: 400, height: 400))
        let padded = try! XCTUnwrap(host.frame(of: "p"))
        XCTAssertEqual(padded.size, CGSize(width: 132, height: 82))
        XCTAssertEqual(host.frame(of: "c")?.origin, CGPoint(x: padded.minX + 16, y: padded.minY + 16))
        let shape = ViewHost(rootView: Rectangle().fixedSize().id("r"), size: CGSize(width: 400, height: 400))
        XCTAssertEqual(shape.frame(of: "r")?.size, CGSize(width: 10, height: 10))
    }
}

/// A layout that never calls `place`.
private struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout that places its subviews at each of `points` in turn, proposing 40×20.
private struct PlaceAt: Layout {
    var points: [(CGPoint, UnitPoint)]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            for (point, anchor) in points {
                subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor,
                              proposal: ProposedViewSize(width: 40, height: 20))
            }
        }
    }
}

/// A layout that places each subview at its bounds' leading edge, writing left-to-right maths.
private struct PlaceAtMinX: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

private extension View {
    func position() -> some View { self }
}
