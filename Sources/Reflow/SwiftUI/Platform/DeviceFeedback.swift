/// What a phone does besides drawing that a desktop window has no part of: haptic feedback and the system's
/// overlays (the home indicator). The modifiers are kept so that files using them compile unchanged; they change
/// nothing drawn or laid out, as on an iPhone, where neither takes room from the views.

/// A kind of haptic feedback (`.sensoryFeedback(_:trigger:)`); a window plays none.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static var impact: SensoryFeedback { SensoryFeedback(name: "impact") }

    /// How strong an impact is.
    public enum Weight: Equatable, Sendable { case light, medium, heavy }
    /// What an impact feels like.
    public enum Flexibility: Equatable, Sendable { case rigid, solid, soft }

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes, on a device with haptics; a window has none, so nothing happens.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `condition(old, new)` holds as `trigger` changes; nothing happens in a window.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback(old, new)` returns as `trigger` changes; nothing happens in a window.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }

    /// Shows or hides the system's overlays (the home indicator) over this view; a window has none, and on an
    /// iPhone they take no room either, so layout and drawing are unchanged.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
