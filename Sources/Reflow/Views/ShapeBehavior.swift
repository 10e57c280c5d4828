/// How a shape is painted.
enum ShapeFill: Equatable {
    /// Filled with the environment's foreground colour (resolved when the node is made).
    case foreground
    case fill(Color)
    /// Outlined; `inset` keeps the line inside the frame (`strokeBorder`).
    case stroke(Color, lineWidth: CGFloat, inset: Bool)
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
        case .fill(let color):
            list.items.append(.fill(shape, frame: rect, color: color.opacity(opacity)))
        case .stroke(let color, let lineWidth, let inset):
            // A border lies inside the shape, a band `lineWidth` deep. Once the band reaches the middle it covers
            // the whole shape, which is then filled: a stroke of the inset outline would spill out of the frame
            // (and `insetBy` past the middle returns the null rectangle, at infinity).
            if inset && lineWidth >= min(rect.width, rect.height) / 2 {
                list.items.append(.fill(shape, frame: rect, color: color.opacity(opacity)))
                return
            }
            if inset { rect = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2) }
            list.items.append(.stroke(shape, frame: rect, color: color.opacity(opacity), lineWidth: lineWidth))
        }
    }
}
