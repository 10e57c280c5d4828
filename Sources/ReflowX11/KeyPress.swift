/// A key pressed in a Reflow window.
public struct KeyPress: Equatable, Sendable {
    /// The X keysym name: "Right", "Left", "Next" (Page Down), "Prior" (Page Up), "Escape", "q", "1", …
    public let name: String
    /// The text the key types, if any ("q", "1", "é"); empty for keys such as arrows.
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
