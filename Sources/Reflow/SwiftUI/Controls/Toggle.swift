/// A control that turns a value on and off: SwiftUI's `Toggle`. Drawn by the toggle style in the environment;
/// the default is iOS's switch, trailing, with the label leading across the proposed width.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.controlValues) private var controls

    /// A toggle of `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as its style draws it.
    public var body: some View {
        let style = controls.toggleStyle ?? AnyToggleStyle(DefaultToggleStyle())
        return style.makeBody(ToggleStyleConfiguration(label: .init(label), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` labelled by `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Reflow.Label<Text, Image> {
    /// A toggle of `isOn` labelled by `title` and the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Reflow.Label(title, systemImage: systemImage) }
    }
}

/// How toggles are drawn: SwiftUI's `ToggleStyle`.
public protocol ToggleStyle {
    /// The view a toggle of this style is.
    associatedtype Body: View
    /// The view of a toggle with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` is given: the label and the value.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; set it to turn the toggle.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off; Reflow's never do.
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The platform's default: on iOS, and so in Reflow, the switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// The toggle as a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// The label leading, the 51 × 31 switch trailing, across the proposed width (as iOS lays a switch out:
/// `LabeledContent` with the switch at its fixed size).
public struct SwitchToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration)
    }
}

/// A button that shows whether the toggle is on: tinted and filled when on, bordered when off.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// The toggle as a button.
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return PressableView(trigger: { isOn.wrappedValue.toggle() }) { isPressed in
            ButtonLook(label: configuration.label, role: nil, isPressed: isPressed,
                       kind: isOn.wrappedValue ? .borderedProminent : .bordered)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style as the environment keeps it.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension View {
    /// Draws the toggles inside this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        controlSetting { $0.toggleStyle = AnyToggleStyle(style) }
    }
}

/// The switch and its label.
struct SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.controlValues) private var controls

    /// The switch's metrics (iOS: a 51 × 31 track, a 28-point thumb).
    static let size = CGSize(width: 51, height: 31)
    static let thumb: CGFloat = 28

    var body: some View {
        HStack {
            if !controls.labelsHidden {
                // The label takes what the control leaves: the control trails, the label leads (docs/ios-metrics.md
                // §7: iOS lays a switch out as `LabeledContent`).
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
            }
            SwitchControl(isOn: configuration.$isOn)
        }
    }
}

/// The switch itself: pressable, flipping its value on release or with Space, its thumb sliding over.
struct SwitchControl: View {
    let isOn: Binding<Bool>
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let isOn = self.isOn
        let on = isOn.wrappedValue
        let inset = (SwitchToggle.size.height - SwitchToggle.thumb) / 2
        // The knob animates by itself, whatever the transaction (metrics §13), over 0.2 s.
        return PressableView(trigger: { isOn.wrappedValue.toggle() }) { _ in
            ZStack(alignment: on ? .trailing : .leading) {
                Capsule().fill(on ? AnyShapeStyle(TintOr(fallback: .green)) : AnyShapeStyle(ControlLook.switchOff))
                Circle().fill(Color.white)
                    .frame(width: SwitchToggle.thumb, height: SwitchToggle.thumb)
                    .shadow(color: Color.black.opacity(0.15), radius: 2, x: 0, y: 2)
                    .padding(inset)
            }
            .frame(width: SwitchToggle.size.width, height: SwitchToggle.size.height)
            .opacity(isEnabled ? 1 : 0.5)
            .animation(.easeInOut(duration: 0.2), value: on)
        }
    }
}
