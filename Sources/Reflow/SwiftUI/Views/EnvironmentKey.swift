/// A key for a value of your own in the environment, with the value views see where no ancestor set one:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// // .environment(\.accent, .orange) above, @Environment(\.accent) var accent inside.
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

/// Declares an environment value of your own in one line, inside `extension EnvironmentValues`:
/// `@Entry var accent: Color = .blue` makes the key and the accessors `EnvironmentKey` would need.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ReflowMacros", type: "EntryMacro")

extension EnvironmentValues {
    /// The value of `key` at this point of the tree: the nearest ancestor's, or the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // A value stored as `Any` casts back to an optional `K.Value` too (a stored nil is kept as nil).
            if let stored = extras[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set { extras[ObjectIdentifier(key)] = newValue }
    }

    /// The observable object of `type` put in with `.environment(object)`, if any.
    func observableObject<T: AnyObject>(of type: T.Type) -> T? {
        extras[ObjectIdentifier(ObservableEntry<T>.self)] as? T
    }

    /// Puts an observable object in (nil takes it out).
    mutating func setObservableObject<T: AnyObject>(_ object: T?, of type: T.Type) {
        extras[ObjectIdentifier(ObservableEntry<T>.self)] = object
    }
}

/// The key under which an observable object of type `T` is kept (apart from an `ObservableObject` of the same
/// class put in with `.environmentObject`).
private enum ObservableEntry<T> {}

extension View {
    /// Puts `object`, an `@Observable` model, in the environment of this view, where `@Environment(T.self)`
    /// reads it; nil takes it out.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0.setObservableObject(object, of: T.self) }
    }
}
