import XCTest
@_spi(Viewer) @testable import Reflow

/// The keys shown in a window's corner (issue 31, item 3's "keys pressed"): how each key reads, which stay,
/// and how they fade.
final class KeyCaptionsTests: XCTestCase {
    func testKeysReadAsTheyAreLabelledOnAKeyboard() {
        func label(_ name: String, _ text: String, _ modifiers: EventModifiers = []) -> String {
            KeyCaptions.label(name: name, text: text, modifiers: modifiers)
        }
        XCTAssertEqual(label("a", "a"), "a")
        XCTAssertEqual(label("A", "A", .shift), "A", "Shift is already in the capital")
        XCTAssertEqual(label("c", "\u{3}", .control), "⌃C")
        XCTAssertEqual(label("s", "s", [.control, .shift]), "⌃⇧S")
        XCTAssertEqual(label("Right", ""), "→")
        XCTAssertEqual(label("Tab", "\t", .shift), "⇧⇥")
        XCTAssertEqual(label("space", " "), "Space")
        XCTAssertEqual(label("Escape", "\u{1b}"), "Esc")
        XCTAssertEqual(label("F5", ""), "F5")
        XCTAssertEqual(label("Shift_L", ""), "", "a modifier alone is not a key pressed")
    }

    func testTheLastKeysStayTwoSecondsAndFadeOverTheLastHalf() {
        let captions = KeyCaptions(textMeasurer: FixedAdvanceTextMeasurer())
        captions.pressed(name: "a", text: "a", modifiers: [], at: 10)
        captions.pressed(name: "b", text: "b", modifiers: [], at: 11)
        XCTAssertEqual(captions.shownKeys(at: 11).map(\.label), ["a", "b"])
        XCTAssertEqual(captions.shownKeys(at: 11).map(\.opacity), [1, 1])
        // At 11.75, "a" is 1.75 s old: a quarter of a second left of its fade's half second.
        XCTAssertEqual(captions.shownKeys(at: 11.75).map(\.opacity), [0.5, 1])
        XCTAssertEqual(captions.shownKeys(at: 12.5).map(\.label), ["b"])
        XCTAssertFalse(captions.isShowing(at: 13.01))
        for (index, name) in ["c", "d", "e", "f", "g", "h", "i"].enumerated() {
            captions.pressed(name: name, text: name, modifiers: [], at: 20 + Double(index) / 10)
        }
        XCTAssertEqual(captions.shownKeys(at: 21).map(\.label), ["d", "e", "f", "g", "h", "i"], "at most six")
    }

    func testTheCaptionsSitInTheBottomTrailingCorner() {
        // One key in a 400 × 300 window: its plate ends 16 points in from the right and bottom edges.
        let captions = KeyCaptions(textMeasurer: FixedAdvanceTextMeasurer())
        captions.pressed(name: "k", text: "k", modifiers: [], at: 0)
        let plates = captions.overlay(size: CGSize(width: 400, height: 300), at: 0).items.compactMap { item -> CGRect? in
            switch item {
            case .fill(_, let frame, _): return frame
            default: return nil
            }
        }
        XCTAssertEqual(plates.count, 1)
        XCTAssertEqual(plates.first?.maxX ?? 0, 384, accuracy: 0.001)
        XCTAssertEqual(plates.first?.maxY ?? 0, 284, accuracy: 0.001)
    }
}
