import Foundation
import ReflowTestSupport
import XCTest
@testable import ReflowX11
@testable import Reflow

/// The text a counter shows.
@Observable private final class Count {
    var text = "41"
}

/// The counter in 40-point text under `.contentTransition(.numericText())`, its leading edge fixed (a text whose
/// width changes moves with its frame, which is not what the test looks at).
private struct Counter: View {
    let count: Count
    var body: some View {
        Text(count.text).font(.system(size: 40)).contentTransition(.numericText()).id("t")
            .frame(width: 100, alignment: .leading)
    }
}

/// `.contentTransition(.numericText())` drawn (pinned fonts): the middle frame of "41" → "42" under a linear
/// second, read back from the pixels. Half way, the old units digit has moved up half a line and the new one
/// is half a line below its place, both half transparent; the tens digit, which does not change, is drawn
/// exactly as at rest.
final class NumericTextPixelTests: SharedConnectionTestCase {
    override class var pinsFonts: Bool { true }
    private let size = CGSize(width: 160, height: 160)

    private func render(_ host: ViewHost, _ measurer: XftTextMeasurer) -> RGBAImage {
        let scale = connection.scale
        let buffer = BackBuffer(connection: connection, width: Int32((Double(size.width) * scale).rounded()),
                                height: Int32((Double(size.height) * scale).rounded()))
        Renderer(connection: connection, textDrawing: measurer).render(host.displayList, into: buffer, scale: scale)
        return buffer.readImage()
    }

    /// The darkest channel of a pixel: 255 on the white background, near 0 in black ink.
    private func darkness(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int {
        let p = image.pixel(x: x, y: y)
        return Int(min(p.red, p.green, p.blue))
    }

    /// The rows holding ink (a channel under 200) in columns `xs`.
    private func inkRows(_ image: RGBAImage, columns xs: Range<Int>) -> [Int] {
        (0..<image.height).filter { y in xs.contains { darkness(image, $0, y) < 200 } }
    }

    func testTheMiddleFrameOfACountUp() throws {
        let measurer = XftTextMeasurer(connection: connection)
        let count = Count()
        let host = ViewHost(rootView: Counter(count: count), size: size, textMeasurer: measurer)
        withAnimation(.linear(duration: 1)) { count.text = "42" }
        host.advance(by: 0.5)
        let middle = render(host, measurer)
        let restHost = ViewHost(rootView: Text("42").font(.system(size: 40)).id("t").frame(width: 100, alignment: .leading), size: size, textMeasurer: measurer)
        let rest = render(restHost, measurer)

        if let folder = ProcessInfo.processInfo.environment["REFLOW_NUMERIC_SHOTS"] {
            try? FileOutput.write(try PNGEncoder.encode(middle), to: folder + "/numeric-middle.png")
            try? FileOutput.write(try PNGEncoder.encode(rest), to: folder + "/numeric-rest.png")
        }
        // Where the units begin: the pen after the "4", measured in the font the resting line is drawn in.
        let scale = connection.scale
        let line = try XCTUnwrap(restHost.displayList.items.lazy.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run } else { return nil }
        }.first)
        let unitsX = Double(line.origin.x + measurer.width(of: "4", in: line.font))
        let tens = 0..<Int((unitsX - 4) * scale), units = Int((unitsX + 1) * scale)..<middle.width

        // The tens, which stay: pixel for pixel as at rest (clear of the rolling digits' slight blur).
        XCTAssertFalse(inkRows(rest, columns: tens).isEmpty, "the tens are drawn")
        var differing = 0
        for y in 0..<middle.height {
            for x in tens where middle.pixel(x: x, y: y) != rest.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "the unchanged digit is drawn exactly as at rest")

        // The units: ink above the top of the resting "2" (the "1" moving up) and below its bottom (the "2"
        // coming up from below), half a line (0.5 × the line's height, about 23 points at 40 points) away.
        let resting = inkRows(rest, columns: units)
        let moving = inkRows(middle, columns: units)
        let top = try XCTUnwrap(resting.first), bottom = try XCTUnwrap(resting.last)
        let margin = Int(5 * scale)
        XCTAssertTrue(moving.contains { $0 < top - margin }, "ink above where the resting digit is")
        XCTAssertTrue(moving.contains { $0 > bottom + margin }, "ink below where the resting digit is")
        // Both half transparent: no pixel is as dark as the resting digit's ink, yet there is ink.
        let darkestAtRest = units.flatMap { x in (0..<rest.height).map { darkness(rest, x, $0) } }.min()!
        let darkestMoving = units.flatMap { x in (0..<middle.height).map { darkness(middle, x, $0) } }.min()!
        XCTAssertLessThan(darkestAtRest, 40, "black ink at rest")
        XCTAssertGreaterThan(darkestMoving, 90, "no fully opaque ink half way")
        XCTAssertLessThan(darkestMoving, 220, "but ink all the same")
    }
}
