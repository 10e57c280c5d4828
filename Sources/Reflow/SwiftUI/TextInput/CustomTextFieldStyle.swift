// A `TextFieldStyle` of the app's: SwiftUI gives its `_body(configuration:)` the field itself, and the view the
// style returns stands where the field was. Apps write these (`struct BubbleStyle: TextFieldStyle { func
// _body(configuration: TextField<Self._Label>) -> some View { configuration.padding().background(…) } }`),
// although the requirement is underscored.

/// The label of the field a custom `TextFieldStyle` is given: the field's own label.
public struct _TextFieldStyleLabel: View, PrimitiveView {
    /// Drawn by Reflow: no body of its own.
    public typealias Body = Never
    let content: AnyView

    func resolve(into resolver: inout Resolver) { resolver.resolve(content) }
}

/// A custom text field style, as the environment keeps it.
struct AnyTextFieldStyle {
    private let makeBody: (TextField<_TextFieldStyleLabel>) -> AnyView

    init<S: TextFieldStyle>(_ style: S) {
        makeBody = { AnyView(style._body(configuration: $0)) }
    }

    /// The style's view of `field`. The field inside it is drawn plain: the style does not apply to itself.
    func body<Label: View>(of field: TextField<Label>) -> some View {
        let configuration = TextField<_TextFieldStyleLabel>(
            text: field.text, label: _TextFieldStyleLabel(content: AnyView(field.label)),
            placeholder: field.placeholder, axis: field.axis, onEditingChanged: field.onEditingChanged,
            onCommit: field.onCommit, commit: field.commit, isSecure: field.isSecure)
        return EnvironmentWriter(content: makeBody(configuration)) { $0.textInput.customStyle = nil }
    }
}
