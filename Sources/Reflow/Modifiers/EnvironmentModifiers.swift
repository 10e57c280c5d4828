extension View {
    /// The font of the text inside this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The weight of the text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        EnvironmentWriter(content: self) { $0.fontWeight = weight }
    }

    /// The most lines the text inside this view may take; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max(1, $0) })
    }

    /// How the lines of multiline text inside this view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// The colour of text and unstyled shapes inside this view; nil for the default.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self) { $0.foregroundStyles = color.map { ForegroundStyles(levels: [.color($0)]) } }
    }

    /// The style of text and unstyled shapes inside this view; `.secondary` and the other levels inside it
    /// are this style faded.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.foregroundStyles = ForegroundStyles(levels: [style._resolvedStyle(in: $0)]) }
    }

    /// The primary and secondary styles inside this view (`.secondary` is `secondary`, `.tertiary` the
    /// primary faded).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentWriter(content: self) {
            $0.foregroundStyles = ForegroundStyles(levels: [primary._resolvedStyle(in: $0), secondary._resolvedStyle(in: $0)])
        }
    }

    /// The primary, secondary and tertiary styles inside this view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                             _ tertiary: S3) -> some View {
        EnvironmentWriter(content: self) {
            $0.foregroundStyles = ForegroundStyles(levels: [primary._resolvedStyle(in: $0), secondary._resolvedStyle(in: $0),
                                                            tertiary._resolvedStyle(in: $0)])
        }
    }

    /// The tint of controls and of `.tint` styles inside this view; nil for the accent colour.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: self) { $0.tintStyle = tint.map(_ResolvedShapeStyle.color) }
    }

    /// The tint of controls and of `.tint` styles inside this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentWriter(content: self) { environment in environment.tintStyle = tint.map { $0._resolvedStyle(in: environment) } }
    }
}
