// `Text.Scale` and `.textScale(_:isEnabled:)` (iOS 17): a logical scale for text relative to its font, for
// secondary text such as the suffix of "1st". Apple documents the scales but not the size `.secondary`
// stands for, so Reflow accepts the modifier and draws the text at its font's size (docs/text-rules.md §3).

extension Text {
    /// A logical scale of text relative to its font.
    public struct Scale: Hashable, Sendable {
        let name: String
        /// The font's own size.
        public static let `default` = Scale(name: "default")
        /// The scale for secondary text.
        public static let secondary = Scale(name: "secondary")
    }

    /// This text at `scale`, when `isEnabled`; drawn at its font's size.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// The text inside at `scale`, when `isEnabled`; drawn at its font's size.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
