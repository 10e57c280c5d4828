import Foundation

/// One line on standard error per finished frame, when REFLOW_TRACE_FRAMES=1: the monotonic time the frame
/// reached the window, its size, what it cost (layout includes moving the animations on), and whether it was
/// an animation frame. The viewer benchmark matches these lines to the resizes it requested and measures the
/// animated frames; the first line also gives the time since the process started.
///
///     reflow-frame monotonic=12.345678 size=800x600 layout_ms=0.41 draw_ms=1.20 animated=0 since_start=0.084
final class FrameTrace {
    private var frames = 0

    static func fromEnvironment() -> FrameTrace? {
        ProcessInfo.processInfo.environment["REFLOW_TRACE_FRAMES"] == "1" ? FrameTrace() : nil
    }

    func frameFinished(size: CGSize, layout: Double, draw: Double, animated: Bool) {
        var line = String(format: "reflow-frame monotonic=%.6f size=%.0fx%.0f layout_ms=%.3f draw_ms=%.3f animated=%d",
                          FramePacer.now(), size.width, size.height, layout * 1000, draw * 1000, animated ? 1 : 0)
        if frames == 0 { line += String(format: " since_start=%.4f", ProcessClock.secondsSinceStart()) }
        frames += 1
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
