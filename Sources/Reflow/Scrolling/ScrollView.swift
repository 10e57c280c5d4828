import Foundation

/// A view that shows part of its content and moves the rest into view when scrolled: by a wheel or trackpad,
/// or headlessly with `ViewHost.scroll(by:at:)`.
///
/// The content is proposed the scroll view's own proposal with the scrolled axes left unspecified, so that it
/// takes its ideal length along them; the scroll view takes its whole proposal along the scrolled axes, and is
/// as long as its content across them (layout rules §16). Its views are stacked as a `VStack` would stack them
/// (an `HStack` for a horizontal scroll view), starting at the top-leading corner, and drawn only inside the
/// scroll view.
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
        ScrollContainer(axes: axes, store: store, content: content)
    }
}

/// The scroll view's own node: its layout, its clip and its scrolling input.
struct ScrollContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let axes: Axis.Set
    let store: ScrollStore
    let content: Content

    func resolve(into resolver: inout Resolver) {
        // A scroll view stacks its views along its main axis, as SwiftUI wraps them in a stack.
        let stack = axes == .horizontal ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
        let layout = LayoutView(layout: ScrollLayout(axes: axes, store: store),
                                content: LayoutView(layout: stack, content: content))
        let store = self.store
        resolver.resolve(InputModifierView(content: layout.clipped()) { input, isEnabled in
            // The whole viewport takes the wheel, the gaps between the views too, as a scroll view does.
            input.contentShape = { Path($0) }
            guard isEnabled else { return }
            input.handler(ScrollHandler.self, make: { ScrollHandler() }, configure: { $0.store = store })
        })
    }
}
