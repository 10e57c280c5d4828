import Foundation

/// How an interpolated integer is written, as os's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// In decimal: what `\(count)` gives.
    public static let decimal = OSLogIntegerFormatting(radix: 10, explicitPositiveSign: false, includePrefix: false,
                                                       uppercase: false, minDigits: 0)
    /// In hexadecimal, lowercase, without a prefix.
    public static let hex = OSLogIntegerFormatting(radix: 16, explicitPositiveSign: false, includePrefix: false,
                                                   uppercase: false, minDigits: 0)
    /// In octal, without a prefix.
    public static let octal = OSLogIntegerFormatting(radix: 8, explicitPositiveSign: false, includePrefix: false,
                                                     uppercase: false, minDigits: 0)

    /// In decimal, with `+` before positive numbers if asked, zero-padded to `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0)
        -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: minDigits())
    }

    /// In hexadecimal, with `0x` if `includePrefix`, in capitals if `uppercase`, zero-padded to `minDigits`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits())
    }

    /// In octal, with a leading `0` if `includePrefix`, zero-padded to `minDigits`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits())
    }

    /// `value` written this way: sign, prefix, then the digits of its magnitude.
    func format<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point number is written, as os's `OSLogFloatFormatting`: the `printf`
/// conversions `%f`, `%e`, `%g` and `%a`.
public struct OSLogFloatFormatting: Equatable, Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// `%f`: six digits after the point, as `printf` writes them; what `\(value)` gives.
    public static let fixed = OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: false,
                                                   uppercase: false)
    /// `%a`: hexadecimal.
    public static let hex = OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: false,
                                                 uppercase: false)
    /// `%e`: exponential.
    public static let exponential = OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: false,
                                                         uppercase: false)
    /// `%g`: fixed or exponential, whichever is shorter.
    public static let hybrid = OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: false,
                                                    uppercase: false)

    /// `%f` with `precision` digits after the point.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// `%f`, with `+` before positive numbers if asked.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// `%e` with `precision` digits after the point.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// `%e`.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// `%g` with `precision` significant digits.
    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// `%g`.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase)
    }

    /// `value` written with this conversion, as `printf` would.
    func format(_ value: Double) -> String {
        var spec = "%" + (explicitPositiveSign ? "+" : "")
        if let precision { spec += ".\(max(0, precision))" }
        spec += String(uppercase ? Character(conversion.uppercased()) : conversion)
        return String(format: spec, value)
    }
}

/// How an interpolated Boolean is written, as os's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Equatable, Sendable {
    /// `true` or `false`.
    case truthValue
    /// `YES` or `NO`.
    case answer
}
