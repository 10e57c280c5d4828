/// A title with an icon: SwiftUI's `Label`. Drawn as the icon, then the title (`.labelStyle` can show one of
/// them alone).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.controlValues) private var controls

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it.
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon))
        let style = controls.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())
        return style.makeBody(configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `title` and the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label of `title` and the image named `name`.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels are drawn: SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    /// The view a label of this style is.
    associatedtype Body: View
    /// The view of a label with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` is given: the title and the icon.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, PrimitiveView {
        /// Drawn by Reflow: no body of its own.
        public typealias Body = Never
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        func resolve(into resolver: inout Resolver) { resolver.resolve(content) }
    }

    /// The label's icon, as a view.
    public struct Icon: View, PrimitiveView {
        /// Drawn by Reflow: no body of its own.
        public typealias Body = Never
        let content: AnyView
        init<V: View>(_ view: V) { content = AnyView(view) }
        func resolve(into resolver: inout Resolver) { resolver.resolve(content) }
    }

    /// The title.
    public var title: LabelStyleConfiguration.Title
    /// The icon.
    public var icon: LabelStyleConfiguration.Icon
}

/// The icon, then the title, in a row with the default spacing, as iOS draws a label outside a list.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon and the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon and the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style as the environment keeps it.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension View {
    /// Draws the labels inside this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        controlSetting { $0.labelStyle = AnyLabelStyle(style) }
    }
}
