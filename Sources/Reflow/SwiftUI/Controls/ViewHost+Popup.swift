// The popup: one view the host draws above everything and hits first, for a menu's list. A control asks for
// it while it builds (`PopupAnchor`, in `SwiftUI/Controls/Menu.swift`); the host builds it in the same build, after the
// root, and lays it out after the root, by its anchor's frame. A press outside it closes it (and does nothing
// else, as a tap outside an iOS menu only closes the menu), and so does Escape; while it is shown, Tab moves
// focus among its views only. Presentations (sheets, alerts: `Presentation/`) are popups that cover the whole
// host; a popup's views may ask for another (a menu in a sheet), shown above it and taking input instead.

/// What a control asks to show above everything: the content, the view it hangs from, the environment it is
/// built in, and how to close it (the control's state).
struct PopupRequest {
    let anchor: ViewNode
    let content: AnyView
    let environment: EnvironmentValues
    let dismiss: () -> Void
    /// Whether the popup covers the whole host (a sheet, an alert, a dialog: `Presentation/`), laid out in the
    /// host's size at its origin, instead of hanging from its anchor.
    var coversHost = false
}

/// The popup shown now: the request and the popup's root node.
final class PresentedPopup {
    let request: PopupRequest
    let root: ViewNode

    init(request: PopupRequest, root: ViewNode) {
        self.request = request
        self.root = root
    }
}

extension ViewHost {
    /// Builds the popup the build just made asked for, if any: within the build (the engine reuses and frees
    /// its nodes as any other's).
    func buildPopup() {
        // A popup's views may ask for another (a menu in a sheet): each is built after the one it is in, and
        // the last is the one that takes input (at most four deep, against a popup that always asks again).
        var built: [PresentedPopup] = []
        while let request = graph.popupRequest, built.count < 4 {
            graph.popupRequest = nil
            var resolver = Resolver(graph: graph, environment: request.environment,
                                    path: Resolver.mix(Resolver.mix(0, 0x9090), built.count), orientation: nil)
            resolver.resolve(request.content)
            let node: ViewNode?
            switch resolver.nodes.count {
            case 0: node = nil
            case 1: node = resolver.nodes[0]
            default: node = resolver.adopt(VStackLayout(), children: resolver.nodes,
                                           key: Resolver.mix(Resolver.mix(0, 0x9091), built.count))
            }
            node?.parent = nil
            if let node { built.append(PresentedPopup(request: request, root: node)) }
        }
        graph.popupRequest = nil
        inputState.popup = built.last
        inputState.popupsBelow = built.dropLast()
    }

    /// Lays out the popups, each after the one it is in: in the layout pass under way, after the root.
    func layOutPopup() {
        for popup in inputState.popupsBelow { layOut(popup) }
        if let popup = inputState.popup { layOut(popup) }
    }

    /// Lays out a popup at its ideal size (at most the host's), below its anchor's frame, or above it when
    /// there is no room below, kept inside the host; a presentation over the whole host.
    private func layOut(_ popup: PresentedPopup) {
        popup.request.anchor.receiveAncestorsMoves()
        let anchor = popup.request.anchor.drawnFrame
        let bounds = CGRect(origin: .zero, size: size)
        if popup.request.coversHost {
            // A presentation: proposed the host's size, over all of it (docs/navigation.md §5).
            let proposal = ProposedViewSize(size)
            _ = popup.root.size(for: proposal)
            popup.root.layOut(in: bounds, container: bounds, proposal: proposal, shift: .zero)
            return
        }
        let ideal = popup.root.size(for: .unspecified)
        let proposal = ProposedViewSize(width: min(ideal.width, size.width), height: min(ideal.height, size.height))
        let fitted = popup.root.size(for: proposal)
        let gap: CGFloat = 6
        var y = anchor.maxY + gap
        if y + fitted.height > bounds.maxY, anchor.minY - gap - fitted.height >= 0 {
            y = anchor.minY - gap - fitted.height
        }
        y = max(0, min(y, bounds.maxY - fitted.height))
        let x = max(0, min(anchor.minX, bounds.maxX - fitted.width))
        let frame = CGRect(x: x, y: y, width: fitted.width, height: fitted.height)
        popup.root.layOut(in: frame, container: bounds, proposal: proposal, shift: .zero)
    }

    /// Closes the popup (the control that asked for it sets its state; the views are built again).
    func dismissPopup() {
        inputState.popup?.request.dismiss()
    }

    /// The root input goes to: the popup's while one is shown, else the views'.
    var inputRoot: ViewNode? { inputState.popup?.root ?? root }
}

/// The popup a control asked for in the build under way (a menu's open list, a popover). Hosts without such
/// controls never make one.
final class PopupRequestStore: HostStore {
    var request: PopupRequest?
    func beginBuild() { request = nil }
    func release() { request = nil }
}

extension ViewGraph {
    /// The popup a control asked for in the build under way, if any.
    var popupRequest: PopupRequest? {
        get { stores.existing(PopupRequestStore.self)?.request }
        set { stores.store(PopupRequestStore.self).request = newValue }
    }
}
