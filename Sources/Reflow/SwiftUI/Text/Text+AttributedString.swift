import Foundation

extension Text {
    /// Text showing `attributedContent` with its attributes, as SwiftUI's `Text(_: AttributedString)`: each
    /// run in its `font` and `foregroundColor`, over its `backgroundColor`, struck through or underlined as its
    /// `strikethroughStyle` and `underlineStyle` say, spaced by its `tracking` (or `kern`), raised by its
    /// `baselineOffset`; a `link` tinted, and markdown's `inlinePresentationIntent` (emphasis, strong emphasis,
    /// code, strikethrough) shown as a `LocalizedStringKey`'s markdown is. What a run leaves unset is the
    /// text's own modifiers', then the environment's. Not read as markdown.
    ///
    /// Disfavoured: `AttributedString` is expressible by a string literal, and `Text("**Hi**")` must stay a
    /// `LocalizedStringKey`'s markdown, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var content = ""
        var spans: [TextSpan] = []
        var offset = 0
        for run in attributedContent.runs {
            // Scalars, not characters: a run may begin inside a character (an accent given its own colour).
            let start = offset
            for scalar in attributedContent.unicodeScalars[run.range] {
                content.unicodeScalars.append(scalar)
                offset += UTF8.width(scalar)
            }
            let attributes = TextAttributes(run)
            if offset > start, attributes != TextAttributes() {
                spans.append(TextSpan(range: start..<offset, attributes: attributes))
            }
        }
        self.init(verbatim: content)
        self.spans = spans
    }
}

extension TextAttributes {
    /// The attributes of an `AttributedString`'s run, in a `Text`'s terms.
    init(_ run: AttributedString.Runs.Run) {
        self.init()
        font = run.font
        color = run.foregroundColor
        backgroundColor = run.backgroundColor
        if let line = run.strikethroughStyle {
            strikethrough = true
            strikethroughColor = line.color
            strikethroughPattern = line.pattern
        }
        if let line = run.underlineStyle {
            underline = true
            underlineColor = line.color
            underlinePattern = line.pattern
        }
        // SwiftUI's tracking and kerning both add space after each character; tracking is the one applied
        // when a run has both, as `Text.tracking(_:)` overrides `kerning(_:)`.
        tracking = run.tracking ?? run.kern
        baselineOffset = run.baselineOffset
        link = run.link
        if let intent = run.inlinePresentationIntent {
            if intent.contains(.stronglyEmphasized) { isBold = true }
            if intent.contains(.emphasized) { isItalic = true }
            if intent.contains(.code) { isCode = true }
            if intent.contains(.strikethrough) { strikethrough = true }
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An attributed string, by its characters, as an interpolated `Text` is: its attributes are not carried into
    /// the key. Without this the generic interpolation would show the string's description, attributes and all.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendInterpolation(String(attributedString.characters))
    }
}
