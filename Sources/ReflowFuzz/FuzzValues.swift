import Reflow

// Small value types the tree description is made of. Each is Codable (so a case can travel to a child
// process as JSON), maps to a Reflow value, and prints as the Swift expression that makes that value.

/// A horizontal alignment guide, by name.
public enum FuzzHorizontal: String, Codable, CaseIterable, Sendable {
    case leading, center, trailing

    public var value: HorizontalAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    public var source: String { ".\(rawValue)" }
}

/// A vertical alignment guide, by name; the text baselines included.
public enum FuzzVertical: String, Codable, CaseIterable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    public var value: VerticalAlignment {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }

    public var source: String { ".\(rawValue)" }
}

/// A two-axis alignment.
public struct FuzzAlignment: Codable, Equatable, Sendable {
    public var horizontal: FuzzHorizontal
    public var vertical: FuzzVertical

    public init(_ horizontal: FuzzHorizontal, _ vertical: FuzzVertical) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = FuzzAlignment(.center, .center)

    public var value: Alignment { Alignment(horizontal: horizontal.value, vertical: vertical.value) }

    public var source: String {
        "Alignment(horizontal: \(horizontal.source), vertical: \(vertical.source))"
    }
}

/// Swift source for a `CGFloat`/`Double` literal, including the values literals cannot spell.
func literal(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value == .infinity { return ".infinity" }
    if value == -.infinity { return "-.infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

/// Swift source for an optional literal.
func literal(_ value: Double?) -> String { value.map { literal($0) } ?? "nil" }

/// Swift source for an `Int`, spelling the extremes by name.
func literal(_ value: Int) -> String {
    if value == .max { return "Int.max" }
    if value == .min { return "Int.min" }
    return String(value)
}

/// Swift source for a string literal that survives any content: every scalar outside printable ASCII is
/// escaped, so invisible joiners and combining marks stay visible in a failure report.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return out + "\""
}

extension Optional where Wrapped == Double {
    /// The value as the `CGFloat?` Reflow's API takes (Swift converts `Double` to `CGFloat` implicitly, but not
    /// their optionals).
    var cg: CGFloat? { map { CGFloat($0) } }
}
