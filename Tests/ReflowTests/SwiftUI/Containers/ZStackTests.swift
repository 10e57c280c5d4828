import XCTest
@testable import Reflow

/// ZStack (layout rules §5.2). Expected frames are worked out by hand from the rules; the host is 400×400 and
/// centres the root view, so frames are checked relative to the stack's own frame where that is simpler.
final class ZStackTests: XCTestCase {
    private let size = CGSize(width: 400, height: 400)

    private func block(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height)
    }

    func testSizeIsTheLargestChildInEachAxisAndChildrenAreCentred() {
        let host = ViewHost(rootView: ZStack {
            block(100, 50).id("a")
            block(60, 80).id("b")
        }.id("z"), size: size)
        // 100 wide from a, 80 tall from b; centred in the 400×400 host.
        XCTAssertEqual(host.frame(of: "z"), CGRect(x: (400 - 100) / 2.0, y: (400 - 80) / 2.0, width: 100, height: 80))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 150, y: 160 + (80 - 50) / 2.0, width: 100, height: 50))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 150 + (100 - 60) / 2.0, y: 160, width: 60, height: 80))
    }

    func testTopLeadingAlignment() {
        let host = ViewHost(rootView: ZStack(alignment: .topLeading) {
            block(100, 50).id("a")
            block(60, 80).id("b")
        }.id("z"), size: size)
        XCTAssertEqual(host.frame(of: "z"), CGRect(x: 150, y: 160, width: 100, height: 80))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 150, y: 160, width: 100, height: 50))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 150, y: 160, width: 60, height: 80))
    }

    func testBottomTrailingAlignment() {
        let host = ViewHost(rootView: ZStack(alignment: .bottomTrailing) {
            block(100, 50).id("a")
            block(60, 80).id("b")
        }.id("z"), size: size)
        // Every child's bottom-trailing corner is the stack's, (250, 240).
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 250 - 100, y: 240 - 50, width: 100, height: 50))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: 250 - 60, y: 240 - 80, width: 60, height: 80))
    }

    func testExplicitGuidesWidenTheStack() throws {
        let host = ViewHost(rootView: ZStack(alignment: .topLeading) {
            block(100, 50).id("a")
            block(50, 50).alignmentGuide(.leading) { _ in 30 }.alignmentGuide(.top) { _ in -20 }.id("b")
        }.id("z"), size: size)
        // With the guides meeting at (0, 0): a covers x 0…100, y 0…50; b covers x −30…20, y 20…70.
        // The stack is the extent: x −30…100 (130 wide), y 0…70 (70 tall).
        let z = try XCTUnwrap(host.frame(of: "z"))
        XCTAssertEqual(z, CGRect(x: (400 - 130) / 2.0, y: (400 - 70) / 2.0, width: 130, height: 70))
        // The guides meet at the stack's origin moved by (30, 0).
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: z.minX + 30, y: z.minY, width: 100, height: 50))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: z.minX + 30 - 30, y: z.minY + 20, width: 50, height: 50))
    }

    func testCustomAlignmentID() throws {
        let quarter = Alignment(horizontal: HorizontalAlignment(QuarterWidth.self), vertical: .top)
        let host = ViewHost(rootView: ZStack(alignment: quarter) {
            block(100, 20).id("a")
            block(40, 20).id("b")
        }.id("z"), size: size)
        // Guides at a quarter of each width: a's at 25, b's at 10, so b starts 25 − 10 = 15 after a.
        let z = try XCTUnwrap(host.frame(of: "z"))
        XCTAssertEqual(z.size, CGSize(width: 100, height: 20))
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: z.minX, y: z.minY, width: 100, height: 20))
        XCTAssertEqual(host.frame(of: "b"), CGRect(x: z.minX + 15, y: z.minY, width: 40, height: 20))
    }

    func testLowerPriorityChildFillsTheSizeTheOthersMake() {
        let host = ViewHost(rootView: ZStack {
            Color.blue.id("background")
            block(80, 40).layoutPriority(1).id("content")
        }.id("z"), size: size)
        // Only the content decides the size; the Color alone would have taken 400×400.
        let expected = CGRect(x: (400 - 80) / 2.0, y: (400 - 40) / 2.0, width: 80, height: 40)
        XCTAssertEqual(host.frame(of: "z"), expected)
        XCTAssertEqual(host.frame(of: "content"), expected)
        // The Color is proposed the stack's 80×40 and takes it.
        XCTAssertEqual(host.frame(of: "background"), expected)
    }

    func testLowerPriorityChildMayOverflowButDoesNotGrowTheStack() {
        let host = ViewHost(rootView: ZStack {
            block(200, 10).id("wide")
            block(80, 40).layoutPriority(1).id("content")
        }.id("z"), size: size)
        XCTAssertEqual(host.frame(of: "z"), CGRect(x: 160, y: 180, width: 80, height: 40))
        // Centred on the stack: x = 160 + (80 − 200) / 2.0, y = 180 + (40 − 10) / 2.
        XCTAssertEqual(host.frame(of: "wide"), CGRect(x: 100, y: 195, width: 200, height: 10))
    }

    func testIdealSizeIsTheLargestIdealChild() {
        let host = ViewHost(rootView: ZStack {
            Color.red.id("a")
            Color.blue.frame(width: 30).id("b")
        }.fixedSize().id("z"), size: size)
        // Colors are ideally 10×10 (layout rules §6.5); b is 30 wide.
        XCTAssertEqual(host.frame(of: "z")?.size, CGSize(width: 30, height: 10))
        XCTAssertEqual(host.frame(of: "a")?.size, CGSize(width: 10, height: 10))
    }

    func testEmptyZStackIsZeroSized() {
        let host = ViewHost(rootView: ZStack {}.id("z"), size: size)
        XCTAssertEqual(host.frame(of: "z"), CGRect(x: 200, y: 200, width: 0, height: 0))
    }

    func testLayoutHasNoStackOrientation() {
        XCTAssertNil(ZStackLayout.layoutProperties.stackOrientation)
    }
}

/// A horizontal guide a quarter of the way across a view.
private enum QuarterWidth: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
}
