import Foundation
@testable @_spi(FrameTrace) import ReflowX11
import XCTest

/// The frame trace's numbers, which the viewer benchmark and the window tests read back.
final class FrameTraceTests: XCTestCase {
    /// Fixed decimals as printf writes them, for the figures a trace holds.
    func testFixedDecimalsMatchPrintf() {
        let cases: [(Double, Int)] = [(0, 3), (0.41, 3), (1.2, 3), (12.345678, 6), (800, 0), (599.6, 0), (0.084, 4),
                                      (52983.039611, 6), (-2.5e-7, 3), (-3.25, 1), (1e-9, 6), (123456.7, 2)]
        for (value, digits) in cases {
            XCTAssertEqual(FrameTrace.fixed(value, digits), String(format: "%.\(digits)f", value), "\(value), \(digits)")
        }
    }

    /// Any value comes back within half a unit of its last decimal, with exactly that many decimals.
    func testFixedDecimalsRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let value = Double.random(in: -1e6...1e6, using: &generator) / Double(Int.random(in: 1...1_000, using: &generator))
            for digits in [0, 3, 6] {
                let text = FrameTrace.fixed(value, digits)
                let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
                XCTAssertEqual(decimals, digits, text)
                XCTAssertEqual(Double(text)!, value, accuracy: 0.5 * pow(10, -Double(digits)) * 1.000001, text)
            }
        }
    }

    /// A trace line reads back as the frame it describes.
    func testTracedLineReadsBack() {
        let line = "reflow-frame monotonic=\(FrameTrace.fixed(52983.0396114, 6)) size=\(FrameTrace.fixed(799.7, 0))x600"
            + " layout_ms=\(FrameTrace.fixed(0.4104, 3)) draw_ms=1.200 animated=1"
        let frame = TracedFrame(Substring(line))
        XCTAssertEqual(frame?.time, 52983.039611)
        XCTAssertEqual(frame?.width, 800)
        XCTAssertEqual(frame?.layoutMs, 0.41)
        XCTAssertEqual(frame?.animated, true)
    }
}
