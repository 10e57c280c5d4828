/// A scrolling column of rows, grouped in sections: SwiftUI's `List`.
///
/// Every view of the content is a row (a `ForEach` gives one per element, a `Section` groups its rows under a
/// header and above a footer). Rows take the list's width, inset their content 16 points from the sides (20
/// in a regular width) and 11 above and below, leading-aligned, and are at least 44 tall; separators run
/// between the rows of a section. The list fills what it is offered on both axes and scrolls vertically.
/// `.listStyle` chooses how sections look (inset grouped cards on the grouped background by default, as on
/// iOS); docs/lists.md gives every metric and its source.
///
/// ```swift
/// List(selection: $chosen) {
///     Section("Layouts") {
///         ForEach(layouts) { Text($0.name) }
///     }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let selection: ListSelection?

    /// A list of `content` whose rows select one value into `selection` when clicked (rows are tagged with
    /// `.tag`, or by their `ForEach` element's id).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(Self.single)
    }

    /// A list of `content` whose rows are added to or removed from `selection` when clicked.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(Self.multiple)
    }

    init(content: Content, selection: ListSelection?) {
        self.content = content
        self.selection = selection
    }

    /// One value: a click selects the row's value (clicking it again keeps it, as iOS does).
    static func single(_ binding: Binding<SelectionValue?>) -> ListSelection {
        ListSelection(contains: { value in binding.wrappedValue.map { AnyHashable($0) == value } ?? false },
                      choose: { value in
                          if let chosen = value.base as? SelectionValue { binding.wrappedValue = chosen }
                      })
    }

    /// A set: a click adds the row's value, or removes it when it is in (as a list in edit mode does).
    static func multiple(_ binding: Binding<Set<SelectionValue>>) -> ListSelection {
        ListSelection(contains: { value in
                          (value.base as? SelectionValue).map { binding.wrappedValue.contains($0) } ?? false
                      },
                      choose: { value in
                          guard let chosen = value.base as? SelectionValue else { return }
                          if binding.wrappedValue.contains(chosen) {
                              binding.wrappedValue.remove(chosen)
                          } else {
                              binding.wrappedValue.insert(chosen)
                          }
                      })
    }

    func resolve(into resolver: inout Resolver) {
        resolver.resolve(ListRoot(content: content, selection: selection, form: false))
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`, without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    /// A list with a row per element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// A list with a row per element of `data`, identified by its `id` key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// A list with a row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }
}

extension List {
    /// A list with a row per element of `data`, selecting one value.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map(Self.single))
    }

    /// A list with a row per element of `data`, selecting a set of values.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map(Self.multiple))
    }

    /// A list with a row per element of `data`, identified by `id`, selecting one value.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map(Self.single))
    }

    /// A list with a row per element of `data`, identified by `id`, selecting a set of values.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map(Self.multiple))
    }
}

/// What a list and a form are: a scroll view of the sections, on the list's background, filling what it is
/// offered. Built with the environment in hand, which decides the style, the margins and the colours.
struct ListRoot<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let selection: ListSelection?
    /// A form: inset grouped whatever `.listStyle` says.
    let form: Bool

    func resolve(into resolver: inout Resolver) {
        let environment = resolver.environment
        var minimum = environment.defaultMinListRowHeight
        if !(minimum.isFinite && minimum >= 0) {
            resolver.warn(InputWarning(modifier: "defaultMinListRowHeight",
                                       message: "was given \(minimum) (used \(ListLook.minimumRowHeight))"))
            minimum = ListLook.minimumRowHeight
        }
        let style = form ? .insetGrouped : environment.listSettings.style ?? .insetGrouped
        let look = ListLook(style: style, environment: environment, minimumRowHeight: minimum)
        // The rows are stacked by a `VStack` as a list stacks them; a `LazyVStack(alignment: .leading,
        // spacing: 0)` here would build only the rows near the viewport.
        let list = ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ListSections(content: content, look: look, selection: selection)
            }
        }
        // A list is flexible on both axes: it takes all it is offered (docs/lists.md).
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background {
            if look.drawsBackground { look.pageBackground }
        }
        guard look.scheme == .dark else { return resolver.resolve(list) }
        // Reflow's label colours are light-mode ones; a dark list gives its rows iOS's dark labels (white,
        // then (235, 235, 245) at 60 % and 30 %), so that its text shows on its dark rows.
        resolver.resolve(list.foregroundStyle(ListLook.darkLabels[0], ListLook.darkLabels[1], ListLook.darkLabels[2]))
    }
}
