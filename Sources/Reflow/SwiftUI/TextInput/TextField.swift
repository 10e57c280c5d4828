// `TextField` and `SecureField`: a leaf node (`TextFieldBehavior`) that sizes and draws the field, with the
// input a field needs attached to it: a press places the caret and focuses it, keys edit it
// (`FieldInput.swift`), and the text goes to the binding.

/// A control that displays an editable text: `TextField("Name", text: $name)`.
///
/// The field takes the width it is offered; its height is one line of its font plus its style's insets, or,
/// with `axis: .vertical`, as many lines as its text wraps to within `.lineLimit`. The title is the
/// placeholder, drawn in the secondary colour while the text is empty, unless a `prompt` is given.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>
    let label: Label
    let placeholder: String
    let axis: Axis
    let onEditingChanged: ((Bool) -> Void)?
    let onCommit: (() -> Void)?
    /// For a formatted value: parses the field's draft into the value and shows the value's text again.
    var commit: ((TextFieldBehavior) -> Void)? = nil
    /// Whether the characters are hidden: the field a custom style is given for a `SecureField`.
    var isSecure = false

    func resolve(into resolver: inout Resolver) {
        if let style = resolver.environment.textInput.customStyle {
            resolver.resolve(style.body(of: self))
            return
        }
        resolver.appendTextField(text: text, placeholder: placeholder, axis: axis, isSecure: isSecure, commit: commit,
                                 onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

extension TextField where Label == Text {
    /// A field showing `text`, with `title` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }

    /// A field with `prompt` as its placeholder (`title` names the field).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field that, with `axis: .vertical`, wraps its text and grows a line at a time (within
    /// `.lineLimit`); Return inserts a newline in it.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    /// A field with a prompt, growing along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.text = text
        label = Text(title)
        placeholder = prompt?.content ?? String(title)
        self.axis = axis
        onEditingChanged = nil
        onCommit = nil
    }

    /// A field that tells `onEditingChanged` when it gains (true) and loses focus, and runs `onCommit` on
    /// Return (the form SwiftUI deprecated for `.focused` and `.onSubmit`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.text = text
        label = Text(title)
        placeholder = String(title)
        axis = .horizontal
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

extension TextField where Label == Text {
    /// A field editing a value through `format`: it shows the value formatted, and the text typed is parsed
    /// into the value when it is committed, on Return or when the field loses focus (text that does not
    /// parse leaves the value as it was, and the field shows it again): `TextField("Spacing", value:
    /// $spacing, format: .number)`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil)
        where F.FormatOutput == String {
        // The field's text binding only reads: edits stay in the field's draft until committed.
        self.init(title, text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }), prompt: prompt)
        commit = { behavior in
            if let parsed = try? format.parseStrategy.parse(behavior.text) { value.wrappedValue = parsed }
            behavior.commitDraft(showing: format.format(value.wrappedValue))
        }
    }
}

extension TextField {
    /// A field with a label view; the prompt, if any, is its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// A field with a label view, growing along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
        placeholder = prompt?.content ?? ""
        self.axis = axis
        onEditingChanged = nil
        onCommit = nil
    }
}

/// A field whose text is hidden: each character is drawn as a bullet. It edits as a one-line `TextField`.
public struct SecureField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>
    let label: Label
    let placeholder: String
    let onCommit: (() -> Void)?

    func resolve(into resolver: inout Resolver) {
        if let style = resolver.environment.textInput.customStyle {
            resolver.resolve(style.body(of: TextField(text: text, label: label, placeholder: placeholder,
                                                      axis: .horizontal, onEditingChanged: nil, onCommit: onCommit,
                                                      isSecure: true)))
            return
        }
        resolver.appendTextField(text: text, placeholder: placeholder, axis: .horizontal, isSecure: true, commit: nil,
                                 onEditingChanged: nil, onCommit: onCommit)
    }
}

extension SecureField where Label == Text {
    /// A secure field with `title` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// A secure field with `prompt` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.text = text
        label = Text(title)
        placeholder = prompt?.content ?? String(title)
        onCommit = nil
    }

    /// A secure field that runs `onCommit` on Return (the deprecated form).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.text = text
        label = Text(title)
        placeholder = String(title)
        self.onCommit = onCommit
    }
}

extension SecureField {
    /// A secure field with a label view; the prompt, if any, is its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
        placeholder = prompt?.content ?? ""
        onCommit = nil
    }
}

extension EnvironmentValues {
    /// The font text inside resolves to, with the environment's weight, boldness, slant and design, as a
    /// `Text` with none of its own resolves it.
    var resolvedTextFont: ResolvedFont {
        var font = (self.font ?? .body).resolved(at: dynamicTypeSize)
        if let weight = fontWeight {
            font.weight = weight
        } else if isBold {
            font.weight = .bold
        }
        if isItalic { font.isItalic = true }
        if font.design == .default, let design = fontDesign { font.design = design }
        return font
    }
}

extension Resolver {
    /// Appends the node of a text or secure field and attaches its input.
    mutating func appendTextField(text: Binding<String>, placeholder: String, axis: Axis, isSecure: Bool,
                                  commit: ((TextFieldBehavior) -> Void)?, onEditingChanged: ((Bool) -> Void)?,
                                  onCommit: (() -> Void)?) {
        let environment = self.environment
        var font = environment.resolvedTextFont
        if !(font.size >= 0 && font.size <= ResolvedFont.maximumSize) { font.size = checkedFontSize(font.size) }
        let settings = environment.textInput
        let configuration = FieldConfiguration(
            font: font,
            textColor: environment.foregroundStyle(level: 0).color ?? .primary,
            placeholderColor: environment.foregroundStyles == nil
                ? .secondary : (environment.foregroundStyle(level: 1).color ?? .secondary),
            tint: environment.tintStyle?.color ?? Color.accentColor.resolved(in: environment),
            placeholder: placeholder,
            isSecure: isSecure,
            // A secure field is one line, whatever it is asked.
            axis: isSecure ? .horizontal : axis,
            style: settings.style,
            lineLimit: environment.lineLimit,
            reservedLines: environment.lowerLineLimit,
            alignment: environment.multilineTextAlignment,
            isEnabled: environment.isEnabled)
        let value = text.wrappedValue
        appendLeaf(TextFieldBehavior.self, make: { TextFieldBehavior(configuration, text: value) },
                   update: { $0.update(configuration, text: value) })
        guard let node = nodes.last, let behavior = node.behavior as? TextFieldBehavior else { return }
        var submits = settings.submitActions.filter { $0.triggers.contains(.text) }.map(\.action)
        if let onCommit { submits.insert(onCommit, at: 0) }
        FieldInput.attach(to: node, behavior: behavior, text: text, commit: commit, submits: submits,
                          onEditingChanged: onEditingChanged, isEnabled: environment.isEnabled)
    }
}
