/// A control of two buttons that step a value down and up: SwiftUI's `Stepper`. The label leads, the 94 × 32
/// pair of buttons trails, across the proposed width, as a `Toggle` is laid out.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.controlValues) private var controls

    /// A stepper that calls `onIncrement` and `onDecrement` (nil disables that button).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper of `value` by `step`, kept within `bounds`: a button is disabled at its end of the range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        let step = Self.checked(step)
        let current = value.wrappedValue
        self.init(label: label,
                  onIncrement: current < bounds.upperBound
                      ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
                  onDecrement: current > bounds.lowerBound
                      ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        let step = Self.checked(step)
        self.init(label: label,
                  onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    /// The label, a flexible gap and the buttons.
    public var body: some View {
        HStack {
            if !controls.labelsHidden {
                // The label takes what the control leaves: the control trails, the label leads (docs/ios-metrics.md
                // §7: iOS lays a switch out as `LabeledContent`).
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            StepperButtons(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
        }
    }

    /// A step that is not a number (a NaN floating-point step) steps nothing, with a warning.
    private static func checked<S: SignedNumeric & Comparable>(_ step: S) -> S {
        if step != step {
            BodyContext.warn(.controls, about: "Stepper", "was given a step that is not a number (used 0)")
            return 0
        }
        return step
    }
}

extension Stepper where Label == Text {
    /// A stepper labelled `title` that calls `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled `title` of `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper labelled `title` of `value` by `step`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// The stepper's two buttons on one grey rounded rectangle, a thin divider between them: each 47 × 32.
struct StepperButtons: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// UIStepper's size since iOS 13 (metrics §8).
    static let size = CGSize(width: 94, height: 32)

    var body: some View {
        HStack(spacing: 0) {
            half("minus", onDecrement)
            Rectangle().fill(ControlLook.separator).frame(width: 1, height: 18)
            half("plus", onIncrement)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .background(RoundedRectangle(cornerRadius: 8).fill(ControlLook.fill))
    }

    private func half(_ symbol: String, _ action: (() -> Void)?) -> some View {
        let editing = onEditingChanged
        return Button {
            editing(true)
            action?()
            editing(false)
        } label: {
            Image(systemName: symbol)
                .font(.body.weight(.medium))
                .frame(width: (Self.size.width - 1) / 2, height: Self.size.height)
        }
        .buttonStyle(StepperHalfStyle())
        .disabled(action == nil)
    }
}

/// A stepper half: the primary colour, greyed when disabled, a grey highlight while pressed.
struct StepperHalfStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        StepperHalf(configuration: configuration)
    }
}

private struct StepperHalf: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        configuration.label
            .foregroundStyle(isEnabled ? Color.primary : ControlLook.disabledLabel)
            .background(configuration.isPressed ? ControlLook.fill : Color.clear)
    }
}
