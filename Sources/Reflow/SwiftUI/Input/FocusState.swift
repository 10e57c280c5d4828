// `@FocusState` and `.focused`: state that says where focus is, kept in step with the host's focus both
// ways (docs/text-input.md §3). Focus moving (a press, Tab) sets the bound values; code setting a value
// moves focus when the views are built again (`ViewHost+FocusBindings.swift`).

/// A value that says which view has focus: `Bool` for one view (`.focused($isFocused)`), an optional for
/// several (`.focused($field, equals: .name)`). Setting it from code moves focus; focus moving sets it.
///
/// ```swift
/// @FocusState private var field: Field?
/// TextField("Name", text: $name).focused($field, equals: .name)
/// Button("Next") { field = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// The value, kept with the view's identity as a `@State` is.
    let box: StateBox<Value>

    /// A focus state for one view: true while it has focus.
    public init() where Value == Bool {
        box = StateBox(initial: false)
    }

    /// A focus state for several views: the value of the one that has focus, nil when none has.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(initial: nil)
    }

    /// Where focus is. When focus is in none of the views bound to this state, false or nil.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue, animation: Transaction.animation) }
    }

    /// The binding `.focused` takes: `$isFocused`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)` and for passing the state to
    /// another view.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        /// Where focus is; setting it moves focus.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue, animation: Transaction.animation) }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: ScopedProperty {
    func link(to scope: ViewScope, slot: Int) {
        box.storage = scope.storage(at: slot) { ValueStorage(box.initial) }
    }
}

extension FocusState.Binding: DynamicProperty {}

/// One `.focused` modifier on a view: whether its state asks for the view to have focus, and what to set when
/// focus comes to the view or leaves it.
struct FocusBindingLink {
    /// Whether the state's value is the one that puts focus in the view.
    let isWanted: () -> Bool
    /// Focus came into the view: the state takes the view's value.
    let gained: () -> Void
    /// Focus left the view: the state goes back to false or nil, if it still has the view's value.
    let lost: () -> Void
}

extension StateBox where Value: Equatable {
    /// Sets the value only when it differs: the host writes focus states as focus moves, and an unchanged
    /// value must not build the views again.
    func setIfChanged(_ value: Value) {
        if self.value != value { set(value, animation: nil) }
    }
}

/// `.focused`: registers the binding on each node of its content.
struct FocusedModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let link: FocusBindingLink

    func resolve(into resolver: inout Resolver) {
        let graph = resolver.graph
        resolver.forEachNode(of: { $0.resolve(content) }) { node in
            node.input.focusBindings.append(link)
            if !graph.focusBindingNodes.contains(where: { $0 === node }) { graph.focusBindingNodes.append(node) }
        }
    }
}

extension View {
    /// Binds the view's focus to `condition`: true while focus is in the view; setting it to true from code
    /// focuses the view (its first focusable view, such as a text field), and to false takes focus away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let box = condition.box
        return FocusedModifierView(content: self, link: FocusBindingLink(
            isWanted: { box.value },
            gained: { box.setIfChanged(true) },
            lost: { box.setIfChanged(false) }))
    }

    /// Binds the view's focus to `binding` having `value`: focus coming into the view sets it to `value`,
    /// leaving sets it back to nil; setting it to `value` from code focuses the view, and to nil takes focus
    /// away.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let box = binding.box
        return FocusedModifierView(content: self, link: FocusBindingLink(
            isWanted: { box.value == value },
            gained: { box.setIfChanged(value) },
            lost: { if box.value == value { box.setIfChanged(box.initial) } }))
    }
}

/// The nodes of the latest build with `.focused` bindings: the host keeps their bindings and the focus in
/// step (`ViewHost+FocusBindings.swift`). Hosts without them never make one.
final class FocusBindingStore: HostStore {
    var nodes: [ViewNode] = []
    func beginBuild() { if !nodes.isEmpty { nodes.removeAll() } }
    func release() { nodes = [] }
}

extension ViewGraph {
    /// The nodes of the latest build with `.focused` bindings: empty for views without them.
    var focusBindingNodes: [ViewNode] {
        get { stores.existing(FocusBindingStore.self)?.nodes ?? [] }
        set { stores.store(FocusBindingStore.self).nodes = newValue }
    }
}
