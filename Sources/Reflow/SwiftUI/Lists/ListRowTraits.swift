// The modifiers a list row carries: its insets, background, separators and tag. Each is a trait of the row's
// view (a layout value on its node, as SwiftUI's row traits are view traits), so it reaches the list however
// deep in other modifiers it is written; the list reads them when it makes the row (`ListSections.swift`).

/// What a row says about itself; every field nil leaves it to the list.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    /// The separator above the row and below it: nil shows it unless the neighbour hides it.
    var topSeparator: Visibility?
    var bottomSeparator: Visibility?
    var topSeparatorTint: Color?
    var bottomSeparatorTint: Color?
    /// `.listSectionSeparator` on a section's rows: Reflow draws no section separators (docs/lists.md), and
    /// keeps the value only to accept the modifier.
    var sectionSeparator: Visibility?
    /// The section the row belongs to and its part in it (`Section`); nil for a row outside any section.
    var member: ListMember?
    /// `.tag` inside a list: the value a selection takes when the row is chosen.
    var tag: AnyHashable?
}

/// The key of a row's traits among its node's layout values.
struct ListRowTraitsKey: LayoutValueKey {
    static let defaultValue = ListRowTraits()
}

extension ViewNode {
    /// Changes the node's list row traits.
    func changeListRowTraits(_ change: (inout ListRowTraits) -> Void) {
        var traits = layoutValue(ListRowTraitsKey.self)
        change(&traits)
        setLayoutValue(ListRowTraitsKey.self, traits)
    }
}

extension View {
    /// Insets the row's content by `insets` from the row's edges, instead of the list's default (the side
    /// margin, and 11 above and below); nil keeps the default.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        var check = InputCheck(".listRowInsets")
        let insets = insets.map { insets in
            EdgeInsets(top: check.number(insets.top, "top", in: 0 ... .greatestFiniteMagnitude, nan: 0),
                       leading: check.number(insets.leading, "leading", in: 0 ... .greatestFiniteMagnitude, nan: 0),
                       bottom: check.number(insets.bottom, "bottom", in: 0 ... .greatestFiniteMagnitude, nan: 0),
                       trailing: check.number(insets.trailing, "trailing", in: 0 ... .greatestFiniteMagnitude, nan: 0))
        }
        return TraitWriter(content: self, warning: check.warning) { $0.changeListRowTraits { $0.insets = insets } }
    }

    /// Draws `view` behind the row, across its whole frame, instead of the list's row background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return TraitWriter(content: self) { $0.changeListRowTraits { $0.background = background } }
    }

    /// Shows or hides the row's separators on `edges` (`.top`, the line above the row; `.bottom`, below it).
    /// A line between two rows is drawn only when neither hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        TraitWriter(content: self) { node in
            node.changeListRowTraits { traits in
                if edges.contains(.top) { traits.topSeparator = visibility }
                if edges.contains(.bottom) { traits.bottomSeparator = visibility }
            }
        }
    }

    /// Draws the row's separators on `edges` in `color` (nil: the system's separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        TraitWriter(content: self) { node in
            node.changeListRowTraits { traits in
                if edges.contains(.top) { traits.topSeparatorTint = color }
                if edges.contains(.bottom) { traits.bottomSeparatorTint = color }
            }
        }
    }

    /// Shows or hides the separators above and below a section. Accepted; Reflow draws no section separators
    /// (docs/lists.md).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        TraitWriter(content: self) { $0.changeListRowTraits { $0.sectionSeparator = visibility } }
    }

    /// Tints the section separators. Accepted; Reflow draws no section separators (docs/lists.md).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}
