/// The context of a change: the animation it is made with. `withAnimation` and `withTransaction` set the one in
/// effect; a state change made inside them animates the views it changes.
public struct Transaction {
    /// The animation of the change; nil for none.
    public var animation: Animation?
    /// Whether animations of views inside the change are turned off (an `.animation(_:value:)` modifier's too).
    public var disablesAnimations = false
    /// The completions added with `addAnimationCompletion(criteria:_:)`, run once the change's animations are
    /// done (`AnimationCompletion.swift`); nil for none, so that a plain transaction carries nothing.
    var completions: AnimationCompletionBatch?

    /// A transaction with no animation.
    public init() {}

    /// A transaction that animates with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction of the innermost `withAnimation` or `withTransaction` running now; empty outside them.
    /// One for the process, as SwiftUI changes state on the main thread only.
    nonisolated(unsafe) static var current = Transaction()

    /// The animation of the innermost `withAnimation` running now, if any.
    static var animation: Animation? { current.disablesAnimations ? nil : current.animation }
}

/// Runs `body` so that the view updates it makes animate with `animation` (by default `Animation.default`):
/// `withAnimation(.spring()) { isExpanded.toggle() }`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` inside `transaction`: the state changes it makes take the transaction's animation.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer {
        Transaction.current = saved
        // Completions no host took (the body changed no state) have nothing to wait for; those of an enclosing
        // transaction, which a nested `withTransaction(\.animation, …)` copies, wait for the enclosing body.
        if let completions = transaction.completions, completions !== saved.completions { completions.runIfUnclaimed() }
    }
    return try body()
}

/// Runs `body` with the transaction's `keyPath` set to `value`: `withTransaction(\.animation, .easeIn) { … }`.
@discardableResult
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` differs from the previous
    /// update's; `nil` turns animation off for those changes, as in SwiftUI.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationScope(content: self, animation: animation, value: value)
    }
}

extension View {
    /// Animates every change inside this view with `animation`: SwiftUI's first `.animation(_:)`, deprecated in
    /// iOS 15 for `.animation(_:value:)` but still common. As there, it applies to every update after the first
    /// (the view's appearance is not animated by it).
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        AnimationScope(content: self, animation: animation, value: EveryUpdate())
    }
}

/// A value that differs from itself: every update after the first counts as a change for an `AnimationScope`.
struct EveryUpdate: Equatable {
    static func == (a: Self, b: Self) -> Bool { false }
}

/// The `.animation(_:value:)` modifier: no node of its own; it changes the animation its content's nodes get.
struct AnimationScope<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value

    func resolve(into resolver: inout Resolver) {
        let changed = resolver.graph.recordAnimationValue(value, at: resolver.path)
        guard changed else { return resolver.resolve(content) }
        let saved = resolver.animation
        resolver.animation = animation
        resolver.resolve(content)
        resolver.animation = saved
    }
}
