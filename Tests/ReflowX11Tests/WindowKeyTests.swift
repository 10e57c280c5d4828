import XCTest
import Reflow
import ReflowX11

/// How a key X reports (its keysym's name, the text it types, the modifiers held) is named for the views, as
/// SwiftUI names keys (`KeyEquivalent`, `EventModifiers`).
final class WindowKeyTests: XCTestCase {
    private func equivalent(_ name: String, _ text: String = "", _ modifiers: EventModifiers = []) -> KeyEquivalent? {
        WindowKey(name: name, text: text, modifiers: modifiers).keyEquivalent
    }

    /// The keys SwiftUI names, from their keysyms; the keypad's keys are the same keys.
    func testNamedKeys() {
        let expected: [(String, KeyEquivalent)] = [
            ("Up", .upArrow), ("Down", .downArrow), ("Left", .leftArrow), ("Right", .rightArrow),
            ("KP_Up", .upArrow), ("KP_Left", .leftArrow), ("Tab", .tab), ("ISO_Left_Tab", .tab),
            ("Return", .return), ("KP_Enter", .return), ("space", .space), ("Escape", .escape),
            // A Mac's "delete" key deletes backwards, as BackSpace does; Delete deletes forwards.
            ("BackSpace", .delete), ("Delete", .deleteForward), ("KP_Delete", .deleteForward),
            ("Home", .home), ("End", .end), ("Prior", .pageUp), ("Next", .pageDown), ("Clear", .clear),
        ]
        for (name, key) in expected {
            XCTAssertEqual(equivalent(name), key, name)
        }
        // The text a named key types does not matter: Return types "\r", Tab "\t".
        XCTAssertEqual(equivalent("Return", "\r"), .return)
        XCTAssertEqual(equivalent("Tab", "\t"), .tab)
    }

    /// X calls Shift-Tab ISO_Left_Tab: it is Tab with Shift, even where the state did not say Shift.
    func testShiftTabIsTabWithShift() {
        let key = WindowKey(name: "ISO_Left_Tab", text: "")
        XCTAssertEqual(key.keyEquivalent, .tab)
        XCTAssertEqual(key.modifiers, .shift)
        XCTAssertEqual(WindowKey(name: "ISO_Left_Tab", text: "", modifiers: [.shift, .control]).modifiers,
                       [.shift, .control])
    }

    func testKeypadKeysCarryTheNumericPadModifier() {
        XCTAssertEqual(WindowKey(name: "KP_Enter", text: "\r").modifiers, .numericPad)
        XCTAssertEqual(WindowKey(name: "KP_1", text: "1").keyEquivalent, KeyEquivalent("1"))
        XCTAssertEqual(WindowKey(name: "KP_1", text: "1").modifiers, .numericPad)
        XCTAssertEqual(WindowKey(name: "Return", text: "\r").modifiers, [])
    }

    /// Printable keys are the characters they type, whatever their keysym's name.
    func testPrintableKeysAreTheirCharacters() {
        XCTAssertEqual(equivalent("a", "a"), KeyEquivalent("a"))
        XCTAssertEqual(equivalent("A", "A", .shift), KeyEquivalent("A"))
        XCTAssertEqual(equivalent("plus", "+"), KeyEquivalent("+"))
        XCTAssertEqual(equivalent("eacute", "é"), KeyEquivalent("é"))
        XCTAssertEqual(equivalent("1", "1"), KeyEquivalent("1"))
    }

    /// Control-A types U+0001: the key is still "a", the character on it (its keysym's name).
    func testAControlCharacterFallsBackToTheKeyItIsOn() {
        XCTAssertEqual(equivalent("a", "\u{1}", .control), KeyEquivalent("a"))
    }

    /// A modifier pressed alone and keys SwiftUI has no name for are not offered to the views.
    func testModifiersAloneAndFunctionKeysHaveNoEquivalent() {
        for name in ["Shift_L", "Control_R", "Alt_L", "Super_L", "Caps_Lock", "F1", "F12", "Print"] {
            XCTAssertNil(equivalent(name), name)
        }
    }
}
