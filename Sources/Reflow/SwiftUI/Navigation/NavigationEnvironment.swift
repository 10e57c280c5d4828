// What a navigation stack gives the views of its pages through the environment: how a `NavigationLink` pushes
// onto it, and whether the view is in a presented page (`isPresented`).

/// How the views of a stack's pages push onto it.
final class NavigationContext {
    /// Pushes the page the stack's destinations make for `value` (a `NavigationLink(value:)`).
    let pushValue: (AnyHashable) -> Void
    /// Pushes `view` as a page (a `NavigationLink(destination:)`).
    let pushView: (AnyView) -> Void

    init(pushValue: @escaping (AnyHashable) -> Void, pushView: @escaping (AnyView) -> Void) {
        self.pushValue = pushValue
        self.pushView = pushView
    }
}

private enum NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }
private enum IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The navigation stack the view is in, if any.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }

    /// Whether the view is in a presentation: a page a navigation stack pushed, a sheet, a cover or a popover.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
