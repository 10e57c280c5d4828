import Foundation
import Reflow

/// Limits a preview process puts on itself before any of the previewed code runs (issue 32, item 3;
/// docs/preview-sandbox.md §3): the size of a file it writes, the files it holds open, its processor time
/// besides the frame watchdog's, and in the sandbox its processes and threads. Hard limits are set too, so the code cannot raise them past that (without
/// privileges). A file written past its limit ends the process with SIGXFSZ, processor time past its
/// limit with SIGXCPU, and `reflow preview` says which in the window (`PreviewChild.describe`).
public enum ResourceLimits {
    /// The largest file a preview may write: 256 MiB, or `REFLOW_PREVIEW_FILE_LIMIT` in MiB.
    public static var fileBytes: UInt64 { limit("REFLOW_PREVIEW_FILE_LIMIT", default: 256) << 20 }
    /// The processor time a preview may use over its life: an hour, or `REFLOW_PREVIEW_CPU_LIMIT` in seconds.
    /// A preview left animating for a long session spends it too: the limit is set generously, not measured.
    public static var cpuSeconds: UInt64 { limit("REFLOW_PREVIEW_CPU_LIMIT", default: 3600) }
    /// The files a preview may hold open at once.
    public static let openFiles: UInt64 = 1024

    private static func limit(_ name: String, default value: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment[name], let asked = UInt64(text), asked > 0 else {
            return value
        }
        return asked
    }

    /// Applies the limits to this process; a limit the kernel refuses is said once on standard error.
    public static func apply() {
        set(RLIMIT_FSIZE.rawValue, fileBytes, "the size of the files it writes")
        // The kernel sends SIGXCPU at the soft limit and SIGKILL at the hard one: a few seconds apart, so that
        // the end says what it was.
        set(RLIMIT_CPU.rawValue, cpuSeconds, "its processor time", hard: cpuSeconds + 5)
        set(RLIMIT_NOFILE.rawValue, openFiles, "the files it holds open")
        // Set by the sandbox, whose user namespace makes the kernel count only the sandbox's own processes and
        // threads (outside one it counts every process of the user, and never binds root): a backstop to the
        // count `reflow preview` keeps, which is what stops a fork loop and says so.
        // (Glibc names it RLIMIT_NPROC with a macro Swift does not import.)
        if let text = ProcessInfo.processInfo.environment[taskLimitVariable], let tasks = UInt64(text) {
            set(__RLIMIT_NPROC.rawValue, tasks, "its processes and threads")
        }
    }

    /// The environment variable the sandbox sets to the most processes and threads the kernel should allow.
    public static let taskLimitVariable = "REFLOW_PREVIEW_TASK_LIMIT"

    private static func set(_ resource: UInt32, _ value: UInt64, _ what: String, hard: UInt64? = nil) {
        let resource = __rlimit_resource_t(resource)
        var current = rlimit()
        getrlimit(resource, &current)
        // Never above what the process may have already: a lower hard limit stays.
        let ceiling = min(rlim_t(hard ?? value), current.rlim_max)
        var limit = rlimit(rlim_cur: min(rlim_t(value), ceiling), rlim_max: ceiling)
        if setrlimit(resource, &limit) != 0 {
            Diagnostics.write("reflow: cannot limit \(what) of the preview: \(String(cString: strerror(errno)))")
        }
    }
}
