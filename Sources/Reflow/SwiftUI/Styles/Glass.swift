// iOS 26's Liquid Glass: `.glassEffect()`, `Glass`, `GlassEffectContainer`, and the glass button styles. Real
// glass refracts and lights what lies under it through the GPU; Reflow draws the nearest thing its renderer
// has, the material a glass shape stands for (`Material.ultraThin`: a blur of what is behind it, lightly
// tinted) in the effect's shape, with a thin light rim along the shape's edge, as glass catches the light
// there (docs/drawing-rules.md §2.12). Morphing between glass shapes in a container is not drawn.

/// The kind of glass a `glassEffect` draws.
public struct Glass: Equatable, Sendable {
    var tint: Color?
    var isInteractive: Bool
    /// Whether anything is drawn (`.identity` draws nothing).
    var isVisible: Bool

    /// The standard glass.
    public static var regular: Glass { Glass(tint: nil, isInteractive: false, isVisible: true) }
    /// A clearer glass, for content over media.
    public static var clear: Glass { Glass(tint: nil, isInteractive: false, isVisible: true) }
    /// No glass at all.
    public static var identity: Glass { Glass(tint: nil, isInteractive: false, isVisible: false) }

    /// This glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tint = color
        return glass
    }

    /// This glass reacting to touches (it scales and shimmers on iOS; here it is drawn as it is).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}

/// How a glass shape appears and disappears in a `GlassEffectContainer`.
public struct GlassEffectTransition: Equatable, Sendable {
    let name: String
    /// The shape morphs into its neighbours.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The shape fades in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

extension View {
    /// Draws glass behind this view in `shape` (a capsule by default).
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background {
            if glass.isVisible {
                ZStack {
                    shape.fill(Material.ultraThinMaterial)
                    if let tint = glass.tint { shape.fill(tint.opacity(0.35)) }
                    shape.stroke(Color.white.opacity(0.55), lineWidth: 0.75)
                }
            }
        }
    }

    /// Draws glass behind this view in a capsule.
    public func glassEffect(_ glass: Glass = .regular) -> some View {
        glassEffect(glass, in: Capsule())
    }

    /// Names this view's glass so that a container can morph it into another's; accepted, not drawn.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this view's glass with others of `id` into one shape; accepted, not drawn.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }

    /// How this view's glass appears and disappears; accepted, not drawn.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// A group of glass shapes that blend and morph together on iOS 26; Reflow draws each shape on its own.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// Glass shapes closer than `spacing` blend together on iOS; the content is laid out as it is.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { content }
}
