/// UIKit's haptic feedback generators, which SwiftUI files call from buttons and gestures. A window has no
/// haptics, so each call does nothing, as on a device without a Taptic Engine (as `.sensoryFeedback`,
/// `DeviceFeedback.swift`).
public class UIFeedbackGenerator: @unchecked Sendable {
    /// A generator.
    public init() {}

    /// Readies the engine for feedback soon: nothing to ready.
    public func prepare() {}
}

/// Taps of a physical kind: a collision, a snap into place.
public class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How heavy an impact feels, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// The style impacts have.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact: nothing, in a window.
    public func impactOccurred() {}

    /// Plays an impact of `intensity` (0...1): nothing, in a window.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's outcome: success, warning, error.
public class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// An outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Plays the feedback for `notificationType`: nothing, in a window.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a selection that changed: a picker's wheel clicking past a value.
public class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays the selection tick: nothing, in a window.
    public func selectionChanged() {}
}
