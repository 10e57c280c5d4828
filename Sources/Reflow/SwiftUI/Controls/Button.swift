/// A control that runs an action when pressed: SwiftUI's `Button`. Its look comes from the button style in
/// the environment (`.buttonStyle`); the default is iOS's borderless one, the tinted label alone.
///
/// It hugs its label: its size is the label's, plus the style's padding (docs/controls.md).
public struct Button<Label: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @Environment(\.controlValues) private var controls

    /// A button showing `label`, running `action` when pressed.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (`.destructive` draws it red, `.cancel` marks the one that cancels).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The button as its style draws it.
    public var body: some View {
        let style = controls.buttonStyle ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
        let action = self.action
        let dismissMenu = controls.dismissMenu
        // Inside a menu, choosing a button closes the menu after its action.
        let trigger: () -> Void = dismissMenu.map { dismiss in { action(); dismiss() } } ?? action
        return style.makeBody(PrimitiveButtonStyleConfiguration(role: role, label: .init(label), trigger: trigger))
    }
}

extension Button where Label == Text {
    /// A button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// A button whose label is `title`, with a role.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Reflow.Label<Text, Image> {
    /// A button whose label is `title` beside the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Reflow.Label(title, systemImage: systemImage) }
    }

    /// A button whose label is `title` beside the symbol `systemImage`, with a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Reflow.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, for styles to draw it accordingly: SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A button that deletes or destroys something: drawn red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
