/// A property wrapper that reads a value of the view's environment: `@Environment(\.horizontalSizeClass)
/// var sizeClass`.
///
/// The value is the one at the view's position in the tree as its `body` (or a modifier's `body(content:)`)
/// is built, and in the closures that body's views call while they are built (a `ForEach`'s content). Read
/// elsewhere (in an initializer, or later), it is the default environment's value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// The value at the view's position: a key path's, or an observable object's (`@Environment(Model.self)`).
    private let read: Read
    /// The environment of the view's latest build, for reads after it (a button's action reading
    /// `@Environment(Model.self)`), as SwiftUI's property keeps its last value.
    private let box = EnvironmentBox()

    private enum Read {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object((EnvironmentValues) -> Value)
    }

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = .keyPath(keyPath)
    }

    /// Reads the observable object of type `objectType` put in the environment with `.environment(object)`.
    /// As in SwiftUI, reading it where no ancestor put one is a programming error, and stops the program with
    /// a message naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = .object { environment in
            guard let object = environment.observableObject(of: Value.self) else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the observable object of type `objectType` put in the environment, or nil where there is none.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = .object { $0.observableObject(of: T.self) }
    }

    /// The environment value at the view's position.
    public var wrappedValue: Value {
        let environment: EnvironmentValues
        if let context = BodyContext.current {
            environment = context.environment
            if case .keyPath(let keyPath) = read {
                // A view that reads a size class must be built again when a resize changes it (`ViewHost.resize`).
                if keyPath == \EnvironmentValues.horizontalSizeClass || keyPath == \EnvironmentValues.verticalSizeClass {
                    context.graph.readsSizeClass = true
                }
            }
        } else {
            environment = box.environment ?? EnvironmentValues()
        }
        switch read {
        case .keyPath(let keyPath): return environment[keyPath: keyPath]
        case .object(let object): return object(environment)
        }
    }
}

extension Environment: ObservingProperty {
    /// Keeps the environment of the build under way (the view's body is about to be made).
    func observe(from scope: ViewScope) {
        box.environment = BodyContext.current?.environment
    }
}

/// The environment an `@Environment` property saw in its view's latest build.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}

/// The environment of the body being built, and the graph building it, for `@Environment` to read: set while a
/// composite view's body and the views it returns are resolved (`Resolver.resolveBody`); nested bodies each
/// restore the context they found. It is one value for the process, not one per thread: hosts must not build
/// on two threads at once (as SwiftUI builds views on the main thread only).
struct BodyContext {
    /// The environment at the view's position, shared with the other bodies that see the same one.
    let environmentSnapshot: EnvironmentSnapshot
    /// The environment at the view's position (read in place, not copied).
    var environment: EnvironmentValues {
        _read { yield environmentSnapshot.values }
    }
    let graph: ViewGraph
    /// The scope of the view whose body is being built, if it has state: what observing properties subscribe
    /// it to.
    var scope: ViewScope? = nil
    /// The identity and type of the view whose body is being built: where a scope is made on demand when the
    /// body turns out to read an observable (`ObservedBody`).
    var key: Int = 0
    var idPath: [ViewID] = []
    var type: ObjectIdentifier = ObjectIdentifier(Never.self)
    /// The view's type itself, which a scope made on demand is named by (`reflow preview` saves state by it).
    var viewType: Any.Type = Never.self

    // `current`, the context of the body being built, is in `Engine/Pass/Unchecked.swift`.
}

/// An environment kept unchanged in an object, so that the contexts of the bodies that see it share it
/// (`Resolver.sharedEnvironment()`).
final class EnvironmentSnapshot {
    let values: EnvironmentValues

    init(_ values: EnvironmentValues) { self.values = values }
}
