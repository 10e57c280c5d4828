/// A label that shows or hides its content when clicked: SwiftUI's `DisclosureGroup`. The label leads and a
/// chevron in the tint trails, turned down while the content shows; the content follows below. In a list,
/// the label is a row of its own and each view of the content another row, as SwiftUI shows them;
/// elsewhere the group is one column. Collapsed unless `isExpanded` says otherwise.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let binding: Binding<Bool>?
    /// The group's own expansion, when no binding is given.
    @State private var ownExpansion = false

    /// A group showing `content` under `label` once expanded by a click.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        binding = nil
    }

    /// A group showing `content` under `label` while `isExpanded` is true; a click on the label flips it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        binding = isExpanded
    }

    /// The label and, while expanded, the content.
    public var body: some View {
        let expansion = binding ?? $ownExpansion
        return DisclosureGroupParts(label: DisclosureLabel(label: label, isExpanded: expansion),
                                    content: expansion.wrappedValue ? content() : nil)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The label row: the label leading, the chevron trailing (turned a quarter while expanded), the whole row a
/// button that flips the expansion.
struct DisclosureLabel<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>

    var body: some View {
        let isExpanded = self.isExpanded
        return HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(Color.accentColor)
                .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
        }
        .contentShape(Rectangle())
        .onTapGesture { isExpanded.wrappedValue.toggle() }
    }
}

/// The label and the content: rows of their own in a list, a column elsewhere.
struct DisclosureGroupParts<Label: View, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label
    let content: Content?

    func resolve(into resolver: inout Resolver) {
        if resolver.environment.listContext != nil {
            resolver.resolve(label, component: 1)
            if let content { resolver.resolve(content, component: 2) }
        } else {
            resolver.resolve(VStack(alignment: .leading) {
                label
                if let content { content }
            })
        }
    }
}

/// The children of one element of an `OutlineGroup`: the group of its own children.
public struct OutlineSubgroupChildren: View {
    let children: AnyView

    /// The children.
    public var body: some View { children }
}

/// A tree of elements, each shown by `content`; an element with children is a `DisclosureGroup` of them:
/// SwiftUI's `OutlineGroup`. `List(data, children:)` is a list of one.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    /// The elements of `data` and, under each with children, its children (found at the key path
    /// `children`, nil for a leaf).
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
          DataElement == Data.Element {
        self.data = data
        id = { $0.id }
        self.children = { $0[keyPath: children] }
        self.content = content
    }

    /// The elements of `data`, identified by `id`, with their children.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, DataElement == Data.Element {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.children = { $0[keyPath: children] }
        self.content = content
    }

    /// Each element, as a disclosure group of its children when it has some.
    public var body: some View {
        let elements = Array(data)
        // Positions as the ForEach's ids, and the elements' own ids as explicit ids on each view.
        return ForEach(0..<elements.count, id: \.self) { index in
            let element = elements[index]
            if let elementChildren = children(element) {
                let subgroup = OutlineGroup(data: elementChildren, id: id, children: children, content: content)
                DisclosureGroup {
                    OutlineSubgroupChildren(children: AnyView(subgroup))
                } label: {
                    content(element)
                }
                .id(ViewIDBox(id(element)))
            } else {
                content(element).id(ViewIDBox(id(element)))
            }
        }
    }

    private init(data: Data, id: @escaping (Data.Element) -> ID, children: @escaping (Data.Element) -> Data?,
                 content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }
}

/// An element's id in an outline, kept apart from the user's own `.id`s.
struct ViewIDBox<ID: Hashable>: Hashable {
    let id: ID
    init(_ id: ID) { self.id = id }
}

extension List where SelectionValue == Never {
    /// A list of a tree: each element of `data` a row, and under an element with children (at the key path
    /// `children`, nil for a leaf) a disclosure group of them.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }
}
