/// A colour, and a view that fills the space it is offered with it (ideal size 10×10, layout rules §6.5).
public struct Color: Hashable, Sendable, View, ShapeStyle {
    public typealias Body = Never
    /// sRGB components and opacity, each in 0...1.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// The system colour this is, which has a dark appearance too (`Color+DarkAppearance.swift`); nil for a
    /// colour made from numbers. Not part of its equality: two colours of the same numbers are equal.
    var systemName: SystemColorName?

    /// A colour from sRGB components in 0...1. Components beyond that range are kept (SwiftUI's extended
    /// range; the renderer clamps them); a NaN one is 0 and an infinite one 0 or 1, so every colour drawn is
    /// made of numbers.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Self.component(red)
        self.green = Self.component(green)
        self.blue = Self.component(blue)
        self.opacity = Self.component(opacity)
    }

    private static func component(_ value: Double) -> Double {
        value.isFinite ? value : value == .infinity ? 1 : 0
    }

    /// A grey from a white level in 0...1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0...1 (HSB, also called HSV), as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`: hue 0 and 1 are red, 1/3 green, 2/3 blue.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // The hue picks one of six sectors of the colour wheel; within it one component falls or rises.
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity` (a system colour stays one: dark where the scheme is).
    public func opacity(_ opacity: Double) -> Color {
        var color = Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
        color.systemName = systemName
        return color
    }

    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.opacity == b.opacity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(opacity)
    }

    private init(_ r: Int, _ g: Int, _ b: Int, _ opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    // iOS's system colours, by their light appearance; each has a dark one too (`Color+DarkAppearance.swift`).
    public static let red = Color(255, 59, 48).named(.red)
    public static let orange = Color(255, 149, 0).named(.orange)
    public static let yellow = Color(255, 204, 0).named(.yellow)
    public static let green = Color(52, 199, 89).named(.green)
    public static let mint = Color(0, 199, 190).named(.mint)
    public static let teal = Color(48, 176, 199).named(.teal)
    public static let cyan = Color(50, 173, 230).named(.cyan)
    public static let blue = Color(0, 122, 255).named(.blue)
    public static let indigo = Color(88, 86, 214).named(.indigo)
    public static let purple = Color(175, 82, 222).named(.purple)
    public static let pink = Color(255, 45, 85).named(.pink)
    public static let brown = Color(162, 132, 94).named(.brown)
    public static let gray = Color(142, 142, 147).named(.gray)
    public static let white = Color(255, 255, 255)
    public static let black = Color(0, 0, 0)
    public static let clear = Color(0, 0, 0, 0)
    /// The colour of text and shapes that set none: black (white in the dark scheme).
    public static let primary = Color(0, 0, 0).named(.label)
    /// The colour of secondary content: a translucent grey.
    public static let secondary = Color(60, 60, 67, 0.6).named(.secondaryLabel)
    public static let accentColor = Color.blue
    /// The colour of dividers.
    static let separator = Color(60, 60, 67, 0.29).named(.separator)
}

extension Color: PrimitiveView {
    func resolve(into resolver: inout Resolver) {
        let fill = ShapeFill.fill(.color(resolved(in: resolver.environment)))
        resolver.appendLeaf(ShapeBehavior.self, make: { ShapeBehavior(.rectangle, fill, isColor: true) },
                            update: { $0.update(.rectangle, fill) })
    }
}

extension Color {
    public func _resolvedStyle(in environment: EnvironmentValues) -> _ResolvedShapeStyle {
        .color(resolved(in: environment))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}
