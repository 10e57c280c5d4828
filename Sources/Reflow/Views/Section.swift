/// A part of a container's content with an optional header and footer: `Section { rows } header: { title }`.
///
/// In a stack it is its header, content and footer one after another. In a lazy stack or grid the header and
/// footer are lines of their own across the whole container, the content's views start on a new line, and
/// `pinnedViews` can keep the header at the top of the visible part while its section scrolls past (layout
/// rules §17). Lists show sections as groups of rows.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The section's header.
    public var header: Parent
    /// The section's views.
    public var content: Content
    /// The section's footer.
    public var footer: Footer

    /// A section of `content`'s views with `header` above them and `footer` below.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views (the form SwiftUI deprecated, still in use).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// The header, the content and the footer one after another, each with an identity of its own.
    func resolve(into resolver: inout Resolver) {
        resolver.resolve(header, component: 0)
        resolver.resolve(content, component: 1)
        resolver.resolve(footer, component: 2)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header and no footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view and no footer.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer and no header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view and no header.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer: a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `title`, as text.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }
}
