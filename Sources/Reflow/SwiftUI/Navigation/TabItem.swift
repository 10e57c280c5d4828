// `.tabItem { }` and the iOS 18 `Tab`: what a `TabView` shows in its tab bar for each of its views
// (docs/navigation.md §4).

/// The tab bar label a tab declares (the first `.tabItem` found in tree order).
struct TabItemPreferenceKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// The label of this view's tab in the `TabView` around it: a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        ReadByContainerMarker(content: preference(key: TabItemPreferenceKey.self, value: AnyView(label())))
    }

}

/// One tab of a `TabView` (iOS 18): `content` shown when its item, `title` with the symbol `systemImage`, is
/// chosen, selected by `value`. A `Tab` is a view in Reflow: in a `TabView` it is one tab, elsewhere its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// The content with its tab item.
    public var body: some View {
        content.tabItem { label }
    }
}

extension Tab where Label == Reflow.Label<Text, Image> {
    /// A tab titled `title` with the symbol `systemImage`, selected when the `TabView`'s selection is `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = Reflow.Label(title, systemImage: systemImage)
    }
}

extension Tab where Label == Reflow.Label<Text, Image>, Value == Int {
    /// A tab titled `title` with the symbol `systemImage`, selected by its position.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = Reflow.Label(title, systemImage: systemImage)
    }
}

extension Tab where Label == Text {
    /// A tab titled `title`, selected when the `TabView`'s selection is `value`.
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = Text(title)
    }
}

extension Tab: PickerOptionSource {
    /// One option, tagged with the tab's value (untagged without one: the tab view tags it by position).
    func collectOptions(into options: inout [PickerOption]) {
        options.append(PickerOption(label: AnyView(self), tag: value.map { AnyHashable($0) }))
    }
}
