/// A control that chooses one of its tagged views: SwiftUI's `Picker`. The options are the views of its
/// content with their `.tag`s (a `ForEach`'s views are tagged with their elements' ids); the style in the
/// environment draws it: `.menu` (the default on iOS outside a form), `.segmented`, `.inline` (`.wheel` is
/// drawn inline).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.controlValues) private var controls
    @Environment(\.listContext) private var listContext

    /// A picker of `selection` among the tagged views of `content`, labelled by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The picker as its style draws it.
    public var body: some View {
        let options = PickerOptions.of(content)
        let selection = self.selection
        let model = PickerModel(options: options,
                                selected: options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) },
                                select: { index in
                                    guard let value = options[index].tag?.base as? SelectionValue else { return }
                                    selection.wrappedValue = value
                                })
        switch controls.pickerStyle {
        case .segmented:
            SegmentedPicker(model: model)
        case .inline:
            InlinePicker(model: model, label: label)
        case .menu, .automatic:
            if listContext != nil {
                // In a list or form the picker is a row: its label leading, the menu trailing (docs/lists.md).
                HStack {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    MenuPicker(model: model)
                }
            } else {
                MenuPicker(model: model)
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker of `selection` labelled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A picker's options and which is chosen, as its styles draw it.
struct PickerModel {
    let options: [PickerOption]
    let selected: Int?
    let select: (Int) -> Void
}

/// The kinds of picker style.
enum PickerStyleKind { case automatic, menu, segmented, inline }

/// How pickers are drawn: SwiftUI's `PickerStyle`. Reflow draws the built-in styles.
public protocol PickerStyle {}

/// The platform's default: on iOS outside a form, a menu.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A button showing the choice, which opens a menu of the options.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A row of segments, the chosen one raised.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// The options as rows, the chosen one checked.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A wheel; Reflow draws it inline.
public struct WheelPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel, drawn inline.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension View {
    /// Draws the pickers inside this view with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind
        switch style {
        case is SegmentedPickerStyle: kind = .segmented
        case is MenuPickerStyle: kind = .menu
        case is InlinePickerStyle, is WheelPickerStyle: kind = .inline
        default: kind = .automatic
        }
        return controlSetting { $0.pickerStyle = kind }
    }
}

/// The segmented control: segments of equal share of the width, 28 tall, in a grey track with 2 points above
/// and below and 3 at the sides (32 tall in all); the chosen segment raised on a white rounded rectangle.
struct SegmentedPicker: View {
    let model: PickerModel
    @Environment(\.isEnabled) private var isEnabled

    static let segmentHeight: CGFloat = 28
    static let inset = EdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<model.options.count, id: \.self) { index in
                let chosen = index == model.selected
                Button { model.select(index) } label: {
                    model.options[index].label
                        .font(.footnote.weight(chosen ? .semibold : .medium))
                        .lineLimit(1)
                        .padding(.horizontal, 8)
                        .frame(maxWidth: .infinity)
                        .frame(height: Self.segmentHeight)
                        .background {
                            if chosen {
                                RoundedRectangle(cornerRadius: 7).fill(Color.white)
                                    .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 2)
                            }
                        }
                }
                .buttonStyle(SegmentStyle())
            }
        }
        .padding(Self.inset)
        .background(RoundedRectangle(cornerRadius: 9).fill(ControlLook.fill))
        .opacity(isEnabled ? 1 : 0.5)
        .animation(.easeInOut(duration: 0.3), value: model.selected)
    }
}

/// A segment: the label in the primary colour, dimmed while pressed.
private struct SegmentStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(.primary).opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// The options as rows, the chosen one with a checkmark, as iOS draws an inline picker in a list.
struct InlinePicker<Label: View>: View {
    let model: PickerModel
    let label: Label
    @Environment(\.controlValues) private var controls

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !controls.labelsHidden {
                label.font(.footnote).foregroundStyle(.secondary).padding(.bottom, 6)
            }
            ForEach(0..<model.options.count, id: \.self) { index in
                Button { model.select(index) } label: {
                    HStack {
                        model.options[index].label
                        Spacer(minLength: 8)
                        Image(systemName: "checkmark").foregroundStyle(.tint).opacity(index == model.selected ? 1 : 0)
                    }
                    .frame(minHeight: 44)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

/// A button showing the chosen option and up-down chevrons in the tint, which opens a menu of the options.
struct MenuPicker: View {
    let model: PickerModel

    var body: some View {
        Menu {
            ForEach(0..<model.options.count, id: \.self) { index in
                Button { model.select(index) } label: {
                    HStack {
                        Image(systemName: "checkmark").opacity(index == model.selected ? 1 : 0)
                        model.options[index].label
                    }
                }
            }
        } label: {
            HStack(spacing: 4) {
                if let selected = model.selected { model.options[selected].label }
                Image(systemName: "chevron.up.chevron.down").font(.footnote)
            }
        }
    }
}
