/// Views already built into nodes, put back where this view is: how a list wraps the rows it found in the
/// row decoration (insets, background, separator) after building them, as the layout modifiers wrap a view's
/// nodes. The nodes keep their identity, state and caches.
struct ResolvedNodes: View, PrimitiveView {
    typealias Body = Never
    let nodes: [ViewNode]

    func resolve(into resolver: inout Resolver) { resolver.nodes.append(contentsOf: nodes) }
}

/// A selection as a list uses it, whatever the binding's type: whether a row's tag is selected, and what
/// choosing a row does.
struct ListSelection {
    let contains: (AnyHashable) -> Bool
    let choose: (AnyHashable) -> Void
}

/// One row as the list found it: its node and its traits.
struct ListRowModel: Identifiable {
    let node: ViewNode
    let traits: ListRowTraits
    /// The row's identity in the list: its node's, which is stable from build to build.
    var id: Int { node.key }

    /// The value a selection takes for this row: its `.tag`, else the innermost id on its way from the list
    /// (a `ForEach` element's, as SwiftUI tags a `ForEach`'s rows with their elements' ids).
    var selectionValue: AnyHashable? { traits.tag ?? node.idPath.last?.value }
}

/// One section as the list found it: the nodes of its header, rows and footer.
struct ListSectionModel {
    let section: ListSectionIdentity?
    let key: Int
    var header: [ViewNode] = []
    var rows: [ListRowModel] = []
    var footer: [ViewNode] = []
}

/// The list's sections: builds the list's content, finds its rows and sections in the nodes it makes
/// (`Section` marks its views; rows outside any section between two sections make a section of their own,
/// as SwiftUI groups them), and builds each section as the list style draws it (`ListSectionView`).
struct ListSections<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let look: ListLook
    let selection: ListSelection?

    func resolve(into resolver: inout Resolver) {
        let start = resolver.nodes.count
        let context = ListContext(style: look.style)
        resolver.withEnvironment({ $0.listContext = context }) { $0.resolve(content, component: 1) }
        let built = Array(resolver.nodes[start...])
        resolver.nodes.removeSubrange(start...)

        var sections: [ListSectionModel] = []
        for node in built {
            let traits = node.layoutValue(ListRowTraitsKey.self)
            let section = traits.member?.section
            if sections.isEmpty || sections[sections.count - 1].section !== section {
                sections.append(ListSectionModel(section: section, key: section?.key ?? node.key))
            }
            switch traits.member?.part {
            case .header?: sections[sections.count - 1].header.append(node)
            case .footer?: sections[sections.count - 1].footer.append(node)
            case .placeholder?: break
            case .row?, nil: sections[sections.count - 1].rows.append(ListRowModel(node: node, traits: traits))
            }
        }
        for (index, section) in sections.enumerated() {
            resolver.resolve(ListSectionView(model: section, look: look, selection: selection,
                                             isFirst: index == 0), component: section.key)
        }
    }
}

/// One section: its header, its rows (with their separators, on a rounded card in an inset style) and its
/// footer, with the gaps docs/lists.md gives.
struct ListSectionView: View {
    let model: ListSectionModel
    let look: ListLook
    let selection: ListSelection?
    let isFirst: Bool

    var body: some View {
        let grouped = look.style.isGrouped
        let textInset = look.sectionInset + look.margin
        VStack(alignment: .leading, spacing: 0) {
            if grouped && isFirst {
                ListGap(height: ListLook.groupedTop)
            }
            if !model.header.isEmpty {
                VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: model.header) }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, textInset)
                    .padding(.top, grouped ? ListLook.headerTop : ListLook.plainHeaderVertical)
                    .padding(.bottom, grouped ? ListLook.headerBottom : ListLook.plainHeaderVertical)
                    .frame(minHeight: look.minimumHeaderHeight, alignment: .bottomLeading)
            } else if grouped {
                ListGap(height: ListLook.headerlessTop)
            }
            rows
            if !model.footer.isEmpty {
                VStack(alignment: .leading, spacing: 0) { ResolvedNodes(nodes: model.footer) }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, textInset)
                    .padding(.top, ListLook.footerTop)
            }
            if grouped {
                ListGap(height: ListLook.sectionBottom)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The rows, each with the separator below it, on a rounded card in inset styles.
    @ViewBuilder private var rows: some View {
        let items = model.rows.indices.map { ListRowItem(row: model.rows[$0], separator: separator(below: $0)) }
        let stack = VStack(spacing: look.rowSpacing) {
            ForEach(items) { item in
                ListRowView(row: item.row, look: look, selection: selection, separator: item.separator)
            }
        }
        if look.style.isInset {
            stack.clipShape(RoundedRectangle(cornerRadius: ListLook.cornerRadius))
                .padding(.horizontal, look.sectionInset)
        } else {
            stack
        }
    }

    /// The separator below row `index`: none below a section's last row, nor where either row hides it; in
    /// the tint either row gives it, else the system's separator colour.
    private func separator(below index: Int) -> Color? {
        let rows = model.rows
        guard index + 1 < rows.count else { return nil }
        let above = rows[index].traits, below = rows[index + 1].traits
        guard above.bottomSeparator != .hidden, below.topSeparator != .hidden else { return nil }
        // iOS draws no line against a selected row: the highlight runs up to its neighbours.
        if let selection, [rows[index], rows[index + 1]].contains(where: { row in
            row.selectionValue.map(selection.contains) ?? false
        }) { return nil }
        return above.bottomSeparatorTint ?? below.topSeparatorTint ?? look.separator
    }
}

/// A row with the separator below it (nil: none), identified as the row is.
struct ListRowItem: Identifiable {
    let row: ListRowModel
    let separator: Color?
    var id: Int { row.id }
}

/// One row: its content leading-aligned, inset by the row insets, at least the least row height tall (content
/// centred vertically), on the row background, with its separator along the bottom, inset as the content is.
struct ListRowView: View {
    let row: ListRowModel
    let look: ListLook
    let selection: ListSelection?
    let separator: Color?

    var body: some View {
        let insets = row.traits.insets ?? look.rowInsets
        let value = row.selectionValue
        let isSelected = value.map { value in selection?.contains(value) ?? false } ?? false
        // One node lays the row out (`ListRowLayout`), rather than a frame, a padding, a frame, a background
        // and an overlay: a list of many rows builds, hit-tests and draws fewer nodes.
        let content = ListRowLayout(insets: insets, minimumHeight: look.minimumRowHeight) {
            if isSelected {
                look.selectedRowBackground
            } else if let background = row.traits.background {
                background
            } else {
                look.rowBackground
            }
            ResolvedNodes(nodes: [row.node])
            if let separator { separator }
        }
        if let selection, let value {
            content.contentShape(Rectangle()).onTapGesture { selection.choose(value) }
        } else {
            content
        }
    }
}

/// How a row lays out its background, content and separator (subviews in that order; the separator may be
/// missing). The content is offered the row's width less the side insets; the row is that wide (the content's
/// width plus the insets when no width is offered) and as tall as the content plus the vertical insets, at
/// least `minimumHeight`. The content goes at the leading inset, centred vertically; the background fills the
/// row; the separator lies along the bottom, from the leading inset to the trailing edge.
struct ListRowLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { "List row" }

    let insets: EdgeInsets
    let minimumHeight: CGFloat

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count >= 2 else { return .zero }
        let content = subviews[1].sizeThatFits(contentProposal(proposal))
        return CGSize(width: proposal.width ?? content.width + insets.leading + insets.trailing,
                      height: max(minimumHeight, content.height + insets.top + insets.bottom))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let proposal = contentProposal(ProposedViewSize(width: bounds.width, height: proposal.height))
        let content = subviews[1].sizeThatFits(proposal)
        let free = bounds.height - insets.top - insets.bottom - content.height
        subviews[1].place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top + free / 2),
                          proposal: proposal)
        if subviews.count > 2 {
            let width = max(0, bounds.width - insets.leading)
            subviews[2].place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.maxY - ListLook.separatorThickness),
                              proposal: ProposedViewSize(width: width, height: ListLook.separatorThickness))
        }
    }
}

/// Empty space of `height` between the parts of a section: a spacer that draws nothing.
struct ListGap: View {
    let height: CGFloat
    var body: some View { Spacer(minLength: 0).frame(height: height) }
}
