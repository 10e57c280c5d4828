/// A key event as a view's `.onKeyPress` action sees it.
public struct KeyPress: Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The text the key types, with the modifiers applied ("A" for shift-a); empty for keys that type none.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeated or went up. Reflow's window reports presses (and X's auto-repeat as
    /// further presses), so actions see `.down`.
    public let phase: Phases

    public init(key: KeyEquivalent, characters: String, modifiers: EventModifiers, phase: Phases = .down) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The phases of a key press an action asks for.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a key press action did with the press.
    public enum Result: Sendable {
        /// The action took the press; no other view sees it.
        case handled
        /// The press goes on to the views around, and in the end to the window.
        case ignored
    }
}
