// TEMPORARY: removed when the Text files land.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, bold }
    var size: CGFloat
    public static let body = Font(size: 17)
    func resolved() -> ResolvedFont { ResolvedFont(size: size, weight: .regular) }
}
public struct ResolvedFont: Hashable, Sendable { public var size: CGFloat; public var weight: Font.Weight }
public struct FontMetrics: Hashable { var ascent: CGFloat; var descent: CGFloat; var lineHeight: CGFloat { ascent + descent } }
public protocol TextMeasurer: AnyObject {}
public final class FixedAdvanceTextMeasurer: TextMeasurer { public init() {} }
struct TextLayout {
    struct Line { var text: Substring; var width: CGFloat }
    var lines: [Line] = []
    var size: CGSize = .zero
    var metrics = FontMetrics(ascent: 0, descent: 0)
    var firstBaseline: CGFloat = 0
    var lastBaseline: CGFloat = 0
    init(text: String, font: ResolvedFont, measurer: TextMeasurer, proposal: ProposedViewSize, lineLimit: Int?) {}
}
