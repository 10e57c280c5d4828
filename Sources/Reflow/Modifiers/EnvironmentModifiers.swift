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

    /// The colour of text and unstyled shapes inside this view.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self) { $0.foregroundColor = color }
    }

    /// The style of text and unstyled shapes inside this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.foregroundColor = style.resolvedColor(in: $0) }
    }
}
