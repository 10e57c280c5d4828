// Presentations (sheets, covers, alerts, dialogs, popovers) are the host's popup (`SwiftUI/Controls/ViewHost+Popup.swift`),
// asked for while the view that presents them is built, and laid out over the whole host: drawn last, hit
// first, closed by their buttons, by `dismiss` and by Escape (docs/navigation.md §5).

/// Asks the host to show `presented` over everything while `isPresented`: the presenting view's first node is
/// the anchor, and the presented views see the presenter's environment, with `dismiss` closing them.
struct PresentationAnchor<Content: View, Presented: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Bool
    let dismiss: () -> Void
    let presented: Presented

    func resolve(into resolver: inout Resolver) {
        var environment = resolver.environment
        let dismiss = self.dismiss
        environment.dismiss = DismissAction(dismiss)
        environment.isPresented = true
        // A presentation's buttons are not a menu's: a menu around the presenter does not close with them.
        environment.changeControls { $0.dismissMenu = nil }
        let graph = resolver.graph
        var anchored = false
        let isPresented = self.isPresented, presented = self.presented
        resolver.forEachNode(of: { $0.resolve(content) }) { node in
            guard isPresented, !anchored else { return }
            anchored = true
            graph.popupRequest = PopupRequest(anchor: node, content: AnyView(presented), environment: environment,
                                               dismiss: dismiss, coversHost: true)
        }
    }
}

/// The metrics and colours of presentations (docs/navigation.md §5 gives their sources and Reflow's choices).
enum PresentationLook {
    /// The dimming behind a sheet or a dialog: black at 35 % (Reflow's choice, close to iOS's dimming view).
    static let dimming = Color.black.opacity(0.35)
    /// The dimming behind an alert: lighter, as iOS dims less behind alerts (Reflow's choice).
    static let alertDimming = Color.black.opacity(0.2)
    /// A sheet's top edge below the host's top: Reflow's choice, where an iPhone page sheet starts below the
    /// status bar and shows the presenter's rim.
    static let sheetTopInset: CGFloat = 40
    /// A sheet's corner radius (UIKit's sheets: 10).
    static let sheetCornerRadius: CGFloat = 10
    /// An alert's width: 270, UIKit's alert.
    static let alertWidth: CGFloat = 270
    /// An alert's corner radius: 14, UIKit's.
    static let alertCornerRadius: CGFloat = 14
    /// The alert's and the dialog's panels: near-white, standing for iOS's thick material over a dimmed page.
    static let panel = Color(red: 0.97, green: 0.97, blue: 0.97)
    /// An action sheet's rows: 57 tall, UIKit's action sheet.
    static let dialogRowHeight: CGFloat = 57
    /// An action sheet's margins from the host's sides and bottom: 8, UIKit's.
    static let dialogMargin: CGFloat = 8
}

/// One action of an alert or a dialog: its view and, for a `Button`, its role.
struct PresentationAction {
    let view: AnyView
    let role: ButtonRole?
}

/// A button that reports its role to the alert or dialog it is in.
protocol ButtonRoleReporting {
    var reportedRole: ButtonRole? { get }
}

extension Button: ButtonRoleReporting {
    var reportedRole: ButtonRole? { role }
}

enum PresentationActions {
    /// The views of `actions`, in order, each with its role if it is a `Button`: a view builder's tuples,
    /// groups and optionals are opened, as a picker's options are.
    static func of<V: View>(_ actions: V) -> [PresentationAction] {
        var result: [PresentationAction] = []
        collect(actions, into: &result)
        return result
    }

    private static func collect(_ view: any View, into result: inout [PresentationAction]) {
        if view is EmptyView { return }
        if let list = view as? PresentationActionList {
            result += list.presentationActions
            return
        }
        if let tuple = view as? TupleViewValue {
            for child in Mirror(reflecting: tuple.tupleValue).children {
                if let element = child.value as? any View { collect(element, into: &result) }
            }
        } else if let optional = view as? OptionalViewValue {
            if let wrapped = optional.wrappedView { collect(wrapped, into: &result) }
        } else {
            result.append(PresentationAction(view: AnyView(view), role: (view as? ButtonRoleReporting)?.reportedRole))
        }
    }
}

/// A view builder's tuple, opened by `PresentationActions`.
protocol TupleViewValue {
    var tupleValue: Any { get }
}

extension TupleView: TupleViewValue {
    var tupleValue: Any { value }
}

/// An optional view (`if` without `else`), opened by `PresentationActions`.
protocol OptionalViewValue {
    var wrappedView: (any View)? { get }
}

extension Optional: OptionalViewValue where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 } }
}

/// An alert's or a dialog's button: the label across the row in the accent colour (red when destructive,
/// semibold when it cancels), a grey highlight while pressed.
struct PresentationButtonStyle: ButtonStyle {
    let rowHeight: CGFloat

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .fontWeight(configuration.role == .cancel ? .semibold : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: rowHeight)
            .padding(.horizontal, 8)
            .background(configuration.isPressed ? ControlLook.fill : Color.clear)
            .contentShape(Rectangle())
    }
}

extension View {
    /// This view's buttons close the presentation (`dismiss`) after their action, drawn as alert rows.
    func presentationButtons(rowHeight: CGFloat, dismiss: @escaping () -> Void) -> some View {
        controlSetting {
            $0.dismissMenu = dismiss
            $0.buttonStyle = AnyPrimitiveButtonStyle(pressing: PresentationButtonStyle(rowHeight: rowHeight))
        }
    }
}
