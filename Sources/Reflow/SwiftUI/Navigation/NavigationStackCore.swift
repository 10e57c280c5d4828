// How a navigation stack is built and laid out (docs/navigation.md §1–2). The stack's pages are built one after
// another in one build: each page's navigation preferences (title, toolbar, destinations) are read from its
// nodes as soon as it is built, so that the next page can be made by a destination the pages below registered,
// and so that the bars are built from the top page's preferences in the same build, as ordinary views (a menu
// or a picker in a toolbar keeps its state and opens its popup as anywhere else).

/// The metrics of a navigation stack (docs/navigation.md §1.1 gives their sources).
enum NavigationMetrics {
    /// The inline bar: 44 tall (docs/ios-metrics.md §3).
    static let inlineBarHeight: CGFloat = 44
    /// The large-title bar: the 44 of the inline bar and 52 for the large title (metrics §3).
    static let largeBarHeight: CGFloat = 96
    /// The bottom bar (a UIToolbar): 44 tall, Reflow's choice from UIKit's toolbar.
    static let bottomBarHeight: CGFloat = 44
    /// Bar items' distance from the bar's edges (metrics §3).
    static let edgePadding: CGFloat = 16
    /// The back button's distance from the leading edge: Reflow's choice (iOS puts the chevron about 8 in).
    static let backButtonPadding: CGFloat = 8
    /// Between toolbar items (metrics §3, a guess there too).
    static let itemSpacing: CGFloat = 8
    /// The large title's distance above the bar's bottom (metrics §3).
    static let largeTitleBottomPadding: CGFloat = 8
    /// How far the page below moves left while a page slides over it, as a fraction of the width: UIKit's
    /// parallax, Reflow's choice of 0.3.
    static let parallax: CGFloat = 0.3
    /// A push or pop: SwiftUI's is about 0.35 s.
    static let transitionDuration = 0.35
    /// The curve of a push or pop.
    static var transition: Animation { .easeInOut(duration: transitionDuration) }
}

/// The stack's pages, bars and slide: a primitive, since its pages are built one by one.
struct NavigationStackCore<Root: View>: View, PrimitiveView {
    typealias Body = Never
    let root: Root
    let path: NavigationPathAccess
    let pushedViews: Binding<[PushedPage]>
    let memory: NavigationStackMemory

    func resolve(into resolver: inout Resolver) {
        let memory = self.memory, path = self.path, pushedViews = self.pushedViews
        // Weak: the context lives in the environment the nodes keep, and the nodes keep the engine.
        weak var graph = resolver.graph
        let ownContext = NavigationContext(
            pushValue: { value in
                if !path.append(value) {
                    graph?.warn(.navigation, about: "NavigationLink", "pushed a value of type \(type(of: value.base)), which the stack's typed path cannot hold; nothing was pushed")
                }
            },
            pushView: { [weak memory] view in
                // Weak: the memory keeps the pages' views, whose `@Environment`s may keep this context.
                guard let memory else { return }
                memory.nextPushID += 1
                pushedViews.wrappedValue.append(PushedPage(id: memory.nextPushID, view: view))
            })

        // The pages: the root, each page's presented destinations right above it, then the path's values, then
        // the views pushed by destination links.
        // In a split view's sidebar or content column, links show their destinations in the detail column.
        let route = resolver.environment.splitViewRoute
        let context = route?.context ?? ownContext
        let values = path.values()
        let views = pushedViews.wrappedValue
        var specs: [NavigationPageSpec] = []
        var nodes: ContiguousArray<ViewNode> = []
        var preferences: [NavigationPreferences] = []
        var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
        var pending: [NavigationPageSpec] = []
        // Which pages zoom out of a source (`.navigationTransition(.zoom)`), in the order of `nodes`.
        var zooms: [Bool] = []
        var valueIndex = 0, viewIndex = 0
        var next: NavigationPageSpec? = NavigationPageSpec(component: 0, view: AnyView(root), pop: nil)
        while let spec = next {
            let node = Self.resolvePage(spec, context: context, into: &resolver)
            let pagePreferences = node.navigationPreferences
            if let source = pagePreferences.zoomSource { node.zoomOut(of: source) }
            zooms.append(pagePreferences.zoomSource != nil)
            specs.append(spec)
            nodes.append(node)
            preferences.append(pagePreferences)
            // A destination registered lower in the stack wins over a later one for the same type.
            destinations.merge(pagePreferences.destinations) { lower, _ in lower }
            let presented = pagePreferences.presentedDestinations.enumerated().map { offset, destination in
                NavigationPageSpec(component: Resolver.mix(Resolver.mix(3, specs.count), offset), view: destination.view,
                                   pop: { destination.isPresented.wrappedValue = false })
            }
            pending.insert(contentsOf: presented, at: 0)
            if !pending.isEmpty {
                next = pending.removeFirst()
            } else if valueIndex < values.count {
                let value = values[valueIndex], index = valueIndex
                valueIndex += 1
                let page: AnyView
                if let make = destinations[ObjectIdentifier(type(of: value.base))] {
                    page = make(value)
                } else {
                    resolver.graph.warn(.navigation, about: "NavigationStack", "has no navigationDestination(for: \(type(of: value.base)).self) for a value on its path; the page shows a warning sign, as SwiftUI's does")
                    page = AnyView(Image(systemName: "exclamationmark.triangle").foregroundStyle(Color.yellow))
                }
                next = NavigationPageSpec(component: Resolver.mix(Resolver.mix(1, index), value.hashValue), view: page,
                                          pop: {
                                              // This page and every page above it.
                                              path.removeLast(max(0, path.values().count - index))
                                              if !pushedViews.wrappedValue.isEmpty { pushedViews.wrappedValue = [] }
                                          })
            } else if viewIndex < views.count {
                let pushed = views[viewIndex], index = viewIndex
                viewIndex += 1
                next = NavigationPageSpec(component: Resolver.mix(2, pushed.id), view: pushed.view, pop: {
                    pushedViews.wrappedValue = Array(pushedViews.wrappedValue.prefix(index))
                })
            } else {
                next = nil
            }
        }
        let top = specs.count - 1
        route?.destinations.merge(destinations) { earlier, _ in earlier }

        // A pop slides the popped pages out: they stay built until the slide is over (docs/navigation.md §2.3).
        let graphTime = resolver.graph.time
        let previousTop = memory.shownTop
        if let previousTop, top < previousTop, memory.shownPages.count > top,
           zip(specs, memory.shownPages).allSatisfy({ $0.component == $1.component }) {
            memory.leaving = Array(memory.shownPages[(top + 1)...])
            memory.leavingUntil = graphTime + NavigationMetrics.transitionDuration
        } else if previousTop.map({ top > $0 }) ?? true || graphTime >= memory.leavingUntil {
            memory.leaving = []
        }
        memory.shownTop = top
        memory.shownPages = specs
        for spec in memory.leaving {
            let node = Self.resolvePage(NavigationPageSpec(component: spec.component, view: spec.view, pop: nil),
                                        context: context, into: &resolver)
            let zoomSource = node.navigationPreferences.zoomSource
            if let zoomSource { node.zoomOut(of: zoomSource) }
            zooms.append(zoomSource != nil)
            nodes.append(node)
        }
        // Pages more than one below the top are covered: not drawn (they keep their state and layout).
        let lowestShown = min(top, previousTop ?? top) - 1
        for index in 0..<max(0, lowestShown) { nodes[index].traits.isDrawn = false }

        // The bars, from the top page's preferences.
        let topPreferences = preferences[top]
        var mode = NavigationBarItem.TitleDisplayMode.large
        for page in preferences.prefix(top + 1) {
            if let own = page.displayMode, own != .automatic { mode = own }
        }
        let hasBar = !(topPreferences.barHidden ?? false)
        let large = mode == .large && topPreferences.title != nil
        let barHeight = hasBar ? (large ? NavigationMetrics.largeBarHeight : NavigationMetrics.inlineBarHeight) : 0
        var children = nodes
        let pageEnvironment = { (environment: inout EnvironmentValues) in
            environment.navigationContext = context
            if let pop = specs[top].pop { environment.dismiss = DismissAction(pop) }
        }
        if hasBar {
            let back: NavigationBar.Back? = top > 0 && !(topPreferences.backButtonHidden ?? false)
                ? NavigationBar.Back(title: Self.backTitle(preferences[top - 1].title), action: specs[top].pop ?? {})
                : nil
            let bar = NavigationBar(title: topPreferences.title, large: large, items: topPreferences.toolbarItems,
                                    back: back, background: topPreferences.barBackground)
            children.append(Self.resolveAlone(bar, component: 0xba7, environment: pageEnvironment, into: &resolver))
        }
        let bottomItems = topPreferences.toolbarItems.filter { $0.placement.slot == .bottom || $0.placement.slot == .bottomCenter }
        let hasBottomBar = !bottomItems.isEmpty
        if hasBottomBar {
            children.append(Self.resolveAlone(NavigationBottomBar(items: bottomItems), component: 0xb07,
                                              environment: pageEnvironment, into: &resolver))
        }

        let layout = NavigationStackLayout(position: Double(top), pageCount: nodes.count, top: top,
                                           barHeight: barHeight, hasBar: hasBar,
                                           bottomBarHeight: hasBottomBar ? NavigationMetrics.bottomBarHeight : 0,
                                           hasBottomBar: hasBottomBar, zooms: zooms)
        // The slide animates the stack's layout alone: the pages' own views do not move.
        let savedAnimation = resolver.animation
        if let previousTop, previousTop != top { resolver.animation = savedAnimation ?? NavigationMetrics.transition }
        let stack = resolver.adopt(layout, children: children, key: Resolver.mix(resolver.path, 0x5a7c))
        resolver.animation = savedAnimation
        // The stack's pages declare nothing to the views around it, except that the tab bar is hidden.
        let outward = NavigationPreferences(tabBarHidden: topPreferences.tabBarHidden)
        let writer = resolver.adopt(PreferenceWriterLayout(key: ObjectIdentifier(NavigationPreferenceKey.self)) { _, _ in outward },
                                    children: [stack], key: Resolver.mix(resolver.path, 0x5a7d))
        resolver.nodes.append(writer)
    }

    /// The back button's title: the page below's title, or "Back" when it has none (docs/navigation.md §2.2).
    static func backTitle(_ title: Text?) -> String {
        guard let content = title?.content, !content.isEmpty else { return "Back" }
        return content
    }

    /// Builds one page: its view filling the space below the bar on an opaque background, with the stack's
    /// context and, above the root, a dismiss action that pops it.
    static func resolvePage(_ spec: NavigationPageSpec, context: NavigationContext,
                            into resolver: inout Resolver) -> ViewNode {
        resolveAlone(NavigationPage(content: spec.view), component: spec.component, environment: { environment in
            environment.navigationContext = context
            // A stack inside a page is a stack of its own, not a split view's column.
            environment.splitViewRoute = nil
            if let pop = spec.pop {
                environment.dismiss = DismissAction(pop)
                environment.isPresented = true
            }
        }, into: &resolver)
    }

    /// Resolves `view`, which makes exactly one node, one step deeper by `component`, and returns its node
    /// without leaving it among the resolver's.
    static func resolveAlone<V: View>(_ view: V, component: Int, environment: @escaping (inout EnvironmentValues) -> Void,
                                      into resolver: inout Resolver) -> ViewNode {
        var node: ViewNode?
        resolver.withComponent(component) { inner in
            inner.withEnvironment(environment) { inner in
                let start = inner.nodes.count
                inner.resolve(view)
                node = inner.nodes[start]
                inner.nodes.removeSubrange(start...)
            }
        }
        return node!
    }
}

extension NavigationPreferences {
    init(tabBarHidden: Bool?) {
        self.init()
        self.tabBarHidden = tabBarHidden
    }
}

/// One page: its views stacked as a window's are, filling the space the stack gives it, on the system
/// background (UIKit's view controllers are opaque, which hides the page below).
struct NavigationPage: View {
    let content: AnyView

    var body: some View {
        VStack { content }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white)
    }
}

/// Lays out a stack: the bar at the top, the bottom bar at the bottom, and the pages between them, the top page
/// where the stack's `position` puts it. `position` is the top page's index, animated from the old top's
/// during a push or pop: a page above the position is `(index − position)` widths to the right, a page below
/// it 0.3 of that to the left (docs/navigation.md §2.3).
struct NavigationStackLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "NavigationStack" }

    var position: Double
    let pageCount: Int
    let top: Int
    let barHeight: CGFloat
    let hasBar: Bool
    let bottomBarHeight: CGFloat
    let hasBottomBar: Bool
    /// Which pages zoom out of a source: the page under one stays still while it moves, as iOS 18's zoom
    /// leaves the source's page in place (docs/navigation.md §2.4).
    var zooms: [Bool] = []

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    /// The proposed size (a stack fills its space, as SwiftUI's does); along an unspecified dimension, the top
    /// page's ideal size and the bars.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let chrome = barHeight + bottomBarHeight
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if let width, let height { return CGSize(width: width, height: height) }
        guard top < subviews.count else { return CGSize(width: width ?? 0, height: height ?? chrome) }
        let ideal = subviews[top].sizeThatFits(ProposedViewSize(width: width, height: height.map { max(0, $0 - chrome) }))
        return CGSize(width: width ?? ideal.width, height: height ?? ideal.height + chrome)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width
        let contentHeight = max(0, bounds.height - barHeight - bottomBarHeight)
        let pageProposal = ProposedViewSize(width: width, height: contentHeight)
        for index in 0..<min(pageCount, subviews.count) {
            let offset = Double(index) - position
            let zoomedOver = index + 1 < zooms.count && zooms[index + 1]
            let x = offset >= 0 ? CGFloat(offset) * width
                : zoomedOver ? 0 : CGFloat(max(offset, -1)) * NavigationMetrics.parallax * width
            subviews[index].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + barHeight), anchor: .topLeading,
                                  proposal: pageProposal)
        }
        var index = pageCount
        if hasBar, index < subviews.count {
            subviews[index].place(at: bounds.origin, anchor: .topLeading,
                                  proposal: ProposedViewSize(width: width, height: barHeight))
            index += 1
        }
        if hasBottomBar, index < subviews.count {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: bounds.maxY - bottomBarHeight), anchor: .topLeading,
                                  proposal: ProposedViewSize(width: width, height: bottomBarHeight))
        }
    }
}
