/// How important a logged message is, as os's `OSLogType`: the level a `Logger` method logs at and the word
/// its line in the preview's output starts with (docs/platform-modules.md).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// os's value of the level (`OS_LOG_TYPE_DEFAULT` and the rest).
    public let rawValue: UInt8

    /// The level of `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level: what `Logger.notice` and `Logger.log` log at.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help, not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging detail: what `Logger.debug` and `Logger.trace` log at.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error: what `Logger.error` and `Logger.warning` log at.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault in the program: what `Logger.fault` and `Logger.critical` log at.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name in a logged line, as Console names the levels (lowercase): `default`, `info`, `debug`,
    /// `error`, `fault`.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}
