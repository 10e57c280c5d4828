import Glibc

/// Time since the process started, for the start-to-first-frame figure.
enum ProcessClock {
    /// Seconds since the kernel started this process (from /proc/self/stat, on the boot-time clock the kernel
    /// counts it on), or since this module first asked, where /proc is not available. Read with plain system
    /// calls: the frame trace asks at the first frame, and the figure is the viewer's, not Foundation's.
    static func secondsSinceStart() -> Double {
        let now = boottime()
        guard let stat = procSelfStat(), let close = stat.lastIndex(of: ")") else { return now - fallbackStart }
        // Field 22 (starttime, in clock ticks since boot) counts from the field after the command name.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return now - fallbackStart }
        return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static let fallbackStart = boottime()

    private static func boottime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func procSelfStat() -> String? {
        let descriptor = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }
}
