// `.confirmationDialog`: an action sheet along the bottom of the dimmed host (docs/navigation.md §5.3).

/// An action sheet: the title (when shown) and message in small grey text above the actions on one rounded
/// panel, and the cancelling action on a panel of its own below (a "Cancel" one when the actions have none),
/// 8 from the host's sides and bottom; rows 57 tall, as UIKit's action sheet. A press on the dimmed host
/// cancels, as on iOS.
struct ConfirmationDialogContainer: View {
    let title: Text?
    let message: AnyView?
    let actions: [PresentationAction]
    let dismiss: () -> Void

    var body: some View {
        let main = actions.filter { $0.role != .cancel }
        let cancel = actions.first { $0.role == .cancel }
            ?? PresentationAction(view: AnyView(Button("Cancel", role: .cancel) {}), role: .cancel)
        let rowHeight = PresentationLook.dialogRowHeight
        return ZStack(alignment: .bottom) {
            PresentationLook.dimming.contentShape(Rectangle()).onTapGesture { dismiss() }
            VStack(spacing: PresentationLook.dialogMargin) {
                VStack(spacing: 0) {
                    if title != nil || message != nil {
                        VStack(spacing: 4) {
                            if let title { title.font(.footnote).fontWeight(.semibold) }
                            if let message { message.font(.footnote) }
                        }
                        .foregroundStyle(Color.secondary)
                        .padding(14)
                        ControlLook.separator.frame(height: BarLook.hairline)
                    }
                    ForEach(main.indices, id: \.self) { index in
                        if index > 0 { ControlLook.separator.frame(height: BarLook.hairline) }
                        main[index].view
                    }
                }
                .background(RoundedRectangle(cornerRadius: 14).fill(PresentationLook.panel))
                cancel.view
                    .background(RoundedRectangle(cornerRadius: 14).fill(Color.white))
            }
            .font(.system(size: 20))
            .padding(PresentationLook.dialogMargin)
            .presentationButtons(rowHeight: rowHeight, dismiss: dismiss)
        }
    }
}

extension View {
    /// Presents an action sheet titled `title` (shown as `titleVisibility` says: hidden by default, as on iOS)
    /// with the buttons of `actions` while `isPresented` is true; a button closes it after its action.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions(), message: nil)
    }

    /// Presents an action sheet titled `title` with `message` and the buttons of `actions`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        dialogPresentation(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions(), message: AnyView(message()))
    }

    /// Presents an action sheet titled `title` with the buttons of `actions`.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
                           message: nil)
    }

    /// Presents an action sheet titled with `titleKey`'s text with the buttons of `actions`.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        dialogPresentation(Text(titleKey.key), isPresented: isPresented, titleVisibility: titleVisibility,
                           actions: actions(), message: nil)
    }

    /// Presents an action sheet about `data` while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return dialogPresentation(Text(title), isPresented: shown, titleVisibility: titleVisibility,
                                  actions: data.map(actions), message: nil)
    }

    fileprivate func dialogPresentation<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                                 actions: A, message: AnyView?) -> some View {
        let shown = isPresented.wrappedValue
        let dismiss = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
        return PresentationAnchor(content: self, isPresented: shown, dismiss: dismiss,
                                  presented: ConfirmationDialogContainer(
                                      title: titleVisibility == .visible ? title : nil, message: message,
                                      actions: shown ? PresentationActions.of(actions) : [], dismiss: dismiss))
    }
}
