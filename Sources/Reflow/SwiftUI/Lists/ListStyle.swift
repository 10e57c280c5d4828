/// How lists are drawn: SwiftUI's `ListStyle`. Reflow draws the built-in styles, with the geometry and
/// colours docs/lists.md gives for each.
public protocol ListStyle {}

/// The platform's default: on iOS, and so in Reflow, `.insetGrouped`.
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rows edge to edge on the plain background, separated by lines.
public struct PlainListStyle: ListStyle { public init() {} }
/// Sections as full-width bands on the grouped background.
public struct GroupedListStyle: ListStyle { public init() {} }
/// Sections as rounded cards inset from the sides, on the grouped background (iOS's default).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Rows inset from the sides, on the plain background.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar: on iOS, inset grouped sections under plain headers.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// The default: inset grouped.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as bands.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as inset rounded cards.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the sides.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The list styles Reflow draws, as the environment keeps them.
enum ListStyleKind: Hashable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// The kind of `style`; a style of one's own is drawn as the default.
    init<S: ListStyle>(_ style: S) {
        switch style {
        case is PlainListStyle: self = .plain
        case is GroupedListStyle: self = .grouped
        case is InsetListStyle: self = .inset
        case is SidebarListStyle: self = .sidebar
        default: self = .insetGrouped
        }
    }

    /// Whether sections are cards (or bands) on the grouped background, with gaps between them.
    var isGrouped: Bool { self != .plain }
    /// Whether the cards are inset from the sides with rounded corners.
    var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
}

/// What list modifiers set for the lists inside (one value among the environment's extras).
struct ListSettings {
    /// `.listStyle`; nil for the default (inset grouped).
    var style: ListStyleKind?
    /// `.listRowSpacing`; nil for none.
    var rowSpacing: CGFloat?
    /// `.scrollContentBackground`.
    var contentBackground: Visibility = .automatic
}

private enum ListSettingsKey: EnvironmentKey {
    static var defaultValue: ListSettings { ListSettings() }
}

/// The minimum height of a list row, 44 unless set (docs/lists.md).
private enum DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { ListLook.minimumRowHeight }
}

/// The lowest a section header may be; nil: as the system chooses (which Reflow does by the header's size).
private enum DefaultMinListHeaderHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The list settings of the lists inside.
    var listSettings: ListSettings {
        get { self[ListSettingsKey.self] }
        set { self[ListSettingsKey.self] = newValue }
    }

    /// The least height of a list row: 44 points unless set (iOS's row height; docs/lists.md).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's section header; nil leaves it to the header's own height.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}

extension View {
    /// Draws the lists inside this view in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = ListStyleKind(style)
        return EnvironmentWriter(content: self) { $0.listSettings.style = kind }
    }

    /// Puts `spacing` points between the rows of the lists inside (nil: none, the default).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        var check = InputCheck(".listRowSpacing")
        let spacing = spacing.map { check.number($0, "spacing", in: 0 ... .greatestFiniteMagnitude, nan: 0) }
        return EnvironmentWriter(content: self) { $0.listSettings.rowSpacing = spacing }.warning(check.warning)
    }

    /// Shows or hides the background of the scrollable views inside: `.hidden` lets what is behind a list
    /// or form show through.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        EnvironmentWriter(content: self) { $0.listSettings.contentBackground = visibility }
    }
}
