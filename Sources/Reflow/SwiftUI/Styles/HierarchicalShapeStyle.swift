import Foundation

/// The levels of the foreground style, as SwiftUI's `HierarchicalShapeStyle`: `.primary` for the main
/// content, `.secondary` … `.quinary` for less important content.
///
/// With no foreground style set they are iOS's label colours: on a light background black, then
/// rgb(60, 60, 67) at 60 %, 30 % and 18 %, and black at 5 %; in the dark colour scheme white, then
/// rgb(235, 235, 245) at 60 %, 30 % and 16 %, and white at 5 % (UIKit's `label` … `quaternaryLabel`). Under `.foregroundStyle(.red)` they are that
/// style at full, half, a quarter and 18 % opacity; under `.foregroundStyle(a, b, c)` the levels are a, b
/// and c (drawing rules §1.2).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        environment.foregroundStyle(level: level)
    }

    /// The label colours of a light background, by level.
    static let systemLevels: [Color] = [
        .black,
        Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6),
        Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
        Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18),
        Color(white: 0, opacity: 0.05),
    ]

    /// The label colours of a dark background, by level.
    static let darkSystemLevels: [Color] = [
        .white,
        Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6),
        Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3),
        Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.16),
        Color(white: 1, opacity: 0.05),
    ]
    /// How much a level fades a foreground style set by the user.
    static let levelOpacities: [Double] = [1, 0.5, 0.25, 0.18]
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The current foreground style, as SwiftUI's `ForegroundStyle`: what text and unstyled shapes use.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        environment.foregroundStyle(level: 0)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current background style, as SwiftUI's `BackgroundStyle`: a light window's white.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle { .color(.white) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint colour, as SwiftUI's `TintShapeStyle`: what `.tint(_:)` set, or the accent colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        environment.tintStyle ?? .color(Color.accentColor.resolved(in: environment))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle { .color(.separator) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The foreground styles set in an environment: up to three levels (`.foregroundStyle(_:_:_:)`).
struct ForegroundStyles: Equatable {
    var levels: [_ResolvedShapeStyle]
}

extension EnvironmentValues {
    /// The foreground style at `level` (0 is primary): a level set explicitly, else the primary style faded,
    /// else the system label colour.
    func foregroundStyle(level: Int) -> _ResolvedShapeStyle {
        let level = max(0, level)
        guard let styles = foregroundStyles, let primary = styles.levels.first else {
            let colors = colorScheme == .dark ? HierarchicalShapeStyle.darkSystemLevels : HierarchicalShapeStyle.systemLevels
            return .color(colors[min(level, colors.count - 1)])
        }
        if level < styles.levels.count { return styles.levels[level] }
        let fades = HierarchicalShapeStyle.levelOpacities
        return primary.opacity(fades[min(level, fades.count - 1)])
    }
}
