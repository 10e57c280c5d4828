/// A button that pushes a page onto the navigation stack it is in: SwiftUI's `NavigationLink`
/// (docs/navigation.md §2). A link with a value pushes the value onto the stack's path, and the page is made
/// by the `.navigationDestination(for:)` registered for the value's type; a link with a destination pushes that
/// view. Outside a navigation stack it does nothing, with a warning.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }

    let label: Label
    let target: Target
    @Environment(\.navigationContext) private var context

    /// The link as a button showing its label.
    public var body: some View {
        let context = self.context
        let target = self.target
        weak var graph = BodyContext.current?.graph
        let push = {
            guard let context else {
                graph?.warn(.navigation, about: "NavigationLink", "was pressed outside a NavigationStack; nothing is pushed")
                return
            }
            switch target {
            case .value(let value?): context.pushValue(value)
            case .value(nil): break
            case .view(let destination): context.pushView(AnyView(destination))
            }
        }
        let disabled: Bool
        if case .value(nil) = target { disabled = true } else { disabled = false }
        return Button(action: push) { label }.disabled(disabled)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (nil: a disabled link), showing `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// A link titled with `titleKey`'s text that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey.key) }
    }
}

extension NavigationLink {
    /// A link that pushes `destination`, showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    /// A link that pushes `destination`, showing `label` (deprecated in SwiftUI, common in demos).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (deprecated in SwiftUI, common in demos).
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension View {
    /// Registers the page a navigation stack shows for values of type `data`: `destination` of the value.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let make: (AnyHashable) -> AnyView = { value in
            guard let typed = value.base as? D else { return AnyView(EmptyView()) }
            return AnyView(destination(typed))
        }
        return navigationPreference { $0.destinations[ObjectIdentifier(D.self)] = make }
    }

    /// Pushes `destination` above this view's page while `isPresented` is true; popping it sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let page = isPresented.wrappedValue ? PresentedDestination(view: AnyView(destination()), isPresented: isPresented) : nil
        return navigationPreference { if let page { $0.presentedDestinations.append(page) } }
    }

    /// Pushes `destination` of `item`'s value above this view's page while it is not nil; popping it sets it
    /// to nil (iOS 17).
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let page = item.wrappedValue.map { value in
            PresentedDestination(view: AnyView(destination(value)),
                                 isPresented: Binding(get: { item.wrappedValue != nil },
                                                      set: { if !$0 { item.wrappedValue = nil } }))
        }
        return navigationPreference { if let page { $0.presentedDestinations.append(page) } }
    }
}
