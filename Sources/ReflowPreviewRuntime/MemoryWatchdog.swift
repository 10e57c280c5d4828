import Foundation
import Reflow

/// Stops a preview whose memory grows without bound (a body that appends forever, a layout that caches every
/// proposal) before it takes the machine down: a thread of its own reads how much memory the process holds
/// every `interval` seconds and, past `limit` bytes, calls `onExceeded` with what it read, which reports and
/// ends the process.
///
/// It watches the resident set (the pages the process has touched, `/proc/self/statm`) rather than setting
/// RLIMIT_AS. A limit on address space would leave room for a normal preview (one of `Examples/Previews`
/// peaks at about 230 MiB of address space for 30 MiB resident), but an allocation it refuses ends the
/// process with the runtime's "could not allocate memory" trap, or a crash in C code that does not check,
/// where a report is wanted; and it counts reservations never touched, which cost the machine nothing. The
/// price is the reading interval: a loop that allocates quickly may overshoot the limit by what it touches in
/// one interval (a few hundred MiB at most).
public final class MemoryWatchdog: @unchecked Sendable {
    /// Bytes a preview process may hold: 2 GiB, or a quarter of the machine's memory when that is less.
    static let defaultCeiling: UInt64 = 2 << 30

    /// The limit for a machine whose `/proc/meminfo` reads `meminfo`: the smaller of 2 GiB and a quarter of
    /// MemTotal; 2 GiB when MemTotal cannot be read.
    static func limit(meminfo: String) -> UInt64 {
        for line in meminfo.split(separator: "\n") where line.hasPrefix("MemTotal:") {
            // "MemTotal:       24684092 kB": the kernel always counts in kB (KiB).
            let words = line.split(separator: " ")
            guard words.count >= 2, let kib = UInt64(words[1]) else { break }
            return min(defaultCeiling, kib * 1024 / 4)
        }
        return defaultCeiling
    }

    /// The limit of this process: `REFLOW_PREVIEW_MEMORY_LIMIT` in MiB when set to a positive number (a
    /// preview that needs more, or a test that wants less), otherwise `limit(meminfo:)` of this machine.
    public static func limitForThisProcess(environment: [String: String] = ProcessInfo.processInfo.environment) -> UInt64 {
        if let text = environment["REFLOW_PREVIEW_MEMORY_LIMIT"], !text.isEmpty {
            if let mib = UInt64(text), mib > 0, mib < (1 << 40) { return mib << 20 }
            Diagnostics.process.report(.preview,
                "reflow: warning: REFLOW_PREVIEW_MEMORY_LIMIT takes a whole number of MiB above 0, not '\(text)'; "
                    + "using the default")
        }
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        return limit(meminfo: meminfo)
    }

    /// The bytes this process holds in memory: the resident pages of `/proc/self/statm` (its second field)
    /// times the page size; nil when it cannot be read. One small read, no allocation of note.
    static func residentBytes() -> UInt64? {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = UInt64(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    }

    let limit: UInt64

    /// Starts watching: `resident` is read every `interval` seconds until it exceeds `limit`, then
    /// `onExceeded` is called once, with the reading, and the watch ends.
    init(limit: UInt64, interval: Double = 0.1,
         resident: @escaping @Sendable () -> UInt64? = MemoryWatchdog.residentBytes,
         onExceeded: @escaping @Sendable (UInt64) -> Void) {
        self.limit = limit
        let thread = Thread {
            let pause = useconds_t(max(interval, 0.001) * 1_000_000)
            while true {
                if let bytes = resident(), bytes > limit { return onExceeded(bytes) }
                usleep(pause)
            }
        }
        thread.name = "reflow preview memory watchdog"
        thread.start()
    }

    /// "2 GiB", "1.5 GiB", "300 MiB": a limit as the window says it.
    public static func describe(bytes: UInt64) -> String {
        let gib = Double(bytes) / Double(1 << 30)
        if gib >= 1 {
            let text = String(format: "%.1f", gib)
            return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + " GiB"
        }
        return "\(Int((Double(bytes) / Double(1 << 20)).rounded())) MiB"
    }
}
