/// A key into a strings table, written as a string literal: SwiftUI looks it up in the app's localizations.
/// Reflow has no strings tables, so a key stands for itself (its text is the literal, with any interpolated
/// values written as `String(describing:)` writes them); it exists so that APIs spelled with it compile.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The key's text.
    let key: String

    /// The key `value`.
    public init(_ value: String) { key = value }

    /// The key of a string literal.
    public init(stringLiteral value: String) { key = value }

    /// The key of an interpolated string literal: the interpolated values as text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}
