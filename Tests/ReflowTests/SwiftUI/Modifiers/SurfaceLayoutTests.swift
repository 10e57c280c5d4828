@_spi(Viewer) @testable import Reflow
import XCTest

/// ViewThatFits, aspectRatio, position, the safe-area modifiers and the flexible frame's normalisation (layout
/// rules §6.10, §9–§11), the reference's cases S2–S6, S8 and S9 among them. Frames are in host coordinates, and
/// the root is centred in the host.
final class SurfaceLayoutTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// The colours of the filled rectangles drawn, in order.
    private func fills(_ host: ViewHost) -> [Color] {
        host.displayList.items.compactMap { item in
            if case .fill(_, _, let color) = item { return color }
            return nil
        }
    }

    // MARK: ViewThatFits (§9)

    private var twoCandidates: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 200, height: 10).id("wide")
            Color.blue.frame(width: 100, height: 10).id("narrow")
        }.id("v")
    }

    func testViewThatFitsChoosesTheSecondWhenTheFirstIsTooWide() {
        // S2: 200 > 150, so the first does not fit; the second (100 ≤ 150) is shown, 100×10, centred in 150×100.
        let host = host(twoCandidates, 150, 100)
        XCTAssertEqual(host.frame(of: "v"), rect(25, 45, 100, 10))
        XCTAssertEqual(host.frame(of: "narrow"), rect(25, 45, 100, 10))
        XCTAssertEqual(fills(host), [.blue])
        XCTAssertFalse(host.viewFrames.contains { $0.width == 200 }, "the wide candidate is not outlined")
    }

    func testViewThatFitsChoosesTheFirstWhenItFits() {
        // 200 ≤ 250: the first is shown, 200×10 at ((250 − 200) / 2, 45).
        let host = host(twoCandidates, 250, 100)
        XCTAssertEqual(host.frame(of: "v"), rect(25, 45, 200, 10))
        XCTAssertEqual(host.frame(of: "wide"), rect(25, 45, 200, 10))
        XCTAssertEqual(fills(host), [.red])
        XCTAssertFalse(host.viewFrames.contains { $0.width == 100 }, "the narrow candidate is not outlined")
    }

    func testViewThatFitsChoosesAgainOnResize() {
        let host = host(twoCandidates, 250, 100)
        host.resize(to: CGSize(width: 150, height: 100))
        XCTAssertEqual(fills(host), [.blue])
        XCTAssertEqual(host.frame(of: "v"), rect(25, 45, 100, 10))
        host.resize(to: CGSize(width: 250, height: 100))
        XCTAssertEqual(fills(host), [.red])
        XCTAssertEqual(host.frame(of: "v"), rect(25, 45, 200, 10))
    }

    func testViewThatFitsTakesTheLastWhenNoneFitsAndTheFirstWithNoAxes() {
        // Neither 200 nor 100 fits in 80: the last, 100×10, overflowing the host centred: x = (80 − 100) / 2.
        let none = host(twoCandidates, 80, 100)
        XCTAssertEqual(none.frame(of: "v"), rect(-10, 45, 100, 10))
        XCTAssertEqual(fills(none), [.blue])
        // With no axes the first is shown whatever the proposal.
        let noAxes = host(ViewThatFits(in: []) {
            Color.red.frame(width: 200, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }, 80, 100)
        XCTAssertEqual(fills(noAxes), [.red])
    }

    func testViewThatFitsChecksOnlyItsAxes() {
        // Both axes by default: the first (100×300) is too high for 200×200, the second (150×150) fits both.
        let both = host(ViewThatFits {
            Color.red.frame(width: 100, height: 300)
            Color.blue.frame(width: 150, height: 150)
        }.id("v"), 200, 200)
        XCTAssertEqual(both.frame(of: "v"), rect(25, 25, 150, 150))
        // Horizontal only: the first's height does not count, and 100 ≤ 200 wide.
        let horizontal = host(ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 100, height: 300)
            Color.blue.frame(width: 150, height: 150)
        }.id("v"), 200, 200)
        XCTAssertEqual(horizontal.frame(of: "v"), rect(50, -50, 100, 300))
    }

    func testViewThatFitsSizesTheChosenChildWithTheRealProposal() {
        // A flexible candidate (ideal 10×10, fits) takes the whole proposal once chosen.
        let host = host(ViewThatFits { Color.red.id("c"); Color.blue }.id("v"), 300, 200)
        XCTAssertEqual(host.frame(of: "v"), rect(0, 0, 300, 200))
        XCTAssertEqual(host.frame(of: "c"), rect(0, 0, 300, 200))
        // Proposed nothing (fixedSize), every candidate fits: the first, at its ideal size.
        let ideal = self.host(ViewThatFits { Color.red.frame(width: 500, height: 20); Color.blue }.id("v").fixedSize(),
                              300, 200)
        XCTAssertEqual(ideal.frame(of: "v")?.size, CGSize(width: 500, height: 20))
    }

    func testViewThatFitsKeepsAHiddenCandidateHidden() {
        // The chosen candidate was hidden by its author: choosing it does not draw it.
        let host = host(ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 200, height: 10)
            Color.blue.frame(width: 100, height: 10).hidden()
        }, 150, 100)
        XCTAssertEqual(fills(host), [])
    }

    // MARK: aspectRatio (§10.1)

    func testAspectRatioFitInAFrame() {
        // S3: reference (0.5, 1), scale min(100 / 0.5, 50 / 1) = 50: the Color is proposed 25×50, centred in the
        // 100×50 frame: x = 37.5.
        let host = host(Color.red.id("c").aspectRatio(0.5, contentMode: .fit).frame(width: 100, height: 50), 100, 50)
        XCTAssertEqual(host.frame(of: "c"), rect(37.5, 0, 25, 50))
    }

    func testAspectRatioFillOverflowsCentred() {
        // S4: reference (2, 1), scale max(50 / 2, 100 / 1) = 100: 200×100, centred in 50×100: x = −75.
        let host = host(Color.red.id("c").aspectRatio(2, contentMode: .fill).frame(width: 50, height: 100), 50, 100)
        XCTAssertEqual(host.frame(of: "c"), rect(-75, 0, 200, 100))
    }

    func testAspectRatioCasesOfTheReference() {
        let cases: [(AnyView, CGSize, CGRect)] = [
            // (0.5, 1) × min(200, 50) = 25×50, centred in 100×50.
            (AnyView(Color.red.aspectRatio(0.5, contentMode: .fit).id("a")), CGSize(width: 100, height: 50),
             rect(37.5, 0, 25, 50)),
            // (0.5, 1) × max(100, 100) = 50×100.
            (AnyView(Color.red.aspectRatio(0.5, contentMode: .fill).id("a")), CGSize(width: 50, height: 100),
             rect(0, 0, 50, 100)),
            // CGSize(2, 1): (2, 1) × min(50, 50) = 100×50.
            (AnyView(Color.red.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit).id("a")),
             CGSize(width: 100, height: 50), rect(0, 0, 100, 50)),
            // CGSize(20, 10) is the ratio 2: (2, 1) × max(25, 100) = 200×100, centred: x = (50 − 200) / 2.
            (AnyView(Color.red.aspectRatio(CGSize(width: 20, height: 10), contentMode: .fill).id("a")),
             CGSize(width: 50, height: 100), rect(-75, 0, 200, 100)),
            // No ratio: the Color's ideal 10×10 has equal sides, so (1, 1) × min(100, 50) = 50×50.
            (AnyView(Color.red.aspectRatio(contentMode: .fit).id("a")), CGSize(width: 100, height: 50),
             rect(25, 0, 50, 50)),
            // (1, 1) × max(50, 100) = 100×100, centred in 50×100: x = −25.
            (AnyView(Color.red.aspectRatio(contentMode: .fill).id("a")), CGSize(width: 50, height: 100),
             rect(-25, 0, 100, 100)),
            // scaledToFit of an ideal 40×20: (40, 20) × min(100 / 40, 100 / 20) = 100×50, centred: y = 25.
            (AnyView(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit().id("a")),
             CGSize(width: 100, height: 100), rect(0, 25, 100, 50)),
            // scaledToFill: (40, 20) × max(2.5, 5) = 200×100, centred: x = −50.
            (AnyView(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFill().id("a")),
             CGSize(width: 100, height: 100), rect(-50, 0, 200, 100)),
        ]
        for (index, (view, size, expected)) in cases.enumerated() {
            XCTAssertEqual(host(view, size.width, size.height).frame(of: "a"), expected, "case \(index)")
        }
    }

    func testAspectRatioWithNothingProposedIsTheIdealSize() {
        // Proposed nil×nil, the child is asked for its ideal size, 10×10, whatever the ratio.
        let host = host(Color.red.aspectRatio(2, contentMode: .fit).id("a").fixedSize(), 100, 100)
        XCTAssertEqual(host.frame(of: "a"), rect(45, 45, 10, 10))
    }

    func testAspectRatioWithOneDimensionProposed() {
        // Width 100 proposed, height nil (∞): fit scale min(100 / 2, ∞) = 50, so 100×50.
        let host = host(Color.red.aspectRatio(2, contentMode: .fit).id("a").fixedSize(horizontal: false, vertical: true),
                        100, 100)
        XCTAssertEqual(host.frame(of: "a"), rect(0, 25, 100, 50))
    }

    func testAspectRatioFillWithOneDimensionProposedTakesThatDimensionsScale() {
        // A masonry layout measures each tile at (column width, nil): the nil height does not bound the fill
        // scale, so the width's, 120 / 0.5 = 240 … (0.5, 1) × 240 = 120×240, the ratio kept, as on iOS.
        struct MeasuringTile: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].sizeThatFits(ProposedViewSize(width: 120, height: nil))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 120, height: nil))
            }
        }
        let fill = host(MeasuringTile { Color.red.aspectRatio(0.5, contentMode: .fill).id("a") }, 400, 400)
        XCTAssertEqual(fill.frame(of: "a")?.size, CGSize(width: 120, height: 240))
        let fit = host(MeasuringTile { Color.red.aspectRatio(0.5, contentMode: .fit).id("a") }, 400, 400)
        XCTAssertEqual(fit.frame(of: "a")?.size, CGSize(width: 120, height: 240))
        // Height alone, 100: the fill scale is 100, so 50×100.
        let tall = host(Color.red.aspectRatio(0.5, contentMode: .fill).id("a").fixedSize(horizontal: true, vertical: false),
                        400, 100)
        XCTAssertEqual(tall.frame(of: "a")?.size, CGSize(width: 50, height: 100))
    }

    func testAspectRatioKeepsARigidChildsSize() {
        // A fixed 30×30 frame answers 30×30 to the fitted proposal 100×50: the modifier is 30×30.
        let host = host(Color.red.frame(width: 30, height: 30).aspectRatio(2, contentMode: .fit).id("a"), 100, 100)
        XCTAssertEqual(host.frame(of: "a"), rect(35, 35, 30, 30))
    }

    // MARK: position (§10.2)

    func testPositionCentresTheChildOnThePoint() {
        // The modifier takes 300×200; "Hi" is 2 × 10.2 = 20.4 wide and 1.17 × 17 = 19.89 high (the fixed-advance
        // measurer), centred on (50, 50).
        let host = host(Text("Hi").id("t").position(x: 50, y: 50).id("p"), 300, 200)
        XCTAssertEqual(host.frame(of: "p"), rect(0, 0, 300, 200))
        let text = try! XCTUnwrap(host.frame(of: "t"))
        XCTAssertEqual(text.minX, 50 - 10.2, accuracy: 1e-9)
        XCTAssertEqual(text.minY, 50 - 19.89 / 2, accuracy: 1e-9)
        XCTAssertEqual(text.width, 20.4, accuracy: 1e-9)
    }

    func testPositionWithAPointAndWithNothingProposed() {
        let point = host(Color.red.frame(width: 20, height: 10).id("c").position(CGPoint(x: 100, y: 30)), 300, 200)
        XCTAssertEqual(point.frame(of: "c"), rect(90, 25, 20, 10))
        // Proposed nothing, the modifier takes the child's size (20×10) and puts the child's centre at (0, 0).
        let ideal = host(Color.red.frame(width: 20, height: 10).id("c").position(x: 0, y: 0).id("p").fixedSize(),
                         300, 200)
        XCTAssertEqual(ideal.frame(of: "p"), rect(140, 95, 20, 10))
        XCTAssertEqual(ideal.frame(of: "c"), rect(130, 90, 20, 10))
    }

    // MARK: safeAreaInset and safeAreaPadding (§11)

    func testSafeAreaInsetAtTheBottomWithoutSpacing() {
        // S8: the primary's smallest height is 0, so the inset is proposed 400 and takes 50; the primary gets 350.
        let host = host(Color.red.id("p").safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50).id("i")
        }, 300, 400)
        XCTAssertEqual(host.frame(of: "p"), rect(0, 0, 300, 350))
        XCTAssertEqual(host.frame(of: "i"), rect(0, 350, 300, 50))
    }

    func testSafeAreaInsetWithTheDefaultSpacing() {
        // S9: nil spacing between two plain views is 8: the primary gets 400 − 50 − 8 = 342.
        let host = host(Color.red.id("p").safeAreaInset(edge: .bottom) {
            Color.blue.frame(height: 50).id("i")
        }, 300, 400)
        XCTAssertEqual(host.frame(of: "p"), rect(0, 0, 300, 342))
        XCTAssertEqual(host.frame(of: "i"), rect(0, 350, 300, 50))
    }

    func testSafeAreaInsetAtTheTop() {
        let host = host(Color.red.id("p").safeAreaInset(edge: .top, spacing: 0) {
            Color.blue.frame(height: 50).id("i")
        }, 300, 400)
        XCTAssertEqual(host.frame(of: "i"), rect(0, 0, 300, 50))
        XCTAssertEqual(host.frame(of: "p"), rect(0, 50, 300, 350))
    }

    func testSafeAreaInsetOnAHorizontalEdge() {
        // Leading, spacing 10: the inset takes 60 of the 290 it is offered; the primary 300 − 70 = 230, against
        // the trailing edge.
        let host = host(Color.red.id("p").safeAreaInset(edge: .leading, spacing: 10) {
            Color.blue.frame(width: 60).id("i")
        }, 300, 200)
        XCTAssertEqual(host.frame(of: "i"), rect(0, 0, 60, 200))
        XCTAssertEqual(host.frame(of: "p"), rect(70, 0, 230, 200))
    }

    func testSafeAreaInsetAlignsTheContentOnThePrimary() {
        // Trailing, a 50×40 inset: the primary is 250×200 against the leading edge; the inset at x = 250 is
        // centred on the primary's centre (y = 100 − 20) by default and on its top with `.top`.
        func inset(_ alignment: VerticalAlignment) -> ViewHost {
            host(Color.red.id("p").safeAreaInset(edge: .trailing, alignment: alignment, spacing: 0) {
                Color.blue.frame(width: 50, height: 40).id("i")
            }, 300, 200)
        }
        XCTAssertEqual(inset(.center).frame(of: "p"), rect(0, 0, 250, 200))
        XCTAssertEqual(inset(.center).frame(of: "i"), rect(250, 80, 50, 40))
        XCTAssertEqual(inset(.top).frame(of: "i"), rect(250, 0, 50, 40))
        XCTAssertEqual(inset(.bottom).frame(of: "i"), rect(250, 160, 50, 40))
    }

    func testSafeAreaPaddingInsetsTheView() {
        // Four insets of clear space, top 10, bottom 30, leading 20, trailing 40: the Color gets
        // (300 − 60) × (200 − 40), 20 from the leading edge and 10 from the top.
        let insets = host(Color.red.id("c").safeAreaPadding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)),
                          300, 200)
        XCTAssertEqual(insets.frame(of: "c"), rect(20, 10, 240, 160))
        XCTAssertEqual(host(Color.red.id("c").safeAreaPadding(.horizontal, 20), 300, 200).frame(of: "c"),
                       rect(20, 0, 260, 200))
        XCTAssertEqual(host(Color.red.id("c").safeAreaPadding(15), 300, 200).frame(of: "c"), rect(15, 15, 270, 170))
        // The default length is 16.
        XCTAssertEqual(host(Color.red.id("c").safeAreaPadding(), 300, 200).frame(of: "c"), rect(16, 16, 268, 168))
    }

    func testIgnoringTheSafeAreaChangesNothing() {
        // A preview window has no safe area.
        XCTAssertEqual(host(Color.red.frame(width: 50, height: 20).ignoresSafeArea().id("c"), 300, 200).frame(of: "c"),
                       rect(125, 90, 50, 20))
        XCTAssertEqual(host(Color.red.ignoresSafeArea(.container, edges: .top).id("c"), 300, 200).frame(of: "c"),
                       rect(0, 0, 300, 200))
        XCTAssertEqual(host(Color.red.edgesIgnoringSafeArea(.all).id("c"), 300, 200).frame(of: "c"),
                       rect(0, 0, 300, 200))
    }

    // MARK: The flexible frame (§6.10)

    func testMinimumAboveMaximumTakesTheMaximum() {
        // S5: min 100 > max 50 survives; the Color is proposed min(max(200, 100), 50) = 50 and the frame takes
        // the child's 50: centred in 200×40.
        let host = host(Color.red.id("c").frame(minWidth: 100, maxWidth: 50).id("f"), 200, 40)
        XCTAssertEqual(host.frame(of: "f"), rect(75, 0, 50, 40))
        XCTAssertEqual(host.frame(of: "c"), rect(75, 0, 50, 40))
        XCTAssertTrue(host.warnings.contains { $0.contains(".frame") && $0.contains("contradictory") })
    }

    func testMaximumIsRaisedToTheIdeal() {
        // S6: max 3 below ideal 5 is raised to 5, and fixedSize's nil proposal takes the ideal: 5 wide (and
        // the Color's ideal 10 high).
        let host = host(Color.red.frame(idealWidth: 5, maxWidth: 3).id("f").fixedSize(), 100, 100)
        XCTAssertEqual(host.frame(of: "f")?.size, CGSize(width: 5, height: 10))
        // Proposed 200: max 80 (raised from 60) only: the Color is proposed 80, min(max(80, 80), 80) = 80.
        let proposed = self.host(Color.red.frame(idealWidth: 80, maxWidth: 60).id("f"), 200, 100)
        XCTAssertEqual(proposed.frame(of: "f"), rect(60, 0, 80, 100))
    }

    func testIdealIsRaisedToTheMinimumAndTheMaximumWithIt() {
        // min 50, ideal 20 → 50, max 40 → 50: ordered limits 50…50, so 50 whatever the proposal.
        let ideal = host(Color.red.frame(minWidth: 50, idealWidth: 20, maxWidth: 40).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(ideal.frame(of: "f")?.size.width, 50)
        let proposed = host(Color.red.frame(minWidth: 50, idealWidth: 20, maxWidth: 40).id("f"), 200, 100)
        XCTAssertEqual(proposed.frame(of: "f"), rect(75, 0, 50, 100))
    }

    func testMinimumAboveMaximumWithNothingProposedTakesTheChild() {
        // No ideal: the Color is proposed nil (10), and with min > max the frame is the child's length.
        let host = host(Color.red.frame(minWidth: 100, maxWidth: 50).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(host.frame(of: "f")?.size, CGSize(width: 10, height: 10))
    }

    func testOrderedLimitsDoNotAskTheChild() {
        // min 40 ≤ max 120 with 200 proposed: the frame is 120 wide even though its child is a fixed 10.
        let host = host(Color.red.frame(width: 10, height: 10).frame(minWidth: 40, maxWidth: 120).id("f"), 200, 100)
        XCTAssertEqual(host.frame(of: "f"), rect(40, 45, 120, 10))
    }

    func testPlacementProposesTheFinalLength() {
        // "Hello world" is 11 × 10.2 = 112.2 wide on one line. Proposed nothing, the frame is min(112.2, 60) = 60:
        // at its maximum, not strictly inside its limits, so the text is placed with 60 and wraps to "Hello" /
        // "world" (5 × 10.2 = 51 wide, two lines of 19.89).
        let host = host(Text("Hello world").id("t").frame(maxWidth: 60).id("f").fixedSize(), 300, 200)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "f")?.width), 60, accuracy: 1e-9)
        let text = try! XCTUnwrap(host.frame(of: "t"))
        XCTAssertEqual(text.width, 51, accuracy: 1e-9)
        XCTAssertEqual(text.height, 2 * 19.89, accuracy: 1e-9)
        // Strictly inside its limits (10 < 51 < 300 for "Hello"), the text keeps its ideal: one line.
        let inside = self.host(Text("Hello").id("t").frame(minWidth: 10, maxWidth: 300).fixedSize(), 300, 200)
        XCTAssertEqual(try XCTUnwrap(inside.frame(of: "t")?.height), 19.89, accuracy: 1e-9)
    }
}

/// Values nothing can be laid out with, given to the new modifiers: a warning naming the modifier and a sane
/// value, never a crash.
final class SurfaceLayoutInputTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: 300, height: 200))
    }

    func testABadRatioFallsBackToTheIdealSize() {
        // NaN (0 / 0) and ∞ are no ratio: the Color's own (1, 1) is used, 200×200 in 300×200, with a warning.
        for ratio in [CGSize(width: 0, height: 0), CGSize(width: 1, height: 0)] {
            let host = host(Color.red.aspectRatio(ratio, contentMode: .fit).id("a"))
            XCTAssertEqual(host.frame(of: "a"), CGRect(x: 50, y: 0, width: 200, height: 200))
            XCTAssertTrue(host.warnings.contains { $0.contains(".aspectRatio") }, "\(ratio)")
        }
        XCTAssertEqual(host(Color.red.aspectRatio(-2, contentMode: .fill).id("a")).frame(of: "a")?.size,
                       CGSize(width: 300, height: 300))
    }

    func testFillWithAnUnspecifiedDimensionStaysDrawable() {
        // Fill with the height unspecified scales by ∞, as in SwiftUI: the frame is kept drawable.
        let host = host(Color.red.aspectRatio(2, contentMode: .fill).id("a").fixedSize(horizontal: false, vertical: true))
        let frame = try! XCTUnwrap(host.frame(of: "a"))
        XCTAssertTrue(frame.minX.isFinite && frame.height.isFinite)
    }

    func testBadPositionsSpacingsAndInsets() {
        let position = host(Color.red.frame(width: 20, height: 10).id("c").position(x: .nan, y: 30))
        XCTAssertEqual(position.frame(of: "c"), CGRect(x: -10, y: 25, width: 20, height: 10))
        XCTAssertTrue(position.warnings.contains { $0.contains(".position") })
        let inset = host(Color.red.id("p").safeAreaInset(edge: .top, spacing: .infinity) { Color.blue.frame(height: 20) })
        XCTAssertEqual(inset.frame(of: "p"), CGRect(x: 0, y: 20, width: 300, height: 180))
        XCTAssertTrue(inset.warnings.contains { $0.contains(".safeAreaInset") })
        let padding = host(Color.red.id("c").safeAreaPadding(.all, .nan))
        XCTAssertEqual(padding.frame(of: "c"), CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertTrue(padding.warnings.contains { $0.contains(".safeAreaPadding") })
    }

    func testNegativeLineLimitsAreSane() {
        // A range below 1 shows one line and reserves none (the reservation is clamped to 0, with a warning).
        let host = host(Text("Hi").lineLimit(-5 ... -1).id("t"))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "t")?.height), 19.89, accuracy: 1e-9)
        XCTAssertTrue(host.warnings.contains { $0.contains(".lineLimit") })
    }

    func testAnEmptyViewThatFitsAndAnEmptyInset() {
        let empty = host(ViewThatFits { EmptyView() }.id("v"))
        XCTAssertEqual(empty.frame(of: "v")?.size, .zero)
        let inset = host(Color.red.id("p").safeAreaInset(edge: .bottom, spacing: 0) { EmptyView() })
        XCTAssertEqual(inset.frame(of: "p"), CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}
