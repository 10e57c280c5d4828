import Foundation

// SwiftUI's attributes of an `AttributedString`. On Apple platforms SwiftUI adds them to Foundation's
// `AttributeScopes`; Foundation on Linux has only its own scope, so Reflow adds SwiftUI's, under SwiftUI's names
// (the `name` strings are the keys SwiftUI archives them under), and `Text(AttributedString)` reads them.

extension AttributeScopes {
    /// SwiftUI's attributes: `font`, `foregroundColor`, `backgroundColor`, `strikethroughStyle`,
    /// `underlineStyle`, `kern`, `tracking`, `baselineOffset`, and Foundation's (`link`) beside them.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes a SwiftUI `Text` shows, as `AttributeScopes.SwiftUIAttributes` in SwiftUI.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A colour filled behind the run, its lines' height tall.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Points added after each character.
        public let kern: KerningAttribute
        /// Points added after each character.
        public let tracking: TrackingAttribute
        /// Points the run is raised above the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes, among them `link`.
        public let foundation: AttributeScopes.FoundationAttributes
    }
}

extension AttributeDynamicLookup {
    /// Makes SwiftUI's attributes properties of `AttributedString`, its runs and `AttributeContainer`:
    /// `string.font = .title`, `container.foregroundColor = .blue`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeScopes.SwiftUIAttributes {
    /// The attribute key of a run's font.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }

    /// The attribute key of a run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// The attribute key of the colour behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }

    /// The attribute key of a line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The attribute key of a line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The attribute key of the points added after each character (`Text.kerning(_:)`).
    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    /// The attribute key of the points added after each character (`Text.tracking(_:)`).
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    /// The attribute key of how far a run is raised above the baseline (`Text.baselineOffset(_:)`).
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

// Foundation on Apple platforms records markdown's emphasis as `inlinePresentationIntent`; Foundation on Linux
// has neither the attribute nor markdown. Reflow adds the attribute to Foundation's scope, under Apple's name,
// for `AttributedString(markdown:)` to record and `Text(AttributedString)` to show.

/// The inline emphasis markdown gives a run: Foundation's `InlinePresentationIntent`, with its raw values.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt

    /// The intent of the raw value `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Emphasis (`*italic*`): shown in italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**bold**`): shown in bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (`` `code` ``): shown in the monospaced design.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~gone~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute key of markdown's inline emphasis, as Foundation's on Apple platforms.
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    /// Markdown's inline emphasis of a run: `string.inlinePresentationIntent`. Only its key path is used, by
    /// the dynamic member lookup of `AttributedString`, as for Foundation's own keys; a scope value is never
    /// made, so the getter is never called.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute { fatalError("an attribute key path only") }
}
