/// A group of views with an optional header and footer: SwiftUI's `Section`.
///
/// In a `List` or `Form` its rows are drawn together, under the header and above the footer, styled as the
/// list style draws sections (docs/lists.md). In a lazy stack or grid the header and footer are lines of their
/// own across the whole container, the content's views start on a new line, and `pinnedViews` can keep the
/// header at the top of the visible part while its section scrolls past (layout rules §17; the lazy
/// container reads the parts itself, `SwiftUI/Containers/Lazy/LazyContent.swift`). Elsewhere (a `VStack`) it is its
/// header, its content and its footer, one after the other, as SwiftUI lays a section out in a stack.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the rows are hidden (`isExpanded` false); the header stays.
    var isCollapsed = false

    /// A section of `content`, under `header` and above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section of `content`, under `header` and above `footer` (the older spelling, with values).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    func resolve(into resolver: inout Resolver) {
        guard let context = resolver.environment.listContext else {
            // Outside a list: the header, the content and the footer, in order.
            resolver.resolve(header, component: 1)
            if !isCollapsed { resolver.resolve(content, component: 2) }
            resolver.resolve(footer, component: 3)
            return
        }
        // In a list, every view of the section carries the section and its part in it, for the list to draw
        // them together (`ListSections.swift`); the header and footer are styled as the list style says.
        let section = ListSectionIdentity(key: resolver.path)
        let style = context.style
        if Parent.self != EmptyView.self {
            resolver.withComponent(1) { inner in
                inner.forEachNode(of: { $0.resolve(ListHeaderStyle.styled(header, style: style)) }) { node in
                    node.changeListRowTraits { $0.member = ListMember(section: section, part: .header) }
                }
            }
        }
        if !isCollapsed { resolver.withComponent(2) { inner in
            inner.forEachNode(of: { $0.resolve(content) }) { node in
                node.changeListRowTraits { traits in
                    // A row already in an inner section stays there.
                    if traits.member == nil { traits.member = ListMember(section: section, part: .row) }
                }
            }
        } }
        if Footer.self != EmptyView.self {
            resolver.withComponent(3) { inner in
                inner.forEachNode(of: { $0.resolve(ListHeaderStyle.styledFooter(footer)) }) { node in
                    node.changeListRowTraits { $0.member = ListMember(section: section, part: .footer) }
                }
            }
        }
        if resolver.nodes.last.map({ $0.layoutValue(ListRowTraitsKey.self).member?.section !== section }) ?? true {
            // A section with no views at all still takes its place (its gap in a grouped list).
            resolver.withComponent(4) { inner in
                inner.forEachNode(of: { $0.resolve(EmptyRow()) }) { node in
                    node.changeListRowTraits { $0.member = ListMember(section: section, part: .placeholder) }
                }
            }
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under `header` (the older spelling, with a value).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` above `footer` (the older spelling, with a value).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content`, without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` under the header `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A section of `content` under the header `title`, shown while `isExpanded` is true (a sidebar's
    /// collapsible section; Reflow shows the header always, and the rows while expanded).
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        // Reflow does not draw the disclosure control; the rows follow the binding.
        isCollapsed = !isExpanded.wrappedValue
    }
}

/// A section's identity while a list is built: the views of one section carry the same one.
final class ListSectionIdentity {
    /// The section's position, which identifies its views in the list from build to build.
    let key: Int
    init(key: Int) { self.key = key }
}

/// Which part of which section a view of a list is.
struct ListMember {
    enum Part { case header, row, footer, placeholder }
    let section: ListSectionIdentity
    let part: Part
}

/// What a list tells the views inside it while it builds them (`Section` and `.tag` read it).
struct ListContext {
    let style: ListStyleKind
}

private enum ListContextKey: EnvironmentKey {
    static var defaultValue: ListContext? { nil }
}

extension EnvironmentValues {
    /// The list whose rows are being built, if any; nil elsewhere (and inside a row's own containers).
    var listContext: ListContext? {
        get { extras.isEmpty ? nil : self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}

/// A row of no size: what an empty section leaves, so that its place in the list is kept.
struct EmptyRow: View {
    var body: some View { Color.clear.frame(width: 0, height: 0) }
}

/// How a list styles section headers and footers (docs/lists.md): grouped styles put headers in the
/// footnote font, the secondary colour and upper case; plain lists in the headline font, primary colour, as
/// written; a sidebar as a plain list's, in the secondary colour. Footers are footnotes in the secondary
/// colour, as written. Modifiers on the header itself win, as inner modifiers do.
enum ListHeaderStyle {
    static func styled<V: View>(_ header: V, style: ListStyleKind) -> some View {
        let font: Font = style.isGrouped && style != .sidebar ? .footnote : .headline
        // The levels of the foreground style, so that a dark list's labels (`ListRoot`) reach them too.
        let color: HierarchicalShapeStyle = style == .plain ? .primary : .secondary
        let textCase: Text.Case? = style.isGrouped && style != .sidebar ? .uppercase : nil
        return header.font(font).foregroundStyle(color).textCase(textCase)
    }

    static func styledFooter<V: View>(_ footer: V) -> some View {
        footer.font(.footnote).foregroundStyle(HierarchicalShapeStyle.secondary)
    }
}
