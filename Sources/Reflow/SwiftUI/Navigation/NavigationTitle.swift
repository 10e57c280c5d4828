// `.navigationTitle`, `.navigationBarTitleDisplayMode`, `.navigationBarHidden`, and the bar settings Reflow
// accepts: what a page tells the navigation stack around it about its bar (docs/navigation.md §1).

/// Namespace of the navigation bar's settings, as in SwiftUI.
public enum NavigationBarItem {
    /// How a page's title is shown in the navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// As the page below it shows its title; a stack's root shows a large title.
        case automatic
        /// Small, centred in the standard 44-point bar.
        case inline
        /// Large and bold, leading, in a bar 96 points tall.
        case large
    }
}

extension View {
    /// Sets the title of the navigation stack page this view is in, shown in the navigation bar and in the
    /// back button of the page above it.
    public func navigationTitle(_ title: Text) -> some View {
        navigationPreference { $0.title = title }
    }

    /// Sets the page's navigation title to `title`.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the page's navigation title to the text of `titleKey`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey.key))
    }

    /// Sets the page's navigation title to the current value of `title`. SwiftUI lets the user rename it in
    /// the bar (on macOS and iPadOS); Reflow shows it.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Chooses how the page's title is shown: large, inline, or as the page below it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPreference { $0.displayMode = displayMode }
    }

    /// Sets the title and display mode of the page at once (deprecated in SwiftUI, common in older demos).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationPreference {
            $0.title = title
            $0.displayMode = displayMode
        }
    }

    /// Sets the title and display mode of the page at once (deprecated in SwiftUI, common in older demos).
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Hides the page's navigation bar (deprecated in SwiftUI for `.toolbar(.hidden, for: .navigationBar)`):
    /// the page then starts at the top of the stack.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationPreference { $0.barHidden = hidden }
    }

    /// Hides the back button of the page (a page that offers its own way back, or none).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationPreference { $0.backButtonHidden = hidesBackButton }
    }
}
