import Foundation

/// When the window's next animation frame is due. While something moves, frames fall on a grid of
/// `interval` on the monotonic clock (st `run()`: wait with a timeout from the next deadline, draw, repeat), so
/// waits rounded to whole milliseconds do not add up and the pace stays at 60 frames per second. When nothing
/// moves there is no deadline and the window blocks until the server sends something.
struct FramePacer {
    /// 60 frames per second. X has no portable refresh-rate query short of RandR, and 60 Hz is what almost
    /// every display runs at.
    static let interval = 1.0 / 60

    /// When the next animation frame is due; nil when nothing animates.
    private(set) var deadline: Double?

    /// Seconds on CLOCK_MONOTONIC, which neither jumps with the wall clock nor stops for anything.
    static func now() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Records a frame started at `start`: while `animating`, the next one is due at the first grid point at
    /// least half an interval later (a frame drawn early for an event keeps the grid; a late one skips the
    /// points it missed rather than catch up in a burst).
    mutating func frameDrawn(at start: Double, animating: Bool) {
        guard animating else {
            deadline = nil
            return
        }
        var next = deadline ?? start
        while next < start + Self.interval / 2 { next += Self.interval }
        deadline = next
    }

    /// Whether the animation frame is due at `now`. Half a millisecond early counts, so that a wait rounded to
    /// milliseconds never leaves a sliver to wait for again.
    func isDue(at now: Double) -> Bool {
        guard let deadline else { return false }
        return now >= deadline - 0.0005
    }

    /// The `poll` timeout until the deadline, in whole milliseconds rounded up; -1 (no limit) without one.
    func timeout(at now: Double) -> Int32 {
        guard let deadline else { return -1 }
        return Int32(max(0, ((deadline - now) * 1000).rounded(.up)))
    }
}
