import Synchronization

/// The literals of a preview build, which `reflow preview` can change while the preview runs: a save that
/// changes only literals needs no compiler (docs/preview-reloads.md).
///
/// A preview build compiles a copy of each file in which every literal it can change stands as a call,
/// `__designTimeInteger("Tags.swift:4.2", fallback: 8)`, as Xcode's previews do. The call gives the value
/// `reflow preview` sent for that key, or the literal it was built with. Values are kept as the literal's
/// kind (an integer stays an integer), so a value reaches any type the literal could have been.
public enum DesignTimeValues {
    /// The value of one literal.
    public enum Value: Equatable, Sendable, Codable {
        case integer(Int)
        case float(Double)
        case string(String)
        case boolean(Bool)
    }

    private static let table = Mutex<[String: Value]>([:])

    /// Replaces every changed value with `values`, by key: the literals not in it are back to what they were
    /// built with.
    public static func replace(with values: [String: Value]) {
        table.withLock { $0 = values }
    }

    /// How many literals hold a value other than their built one.
    public static var count: Int { table.withLock { $0.count } }

    static func value(for key: String) -> Value? {
        table.withLock { $0.isEmpty ? nil : $0[key] }
    }
}

/// An integer literal of a preview build: the value sent for `key`, or `fallback`, the literal as written,
/// which also gives the call its type (`DesignTimeValues`).
public func __designTimeInteger<T: ExpressibleByIntegerLiteral>(_ key: String, fallback: T) -> T {
    guard case .integer(let value)? = DesignTimeValues.value(for: key) else { return fallback }
    return DesignTimeConversions.integer(value) ?? fallback
}

/// A floating-point literal of a preview build (`__designTimeInteger`).
public func __designTimeFloat<T: ExpressibleByFloatLiteral>(_ key: String, fallback: T) -> T {
    guard case .float(let value)? = DesignTimeValues.value(for: key) else { return fallback }
    return DesignTimeConversions.float(value) ?? fallback
}

/// A string literal without interpolations of a preview build (`__designTimeInteger`). As a literal would,
/// it becomes a `LocalizedStringKey` where `Text` takes one, so Markdown in it still styles the text.
public func __designTimeString<T: ExpressibleByStringLiteral>(_ key: String, fallback: T) -> T {
    guard case .string(let value)? = DesignTimeValues.value(for: key) else { return fallback }
    return DesignTimeConversions.string(value) ?? fallback
}

/// A Boolean literal of a preview build (`__designTimeInteger`).
public func __designTimeBoolean<T: ExpressibleByBooleanLiteral>(_ key: String, fallback: T) -> T {
    guard case .boolean(let value)? = DesignTimeValues.value(for: key) else { return fallback }
    return DesignTimeConversions.boolean(value) ?? fallback
}

/// Makes a value of the type a literal became from a value sent at run time, through the type's literal
/// initializer, as the compiler does with the literal. A type whose literal type cannot hold the value (a
/// `UInt8` given 300, a `StaticString`, which only the compiler makes) keeps its built value: nil.
enum DesignTimeConversions {
    static func integer<T: ExpressibleByIntegerLiteral>(_ value: Int) -> T? {
        guard let literalType = T.IntegerLiteralType.self as? any BinaryInteger.Type,
              let literal = literalType.init(exactly: value) as? T.IntegerLiteralType else { return nil }
        return T(integerLiteral: literal)
    }

    static func float<T: ExpressibleByFloatLiteral>(_ value: Double) -> T? {
        guard let literalType = T.FloatLiteralType.self as? any BinaryFloatingPoint.Type,
              let literal = literalType.init(value) as? T.FloatLiteralType else { return nil }
        return T(floatLiteral: literal)
    }

    static func string<T: ExpressibleByStringLiteral>(_ value: String) -> T? {
        (value as? T.StringLiteralType).map { T(stringLiteral: $0) }
    }

    static func boolean<T: ExpressibleByBooleanLiteral>(_ value: Bool) -> T? {
        (value as? T.BooleanLiteralType).map { T(booleanLiteral: $0) }
    }
}
