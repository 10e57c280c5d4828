/// Values that flow down the view tree: set with modifiers such as `.font(_:)` or
/// `.environment(\.layoutDirection, .rightToLeft)`, read by the views inside.
public struct EnvironmentValues {
    /// The font of text that sets none itself; nil means `.body`.
    public var font: Font?
    /// The direction horizontal layouts run in.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The maximum number of lines text may take; nil for no limit. Text takes a value below 1 as one line.
    public var lineLimit: Int?
    /// How the lines of multiline text align with each other.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The styles of text and of shapes that are not filled explicitly, by level (`.foregroundStyle`); nil
    /// for the system's label colours.
    var foregroundStyles: ForegroundStyles?
    /// The tint (`.tint(_:)`); nil for the accent colour.
    var tintStyle: _ResolvedShapeStyle?
    /// A weight that overrides the font's (`.fontWeight`).
    var fontWeight: Font.Weight?
    /// Whether text is bold (`.bold(_:)`), when no weight is set more specifically.
    var isBold = false
    /// Whether text is italic (`.italic(_:)`).
    var isItalic = false
    /// Whether text sets its digits at one width (`.monospacedDigit()`).
    var isMonospacedDigit = false
    /// A design that overrides the font's default one (`.fontDesign`).
    var fontDesign: Font.Design?
    /// A width for the font (`.fontWidth`).
    var fontWidth: Font.Width?
    /// The number of lines text reserves space for even when it is shorter (the lower bound of
    /// `.lineLimit(_:)` with a range, or `.lineLimit(_:reservesSpace: true)`); nil reserves nothing.
    var lowerLineLimit: Int?
    /// The horizontal size class of the window: compact or regular, from the host's width as an iPhone or
    /// iPad window of that width is classed (layout rules §12); nil where no host decides it.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class of the window: compact or regular, from the host's height (layout rules §12).
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The image scale, variants and rendering mode of symbols (`.imageScale`, `.symbolVariant`); nil for the
    /// defaults.
    var symbolSettings: SymbolSettings?
    /// Whether the views take input: `.disabled(true)` turns it off for a view and the views inside it.
    public var isEnabled = true
    /// The style and `.onSubmit` actions of the text fields inside (`SwiftUI/TextInput/TextFieldStyle.swift`); nil
    /// for the defaults, so views without text fields carry nothing.
    var textInputSettings: TextInputEnvironment?
    /// The settings of controls (`.buttonStyle`, `.controlSize`, …; `SwiftUI/Controls/ControlEnvironment.swift`): one
    /// reference, nil until a modifier sets one.
    var controls: ControlSettings?
    /// The values of users' own keys (`EnvironmentKey`), of the less used built-in ones (`\.openURL`,
    /// `\.colorScheme`, `\.isEnabled`, …) and the objects put in with `.environment(object)` and
    /// `.environmentObject(_:)`, by key type. Empty, it costs a copy of the environment nothing.
    var extras: [ObjectIdentifier: Any] = [:]

    public init() {}
}

/// The alignment of the lines of multiline text.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }
}

/// Changes the environment of its content; no node of its own.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout EnvironmentValues) -> Void
    /// What the modifier replaced among the values it was given, told when the view is built.
    var warning: InputWarning?

    init(content: Content, change: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.change = change
    }

    /// This writer, giving `warning` when it is built.
    func warning(_ warning: InputWarning?) -> Self {
        var writer = self
        writer.warning = warning
        return writer
    }

    func resolve(into resolver: inout Resolver) {
        resolver.warn(warning)
        resolver.withEnvironment(change) { $0.resolve(content) }
    }
}
