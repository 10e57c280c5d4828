/// A container of controls for entering data: SwiftUI's `Form`. On iOS, and so in Reflow, it is a list in the
/// inset grouped style whatever `.listStyle` says: sections as rounded cards, one control per row, with the
/// label leading and the control trailing (docs/lists.md).
///
/// ```swift
/// Form {
///     Section("Layout") {
///         Toggle("Wrap", isOn: $wraps)
///         Stepper("Spacing: \(spacing)", value: $spacing, in: 0...20)
///     }
/// }
/// ```
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(into resolver: inout Resolver) {
        resolver.resolve(ListRoot(content: content, selection: nil, form: true))
    }
}

/// How forms are drawn: SwiftUI's `FormStyle`. Reflow draws every form grouped, as iOS does.
public protocol FormStyle {}

/// The platform's default: grouped.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Sections of rows in rounded cards.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in two columns (macOS); Reflow draws it grouped.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    /// The default.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Columns, drawn grouped.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Draws the forms inside this view in `style`; Reflow draws every form grouped.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
