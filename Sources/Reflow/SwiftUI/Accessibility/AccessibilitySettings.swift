// The accessibility settings a view reads from its environment, as on iOS, where the user sets them in
// Settings › Accessibility. A preview shows the defaults (every setting off), as a fresh iPhone has them; a view
// or a test sets one with `.environment(\.accessibilityReduceMotion, true)` to see the other appearance.

private enum ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum VoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum SwitchControlEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private enum LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }

/// Whether the user asked for more contrast.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// Whether the user asked for bold text.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

extension EnvironmentValues {
    /// Whether the user asked for less motion: views may swap movement for a fade.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Whether the user asked for less transparency: materials may become opaque.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// Whether the user asked that colour alone never carry meaning.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    /// Whether the display's colours are inverted.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    /// Whether buttons should show their shapes.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }
    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
    /// Whether Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }
    /// Whether any assistive technology is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// The contrast the user asked for.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// The text weight the user asked for.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
