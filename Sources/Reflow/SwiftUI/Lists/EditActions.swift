import Foundation

/// A view made of a collection's elements, to which `.onDelete` and `.onMove` apply: SwiftUI's
/// `DynamicViewContent`. `ForEach` is one.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made of.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Gives the rows the action that deletes them (a swipe or the edit mode's delete button on iOS). Accepted:
    /// Reflow draws no delete controls, so the action is kept and never called (docs/lists.md).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self)
    }

    /// Gives the rows the action that moves them (dragging in edit mode on iOS). Accepted: Reflow draws no
    /// reordering controls, so the action is never called (docs/lists.md).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self)
    }
}

/// A dynamic view content with edit actions: laid out and drawn as its content.
struct EditableContent<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    typealias Body = Never
    let content: Content
    var data: Content.Data { content.data }

    func resolve(into resolver: inout Resolver) { resolver.resolve(content) }
}

/// Whether the views are being edited: SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Moving into edit mode.
    case transient
    /// Editing.
    case active

    /// Whether editing (active or on the way to it).
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views inside, when a container provides one (`.environment(\.editMode, $mode)`);
    /// nil otherwise.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns edit mode on and off: "Edit", then "Done". It switches the environment's edit mode
/// when there is one, and its own otherwise; Reflow's lists draw no editing controls (docs/lists.md).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// The button.
    public init() {}

    /// "Edit" or "Done", in the tint.
    public var body: some View {
        let mode = editMode?.wrappedValue ?? ownMode
        return Button {
            let next: EditMode = mode.isEditing ? .inactive : .active
            if let editMode { editMode.wrappedValue = next } else { ownMode = next }
        } label: {
            Text(mode.isEditing ? "Done" : "Edit").fontWeight(mode.isEditing ? .semibold : nil)
        }
    }
}

extension View {
    /// Buttons shown when the row is swiped from `edge`. Accepted: Reflow has no swipe, so they are never shown
    /// (docs/lists.md).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        self
    }

    /// The action a pull to refresh runs. Accepted: Reflow has no pull to refresh, so it never runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    /// Whether the row may be deleted in edit mode. Accepted; Reflow deletes nothing.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        self
    }

    /// Whether the row may be moved in edit mode. Accepted; Reflow moves nothing.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        self
    }
}
