/// A stored property of a view that the view's host keeps up to date: `@State`, `@Binding`, `@Environment`,
/// `@ObservedObject`, or a struct of such properties.
///
/// Reflow finds these properties in a view (and in the structs of them it holds) before it asks the view for
/// its `body`, and connects the state ones to the storage kept with the view's identity.
public protocol DynamicProperty {
    /// Called before the view's body is made. Reflow works on a copy of the view's properties, so an update
    /// here reaches only the reference types the property holds.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property whose value lives in storage the host keeps for the view (`@State`, `@StateObject`):
/// linked to its slot of the view's scope before the body is made.
protocol ScopedProperty: DynamicProperty {
    /// Connects the property to slot `slot` of `scope`, made or reused by the property's own kind.
    func link(to scope: ViewScope, slot: Int)
}

/// A dynamic property that learns which view's body reads it (`@ObservedObject`, `@EnvironmentObject`): told
/// the scope of the body being built so that a change rebuilds that body.
protocol ObservingProperty: DynamicProperty {
    func observe(from scope: ViewScope)
}

/// Finds the dynamic properties of views: which types have any (asked once per type) and, for those that do,
/// the properties of a value to link.
enum DynamicProperties {
    /// Whether a type holds a scoped or observing property, by type; a view of a type without any makes no
    /// scope and is never reflected on again.
    nonisolated(unsafe) private static var kinds: [ObjectIdentifier: Bool] = [:]

    /// Whether `value`'s type holds properties that need a scope.
    static func needScope<V>(_ value: V) -> Bool {
        let type = ObjectIdentifier(V.self)
        if let known = kinds[type] { return known }
        let found = holdsLinkedProperty(Mirror(reflecting: value))
        kinds[type] = found
        return found
    }

    /// Remembers that views of `type` read observable properties in their body: their scope is looked up in
    /// every build from now on, as a view with state's is, so that their tracking is kept and replaced.
    static func markObserving(_ type: ObjectIdentifier) {
        kinds[type] = true
    }

    private static func holdsLinkedProperty(_ mirror: Mirror) -> Bool {
        // Most properties are no dynamic property: asked that first, they cost the runtime one conformance
        // lookup per new type (a scan of every conformance in the process), not three.
        for child in mirror.children where child.value is DynamicProperty {
            if child.value is ScopedProperty || child.value is ObservingProperty { return true }
            if holdsLinkedProperty(Mirror(reflecting: child.value)) { return true }
        }
        return false
    }

    /// Links every scoped property of `value` to `scope`, in the order they are declared (nested structs of
    /// dynamic properties in place), and tells the observing ones the scope.
    static func link<V>(_ value: V, to scope: ViewScope) {
        var slot = 0
        link(Mirror(reflecting: value), to: scope, slot: &slot)
        scope.dropStaleSubscriptions()
    }

    private static func link(_ mirror: Mirror, to scope: ViewScope, slot: inout Int) {
        for child in mirror.children where child.value is DynamicProperty {
            if let property = child.value as? ScopedProperty {
                property.link(to: scope, slot: slot)
                slot += 1
            } else if let property = child.value as? ObservingProperty {
                property.observe(from: scope)
            } else {
                link(Mirror(reflecting: child.value), to: scope, slot: &slot)
            }
        }
    }
}
