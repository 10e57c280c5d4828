import XCTest
@testable import Reflow

/// `Image(systemName:)` without a display. `FixedAdvanceTextMeasurer` measures the symbol font as a square
/// em (advance 1 em, ascent 1 em, descent 0), and a symbol's em is the font's size times the image scale
/// (layout rules §13.2–13.3), so a body symbol is 17×17 points.
final class SymbolTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost { ViewHost(rootView: view, size: CGSize(width: 400, height: 300)) }

    private func runs(_ host: ViewHost) -> [TextRun] {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    func testTheTableHasTheCommonSymbolsAndTheirVariants() {
        let names = Set(SymbolTable.allEntries.map(\.name))
        XCTAssertEqual(names.count, SymbolTable.allEntries.count, "each SF name once")
        XCTAssertGreaterThanOrEqual(names.count, 200)
        for name in ["star", "star.fill", "heart", "heart.fill", "heart.circle.fill", "plus", "minus", "chevron.right",
                     "arrow.left", "xmark", "checkmark.circle.fill", "gear", "person.fill", "photo", "trash",
                     "magnifyingglass", "house", "bell", "envelope", "calendar", "clock", "cloud", "sun.max", "moon",
                     "bolt", "flame", "leaf", "globe", "map", "location", "phone", "message", "paperplane", "bookmark",
                     "tag", "folder", "doc", "pencil", "square.and.arrow.up", "ellipsis", "line.3.horizontal",
                     "slider.horizontal.3", "play.fill", "pause", "stop", "forward", "backward", "speaker.wave.2", "mic",
                     "camera", "video", "wifi", "battery.100", "lock", "eye", "hand.thumbsup", "cart", "creditcard", "gift"] {
            XCTAssertNotNil(SymbolTable.codepoint(for: name), name)
        }
        // Material Icons keeps its icons in the Private Use Area.
        XCTAssertTrue(SymbolTable.allEntries.allSatisfy { (0xE000...0xF8FF).contains($0.codepoint) })
        // Filled and outlined forms are different glyphs: Material's "star" and "star_border".
        XCTAssertEqual(SymbolTable.codepoint(for: "star.fill"), 0xE838)
        XCTAssertEqual(SymbolTable.codepoint(for: "star"), 0xE83A)
    }

    func testABodySymbolIsASquareEmOfSeventeenPoints() {
        let host = host(Image(systemName: "star.fill").id("s"))
        XCTAssertEqual(host.frame(of: "s")?.size, CGSize(width: 17, height: 17))
        let run = runs(host).first
        XCTAssertEqual(run?.font.isSymbolFont, true)
        XCTAssertEqual(run?.text.unicodeScalars.first?.value, 0xE838)
        // The em stands on the frame's bottom: the glyph's baseline is the ascent (1 em) below the top.
        XCTAssertEqual(run?.origin.y, host.frame(of: "s")!.minY + 17)
        XCTAssertTrue(host.warnings.isEmpty)
    }

    func testAResizableSymbolTakesItsFrameAndIsStretchedToIt() {
        // Not resizable, a frame only positions the 17-point square.
        let fixed = host(Image(systemName: "star.fill").id("s").frame(width: 60, height: 30))
        XCTAssertEqual(fixed.frame(of: "s")?.size, CGSize(width: 17, height: 17))
        // Resizable, it takes the frame, and its glyph (17 × 17 at the body size) is drawn scaled by
        // 60 / 17 across and 30 / 17 down, about the frame's origin.
        let resized = host(Image(systemName: "star.fill").resizable().id("s").frame(width: 60, height: 30))
        let frame = try! XCTUnwrap(resized.frame(of: "s"))
        XCTAssertEqual(frame.size, CGSize(width: 60, height: 30))
        let items = resized.displayList.items
        guard let text = items.firstIndex(where: { if case .text = $0 { return true } else { return false } }),
              text > 0, case .push(.transform(let t)) = items[text - 1] else { return XCTFail("no stretch: \(items)") }
        let topLeft = CGPoint(x: frame.minX, y: frame.minY).applying(t)
        let bottomRight = CGPoint(x: frame.minX + 17, y: frame.minY + 17).applying(t)
        XCTAssertEqual(topLeft.x, frame.minX, accuracy: 1e-9)
        XCTAssertEqual(topLeft.y, frame.minY, accuracy: 1e-9)
        XCTAssertEqual(bottomRight.x, frame.maxX, accuracy: 1e-9)
        XCTAssertEqual(bottomRight.y, frame.maxY, accuracy: 1e-9)
        // Nothing proposed: the glyph's own size, as a resizable image's ideal size is its point size.
        let ideal = host(Image(systemName: "star.fill").resizable().fixedSize().id("s"))
        XCTAssertEqual(ideal.frame(of: "s")?.size, CGSize(width: 17, height: 17))
        // Scaled to fit a 60 × 30 frame, it keeps its square: 30 × 30.
        let fitted = host(Image(systemName: "star.fill").resizable().scaledToFit().id("s").frame(width: 60, height: 30))
        XCTAssertEqual(fitted.frame(of: "s")?.size, CGSize(width: 30, height: 30))
    }

    func testSymbolSizesFollowTheFontAndTheImageScale() {
        // .title is 28 points; .large multiplies by 1.29, .small by 0.783.
        XCTAssertEqual(host(Image(systemName: "star").font(.title).id("s")).frame(of: "s")?.width ?? 0, 28, accuracy: 1e-9)
        XCTAssertEqual(host(Image(systemName: "star").imageScale(.large).id("s")).frame(of: "s")?.height ?? 0, 17 * 1.29,
                       accuracy: 1e-9)
        XCTAssertEqual(host(Image(systemName: "star").imageScale(.small).id("s")).frame(of: "s")?.height ?? 0, 17 * 0.783,
                       accuracy: 1e-9)
        XCTAssertEqual(host(Image(systemName: "star").font(.title).imageScale(.large).id("s")).frame(of: "s")?.width ?? 0,
                       28 * 1.29, accuracy: 1e-9)
        // The font's weight goes with it to the symbol font.
        XCTAssertEqual(runs(host(Image(systemName: "star").font(.headline))).first?.font.weight, .semibold)
        XCTAssertEqual(runs(host(Image(systemName: "star").fontWeight(.bold))).first?.font.weight, .bold)
        XCTAssertEqual(runs(host(Image(systemName: "star").bold())).first?.font.weight, .bold)
    }

    func testASymbolIgnoresItsProposal() {
        let host = host(Image(systemName: "star").id("s").frame(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "s")?.size, CGSize(width: 17, height: 17))
    }

    func testTheSymbolIsTintedByTheForegroundStyle() {
        XCTAssertEqual(runs(host(Image(systemName: "heart.fill").foregroundStyle(.red))).first?.color, .red)
        XCTAssertEqual(runs(host(Image(systemName: "heart.fill").foregroundColor(.blue))).first?.color, .blue)
        XCTAssertEqual(runs(host(Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.green)))
            .first?.color, .green)
        XCTAssertEqual(runs(host(Image(systemName: "heart.fill"))).first?.color, .primary)
    }

    func testTheFillVariantIsChosenWhenTheTableHasIt() {
        let filled = runs(host(Image(systemName: "heart").symbolVariant(.fill))).first?.text.unicodeScalars.first?.value
        XCTAssertEqual(filled, SymbolTable.codepoint(for: "heart.fill"))
        let circled = runs(host(Image(systemName: "heart").symbolVariant(.circle.fill))).first?.text.unicodeScalars.first?.value
        XCTAssertEqual(circled, SymbolTable.codepoint(for: "heart.circle.fill"))
        // "ellipsis.bubble" has a fill variant; a symbol without one stays itself.
        let plain = runs(host(Image(systemName: "wifi").symbolVariant(.fill))).first?.text.unicodeScalars.first?.value
        XCTAssertEqual(plain, SymbolTable.codepoint(for: "wifi"))
    }

    func testAnUnknownSymbolIsAMarkedSquareAndWarnsOnceWithItsName() {
        let host = host(HStack {
            Image(systemName: "no.such.symbol").id("a")
            Image(systemName: "no.such.symbol")
        })
        XCTAssertEqual(host.frame(of: "a")?.size, CGSize(width: 17, height: 17))
        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        XCTAssertTrue(host.warnings.first?.contains("no.such.symbol") == true)
        XCTAssertEqual(runs(host).map(\.text), ["?", "?"])
        XCTAssertTrue(host.displayList.items.contains { if case .stroke(.roundedRectangle, _, _, _) = $0 { return true }; return false })
    }

    func testASymbolSitsOnTheBaselineOfNeighbouringText() {
        let host = host(HStack(alignment: .firstTextBaseline) {
            Text("A").id("t")
            Image(systemName: "star").id("s")
        })
        let text = host.frame(of: "t")!, symbol = host.frame(of: "s")!
        // Text's baseline is 0.93 × 17 below its top; the symbol's is half its 17-point height plus half a cap
        // height (0.72 × 17 / 2) below its top: 8.5 + 6.12 = 14.62. The two baselines are at the same y.
        XCTAssertEqual(text.minY + 0.93 * 17, symbol.minY + 8.5 + 0.36 * 17, accuracy: 1e-9)
        // So the symbol's middle is the capital's middle: cap height 0.72 em centred on its top + 8.5.
        XCTAssertEqual(symbol.midY, text.minY + 0.93 * 17 - 0.36 * 17, accuracy: 1e-9)
    }
}
