/// A reference to a value owned elsewhere (a `@State`, a model's property): reading it reads the value there,
/// setting it sets it there. `$spacing` makes one from a `@State`; controls take them.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction a change through this binding is made in (its animation).
    public var transaction: Transaction
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) })
    }

    /// A binding that reads with `get` and writes with `set`, which is given the transaction of the change.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        transaction = Transaction()
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes: setting it does nothing.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value referred to.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself: what `$value` gives for a `@Binding var value`.
    public var projectedValue: Binding<Value> { self }

    /// A binding made from a projected value: what lets a closure take `$item` for a binding argument.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Sets the value in this binding's transaction, or in the one around the change when the binding has no
    /// animation of its own (a change inside `withAnimation` animates).
    private func set(_ value: Value) {
        var transaction = self.transaction
        if transaction.animation == nil, !transaction.disablesAnimations {
            transaction.animation = Transaction.animation
        }
        setValue(value, transaction)
    }

    /// A binding to the property at `keyPath` of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var binding = Binding<Subject>(get: { base.getValue()[keyPath: keyPath] }, set: { subject, transaction in
            var value = base.getValue()
            value[keyPath: keyPath] = subject
            base.setValue(value, transaction)
        })
        binding.transaction = transaction
        return binding
    }

    /// This binding, changing its value in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// This binding, animating the changes made through it with `animation`: `$count.animation()`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

extension Binding {
    /// A binding to an optional value made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { value, transaction in
            if let value { base.transaction(transaction).wrappedValue = value }
        })
        self.transaction = base.transaction
    }

    /// A binding to the value of an optional binding, or nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(get: {
            if let value = base.wrappedValue { last = value }
            return last
        }, set: { value, transaction in base.transaction(transaction).wrappedValue = value })
        self.transaction = base.transaction
    }

    /// A binding to a hashable value seen as `AnyHashable`.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { value, transaction in
            if let value = value.base as? V { base.transaction(transaction).wrappedValue = value }
        })
        self.transaction = base.transaction
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The id of the value referred to: what lets `ForEach($items) { $item in … }` identify its rows.
    public var id: Value.ID { wrappedValue.id }
}

// A binding to a mutable collection is a collection of bindings to its elements: `ForEach($items) { $item in }`.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        var binding = Binding<Value.Element>(get: { base.wrappedValue[position] }, set: { element, transaction in
            var value = base.wrappedValue
            guard value.indices.contains(position) else { return }
            value[position] = element
            base.transaction(transaction).wrappedValue = value
        })
        binding.transaction = transaction
        return binding
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
