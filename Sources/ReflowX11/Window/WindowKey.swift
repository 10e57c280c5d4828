import Reflow

/// A key pressed in a Reflow window: what the window offers its views first (`ViewHost.keyPressed`) and, when
/// no view takes it, hands to `ReflowWindow.onKey`.
public struct WindowKey: Equatable, Sendable {
    /// The X keysym name: "Right", "Left", "Next" (Page Down), "Prior" (Page Up), "Escape", "q", "1", …
    public let name: String
    /// The text the key types, if any ("q", "1", "é"); empty for keys such as arrows.
    public let text: String
    /// The modifier keys held, with those the key itself implies: Shift for ISO_Left_Tab (what X calls
    /// Shift-Tab), the numeric pad for a key of the keypad.
    public let modifiers: EventModifiers

    /// A key called `name` (an X keysym name) that types `text`, with `modifiers` held.
    public init(name: String, text: String, modifiers: EventModifiers = []) {
        self.name = name
        self.text = text
        var modifiers = modifiers
        if name == "ISO_Left_Tab" { modifiers.insert(.shift) }
        if name.hasPrefix("KP_") { modifiers.insert(.numericPad) }
        self.modifiers = modifiers
    }

    /// The key as SwiftUI names it (`KeyEquivalent`): the named keys by their keysyms, any other key by the
    /// character it types, or, when a modifier turned that into a control character (Control-A types U+0001),
    /// by the character on the key. Nil for keys SwiftUI has no name for: modifier keys alone, F1…F12.
    public var keyEquivalent: KeyEquivalent? {
        if let named = Self.named[name] { return named }
        if let character = Self.printable(text) { return KeyEquivalent(character) }
        if let character = Self.printable(name) { return KeyEquivalent(character) }
        return nil
    }

    /// The keysyms of the keys `KeyEquivalent` names; the keypad's keys are the same keys for SwiftUI, with
    /// `.numericPad` among the modifiers. BackSpace is `.delete` and Delete `.deleteForward`, as on a Mac
    /// keyboard, whose "delete" key deletes backwards.
    private static let named: [String: KeyEquivalent] = [
        "Up": .upArrow, "KP_Up": .upArrow, "Down": .downArrow, "KP_Down": .downArrow,
        "Left": .leftArrow, "KP_Left": .leftArrow, "Right": .rightArrow, "KP_Right": .rightArrow,
        "Tab": .tab, "KP_Tab": .tab, "ISO_Left_Tab": .tab,
        "Return": .return, "KP_Enter": .return, "space": .space, "KP_Space": .space,
        "BackSpace": .delete, "Delete": .deleteForward, "KP_Delete": .deleteForward,
        "Home": .home, "KP_Home": .home, "End": .end, "KP_End": .end,
        "Prior": .pageUp, "KP_Prior": .pageUp, "Page_Up": .pageUp, "KP_Page_Up": .pageUp,
        "Next": .pageDown, "KP_Next": .pageDown, "Page_Down": .pageDown, "KP_Page_Down": .pageDown,
        "Escape": .escape, "Clear": .clear,
    ]

    /// `text` when it is one character that prints (not a control character such as U+0001).
    private static func printable(_ text: String) -> Character? {
        guard text.count == 1, let character = text.first,
              !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return character
    }
}
