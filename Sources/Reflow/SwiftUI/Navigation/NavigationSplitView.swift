/// Two or three columns side by side, each a navigation stack with its own bar: SwiftUI's
/// `NavigationSplitView` (docs/navigation.md §3). In a compact width (a host narrower than 678 points, where the
/// horizontal size class turns compact, layout rules §12) it collapses, as SwiftUI's does, into one stack
/// showing the sidebar first; its links push their destinations.
///
/// Reflow's columns: the sidebar min(320, 35 %) of the width with two columns, min(260, 25 %) with three, the
/// content column min(320, 30 %), the detail column the rest; a hairline between columns. A link in the sidebar
/// or content column shows its destination as the root of the detail column, as SwiftUI's does.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var shownDetail: SplitDetail?
    @State private var nextDetailID = 0

    /// The columns side by side in a regular width, else a stack showing the sidebar.
    public var body: some View {
        if sizeClass == .compact {
            NavigationStack { sidebar }
        } else {
            let visibility = columnVisibility?.wrappedValue ?? .automatic
            let shown = $shownDetail, nextID = $nextDetailID
            let route = SplitViewRoute(show: { detail in
                nextID.wrappedValue += 1
                shown.wrappedValue = SplitDetail(id: nextID.wrappedValue, target: detail)
            })
            let detail = SplitDetailRoot(route: route, shown: shownDetail, placeholder: self.detail)
            let sidebar = NavigationStack { self.sidebar }.environment(\.splitViewRoute, route)
            let content = self.content.map { content in NavigationStack { content }.environment(\.splitViewRoute, route) }
            if visibility == .detailOnly {
                NavigationStack { detail }
            } else if let content, visibility != .doubleColumn {
                LayoutView(layout: SplitColumnsLayout(columns: 3), content: TupleView3(
                    sidebar, content, NavigationStack { detail }))
                    .background(ControlLook.separator)
            } else if let content {
                LayoutView(layout: SplitColumnsLayout(columns: 2), content: TupleView3(
                    content, NavigationStack { detail }, nil as EmptyView?))
                    .background(ControlLook.separator)
            } else {
                LayoutView(layout: SplitColumnsLayout(columns: 2), content: TupleView3(
                    sidebar, NavigationStack { detail }, nil as EmptyView?))
                    .background(ControlLook.separator)
            }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
    }

    /// A sidebar and a detail column, the columns shown as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// Three columns, shown as `columnVisibility` says.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

/// What a split view's detail column shows instead of its own view: the destination of the latest link pressed
/// in the other columns.
struct SplitDetail {
    enum Target {
        case value(AnyHashable)
        case view(AnyView)
    }

    let id: Int
    let target: Target
}

/// How the stacks of a split view's sidebar and content columns send their links' destinations to the detail
/// column: the stacks record the destinations they register here while they are built (before the detail
/// column, which comes after them), and their links call `show`.
final class SplitViewRoute {
    let show: (SplitDetail.Target) -> Void
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]

    init(show: @escaping (SplitDetail.Target) -> Void) { self.show = show }

    /// The stacks' context for the views of their pages.
    var context: NavigationContext {
        NavigationContext(pushValue: { [show] in show(.value($0)) }, pushView: { [show] in show(.view($0)) })
    }
}

private enum SplitViewRouteKey: EnvironmentKey { static var defaultValue: SplitViewRoute? { nil } }

extension EnvironmentValues {
    /// The split view whose detail column the links of the stack here show their destinations in.
    var splitViewRoute: SplitViewRoute? {
        get { self[SplitViewRouteKey.self] }
        set { self[SplitViewRouteKey.self] = newValue }
    }
}

/// The detail column's root: the destination shown last, made when the column is built (after the other
/// columns registered their destinations), or the split view's own detail view.
struct SplitDetailRoot<Placeholder: View>: View, PrimitiveView {
    typealias Body = Never
    let route: SplitViewRoute
    let shown: SplitDetail?
    let placeholder: Placeholder

    func resolve(into resolver: inout Resolver) {
        guard let shown else { return resolver.resolve(placeholder, component: 0) }
        let view: AnyView
        switch shown.target {
        case .view(let destination): view = destination
        case .value(let value):
            if let make = route.destinations[ObjectIdentifier(type(of: value.base))] {
                view = make(value)
            } else {
                resolver.graph.warn(.navigation, about: "NavigationSplitView", "has no navigationDestination(for: \(type(of: value.base)).self) for a link's value; the detail column shows a warning sign")
                view = AnyView(Image(systemName: "exclamationmark.triangle").foregroundStyle(Color.yellow))
            }
        }
        // Another destination is another view, with state of its own.
        resolver.withID(ViewID(shown.id)) { $0.resolve(view, component: 1) }
    }
}

/// Three views (the last optional), each a subview of the split view's columns layout.
struct TupleView3<A: View, B: View, C: View>: View, PrimitiveView {
    typealias Body = Never
    let a: A, b: B, c: C?
    init(_ a: A, _ b: B, _ c: C?) { self.a = a; self.b = b; self.c = c }

    func resolve(into resolver: inout Resolver) {
        resolver.resolve(a, component: 0)
        resolver.resolve(b, component: 1)
        if let c { resolver.resolve(c, component: 2) }
    }
}

/// Which columns a split view shows.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// As the platform decides: all of them in a wide window.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns (the sidebar hidden).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a split view sizes its detail column against the others: accepted (Reflow's columns have fixed shares).
public protocol NavigationSplitViewStyle {}

/// The platform's split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// Columns sized to balance.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The detail column kept large.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Balanced columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A prominent detail column.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the split views' style inside; accepted and ignored (docs/navigation.md §3).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Sets the width of the split view column this view is in; accepted and ignored (Reflow's columns have
    /// fixed shares, docs/navigation.md §3).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets the width range of the split view column this view is in; accepted and ignored.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}

/// The split view's columns side by side, filling the proposal: the sidebar, the content column (with three),
/// and the detail column taking what is left, 0.5 apart: the separator's colour shows through the gap.
struct SplitColumnsLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "NavigationSplitView" }
    let columns: Int
    /// The gap between columns, where the separator shows.
    static let gap: CGFloat = 0.5

    /// The widths of the columns for a total width.
    func widths(for total: CGFloat) -> [CGFloat] {
        let gaps = Self.gap * CGFloat(columns - 1)
        if columns == 3 {
            let sidebar = min(260, total * 0.25), content = min(320, total * 0.3)
            return [sidebar, content, max(0, total - sidebar - content - gaps)]
        }
        let sidebar = min(320, total * 0.35)
        return [sidebar, max(0, total - sidebar - gaps)]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 700, height: 500))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, widths(for: bounds.width)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + Self.gap
        }
    }
}
