/// Whether a piece of user interface is shown: SwiftUI's `Visibility`, taken by `.toolbar(_:for:)` and
/// `.toolbarBackground(_:for:)`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
