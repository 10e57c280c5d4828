import Foundation

/// A blur of what lies behind under a translucent tint, as SwiftUI's `Material`:
/// `.background(.regularMaterial)`.
///
/// Apple gives no numbers (drawing rules §1.5). Reflow blurs what is drawn behind with a standard
/// deviation of 20 points (the cairo renderer blurs the backdrop) and lays a white tint over it, more opaque
/// as the material thickens: 30 %, 50 %, 70 %, 80 % and 90 % from ultra-thin to ultra-thick, keeping their
/// order as iOS's do.
public struct Material: ShapeStyle, Sendable {
    let tintOpacity: Double

    public static let ultraThin = Material(tintOpacity: 0.3)
    public static let thin = Material(tintOpacity: 0.5)
    public static let regular = Material(tintOpacity: 0.7)
    public static let thick = Material(tintOpacity: 0.8)
    public static let ultraThick = Material(tintOpacity: 0.9)
    /// The material of bars (toolbars, tab bars): regular.
    public static let bar = Material(tintOpacity: 0.7)

    /// How far the backdrop is blurred, in points.
    static let blurRadius: CGFloat = 20

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        _ResolvedShapeStyle(.material(blurRadius: Self.blurRadius, tint: Color(white: 1, opacity: tintOpacity)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThin }
    public static var thinMaterial: Material { Material.thin }
    public static var regularMaterial: Material { Material.regular }
    public static var thickMaterial: Material { Material.thick }
    public static var ultraThickMaterial: Material { Material.ultraThick }
    public static var bar: Material { Material(tintOpacity: 0.7) }
}
