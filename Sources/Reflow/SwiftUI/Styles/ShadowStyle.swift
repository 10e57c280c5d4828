// Shadows that belong to a shape style rather than to a view: `.foregroundStyle(.white.shadow(.inner(radius:
// 4)))` or `Circle().fill(.gray.shadow(.drop(radius: 8)))`, SwiftUI's (iOS 16) way to the inset, "neumorphic"
// look. A drop shadow is the view modifier's shadow of what the style paints; an inner shadow falls inside
// the painted shape, cast by its edge, as if the shape were a hole in a surface above it.

/// A shadow a shape style carries, as SwiftUI's `ShadowStyle`: `.drop(…)` under what the style paints,
/// `.inner(…)` inside it. Applied with `ShapeStyle.shadow(_:)`.
public struct ShadowStyle: Equatable, Sendable {
    /// Whether the shadow falls inside the painted shape.
    let isInner: Bool
    let shadow: Shadow

    /// A shadow under what the style paints: its alpha, blurred by `radius` and filled with `color`, moved by
    /// `x` and `y`, as the `.shadow(color:radius:x:y:)` modifier draws one (black at 33 % by default).
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside what the style paints, cast by its edge: darkest along the edges facing away from the
    /// offset (a shadow moved down and right lies along the top and left edges), fading over `radius`.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }

    private init(isInner: Bool, color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
        // Lengths that are not numbers draw no blur and no offset, as the view modifier's checks make them.
        let limit = DrawableLimit.magnitude
        func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -limit), limit) : 0 }
        self.isInner = isInner
        shadow = Shadow(color: color, radius: max(0, clamped(radius)), offset: CGSize(width: clamped(x), height: clamped(y)))
    }
}

extension ShapeStyle {
    /// This style with `shadow` added to what it paints: `.white.shadow(.inner(radius: 4))`. Several add up,
    /// the first applied first.
    public func shadow(_ shadow: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, shadow: shadow)
    }
}

/// A style with a shadow added (`style.shadow(_:)`).
struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        var resolved = base._resolvedStyle(in: environment)
        resolved.shadows.append(shadow)
        return resolved
    }
}

extension DisplayList {
    /// Appends what `drawContent` draws with `shadows`: the drop shadows as layers around it, and each inner
    /// shadow after it, masked by `outline` (the painted shape in `frame`): the shadow of everything outside
    /// the shape, of which only the part falling inside shows.
    mutating func drawing(with shadows: [ShadowStyle], outline: ShapeGeometry, frame: CGRect, opacity: Double,
                          _ drawContent: (inout DisplayList) -> Void) {
        func faded(_ shadow: Shadow) -> Shadow {
            var shadow = shadow
            shadow.color = shadow.color.opacity(opacity)
            return shadow
        }
        let drops = shadows.filter { !$0.isInner }
        for drop in drops { items.append(.push(.layer(DrawingLayer(shadow: faded(drop.shadow))))) }
        drawContent(&self)
        let inners = shadows.filter(\.isInner)
        if !inners.isEmpty {
            let shape = outline.path(in: frame)
            for inner in inners {
                // The surface around the shape, reaching past the blur and the offset, with the shape as a hole.
                let shadow = inner.shadow
                let reach = 3 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height) + 1
                var surface = Path(frame.insetBy(dx: -reach, dy: -reach))
                surface.addPath(shape)
                // Masked by the shape rather than clipped to it: a clip would hold inside the shadow's layer too,
                // leaving it nothing to cast a shadow from.
                items.append(.push(.layer(DrawingLayer(isMasked: true))))
                items.append(.push(.layer(DrawingLayer(shadow: faded(shadow)))))
                items.append(.shape(.path(surface), frame: frame, paint: .color(.black), drawing: .fill(FillStyle(eoFill: true))))
                items.append(.pop)
                items.append(.beginMask)
                items.append(.fill(outline, frame: frame, color: .black))
                items.append(.pop)
            }
        }
        for _ in drops { items.append(.pop) }
    }
}

extension ShapeGeometry {
    /// The outline as a path in `frame`, with the circular corners the renderer draws the geometry with.
    func path(in frame: CGRect) -> Path {
        switch self {
        case .rectangle: return Path(frame)
        case .roundedRectangle(let radius): return Path(roundedRect: frame, cornerRadius: max(0, radius), style: .circular)
        case .ellipse: return Path(ellipseIn: frame)
        case .circle:
            let side = min(frame.width, frame.height)
            return Path(ellipseIn: CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
        case .capsule: return Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 2, style: .circular)
        case .path(let path): return path
        }
    }
}
