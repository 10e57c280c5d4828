/// Points added between the lines of text (`.lineSpacing(_:)`): none unless said otherwise.
private enum LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
    /// Points between one line's bottom and the next line's top in the text inside (`.lineSpacing(_:)`).
    public var lineSpacing: CGFloat {
        get { extras.isEmpty ? 0 : self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts `lineSpacing` points between the lines of the text inside, none after the last (NSParagraphStyle's
    /// `lineSpacing`: "the distance between the bottom of one line fragment and the top of the next"). A
    /// negative value counts as none, as in SwiftUI.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing.isFinite ? max(0, lineSpacing) : 0)
    }
}
