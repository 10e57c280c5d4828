import XCTest
@testable import Reflow

/// HStack and VStack (layout rules §5.1, with §3.3 for spacers and dividers, §4 for spacing and §2.5 for
/// right-to-left). Frames are in host coordinates; the root is centred in the host.
final class StackTests: XCTestCase {
    private func host<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height))
    }

    private func frames(_ host: ViewHost, _ ids: [String]) -> [CGRect?] { ids.map { host.frame(of: $0) } }

    // MARK: Distributing the length (§5.1b)

    func testThreePriorityGroupsAreServedInOrderHoldingBackLowerMinimums() {
        // low: min 10, no max; high (priority 2): 0…100; mid (priority 1): 20…80.
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).id("low")
            Color.green.frame(maxWidth: 100).layoutPriority(2).id("high")
            Color.blue.frame(minWidth: 20, maxWidth: 80).layoutPriority(1).id("mid")
        }
        // 300: available = 300 − (10 + 0 + 20) = 270; high +0 → offered 270, takes 100, 170 left;
        // mid +20 → offered 190, takes 80, 110 left; low +10 → offered 120, takes 120.
        let wide = host(view, 300, 50)
        XCTAssertEqual(frames(wide, ["low", "high", "mid"]), [
            CGRect(x: 0, y: 0, width: 120, height: 50),
            CGRect(x: 120, y: 0, width: 100, height: 50),
            CGRect(x: 220, y: 0, width: 80, height: 50),
        ])
        // 150: available = 150 − 30 = 120; high offered 120, takes 100, 20 left; mid +20 → offered 40,
        // takes 40, 0 left; low +10 → offered 10, takes 10.
        let narrow = host(view, 150, 50)
        XCTAssertEqual(frames(narrow, ["low", "high", "mid"]), [
            CGRect(x: 0, y: 0, width: 10, height: 50),
            CGRect(x: 10, y: 0, width: 100, height: 50),
            CGRect(x: 110, y: 0, width: 40, height: 50),
        ])
    }

    func testLessFlexibleChildrenAreOfferedSpaceFirst() {
        // Flexibility: "inf" ∞, "max" 50, "fixed" 0, so the order is fixed, max, inf:
        // fixed offered 200 / 3, takes 40 (160 left); max offered 160 / 2 = 80, takes 50; inf gets 110.
        let host = host(HStack(spacing: 0) {
            Color.red.id("inf")
            Color.green.frame(maxWidth: 50).id("max")
            Color.blue.frame(width: 40).id("fixed")
        }, 200, 50)
        XCTAssertEqual(frames(host, ["inf", "max", "fixed"]), [
            CGRect(x: 0, y: 0, width: 200 - 40 - 50, height: 50),
            CGRect(x: 110, y: 0, width: 50, height: 50),
            CGRect(x: 160, y: 0, width: 40, height: 50),
        ])
    }

    func testAmongInfinitelyFlexibleChildrenTheLargerMinimumGoesFirst() {
        // Both are infinitely flexible; the spacer's minimum (70) is larger, so it is offered first:
        // available = 100 − 70 + 70 = 100; spacer offered 100 / 2 = 50, takes max(50, 70) = 70; Color gets 30.
        // (In source order the Color would take 50 and the stack would overflow to 120.)
        let host = host(HStack(spacing: 0) {
            Color.red.id("color")
            Spacer(minLength: 70).id("spacer")
        }.id("stack"), 100, 40)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(host.frame(of: "color"), CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(host.frame(of: "spacer"), CGRect(x: 30, y: 20, width: 70, height: 0))
    }

    func testSameInVStack() {
        let host = host(VStack(spacing: 0) {
            Color.red.id("color")
            Spacer(minLength: 70).id("spacer")
        }, 40, 100)
        XCTAssertEqual(host.frame(of: "color"), CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(host.frame(of: "spacer"), CGRect(x: 20, y: 30, width: 0, height: 70))
    }

    // MARK: Spacing (§4.5–§4.7)

    func testNilSpacingIsEightBetweenViewsAndZeroNextToASpacer() {
        // 10 + 8 + 10 + 0 + spacer + 0 + 10 = 300, so the spacer is 300 − 38 = 262.
        let host = host(HStack {
            Color.red.frame(width: 10).id("a")
            Color.green.frame(width: 10).id("b")
            Spacer().id("s")
            Color.blue.frame(width: 10).id("c")
        }, 300, 50)
        XCTAssertEqual(host.frame(of: "a")?.minX, 0)
        XCTAssertEqual(host.frame(of: "b")?.minX, 10 + 8)
        XCTAssertEqual(host.frame(of: "s"), CGRect(x: 28, y: 25, width: 262, height: 0))
        XCTAssertEqual(host.frame(of: "c")?.minX, 290)
    }

    func testExplicitSpacingIsUsedBetweenEveryPairEvenNextToASpacer() {
        // 3 gaps of 5: 10 + 5 + 10 + 5 + spacer + 5 + 10 = 300, so the spacer is 255.
        let host = host(HStack(spacing: 5) {
            Color.red.frame(width: 10).id("a")
            Color.green.frame(width: 10).id("b")
            Spacer().id("s")
            Color.blue.frame(width: 10).id("c")
        }, 300, 50)
        XCTAssertEqual(host.frame(of: "b")?.minX, 15)
        XCTAssertEqual(host.frame(of: "s"), CGRect(x: 30, y: 25, width: 255, height: 0))
        XCTAssertEqual(host.frame(of: "c")?.minX, 290)
    }

    func testVStackNilSpacing() {
        let host = host(VStack {
            Color.red.frame(height: 10).id("a")
            Color.green.frame(height: 10).id("b")
            Spacer().id("s")
            Color.blue.frame(height: 10).id("c")
        }, 50, 300)
        XCTAssertEqual(host.frame(of: "b")?.minY, 18)
        XCTAssertEqual(host.frame(of: "s"), CGRect(x: 25, y: 28, width: 0, height: 262))
        XCTAssertEqual(host.frame(of: "c")?.minY, 290)
    }

    // MARK: Overflow (§5.1d)

    func testChildrenWiderThanTheProposalOverflowAndTheStackIsCentred() {
        let host = host(HStack(spacing: 0) {
            Color.red.frame(width: 100).id("a")
            Color.blue.frame(width: 100).id("b")
        }.id("stack"), 150, 50)
        // The stack is 200 wide, centred in 150: x = (150 − 200) / 2 = −25.
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: -25, y: 0, width: 200, height: 50))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: -25, y: 0, width: 100, height: 50))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 75, y: 0, width: 100, height: 50))
    }

    // MARK: Alignment (§5.1d)

    private func hstack(_ alignment: VerticalAlignment) -> ViewHost {
        // 20×40 stack centred in 100×100 at (40, 30).
        host(HStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 10, height: 20).id("short")
            Color.blue.frame(width: 10, height: 40).id("tall")
        }, 100, 100)
    }

    func testHStackAlignments() {
        XCTAssertEqual(hstack(.top).frame(of: "short"), CGRect(x: 40, y: 30, width: 10, height: 20))
        XCTAssertEqual(hstack(.center).frame(of: "short"), CGRect(x: 40, y: 30 + (40 - 20) / 2, width: 10, height: 20))
        XCTAssertEqual(hstack(.bottom).frame(of: "short"), CGRect(x: 40, y: 30 + 40 - 20, width: 10, height: 20))
        for alignment in [VerticalAlignment.top, .center, .bottom] {
            XCTAssertEqual(hstack(alignment).frame(of: "tall"), CGRect(x: 50, y: 30, width: 10, height: 40))
        }
    }

    private func vstack(_ alignment: HorizontalAlignment) -> ViewHost {
        // 40×20 stack centred in 100×100 at (30, 40).
        host(VStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 20, height: 10).id("narrow")
            Color.blue.frame(width: 40, height: 10).id("wide")
        }, 100, 100)
    }

    func testVStackAlignments() {
        XCTAssertEqual(vstack(.leading).frame(of: "narrow"), CGRect(x: 30, y: 40, width: 20, height: 10))
        XCTAssertEqual(vstack(.center).frame(of: "narrow"), CGRect(x: 30 + (40 - 20) / 2, y: 40, width: 20, height: 10))
        XCTAssertEqual(vstack(.trailing).frame(of: "narrow"), CGRect(x: 30 + 40 - 20, y: 40, width: 20, height: 10))
        for alignment in [HorizontalAlignment.leading, .center, .trailing] {
            XCTAssertEqual(vstack(alignment).frame(of: "wide"), CGRect(x: 30, y: 50, width: 40, height: 10))
        }
    }

    // MARK: Unspecified proposals (§5.1c)

    func testNilProposalsGiveIdealSizes() {
        // Colors are ideally 10×10; default gap 8.
        let h = host(HStack { Color.red.id("a"); Color.blue.id("b") }.fixedSize().id("stack"), 100, 100)
        XCTAssertEqual(h.frame(of: "stack"), CGRect(x: 36, y: 45, width: 10 + 8 + 10, height: 10))
        XCTAssertEqual(h.frame(of: "b"), CGRect(x: 36 + 18, y: 45, width: 10, height: 10))
        let v = host(VStack { Color.red.id("a"); Color.blue.id("b") }.fixedSize().id("stack"), 100, 100)
        XCTAssertEqual(v.frame(of: "stack"), CGRect(x: 45, y: 36, width: 10, height: 28))
        XCTAssertEqual(v.frame(of: "b"), CGRect(x: 45, y: 36 + 18, width: 10, height: 10))
    }

    func testNilMajorProposalWithAFixedMinor() {
        // fixedSize(horizontal:) proposes (nil, 60): widths are ideal (10), heights follow the 60.
        let host = host(HStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b") }
            .fixedSize(horizontal: true, vertical: false).id("stack"), 100, 60)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 40, y: 0, width: 20, height: 60))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 50, y: 0, width: 10, height: 60))
    }

    func testPlacementReplacesAnUnspecifiedMinorProposalWithTheStacksThickness() {
        // Sizing with (200, nil): the Color is ideally 10 tall, the framed one 30, so the stack is 30 tall.
        // Placing, the nil height becomes 30 (§5.1e): the first Color is proposed (100, 30) and is 30 tall.
        let host = host(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(height: 30).id("b")
        }.fixedSize(horizontal: false, vertical: true).id("stack"), 200, 100)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 35, width: 200, height: 30))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 35, width: 100, height: 30))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 100, y: 35, width: 100, height: 30))
    }

    func testEmptyStacksAreZeroSized() {
        let h = host(HStack {}.id("h"), 100, 80)
        XCTAssertEqual(h.frame(of: "h"), CGRect(x: 50, y: 40, width: 0, height: 0))
        let v = host(VStack { EmptyView() }.id("v"), 100, 80)
        XCTAssertEqual(v.frame(of: "v"), CGRect(x: 50, y: 40, width: 0, height: 0))
    }

    // MARK: Nesting

    func testNestedStacks() {
        // VStack: the fixed 20-tall view goes first (offered 100 / 2 = 50, takes 20); the infinitely flexible
        // HStack gets the other 80. (Top alignment: the centred variant is in EdgeCaseTests.)
        let host = host(VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) { Color.red.id("a"); Color.green.id("b") }
            Color.blue.frame(height: 20).id("c")
        }, 200, 100)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 100, y: 0, width: 100, height: 80))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 0, y: 80, width: 200, height: 20))
    }

    func testNestedFixedStacks() {
        // Everything fixed: HStack 10 + 8 + 20 wide and 30 tall over a 50×20 view, gap 8:
        // the VStack is max(38, 50) × (30 + 8 + 20) = 50×58, centred in 100×100 at (25, 21).
        let host = host(VStack {
            HStack {
                Color.red.frame(width: 10, height: 30).id("a")
                Color.green.frame(width: 20, height: 10).id("b")
            }.id("h")
            Color.blue.frame(width: 50, height: 20).id("c")
        }.id("v"), 100, 100)
        XCTAssertEqual(host.frame(of: "v"), CGRect(x: 25, y: 21, width: 50, height: 58))
        XCTAssertEqual(host.frame(of: "h"), CGRect(x: 25 + 6, y: 21, width: 38, height: 30))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 31, y: 21, width: 10, height: 30))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 31 + 18, y: 21 + 10, width: 20, height: 10))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 25, y: 21 + 38, width: 50, height: 20))
    }

    // MARK: Dividers and spacers (§3.3)

    func testDividerInAnHStackIsOneWideAndFullHeight() {
        // 10 + 1 + 10 = 21 wide, centred in 100: x = 39.5; the divider takes the proposed height 50.
        let host = host(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("a")
            Divider().id("d")
            Color.blue.frame(width: 10, height: 30)
        }.id("stack"), 100, 50)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 39.5, y: 0, width: 21, height: 50))
        XCTAssertEqual(host.frame(of: "d"), CGRect(x: 49.5, y: 0, width: 1, height: 50))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 39.5, y: 10, width: 10, height: 30))
    }

    func testDividerInAVStackIsOneTallAndFullWidth() {
        let host = host(VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10)
            Divider().id("d")
            Color.blue.frame(width: 30, height: 10)
        }.id("stack"), 50, 100)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: 39.5, width: 50, height: 21))
        XCTAssertEqual(host.frame(of: "d"), CGRect(x: 0, y: 49.5, width: 50, height: 1))
    }

    func testSpacerMinLengthInAnHStack() {
        // Color fixed 90 goes first (offered (100 − 110 + 110) / 2 = 50, takes 90); spacer offered 10, takes
        // its minimum 20. 110 overflows 100: the stack starts at −5.
        let host = host(HStack(spacing: 0) {
            Color.red.frame(width: 90).id("c")
            Spacer(minLength: 20).id("s")
        }.id("stack"), 100, 50)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: -5, y: 0, width: 110, height: 50))
        XCTAssertEqual(host.frame(of: "s"), CGRect(x: 85, y: 25, width: 20, height: 0))
    }

    func testSpacerMinLengthInAVStack() {
        let host = host(VStack(spacing: 0) {
            Color.red.frame(height: 90).id("c")
            Spacer(minLength: 20).id("s")
        }.id("stack"), 50, 100)
        XCTAssertEqual(host.frame(of: "stack"), CGRect(x: 0, y: -5, width: 50, height: 110))
        XCTAssertEqual(host.frame(of: "s"), CGRect(x: 25, y: 85, width: 0, height: 20))
    }

    func testSpacerIdealLengthIsItsMinimum() {
        // Ideal (nil proposal): the minimum along the axis, 0 across (§3.3).
        let h = host(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer(minLength: 30).id("s")
            Spacer().id("default")
        }.fixedSize().id("stack"), 100, 100)
        XCTAssertEqual(h.frame(of: "stack")?.size, CGSize(width: 10 + 30 + 8, height: 10))
        XCTAssertEqual(h.frame(of: "s")?.size, CGSize(width: 30, height: 0))
        XCTAssertEqual(h.frame(of: "default")?.size, CGSize(width: 8, height: 0))
        let v = host(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer(minLength: 30).id("s")
        }.fixedSize().id("stack"), 100, 100)
        XCTAssertEqual(v.frame(of: "stack")?.size, CGSize(width: 10, height: 10 + 30))
        XCTAssertEqual(v.frame(of: "s")?.size, CGSize(width: 0, height: 30))
    }

    // MARK: Right to left (§2.5)

    func testRightToLeftHStackMirrorsTheOrder() {
        let host = host(HStack(spacing: 0) {
            Color.red.id("first"); Color.green.id("second"); Color.blue.frame(width: 50).id("third")
        }.environment(\.layoutDirection, .rightToLeft), 300, 100)
        // LTR: first 0…125, second 125…250, third 250…300; mirrored: x′ = 300 − (x + w).
        XCTAssertEqual(host.frame(of: "first"), CGRect(x: 300 - 125, y: 0, width: 125, height: 100))
        XCTAssertEqual(host.frame(of: "second"), CGRect(x: 300 - 250, y: 0, width: 125, height: 100))
        XCTAssertEqual(host.frame(of: "third"), CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    func testRightToLeftLeadingPaddingInsetsFromTheRight() {
        let host = host(Color.red.id("c").padding(.leading, 10)
            .environment(\.layoutDirection, .rightToLeft), 100, 100)
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 0, y: 0, width: 90, height: 100))
    }

    func testRightToLeftVStackLeadingAlignmentIsTheRightEdge() {
        let host = host(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 10).id("narrow")
            Color.blue.frame(width: 40, height: 10)
        }.environment(\.layoutDirection, .rightToLeft), 100, 100)
        // The 40-wide stack is at x = 30; leading is its right edge, 70.
        XCTAssertEqual(host.frame(of: "narrow"), CGRect(x: 70 - 20, y: 40, width: 20, height: 10))
    }

    // MARK: Placing after sizing (§5.1e)

    func testNestedStacksPlaceWhatEachResizeAllocates() {
        // A stack places its children with the shares it worked out for the proposal it was sized for; each
        // resize proposes new shares, which the placement must follow, not the shares of an earlier pass.
        // HStack(spacing: 0) of a 60-wide frame and a VStack(spacing: 0) of two colours, the lower one at most
        // 30 high; the VStack takes the width the frame leaves, and its upper colour the height the lower
        // one leaves (the lower, less flexible, goes first: offered half, it takes at most 30).
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 60).id("fixed")
            VStack(spacing: 0) {
                Color.green.id("upper")
                Color.blue.frame(maxHeight: 30).id("lower")
            }.id("column")
        }
        let host = host(view, 200, 100)
        for (width, height) in [(200.0, 100.0), (260, 100), (260, 40), (200, 100), (300, 80)] {
            host.resize(to: CGSize(width: width, height: height))
            // The column is width − 60 wide; the lower colour, offered height / 2, is min(height / 2, 30) high.
            let lower = min(height / 2, 30)
            XCTAssertEqual(frames(host, ["fixed", "column", "upper", "lower"]), [
                CGRect(x: 0, y: 0, width: 60, height: height),
                CGRect(x: 60, y: 0, width: width - 60, height: height),
                CGRect(x: 60, y: 0, width: width - 60, height: height - lower),
                CGRect(x: 60, y: height - lower, width: width - 60, height: lower),
            ], "at \(width)×\(height)")
        }
    }
}
