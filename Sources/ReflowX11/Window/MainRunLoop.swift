import Foundation
internal import CX11

/// The main thread's dispatch queue and run loop, which a Linux process runs only when something turns them
/// (`dispatchMain()`, `RunLoop.main.run()`); Apple's UIKit turns them between events. The window's event loop
/// turns them between its waits, so that `DispatchQueue.main.async { }`, `asyncAfter(deadline:)` and
/// `Timer.scheduledTimer(withTimeInterval:repeats:)` written in a view's `.onAppear` or a view model run in a
/// window and in a preview (docs/platform-modules.md).
enum MainRunLoop {
    /// The main queue's descriptor, readable while blocks wait on the queue; the window polls it with the
    /// server's connection.
    static let queueDescriptor: Int32 = _dispatch_get_main_queue_handle_4CF()

    /// Runs the blocks waiting on the main queue and the main run loop's due timers, once each; returns the
    /// seconds until the run loop's next timer, nil without one.
    static func runDue() -> Double? {
        // One pass through the run loop in its default mode, which also drains the main queue (Foundation's
        // run loop serves the main queue's descriptor on the main thread), and the date of the next timer.
        guard let next = RunLoop.main.limitDate(forMode: .default) else { return nil }
        let wait = next.timeIntervalSinceNow
        // Without timers the run loop answers with a date in the distant future.
        return wait < 365 * 86_400 ? max(0, wait) : nil
    }
}
