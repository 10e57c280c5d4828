/// Checks the values a built-in modifier is given, when the modifier is written: a value nothing can be laid
/// out or drawn with (NaN, an infinite length, a span of `Int.max` columns) is replaced by one that can, and
/// the replacements become one warning, given when the view is built into a host and naming the modifier as
/// the user wrote it (`.padding`, not the layout behind it). SwiftUI logs such values too ("Invalid frame
/// dimension (negative or non-finite)").
struct InputCheck {
    /// The modifier as written, e.g. `.frame`.
    let modifier: String
    private var replacements: [String] = []

    init(_ modifier: String) { self.modifier = modifier }

    /// `value` if it is a finite number, else `replacement`.
    mutating func finite(_ value: CGFloat, _ label: String, else replacement: CGFloat = 0) -> CGFloat {
        if value.isFinite { return value }
        note(label, value, replacement)
        return replacement
    }

    /// A length that must be finite and not negative (a fixed frame's): a negative one is 0, and a NaN or
    /// infinite one is no length at all (nil), which leaves the dimension to the view.
    mutating func length(_ value: CGFloat?, _ label: String) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value.isInfinite {
            note(label, value, nil)
            return nil
        }
        if value < 0 {
            note(label, value, 0)
            return 0
        }
        return value
    }

    /// `value` clamped into `range`.
    mutating func clamped<T: Comparable>(_ value: T, _ label: String, to range: ClosedRange<T>) -> T {
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        if clamped != value { note(label, value, clamped) }
        return clamped
    }

    /// `value` clamped into `range`; NaN, which no range holds, is `nan`.
    mutating func number<T: BinaryFloatingPoint>(_ value: T, _ label: String, in range: ClosedRange<T>, nan: T) -> T {
        guard !value.isNaN else {
            note(label, value, nan)
            return nan
        }
        return clamped(value, label, to: range)
    }

    /// Records that `value`, given for `label`, was replaced by `replacement` (nil: ignored).
    mutating func note(_ label: String, _ value: Any, _ replacement: Any?) {
        let used = replacement.map { "used \($0)" } ?? "ignored it"
        replacements.append("\(label): \(value) (\(used))")
    }

    /// The warning to give when the view is built, if any value was replaced.
    var warning: InputWarning? {
        replacements.isEmpty ? nil : InputWarning(modifier: modifier, message: "was given \(replacements.joined(separator: ", "))")
    }
}

/// A warning about a modifier's values, made when the modifier was written and given when its view is built,
/// once per modifier and host (see `ViewGraph.warn`). Usable from inlinable code: `WrappedView` holds one.
@usableFromInline
struct InputWarning: Sendable {
    let modifier: String
    let message: String
}

extension Resolver {
    /// Gives `warning`, if there is one, to the host being built. Inlined, and reading only the graph, so that a
    /// modifier without one (every modifier of every build, nearly) costs a test: no call, and no copy of the
    /// resolver for one.
    @inline(__always)
    func warn(_ warning: InputWarning?) {
        if let warning { graph.warn(input: warning) }
    }
}

extension ViewGraph {
    @inline(never)
    func warn(input warning: InputWarning) {
        warn(.input, about: warning.modifier, warning.message)
    }
}
