import Foundation

/// One line on standard error per finished frame, when REFLOW_TRACE_FRAMES=1: the monotonic time the frame
/// reached the window, its size and what it cost. The viewer benchmark matches these lines to the resizes it
/// requested; the first line also gives the time since the process started.
///
///     reflow-frame monotonic=12.345678 size=800x600 layout_ms=0.41 draw_ms=1.20 since_start=0.084
final class FrameTrace {
    private var frames = 0

    static func fromEnvironment() -> FrameTrace? {
        ProcessInfo.processInfo.environment["REFLOW_TRACE_FRAMES"] == "1" ? FrameTrace() : nil
    }

    func frameFinished(size: CGSize, layout: Double, draw: Double) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let monotonic = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        var line = String(format: "reflow-frame monotonic=%.6f size=%.0fx%.0f layout_ms=%.3f draw_ms=%.3f",
                          monotonic, size.width, size.height, layout * 1000, draw * 1000)
        if frames == 0 { line += String(format: " since_start=%.4f", ProcessClock.secondsSinceStart()) }
        frames += 1
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
