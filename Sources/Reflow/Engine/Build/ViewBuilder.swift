/// Builds views from closures: SwiftUI's result builder, with `if`, `if`/`else`, `switch`, optionals and
/// `#available` checks.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content), resolve: { value, resolver in
            var index = 0
            for view in repeat each value {
                resolver.resolve(view, component: index)
                index += 1
            }
        }, flatten: { value, content, path in
            // A lazy container's view of the same elements, with the same structural steps (layout rules §17.2).
            var index = 0
            for view in repeat each value {
                content.append(view, path: Resolver.mix(path, index))
                index += 1
            }
        })
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    // Inlinable, so that a body in another module makes its `_ConditionalContent` with the types known: a call
    // into this module made it from the type parameters alone, and the runtime looked up the metadata of the
    // generic enum that holds the branch (a hash-table search) for every `if` of every body of every update.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view made of several views, as a view builder block produces them.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    private let resolveElements: (T, inout Resolver) -> Void
    /// Appends the elements to a lazy container's content, looking through them (`LazyContent`).
    let flattenElements: (T, inout LazyContent, Int) -> Void

    init(_ value: T, resolve: @escaping (T, inout Resolver) -> Void,
         flatten: @escaping (T, inout LazyContent, Int) -> Void) {
        self.value = value
        resolveElements = resolve
        flattenElements = flatten
    }

    func resolve(into resolver: inout Resolver) { resolveElements(value, &resolver) }
}

/// The result of an `if`/`else` in a view builder: one of two views, each with its own identity.
///
/// SwiftUI's is a struct whose storage is private; Reflow's is the enum itself. A struct holding a generic enum
/// made the resolver, which is not specialised for the views' types, look up that enum's metadata (a
/// hash-table search in the runtime) every time it copied or switched over the branch: for every `if` of every
/// body of every update. An enum's own metadata comes with the value. (Builders make it; no SwiftUI code names
/// its cases.)
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The view of the `if` branch.
    case trueContent(TrueContent)
    /// The view of the `else` branch.
    case falseContent(FalseContent)

    func resolve(into resolver: inout Resolver) {
        switch self {
        case .trueContent(let view): resolver.resolve(view, component: 1)
        case .falseContent(let view): resolver.resolve(view, component: 2)
        }
    }

    /// Resolves the branch's view where it lies in the value at `address`, which is how the resolver calls
    /// it: `resolve(into:)`'s `switch` copied the whole value first and destroyed the copy after, even without
    /// binding the payload (about 9 % of a whole update of a tree of composite views with an `if` in each
    /// body). Nothing here names this enum's own type, whose metadata the runtime would look up in a table.
    static func resolve(at address: UnsafeRawPointer, into resolver: inout Resolver) {
        if isTrueContent(at: address) {
            resolver.resolve(at: address.assumingMemoryBound(to: TrueContent.self), component: 1)
        } else {
            resolver.resolve(at: address.assumingMemoryBound(to: FalseContent.self), component: 2)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(into resolver: inout Resolver) {
        if let view = self { resolver.resolve(view, component: 1) }
    }
}

/// A view that shows nothing and takes no place in a container.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func resolve(into resolver: inout Resolver) {}
}

/// A transparent grouping of views: in a container each of its views is a subview of its own, and a modifier
/// on the group applies to each of them.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolve(into resolver: inout Resolver) { resolver.resolve(content, component: 0) }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    private let kind: ObjectIdentifier
    private let resolveView: (inout Resolver) -> Void

    public init<V: View>(_ view: V) {
        kind = ObjectIdentifier(V.self)
        resolveView = { resolver in resolver.resolve(view, component: 0) }
    }

    /// Views of different types never share an identity, as in SwiftUI.
    func resolve(into resolver: inout Resolver) {
        resolver.withComponent(kind.hashValue) { resolveView(&$0) }
    }
}
