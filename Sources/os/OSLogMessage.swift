import Foundation

/// A logged message, as os's `OSLogMessage`: written as a string literal with interpolations, each of which may
/// say its privacy, format and alignment (`"\(id, privacy: .public)"`, `"\(ratio, format: .fixed(precision: 2))"`).
/// The text is made when the message is, and written as it is (privacy changes nothing in a preview,
/// `OSLogPrivacy`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's text as interpolated.
    public let interpolation: OSLogInterpolation

    /// A message with interpolations.
    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    /// A message without interpolations.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The text written to the log.
    var text: String { interpolation.text }
}

/// The pieces of an `OSLogMessage` as the compiler hands them over, as os's `OSLogInterpolation`: the types os
/// accepts (strings, anything `CustomStringConvertible`, integers, floating-point numbers, Booleans, metatypes,
/// Foundation objects), each with the options os gives it.
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The text so far.
    var text: String

    /// Room for a message of `literalCapacity` bytes of literal text.
    public init(literalCapacity: Int, interpolationCount: Int) {
        text = ""
        text.reserveCapacity(literalCapacity)
    }

    /// Literal text, as written.
    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// A string, padded as `align` says.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(argumentString())
    }

    /// A value's `description`, padded as `align` says.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(value().description)
    }

    /// An integer, written as `format` says and padded as `align` says.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        text += align.apply(format.format(number()))
    }

    /// A `Double`, written as `format` says (`%f` unless told otherwise) and padded as `align` says.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(number()))
    }

    /// A `Float`, written as a `Double` is.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(Double(number())))
    }

    /// A `CGFloat`, written as a `Double` is.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(format.format(Double(number())))
    }

    /// A Boolean: `true`/`false`, or `YES`/`NO` with `.answer`.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truthValue, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    }

    /// A type's name.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(String(describing: value()))
    }

    /// A Foundation object's `description`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        text += argumentObject().description
    }
}
