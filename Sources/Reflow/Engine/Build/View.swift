/// A piece of user interface: either built from other views in `body`, or one of Reflow's primitives.
public protocol View {
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that Reflow turns into nodes itself instead of asking for its body.
protocol PrimitiveView {
    /// Appends the view's nodes (none, one, or several for lists) to the resolver's list.
    ///
    /// No view changes itself here; the requirement is `mutating` so that the resolver, which is not
    /// specialised for the view's type, calls it on the view where it lies (`ViewTypeTable.resolver(for:)`):
    /// called on a view read from a pointer, the view was copied first, and a copy of a generic view goes field
    /// by field through the runtime. Views implement it as a plain `func`.
    mutating func resolve(into resolver: inout Resolver)

    /// Resolves the view of this type lying at `address`: by default `resolve(into:)` called on it in place
    /// (`ViewTypeTable.swift`); a view whose parts can be reached from the address alone resolves them there.
    static func resolve(at address: UnsafeRawPointer, into resolver: inout Resolver)
}

extension View where Body == Never {
    /// Primitive views have no body; Reflow lays them out itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
