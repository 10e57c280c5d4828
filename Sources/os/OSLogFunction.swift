import Foundation

/// Logs `message`, a `printf` format, with `args`, as os's `os_log(_:dso:log:type:_:)`: one line in the preview's
/// output, as `Logger` writes it. os's privacy annotations (`%{public}@`, `%{private}d`) are accepted and the
/// values written as they are.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    guard log.writes else { return }
    LogLine.write(LogLine.text(level: type, category: log.category, message: LogFormat.format("\(message)", args)))
}

/// Logs `message`, a `printf` format, with `args` at `type`, as os's `os_log(_:dso:log:_:_:)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    guard log.writes else { return }
    LogLine.write(LogLine.text(level: type, category: log.category, message: LogFormat.format("\(message)", args)))
}

/// `os_log`'s formats: `printf`'s, with `%@` for objects and os's `{public}`-style annotations.
enum LogFormat {
    /// `format` with each conversion replaced by the next of `args`: `%@` by the argument's description (`%s` too), the
    /// others as `String(format:)` writes them; annotations in braces after the `%` are dropped.
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else {
                result.append(character)
                continue
            }
            var spec = "%"
            // os's annotation (`{public}`, `{private, mask.hash}`) says privacy, which a preview ignores.
            if index < format.endIndex, format[index] == "{", let close = format[index...].firstIndex(of: "}") {
                index = format.index(after: close)
            }
            while index < format.endIndex {
                let c = format[index]
                index = format.index(after: index)
                spec.append(c)
                if c.isLetter && !"hlqLjzt".contains(c) || c == "@" || c == "%" { break }
            }
            if spec == "%%" {
                result += "%"
            } else if next < args.count {
                let arg = args[next]
                next += 1
                // `%s` takes a C string in `printf`; a Swift string given for it is written as `%@` writes it.
                result += spec.hasSuffix("@") || spec.hasSuffix("s") ? "\(arg)" : String(format: spec, arg)
            } else {
                result += spec
            }
        }
        return result
    }
}
