import Foundation

/// The metrics and colours of lists and forms. docs/lists.md gives each number's source, or says it is
/// Reflow's choice; "metrics §5" is docs/ios-metrics.md §5.
struct ListLook {
    /// The style being drawn.
    let style: ListStyleKind
    /// Light or dark.
    let scheme: ColorScheme
    /// The side margin: 16 in a compact width, 20 in a regular one (metrics §5, the system layout margins).
    let margin: CGFloat
    /// The least row height (`defaultMinListRowHeight`, 44 by default).
    let minimumRowHeight: CGFloat
    /// The least height of a section header (`defaultMinListHeaderHeight`), with its padding; nil for none.
    let minimumHeaderHeight: CGFloat?
    /// `.listRowSpacing`, 0 by default.
    let rowSpacing: CGFloat
    /// Whether the list draws its background (`.scrollContentBackground`).
    let drawsBackground: Bool

    /// iOS's row height, the least a row is (metrics §5: UIKit's default row height, 44).
    static let minimumRowHeight: CGFloat = 44
    /// The space above and below a row's content (metrics §5 [U]: UITableViewCell's layout margins, 11).
    static let rowVerticalInset: CGFloat = 11
    /// The corner radius of an inset grouped section (metrics §5 [I]: 10).
    static let cornerRadius: CGFloat = 10
    /// Above a grouped section's header, and between the header and the section (metrics §5 [I]: 16 and 6).
    static let headerTop: CGFloat = 16
    static let headerBottom: CGFloat = 6
    /// Between a grouped section and its footer (Reflow's choice, as the header's 6), and below every grouped
    /// section (metrics §5 [I]: 10).
    static let footerTop: CGFloat = 6
    static let sectionBottom: CGFloat = 10
    /// Above a grouped section without a header (Reflow's choice: with the 10 below the section before, cards
    /// are 35 apart, UITableView's grouped gap of 17.5 + 17.5), and above the first section (so that a first
    /// card without a header is 35 from the top, too).
    static let headerlessTop: CGFloat = 25
    static let groupedTop: CGFloat = 10
    /// Above and below a plain list's section header (Reflow's choice [U]).
    static let plainHeaderVertical: CGFloat = 8
    /// A separator's thickness: one point, a pixel on a 96-dpi screen, as Reflow's `Divider`.
    static let separatorThickness: CGFloat = 1

    init(style: ListStyleKind, environment: EnvironmentValues, minimumRowHeight: CGFloat) {
        self.style = style
        scheme = environment.colorScheme
        margin = environment.horizontalSizeClass == .regular ? 20 : 16
        self.minimumRowHeight = minimumRowHeight
        minimumHeaderHeight = environment.defaultMinListHeaderHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        rowSpacing = environment.listSettings.rowSpacing ?? 0
        drawsBackground = environment.listSettings.contentBackground != .hidden
    }

    /// How far a section's rows are from the list's sides: the margin for inset styles, 0 otherwise.
    var sectionInset: CGFloat { style.isInset ? margin : 0 }

    /// A row's default insets: the margin at the sides, 11 above and below.
    var rowInsets: EdgeInsets {
        EdgeInsets(top: Self.rowVerticalInset, leading: margin, bottom: Self.rowVerticalInset, trailing: margin)
    }

    /// What is behind the sections: systemGroupedBackground for grouped styles, systemBackground for plain ones.
    var pageBackground: Color {
        style.isGrouped && style != .inset ? Self.systemGroupedBackground.resolve(scheme) : Self.systemBackground.resolve(scheme)
    }

    /// A row's own background: secondarySystemGroupedBackground in a grouped style, systemBackground otherwise.
    var rowBackground: Color {
        style.isGrouped && style != .inset ? Self.secondarySystemGroupedBackground.resolve(scheme)
            : Self.systemBackground.resolve(scheme)
    }

    /// A selected row's background: systemGray4.
    var selectedRowBackground: Color { Self.systemGray4.resolve(scheme) }

    /// The separators' colour: UIKit's `separator`.
    var separator: Color { Self.separatorColor.resolve(scheme) }

    /// UIKit's label colours in the dark: label, secondaryLabel, tertiaryLabel.
    static let darkLabels = [Color(white: 1),
                             Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6),
                             Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)]

    // UIKit's dynamic system colours, light and dark (docs/lists.md gives the values' source).
    static let systemBackground = DynamicColor(light: Color(white: 1), dark: Color(white: 0))
    static let systemGroupedBackground = DynamicColor(light: Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
                                                      dark: Color(white: 0))
    static let secondarySystemGroupedBackground = DynamicColor(light: Color(white: 1),
                                                               dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
    static let systemGray4 = DynamicColor(light: Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255),
                                          dark: Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255))
    static let separatorColor = DynamicColor(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29),
                                             dark: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6))
}

/// A colour with a light and a dark appearance, as UIKit's dynamic system colours are.
struct DynamicColor {
    let light: Color
    let dark: Color

    /// The appearance for `scheme`.
    func resolve(_ scheme: ColorScheme) -> Color { scheme == .dark ? dark : light }
}
