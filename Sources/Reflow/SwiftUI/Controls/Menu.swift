/// A button that opens a list of buttons drawn over everything else: SwiftUI's `Menu`. Choosing a button runs
/// its action and closes the menu; a press outside the list, or Escape, closes it too. The list is the host's
/// popup (`SwiftUI/Controls/ViewHost+Popup.swift`): drawn last and hit first, below the menu's button (above it when
/// there is no room below).
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    @State private var isOpen = false

    /// A menu of the buttons in `content`, opened by a button showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The menu's button, and its list while open.
    public var body: some View {
        let open = $isOpen
        let close = { open.wrappedValue = false }
        return PopupAnchor(content: Button { open.wrappedValue.toggle() } label: { label },
                           isPresented: isOpen, dismiss: close,
                           popup: MenuList(content: content).controlSetting {
                               $0.dismissMenu = close
                               $0.buttonStyle = AnyPrimitiveButtonStyle(pressing: MenuRowStyle())
                           })
    }
}

extension Menu where Label == Text {
    /// A menu opened by a button titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Reflow.Label<Text, Image> {
    /// A menu opened by a button showing `title` and the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Reflow.Label(title, systemImage: systemImage) }
    }
}

/// A menu's list: its buttons as rows 44 tall on a light rounded panel 250 wide with a soft shadow, as iOS
/// draws a menu (docs/controls.md).
struct MenuList<Content: View>: View {
    let content: Content
    static var width: CGFloat { 250 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .frame(width: Self.width)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(red: 0.97, green: 0.97, blue: 0.97))
                .shadow(color: Color.black.opacity(0.18), radius: 16, x: 0, y: 6))
    }
}

/// A menu row: the label leading across the row in the primary colour (red for a destructive button),
/// a grey highlight while pressed.
struct MenuRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuRow(configuration: configuration)
    }
}

private struct MenuRow: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        configuration.label
            .foregroundStyle(!isEnabled ? ControlLook.disabledLabel
                             : configuration.role == .destructive ? Color.red : Color.primary)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .padding(.horizontal, 16)
            .background(configuration.isPressed ? ControlLook.fill : Color.clear)
    }
}

/// Asks the host to draw `popup` above everything while `isPresented`, placed by the frame of the content's
/// first view (`SwiftUI/Controls/ViewHost+Popup.swift`).
struct PopupAnchor<Content: View, Popup: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Bool
    let dismiss: () -> Void
    let popup: Popup

    func resolve(into resolver: inout Resolver) {
        let environment = resolver.environment
        let graph = resolver.graph
        var anchored = false
        resolver.forEachNode(of: { $0.resolve(content) }) { node in
            guard isPresented, !anchored else { return }
            anchored = true
            graph.popupRequest = PopupRequest(anchor: node, content: AnyView(popup), environment: environment,
                                               dismiss: dismiss)
        }
    }
}
