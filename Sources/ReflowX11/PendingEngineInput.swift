// TEMPORARY: the engine's input entry points as the lead specified them for `main` (issue 19), with no
// behaviour, so that the window side builds before they land. Deleted when `main` is merged.
import Foundation
@_spi(Viewer) import Reflow

/// Stand-in for SwiftUI's `EventModifiers` until the engine's lands.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
}

/// Stand-in for SwiftUI's `KeyEquivalent` until the engine's lands.
public struct KeyEquivalent: Hashable, Sendable {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
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
}

extension ViewHost {
    func pointerPressed(at point: CGPoint, modifiers: EventModifiers) {}
    func pointerMoved(to point: CGPoint, modifiers: EventModifiers) {}
    func pointerReleased(at point: CGPoint, modifiers: EventModifiers) {}
    func pointerExited() {}
    func scroll(by delta: CGSize, at point: CGPoint, modifiers: EventModifiers) {}
    func keyPressed(_ key: KeyEquivalent, characters: String, modifiers: EventModifiers) -> Bool { false }
    var changeCount: Int { 0 }
    var wantsFrames: Bool { false }
}
