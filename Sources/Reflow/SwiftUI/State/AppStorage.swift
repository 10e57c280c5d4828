import Foundation
@_spi(SwiftUI) import Observation

/// A value kept under a key for the whole app, as SwiftUI's `@AppStorage` keeps it in `UserDefaults`:
/// `@AppStorage("showsGrid") var showsGrid = true`. Every view that reads a key is built again when any view
/// sets it (docs/app-rules.md §5).
///
/// In Reflow the values live in memory for as long as the process runs (a preview process, until the next
/// save rebuilds it) and start from the declared defaults: a preview never reads or writes the user's own
/// defaults. The `store:` argument is accepted and not used.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value

    /// A value under `key`, `wrappedValue` until it is set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// An optional value under `key`, nil until it is set.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.key = key
        defaultValue = nil
    }

    /// The value under the key, or the default; setting it rebuilds every view that reads the key.
    public var wrappedValue: Value {
        get { StoredValues.app.value(for: key, default: defaultValue) }
        nonmutating set { StoredValues.app.set(newValue, for: key) }
    }

    /// A binding to the value, for controls: `Toggle("Grid", isOn: $showsGrid)`.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// A value kept under a key for the scene, as SwiftUI's `@SceneStorage` restores it with the scene. A preview
/// is one scene that is never restored, so it is `@AppStorage` in a store of its own (docs/app-rules.md §5).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value

    /// A value under `key`, `wrappedValue` until it is set.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// An optional value under `key`, nil until it is set.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.key = key
        defaultValue = nil
    }

    /// The value under the key, or the default; setting it rebuilds every view that reads the key.
    public var wrappedValue: Value {
        get { StoredValues.scene.value(for: key, default: defaultValue) }
        nonmutating set { StoredValues.scene.set(newValue, for: key) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// The values of `@AppStorage` (or `@SceneStorage`) keys, observable key by key: a body that reads a key is
/// tracked on that key alone (state rules §3), so setting it rebuilds exactly the views that read it.
final class StoredValues: Observable, @unchecked Sendable {
    nonisolated(unsafe) static let app = StoredValues()
    nonisolated(unsafe) static let scene = StoredValues()

    private let registrar = ObservationRegistrar()
    private var values: [String: Any] = [:]

    /// The tracked entry of one key; the key path through it is what Observation tracks.
    subscript(entry key: String) -> Any? { values[key] }

    /// The value of `key` as a `Value`, or `defaultValue` when it is unset or was set with another type (as
    /// `UserDefaults` gives the default for a value it cannot read as the property's type).
    func value<Value>(for key: String, default defaultValue: Value) -> Value {
        registrar.access(self, keyPath: \StoredValues.[entry: key])
        guard let stored = values[key] else { return defaultValue }
        return stored as? Value ?? defaultValue
    }

    func set<Value>(_ value: Value, for key: String) {
        registrar.withMutation(of: self, keyPath: \StoredValues.[entry: key]) {
            values[key] = value
        }
    }
}
