// What controls read from the environment: their size, their styles, and how a menu they are in closes. One
// reference in `EnvironmentValues` holds them all, so views without controls copy one pointer more, not a
// dozen fields.

/// The size of controls inside a view, as SwiftUI's `ControlSize` (`.controlSize(_:)`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest: footnote text, the least padding.
    case mini
    /// Smaller than regular: subheadline text.
    case small
    /// The default.
    case regular
    /// Larger padding and corners.
    case large
    /// The largest.
    case extraLarge
}

/// The control settings of an environment (`.buttonStyle`, `.controlSize`, …): immutable, replaced as a whole
/// by the modifiers that change one of them.
final class ControlSettings {
    let values: ControlValues
    init(_ values: ControlValues) { self.values = values }
}

/// The values behind `ControlSettings`.
struct ControlValues {
    var controlSize = ControlSize.regular
    var buttonStyle: AnyPrimitiveButtonStyle?
    var buttonBorderShape = ButtonBorderShape.automatic
    var toggleStyle: AnyToggleStyle?
    var pickerStyle = PickerStyleKind.automatic
    var labelStyle: AnyLabelStyle?
    var progressStyle = ProgressStyleKind.automatic
    /// `.labelsHidden()`: controls draw no label (a toggle is only its switch).
    var labelsHidden = false
    /// Closes the menu the view is in (set inside a `Menu`'s list): choosing a button closes the menu.
    var dismissMenu: (() -> Void)?
}

extension EnvironmentValues {
    /// The size of controls: `.regular` unless `.controlSize(_:)` says otherwise.
    public var controlSize: ControlSize {
        get { controlValues.controlSize }
        set { changeControls { $0.controlSize = newValue } }
    }

    /// The control settings in force (the defaults where no modifier set any).
    var controlValues: ControlValues { controls?.values ?? ControlValues() }

    /// Changes one control setting for the views inside.
    mutating func changeControls(_ change: (inout ControlValues) -> Void) {
        var values = controlValues
        change(&values)
        controls = ControlSettings(values)
    }
}

extension View {
    /// Sets the size of the controls inside this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        EnvironmentWriter(content: self) { $0.controlSize = controlSize }
    }

    /// Hides the labels of the controls inside this view (a `Toggle` shows only its switch, a `Stepper` its
    /// buttons), as SwiftUI's `.labelsHidden()`.
    public func labelsHidden() -> some View {
        EnvironmentWriter(content: self) { $0.changeControls { $0.labelsHidden = true } }
    }

    /// Changes a control setting for the views inside this view.
    func controlSetting(_ change: @escaping (inout ControlValues) -> Void) -> some View {
        EnvironmentWriter(content: self) { $0.changeControls(change) }
    }
}

/// The metrics and colours controls share (docs/controls.md gives the sources and the guesses).
enum ControlLook {
    /// iOS's `tertiarySystemFill` (118, 118, 128 at 12 %): the grey of a stepper's and a segmented control's
    /// track.
    static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255).opacity(0.12)
    /// The switch's track when off: `systemFill` (120, 120, 128 at 16 %).
    static let switchOff = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.16)
    /// Disabled text: `tertiaryLabel` (60, 60, 67 at 30 %).
    static let disabledLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.3)
    /// A menu's separators and a stepper's divider: `separator` (60, 60, 67 at 29 %).
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255).opacity(0.29)

    /// The label font of a control of `size`: iOS uses the body style, and smaller ones for small and mini
    /// controls.
    static func font(_ size: ControlSize) -> Font {
        switch size {
        case .mini: return .footnote
        case .small: return .subheadline
        case .regular, .large, .extraLarge: return .body
        }
    }
}

/// The tint, or `fallback` where none is set: a switch is green and not blue unless tinted, as on iOS.
struct TintOr: ShapeStyle {
    let fallback: Color
    func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        environment.tintStyle ?? .color(fallback)
    }
}
