import Foundation

/// What a `Text` (or a part of one) says about how it looks, each nil where it leaves the choice to what is
/// around it: the text it was joined into (`Text + Text`), then the environment.
struct TextAttributes: Equatable {
    var font: Font?
    var weight: Font.Weight?
    /// `bold(_:)`, `italic(_:)`, `fontDesign(_:)` and `fontWidth(_:)`.
    var isBold: Bool?
    var isItalic: Bool?
    /// `monospacedDigit()`.
    var isMonospacedDigit: Bool?
    var design: Font.Design?
    var width: Font.Width?
    /// Markdown's `code`: the monospaced design.
    var isCode: Bool?
    var color: Color?
    /// `foregroundStyle(_:)` with a style other than one colour (`.secondary`, a gradient); `color` wins.
    var style: TextForegroundStyle?
    var strikethrough: Bool?
    var strikethroughColor: Color?
    var underline: Bool?
    var underlineColor: Color?
    /// The dashes of the lines (`pattern:`); nil for solid.
    var strikethroughPattern: Text.LineStyle.Pattern?
    var underlinePattern: Text.LineStyle.Pattern?
    /// Points added after each character (`kerning(_:)` and `tracking(_:)`).
    var tracking: CGFloat?
    /// Points the text is raised above the baseline (`baselineOffset(_:)`).
    var baselineOffset: CGFloat?
    /// Markdown's link: tinted with the accent colour.
    var link: URL?
    /// A colour filled behind the text, line high (an `AttributedString`'s `backgroundColor`).
    var backgroundColor: Color?

    /// These attributes, with `outer`'s wherever these leave the choice open.
    func over(_ outer: TextAttributes) -> TextAttributes {
        TextAttributes(font: font ?? outer.font, weight: weight ?? outer.weight, isBold: isBold ?? outer.isBold,
                       isItalic: isItalic ?? outer.isItalic, design: design ?? outer.design, width: width ?? outer.width,
                       isCode: isCode ?? outer.isCode, color: color ?? outer.color, style: style ?? outer.style,
                       strikethrough: strikethrough ?? outer.strikethrough,
                       strikethroughColor: strikethroughColor ?? outer.strikethroughColor,
                       underline: underline ?? outer.underline, underlineColor: underlineColor ?? outer.underlineColor,
                       strikethroughPattern: strikethroughPattern ?? outer.strikethroughPattern,
                       underlinePattern: underlinePattern ?? outer.underlinePattern,
                       tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset,
                       link: link ?? outer.link, backgroundColor: backgroundColor ?? outer.backgroundColor)
    }
}

/// A stretch of a `Text`'s content, by UTF-8 offsets, with the attributes it has of its own.
struct TextSpan: Equatable {
    var range: Range<Int>
    var attributes: TextAttributes
}

/// How one stretch of a text node's content is set and drawn: resolved, nothing left to the environment.
struct TextRunStyle: Equatable {
    /// Where the stretch starts (a UTF-8 offset); it ends where the next starts.
    var start: Int
    var font: ResolvedFont
    var color: Color
    var strikethrough: Color?
    var underline: Color?
    /// The dashes of the strikethrough and the underline.
    var strikethroughPattern = Text.LineStyle.Pattern.solid
    var underlinePattern = Text.LineStyle.Pattern.solid
    var baselineOffset: CGFloat
    /// Where the stretch links to (markdown's `[title](url)`): opened with `openURL` when it is tapped.
    var link: URL? = nil
    /// The colour filled behind the stretch on each line, the line's height tall; nil for none.
    var background: Color? = nil
    /// A style of more than one colour (a gradient) the stretch is painted in, across the text's frame; nil to
    /// paint it in `color`.
    var gradient: _ResolvedShapeStyle? = nil
}

extension Text {
    /// Text that shows `first` followed by `second`, each part keeping the font, colour and emphasis it was
    /// given; modifiers applied to the result reach the parts that did not choose for themselves.
    public static func + (first: Text, second: Text) -> Text {
        var joined = Text(verbatim: first.content + second.content)
        let offset = first.content.utf8.count
        joined.spans = first.attributedSpans() + second.attributedSpans().map {
            TextSpan(range: ($0.range.lowerBound + offset)..<($0.range.upperBound + offset), attributes: $0.attributes)
        }
        // The parts' dates (`Text(_:style:)`) stay live in the joined text.
        joined.dates = first.dates + second.dates.map {
            TextDate(range: ($0.range.lowerBound + offset)..<($0.range.upperBound + offset), value: $0.value)
        }
        return joined
    }

    /// The text's spans with its own attributes folded in, covering all of its content.
    func attributedSpans() -> [TextSpan] {
        let count = content.utf8.count
        var spans: [TextSpan] = []
        var position = 0
        for span in self.spans where span.range.lowerBound < count {
            if span.range.lowerBound > position {
                spans.append(TextSpan(range: position..<span.range.lowerBound, attributes: attributes))
            }
            let end = min(span.range.upperBound, count)
            spans.append(TextSpan(range: span.range.lowerBound..<end, attributes: span.attributes.over(attributes)))
            position = end
        }
        if position < count { spans.append(TextSpan(range: position..<count, attributes: attributes)) }
        return spans
    }
}

/// A text's own foreground style, resolved in the environment when the text is. A style holds a closure, so
/// two are never equal: a text with one is laid out again whenever its view is made anew (what it draws is
/// compared once resolved, in `TextStyle`).
struct TextForegroundStyle: Equatable {
    private let style: AnyShapeStyle

    init<S: ShapeStyle>(_ style: S) { self.style = AnyShapeStyle(style) }

    func resolved(in environment: EnvironmentValues) -> _ResolvedShapeStyle { style._resolvedStyle(in: environment) }

    static func == (a: Self, b: Self) -> Bool { false }
}
