import Foundation

/// Time since the process started, for the start-to-first-frame figure.
enum ProcessClock {
    /// Seconds since the kernel started this process (from /proc/self/stat), or since this module first
    /// asked, where /proc is not available.
    static func secondsSinceStart() -> Double {
        let uptime = ProcessInfo.processInfo.systemUptime
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return uptime - fallbackStart }
        // Field 22 (starttime, in clock ticks since boot) counts from the field after the command name.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return uptime - fallbackStart }
        return uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static let fallbackStart = ProcessInfo.processInfo.systemUptime
}
