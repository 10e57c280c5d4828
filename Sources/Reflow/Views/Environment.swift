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
    /// The colour of text and of shapes that are not filled explicitly; nil means the primary colour.
    var foregroundColor: Color?
    /// A weight that overrides the font's (`.fontWeight`).
    var fontWeight: Font.Weight?

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

    func resolve(into resolver: inout Resolver) {
        resolver.withEnvironment(change) { $0.resolve(content) }
    }
}
