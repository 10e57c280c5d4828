import Foundation

/// Stops a preview whose layout or view body never returns: the window's thread says when it starts and
/// ends running the view's code, and a thread of the watchdog's own waits on a condition for those marks.
/// When one run outlasts `limit` seconds it calls `onTimeout`, which ends the process. An idle preview wakes
/// nothing: the watchdog sleeps until the next run begins.
final class FrameWatchdog: @unchecked Sendable {
    private let condition = NSCondition()
    /// When the current run began (monotonic seconds), nil while idle; a new run gets a new number.
    private var busySince: Double?
    private var run = 0
    private let limit: Double

    init(limit: Double, onTimeout: @escaping @Sendable () -> Void) {
        self.limit = limit
        let thread = Thread { [unowned self] in self.watch(onTimeout) }
        thread.name = "reflow preview watchdog"
        thread.start()
    }

    /// Marks the start (true) or end (false) of a run of the view's code.
    func setBusy(_ busy: Bool) {
        condition.lock()
        busySince = busy ? ProcessInfo.processInfo.systemUptime : nil
        run += 1
        condition.signal()
        condition.unlock()
    }

    private func watch(_ onTimeout: () -> Void) {
        condition.lock()
        while true {
            while busySince == nil { condition.wait() }
            guard let start = busySince else { continue }
            let current = run
            let deadline = Date(timeIntervalSinceNow: start + limit - ProcessInfo.processInfo.systemUptime)
            // Woken early by the end of the run (or a new one): look again.
            if condition.wait(until: deadline) || run != current { continue }
            condition.unlock()
            onTimeout()
            return
        }
    }
}
