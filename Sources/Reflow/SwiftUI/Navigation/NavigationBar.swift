// The bars a navigation stack draws from its top page's preferences (docs/navigation.md §1.1–1.2).

/// The colours of the bars: iOS's bar background (a near-white, #F9F9F9 as the default material shows over
/// white) with a hairline in the separator colour; a large-title bar shows the page's white, as iOS does at the
/// top of a page.
enum BarLook {
    static let background = Color(red: 0.976, green: 0.976, blue: 0.976)
    /// A hairline: one pixel, as iOS draws it; Reflow's windows draw a point as a pixel (a 0.5-point line
    /// rounds away), so 1.
    static let hairline: CGFloat = 1
}

/// The navigation bar: the back button and the leading items, the trailing items, the inline title or the
/// principal item centred, and below them the large title when the page shows one.
struct NavigationBar: View {
    /// The back button: the page below's title, and the pop.
    struct Back {
        let title: String
        let action: () -> Void
    }

    let title: Text?
    let large: Bool
    let items: [ToolbarEntry]
    let back: Back?
    let background: AnyShapeStyle?

    var body: some View {
        let leading = items.filter { $0.placement.slot == .leading }.map(\.content)
        let trailing = items.filter { $0.placement.slot == .trailing }.map(\.content)
        let principal = items.filter { $0.placement.slot == .principal }.map(\.content)
        // What a file set on `UINavigationBar.appearance()` (UINavigationBar.swift) replaces Reflow's look.
        let look = UINavigationBarLook.current(large: large)
        return VStack(spacing: 0) {
            ZStack {
                HStack(spacing: NavigationMetrics.itemSpacing) {
                    if let back {
                        Button(action: back.action) {
                            HStack(spacing: 3) {
                                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                                Text(back.title).lineLimit(1)
                            }
                        }
                        .id(NavigationBar.backButtonID)
                        .barButtonTint(look?.backButtonTint)
                    }
                    ForEach(leading.indices, id: \.self) { leading[$0] }
                    Spacer(minLength: 0)
                    ForEach(trailing.indices, id: \.self) { trailing[$0] }
                }
                .padding(.leading, back == nil ? NavigationMetrics.edgePadding : NavigationMetrics.backButtonPadding)
                .padding(.trailing, NavigationMetrics.edgePadding)
                if !principal.isEmpty {
                    HStack(spacing: NavigationMetrics.itemSpacing) { ForEach(principal.indices, id: \.self) { principal[$0] } }
                } else if !large, let title {
                    // The inline title: 17 semibold (the headline style), centred in the bar (metrics §3).
                    (look?.titleColor.map(title.foregroundColor) ?? title).font(look?.titleFont ?? .headline).lineLimit(1)
                        .id(NavigationBar.titleID).padding(.horizontal, 80)
                }
            }
            .frame(height: NavigationMetrics.inlineBarHeight)
            .barButtonTint(look?.buttonTint)
            if large, let title {
                // The large title: 34 bold, 16 from the leading edge, 8 above the bar's bottom (metrics §3).
                (look?.titleColor.map(title.foregroundColor) ?? title).font(look?.titleFont ?? .system(size: 34, weight: .bold))
                    .lineLimit(1).id(NavigationBar.titleID)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                    .padding(.horizontal, NavigationMetrics.edgePadding)
                    .padding(.bottom, NavigationMetrics.largeTitleBottomPadding)
                    .frame(height: NavigationMetrics.largeBarHeight - NavigationMetrics.inlineBarHeight)
            }
        }
        .frame(maxWidth: .infinity)
        .background {
            if let background {
                Rectangle().fill(background)
            } else if let colour = look?.background {
                colour.overlay(alignment: .bottom) {
                    (look?.hairline ?? ControlLook.separator).frame(height: BarLook.hairline)
                }
            } else if large {
                Color.white
            } else {
                BarLook.background.overlay(alignment: .bottom) {
                    ControlLook.separator.frame(height: BarLook.hairline)
                }
            }
        }
    }

    /// The id of the title, for tests (`ViewHost.frame(of:)`).
    static let titleID = "Reflow.NavigationBar.title"
    /// The id of the back button, for tests (`ViewHost.frame(of:)`).
    static let backButtonID = "Reflow.NavigationBar.back"
}

/// The bottom bar: its items spread from the leading to the trailing edge with equal flexible space between
/// them (one item sits at the leading edge), and the status items centred (Reflow's choice, docs/navigation.md
/// §1.2).
struct NavigationBottomBar: View {
    let items: [ToolbarEntry]

    var body: some View {
        let spread = items.filter { $0.placement.slot == .bottom }.map(\.content)
        let status = items.filter { $0.placement.slot == .bottomCenter }.map(\.content)
        return ZStack {
            HStack(spacing: NavigationMetrics.itemSpacing) {
                ForEach(spread.indices, id: \.self) { index in
                    spread[index]
                    if index < spread.count - 1 || spread.count == 1 { Spacer(minLength: 0) }
                }
            }
            .padding(.horizontal, NavigationMetrics.edgePadding)
            if !status.isEmpty {
                HStack(spacing: NavigationMetrics.itemSpacing) { ForEach(status.indices, id: \.self) { status[$0] } }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            BarLook.background.overlay(alignment: .top) { ControlLook.separator.frame(height: BarLook.hairline) }
        }
    }
}
