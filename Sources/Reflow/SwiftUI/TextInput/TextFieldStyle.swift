// Text field styles. SwiftUI's `TextFieldStyle` has no public requirements (its `_body` is private), so
// users pick one of the built-in styles: `.automatic`, `.plain` and `.roundedBorder`.

/// The look of the text fields inside a view: `.textFieldStyle(.roundedBorder)`.
public protocol TextFieldStyle {
    /// The view a field of this style is.
    associatedtype _Body: View
    /// The view of a field of this style. `configuration` is the field itself, drawn plain and editing as
    /// ever, which a style of the app's surrounds (`configuration.padding(10).background(…)`), as in SwiftUI,
    /// whose `TextFieldStyle` has only this underscored requirement for apps to implement.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel
    /// Which of Reflow's drawings the style stands for.
    var _kind: _TextFieldStyleKind { get }
}

extension TextFieldStyle {
    /// A style of the app's draws its field plain, inside what its `_body` adds.
    public var _kind: _TextFieldStyleKind { .plain }
}

/// The drawings a text field has; what a `TextFieldStyle` chooses.
public enum _TextFieldStyleKind: Hashable, Sendable {
    /// No border and no insets: the text alone (iOS's default style).
    case plain
    /// A white field with a thin grey rounded border and the text inset from it (UIKit's `.roundedRect`).
    case roundedBorder

    /// The space between the field's edges and its text.
    var insets: CGSize {
        switch self {
        case .plain: return .zero
        // About 34 points tall with body text (docs/ios-metrics.md §11, unconfirmed: UITextField's `.roundedRect`): 7 above
        // and below a 17-point line (about 20 high), and 7 at the sides.
        case .roundedBorder: return CGSize(width: 7, height: 7)
        }
    }
}

/// The platform's default style: on iOS, whose proportions Reflow follows, a plain field.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    /// Plain.
    public var _kind: _TextFieldStyleKind { .plain }
    /// The field as it is: Reflow draws the style.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A field with no decoration: its text, or its placeholder, alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    /// Plain.
    public var _kind: _TextFieldStyleKind { .plain }
    /// The field as it is: Reflow draws the style.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A field with a rounded border around its text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// Rounded border.
    public var _kind: _TextFieldStyleKind { .roundedBorder }
    /// The field as it is: Reflow draws the style.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default text field style (plain, as on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field with no border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style of the text fields (and secure fields) inside this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind = style._kind
        // A style whose body is the field as it is draws nothing of its own: Reflow's drawing of its kind.
        let custom = S._Body.self == TextField<_TextFieldStyleLabel>.self ? nil : AnyTextFieldStyle(style)
        return EnvironmentWriter(content: self) {
            $0.textInput.style = kind
            $0.textInput.customStyle = custom
        }
    }
}

/// What the text fields inside a view read from the environment: their style and the `.onSubmit` actions
/// around them. One optional value in `EnvironmentValues`, so views without text fields carry nothing.
struct TextInputEnvironment {
    var style: _TextFieldStyleKind = .plain
    /// A style of the app's (`_body`), which each field inside is given to.
    var customStyle: AnyTextFieldStyle?
    /// The submit actions, innermost first.
    var submitActions: [SubmitAction] = []
}

extension EnvironmentValues {
    /// The text input settings, the defaults where none were set.
    var textInput: TextInputEnvironment {
        get { textInputSettings ?? TextInputEnvironment() }
        set { textInputSettings = newValue }
    }
}
