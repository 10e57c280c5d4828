/// A key, named by the character it types or, for keys that type none, by SwiftUI's names for them
/// (`.upArrow`, `.tab`, `.return`, …). What `ViewHost.press(_:)` and `.onKeyPress` take.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character of the key; a character from Unicode's private use area for keys that type none, as
    /// AppKit numbers its function keys.
    public var character: Character

    public init(_ character: Character) { self.character = character }

    public init(extendedGraphemeClusterLiteral character: Character) { self.init(character) }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace: deletes backwards.
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// Whether the key types its character (a letter, a digit, punctuation, a space) rather than being a
    /// control or function key.
    var typesText: Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if (0xF700...0xF8FF).contains(scalar.value) { return false }
        return !scalar.properties.generalCategory.isControl
    }
}

private extension Unicode.GeneralCategory {
    var isControl: Bool { self == .control || self == .format }
}
