// The two kinds of button style SwiftUI has: `ButtonStyle` draws a button given whether it is pressed (Reflow
// handles the press), `PrimitiveButtonStyle` handles the press itself and calls `trigger()`.

/// A style that draws a button from its label, role and whether it is pressed: SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    /// The view a button of this style is.
    associatedtype Body: View
    /// The view of a button with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` is given: the label, the role and whether the button is pressed now.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        /// Drawn by Reflow: no body of its own.
        public typealias Body = Never
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        func resolve(into resolver: inout Resolver) { resolver.resolve(content) }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether a press is held on the button now.
    public let isPressed: Bool
}

/// A style that makes a whole button, press handling included: SwiftUI's `PrimitiveButtonStyle`. The
/// built-in styles (`.bordered`, `.plain`, …) are of this kind.
public protocol PrimitiveButtonStyle {
    /// The view a button of this style is.
    associatedtype Body: View
    /// The view of a button with `configuration`; it calls `configuration.trigger()` to run the action.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` is given: the label, the role, and the action to trigger.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    init(role: ButtonRole?, label: Label, trigger: @escaping () -> Void) {
        self.role = role
        self.label = label
        action = trigger
    }

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button style of either kind, as the environment keeps it.
struct AnyPrimitiveButtonStyle {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView

    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    /// A `ButtonStyle` made primitive: Reflow follows the press and gives the style `isPressed`.
    init<S: ButtonStyle>(pressing style: S) {
        makeBody = { configuration in
            AnyView(PressableView(trigger: configuration.action) { isPressed in
                style.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role,
                                                                       label: configuration.label,
                                                                       isPressed: isPressed))
            })
        }
    }
}

extension View {
    /// Draws the buttons inside this view with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        controlSetting { $0.buttonStyle = AnyPrimitiveButtonStyle(style) }
    }

    /// Draws the buttons inside this view with `style`, which is told whether each is pressed.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        controlSetting { $0.buttonStyle = AnyPrimitiveButtonStyle(pressing: style) }
    }

    /// The shape of bordered buttons inside this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        controlSetting { $0.buttonBorderShape = shape }
    }
}
