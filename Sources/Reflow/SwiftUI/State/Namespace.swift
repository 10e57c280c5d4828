/// A property wrapper that gives a view a namespace of its own for `matchedGeometryEffect` ids: the same
/// `Namespace.ID` in every build of the view's identity, a new one when the identity changes, as state.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let box = NamespaceBox()

    /// A namespace; it takes its identity when its view is built.
    public init() {}

    /// The namespace's id. Read outside a built view (SwiftUI warns of that too), it is an id of its own that no
    /// build keeps.
    public var wrappedValue: ID {
        if let storage = box.storage { return storage.id }
        let made = NamespaceStorage()
        box.storage = made
        return made.id
    }
}

extension Namespace: ScopedProperty {
    func link(to scope: ViewScope, slot: Int) {
        box.storage = scope.storage(at: slot) { NamespaceStorage() }
    }
}

/// What one `Namespace` refers to: the storage of its view's identity, once the view is built.
final class NamespaceBox {
    var storage: NamespaceStorage?
}

/// The id of one namespace, kept in its view's scope.
final class NamespaceStorage: ScopeSlot {
    nonisolated(unsafe) private static var next = 0
    let id: Namespace.ID

    init() {
        Self.next += 1
        id = Namespace.ID(value: Self.next)
    }

    func attach(to scope: ViewScope) {}
}
