import Foundation

extension Text {
    /// Text showing `input` as `format` writes it: Foundation's format styles (`.number`,
    /// `.number.precision(.fractionLength(1))`, `.percent`, `.currency(code:)`, `.dateTime`, …), as SwiftUI's
    /// `Text(_:format:)`. Shown as it is, not read as markdown.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value as `format` writes it, as SwiftUI's `"\(value, format: .number)"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        appendInterpolation(format.format(input))
    }
}
