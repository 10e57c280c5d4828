import Foundation

// Foundation on Apple platforms parses markdown into an `AttributedString`; Foundation on Linux does not. Reflow
// adds the initializer, on the parser `Text` uses for a `LocalizedStringKey` (`InlineMarkdown`), so that an
// attributed string made from markdown shows in a `Text` exactly as the same markdown in a key does.

extension AttributedString {
    /// How markdown is read, as Foundation's `AttributedString.MarkdownParsingOptions`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which markdown is read, as Foundation's `InterpretedSyntax`. Reflow reads inline syntax with
        /// whitespace and line breaks kept (`inlineOnlyPreservingWhitespace`) for all three: its parser has no
        /// blocks (headings, lists, paragraphs), so `full` and `inlineOnly` keep what `full` would turn into
        /// block structure as text.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full
            case inlineOnly
            case inlineOnlyPreservingWhitespace
        }

        /// What to do with markdown that cannot be parsed, as Foundation's `FailurePolicy`. Reflow's parser
        /// reads every string (what is not markup is text), so neither policy ever applies.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }

        /// Whether Apple's extended attribute syntax (`^[text](attribute: value)`) is read; Reflow does not
        /// read it, and shows it as text.
        public var allowsExtendedAttributes: Bool
        /// Which markdown is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What to do with markdown that cannot be parsed.
        public var failurePolicy: FailurePolicy
        /// The language of the text; unused by Reflow.
        public var languageCode: String?

        /// Options with Foundation's defaults.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The text of `markdown` with its inline markdown recorded as Foundation does on Apple platforms:
    /// `*emphasis*` and `**strong emphasis**`, `` `code` `` and `~~strikethrough~~` as `inlinePresentationIntent`,
    /// `[links](…)` as `link` (relative to `baseURL` when given). Every syntax is read as
    /// `inlineOnlyPreservingWhitespace`, SwiftUI's choice for `Text` (see `MarkdownParsingOptions`).
    ///
    /// Declared `throws`, as Foundation's is, so that calls compile unchanged; Reflow's parser never fails, so it
    /// never throws.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let parsed = InlineMarkdown.parse(markdown) else {
            self.init(markdown)
            return
        }
        self.init()
        let text = parsed.text.utf8
        var position = 0
        func append(_ range: Range<Int>, _ attributes: AttributeContainer) {
            guard range.lowerBound < range.upperBound else { return }
            let start = text.index(text.startIndex, offsetBy: range.lowerBound)
            let end = text.index(start, offsetBy: range.count)
            self.append(AttributedString(String(parsed.text[start..<end]), attributes: attributes))
        }
        for span in parsed.spans {
            append(position..<span.range.lowerBound, AttributeContainer())
            append(span.range, Self.attributes(span.attributes, baseURL: baseURL))
            position = span.range.upperBound
        }
        append(position..<text.count, AttributeContainer())
    }

    /// Foundation's markdown attributes for what `InlineMarkdown` found in a stretch.
    private static func attributes(_ found: TextAttributes, baseURL: URL?) -> AttributeContainer {
        var container = AttributeContainer()
        var intent: InlinePresentationIntent = []
        if found.isBold == true { intent.insert(.stronglyEmphasized) }
        if found.isItalic == true { intent.insert(.emphasized) }
        if found.isCode == true { intent.insert(.code) }
        if found.strikethrough == true { intent.insert(.strikethrough) }
        if !intent.isEmpty { container.inlinePresentationIntent = intent }
        if let link = found.link {
            container.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0) } ?? link
        }
        return container
    }
}
