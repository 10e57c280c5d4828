/// The animation of the change being made, as `withAnimation` sets it.
enum Transaction {
    /// The animation of the innermost `withAnimation` running now, if any.
    nonisolated(unsafe) static var animation: Animation?
}

/// Runs `body` so that the view updates it makes animate with `animation` (by default `Animation.default`):
/// `withAnimation(.spring()) { host.update(rootView: view) }`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.animation
    Transaction.animation = animation
    defer { Transaction.animation = saved }
    return try body()
}

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` differs from the previous
    /// update's; `nil` turns animation off for those changes, as in SwiftUI.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationScope(content: self, animation: animation, value: value)
    }
}

/// The `.animation(_:value:)` modifier: no node of its own; it changes the animation its content's nodes get.
struct AnimationScope<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value

    func resolve(into resolver: inout Resolver) {
        let changed = resolver.engine.recordAnimationValue(value, at: resolver.path)
        guard changed else { return resolver.resolve(content) }
        let saved = resolver.animation
        resolver.animation = animation
        resolver.resolve(content)
        resolver.animation = saved
    }
}
