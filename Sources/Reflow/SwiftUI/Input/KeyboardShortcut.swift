/// A key and modifiers that trigger a control, as `.keyboardShortcut(_:)` gives them.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers

    /// `key` with `modifiers` (Command by default, as on macOS and iPad).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the shortcut of a window's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the shortcut of a window's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Gives this control a keyboard shortcut. The shortcut is accepted and not yet bound to a key in Reflow
    /// (a preview's keys go to the focused control and then to the window, docs/input-rules.md), so the
    /// control is used by clicking it or with Tab and Space (docs/app-rules.md §3).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }

    /// Gives this control the keyboard shortcut `shortcut` (accepted; see `keyboardShortcut(_:modifiers:)`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Gives this control the keyboard shortcut `shortcut`, or none for nil (accepted; see
    /// `keyboardShortcut(_:modifiers:)`).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
