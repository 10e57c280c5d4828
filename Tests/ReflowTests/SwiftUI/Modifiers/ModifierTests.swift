import XCTest
@testable import Reflow

/// Every modifier (layout rules §6): frames, padding, border, background and overlay, colours, fixedSize, traits
/// (layoutPriority, layoutValue, alignmentGuide), offset, opacity and id. Frames are in host coordinates.
final class ModifierTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    // MARK: frame(width:height:alignment:) (§6.1)

    func testFrameWithOneDimensionTakesTheOtherFromTheChild() {
        // The Color is proposed (50, 100) and (200, 30); the frame is centred in 200×100.
        XCTAssertEqual(host(Color.red.frame(width: 50).id("f"), 200, 100).frame(of: "f"), rect(75, 0, 50, 100))
        XCTAssertEqual(host(Color.red.frame(height: 30).id("f"), 200, 100).frame(of: "f"), rect(0, 35, 200, 30))
    }

    func testFrameWithBothDimensions() {
        let host = host(Color.red.id("c").frame(width: 50, height: 30).id("f"), 200, 100)
        XCTAssertEqual(host.frame(of: "f"), rect(75, 35, 50, 30))
        XCTAssertEqual(host.frame(of: "c"), rect(75, 35, 50, 30))
    }

    func testFrameChildOverflowsCentred() {
        // An 80×80 child in a 50×30 frame: centred, so (75 + 25 − 40, 35 + 15 − 40).
        let both = host(Color.red.frame(width: 80, height: 80).id("c").frame(width: 50, height: 30).id("f"), 200, 100)
        XCTAssertEqual(both.frame(of: "f"), rect(75, 35, 50, 30))
        XCTAssertEqual(both.frame(of: "c"), rect(60, 10, 80, 80))
        // One dimension: the frame is 50 wide and as tall as the child (20); the child is 80 wide.
        let one = host(Color.red.frame(width: 80, height: 20).id("c").frame(width: 50).id("f"), 200, 100)
        XCTAssertEqual(one.frame(of: "f"), rect(75, 40, 50, 20))
        XCTAssertEqual(one.frame(of: "c"), rect(75 + 25 - 40, 40, 80, 20))
    }

    func testFrameAlignments() {
        // A 20×10 child in a 100×50 frame filling the host: x ∈ {0, 40, 80}, y ∈ {0, 20, 40}.
        let cases: [(Alignment, CGFloat, CGFloat)] = [
            (.topLeading, 0, 0), (.top, 40, 0), (.topTrailing, 80, 0),
            (.leading, 0, 20), (.center, 40, 20), (.trailing, 80, 20),
            (.bottomLeading, 0, 40), (.bottom, 40, 40), (.bottomTrailing, 80, 40),
        ]
        for (alignment, x, y) in cases {
            let host = host(Color.red.frame(width: 20, height: 10).id("c")
                .frame(width: 100, height: 50, alignment: alignment), 100, 50)
            XCTAssertEqual(host.frame(of: "c"), rect(x, y, 20, 10), "\(alignment)")
        }
    }

    func testFrameAlignsTheChildsExplicitGuide() {
        // The child's leading guide is at 5, so aligning leading edges puts the child at 0 − 5.
        let host = host(Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 5 }.id("c")
            .frame(width: 100, height: 50, alignment: .leading), 100, 50)
        XCTAssertEqual(host.frame(of: "c"), rect(-5, 20, 20, 10))
    }

    /// A stack whose one subview has a leading guide 5 points in, or none, in a leading-aligned frame.
    private struct GuidedStack: View {
        let guided: Bool
        var body: some View {
            VStack(alignment: .leading) {
                if guided {
                    Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 5 }.id("c")
                } else {
                    Color.red.frame(width: 20, height: 10).id("c")
                }
            }
            .frame(width: 100, height: 50, alignment: .leading)
        }
    }

    func testAGuideThatAnUpdateAddsOrRemovesInsideAContainerMovesIt() {
        // The stack is the same container in every update; only the guide inside it comes and goes. With it,
        // the stack's leading guide is its subview's, 5 points in, and the frame puts that guide at x = 0,
        // so the subview is drawn at −5; without it, at 0.
        let host = host(GuidedStack(guided: false), 100, 50)
        XCTAssertEqual(host.frame(of: "c"), rect(0, 20, 20, 10))
        host.update(rootView: GuidedStack(guided: true))
        XCTAssertEqual(host.frame(of: "c"), rect(-5, 20, 20, 10))
        host.update(rootView: GuidedStack(guided: false))
        XCTAssertEqual(host.frame(of: "c"), rect(0, 20, 20, 10))
    }

    // MARK: Flexible frame (§6.2)

    func testFlexibleFrameWithMinimumOnly() {
        // Child 30 wide, proposal 200: max(min(200, 30), 50) = 50.
        let small = host(Color.red.frame(width: 30, height: 30).id("c").frame(minWidth: 50).id("f"), 200, 100)
        XCTAssertEqual(small.frame(of: "f"), rect(75, 35, 50, 30))
        XCTAssertEqual(small.frame(of: "c"), rect(85, 35, 30, 30))
        // Proposal 100 below the minimum 150: the Color is proposed 150, the frame is 150 and overflows.
        let below = host(Color.red.id("c").frame(minWidth: 150).id("f"), 100, 100)
        XCTAssertEqual(below.frame(of: "f"), rect(-25, 0, 150, 100))
        XCTAssertEqual(below.frame(of: "c"), rect(-25, 0, 150, 100))
        // Child 120 wider than the proposal 100: max(min(100, 120), 50) = 100; the child overflows centred.
        let wide = host(Color.red.frame(width: 120).id("c").frame(minWidth: 50).id("f"), 100, 100)
        XCTAssertEqual(wide.frame(of: "f"), rect(0, 0, 100, 100))
        XCTAssertEqual(wide.frame(of: "c"), rect(50 - 60, 0, 120, 100))
    }

    func testFlexibleFrameWithMaximumOnly() {
        XCTAssertEqual(host(Color.red.frame(maxWidth: 60).id("f"), 200, 100).frame(of: "f"), rect(70, 0, 60, 100))
        // Child 100 wide: min(max(200, 100), 60) = 60, and the child overflows it.
        let capped = host(Color.red.frame(width: 100, height: 10).id("c").frame(maxWidth: 60).id("f"), 200, 100)
        XCTAssertEqual(capped.frame(of: "f"), rect(70, 45, 60, 10))
        XCTAssertEqual(capped.frame(of: "c"), rect(70 + 30 - 50, 45, 100, 10))
        // Proposal 80 below the child's 100: min(max(80, 100), 150) = 100, never narrower than the content.
        let content = host(Color.red.frame(width: 100, height: 10).frame(maxWidth: 150).id("f"), 80, 100)
        XCTAssertEqual(content.frame(of: "f"), rect(-10, 45, 100, 10))
    }

    func testFlexibleFrameWithBothLimitsTakesTheClampedProposal() {
        let wide = host(Color.red.frame(width: 10, height: 10).id("c").frame(minWidth: 40, maxWidth: 120).id("f"), 200, 100)
        XCTAssertEqual(wide.frame(of: "f"), rect(40, 45, 120, 10))
        XCTAssertEqual(wide.frame(of: "c"), rect(95, 45, 10, 10))
        let narrow = host(Color.red.frame(width: 10, height: 10).frame(minWidth: 40, maxWidth: 120).id("f"), 20, 100)
        XCTAssertEqual(narrow.frame(of: "f"), rect(-10, 45, 40, 10))
    }

    func testFlexibleFrameIdealSizeForAnUnspecifiedProposal() {
        // fixedSize proposes nil: the ideal replaces it and the Color takes it.
        let ideal = host(Color.red.frame(idealWidth: 70, idealHeight: 20).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(ideal.frame(of: "f"), rect(65, 40, 70, 20))
        let clamped = host(Color.red.frame(minWidth: 10, idealWidth: 70, maxWidth: 100).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(clamped.frame(of: "f")?.size, CGSize(width: 70, height: 10))
        // No ideal: the child's ideal (10), limited by the frame: max only → 10; min 30 → 30.
        let maxOnly = host(Color.red.frame(maxWidth: 100).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(maxOnly.frame(of: "f")?.size, CGSize(width: 10, height: 10))
        let minOnly = host(Color.red.frame(minWidth: 30).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(minOnly.frame(of: "f")?.size, CGSize(width: 30, height: 10))
        // The ideal is only for nil: proposed 200, the Color takes 200.
        let proposed = host(Color.red.frame(idealWidth: 70).id("f"), 200, 100)
        XCTAssertEqual(proposed.frame(of: "f"), rect(0, 0, 200, 100))
    }

    func testFlexibleFrameNormalisesTheIdealUpToTheMinimum() {
        // min 50 ≤ ideal 20 ≤ max 100 normalises the ideal to 50.
        let host = host(Color.red.frame(minWidth: 50, idealWidth: 20, maxWidth: 100).id("f").fixedSize(), 200, 100)
        XCTAssertEqual(host.frame(of: "f")?.size, CGSize(width: 50, height: 10))
    }

    // MARK: padding (§6.3)

    func testPaddingForms() {
        let cases: [(AnyView, CGRect)] = [
            (AnyView(Color.red.id("c").padding()), rect(16, 16, 200 - 32, 100 - 32)),
            (AnyView(Color.red.id("c").padding(10)), rect(10, 10, 180, 80)),
            (AnyView(Color.red.id("c").padding(.horizontal, 5)), rect(5, 0, 190, 100)),
            (AnyView(Color.red.id("c").padding(.top)), rect(0, 16, 200, 84)),
            (AnyView(Color.red.id("c").padding([.bottom, .trailing], 7)), rect(0, 0, 193, 93)),
            (AnyView(Color.red.id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
             rect(2, 1, 200 - 6, 100 - 4)),
        ]
        for (index, (view, expected)) in cases.enumerated() {
            XCTAssertEqual(host(view, 200, 100).frame(of: "c"), expected, "case \(index)")
        }
    }

    func testPaddingNeverProposesANegativeSize() {
        // 40 − 60 < 0: the Color is proposed 0×0; the padded view is 60×60, centred at (−10, −10).
        let host = host(Color.red.id("c").padding(30).id("p"), 40, 40)
        XCTAssertEqual(host.frame(of: "p"), rect(-10, -10, 60, 60))
        XCTAssertEqual(host.frame(of: "c"), rect(20, 20, 0, 0))
    }

    func testPaddingAroundAnIdealSize() {
        let host = host(Color.red.padding(5).id("p").fixedSize(), 100, 100)
        XCTAssertEqual(host.frame(of: "p"), rect(40, 40, 10 + 10, 10 + 10))
    }

    // MARK: border (§6.7, drawn as an overlay)

    func testBorderIsAStrokeInsetByHalfItsWidth() {
        let host = host(Color.red.frame(width: 50, height: 30).border(Color.blue, width: 4).id("b"), 200, 100)
        XCTAssertEqual(host.frame(of: "b"), rect(75, 35, 50, 30))
        XCTAssertEqual(host.displayList.items, [
            .fill(.rectangle, frame: rect(75, 35, 50, 30), color: .red),
            .stroke(.rectangle, frame: rect(75 + 2, 35 + 2, 50 - 4, 30 - 4), color: .blue, lineWidth: 4),
        ])
        let thin = ViewHost(rootView: Color.red.frame(width: 50, height: 30).border(Color.blue), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(thin.displayList.items.last,
                       .stroke(.rectangle, frame: rect(75.5, 35.5, 49, 29), color: .blue, lineWidth: 1))
    }

    // MARK: background and overlay (§6.7)

    func testBackgroundKeepsThePrimarySizeAndCentresTheSecondary() {
        let host = host(Color.red.frame(width: 50, height: 30)
            .background(Color.blue.frame(width: 20, height: 10).id("bg")).id("v"), 200, 100)
        XCTAssertEqual(host.frame(of: "v"), rect(75, 35, 50, 30))
        XCTAssertEqual(host.frame(of: "bg"), rect(75 + 15, 35 + 10, 20, 10))
    }

    func testSecondaryIsProposedThePrimarysSize() {
        let background = host(Color.red.frame(width: 50, height: 30).background(Color.blue.id("bg")), 200, 100)
        XCTAssertEqual(background.frame(of: "bg"), rect(75, 35, 50, 30))
        let overlay = host(Color.red.frame(width: 50, height: 30).overlay(Color.blue.id("o")), 200, 100)
        XCTAssertEqual(overlay.frame(of: "o"), rect(75, 35, 50, 30))
    }

    func testLargerSecondaryDoesNotGrowTheView() {
        let host = host(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30).overlay(Color.green.frame(width: 100, height: 100).id("o")).id("x")
            Color.blue.frame(width: 10, height: 10).id("y")
        }, 200, 100)
        let x = host.frame(of: "x")!
        XCTAssertEqual(x.size, CGSize(width: 50, height: 30))
        XCTAssertEqual(host.frame(of: "y")?.minX, x.maxX)
        // The overlay is centred on the primary: (midX − 50, midY − 50).
        XCTAssertEqual(host.frame(of: "o"), rect(x.midX - 50, x.midY - 50, 100, 100))
    }

    func testSecondaryAlignment() {
        let background = host(Color.red.frame(width: 50, height: 30)
            .background(alignment: .topTrailing) { Color.blue.frame(width: 20, height: 10).id("s") }, 200, 100)
        XCTAssertEqual(background.frame(of: "s"), rect(75 + 50 - 20, 35, 20, 10))
        let overlay = host(Color.red.frame(width: 50, height: 30)
            .overlay(alignment: .bottomLeading) { Color.blue.frame(width: 20, height: 10).id("s") }, 200, 100)
        XCTAssertEqual(overlay.frame(of: "s"), rect(75, 35 + 30 - 10, 20, 10))
        let trailing = host(Color.red.frame(width: 50, height: 30)
            .overlay(Color.blue.frame(width: 20, height: 10).id("s"), alignment: .trailing), 200, 100)
        XCTAssertEqual(trailing.frame(of: "s"), rect(75 + 30, 35 + 10, 20, 10))
    }

    func testBackgroundIsDrawnBeforeAndOverlayAfterThePrimary() {
        let host = host(Color.red.frame(width: 50, height: 30).background(Color.blue).overlay(Color.green), 200, 100)
        let frame = rect(75, 35, 50, 30)
        XCTAssertEqual(host.displayList.items, [
            .fill(.rectangle, frame: frame, color: .blue),
            .fill(.rectangle, frame: frame, color: .red),
            .fill(.rectangle, frame: frame, color: .green),
        ])
    }

    // MARK: Colours

    private func colors(_ host: ViewHost) -> [Color] {
        host.displayList.items.compactMap { item -> Color? in
            switch item {
            case .fill(_, _, let color), .stroke(_, _, let color, _): return color
            case .shape(_, _, let paint, _): return paint.representativeColor
            case .text, .image, .push, .beginMask, .pop: return nil
            }
        }
    }

    func testShapeColours() {
        XCTAssertEqual(colors(host(Rectangle(), 100, 100)), [.primary])
        XCTAssertEqual(colors(host(Rectangle().foregroundColor(.red), 100, 100)), [.red])
        XCTAssertEqual(colors(host(Rectangle().foregroundStyle(Color.green), 100, 100)), [.green])
        XCTAssertEqual(colors(host(Rectangle().fill(Color.blue), 100, 100)), [.blue])
        XCTAssertEqual(colors(host(Rectangle().fill(.orange), 100, 100)), [.orange])
        XCTAssertEqual(colors(host(Rectangle().fill(Color.blue).foregroundColor(.red), 100, 100)), [.blue])
        XCTAssertEqual(colors(host(Rectangle().stroke(Color.pink, lineWidth: 2), 100, 100)), [.pink])
    }

    func testForegroundColorReachesEveryShapeInside() {
        let shapes = host(VStack(spacing: 0) { Rectangle(); Circle() }.foregroundColor(.red), 100, 100)
        XCTAssertEqual(shapes.displayList.items, [
            .fill(.rectangle, frame: rect(0, 0, 100, 50), color: .red),
            // The circle is the square centred in its 100×50 frame.
            .fill(.ellipse, frame: rect(25, 50, 50, 50), color: .red),
        ])
        let inner = host(VStack { Rectangle().foregroundColor(.green) }.foregroundColor(.red), 100, 100)
        XCTAssertEqual(colors(inner), [.green])
    }

    // MARK: fixedSize (§6.4)

    func testFixedSize() {
        XCTAssertEqual(host(Color.red.id("c").fixedSize(), 100, 100).frame(of: "c"), rect(45, 45, 10, 10))
        XCTAssertEqual(host(Color.red.id("c").fixedSize(horizontal: true, vertical: false), 200, 100).frame(of: "c"),
                       rect(95, 0, 10, 100))
        XCTAssertEqual(host(Color.red.id("c").fixedSize(horizontal: false, vertical: true), 200, 100).frame(of: "c"),
                       rect(0, 45, 200, 10))
    }

    func testFixedSizeInAStackIsInflexible() {
        // The fixed child is 80 at every proposal, so it is offered first and the Color gets 100 − 80.
        let host = host(HStack(spacing: 0) {
            Color.red.frame(idealWidth: 80).fixedSize(horizontal: true, vertical: false).id("f")
            Color.blue.id("c")
        }, 100, 50)
        XCTAssertEqual(host.frame(of: "f"), rect(0, 0, 80, 50))
        XCTAssertEqual(host.frame(of: "c"), rect(80, 0, 20, 50))
    }

    // MARK: layoutPriority

    func testLayoutPriorityTravelsThroughModifiers() {
        // With priority 1 the capped view is served first: min(300, 200) = 200; the other gets 100.
        // (Without it, the less flexible capped view would be offered 150 and take 150.)
        let host = host(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).frame(maxWidth: 200).padding(0).id("b")
        }, 300, 50)
        XCTAssertEqual(host.frame(of: "a"), rect(0, 0, 100, 50))
        XCTAssertEqual(host.frame(of: "b"), rect(100, 0, 200, 50))
    }

    func testNegativePriorityGetsOnlyItsMinimum() {
        // available = 100 − 30; priority 0 first: offered 70; then priority −1: 0 + 30 back, offered 30.
        let host = host(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).layoutPriority(-1).id("low")
            Color.blue.id("normal")
        }, 100, 50)
        XCTAssertEqual(host.frame(of: "low"), rect(0, 0, 30, 50))
        XCTAssertEqual(host.frame(of: "normal"), rect(30, 0, 70, 50))
    }

    // MARK: layoutValue (§2.7)

    func testLayoutValueReachesTheContainer() {
        let layout = PlaceAtX()
        let host = host(layout {
            Color.red.layoutValue(key: XPosition.self, value: 40).id("a")
            Color.green.layoutValue(key: XPosition.self, value: 25).frame(width: 10).id("b")
            Color.blue.id("c")
        }, 200, 100)
        XCTAssertEqual(host.frame(of: "a"), rect(40, 0, 10, 10))
        XCTAssertEqual(host.frame(of: "b"), rect(25, 0, 10, 10))
        XCTAssertEqual(host.frame(of: "c"), rect(XPosition.defaultValue, 0, 10, 10))
    }

    // MARK: alignmentGuide (§6.6, §3.5)

    func testCustomAlignmentAcrossNestedStacks() {
        let mid = VerticalAlignment(MidAlignment.self)
        let host = host(HStack(alignment: mid, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10).id("a1")
                HStack(spacing: 0) {
                    Color.green.frame(width: 20, height: 30).alignmentGuide(mid) { d in d[VerticalAlignment.center] }.id("a2")
                }.padding(.top, 5)
            }
            VStack(spacing: 0) {
                Color.blue.frame(width: 20, height: 70).alignmentGuide(mid) { d in d[VerticalAlignment.center] }.id("b1")
                Color.yellow.frame(width: 20, height: 10).id("b2")
            }
        }.fixedSize().id("stack"), 400, 400)
        let stack = host.frame(of: "stack")!
        // Left column (45 tall): mid = 10 (a1) + 5 (padding) + 15 (a2's centre) = 30.
        // Right column (80 tall): mid = 35 (b1's centre). Offsets −30 and −35: the stack spans −35 … 45.
        XCTAssertEqual(stack.size, CGSize(width: 40, height: 80))
        XCTAssertEqual(host.frame(of: "a1"), rect(stack.minX, stack.minY + 5, 20, 10))
        XCTAssertEqual(host.frame(of: "a2"), rect(stack.minX, stack.minY + 5 + 10 + 5, 20, 30))
        XCTAssertEqual(host.frame(of: "b1"), rect(stack.minX + 20, stack.minY, 20, 70))
        XCTAssertEqual(host.frame(of: "a2")?.midY, host.frame(of: "b1")?.midY)
    }

    func testAlignmentGuideDoesNotChangeTheViewsSize() {
        let host = host(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 20).alignmentGuide(.top) { _ in -5 }.id("a")
            Color.blue.frame(width: 10, height: 20).id("b")
        }.fixedSize().id("stack"), 100, 100)
        // a's top guide is at −5, so a sits 5 lower than b; the stack is 25 tall.
        let stack = host.frame(of: "stack")!
        XCTAssertEqual(stack.size, CGSize(width: 20, height: 25))
        XCTAssertEqual(host.frame(of: "a"), rect(stack.minX, stack.minY + 5, 10, 20))
        XCTAssertEqual(host.frame(of: "b"), rect(stack.minX + 10, stack.minY, 10, 20))
    }

    // MARK: offset (§6.8)

    func testOffsetMovesTheDrawingNotTheLayout() {
        let host = host(HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.id("b").offset(x: 10, y: 20)
            Color.blue.id("c")
        }.id("stack"), 300, 100)
        XCTAssertEqual(host.frame(of: "stack"), rect(0, 0, 300, 100))
        XCTAssertEqual(host.frame(of: "a"), rect(0, 0, 100, 100))
        XCTAssertEqual(host.frame(of: "b"), rect(100 + 10, 0 + 20, 100, 100))
        XCTAssertEqual(host.frame(of: "c"), rect(200, 0, 100, 100))
        XCTAssertEqual(host.displayList.items[1], .fill(.rectangle, frame: rect(110, 20, 100, 100), color: .green))
    }

    func testOffsetsMoveEverythingInsideAndAddUp() {
        let host = host(VStack { Color.red.id("inner") }.offset(x: 5).offset(CGSize(width: 1, height: 7)), 100, 100)
        XCTAssertEqual(host.frame(of: "inner"), rect(5 + 1, 7, 100, 100))
    }

    // MARK: opacity

    private func opacities(_ host: ViewHost) -> [Double] { colors(host).map(\.opacity) }

    func testOpacityMultipliesTheDrawnColour() {
        let square = Color.red.frame(width: 10, height: 10)
        XCTAssertEqual(opacities(host(square.opacity(0.5), 100, 100)), [0.5])
        let nested = opacities(host(VStack { square.opacity(0.5) }.opacity(0.4), 100, 100))
        XCTAssertEqual(nested.first ?? 0, 0.4 * 0.5, accuracy: 1e-12)
        let translucent = Color(red: 1, green: 0, blue: 0, opacity: 0.5).frame(width: 10, height: 10)
        XCTAssertEqual(opacities(host(translucent.opacity(0.5), 100, 100)), [0.25])
    }

    func testOpacityDoesNotChangeTheLayout() {
        let host = host(HStack(spacing: 0) { Rectangle().opacity(0.3).id("a"); Color.blue.id("b") }, 200, 100)
        XCTAssertEqual(host.frame(of: "a"), rect(0, 0, 100, 100))
        XCTAssertEqual(host.frame(of: "b"), rect(100, 0, 100, 100))
    }

    // MARK: id

    func testIdFindsTheViewsFrame() {
        let host = host(VStack(spacing: 0) { Color.red.id(1); Color.blue.frame(height: 30).id("two") }, 100, 100)
        XCTAssertEqual(host.frame(of: 1), rect(0, 0, 100, 70))
        XCTAssertEqual(host.frame(of: "two"), rect(0, 70, 100, 30))
        XCTAssertNil(host.frame(of: "missing"))
        XCTAssertNil(host.frame(of: "1")) // ids are typed: the Int 1 is not the String "1"
    }

    func testChangingTheIdMakesANewView() {
        let calls = CacheCalls()
        let view = { (id: Int) in CacheCounter(calls: calls) { Color.red }.id(id) }
        let host = host(view(1), 100, 100)
        XCTAssertEqual(calls.make, 1)
        host.update(rootView: view(1))
        XCTAssertEqual(calls.make, 1)
        XCTAssertEqual(calls.update, 1)
        host.update(rootView: view(2))
        XCTAssertEqual(calls.make, 2)
        XCTAssertEqual(calls.update, 1)
        XCTAssertNotNil(host.frame(of: 2))
        XCTAssertNil(host.frame(of: 1))
    }
}

// MARK: - Helpers

extension ModifierTests {
    enum XPosition: LayoutValueKey {
        static let defaultValue: CGFloat = 5
    }

    /// Places each subview at x = its `XPosition` value, y = 0, proposing 10×10.
    struct PlaceAtX: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + subview[XPosition.self], y: bounds.minY),
                              proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    /// A guide whose default is the bottom edge, so that only explicit values line views up at their centres.
    enum MidAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }

}

/// `Color(hue:saturation:brightness:)` against the HSB definition: the primaries and secondaries at their
/// hues, grey without saturation, black without brightness, a hue past 1 wrapping round.
final class ColorHueTests: XCTestCase {
    func testHueSaturationBrightnessGivesTheHSBColour() {
        func rgb(_ color: Color) -> [Double] { [color.red, color.green, color.blue].map { ($0 * 1000).rounded() / 1000 } }
        XCTAssertEqual(rgb(Color(hue: 0, saturation: 1, brightness: 1)), [1, 0, 0])
        XCTAssertEqual(rgb(Color(hue: 1.0 / 6, saturation: 1, brightness: 1)), [1, 1, 0])
        XCTAssertEqual(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 1, 0])
        XCTAssertEqual(rgb(Color(hue: 0.5, saturation: 1, brightness: 1)), [0, 1, 1])
        XCTAssertEqual(rgb(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)), [0, 0, 1])
        XCTAssertEqual(rgb(Color(hue: 5.0 / 6, saturation: 1, brightness: 1)), [1, 0, 1])
        XCTAssertEqual(rgb(Color(hue: 1, saturation: 1, brightness: 1)), [1, 0, 0])
        XCTAssertEqual(rgb(Color(hue: 1.25, saturation: 1, brightness: 1)), rgb(Color(hue: 0.25, saturation: 1, brightness: 1)))
        // Half way from red to yellow: green at half; saturation 0.5 raises the lowest component to 0.5 × v.
        XCTAssertEqual(rgb(Color(hue: 1.0 / 12, saturation: 1, brightness: 1)), [1, 0.5, 0])
        XCTAssertEqual(rgb(Color(hue: 0, saturation: 0.5, brightness: 0.8)), [0.8, 0.4, 0.4])
        XCTAssertEqual(rgb(Color(hue: 0.3, saturation: 0, brightness: 0.6)), [0.6, 0.6, 0.6])
        XCTAssertEqual(rgb(Color(hue: 0.7, saturation: 1, brightness: 0)), [0, 0, 0])
        XCTAssertEqual(Color(hue: 0, saturation: 1, brightness: 1, opacity: 0.25).opacity, 0.25)
    }
}
