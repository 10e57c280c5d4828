/// Where a scene is in its life: in front and taking input, visible but not taking input, or in the
/// background. Ordered as in SwiftUI: `.background < .inactive < .active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible: the app is in the background.
    case background
    /// Visible but not taking input.
    case inactive
    /// In front and taking input.
    case active
}

private enum ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active` in a preview, whose window is always shown and takes
    /// input, so code that waits for `.active` runs and code that saves on `.background` never does
    /// (docs/app-rules.md §3).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
