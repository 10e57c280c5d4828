import Foundation

/// One drawing effect a modifier put on a view (`.rotationEffect`, `.clipShape`, `.shadow`, …): it changes how
/// the view and everything inside it are drawn, never where they are laid out (drawing rules §2).
enum ViewEffect {
    /// A rotation about a point of the view's frame.
    case rotation(Angle, anchor: UnitPoint)
    /// A scale about a point of the view's frame.
    case scale(CGSize, anchor: UnitPoint)
    /// A transform about a point of the view's frame (`.transformEffect` takes the top-leading corner, the
    /// origin of the view's own space; `.rotation3DEffect` its anchor).
    case transform(CGAffineTransform, anchor: UnitPoint)
    /// Drawing only inside a shape laid over the frame (`.clipShape`, `.clipped`).
    case clip(ClipOutline, antialiased: Bool)
    /// Drawing only inside a rounded rectangle over the frame (`.cornerRadius`).
    case cornerRadius(CGFloat, antialiased: Bool)
    /// The view drawn into a layer of its own and composited as `DrawingLayer` says (`.shadow`, `.blur`,
    /// `.blendMode`, `.compositingGroup`, `.drawingGroup`).
    case layer(DrawingLayer)
    /// Effects made from the view's geometry after layout (`.visualEffect`, `.scrollTransition`): expanded into
    /// the others each time the view is drawn (`ViewNode.drawnEffects`), so that they follow a scroll.
    case geometryDependent(GeometryDependentEffect)

    /// The values an animation interpolates, in a fixed order per kind.
    var animatableValues: [Double] {
        switch self {
        case let .rotation(angle, anchor): return [angle.radians, anchor.x, anchor.y]
        case let .scale(size, anchor): return [size.width, size.height, anchor.x, anchor.y]
        case let .transform(t, anchor): return [t.a, t.b, t.c, t.d, t.tx, t.ty, anchor.x, anchor.y]
        case .clip, .geometryDependent: return []
        case let .cornerRadius(radius, _): return [radius]
        case let .layer(layer):
            var values = [layer.opacity, layer.blurRadius]
            if let shadow = layer.shadow {
                values += [shadow.radius, shadow.offset.width, shadow.offset.height, shadow.color.red, shadow.color.green,
                           shadow.color.blue, shadow.color.opacity]
            }
            return values
        }
    }

    /// The effect with its animatable values replaced by `values` (as many as `animatableValues` has).
    func with(_ values: ArraySlice<Double>) -> ViewEffect {
        let v = Array(values)
        switch self {
        case .rotation: return .rotation(.radians(v[0]), anchor: UnitPoint(x: v[1], y: v[2]))
        case .scale: return .scale(CGSize(width: v[0], height: v[1]), anchor: UnitPoint(x: v[2], y: v[3]))
        case .transform:
            return .transform(CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]),
                              anchor: UnitPoint(x: v[6], y: v[7]))
        case .clip, .geometryDependent: return self
        case let .cornerRadius(_, antialiased): return .cornerRadius(max(0, v[0]), antialiased: antialiased)
        case .layer(var layer):
            layer.opacity = min(max(v[0], 0), 1)
            layer.blurRadius = max(0, v[1])
            if layer.shadow != nil {
                layer.shadow = Shadow(color: Color(red: v[5], green: v[6], blue: v[7], opacity: min(max(v[8], 0), 1)),
                                      radius: max(0, v[2]), offset: CGSize(width: v[3], height: v[4]))
            }
            return .layer(layer)
        }
    }

    /// Whether `other` is the same kind of effect, so that one can animate into the other.
    func isSameKind(as other: ViewEffect) -> Bool {
        switch (self, other) {
        case (.rotation, .rotation), (.scale, .scale), (.transform, .transform), (.clip, .clip),
             (.cornerRadius, .cornerRadius), (.geometryDependent, .geometryDependent):
            return true
        case let (.layer(a), .layer(b)):
            return a.blendMode == b.blendMode && a.isMasked == b.isMasked && (a.shadow == nil) == (b.shadow == nil)
        default:
            return false
        }
    }

    /// The display-list effect for a view drawn in `frame`.
    func drawingEffect(in frame: CGRect) -> DrawingEffect {
        func point(_ anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        /// `t` applied about `p`: move `p` to the origin, apply `t`, move it back.
        func about(_ p: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        }
        switch self {
        case let .rotation(angle, anchor):
            return .transform(about(point(anchor), CGAffineTransform(rotationAngle: angle.radians)))
        case let .scale(size, anchor):
            return .transform(about(point(anchor), CGAffineTransform(scaleX: size.width, y: size.height)))
        case let .transform(t, anchor):
            return .transform(about(point(anchor), t))
        case let .clip(outline, antialiased):
            return .clip(outline.geometry(frame), frame: frame, antialiased: antialiased)
        case let .cornerRadius(radius, antialiased):
            return .clip(.roundedRectangle(cornerRadius: radius), frame: frame, antialiased: antialiased)
        case let .layer(layer):
            return .layer(layer)
        case .geometryDependent:
            // Expanded before drawing (`ViewNode.drawnEffects`); an unexpanded one changes nothing.
            return .transform(.identity)
        }
    }
}

/// The outline a clip takes for a frame: a built-in shape's geometry, or a user shape's path.
struct ClipOutline {
    let geometry: (CGRect) -> ShapeGeometry
}

/// Effects a modifier makes from where its view is after layout: asked each time the view is drawn.
struct GeometryDependentEffect {
    let parts: (ViewNode) -> VisualEffectParts
}
