/// A view that shows one of its views at a time, chosen in a tab bar along the bottom (or, with
/// `.tabViewStyle(.page)`, by dragging between pages): SwiftUI's `TabView` (docs/navigation.md §4).
///
/// Each view of the content is a tab; its `.tabItem { }` (or the `Tab` it is) gives its item in the bar, and its
/// `.tag(_:)` the value `selection` takes when it is chosen (untagged tabs are tagged by position). Every tab
/// stays built, so a tab keeps its state while another is shown, as in SwiftUI.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @State private var memory = TabViewMemory()
    @GestureState private var dragOffset: CGFloat = 0
    @Environment(\.tabViewStyleKind) private var style

    /// A tab view whose chosen tab is `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tabs and the bar, or the pages and their dots.
    public var body: some View {
        let options = PickerOptions.of(content)
        let tabs = options.enumerated().map { index, option in
            TabSpec(view: option.label, tag: option.tag ?? AnyHashable(index))
        }
        let chosen: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        let selected = tabs.firstIndex { $0.tag == chosen } ?? 0
        let selection = self.selection
        let own = $ownSelection
        let select: (Int) -> Void = { index in
            guard tabs.indices.contains(index) else { return }
            let tag = tabs[index].tag
            if let selection {
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                own.wrappedValue = tag
            }
        }
        let core = TabViewCore(tabs: tabs, selected: selected, select: select, style: style, memory: memory,
                               dragOffset: dragOffset)
        return core
            .clipped()
            .gesture(DragGesture(minimumDistance: 10)
                .updating($dragOffset) { value, state, _ in
                    if case .page = style { state = value.translation.width }
                }
                .onEnded { value in
                    guard case .page = style else { return }
                    // A drag of more than a quarter of the page, or a fling, turns the page (Reflow's choice).
                    let width = max(1, memory.pageWidth)
                    let travel = value.predictedEndTranslation.width
                    if value.translation.width < -width / 4 || travel < -width / 2 {
                        withAnimation(NavigationMetrics.transition) { select(selected + 1) }
                    } else if value.translation.width > width / 4 || travel > width / 2 {
                        withAnimation(NavigationMetrics.transition) { select(selected - 1) }
                    }
                }, isEnabled: style != .tabBar)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its chosen tab itself, starting with the first.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// One tab: its view and its tag.
struct TabSpec {
    let view: AnyView
    let tag: AnyHashable
}

/// What a tab view remembers from build to build: the page shown (a change slides the pages) and the width of
/// a page (how far a drag must go).
final class TabViewMemory {
    var shownIndex: Int?
    var pageWidth: CGFloat = 0
}

/// The tabs, the bar or the dots: a primitive, since the bar is made from the tab items the tabs' views declare
/// once they are built.
struct TabViewCore: View, PrimitiveView {
    typealias Body = Never
    let tabs: [TabSpec]
    let selected: Int
    let select: (Int) -> Void
    let style: TabViewStyleKind
    let memory: TabViewMemory
    let dragOffset: CGFloat

    func resolve(into resolver: inout Resolver) {
        var nodes: ContiguousArray<ViewNode> = []
        var items: [TabBar.Item] = []
        var tabBarHidden = false
        for (index, tab) in tabs.enumerated() {
            let node = NavigationStackCore<EmptyView>.resolveAlone(
                TabPage(content: tab.view, isPage: style != .tabBar), component: Resolver.mix(0x7ab, tab.tag.hashValue),
                environment: { _ in }, into: &resolver)
            if index == selected {
                tabBarHidden = node.navigationPreferences.tabBarHidden ?? false
            } else if style == .tabBar {
                // Unselected tabs keep their views and state, but are not drawn nor hit.
                node.traits.isDrawn = false
            }
            items.append(TabBar.Item(label: node.preferenceValue(TabItemPreferenceKey.self) ?? nil,
                                     isSelected: index == selected, select: { [select] in select(index) }))
            nodes.append(node)
        }
        let savedAnimation = resolver.animation
        var children = nodes
        let layout: TabViewLayout
        switch style {
        case .tabBar:
            let hasBar = !tabBarHidden
            if hasBar {
                children.append(NavigationStackCore<EmptyView>.resolveAlone(TabBar(items: items), component: 0x7ab0,
                                                                            environment: { _ in }, into: &resolver))
            }
            layout = TabViewLayout(position: Double(selected), dragOffset: 0, tabCount: nodes.count,
                                   paged: false, hasAccessory: hasBar)
        case .page(let showsIndex):
            let hasDots = showsIndex && tabs.count > 1
            if hasDots {
                children.append(NavigationStackCore<EmptyView>.resolveAlone(
                    PageDots(count: tabs.count, selected: selected, select: select), component: 0x7ab1,
                    environment: { _ in }, into: &resolver))
            }
            layout = TabViewLayout(position: Double(selected), dragOffset: dragOffset, tabCount: nodes.count,
                                   paged: true, hasAccessory: hasDots, memory: memory)
            // A page turned without an animation of its own slides (SwiftUI's paging scroll does).
            if let shown = memory.shownIndex, shown != selected, savedAnimation == nil {
                resolver.animation = NavigationMetrics.transition
            }
        }
        memory.shownIndex = selected
        resolver.nodes.append(resolver.adopt(layout, children: children, key: Resolver.mix(resolver.path, 0x7ab2)))
        resolver.animation = savedAnimation
    }
}

/// A tab's view, filling the space above the tab bar (a page fills the whole tab view).
struct TabPage: View {
    let content: AnyView
    let isPage: Bool

    var body: some View {
        content.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Lays out a tab view: in the tab bar style every tab fills the space above the bar (one is drawn) and the
/// bar, 49 tall, sits along the bottom (docs/ios-metrics.md §4); in the page style the pages lie side by side,
/// the selected one (`position`, animated) in view and moved by the drag under way, with the dots 10 above the
/// bottom edge.
struct TabViewLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "TabView" }
    /// The tab bar's height (metrics §4: 49 on iPhone, without the home indicator's safe area, which a window has not).
    static let barHeight: CGFloat = 49
    /// The dots' distance from the bottom edge: Reflow's choice.
    static let dotsBottomPadding: CGFloat = 10

    var position: Double
    let dragOffset: CGFloat
    let tabCount: Int
    let paged: Bool
    let hasAccessory: Bool
    var memory: TabViewMemory?

    init(position: Double, dragOffset: CGFloat, tabCount: Int, paged: Bool, hasAccessory: Bool,
         memory: TabViewMemory? = nil) {
        self.position = position
        self.dragOffset = dragOffset
        self.tabCount = tabCount
        self.paged = paged
        self.hasAccessory = hasAccessory
        self.memory = memory
    }

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    /// The proposed size, as a SwiftUI tab view fills its space; along an unspecified dimension the first tab's
    /// ideal size (and the bar).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let bar = hasAccessory && !paged ? Self.barHeight : 0
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        if let width, let height { return CGSize(width: width, height: height) }
        guard tabCount > 0 else { return CGSize(width: width ?? 0, height: height ?? bar) }
        let ideal = subviews[0].sizeThatFits(ProposedViewSize(width: width, height: height.map { max(0, $0 - bar) }))
        return CGSize(width: width ?? ideal.width, height: height ?? ideal.height + bar)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let count = min(tabCount, subviews.count)
        if paged {
            memory?.pageWidth = bounds.width
            let pageProposal = ProposedViewSize(bounds.size)
            for index in 0..<count {
                let x = bounds.minX + CGFloat(Double(index) - position) * bounds.width + dragOffset
                subviews[index].place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: pageProposal)
            }
            if hasAccessory, count < subviews.count {
                subviews[count].place(at: CGPoint(x: bounds.midX, y: bounds.maxY - Self.dotsBottomPadding),
                                      anchor: .bottom, proposal: .unspecified)
            }
            return
        }
        let bar = hasAccessory ? Self.barHeight : 0
        let tabProposal = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - bar))
        for index in 0..<count {
            subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: tabProposal)
        }
        if hasAccessory, count < subviews.count {
            subviews[count].place(at: CGPoint(x: bounds.minX, y: bounds.maxY - bar), anchor: .topLeading,
                                  proposal: ProposedViewSize(width: bounds.width, height: bar))
        }
    }
}

/// The tab bar: the tabs' items side by side, equally wide, the chosen one in the accent colour and the others
/// grey; icons above 10-point titles (metrics §4).
struct TabBar: View {
    struct Item {
        let label: AnyView?
        let isSelected: Bool
        let select: () -> Void
    }

    let items: [Item]

    var body: some View {
        // What a file set on `UITabBar.appearance()` (UITabBar.swift) replaces Reflow's colours.
        let look = UITabBarLook.current
        return HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                let item = items[index]
                VStack(spacing: 2) { item.label ?? AnyView(EmptyView()) }
                    .labelStyle(TabItemLabelStyle())
                    .font(.system(size: 10, weight: .medium))
                    // An `Image` and a `Text` written straight in `.tabItem` (not a `Label`) are the same item:
                    // the icon at its tab bar size, the title small.
                    .environment(\.symbolFont, TabItemLabelStyle.iconFont)
                    .foregroundStyle(item.isSelected ? look?.selected ?? Color.accentColor : look?.unselected ?? Color.gray)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { item.select() }
                    .id(TabBar.itemID(index))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            (look?.background ?? BarLook.background).overlay(alignment: .top) {
                (look?.hairline ?? ControlLook.separator).frame(height: BarLook.hairline)
            }
        }
    }

    /// The id of the item of the tab at `index`, for tests.
    static func itemID(_ index: Int) -> String { "Reflow.TabBar.item.\(index)" }
}

/// A tab item's label: the icon (24 points, about UIKit's tab bar glyphs) above the title.
struct TabItemLabelStyle: LabelStyle {
    static let iconFont = Font.system(size: 24)

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(Self.iconFont)
            configuration.title
        }
    }
}

/// The page index: a dot per page, the current one opaque, on a translucent dark capsule so that they show on
/// light and dark pages alike (Reflow's choice; SwiftUI draws white dots). Tapping a dot shows its page.
struct PageDots: View {
    let count: Int
    let selected: Int
    let select: (Int) -> Void

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Self.dotColor(current: index == selected))
                    .frame(width: 8, height: 8)
                    .contentShape(Rectangle().inset(by: -4))
                    .onTapGesture { withAnimation(NavigationMetrics.transition) { select(index) } }
                    .id(PageDots.dotID(index))
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.black.opacity(0.25)))
    }

    /// A dot's colour: `UIPageControl.appearance()`'s where a file set it, else white, the others half clear.
    static func dotColor(current: Bool) -> Color {
        let set = UIPageControl.currentDotColors
        return (current ? set.current : set.other) ?? Color.white.opacity(current ? 1 : 0.5)
    }

    /// The id of the dot of the page at `index`, for tests.
    static func dotID(_ index: Int) -> String { "Reflow.PageDots.dot.\(index)" }
}
