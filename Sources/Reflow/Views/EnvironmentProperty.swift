/// A property wrapper that reads a value of the view's environment: `@Environment(\.horizontalSizeClass)
/// var sizeClass`.
///
/// The value is the one at the view's position in the tree as its `body` (or a modifier's `body(content:)`)
/// is built, and in the closures that body's views call while they are built (a `ForEach`'s content). Read
/// elsewhere (in an initializer, or later), it is the default environment's value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The environment value at the view's position.
    public var wrappedValue: Value {
        guard let context = BodyContext.current else { return EnvironmentValues()[keyPath: keyPath] }
        // A view that reads a size class must be built again when a resize changes it (`ViewHost.resize`).
        if keyPath == \EnvironmentValues.horizontalSizeClass || keyPath == \EnvironmentValues.verticalSizeClass {
            context.engine.readsSizeClass = true
        }
        return context.environment[keyPath: keyPath]
    }
}

/// The environment of the body being built, and the engine building it, for `@Environment` to read: set while a
/// composite view's body and the views it returns are resolved (`Resolver.resolveBody`); nested bodies each
/// restore the context they found. It is one value for the process, not one per thread: hosts must not build
/// on two threads at once (as SwiftUI builds views on the main thread only).
struct BodyContext {
    var environment: EnvironmentValues
    let engine: LayoutEngine
    /// The scope of the view whose body is being built, if it has state: what observing properties subscribe
    /// it to.
    var scope: ViewScope? = nil

    /// The context of the body being built; nil outside a build.
    static var current: BodyContext?
}
