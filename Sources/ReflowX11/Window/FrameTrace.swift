import Foundation
import Reflow
import ReflowText

/// One line on standard error per finished frame, when REFLOW_TRACE_FRAMES=1: the monotonic time the frame
/// reached the window, its size, what it cost (layout includes moving the animations on), and whether it was
/// an animation frame. The viewer benchmark matches these lines to the resizes it requested and measures the
/// animated frames; the first line also gives the time since the process started.
///
///     reflow-frame monotonic=12.345678 size=800x600 layout_ms=0.41 draw_ms=1.20 animated=0 since_start=0.084
final class FrameTrace {
    private var frames = 0

    static func fromEnvironment() -> FrameTrace? {
        environmentVariable("REFLOW_TRACE_FRAMES") == "1" ? FrameTrace() : nil
    }

    func frameFinished(size: CGSize, layout: Double, draw: Double, animated: Bool) {
        var line = "reflow-frame monotonic=\(Self.fixed(FramePacer.now(), 6))"
            + " size=\(Self.fixed(size.width, 0))x\(Self.fixed(size.height, 0))"
            + " layout_ms=\(Self.fixed(layout * 1000, 3)) draw_ms=\(Self.fixed(draw * 1000, 3)) animated=\(animated ? 1 : 0)"
        if frames == 0 { line += " since_start=\(Self.fixed(ProcessClock.secondsSinceStart(), 4))" }
        frames += 1
        // A trace, not a warning: written, not kept.
        Diagnostics.write(line)
    }

    /// `value` with `digits` decimals, as printf's "%.*f" writes a finite one (a value within a rounding
    /// error of a tie may round the other way, which a trace does not mind). Written here rather than with
    /// `String(format:)`, whose formatting machinery in Foundation would add 2 MiB of the program's pages to
    /// the very memory figure the viewer benchmark reads while tracing (docs/startup.md).
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < 9e15 else { return "\(value)" }
        let units = Int(scaled)
        let whole = units / Int(scale), fraction = units % Int(scale)
        var text = value.sign == .minus ? "-\(whole)" : "\(whole)"
        if digits > 0 {
            let fractionDigits = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionDigits.count) + fractionDigits
        }
        return text
    }
}

/// One line of the frame trace, read back: what the viewer benchmark and the window tests follow. Written
/// beside `FrameTrace` so that the format has one definition.
@_spi(FrameTrace)
public struct TracedFrame: Sendable {
    /// When the frame reached the window, in seconds on CLOCK_MONOTONIC (the clock of `TracedFrame.now()`).
    public let time: Double
    /// The window's size in points.
    public let width: Int
    public let height: Int
    public let layoutMs: Double
    public let drawMs: Double
    public let animated: Bool
    /// Seconds from the process's start to this frame; on the first line only.
    public let sinceStart: Double?

    /// The size as the trace writes it, "800x600".
    public var size: String { "\(width)x\(height)" }

    /// The frame a trace line describes, or nil for any other line.
    public init?(_ line: Substring) {
        guard line.hasPrefix("reflow-frame ") else { return nil }
        var fields: [Substring: Substring] = [:]
        for part in line.split(separator: " ").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { fields[pair[0]] = pair[1] }
        }
        let size = fields["size"]?.split(separator: "x") ?? []
        guard let time = fields["monotonic"].flatMap({ Double($0) }), size.count == 2,
              let width = Int(size[0]), let height = Int(size[1]) else { return nil }
        self.time = time
        self.width = width
        self.height = height
        layoutMs = fields["layout_ms"].flatMap { Double($0) } ?? .nan
        drawMs = fields["draw_ms"].flatMap { Double($0) } ?? .nan
        animated = fields["animated"] == "1"
        sinceStart = fields["since_start"].flatMap { Double($0) }
    }

    /// Seconds on CLOCK_MONOTONIC now.
    public static func now() -> Double { FramePacer.now() }
}
