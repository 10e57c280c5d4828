// `.sheet`, `.fullScreenCover` and `.popover` (docs/navigation.md §5.1).

/// A sheet over the presenter: the host dimmed, and the content on a white card with rounded corners from
/// `PresentationLook.sheetTopInset` below the top to the bottom; or, covering, the content over the whole host.
struct SheetContainer<Content: View>: View {
    let content: Content
    let covers: Bool

    var body: some View {
        if covers {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.white)
        } else {
            ZStack(alignment: .top) {
                // The dimmed presenter takes the presses that miss the sheet, so nothing below reacts.
                PresentationLook.dimming.contentShape(Rectangle()).onTapGesture {}
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.white)
                    .clipShape(UnevenRoundedRectangle(topLeadingRadius: PresentationLook.sheetCornerRadius,
                                                      topTrailingRadius: PresentationLook.sheetCornerRadius))
                    .padding(.top, PresentationLook.sheetTopInset)
            }
        }
    }
}

/// The size a sheet asks for (`.presentationDetents`): accepted; Reflow's sheets are always large.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let value: CGFloat

    /// Half the screen.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The whole screen but the top rim.
    public static let large = PresentationDetent(name: "large", value: 1)

    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction", value: fraction)
    }

    /// `height` points tall.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height", value: height)
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true. The sheet's buttons, `dismiss` and Escape
    /// close it (setting `isPresented` to false and calling `onDismiss`).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: () -> Content) -> some View {
        presentation(isPresented: isPresented, onDismiss: onDismiss, covers: false, content: content)
    }

    /// Presents `content` of `item`'s value as a sheet while it is not nil; closing it sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(item: item, onDismiss: onDismiss, covers: false, content: content)
    }

    /// Presents `content` over the whole host while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: () -> Content) -> some View {
        presentation(isPresented: isPresented, onDismiss: onDismiss, covers: true, content: content)
    }

    /// Presents `content` of `item`'s value over the whole host while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(item: item, onDismiss: onDismiss, covers: true, content: content)
    }

    /// Presents `content` in a popover while `isPresented` is true. Reflow shows it as a sheet, as iOS does in
    /// a compact width (docs/navigation.md §5.1).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: () -> Content) -> some View {
        presentation(isPresented: isPresented, onDismiss: nil, covers: false, content: content)
    }

    /// Presents `content` of `item`'s value in a popover (shown as a sheet) while it is not nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(item: item, onDismiss: nil, covers: false, content: content)
    }

    /// The sizes the sheet around this view may take; accepted (Reflow's sheets are always large).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Whether the sheet shows a drag indicator; accepted and ignored.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Whether the sheet can be closed by a swipe; accepted and ignored (Reflow's sheets close by their
    /// buttons, `dismiss` and Escape).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    fileprivate func presentation<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, covers: Bool,
                                                 @ViewBuilder content: () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return PresentationAnchor(content: self, isPresented: shown, dismiss: {
            guard isPresented.wrappedValue else { return }
            isPresented.wrappedValue = false
            onDismiss?()
        }, presented: SheetContainer(content: shown ? AnyView(content()) : AnyView(EmptyView()), covers: covers))
    }

    fileprivate func presentation<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)?,
                                                                     covers: Bool,
                                                                     content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        return PresentationAnchor(content: self, isPresented: value != nil, dismiss: {
            guard item.wrappedValue != nil else { return }
            item.wrappedValue = nil
            onDismiss?()
        }, presented: SheetContainer(content: value.map { AnyView(content($0)) } ?? AnyView(EmptyView()), covers: covers)
            // A sheet for another item is another sheet, with state of its own.
            .id(value.map { AnyHashable($0.id) } ?? AnyHashable(0)))
    }
}

/// Where a popover's arrow points; accepted (Reflow shows popovers as sheets).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the presenter.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenter.
    case point(UnitPoint)
}
