import XCTest
@testable import Reflow

/// `.minimumScaleFactor`: a text that would be truncated is set smaller, down to the factor, as UIKit's
/// `adjustsFontSizeToFitWidth` does. Widths follow `FixedAdvanceTextMeasurer`: at 17 pt a character is
/// 0.6 × 17 = 10.2 wide, so "abcdefghij" is 102.
final class TextScalingTests: XCTestCase {
    private func runs(_ host: ViewHost) -> [TextRun] {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    private func host(factor: CGFloat?, width: CGFloat) -> ViewHost {
        let text = Text("abcdefghij").lineLimit(1)
        let view: AnyView = factor.map { AnyView(text.minimumScaleFactor($0)) } ?? AnyView(text)
        return ViewHost(rootView: view.frame(width: width).id("t"), size: CGSize(width: 400, height: 200))
    }

    func testATextThatWouldBeTruncatedIsSetAtTheLargestSizeThatFits() throws {
        // At half the width it fits at half the size (scales are found in 64ths: 32/64).
        let run = try XCTUnwrap(runs(host(factor: 0.25, width: 51)).first)
        XCTAssertEqual(run.text, "abcdefghij", "not truncated")
        XCTAssertEqual(run.font.size, 17 * 0.5, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(run.width, 51 + 1e-6)
    }

    func testBelowTheFactorItIsTruncatedAtTheFactor() throws {
        let run = try XCTUnwrap(runs(host(factor: 0.75, width: 51)).first)
        XCTAssertEqual(run.font.size, 17 * 0.75, accuracy: 1e-9)
        XCTAssertTrue(run.text.hasSuffix("…"), run.text)
    }

    func testWithoutTheModifierOrWhenItFitsTheSizeIsKept() throws {
        let truncated = try XCTUnwrap(runs(host(factor: nil, width: 51)).first)
        XCTAssertEqual(truncated.font.size, 17)
        XCTAssertTrue(truncated.text.hasSuffix("…"))
        let fitting = try XCTUnwrap(runs(host(factor: 0.25, width: 200)).first)
        XCTAssertEqual(fitting.font.size, 17)
        XCTAssertEqual(fitting.text, "abcdefghij")
    }

    func testTheScaledTextIsAsTallAsItsSmallerLine() throws {
        let host = ViewHost(rootView: Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.25).frame(width: 51).fixedSize(horizontal: false, vertical: true).id("t"),
                            size: CGSize(width: 400, height: 200))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "t")).height, (0.93 + 0.24) * 17 * 0.5, accuracy: 1e-9)
    }
}
