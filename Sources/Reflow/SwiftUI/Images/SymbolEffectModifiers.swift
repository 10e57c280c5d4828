import Foundation

/// One `.symbolEffect` modifier as the symbols inside it see it: the effect's motion, how it plays, and what
/// plays it (a value that changes, or being active).
struct SymbolEffectRequest {
    let motion: SymbolMotion
    let options: SymbolEffectOptions
    /// The value of `symbolEffect(_:options:value:)`; nil for `symbolEffect(_:options:isActive:)`.
    let trigger: PhaseTrigger?
    let isActive: Bool
}

/// The `.symbolEffect` modifiers around a view, outermost first, and whether `.symbolEffectsRemoved` took
/// them away; kept in the environment's extras, so views without symbol effects carry nothing.
private struct SymbolEffectsKey: EnvironmentKey {
    static let defaultValue: [SymbolEffectRequest] = []
}

extension EnvironmentValues {
    /// The symbol effects the symbols here play (`SymbolEffectModifiers.swift`).
    var symbolEffects: [SymbolEffectRequest] {
        get { extras.isEmpty ? [] : self[SymbolEffectsKey.self] }
        set { self[SymbolEffectsKey.self] = newValue }
    }
}

extension View {
    /// Plays `effect` on the symbols in this view each time `value` changes, as SwiftUI's
    /// `symbolEffect(_:options:value:)`: `.symbolEffect(.bounce, value: count)`. The symbols' frames do not
    /// change; only their drawing moves (docs/symbols.md, "Symbol effects").
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        adding(SymbolMotion.of(effect).map {
            SymbolEffectRequest(motion: $0, options: options, trigger: PhaseTrigger(value), isActive: true)
        })
    }

    /// Plays `effect` on the symbols in this view while `isActive` is true, as SwiftUI's
    /// `symbolEffect(_:options:isActive:)`: `.symbolEffect(.pulse, isActive: isLoading)`, `.symbolEffect(.scale.up,
    /// isActive: isSelected)`. A played effect (pulse, bounce, …) repeats while active and finishes its play
    /// when it stops; a held one (scale, appear, disappear) keeps its pose while active.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        adding(SymbolMotion.of(effect).map {
            SymbolEffectRequest(motion: $0, options: options, trigger: nil, isActive: isActive)
        })
    }

    /// Removes the symbol effects of the modifiers around this view from the symbols inside it (when
    /// `isEnabled`), as SwiftUI's `symbolEffectsRemoved(_:)`.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { environment in
            if isEnabled && !environment.symbolEffects.isEmpty { environment.symbolEffects = [] }
        }
    }

    private func adding(_ request: SymbolEffectRequest?) -> some View {
        EnvironmentWriter(content: self) { environment in
            // An effect of the app's own type is accepted and plays nothing.
            if let request { environment.symbolEffects.append(request) }
        }
    }
}

extension AnyTransition {
    /// The symbol effect transition: the view scales and fades in and out, as SwiftUI's `.symbolEffect`
    /// transition plays `.appear` and `.disappear` (Reflow does not animate insertions yet: app-rules §4).
    public static var symbolEffect: AnyTransition { AnyTransition.scale(scale: 0.5).combined(with: .opacity) }

    /// A transition that plays `effect` as the view is inserted and removed, as SwiftUI's
    /// `symbolEffect(_:options:)` transition.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> AnyTransition {
        .symbolEffect
    }
}
