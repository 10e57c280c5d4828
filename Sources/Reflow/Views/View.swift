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
    func resolve(into resolver: inout Resolver)
}

extension View where Body == Never {
    /// Primitive views have no body; Reflow lays them out itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
