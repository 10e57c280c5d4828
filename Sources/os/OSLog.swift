import Foundation

/// A log handle, as os's `OSLog`: a subsystem and a category that the lines logged through it are marked with
/// (`os_log(_:log:type:_:)`, `Logger(_:)`).
public final class OSLog: @unchecked Sendable {
    /// Who logs: by custom a reverse-DNS name, the app's bundle identifier.
    public let subsystem: String
    /// What part of the subsystem logs, shown in each line.
    public let category: String
    /// Whether lines logged through this handle are written (all but `OSLog.disabled`'s).
    let writes: Bool

    private init(subsystem: String, category: String, writes: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.writes = writes
    }

    /// A handle for `subsystem` and `category`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, writes: true)
    }

    /// The handle with no subsystem or category, used when none is given.
    public static let `default` = OSLog(subsystem: "", category: "", writes: true)
    /// A handle that logs nothing.
    public static let disabled = OSLog(subsystem: "", category: "", writes: false)

    /// Whether messages of `type` would be logged: every level is, in a preview, unless the handle is disabled.
    public func isEnabled(type: OSLogType) -> Bool { writes }
}
