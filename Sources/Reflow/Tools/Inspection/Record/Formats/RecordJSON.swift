import Foundation

/// A JSON value written by hand rather than by `JSONSerialization`, so that keys keep a fixed order, numbers
/// print the same way everywhere, and infinite lengths are representable (`JSONSerialization` refuses them).
enum RecordJSON {
    case number(CGFloat)
    case string(String)
    case bool(Bool)
    case null
    case array([RecordJSON])
    /// An object, its keys in the order written.
    case fields([(String, RecordJSON)])

    /// A length that may be unspecified or infinite: a number, `null`, or the string `"infinity"`.
    static func length(_ value: CGFloat?) -> RecordJSON {
        guard let value else { return .null }
        return .number(value)
    }

    /// Arrays no longer than this are written on one line; longer ones are written one member a line, so that
    /// a change between two records shows as a small diff.
    static let inlineLimit = 100

    /// The text of the value, indented by `level` two-space steps, ending without a newline.
    func written(level: Int = 0) -> String {
        var out = ""
        write(to: &out, level: level)
        return out
    }

    private func write(to out: inout String, level: Int) {
        switch self {
        case .number(let value): out += Self.number(value)
        case .string(let text): Self.quote(text, into: &out)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            if let inline = inlineText { out += inline; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: "  ", count: level + 1)
                item.write(to: &out, level: level + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: level) + "]"
        case .fields:
            let members = self.members
            guard !members.isEmpty else { out += "{}"; return }
            if let inline = inlineText { out += inline; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += String(repeating: "  ", count: level + 1)
                Self.quote(key, into: &out)
                out += ": "
                value.write(to: &out, level: level + 1)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: level) + "}"
        }
    }

    private var members: [(String, RecordJSON)] {
        if case .fields(let fields) = self { return fields }
        return []
    }

    /// The value on one line: an object that holds no array (a frame, a question, a placement, a call),
    /// whatever its length, so that one question is one line of a diff; an array of such values when it fits
    /// in `inlineLimit` characters.
    private var inlineText: String? {
        guard isInlineable else { return nil }
        var out = ""
        writeInline(to: &out)
        if case .fields = self { return out }
        return out.count <= Self.inlineLimit ? out : nil
    }

    private var isInlineable: Bool {
        switch self {
        case .array(let items): return items.allSatisfy { if case .array = $0 { return false }; return $0.isInlineable }
            && items.count <= 8
        case .fields: return members.allSatisfy { $0.1.isInlineable && !$0.1.isNonEmptyArray }
        default: return true
        }
    }

    private var isNonEmptyArray: Bool {
        if case .array(let items) = self { return !items.isEmpty }
        return false
    }

    private func writeInline(to out: inout String) {
        switch self {
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                item.writeInline(to: &out)
            }
            out += "]"
        case .fields:
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += ", " }
                Self.quote(key, into: &out)
                out += ": "
                value.writeInline(to: &out)
            }
            out += "}"
        default:
            write(to: &out, level: 0)
        }
    }

    /// A number as JSON: whole numbers without a fraction (`300`, not `300.0`), others in the shortest form
    /// that reads back as the same `Double` (`0.1`, `33.333333333333336`); an infinite one as the string
    /// `"infinity"` (or `"-infinity"`), and NaN, which no layout should produce, as `null`.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double.isNaN { return "null" }
        if double.isInfinite { return double > 0 ? "\"infinity\"" : "\"-infinity\"" }
        if double == double.rounded(), abs(double) < 1e15 {
            // `Int` prints -0 as 0, which JSON readers take as the same number.
            return String(Int(double))
        }
        return "\(double)"
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
