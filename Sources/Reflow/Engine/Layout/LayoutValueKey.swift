/// A key for a value that a view passes to its enclosing layout through `.layoutValue(key:value:)`, read by the
/// layout as `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value a subview reports when it never set one.
    static var defaultValue: Value { get }
}
