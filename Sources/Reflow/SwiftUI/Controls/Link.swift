import Foundation

/// A control that opens a URL when pressed: SwiftUI's `Link`. It is a button whose action is the environment's
/// `openURL` (the desktop's opener unless `.environment(\.openURL, …)` says otherwise), so it looks like
/// the buttons around it: by default, its label in the tint colour.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let (openURL, destination) = (self.openURL, self.destination)
        return Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// A link to `destination` whose label is `titleKey`, its markdown rendered as `Text` renders it.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` whose label is `title`, as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
