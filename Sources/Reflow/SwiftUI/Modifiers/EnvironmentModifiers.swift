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

    /// The range of lines the text inside this view may take: at most the upper bound, truncating beyond
    /// it, and at least the lower bound, whose height the text reserves even when it is shorter (as
    /// `lineLimit(_:reservesSpace: true)` does; layout rules §6.11).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        var check = InputCheck(".lineLimit")
        let lower = Self.reservedLines(limit.lowerBound, &check)
        return EnvironmentWriter(content: self) {
            $0.lineLimit = max(1, limit.upperBound)
            $0.lowerLineLimit = lower
        }.warning(check.warning)
    }

    /// At least `limit.lowerBound` lines for the text inside this view, reserved even when it is shorter, and
    /// no upper limit (layout rules §6.11).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        var check = InputCheck(".lineLimit")
        let lower = Self.reservedLines(limit.lowerBound, &check)
        return EnvironmentWriter(content: self) {
            $0.lineLimit = nil
            $0.lowerLineLimit = lower
        }.warning(check.warning)
    }

    /// At most `limit.upperBound` lines for the text inside this view; nothing is reserved (layout rules §6.11).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        EnvironmentWriter(content: self) {
            $0.lineLimit = max(1, limit.upperBound)
            $0.lowerLineLimit = nil
        }
    }

    /// At most `limit` lines for the text inside this view; with `reservesSpace`, the text is always as high as
    /// `limit` lines, even when it is shorter (layout rules §6.11).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        var check = InputCheck(".lineLimit")
        let lower = reservesSpace ? Self.reservedLines(limit, &check) : nil
        return EnvironmentWriter(content: self) {
            $0.lineLimit = max(1, limit)
            $0.lowerLineLimit = lower
        }.warning(check.warning)
    }

    /// The lines text may reserve: 0 … 10,000, so that a reserved height stays drawable.
    private static func reservedLines(_ lines: Int, _ check: inout InputCheck) -> Int {
        check.clamped(lines, "reserved lines", to: 0...10_000)
    }

    /// Makes the text inside this view bold, or, with `false`, takes back an enclosing `bold()`.
    public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentWriter(content: self) { $0.isBold = isActive }
    }

    /// Makes the text inside this view italic, or, with `false`, takes back an enclosing `italic()`.
    public func italic(_ isActive: Bool = true) -> some View {
        EnvironmentWriter(content: self) { $0.isItalic = isActive }
    }

    /// Sets the digits of the text inside this view at one width (OpenType `tnum`), as a timer's should be.
    public func monospacedDigit() -> some View {
        EnvironmentWriter(content: self) { $0.isMonospacedDigit = true }
    }

    /// The font design of the text inside this view (serif, rounded, monospaced); nil leaves the font's own.
    public func fontDesign(_ design: Font.Design?) -> some View {
        EnvironmentWriter(content: self) { $0.fontDesign = design }
    }

    /// The font width of the text inside this view. Reflow's fonts have one width: the text is drawn at the
    /// standard width.
    public func fontWidth(_ width: Font.Width?) -> some View {
        EnvironmentWriter(content: self) { $0.fontWidth = width }
    }

    /// How the lines of multiline text inside this view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// The colour of text and unstyled shapes inside this view; nil for the default.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.foregroundStyles = color.map {
                ForegroundStyles(levels: [.color($0.resolved(in: environment))])
            }
        }
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

    /// The accent colour of this view's controls: the older name of `tint(_:)`.
    public func accentColor(_ color: Color?) -> some View { tint(color) }

    /// The tint of controls and of `.tint` styles inside this view; nil for the accent colour.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.tintStyle = tint.map { .color($0.resolved(in: environment)) }
        }
    }

    /// The tint of controls and of `.tint` styles inside this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentWriter(content: self) { environment in environment.tintStyle = tint.map { $0._resolvedStyle(in: environment) } }
    }
}
