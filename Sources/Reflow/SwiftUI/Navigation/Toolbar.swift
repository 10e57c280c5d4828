// `.toolbar { }`: items a page puts in its navigation stack's bars, each with a placement. They are a
// navigation preference (`NavigationPreferences.toolbarItems`), read by the stack around the page, which puts
// them in the navigation bar or the bottom bar (docs/navigation.md §1.2).

/// Content for a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s, or a type of your own whose `body` is some.
public protocol ToolbarContent {
    /// The content this one is made of.
    associatedtype Body: ToolbarContent
    /// The content this one is made of.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content with an identity the user may customise it by (SwiftUI's customisable toolbars); Reflow
/// treats it as any toolbar content.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent {}
extension Never: CustomizableToolbarContent {}

/// Toolbar content that Reflow turns into entries itself instead of asking for its body.
protocol PrimitiveToolbarContent {
    func collect(into entries: inout [ToolbarEntry])
}

extension ToolbarContent {
    /// The entries of this content, in order.
    func toolbarEntries() -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        collectToolbarEntries(self, into: &entries)
        return entries
    }
}

/// Appends the entries of `content`: a primitive's own, or its body's.
func collectToolbarEntries<C: ToolbarContent>(_ content: C, into entries: inout [ToolbarEntry]) {
    if let primitive = content as? PrimitiveToolbarContent {
        primitive.collect(into: &entries)
    } else {
        collectToolbarEntries(content.body, into: &entries)
    }
}

/// One item of a toolbar: where it goes and what it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Where an item ends up in the bars, after the platform's mapping (docs/navigation.md §1.2).
    enum Slot: Hashable {
        case leading, trailing, principal, bottom, bottomCenter, hidden
    }

    let slot: Slot

    /// The platform decides: the trailing end of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the navigation bar, after the back button.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the top bar (iOS 17's name for `navigationBarLeading`).
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the top bar (iOS 17's name for `navigationBarTrailing`).
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Navigation controls: the leading end of the navigation bar on iOS.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bottom bar (a toolbar along the bottom edge of the stack).
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The most used action: the trailing end of the navigation bar on iOS.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// An action that cancels: the leading end of the navigation bar on iOS.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// An action that confirms: the trailing end of the navigation bar on iOS.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// An action that destroys something: the trailing end of the navigation bar on iOS.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// Secondary actions: the trailing end of the navigation bar in Reflow (iOS puts them in an overflow menu).
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Status information: the centre of the bottom bar on iOS.
    public static let status = ToolbarItemPlacement(slot: .bottomCenter)
    /// Above the keyboard: Reflow shows no on-screen keyboard, so these items are not shown.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}

/// Which bar `.toolbar(_:for:)`, `.toolbarBackground(_:for:)` and their kin apply to.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable { case automatic, navigationBar, tabBar, bottomBar }
    let bar: Bar

    /// The bars the platform picks: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of a `TabView`.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// One toolbar item: `content` at `placement`.
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// Primitive: collected by Reflow, with no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    func collect(into entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, content: AnyView(content)))
    }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement` (the trailing end of the navigation bar by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id (for SwiftUI's customisable toolbars, which Reflow does not have) showing `content`
    /// at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// Primitive: collected by Reflow, with no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// The views of `content` as items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func collect(into entries: inout [ToolbarEntry]) {
        entries.append(ToolbarEntry(placement: placement, content: AnyView(content)))
    }
}

/// The menu SwiftUI opens from the navigation title (`ToolbarTitleMenu { }`); Reflow accepts it and shows the
/// title without a menu.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// Primitive: collected by Reflow, with no body.
    public typealias Body = Never

    /// A title menu of `content`'s buttons.
    public init(@ViewBuilder content: () -> Content) {}

    func collect(into entries: inout [ToolbarEntry]) {}
}

/// Several pieces of toolbar content, as a builder block makes them.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    /// Primitive: collected by Reflow, with no body.
    public typealias Body = Never
    let value: T
    let collectElements: (T, inout [ToolbarEntry]) -> Void

    func collect(into entries: inout [ToolbarEntry]) { collectElements(value, &entries) }
}

/// Toolbar content that is there or not (`if` without `else` in a toolbar builder), or one of two (`if`/`else`).
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent,
    PrimitiveToolbarContent {
    /// Primitive: collected by Reflow, with no body.
    public typealias Body = Never
    let first: TrueContent?
    let second: FalseContent?

    func collect(into entries: inout [ToolbarEntry]) {
        if let first { collectToolbarEntries(first, into: &entries) }
        if let second { collectToolbarEntries(second, into: &entries) }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Primitive: collected by Reflow, with no body.
    public typealias Body = Never
    /// Primitive: collected by Reflow, with no body.
    public var body: Never { fatalError("Optional toolbar content has no body") }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func collect(into entries: inout [ToolbarEntry]) {
        if let content = self { collectToolbarEntries(content, into: &entries) }
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
extension TupleToolbarContent: CustomizableToolbarContent {}
extension _ConditionalToolbarContent: CustomizableToolbarContent
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body; Reflow collects it itself.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// Builds toolbar content from closures: SwiftUI's `ToolbarContentBuilder`, with `if`, `if`/`else` and
/// optionals.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One piece of content, as it is.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several pieces of content, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent(value: (repeat each content), collectElements: { value, entries in
            for element in repeat each value { collectToolbarEntries(element, into: &entries) }
        })
    }

    /// A piece of content, as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Content that is there or not (`if` without `else`).
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(first: first, second: nil)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(first: nil, second: second)
    }
}

/// How a toolbar's page is used, which SwiftUI uses to arrange its items; Reflow accepts it and arranges every
/// toolbar alike.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's page.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's page.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's page.
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Puts `content`'s items in the bars of the navigation stack this view is in.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content().toolbarEntries()
        return navigationPreference { $0.toolbarItems += entries }
    }

    /// Puts `content`'s views in the navigation bar, at its trailing end (SwiftUI's `.automatic` placement).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, content: AnyView(content()))
        return navigationPreference { $0.toolbarItems.append(entry) }
    }

    /// Puts `leading` and `trailing` at the ends of the navigation bar (deprecated in SwiftUI for `.toolbar`,
    /// common in older demos).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
                       ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]
        return navigationPreference { $0.toolbarItems += entries }
    }

    /// Puts `leading` at the leading end of the navigation bar (deprecated in SwiftUI).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        let entry = ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))
        return navigationPreference { $0.toolbarItems.append(entry) }
    }

    /// Puts `trailing` at the trailing end of the navigation bar (deprecated in SwiftUI).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        let entry = ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))
        return navigationPreference { $0.toolbarItems.append(entry) }
    }

    /// Shows or hides `bars` for this page: `.hidden` for `.navigationBar` hides the navigation bar, for
    /// `.tabBar` the tab bar of the `TabView` around.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { preferences in
            guard visibility != .automatic else { return }
            for bar in bars {
                switch bar.bar {
                case .navigationBar, .automatic: preferences.barHidden = visibility == .hidden
                case .tabBar: preferences.tabBarHidden = visibility == .hidden
                case .bottomBar: break
                }
            }
        }
    }

    /// Sets the background of `bars`: the navigation bar draws `style` behind its items.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let applies = bars.isEmpty || bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
        let style = AnyShapeStyle(style)
        return navigationPreference { if applies { $0.barBackground = style } }
    }

    /// Shows or hides the background of `bars`. Reflow's bars always draw theirs; accepted and ignored.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { _ in }
    }

    /// Sets the colour scheme of `bars`. Reflow draws bars in the light scheme; accepted and ignored.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { _ in }
    }

    /// Says how the page's toolbar is used; Reflow arranges every toolbar alike (accepted and ignored).
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        navigationPreference { _ in }
    }

    /// A menu SwiftUI opens from the navigation title; Reflow shows the title without it (accepted and ignored).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        navigationPreference { _ in }
    }

    /// The title display of the toolbar (SwiftUI's `.toolbarTitleDisplayMode`, iOS 17): as
    /// `.navigationBarTitleDisplayMode`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationPreference { $0.displayMode = mode.barMode }
    }
}

/// How the toolbar shows the page's title (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode
    /// As the page below it.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// Large.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    /// Inline, in the 44-point bar.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// Inline, and large while scrolled to the top (iOS 17); Reflow shows it inline.
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .inline)
}
