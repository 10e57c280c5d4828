import OpenCombine

// Combine's way of observing: an `ObservableObject` (OpenCombine's, which `import Combine` and `import SwiftUI`
// give in a preview build) whose `objectWillChange` publisher fires before each change. The views that observe
// it through these property wrappers are built again after the change (state rules §4).

/// A property wrapper for an `ObservableObject` a view is given: its changes rebuild the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    /// Makes bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath` of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObjectBindings.binding(to: root, keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: ObservingProperty {
    func observe(from scope: ViewScope) { scope.subscribe(to: wrappedValue) }
}

/// A property wrapper for an `ObservableObject` a view owns: made once per view identity, the first time the
/// view is built, and kept like `@State` (dropped when the identity goes); its changes rebuild the view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    private let box: StateObjectBox<ObjectType>

    /// An object made by `thunk` when the view is first built (not each time the view value is made).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object kept for the view.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: box.object) }
}

extension StateObject: ScopedProperty {
    func link(to scope: ViewScope, slot: Int) {
        let storage = scope.storage(at: slot) { ObjectStorage(box.make()) }
        box.storage = storage
        scope.subscribe(to: storage.object)
    }
}

/// What one `StateObject` refers to: how to make the object, and once the view is built, its storage.
final class StateObjectBox<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var storage: ObjectStorage<ObjectType>?
    /// An object made for a read before the view was built (SwiftUI makes a new one each time, with a warning).
    private var unlinked: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let storage { return storage.object }
        if let unlinked { return unlinked }
        let made = make()
        unlinked = made
        return made
    }
}

/// The object of one `@StateObject` of one view identity, kept in the view's scope.
final class ObjectStorage<ObjectType: AnyObject>: ScopeSlot {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
    func attach(to scope: ViewScope) {}
}

/// A property wrapper that reads the `ObservableObject` of its type an ancestor put in the environment with
/// `.environmentObject(_:)`; its changes rebuild the view. As in SwiftUI, reading it where no ancestor put one
/// is a programming error, and stops the program with a message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    /// Makes bindings to the object's properties: `$model.name`.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private let box = EnvironmentObjectBox<ObjectType>()

    /// Reads the object of `ObjectType` from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = BodyContext.current?.environment.environmentObject(of: ObjectType.self) ?? box.object {
            return object
        }
        fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: ObservingProperty {
    func observe(from scope: ViewScope) {
        box.object = BodyContext.current?.environment.environmentObject(of: ObjectType.self)
        if let object = box.object { scope.subscribe(to: object) }
    }
}

/// The object an `@EnvironmentObject` found in its view's latest build, for reads after it (an action's).
final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
}

/// The key under which `.environmentObject` keeps an object of type `T`.
private enum EnvironmentObjectEntry<T> {}

extension EnvironmentValues {
    /// The object of `type` put in with `.environmentObject(_:)`, if any.
    func environmentObject<T: AnyObject>(of type: T.Type) -> T? {
        extras[ObjectIdentifier(EnvironmentObjectEntry<T>.self)] as? T
    }
}

extension View {
    /// Puts `object` in the environment of this view, where `@EnvironmentObject var object: T` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self) { $0.extras[ObjectIdentifier(EnvironmentObjectEntry<T>.self)] = object }
    }
}

enum ObjectBindings {
    /// A binding to the property at `keyPath` of `object`, set in the binding's transaction.
    static func binding<Root: AnyObject, Subject>(to object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Subject>)
        -> Binding<Subject> {
        Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
            withTransaction(transaction) { object[keyPath: keyPath] = value }
        })
    }
}

extension ViewScope {
    /// Rebuilds the view when `object` is about to change (its `objectWillChange` fires before the change; the
    /// host applies it after the set, state rules §3). One subscription per object, kept while a build of the
    /// view observes the object.
    func subscribe<T: ObservableObject>(to object: T) where T.ObjectWillChangePublisher.Failure == Never {
        let key = ObjectIdentifier(object)
        if let existing = objectSubscriptions[key] {
            objectSubscriptions[key] = (existing.cancellable, build)
            return
        }
        let cancellable = object.objectWillChange.sink { [weak self] _ in self?.observedChange() }
        objectSubscriptions[key] = (cancellable, build)
    }

    /// Ends the subscriptions no property observed in the build under way (the view now observes another
    /// object).
    func dropStaleSubscriptions() {
        guard !objectSubscriptions.isEmpty else { return }
        objectSubscriptions = objectSubscriptions.filter { $0.value.build == build }
    }
}
