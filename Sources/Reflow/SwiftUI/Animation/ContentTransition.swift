import Foundation

/// How the content of a view (a text's characters, a symbol) changes when an animated change replaces it, as
/// SwiftUI's `ContentTransition` (iOS 16–17): `.contentTransition(.numericText())` on a counter.
///
/// Reflow draws the transition of `Text` and of symbols (`Image(systemName:)`) while the change's animation
/// runs (drawing rules §5): `.identity` swaps at once, `.opacity` and `.interpolate` cross-fade,
/// `.numericText` rolls the characters that change, `.symbolEffect` replaces a symbol by scaling.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        /// Characters roll; `countsDown` reverses the direction.
        case numericText(countsDown: Bool)
        /// Characters roll in the direction of the value's change.
        case numericValue(Double)
        case symbolReplace(ReplaceSymbolEffect.Style, speed: Double)
    }

    let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)

    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)

    /// The content's shapes are interpolated where possible: between identical strings SwiftUI morphs the
    /// glyphs, and other changes fade, as Apple documents. Reflow fades changed strings as `.opacity` does and
    /// draws a change of style alone at once.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// A transition for text that shows numbers: the characters that change roll, the old one moving up and
    /// out as the new one comes up from below, reversed when `countsDown`; the others stay put.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// A transition for text that shows `value`: it rolls as `numericText(countsDown:)` does, counting down
    /// when `value` is below the value the text showed before.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }

    /// The symbol transition SwiftUI picks for a symbol: `.replace`.
    public static var symbolEffect: ContentTransition { .symbolEffect(.replace) }

    /// A symbol replaced by another plays `effect` (`.replace`, `.replace.downUp`, `.upUp`, `.offUp`).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        let style = (effect as? ReplaceSymbolEffect)?.style ?? .downUp
        return ContentTransition(kind: .symbolReplace(style, speed: options.speed))
    }
}

/// The content transition of the environment; kept in its extras, so that views without one carry nothing.
private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

/// Whether content transitions draw through an off-screen layer (`contentTransitionAddsDrawingGroup`).
private struct ContentTransitionDrawingGroupKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// How views' content changes in an animated change (`.contentTransition(_:)`); `.identity` by default.
    public var contentTransition: ContentTransition {
        get { extras.isEmpty ? .identity : self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions are drawn through an off-screen layer, as SwiftUI's
    /// `contentTransitionAddsDrawingGroup`. Accepted; Reflow's drawing is the same either way.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { extras.isEmpty ? false : self[ContentTransitionDrawingGroupKey.self] }
        set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of the views inside changes when an animated change replaces it, as SwiftUI's
    /// `contentTransition(_:)`: `Text("\(count)").contentTransition(.numericText())`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
