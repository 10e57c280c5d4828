/// A value with a label: SwiftUI's `LabeledContent`. The label leads, the content trails in the secondary
/// colour, and the row fills the proposed width, as in an iOS form.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.controlValues) private var controls

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label, a flexible gap, and the content.
    public var body: some View {
        HStack {
            if !controls.labelsHidden {
                // The label takes what the control leaves: the control trails, the label leads (docs/ios-metrics.md
                // §7: iOS lays a switch out as `LabeledContent`).
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled by `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value` labelled by `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
