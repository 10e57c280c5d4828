@_spi(Viewer) import Reflow
import XCTest
@testable import ReflowGallery

/// Issue 18, item 8: a flow of texts with the edge line limits (0, `Int.max`, none) and a colour, inside another
/// flow, resized between 400×300 and 1024×768, must show exactly what a new host at the new size shows.
///
/// The frames, by hand, with the headless measurer (`FixedAdvanceTextMeasurer`: 0.6 em a character, lines
/// 1.17 em high) and the body font (17 pt):
/// - each "abc" is 3 × 0.6 × 17 = 30.6 wide and 1.17 × 17 = 19.89 high, whatever its limit: it is proposed
///   nil × nil (the flow places at ideal sizes), so one line; a limit of 0 means one line (SwiftUI's
///   `EnvironmentValues.lineLimit`: below 1 counts as 1) and `Int.max` none that matters;
/// - the colour's ideal size is 10 × 10;
/// - the inner flow (spacing 0) is proposed nil × nil, so one row: 3 × 30.6 + 10 = 101.8 wide, 19.89 high, the
///   colour centred on the row's middle, (19.89 − 10) / 2 = 4.945 below its top;
/// - the outer flow (spacing 1) has one subview, so it is the inner flow's size, and the host centres it:
///   x = (W − 101.8) / 2, y = (H − 19.89) / 2.
final class NestedFlowResizeTests: XCTestCase {
    private let ids = ["outer", "inner", "limit0", "limitMax", "plain", "colour"]

    private func view() -> some View {
        FlowLayout(spacing: 1) {
            FlowLayout(spacing: 0) {
                Text("abc").lineLimit(0).id("limit0")
                Text("abc").lineLimit(Int.max).id("limitMax")
                Text("abc").id("plain")
                Color.purple.id("colour")
            }
            .id("inner")
        }
        .id("outer")
    }

    /// The frames worked out above, for a host of `size`.
    private func expected(in size: CGSize) -> [String: CGRect] {
        let x = (size.width - 101.8) / 2, y = (size.height - 19.89) / 2
        return [
            "outer": CGRect(x: x, y: y, width: 101.8, height: 19.89),
            "inner": CGRect(x: x, y: y, width: 101.8, height: 19.89),
            "limit0": CGRect(x: x, y: y, width: 30.6, height: 19.89),
            "limitMax": CGRect(x: x + 30.6, y: y, width: 30.6, height: 19.89),
            "plain": CGRect(x: x + 61.2, y: y, width: 30.6, height: 19.89),
            "colour": CGRect(x: x + 91.8, y: y + 4.945, width: 10, height: 10),
        ]
    }

    private func assertClose(_ a: CGRect?, _ b: CGRect?, _ message: String, line: UInt = #line) {
        guard let a, let b else { return XCTAssertEqual(a, b, message, line: line) }
        for (p, q) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(p, q, accuracy: 1e-9, "\(message): \(a) against \(b)", line: line)
        }
    }

    /// Every view's frame in `host` is the one worked out by hand and the one a new host at its size has, and so
    /// is every frame the outlines list (`viewFrames`: modifiers and all).
    private func assertFresh(_ host: ViewHost, _ what: String, line: UInt = #line) {
        let fresh = ViewHost(rootView: view(), size: host.size)
        let byHand = expected(in: host.size)
        for id in ids {
            assertClose(host.frame(of: id), byHand[id], "\(id) \(what), against the frame by hand", line: line)
            assertClose(host.frame(of: id), fresh.frame(of: id), "\(id) \(what), against a new host", line: line)
        }
        let frames = host.viewFrames, freshFrames = fresh.viewFrames
        XCTAssertEqual(frames.count, freshFrames.count, what, line: line)
        for (index, (a, b)) in zip(frames, freshFrames).enumerated() {
            assertClose(a, b, "drawn view \(index) \(what)", line: line)
        }
    }

    func testAResizedHostShowsWhatANewHostShowsBothWays() {
        let small = CGSize(width: 400, height: 300), large = CGSize(width: 1024, height: 768)
        for (first, second) in [(small, large), (large, small)] {
            let host = ViewHost(rootView: view(), size: first)
            assertFresh(host, "at \(first)")
            host.resize(to: second)
            assertFresh(host, "resized \(first) → \(second)")
            host.resize(to: first)
            assertFresh(host, "resized back to \(first)")
        }
        // The numbers, by the rule above: the colour at x = (1024 − 101.8) / 2 + 91.8 = 552.9 in a
        // 1024-wide host and (400 − 101.8) / 2 + 91.8 = 240.9 in a 400-wide one.
        XCTAssertEqual(ViewHost(rootView: view(), size: large).frame(of: "colour")!.minX, 552.9, accuracy: 1e-9)
        XCTAssertEqual(ViewHost(rootView: view(), size: small).frame(of: "colour")!.minX, 240.9, accuracy: 1e-9)
    }
}
