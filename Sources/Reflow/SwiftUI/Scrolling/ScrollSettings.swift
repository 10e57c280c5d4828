import Foundation

// What the scroll modifiers tell the scroll views inside them, through the environment (layout rules §16): one
// value under one key, so a view without scroll modifiers carries nothing for them.

/// The scroll modifiers' settings at a point of the tree, read by the scroll views there.
struct ScrollSettings {
    /// `.scrollDisabled(true)`: no input scrolls the scroll views inside (code still can, as in SwiftUI).
    var isDisabled = false
    /// `.scrollClipDisabled()`: the content is drawn outside the viewport too.
    var isClipDisabled = false
    /// `.scrollIndicators(_:axes:)`, per axis.
    var verticalIndicators = ScrollIndicatorVisibility.automatic
    var horizontalIndicators = ScrollIndicatorVisibility.automatic
    /// `.contentMargins`: around the content, and around the indicators' tracks.
    var contentMargins = EdgeInsets()
    var indicatorMargins = EdgeInsets()
    /// `.scrollTargetBehavior(_:)`: where a drag or a wheel session comes to rest.
    var targetBehavior: (any ScrollTargetBehavior)?
    /// `.defaultScrollAnchor(_:)`: the initial offset and where content smaller than the viewport sits.
    var anchor: UnitPoint?
    /// `.scrollBounceBehavior(_:axes:)` and `.scrollDismissesKeyboard(_:)`: accepted; Reflow neither bounces
    /// nor shows a keyboard.
    var bounceBehavior = ScrollBounceBehavior.automatic
    var dismissesKeyboard = ScrollDismissesKeyboardMode.automatic
    /// `.scrollPosition(id:anchor:)` and `.onScrollGeometryChange`: for the nearest scroll view only, which
    /// takes them out of its content's environment.
    var position: ScrollPositionBinding?
    var positionValue: ScrollPositionValueBinding?
    var geometryObservers: [ScrollGeometryObserver] = []
}

private struct ScrollSettingsKey: EnvironmentKey {
    static var defaultValue: ScrollSettings? { nil }
}

extension EnvironmentValues {
    /// The scroll settings here; nil where no scroll modifier wrote any (the defaults).
    var scrollSettings: ScrollSettings? {
        get { self[ScrollSettingsKey.self] }
        set { self[ScrollSettingsKey.self] = newValue }
    }

    /// Whether scrolling is turned off here (`.scrollDisabled`), as SwiftUI's `isScrollEnabled` reads it.
    public var isScrollEnabled: Bool {
        get { !(scrollSettings?.isDisabled ?? false) }
        set { changeScrollSettings { $0.isDisabled = !newValue } }
    }

    /// Changes the scroll settings, starting from the defaults where none were written.
    mutating func changeScrollSettings(_ change: (inout ScrollSettings) -> Void) {
        var settings = scrollSettings ?? ScrollSettings()
        change(&settings)
        scrollSettings = settings
    }
}

extension View {
    /// Writes a scroll setting for the scroll views inside.
    func scrollSetting(_ change: @escaping (inout ScrollSettings) -> Void) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self) { $0.changeScrollSettings(change) }
    }
}

/// The binding of `.scrollPosition(id:anchor:)`, with its id type erased.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

/// One `.onScrollGeometryChange(for:of:action:)`: compares the value it makes from the geometry with the
/// previous one (kept by the scroll view) and runs its action when it changed.
struct ScrollGeometryObserver {
    /// Given the geometry and the previous value (nil at first), the new value and the action to run, if any.
    let evaluate: (ScrollGeometry, Any?) -> (value: Any, action: (() -> Void)?)
}
