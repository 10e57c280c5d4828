extension View {
    /// The font of the text inside this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The weight of the text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        EnvironmentWriter(content: self) { $0.fontWeight = weight }
    }

    /// The most lines the text inside this view may take; nil for no limit, and a number below 1 counts as 1.
    public func lineLimit(_ number: Int?) -> some View {
        // Stored as given, as SwiftUI's `EnvironmentValues.lineLimit` is: a text treats a value below 1 as one line
        // where it reads the limit (`MeasuredText.limits`; layout rules §6.9), so `\.lineLimit` reads 0 after
        // `.lineLimit(0)`, as in SwiftUI.
        environment(\.lineLimit, number)
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
