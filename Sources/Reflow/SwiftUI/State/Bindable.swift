/// A property wrapper that makes bindings to the properties of an `@Observable` object: `$model.name`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var model: Model
///     var body: some View { Slider(value: $model.spacing, in: 0...40) }
/// }
/// ```
/// A change made through such a binding is a change of the object's property, which rebuilds the views that
/// read it (state rules §3).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable object itself: what `$model` gives.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `wrappedValue`: `Bindable(model).name` in a body.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// A bindable made from a projected value, for closures that take `$model`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the property at `keyPath` of the object: setting it sets the property, in the binding's
    /// transaction (`$model.count.animation()` animates the change).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
            // The observed change is reported inside the transaction, which gives it its animation.
            withTransaction(transaction) { object[keyPath: keyPath] = value }
        })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's id.
    public var id: Value.ID { wrappedValue.id }
}
