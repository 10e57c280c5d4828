/// Whether a piece of user interface is shown: SwiftUI's `Visibility`, taken by `.toolbar(_:for:)`,
/// `.toolbarBackground(_:for:)`, `.listRowSeparator(_:edges:)`, `.listSectionSeparator(_:edges:)` and
/// `.scrollContentBackground(_:)`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the system decides (for list separators and backgrounds: shown).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
