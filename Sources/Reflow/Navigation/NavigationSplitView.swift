/// Two or three columns side by side, each a navigation stack with its own bar: SwiftUI's
/// `NavigationSplitView` (docs/navigation.md §3). In a compact width (a host narrower than 678 points, where the
/// horizontal size class turns compact, layout rules §12) it collapses, as SwiftUI's does, into one stack
/// showing the sidebar first; its links push their destinations.
///
/// Reflow's columns: the sidebar min(320, 35 %) of the width with two columns, min(260, 25 %) with three, the
/// content column min(320, 30 %), the detail column the rest; a hairline between columns. A link in a column
/// pushes onto that column's stack (SwiftUI shows a sidebar link's destination in the detail column instead).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// The columns side by side in a regular width, else a stack showing the sidebar.
    public var body: some View {
        if sizeClass == .compact {
            NavigationStack { sidebar }
        } else {
            let visibility = columnVisibility?.wrappedValue ?? .automatic
            if visibility == .detailOnly {
                NavigationStack { detail }
            } else if let content, visibility != .doubleColumn {
                LayoutView(layout: SplitColumnsLayout(columns: 3), content: TupleView3(
                    NavigationStack { sidebar }, NavigationStack { content }, NavigationStack { detail }))
                    .background(ControlLook.separator)
            } else if let content {
                LayoutView(layout: SplitColumnsLayout(columns: 2), content: TupleView3(
                    NavigationStack { content }, NavigationStack { detail }, nil as EmptyView?))
                    .background(ControlLook.separator)
            } else {
                LayoutView(layout: SplitColumnsLayout(columns: 2), content: TupleView3(
                    NavigationStack { sidebar }, NavigationStack { detail }, nil as EmptyView?))
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
