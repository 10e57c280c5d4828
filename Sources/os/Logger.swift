import Foundation
import Reflow

/// Writes messages to the log, as os's `Logger` (iOS 14): in a preview, to the preview's output (standard
/// error, which `reflow preview` passes on), one line a message, as Xcode's console shows a running app's log.
///
/// A line reads `[category] level: message`, the level being the `OSLogType` the method logs at (`notice`
/// logs at `default`, `warning` at `error`, `critical` at `fault`, `trace` at `debug`, as os maps them) and
/// the category left out when there is none. Every level is written; `.private` values are written as they
/// are (`OSLogPrivacy`). (docs/platform-modules.md)
public struct Logger: @unchecked Sendable {
    /// The handle whose subsystem and category mark the lines.
    let handle: OSLog

    /// A logger with no subsystem or category.
    public init() { handle = .default }

    /// A logger for `subsystem` (by custom the app's bundle identifier) and `category` (the part of it that
    /// logs), which each line shows.
    public init(subsystem: String, category: String) {
        handle = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes through `logObj`.
    public init(_ logObj: OSLog) { handle = logObj }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }

    /// Logs `message` at the debug level (os: "a trace message").
    public func trace(_ message: OSLogMessage) { write(.debug, message) }

    /// Logs `message` at the debug level.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }

    /// Logs `message` at the info level.
    public func info(_ message: OSLogMessage) { write(.info, message) }

    /// Logs `message` at the default level (os: "a notice").
    public func notice(_ message: OSLogMessage) { write(.default, message) }

    /// Logs `message` at the error level.
    public func error(_ message: OSLogMessage) { write(.error, message) }

    /// Logs `message` at the error level (os: "a warning").
    public func warning(_ message: OSLogMessage) { write(.error, message) }

    /// Logs `message` at the fault level.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    /// Logs `message` at the fault level (os: "a critical message").
    public func critical(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        guard handle.writes else { return }
        LogLine.write(LogLine.text(level: level, category: handle.category, message: message.text))
    }
}

/// The one line a logged message becomes in a preview's output.
enum LogLine {
    /// `[category] level: message`, or `level: message` without a category. A message's own line breaks are
    /// kept: os keeps them too.
    static func text(level: OSLogType, category: String, message: String) -> String {
        (category.isEmpty ? "" : "[\(category)] ") + level.name + ": " + message
    }

    /// Writes `line` to standard error, where Reflow's modules write (`Diagnostics.write`), so that lines from
    /// several threads do not interleave within a line.
    static func write(_ line: String) {
        Diagnostics.write(line)
    }
}
