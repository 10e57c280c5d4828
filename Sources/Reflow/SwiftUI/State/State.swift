/// A value a view owns: kept by Reflow with the view's identity, so it survives the view being made again,
/// resizes and layout changes, and is reset when the identity changes (`.id`, another `if` branch, a `ForEach`
/// element removed). Setting it builds the views that read it again:
///
/// ```swift
/// struct Demo: View {
///     @State private var spacing = 8.0
///     var body: some View {
///         FlowLayout(spacing: spacing) { … }
///         Stepper("Spacing", value: $spacing, in: 0...40)
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Where the value is: the initial value until the view is built, then the storage kept for the view.
    let box: StateBox<Value>

    /// A state whose first value is `wrappedValue`.
    public init(wrappedValue value: Value) {
        box = StateBox(initial: value)
    }

    /// A state whose first value is `value`.
    public init(initialValue value: Value) {
        box = StateBox(initial: value)
    }

    /// The current value. Set, it rebuilds the views that read it (with the animation of the `withAnimation`
    /// around the change, if any).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue, animation: Transaction.animation) }
    }

    /// A binding to the value: `$spacing`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { value, transaction in
            box.set(value, animation: transaction.disablesAnimations ? nil : transaction.animation)
        })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose first value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: ScopedProperty {
    func link(to scope: ViewScope, slot: Int) {
        // In `reflow preview`, the value a previous build's process saved, if it has one (`PreviewState`).
        box.storage = scope.storage(at: slot) {
            ValueStorage(scope.restoredValue(at: slot, as: Value.self) ?? box.initial)
        }
    }
}

/// What one `State` value refers to: its initial value, and once the view is built, the storage kept for it.
/// A class, so that the copies of the view Reflow reflects on see the link the build made.
final class StateBox<Value> {
    let initial: Value
    var storage: ValueStorage<Value>?

    init(initial: Value) { self.initial = initial }

    var value: Value { storage?.value ?? initial }

    func set(_ value: Value, animation: Animation?) {
        guard let storage else {
            // SwiftUI ignores a value set before the view is installed too (with a runtime warning).
            return Diagnostics.process.report(.state, once: "State set before its view was built",
                "Reflow: warning: a @State was set before its view was built (in an initializer, or in a view not shown); the value is not kept. Further warnings about this are not shown.")
        }
        // SwiftUI's stored location commits only a value that differs from the one it holds, so a layout or an
        // `.onAppear` that sets the value it reads again builds nothing (state rules §7.8).
        if StateValues.areEqual(storage.value, value) { return }
        storage.value = value
        storage.scope?.invalidate(animation: animation)
    }
}

/// Whether two values of a state are the same, as SwiftUI compares them before committing a new one: by `==`
/// when the type is `Equatable`, else byte for byte when it is plain data (no references: a struct of numbers,
/// a `CGSize`); any other value counts as changed.
enum StateValues {
    static func areEqual<Value>(_ old: Value, _ new: Value) -> Bool {
        if let old = old as? any Equatable { return equals(old, new) }
        guard _isPOD(Value.self) else { return false }
        return withUnsafeBytes(of: old) { oldBytes in
            withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
        }
    }

    private static func equals<Known: Equatable>(_ old: Known, _ new: Any) -> Bool {
        guard let new = new as? Known else { return false }
        return old == new
    }
}

/// The value of one `@State` of one view identity, kept in the view's scope.
final class ValueStorage<Value>: ScopeSlot {
    var value: Value
    /// The scope that holds the storage: told of changes. Weak: a binding may outlive the view.
    weak var scope: ViewScope?

    init(_ value: Value) { self.value = value }

    func attach(to scope: ViewScope) { self.scope = scope }
}
