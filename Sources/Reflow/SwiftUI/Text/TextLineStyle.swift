extension Text {
    /// How a strikethrough or underline is drawn: its pattern and colour, as SwiftUI's `Text.LineStyle`
    /// (iOS 16). The value of the `strikethroughStyle` and `underlineStyle` attributes of an `AttributedString`.
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of the line, in units of its thickness (docs/text-rules.md §5).
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        /// The line's pattern.
        let pattern: Pattern
        /// The line's colour; nil for the colour of the text it is drawn under or through.
        let color: Color?

        /// A line of `pattern` in `color` (the text's own colour when nil).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}
