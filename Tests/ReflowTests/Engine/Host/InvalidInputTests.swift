import XCTest
@_spi(Viewer) @testable import Reflow

/// Values no layout can use, given to built-in modifiers, animations and layouts: each is replaced by one that
/// can be laid out and drawn, with one warning that names the modifier as the user wrote it.
final class InvalidInputTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private func frames<V: View>(_ view: V, _ ids: [String], in size: CGSize? = nil) -> [CGRect?] {
        let host = ViewHost(rootView: view, size: size ?? self.size)
        return ids.map { host.frame(of: $0) }
    }

    /// Every frame and every value drawn is a finite number.
    private func assertFinite(_ host: ViewHost, file: StaticString = #filePath, line: UInt = #line) {
        for frame in host.viewFrames {
            let values: [CGFloat] = [frame.minX, frame.minY, frame.width, frame.height]
            XCTAssertTrue(values.allSatisfy(\.isFinite), "\(frame)",
                          file: file, line: line)
        }
        for item in host.displayList.items {
            let values: [CGFloat]
            switch item {
            case .fill(_, let frame, _): values = [frame.minX, frame.minY, frame.width, frame.height]
            case .stroke(_, let frame, _, let width): values = [frame.minX, frame.minY, frame.width, frame.height, width]
            case .text(let run): values = [run.origin.x, run.origin.y, run.width, run.font.size]
            case .shape(_, let frame, _, _): values = [frame.minX, frame.minY, frame.width, frame.height]
            case .image(let image): values = [image.frame.minX, image.frame.minY, image.frame.width, image.frame.height]
            case .push, .beginMask, .pop: values = []
            }
            XCTAssertTrue(values.allSatisfy(\.isFinite), "\(item)", file: file, line: line)
        }
    }

    private func warnings(_ host: ViewHost, about name: String) -> [String] {
        host.warnings.filter { $0.hasPrefix("Reflow: warning: \(name) ") }
    }

    // MARK: Priorities

    func testANaNLayoutPriorityCountsAsZeroWithOneWarning() {
        // Two equally flexible views of equal priority share the width equally (layout rules §5.1); NaN used to
        // leave the stack's grouping loop without progress, for ever.
        for axis in [Axis.horizontal, .vertical] {
            let layout = axis == .horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            let host = ViewHost(rootView: layout {
                Color.red.layoutPriority(.nan).id("a")
                Color.blue.layoutPriority(.nan).id("b")
                Color.green.id("c")
            }, size: CGSize(width: 300, height: 300))
            let third = axis == .horizontal ? CGRect(x: 100, y: 0, width: 100, height: 300)
                                            : CGRect(x: 0, y: 100, width: 300, height: 100)
            XCTAssertEqual(host.frame(of: "b"), third, "\(axis)")
            XCTAssertEqual(warnings(host, about: ".layoutPriority").count, 1, "\(host.warnings)")
        }
    }

    // MARK: Grid

    func testAHugeGridSpanIsClampedWithOneWarning() {
        func grid(_ span: Int) -> some View {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(span).id("wide") }
                GridRow {
                    Color.blue.frame(width: 10, height: 10).id("a")
                    Color.blue.frame(width: 10, height: 10).id("b")
                }
            }
        }
        let ids = ["wide", "a", "b"]
        let host = ViewHost(rootView: grid(Int.max), size: size)
        XCTAssertEqual(ids.map { host.frame(of: $0) }, frames(grid(GridLayout.maximumSpan), ids))
        XCTAssertEqual(warnings(host, about: ".gridCellColumns").count, 1, "\(host.warnings)")
        // A span below one is one column (the first row then has one column, as the second's first).
        let zero = ViewHost(rootView: grid(-3), size: size)
        XCTAssertEqual(ids.map { zero.frame(of: $0) }, frames(grid(1), ids))
        XCTAssertEqual(warnings(zero, about: ".gridCellColumns").count, 1, "\(zero.warnings)")
    }

    // MARK: Offsets, frames, padding, fonts

    func testNonFiniteOffsetsAreZeroWithOneWarning() {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            let view = HStack { Color.red.frame(width: 10, height: 10).offset(x: bad, y: 5).id("a") }
            let host = ViewHost(rootView: view, size: size)
            XCTAssertEqual(host.displayList, ViewHost(rootView: HStack {
                Color.red.frame(width: 10, height: 10).offset(x: 0, y: 5).id("a")
            }, size: size).displayList, "\(bad)")
            assertFinite(host)
            XCTAssertEqual(warnings(host, about: ".offset").count, 1, "\(host.warnings)")
        }
    }

    func testANonFiniteFixedFrameLengthIsLeftToTheViewWithOneWarning() {
        // SwiftUI: "Invalid frame dimension (negative or non-finite)". The width is then the view's own: the
        // colour takes the 200 points proposed.
        for bad in [CGFloat.nan, .infinity] {
            let host = ViewHost(rootView: Color.red.frame(width: bad, height: 20).id("a"), size: size)
            XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 40, width: 200, height: 20), "\(bad)")
            assertFinite(host)
            XCTAssertEqual(warnings(host, about: ".frame").count, 1, "\(host.warnings)")
        }
    }

    func testNaNAndInfiniteMinimumsOfAFlexibleFrameAreIgnoredWithOneWarning() {
        let host = ViewHost(rootView: Color.red.frame(minWidth: .nan, maxWidth: 50, minHeight: .infinity).id("a"),
                            size: size)
        XCTAssertEqual(host.frame(of: "a"), frames(Color.red.frame(maxWidth: 50).id("a"), ["a"])[0])
        assertFinite(host)
        XCTAssertEqual(warnings(host, about: ".frame").count, 1, "\(host.warnings)")
    }

    func testNonFinitePaddingIsZeroWithOneWarning() {
        let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).padding(.nan).id("a"), size: size)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 95, y: 45, width: 10, height: 10))
        XCTAssertEqual(warnings(host, about: ".padding").count, 1, "\(host.warnings)")
        let infinite = ViewHost(rootView: Color.red.padding(EdgeInsets(top: .infinity, leading: 0, bottom: 0,
                                                                      trailing: 0)), size: size)
        assertFinite(infinite)
        XCTAssertEqual(warnings(infinite, about: ".padding").count, 1, "\(infinite.warnings)")
    }

    func testPaddingThatShrinksAViewBelowNothingIsNamedAsWritten() {
        // Negative padding is allowed and shrinks the view; below zero there is nothing left to shrink, and the
        // warning names the modifier the user wrote, not a type inside Reflow.
        let host = ViewHost(rootView: Color.red.frame(width: 40, height: 40).padding(-1000), size: size)
        XCTAssertEqual(warnings(host, about: ".padding").count, 1, "\(host.warnings)")
        XCTAssertFalse(host.warnings.contains { $0.contains("Layout") }, "\(host.warnings)")
    }

    func testNaNAndHugeFontSizesAreClampedWithOneWarning() {
        let nan = ViewHost(rootView: Text("Hello").font(.system(size: .nan)).id("t"), size: size)
        let body = ViewHost(rootView: Text("Hello").font(.system(size: Font.TextStyle.body.pointSize)).id("t"), size: size)
        XCTAssertEqual(nan.displayList, body.displayList)
        XCTAssertEqual(warnings(nan, about: ".font").count, 1, "\(nan.warnings)")
        let huge = ViewHost(rootView: Text("Hello").font(.system(size: 1e300)), size: size)
        assertFinite(huge)
        for case .text(let run) in huge.displayList.items {
            XCTAssertEqual(run.font.size, ResolvedFont.maximumSize)
        }
        XCTAssertEqual(warnings(huge, about: ".font").count, 1, "\(huge.warnings)")
    }

    // MARK: Frames beyond what can be drawn

    /// Proposes `proposal` to its subviews and places them at `point` from its origin; 10×10 itself.
    private struct PlacesAt: Layout {
        let proposal: ProposedViewSize
        let point: CGPoint
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: self.proposal)
            }
        }
    }

    func testAViewPlacedWithAnInfiniteProposalIsDrawnAtMostTheLimitLarge() {
        // A colour takes any size proposed, so placed with ∞×∞ it would be infinitely large.
        let view = PlacesAt(proposal: .infinity, point: .zero) { Color.red.id("a") }
        let host = ViewHost(rootView: view, size: size)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 95, y: 45, width: DrawableLimit.magnitude, height: DrawableLimit.magnitude))
        assertFinite(host)
        XCTAssertEqual(warnings(host, about: "PlacesAt").count, 1, "\(host.warnings)")
    }

    func testPositionsAndOffsetsThatAddUpBeyondTheLargestNumberStayFinite() {
        // 1e308 + 1e308 overflows to ∞: a position beyond the limit is the container's origin, and an offset
        // is at most the limit.
        let far = CGPoint(x: 1e308, y: -1e308)
        let view = PlacesAt(proposal: .unspecified, point: far) {
            PlacesAt(proposal: .unspecified, point: far) { Text("far").offset(x: 1e308).id("t") }.id("inner")
        }
        let host = ViewHost(rootView: view, size: size)
        XCTAssertEqual(host.frame(of: "inner")?.origin, CGPoint(x: 95, y: 45))
        assertFinite(host)
        XCTAssertEqual(warnings(host, about: ".offset").count, 1, "\(host.warnings)")
    }

    func testShapesWithCornerRadiiAndLineWidthsThatAreNotNumbersAreDrawable() {
        let host = ViewHost(rootView: VStack {
            RoundedRectangle(cornerRadius: .nan)
            Circle().stroke(Color.red, lineWidth: .infinity)
            Rectangle().strokeBorder(Color.blue, lineWidth: .nan)
            Color(red: .nan, green: .infinity, blue: -.infinity, opacity: .nan)
        }, size: size)
        assertFinite(host)
        for item in host.displayList.items {
            if case .fill(.roundedRectangle(let radius), _, _) = item { XCTAssertEqual(radius, 0) }
            if case .fill(_, _, let color) = item, color.green == 1 {
                XCTAssertEqual([color.red, color.green, color.blue, color.opacity], [0, 1, 0, 0])
            }
        }
        XCTAssertEqual(warnings(host, about: "RoundedRectangle").count, 1, "\(host.warnings)")
        XCTAssertEqual(warnings(host, about: ".stroke").count, 1, "\(host.warnings)")
        XCTAssertEqual(warnings(host, about: ".strokeBorder").count, 1, "\(host.warnings)")
    }

    func testABorderThatReachesTheMiddleOfItsShapeFillsIt() {
        // strokeBorder draws a band `lineWidth` deep inside the outline; from half the shorter side on it
        // covers the whole shape and nothing outside it (the inset rectangle was the null one, at infinity).
        for width in [CGFloat(20), 150] {
            let host = ViewHost(rootView: Capsule().strokeBorder(Color.red, lineWidth: width)
                .frame(width: 40, height: 100), size: size)
            XCTAssertEqual(host.displayList.items, [.fill(.capsule, frame: CGRect(x: 80, y: 0, width: 40, height: 100),
                                                          color: .red)], "\(width)")
        }
        let thin = ViewHost(rootView: Rectangle().strokeBorder(Color.red, lineWidth: 19.5).frame(width: 40, height: 100),
                            size: size)
        XCTAssertEqual(thin.displayList.items, [.stroke(.rectangle, frame: CGRect(x: 89.75, y: 9.75, width: 20.5, height: 80.5),
                                                        color: .red, lineWidth: 19.5)])
        // Three of the smallest doubles wide: half of it rounds up, and insetting by it twice overshot.
        let tiny = CGFloat.leastNonzeroMagnitude * 3
        assertFinite(ViewHost(rootView: Rectangle().strokeBorder(Color.red, lineWidth: 333)
            .frame(width: tiny, height: tiny), size: size))
    }

    func testAResizedTreeWithFramesBeyondExactMovesEqualsAFreshLayout() {
        // A frame of minWidth 1.8e308 is put back within the drawable limit; moved by a resize, its subtree
        // would round differently from a new layout at that magnitude (x = -45.1 against -5.1), so such a host
        // lays out anew on every resize.
        func view() -> some View {
            ZStack {
                Text("a").layoutPriority(10)
                ZStack {
                    Color.red.frame(minWidth: .greatestFiniteMagnitude, alignment: .trailing)
                    Color.red
                }
            }
        }
        let host = ViewHost(rootView: view(), size: CGSize(width: 400, height: 300))
        for size in [CGSize(width: 320, height: 568), CGSize(width: 1000, height: 30), CGSize(width: 400, height: 300)] {
            host.resize(to: size)
            XCTAssertEqual(host.viewFrames, ViewHost(rootView: view(), size: size).viewFrames, "\(size)")
            XCTAssertEqual(host.displayList, ViewHost(rootView: view(), size: size).displayList, "\(size)")
        }
    }

    func testAClampedSizeOfAViewThatAnswersEveryProposalAlikeFollowsTheProposalAfterAResize() {
        // A fixed frame padded by 1.8e308 is infinitely large whatever it is proposed, so it is clamped to the
        // proposal: the answer then depends on the proposal, and the size from the first host size must not
        // be reused at the next (it was: 0×0 at 10⁹×10⁹).
        func view() -> some View { Color.red.frame(width: 0, height: 1).padding(.all, .greatestFiniteMagnitude) }
        let host = ViewHost(rootView: view(), size: .zero)
        let size = CGSize(width: 1e9, height: 1e9)
        host.resize(to: size)
        XCTAssertEqual(host.viewFrames, ViewHost(rootView: view(), size: size).viewFrames)
        // Inside a stack, which answered alike because its subview did (it was 100×100 at 120×0).
        func stacked() -> some View { ZStack { ZStack {}.padding(.all, .greatestFiniteMagnitude) } }
        let stack = ViewHost(rootView: stacked(), size: CGSize(width: 100, height: 100))
        stack.resize(to: CGSize(width: 120, height: 0))
        XCTAssertEqual(stack.viewFrames, ViewHost(rootView: stacked(), size: CGSize(width: 120, height: 0)).viewFrames)
    }

    /// Reports `value` for every guide; no size, places nothing.
    private struct FarGuide: Layout {
        let value: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? { value }
        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? { value }
    }

    func testAHugeGuideThatCancelsOutStillGivesAFreshLayoutsFramesAfterAResize() {
        // The stack lines up the guide at 1e308 and puts the view at (x + 1e308) − 1e308, which is 0 whatever
        // x is: an ordinary-looking frame that moving the stack on a resize would shift, and a new layout not.
        func view() -> some View {
            ZStack { FarGuide(value: 1e308) {}.id("far") }.frame(width: 10, height: 40, alignment: .trailing)
        }
        let host = ViewHost(rootView: view(), size: CGSize(width: 400, height: 300))
        let size = CGSize(width: 1024, height: 768)
        host.resize(to: size)
        XCTAssertEqual(host.viewFrames, ViewHost(rootView: view(), size: size).viewFrames)
    }

    func testARootLargerThanTheLimitIsDrawnWithinIt() {
        // The root is proposed the host's size; a frame of 1.8e308 points answers with that whatever it is
        // proposed, and then springs there from 10 points, overshooting.
        let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).id("a"), size: size)
        host.update(rootView: Color.red.frame(width: .greatestFiniteMagnitude, height: 10).id("a"),
                    animation: .spring(response: 0.5, dampingFraction: 0.3))
        XCTAssertEqual(host.frame(of: "a")?.width, 10)
        var steps = 0
        while host.isAnimating && steps < 600 {
            host.advance(by: 1.0 / 60)
            assertFinite(host)
            steps += 1
        }
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 45, width: DrawableLimit.magnitude, height: 10),
                       "beyond the limit, the root is at the host's origin")
    }

    func testATimingCurveWithAPointThatIsNotANumberIsLinear() {
        func frame(after seconds: Double, _ animation: Animation) -> CGRect? {
            let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).id("a"), size: size)
            host.update(rootView: Color.red.frame(width: 50, height: 10).id("a"), animation: animation)
            host.advance(by: seconds)
            assertFinite(host)
            return host.frame(of: "a")
        }
        XCTAssertEqual(frame(after: 0.05, .timingCurve(0.5, 1, 0, .nan, duration: 0.1))?.width ?? 0, 30, accuracy: 1e-9)
        XCTAssertEqual(frame(after: 0.05, .timingCurve(.infinity, 1, 0, 1, duration: 0.1))?.width ?? 0, 30, accuracy: 1e-9)
        // Control points' x beyond 0...1 are clamped there: (−1, 0), (2, 1) is (0, 0), (1, 1), the linear curve.
        XCTAssertEqual(frame(after: 0.05, .timingCurve(-1, 0, 2, 1, duration: 0.1))?.width ?? 0, 30, accuracy: 1e-6)
    }

    // MARK: Animation timing

    func testAnyTimingSettlesOrRepeatsWithoutTrapping() {
        let animations: [Animation] = [
            .linear(duration: 1e-300).repeatForever(), .linear(duration: 1e-300),
            .linear.speed(1e300).repeatForever(), .linear.speed(.infinity).repeatForever(),
            .easeIn.speed(1e300).speed(1e300), .linear(duration: .nan), .linear(duration: .infinity),
            .linear.delay(.infinity), .linear.delay(.nan), .spring(response: .nan, dampingFraction: .nan),
            .spring(response: .infinity, dampingFraction: .infinity), .spring(duration: 0.5, bounce: -1),
            .linear.repeatCount(Int.max), .spring.speed(.infinity),
        ]
        for animation in animations {
            let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).id("a"), size: size)
            host.update(rootView: Color.red.frame(width: 50, height: 10).id("a"), animation: animation)
            var steps = 0
            while host.isAnimating && steps < 100 {
                host.advance(by: 1.0 / 60)
                assertFinite(host)
                steps += 1
            }
        }
    }

    func testNonRepeatingAnimationsWithInvalidTimingEndAtTheTarget() {
        // Infinitely fast, infinitely short or never starting: each plays in no time rather than never.
        let animations: [Animation] = [.linear(duration: 1e-300), .easeIn.speed(.infinity), .linear(duration: .nan),
                                       .linear(duration: .infinity), .linear.speed(1e300).speed(1e300)]
        for animation in animations {
            let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).id("a"), size: size)
            host.update(rootView: Color.red.frame(width: 50, height: 10).id("a"), animation: animation)
            host.advance(by: 1.0 / 60)
            XCTAssertFalse(host.isAnimating, "\(animation)")
            XCTAssertEqual(host.frame(of: "a"), CGRect(x: 75, y: 45, width: 50, height: 10), "\(animation)")
        }
    }

    func testTheSlowestAndLongestAnimationsStillEnd() {
        // Speeds below a millionth, durations and delays beyond a million seconds are clamped there: at most
        // (10⁶ + 10⁶) / 10⁻⁶ seconds, instead of 10³⁰⁶.
        for animation in [Animation.easeIn(duration: 1e6).speed(1e-300), .linear(duration: 1).delay(1e300).speed(1e-300),
                          .timingCurve(0.2, 1, 1, 0.3, duration: 1e300)] {
            let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).id("a"), size: size)
            host.update(rootView: Color.red.frame(width: 50, height: 10).id("a"), animation: animation)
            host.advance(by: 2e12 + 1)
            XCTAssertFalse(host.isAnimating, "\(animation)")
            XCTAssertEqual(host.frame(of: "a")?.width, 50, "\(animation)")
        }
    }

    func testADelayThatIsNotAPositiveNumberIsNone() {
        // An infinite delay would hold the change for ever; NaN and negative ones mean nothing. Each animation
        // runs as if no delay had been added: 10 → 50 points linearly over 0.35 s.
        for delay in [Double.infinity, .nan, -1] {
            let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).id("a"), size: size)
            host.update(rootView: Color.red.frame(width: 50, height: 10).id("a"), animation: .linear.delay(delay))
            host.advance(by: 0.35 / 2)
            XCTAssertEqual(host.frame(of: "a")?.width ?? 0, 30, accuracy: 1e-9, "\(delay)")
        }
    }

    func testSpringsWithInvalidParametersSettle() {
        for animation in [Animation.spring(response: .nan, dampingFraction: .nan), .spring(duration: 0.5, bounce: -1),
                          .spring(response: 0.5, dampingFraction: .infinity), .spring(response: 0.5, dampingFraction: 0),
                          .spring(response: 0.35, dampingFraction: -1)] {
            let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).id("a"), size: size)
            host.update(rootView: Color.red.frame(width: 50, height: 10).id("a"), animation: animation)
            var seconds = 0.0
            // The least damped (0.001 of critical, at 0.5 s per swing) settles within about 15 minutes.
            while host.isAnimating && seconds < 1800 {
                host.advance(by: 1)
                assertFinite(host)
                seconds += 1
            }
            XCTAssertFalse(host.isAnimating, "\(animation)")
        }
    }
}
