/// How a shape is painted.
enum ShapeFill: Equatable {
    /// Filled with the environment's foreground style (resolved when the node is made).
    case foreground
    case fill(_ResolvedShapeStyle, FillStyle = FillStyle())
    /// Outlined; `inset` keeps the line inside the frame (`strokeBorder`).
    case stroke(_ResolvedShapeStyle, StrokeStyle, inset: Bool)
}

/// The node of a colour or shape: it takes any proposal, with 10 for an unspecified dimension
/// (layout rules §6.5), and draws itself filling its frame.
final class ShapeBehavior: NodeBehavior {
    private(set) var geometry: ShapeGeometry
    private(set) var fill: ShapeFill

    init(_ geometry: ShapeGeometry, _ fill: ShapeFill) {
        self.geometry = geometry
        self.fill = fill
    }

    func update(_ geometry: ShapeGeometry, _ fill: ShapeFill) {
        self.geometry = geometry
        self.fill = fill
    }

    override var name: String { "\(geometry)" }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        var rect = frame
        var shape = geometry
        if case .circle = geometry {
            let side = min(rect.width, rect.height)
            rect = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            shape = .ellipse
        }
        switch fill {
        case .foreground:
            list.items.append(.fill(shape, frame: rect, color: Color.primary.opacity(opacity)))
        case let .fill(style, fillStyle):
            // One colour with the default fill: the renderer's plain fill.
            if let color = style.color, fillStyle == FillStyle() {
                list.items.append(.fill(shape, frame: rect, color: color.opacity(opacity)))
            } else {
                list.items.append(.shape(shape, frame: rect, paint: style.opacity(opacity).paint(in: rect),
                                         drawing: .fill(fillStyle)))
            }
        case let .stroke(style, strokeStyle, inset):
            let lineWidth = strokeStyle.lineWidth
            // A border lies inside the shape, a band `lineWidth` deep. Once the band reaches the middle it covers
            // the whole shape, which is then filled: a stroke of the inset outline would spill out of the frame
            // (and `insetBy` past the middle returns the null rectangle, at infinity).
            if inset && lineWidth >= min(rect.width, rect.height) / 2 && strokeStyle.dash.isEmpty {
                if let color = style.color {
                    list.items.append(.fill(shape, frame: rect, color: color.opacity(opacity)))
                } else {
                    list.items.append(.shape(shape, frame: rect, paint: style.opacity(opacity).paint(in: rect),
                                             drawing: .fill(FillStyle())))
                }
                return
            }
            let paint = style.opacity(opacity).paint(in: rect)
            if inset { rect = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2) }
            // One colour and a plain line: the renderer's plain stroke.
            if let color = style.color, strokeStyle == StrokeStyle(lineWidth: lineWidth) {
                list.items.append(.stroke(shape, frame: rect, color: color.opacity(opacity), lineWidth: lineWidth))
            } else {
                list.items.append(.shape(shape, frame: rect, paint: paint, drawing: .stroke(strokeStyle)))
            }
        }
    }
}
