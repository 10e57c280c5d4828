/// What to draw, in host coordinates and back-to-front order: the host's output, the renderer's input.
public struct DisplayList: Equatable {
    public var items: [DisplayItem] = []

    public init(items: [DisplayItem] = []) { self.items = items }
}

/// One drawing operation.
public enum DisplayItem: Equatable {
    /// `shape` filled with `color` inside `frame`.
    case fill(ShapeGeometry, frame: CGRect, color: Color)
    /// `shape`'s outline inside `frame`, `lineWidth` wide, centred on the outline.
    case stroke(ShapeGeometry, frame: CGRect, color: Color, lineWidth: CGFloat)
    /// One line of text.
    case text(TextRun)
}

/// The outline of a shape, resolved for the renderer.
public enum ShapeGeometry: Equatable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The circle centred in the frame; display lists carry it as an ellipse in a square frame.
    case circle
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule
}

/// One line of text: `text` set in `font` with its baseline's left end at `origin`.
public struct TextRun: Equatable {
    public var text: String
    public var origin: CGPoint
    /// The measured advance width of the line.
    public var width: CGFloat
    public var font: ResolvedFont
    public var color: Color

    public init(text: String, origin: CGPoint, width: CGFloat, font: ResolvedFont, color: Color) {
        self.text = text
        self.origin = origin
        self.width = width
        self.font = font
        self.color = color
    }
}
