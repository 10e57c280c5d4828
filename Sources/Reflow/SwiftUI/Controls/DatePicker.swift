import Foundation

// `DatePicker`, as iOS draws its default (compact) style: the label leading, and the date and the time each in a
// grey rounded button trailing ("Nov 27, 2026", "2:45 PM"), as `LabeledContent` lays a control out
// (docs/controls.md, DatePicker). The buttons show the selection; a press opens no calendar or wheel yet, so the value
// changes only through its binding. `.graphical` and `.wheel` are drawn as the compact style, with a warning
// once, until they have drawings of their own.

/// Which parts of a date a `DatePicker` shows and edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for choosing a date, a time or both: SwiftUI's `DatePicker`.
public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label
    @Environment(\.controlValues) private var controls

    /// A picker of the parts `displayedComponents` of `selection`, labelled by `label`.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A picker limited to `range`; the range bounds what a user can choose, which this picker does not yet
    /// let them change.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        HStack {
            if !controls.labelsHidden {
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            HStack(spacing: 8) {
                if components.contains(.date) { DatePickerButton(text: Self.dateText(selection.wrappedValue)) }
                if components.contains(.hourAndMinute) { DatePickerButton(text: Self.timeText(selection.wrappedValue)) }
            }
        }
    }

    /// The date as iOS's compact picker shows it in English: "Nov 27, 2026".
    static func dateText(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US")))
    }

    /// The time as iOS's compact picker shows it in English: "2:45 PM".
    static func timeText(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "en_US")))
    }
}

extension DatePicker where Label == Text {
    /// A picker labelled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker labelled `title`, limited to `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker labelled `title`, from `range`'s start on.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker labelled `title`, up to `range`'s end.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker labelled by the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker labelled by the localized `titleKey`, limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// One of a compact date picker's buttons: its text on the system's tertiary fill, in a rounded rectangle.
struct DatePickerButton: View {
    let text: String

    var body: some View {
        // The buttons keep their text on one line; the label takes what is left, as beside a switch.
        Text(text)
            .monospacedDigit()
            .fixedSize()
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 8).fill(ControlLook.fill))
    }
}

/// How a `DatePicker` is drawn.
public protocol DatePickerStyle {}

/// The platform's default: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The date and time in buttons that open a calendar or a wheel.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A month's calendar and a time field (drawn as the compact style in Reflow).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels of days, hours and minutes (drawn as the compact style in Reflow).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Buttons showing the date and time.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// The style of the date pickers inside this view. Reflow draws every style as the compact one; a style
    /// other than that says so once.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        if !(style is CompactDatePickerStyle || style is DefaultDatePickerStyle) {
            Diagnostics.process.report(.controls, once: "datePickerStyle \(S.self)",
                "reflow: .datePickerStyle(\(S.self)) is drawn as the compact style")
        }
        return self
    }
}
