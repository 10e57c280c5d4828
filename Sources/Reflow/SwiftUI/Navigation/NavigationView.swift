/// A navigation stack in SwiftUI's older spelling (deprecated in iOS 16, common in demos): a
/// `NavigationStack` of its content (docs/navigation.md §3).
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in a navigation stack.
    public var body: some View {
        NavigationStack { content }
    }
}

/// How a `NavigationView` shows its content: accepted; Reflow always shows a stack.
public protocol NavigationViewStyle {}

/// The platform's style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// One page at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

/// Columns (Reflow shows a stack).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The style.
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One page at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the navigation views inside; accepted, as Reflow's is always a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
