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

    /// The values sent, and, while a preview records which body reads which literal (`recordsBodies`), the
    /// keys read by each body being built, innermost last.
    private struct State {
        var values: [String: Value] = [:]
        var bodies: [[String]] = []
        var recordsBodies = false
        var catalog: [String: DesignTimeLiteral] = [:]
    }

    private static let state = Mutex(State())

    /// Replaces every changed value with `values`, by key: the literals not in it are back to what they were
    /// built with.
    public static func replace(with values: [String: Value]) {
        state.withLock { $0.values = values }
    }

    /// Gives one literal a new value (a number dragged in the layout inspector); the views read it when they
    /// are built again.
    @_spi(Preview) public static func set(_ value: Value, for key: String) {
        state.withLock { $0.values[key] = value }
    }

    /// How many literals hold a value other than their built one.
    public static var count: Int { state.withLock { $0.values.count } }

    static func value(for key: String) -> Value? {
        state.withLock { state in
            if !state.bodies.isEmpty { state.bodies[state.bodies.count - 1].append(key) }
            return state.values.isEmpty ? nil : state.values[key]
        }
    }

    /// The value a literal has now: the one sent or set, else the one the catalog gives (the file's).
    @_spi(Preview) public static func currentValue(for key: String) -> Value? {
        state.withLock { $0.values[key] ?? $0.catalog[key]?.value }
    }

    // MARK: Which body reads which literal

    /// Whether the views' hosts made from now on note the literals each composite view's body reads, so that
    /// the layout inspector can list a view's literals (`ViewRecord.literals`). Off but in a preview process:
    /// apps and the engine's own builds pay one check per body for it.
    @_spi(Preview) public static var recordsBodies: Bool {
        get { state.withLock { $0.recordsBodies } }
        set { state.withLock { $0.recordsBodies = newValue } }
    }

    /// Starts noting the literals read, for a body about to be built.
    static func beginBody() {
        state.withLock { $0.bodies.append([]) }
    }

    /// The literals read since the matching `beginBody()`, without those of bodies begun and ended inside.
    static func endBody() -> [String] {
        state.withLock { $0.bodies.popLast() ?? [] }
    }

    // MARK: What each literal is

    /// What `reflow preview` said of each literal of the build, by key: what it sets, where it is, and its
    /// value in the file. Replaced whole after every reload.
    @_spi(Preview) public static var catalog: [String: DesignTimeLiteral] {
        get { state.withLock { $0.catalog } }
        set { state.withLock { $0.catalog = newValue } }
    }
}

/// One literal of a preview build as the layout inspector lists it: what it sets ("padding", "frame width",
/// "VStack spacing"), where it is written, and its value in the file.
public struct DesignTimeLiteral: Equatable, Sendable, Codable {
    public var key: String
    /// The call the literal is an argument of, and the argument's label; nil when it is none.
    public var role: String?
    /// The file's name, and the 1-based line and column (in UTF-8 bytes) of the literal in it.
    public var file: String
    public var line: Int
    public var column: Int
    public var value: DesignTimeValues.Value

    public init(key: String, role: String?, file: String, line: Int, column: Int, value: DesignTimeValues.Value) {
        self.key = key
        self.role = role
        self.file = file
        self.line = line
        self.column = column
        self.value = value
    }
}

/// A literal's new value, chosen in the layout inspector: while a number is dragged (`live`), when it is let
/// go (`settled`: written to the file at once), or stepped by a key (`stepped`: written once the keys pause).
public struct DesignTimeEdit: Equatable, Sendable, Codable {
    public enum Phase: String, Sendable, Codable { case live, settled, stepped }
    public var key: String
    /// The value before the edit began, which the file must still hold for the new one to be written.
    public var from: DesignTimeValues.Value
    public var to: DesignTimeValues.Value
    public var phase: Phase

    public init(key: String, from: DesignTimeValues.Value, to: DesignTimeValues.Value, phase: Phase) {
        self.key = key
        self.from = from
        self.to = to
        self.phase = phase
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
