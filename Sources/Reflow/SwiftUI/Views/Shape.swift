import Foundation

/// A 2D shape, as SwiftUI's `Shape`: a view that fills the space it is offered (10×10 for an unspecified
/// dimension, layout rules §6.5) and draws the path it returns for its frame, filled with the foreground style
/// unless styled with `.fill`, `.stroke` or `.strokeBorder` (drawing rules §3.1).
///
/// A shape of your own needs only `path(in:)`:
///
///     struct Triangle: Shape {
///         func path(in rect: CGRect) -> Path {
///             Path { p in
///                 p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///                 p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///                 p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///                 p.closeSubpath()
///             }
///         }
///     }
///
/// Its `animatableData` (an angle, a fraction) animates: between two updates with an animation the shape is
/// drawn with the data on its way, frame by frame.
public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect`, the view's bounds in its own coordinates (origin zero).
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal`: by default the proposal, with 10 for an unspecified dimension.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// Whether the shape is meant to be filled, stroked or to separate (SwiftUI uses it to choose default
    /// styles); `.fill` by default.
    static var role: ShapeRole { get }
}

/// What a shape is for, as SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable {
    /// A shape to fill.
    case fill
    /// A shape to stroke.
    case stroke
    /// A shape that separates content (a divider).
    case separator
}

extension Shape {
    /// The proposal, with 10 for an unspecified dimension (layout rules §6.5).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Shapes are filled unless they say otherwise.
    public static var role: ShapeRole { .fill }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, styling: .foreground) }
}

/// A shape drawn with a style: what `Shape.body`, `.fill`, `.stroke` and `.strokeBorder` make. Public only
/// because `Shape.body` must name it.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: Content
    let styling: ShapeStyling
    /// For a border of a shape drawn through its path: the path of the shape inset by an amount (made where
    /// the shape is known to be insettable).
    var insetPath: ((Content, CGFloat, CGRect) -> Path)?
    /// A warning about the values the styling was given (a negative line width), given when the view is built.
    var warning: InputWarning?

    init(shape: Content, styling: ShapeStyling, insetPath: ((Content, CGFloat, CGRect) -> Path)? = nil,
         warning: InputWarning? = nil) {
        self.shape = shape
        self.styling = styling
        self.insetPath = insetPath
        self.warning = warning
    }

    func resolve(into resolver: inout Resolver) {
        resolver.warn(warning)
        resolver.appendShape(shape, styling.resolved(in: resolver.environment), insetPath: insetPath)
    }
}

/// How a shape view is painted, before its environment is known.
enum ShapeStyling {
    case foreground
    case fill(AnyShapeStyle, FillStyle)
    /// Outlined; `inset` keeps the line inside the frame (`strokeBorder`).
    case stroke(AnyShapeStyle, StrokeStyle, inset: Bool)

    func resolved(in environment: EnvironmentValues) -> ShapeFill {
        switch self {
        case .foreground: return .foreground
        case let .fill(content, style): return .fill(content._resolvedStyle(in: environment), style)
        case let .stroke(content, style, inset): return .stroke(content._resolvedStyle(in: environment), style, inset: inset)
        }
    }
}

/// A built-in shape that the renderer draws from a `ShapeGeometry` without a path (rectangles, ellipses,
/// circular rounded rectangles): faster to make and to draw than its path.
protocol GeometryShape {
    /// The geometry, or nil when the shape must be drawn through its path (continuous corners).
    var geometry: ShapeGeometry? { get }
    /// A warning about values the shape cannot draw (a negative radius), which its path replaces.
    var inputWarning: InputWarning? { get }
    /// Whether the shape has data to animate (a corner radius): its node is then one that animates it, and
    /// draws the geometry for the data on its way.
    static var animates: Bool { get }
}

extension GeometryShape {
    var inputWarning: InputWarning? { nil }
    static var animates: Bool { false }
}

extension Resolver {
    /// Appends the node that draws `shape` painted by `fill`: a fast-geometry node for the built-in shapes
    /// that have one, else a node that asks the shape for its path whenever it is drawn.
    mutating func appendShape<S: Shape>(_ shape: S, _ fill: ShapeFill,
                                        insetPath: ((S, CGFloat, CGRect) -> Path)? = nil) {
        if let builtIn = shape as? any GeometryShape {
            warn(builtIn.inputWarning)
            if !type(of: builtIn).animates, let geometry = builtIn.geometry { return appendShape(geometry, fill) }
        }
        let fill = checked(fill)
        let animation = self.animation, time = graph.time
        var moving = false
        appendLeaf(PathShapeBehavior<S>.self, make: { PathShapeBehavior(shape, fill, insetPath: insetPath) },
                   update: { moving = $0.update(to: shape, fill, insetPath: insetPath, animation: animation, at: time) })
        // A shape whose data animates is drawn anew at every frame the host advances to, as an animated
        // layout is laid out anew (`LayoutBehavior.update(to:animation:at:)`).
        if moving, let node = nodes.last { graph.animations.animatedLayouts.append(node) }
    }
}

extension Path: Shape {
    /// A path draws itself, whatever rectangle it is offered.
    public func path(in rect: CGRect) -> Path { self }
    public typealias Body = Never
}

extension Path: PrimitiveView {
    func resolve(into resolver: inout Resolver) { resolver.appendShape(self, .foreground) }
}

extension Shape {
    /// The outline of the shape for `frame` (host coordinates), as a display item or a clip carries it with
    /// that frame: the renderer's own geometry for the built-in shapes that have one, else the shape's path for
    /// the frame's bounds (origin zero, as SwiftUI asks for it), moved to the frame. What `.clipShape` and the
    /// other effects that take a shape use.
    func resolvedGeometry(in frame: CGRect) -> ShapeGeometry {
        if let builtIn = self as? any GeometryShape, var geometry = builtIn.geometry {
            if case .roundedRectangle(let radius) = geometry, !(radius >= 0) { geometry = .rectangle }
            switch geometry {
            // A circle fills a square frame as an ellipse; in any other frame it is drawn through its path.
            case .circle where frame.width == frame.height: return .ellipse
            case .circle: break
            default: return geometry
            }
        }
        return .path(path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY))
    }
}
