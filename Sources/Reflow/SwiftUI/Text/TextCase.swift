import Foundation

extension Text {
    /// How text is cased when it is drawn: SwiftUI's `Text.Case`, set with `.textCase(_:)`.
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}

/// The environment's text case: nil (as written) unless `.textCase(_:)` says otherwise. Kept among the
/// environment's extras, so text outside a `.textCase` pays only for a look in an empty or small table.
private enum TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
    /// The case text is drawn in (`.textCase(_:)`); nil draws it as written. Grouped lists' section headers
    /// are uppercased this way (docs/lists.md), and `.textCase(nil)` on a header undoes it, as in SwiftUI.
    public var textCase: Text.Case? {
        get { extras.isEmpty ? nil : self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Draws the text inside this view in `textCase`: `.uppercase`, `.lowercase`, or nil for as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

extension Text.Case {
    /// `content` in this case, in the current locale's rules (as `Text` does).
    func apply(to content: String) -> String {
        switch self {
        case .uppercase: return content.uppercased(with: Locale.current)
        case .lowercase: return content.lowercased(with: Locale.current)
        }
    }
}
