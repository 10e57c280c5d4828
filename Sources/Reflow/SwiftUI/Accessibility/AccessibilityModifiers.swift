// SwiftUI's accessibility modifiers, which app screens attach to almost every control. They describe views to
// assistive technologies (VoiceOver reads the label, the value and the hint) and change nothing drawn or laid
// out, so a preview window, which has no assistive technology attached, keeps them as descriptions only: the
// view is returned as it is, and files that use them compile unchanged (docs/app-rules.md §4).

/// How an accessibility element made with `accessibilityElement(children:)` treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden: the new element is described only by the modifiers applied to it.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children's labels and values are joined into the new element's.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay elements of their own, inside the new one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// What an element is to assistive technologies: a button, a header, selected, ….
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// An action assistive technologies can perform on an element.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// The element's main action (a double tap in VoiceOver).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The escape gesture: dismisses a modal view.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap: the screen's most important action.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A named action of the app's.
    public init(named name: Text) { self.name = name.content }
    init(name: String) { self.name = name }
}

/// Which way an adjustable element (`accessibilityAdjustableAction`) is moved.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// The level of a heading, for `accessibilityHeading(_:)`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

extension View {
    /// Makes this view one accessibility element, its children ignored, combined or contained.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// The label assistive technologies read for this view.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The label assistive technologies read for this view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label assistive technologies read for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// A hint of what activating this view does.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// A hint of what activating this view does.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// A hint of what activating this view does.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The value assistive technologies read for this view (a slider's "40 percent").
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// The value assistive technologies read for this view.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// The value assistive technologies read for this view.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Hides this view from assistive technologies when `hidden` (a decorative image).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// The identifier UI tests find this view by.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Adds traits to this view's element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits from this view's element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Orders this view's element among its siblings': higher is read first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Marks this view's element as a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// The words Voice Control accepts for this view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// The words Voice Control accepts for this view.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// The words Voice Control accepts for this view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// An action assistive technologies can perform on this view.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View { self }
    /// A named action assistive technologies can perform on this view.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action assistive technologies can perform on this view.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action assistive technologies can perform on this view.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// What swiping up and down on this view's element does (an adjustable control).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View { self }

    /// Describes this view to assistive technologies as `representation` would be described; this view is
    /// still what is drawn.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Shows this view enlarged while pressed, at the largest text sizes.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// The label assistive technologies read (the form before `accessibilityLabel`, deprecated).
    public func accessibility(label: Text) -> some View { self }
    /// The hint (deprecated form).
    public func accessibility(hint: Text) -> some View { self }
    /// The value (deprecated form).
    public func accessibility(value: Text) -> some View { self }
    /// Hidden from assistive technologies (deprecated form).
    public func accessibility(hidden: Bool) -> some View { self }
    /// The identifier UI tests find the view by (deprecated form).
    public func accessibility(identifier: String) -> some View { self }
    /// Adds traits (deprecated form).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    /// Removes traits (deprecated form).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// The sort priority (deprecated form).
    public func accessibility(sortPriority: Double) -> some View { self }
}
