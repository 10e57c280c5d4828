import Foundation

/// A view that shows part of its content and moves the rest into view when scrolled: by a wheel or trackpad,
/// a drag, the keyboard, or headlessly with `ViewHost.scroll(by:at:)`.
///
/// The content is proposed the scroll view's own proposal with the scrolled axes left unspecified, so that it
/// takes its ideal length along them; the scroll view takes its whole proposal along the scrolled axes, and is
/// as long as its content across them (layout rules §16). Its views are stacked as a `VStack` would stack them
/// (an `HStack` for a horizontal scroll view), starting at the top-leading corner, and drawn only inside the
/// scroll view, with indicators over them while they scroll.
///
/// ```swift
/// ScrollView {
///     FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The axes along which the content scrolls.
    public var axes: Axis.Set
    /// Whether the scroll view shows where its content is scrolled to while it scrolls.
    public var showsIndicators: Bool

    /// Where the content is scrolled to, kept with the scroll view's identity from build to build.
    @State private var store = ScrollStore()

    /// A scroll view of `content` scrolling along `axes` (vertically by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        ScrollContainer(axes: axes, showsIndicators: showsIndicators, store: store, content: content)
    }
}

/// The scroll view's own node: its layout, its clip, its indicators and its scrolling input.
struct ScrollContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let store: ScrollStore
    let content: Content

    func resolve(into resolver: inout Resolver) {
        let settings = resolver.environment.scrollSettings ?? ScrollSettings()
        store.settings = settings
        store.showsIndicators = showsIndicators
        store.layoutDirection = resolver.environment.layoutDirection
        store.contentRebuilt()
        // A scroll position set from code (not the id the scroll view reported) scrolls to that view when the
        // content is next placed (§16.10).
        if let position = settings.position {
            let id = position.get()
            if id != store.positionID {
                store.positionID = id
                if let id { store.pending = .view(id, position.anchor) }
            }
        }
        // iOS 18's `ScrollPosition`: each request set from code is applied once.
        if let position = settings.positionValue {
            let value = position.binding.wrappedValue
            if value.generation != store.appliedGeneration {
                store.appliedGeneration = value.generation
                switch value.request {
                case let .view(id, anchor): store.pending = .view(id, anchor ?? position.anchor)
                case let .edge(edge): store.pending = .edge(edge)
                case let .point(point): store.pending = .point(x: point.x, y: point.y)
                case let .x(x): store.pending = .point(x: x, y: nil)
                case let .y(y): store.pending = .point(x: nil, y: y)
                case .none: break
                }
            }
        }
        // A scroll view stacks its views along its main axis, as SwiftUI wraps them in a stack.
        let stack = axes == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        var layout = ScrollLayout(axes: axes, store: store)
        layout.margins = settings.contentMargins
        let store = self.store
        var view = WrappedView(layout, LayoutView(layout: stack, content: content))
        view.secondary = { $0.resolve(ScrollIndicators(store: store)) }
        let isEnabled = !settings.isDisabled
        let input = InputModifierView(content: view) { input, isEnabledHere in
            // `.scrollDisabled` and `.disabled` both stop scrolling by input.
            input.handler(ScrollHandler.self, make: { ScrollHandler() }, configure: {
                $0.store = store
                $0.scrollsByInput = isEnabled && isEnabledHere
            })
            // The whole viewport takes presses and the wheel, gaps between the views included.
            input.contentShape = { Rectangle().path(in: $0) }
        }
        // The position binding and the geometry observers belong to this scroll view, not to those inside.
        resolver.withEnvironment({ environment in
            if environment.scrollSettings?.position != nil || environment.scrollSettings?.positionValue != nil
                || !(environment.scrollSettings?.geometryObservers.isEmpty ?? true) {
                environment.scrollSettings?.position = nil
                environment.scrollSettings?.positionValue = nil
                environment.scrollSettings?.geometryObservers = []
            }
        }) { resolver in
            if settings.isClipDisabled {
                resolver.resolve(input)
            } else {
                resolver.resolve(input.clipped())
            }
        }
    }
}
