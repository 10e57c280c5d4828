/// Whether people can select the text inside a view to copy it: SwiftUI's `TextSelectability`, set with
/// `.textSelection(_:)`. Reflow's window does not select text yet: the setting is kept in the environment, where
/// a view can read it, and changes nothing drawn, as on iOS, where selectable text looks like any other.
public protocol TextSelectability {
    /// Whether text under this setting can be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected (`.textSelection(.enabled)`).
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected, the default (`.textSelection(.disabled)`).
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private enum AllowsTextSelectionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the text inside may be selected (`.textSelection(_:)`).
    var allowsTextSelection: Bool {
        get { extras.isEmpty ? false : self[AllowsTextSelectionKey.self] }
        set { self[AllowsTextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Lets people select the text inside this view (`.enabled`) or not (`.disabled`). Reflow keeps the setting;
    /// its window does not select text yet.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}
