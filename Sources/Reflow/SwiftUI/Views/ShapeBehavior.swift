import Foundation

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
class ShapeBehavior: NodeBehavior {
    fileprivate(set) var geometry: ShapeGeometry
    private(set) var fill: ShapeFill
    /// Whether the view is a `Color` (a filled rectangle to the engine), for its name.
    private let isColor: Bool

    init(_ geometry: ShapeGeometry, _ fill: ShapeFill, isColor: Bool = false) {
        self.geometry = geometry
        self.fill = fill
        self.isColor = isColor
    }

    func update(_ geometry: ShapeGeometry, _ fill: ShapeFill) {
        self.geometry = geometry
        self.fill = fill
    }

    /// The view as written: `Color`, or the shape's type.
    override var name: String {
        if isColor { return "Color" }
        switch geometry {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .ellipse: return "Ellipse"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .path: return "Path"
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A colour or built-in shape takes the proposal; a shape that sizes itself overrides this.
    override var sizeIsProposal: Bool { true }

    /// The outline to draw for `frame`, inset by `inset` on every side (half a border's width; 0 otherwise),
    /// and the rectangle the display item carries.
    func outline(in frame: CGRect, inset: CGFloat) -> (ShapeGeometry, CGRect) {
        var rect = inset > 0 ? frame.insetBy(dx: inset, dy: inset) : frame
        switch geometry {
        case .circle:
            let side = min(rect.width, rect.height)
            rect = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            return (.ellipse, rect)
        case .roundedRectangle(let radius) where inset > 0:
            // A rounded rectangle inset keeps its corners concentric: the radius shrinks by the inset, so a
            // border's outer edge follows the filled shape's corner (SwiftUI's `RoundedRectangle.inset(by:)`).
            return (.roundedRectangle(cornerRadius: max(0, radius - inset)), rect)
        default:
            return (geometry, rect)
        }
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        let shadows: [ShadowStyle]
        switch fill {
        case .foreground: shadows = []
        case .fill(let style, _): shadows = style.shadows
        // A line has no inside for an inner shadow to fall in.
        case .stroke(let style, _, _): shadows = style.shadows.isEmpty ? [] : style.shadows.filter { !$0.isInner }
        }
        guard !shadows.isEmpty else { return drawPaint(in: frame, opacity: opacity, into: &list) }
        let (shape, rect) = outline(in: frame, inset: 0)
        list.drawing(with: shadows, outline: shape, frame: rect, opacity: opacity) {
            drawPaint(in: frame, opacity: opacity, into: &$0)
        }
    }

    /// The shape painted, without the shadows of its style.
    private func drawPaint(in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        switch fill {
        case .foreground:
            let (shape, rect) = outline(in: frame, inset: 0)
            list.items.append(.fill(shape, frame: rect, color: Color.primary.opacity(opacity)))
        case let .fill(style, fillStyle):
            let (shape, rect) = outline(in: frame, inset: 0)
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
            if inset && lineWidth >= min(frame.width, frame.height) / 2 && strokeStyle.dash.isEmpty {
                let (shape, rect) = outline(in: frame, inset: 0)
                if let color = style.color {
                    list.items.append(.fill(shape, frame: rect, color: color.opacity(opacity)))
                } else {
                    list.items.append(.shape(shape, frame: rect, paint: style.opacity(opacity).paint(in: rect),
                                             drawing: .fill(FillStyle())))
                }
                return
            }
            // The paint spans the whole frame, as SwiftUI's gradients do for a border.
            let paint = style.opacity(opacity).paint(in: frame)
            let (shape, rect) = outline(in: frame, inset: inset ? lineWidth / 2 : 0)
            // One colour and a plain line: the renderer's plain stroke.
            if let color = style.color, strokeStyle == StrokeStyle(lineWidth: lineWidth) {
                list.items.append(.stroke(shape, frame: rect, color: color.opacity(opacity), lineWidth: lineWidth))
            } else {
                list.items.append(.shape(shape, frame: rect, paint: paint, drawing: .stroke(strokeStyle)))
            }
        }
    }
}

/// The node of a shape drawn through its path (a user's `Shape`, a `Path`, continuous corners, a trimmed or
/// transformed shape): it calls `path(in:)` with its bounds whenever it is drawn, and moves the shape's
/// `animatableData` frame by frame when an update animates it.
final class PathShapeBehavior<S: Shape>: ShapeBehavior {
    private(set) var shape: S
    private var insetPath: ((S, CGFloat, CGRect) -> Path)?
    /// The shape's `animatableData` on its way to the latest shape's, when that change animates.
    private var dataMotion = DataMotion<S.AnimatableData>()
    /// Whether the shape is a built-in one the renderer may draw from a geometry (a circular rounded
    /// rectangle, whose radius animates): decided once per shape type.
    private let hasGeometry = S.self is any GeometryShape.Type

    /// The shape's own `sizeThatFits` decides (`sizeThatFits(_:node:)` below).
    override var sizeIsProposal: Bool { false }
    /// The geometry of such a shape for its current data; nil to draw the path.
    private var fastGeometry: ShapeGeometry?

    init(_ shape: S, _ fill: ShapeFill, insetPath: ((S, CGFloat, CGRect) -> Path)?) {
        self.shape = shape
        self.insetPath = insetPath
        super.init(.path(Path()), fill)
        refreshGeometry()
    }

    /// Takes the geometry of a built-in shape's current data.
    private func refreshGeometry() {
        guard hasGeometry else { return }
        fastGeometry = (shape as? any GeometryShape)?.geometry
        if let fastGeometry { geometry = fastGeometry }
    }

    override var name: String { String(describing: S.self) }

    /// Takes the shape of a new build; when its data differs from the data shown and the change animates, the
    /// shape keeps the shown data and moves to the new one from the current speed (as
    /// `LayoutBehavior.update(to:animation:at:)`). True while the data moves.
    func update(to newShape: S, _ fill: ShapeFill, insetPath: ((S, CGFloat, CGRect) -> Path)?,
                animation: Animation?, at time: Double) -> Bool {
        update(.path(Path()), fill)
        self.insetPath = insetPath
        defer { refreshGeometry() }
        if animation == nil && !dataMotion.isMoving {
            shape = newShape
            return false
        }
        return dataMotion.update(&shape, to: newShape, animation: animation, at: time)
    }

    override func advanceAnimation(of node: ViewNode, to time: Double) -> Bool {
        guard dataMotion.isMoving else { return false }
        let moving = dataMotion.advance(&shape, to: time)
        refreshGeometry()
        return moving
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's path for its bounds (origin zero, as SwiftUI passes them), moved to the frame in host
    /// coordinates; a border's path is the inset shape's.
    override func outline(in frame: CGRect, inset: CGFloat) -> (ShapeGeometry, CGRect) {
        if fastGeometry != nil { return super.outline(in: frame, inset: inset) }
        let bounds = CGRect(origin: .zero, size: frame.size)
        let local: Path
        if inset > 0, let insetPath {
            local = insetPath(shape, inset, bounds)
        } else {
            local = shape.path(in: bounds)
        }
        return (.path(local.offsetBy(dx: frame.minX, dy: frame.minY)), frame)
    }
}

extension Resolver {
    /// Appends a node drawing `geometry`, after replacing a line width, dash or radius that cannot be drawn.
    mutating func appendShape(_ geometry: ShapeGeometry, _ fill: ShapeFill) {
        let fill = checked(fill)
        var geometry = geometry
        // A corner radius that is not a finite number, not negative, cannot be drawn.
        if case .roundedRectangle(let radius) = geometry, !(radius >= 0 && radius <= DrawableLimit.magnitude) {
            var check = InputCheck("RoundedRectangle")
            let radius = check.number(radius, "cornerRadius", in: 0...DrawableLimit.magnitude, nan: 0)
            geometry = .roundedRectangle(cornerRadius: radius)
            warn(check.warning)
        }
        appendLeaf(ShapeBehavior.self, make: { ShapeBehavior(geometry, fill) }, update: { $0.update(geometry, fill) })
    }

    /// `fill` with the foreground style resolved, and a line width, miter limit or dash that cannot be drawn
    /// (negative, NaN, infinite) replaced, with a warning.
    mutating func checked(_ fill: ShapeFill) -> ShapeFill {
        guard case .stroke(let style, var strokeStyle, let inset) = fill else {
            return fill == .foreground ? .fill(environment.foregroundStyle(level: 0)) : fill
        }
        let limit = DrawableLimit.magnitude
        let widthIsValid = strokeStyle.lineWidth >= 0 && strokeStyle.lineWidth <= limit
        let dashIsValid = strokeStyle.dash.allSatisfy { $0 >= 0 && $0 <= limit } && strokeStyle.dashPhase.isFinite
        let miterIsValid = strokeStyle.miterLimit >= 0 && strokeStyle.miterLimit <= limit
        guard !(widthIsValid && dashIsValid && miterIsValid) else { return fill }
        var check = InputCheck(inset ? ".strokeBorder" : ".stroke")
        strokeStyle.lineWidth = check.number(strokeStyle.lineWidth, "lineWidth", in: 0...limit, nan: 1)
        strokeStyle.miterLimit = check.number(strokeStyle.miterLimit, "miterLimit", in: 0...limit, nan: 10)
        strokeStyle.dash = strokeStyle.dash.map { check.number($0, "dash", in: 0...limit, nan: 0) }
        // A pattern of nothing but zeros draws nothing at all; Core Graphics then draws a solid line.
        if strokeStyle.dash.allSatisfy({ $0 == 0 }) { strokeStyle.dash = [] }
        strokeStyle.dashPhase = check.finite(strokeStyle.dashPhase, "dashPhase")
        warn(check.warning)
        return .stroke(style, strokeStyle, inset: inset)
    }
}
