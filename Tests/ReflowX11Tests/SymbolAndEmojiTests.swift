import CX11
import Foundation
import ReflowTestSupport
import ReflowText
import XCTest
@testable import Reflow
@testable import ReflowX11

/// Symbols (Material Icons) and emoji (Noto Color Emoji) through Xft, on the X display in `DISPLAY` with the
/// pinned font configuration (which includes both fonts).
final class SymbolAndEmojiTests: SharedConnectionTestCase {
    override class var pinsFonts: Bool { true }
    private var measurer: XftTextMeasurer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        measurer = XftTextMeasurer(connection: connection)
    }

    override func tearDown() { measurer = nil }

    func testEveryCodepointInTheSymbolTableHasAGlyphInMaterialIcons() throws {
        let stack = try XCTUnwrap(measurer.stack(for: ResolvedFont(size: 17, isSymbolFont: true)))
        let face = try XCTUnwrap(stack.faces.first)
        XCTAssertTrue(face.identity.contains("MaterialIcons"), face.identity)
        for entry in SymbolTable.allEntries {
            XCTAssertTrue(face.hasGlyph(for: entry.codepoint), "\(entry.name) → \(entry.material) U+\(String(entry.codepoint, radix: 16))")
        }
    }

    func testASymbolIsAnEmSquareOfTheSymbolFont() {
        // Material Icons' em is square with its advance one em: a 17-point symbol is 17 points wide, and its
        // ascent (Xft rounds it up to whole pixels) one em.
        let font = ResolvedFont(size: 17, isSymbolFont: true)
        XCTAssertEqual(measurer.width(of: "\u{E838}", in: font), 17, accuracy: 1e-9)
        let metrics = measurer.metrics(of: font)
        XCTAssertEqual(metrics.ascent + metrics.descent, 17, accuracy: 1 / measurer.connection.scale)
    }

    func testASymbolDrawsInItsTintInsideItsFrame() throws {
        // square.fill (Material "square") is a filled square of about 18/24 em centred in the em.
        let view = Image(systemName: "square.fill").font(.system(size: 40)).foregroundColor(.red)
        let size = CGSize(width: 80, height: 80)
        let host = ViewHost(rootView: view.id("s"), size: size, textMeasurer: measurer)
        let frame = try XCTUnwrap(host.frame(of: "s"))
        let image = try Snapshot.image(of: view, size: size)
        let scale = CGFloat(image.width) / size.width
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let p = image.pixel(x: x, y: y)
            return p.red > 200 && p.green < 110 && p.blue < 110
        }
        // The middle of the frame is red (Color.red is 255, 59, 48).
        XCTAssertTrue(isRed(Int(frame.midX * scale), Int(frame.midY * scale)))
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width where isRed(x, y) {
                red += 1
                let point = CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)
                XCTAssertTrue(frame.insetBy(dx: -1, dy: -1).contains(point), "red at \(point), outside \(frame)")
            }
        }
        // At least half of the em is covered.
        XCTAssertGreaterThan(CGFloat(red), frame.width * frame.height * scale * scale / 2)
    }

    func testEmojiAreFoundInTheColourEmojiFont() throws {
        let stack = try XCTUnwrap(measurer.stack(for: ResolvedFont(size: 17)))
        XCTAssertTrue(stack.isDrawnByFallback(0x1F44D), "👍 comes from a fallback face")
        XCTAssertFalse(stack.isMissing(0x1F44D))
        XCTAssertTrue(stack.faces.contains { $0.identity.contains("NotoColorEmoji") })
    }

    func testASkinToneModifierJoinsItsEmoji() {
        // Shaped, the toned hand is one glyph as wide as the plain one; the modifier is no swatch beside it.
        let body = ResolvedFont(size: 17)
        XCTAssertEqual(measurer.width(of: "👍🏽 ok", in: body), measurer.width(of: "👍", in: body) + measurer.width(of: " ok", in: body),
                       accuracy: 1e-9)
        XCTAssertGreaterThan(measurer.width(of: "🏽", in: body), 0, "a modifier on its own is drawn")
    }

    func testAnEmojiDrawnAtTwiceTheScaleIsTwiceAsWide() throws {
        // The zoom draws at a scale other than the one measured at: the colour bitmap is scaled again from its
        // strike (XftFace.atScale), so its ink spans about twice as many pixels, within its measured advance.
        let font = ResolvedFont(size: 30)
        let advance = Double(measurer.width(of: "👍", in: font))
        var spans: [Int] = []
        for scale in [1.0, 2.0] {
            let buffer = BackBuffer(connection: measurer.connection, width: Int32(80 * scale), height: Int32(60 * scale))
            let renderer = Renderer(connection: measurer.connection, textDrawing: measurer)
            let run = TextRun(text: "👍", origin: CGPoint(x: 10, y: 45), width: CGFloat(advance), font: font, color: .black)
            renderer.render(DisplayList(items: [.text(run)]), into: buffer, scale: scale)
            let image = buffer.readImage()
            var columns: [Int] = []
            for x in 0..<image.width {
                let coloured = (0..<image.height).contains { y in
                    let p = image.pixel(x: x, y: y)
                    return Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 80
                }
                if coloured { columns.append(x) }
            }
            let first = try XCTUnwrap(columns.first, "no coloured pixel at scale \(scale)")
            XCTAssertGreaterThanOrEqual(Double(first), 10 * scale - 1)
            XCTAssertLessThanOrEqual(Double(columns.last! + 1), (10 + advance) * scale + 1)
            spans.append(columns.last! - first + 1)
        }
        XCTAssertEqual(Double(spans[1]), 2 * Double(spans[0]), accuracy: 3)
    }

    func testAnEmojiDrawsInColourAndAdvancesByItsMeasuredWidth() throws {
        // Two thumbs: the second is drawn where the first's measured advance ends, so the left edges of their
        // ink are that advance apart.
        let font = Font.system(size: 40)
        let advance = measurer.width(of: "👍", in: font.resolved())
        XCTAssertGreaterThan(advance, 20)
        let view = Text("👍👍").font(font)
        let size = CGSize(width: 200, height: 80)
        let image = try Snapshot.image(of: view, size: size)
        let scale = Double(image.width) / Double(size.width)
        // A pixel whose channels differ markedly is coloured: black text on white has none.
        func isColoured(_ x: Int, _ y: Int) -> Bool {
            let p = image.pixel(x: x, y: y)
            let channels = [Int(p.red), Int(p.green), Int(p.blue)]
            return channels.max()! - channels.min()! > 80
        }
        var columns: [Int] = []
        for x in 0..<image.width where (0..<image.height).contains(where: { isColoured(x, $0) }) { columns.append(x) }
        XCTAssertFalse(columns.isEmpty, "the emoji drew no coloured pixel")
        guard let first = columns.first else { return }
        // The second blob starts after a gap in the coloured columns.
        let gap = zip(columns, columns.dropFirst()).first { $1 - $0 > 1 }
        let second = try XCTUnwrap(gap?.1, "two separate emoji")
        XCTAssertEqual(Double(second - first) / scale, Double(advance), accuracy: 1.5 / scale)
        // Both lie within the text's measured width, centred in the picture.
        let left = (Double(size.width) - 2 * Double(advance)) / 2
        XCTAssertGreaterThanOrEqual(Double(first) / scale, left - 1)
        XCTAssertLessThanOrEqual(Double(columns.last! + 1) / scale, left + 2 * Double(advance) + 1)
    }
}
