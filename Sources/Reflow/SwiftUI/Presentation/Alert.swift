// `.alert`: a title, a message and buttons on a card in the middle of the dimmed host (docs/navigation.md §5.2).

/// An alert's card: 270 wide, the title (headline) and message (footnote) centred above the buttons; two
/// buttons side by side (the cancelling one leading), one or three and more stacked (the cancelling one
/// last), each row 44 tall, as UIKit lays out an alert. No buttons: an "OK" button.
struct AlertContainer: View {
    let title: Text
    let message: AnyView?
    let actions: [PresentationAction]
    let dismiss: () -> Void

    var body: some View {
        ZStack {
            PresentationLook.alertDimming.contentShape(Rectangle()).onTapGesture {}
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    title.font(.headline)
                    if let message { message.font(.footnote) }
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 20)
                ControlLook.separator.frame(height: BarLook.hairline)
                buttons
            }
            .frame(width: PresentationLook.alertWidth)
            .background(RoundedRectangle(cornerRadius: PresentationLook.alertCornerRadius).fill(PresentationLook.panel))
            .presentationButtons(rowHeight: 44, dismiss: dismiss)
        }
    }

    @ViewBuilder private var buttons: some View {
        let actions = self.actions.isEmpty ? [PresentationAction(view: AnyView(Button("OK") {}), role: nil)] : self.actions
        if actions.count == 2 {
            // The cancelling button leads (UIKit's order for two).
            let ordered = actions[1].role == .cancel ? [actions[1], actions[0]] : actions
            HStack(spacing: 0) {
                ordered[0].view
                ControlLook.separator.frame(width: BarLook.hairline)
                ordered[1].view
            }
            .frame(height: 44)
        } else {
            let ordered = actions.filter { $0.role != .cancel } + actions.filter { $0.role == .cancel }
            VStack(spacing: 0) {
                ForEach(ordered.indices, id: \.self) { index in
                    if index > 0 { ControlLook.separator.frame(height: BarLook.hairline) }
                    ordered[index].view
                }
            }
        }
    }
}

extension View {
    /// Presents an alert titled `title` with the buttons of `actions` while `isPresented` is true; a button
    /// closes it after its action, as do `dismiss` and Escape.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled `title` with the buttons of `actions` while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(Text(title), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled with `titleKey`'s text with the buttons of `actions` while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(Text(titleKey.key), isPresented: isPresented, actions: actions(), message: nil)
    }

    /// Presents an alert titled `title`, with `message` below the title and the buttons of `actions`.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled `title`, with `message` below the title and the buttons of `actions`.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alertPresentation(Text(title), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert titled with `titleKey`'s text, with `message` and the buttons of `actions`.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(Text(titleKey.key), isPresented: isPresented, actions: actions(), message: AnyView(message()))
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil: its buttons and
    /// message are made from the value.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alertPresentation(Text(title), isPresented: shown, actions: data.map(actions),
                                 message: data.map { AnyView(message($0)) })
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alertPresentation(Text(title), isPresented: shown, actions: data.map(actions), message: nil)
    }

    /// Presents the older `Alert` value `content` makes while `isPresented` is true (deprecated in SwiftUI).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return alertPresentation(alert?.title ?? Text(""), isPresented: isPresented,
                                 actions: alert.map { AlertButtons(buttons: $0.buttons) },
                                 message: alert?.message.map { AnyView($0) })
    }

    /// Presents the older `Alert` that `content` makes for `item`'s value while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return alertPresentation(alert?.title ?? Text(""), isPresented: shown,
                                 actions: alert.map { AlertButtons(buttons: $0.buttons) },
                                 message: alert?.message.map { AnyView($0) })
    }

    fileprivate func alertPresentation<A: View>(_ title: Text, isPresented: Binding<Bool>, actions: A,
                                                message: AnyView?) -> some View {
        let shown = isPresented.wrappedValue
        let dismiss = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
        return PresentationAnchor(content: self, isPresented: shown, dismiss: dismiss,
                                  presented: AlertContainer(title: title, message: message,
                                                            actions: shown ? PresentationActions.of(actions) : [],
                                                            dismiss: dismiss))
    }
}

/// An alert in the older form: `Alert(title:message:dismissButton:)` or with a primary and a secondary button
/// (deprecated in SwiftUI, common in older demos).
public struct Alert {
    /// One button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button titled `label`.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button (red), titled `label`.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (by default "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// The buttons of an older `Alert`, as the actions of an alert.
struct AlertButtons: View, PrimitiveView, PresentationActionList {
    typealias Body = Never
    let buttons: [Alert.Button]

    func resolve(into resolver: inout Resolver) {}

    var presentationActions: [PresentationAction] {
        buttons.map { button in
            let action = button.action ?? {}
            return PresentationAction(view: AnyView(Reflow.Button(role: button.role, action: action) { button.label }),
                                      role: button.role)
        }
    }
}

/// Actions that list themselves (an older `Alert`'s buttons).
protocol PresentationActionList {
    var presentationActions: [PresentationAction] { get }
}
