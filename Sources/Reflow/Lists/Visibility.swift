/// Whether a piece of chrome is shown: SwiftUI's `Visibility`, taken by `.listRowSeparator(_:edges:)`,
/// `.listSectionSeparator(_:edges:)` and `.scrollContentBackground(_:)`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the platform decides (for list separators and backgrounds: shown).
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
