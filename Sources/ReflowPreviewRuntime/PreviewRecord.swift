import Foundation
import Reflow
import ReflowX11

/// `--record`: records the chosen preview reflowing as its window's size sweeps there and back
/// (`reflow record FILE.swift`, `SweepRecording`), drawn as the window draws it (within `PreviewRoot`).
enum PreviewRecord {
    /// Writes the recording; the exit status (1, having said why, when it failed).
    /// With `outlines`, every view's frame is outlined and labelled (`reflow record --inspect`). Drawn in memory
    /// at `scale`: a one-shot run holds no display connection.
    static func run(_ preview: Preview, record: PreviewOptions.Record, outlines: Bool, scale: Double) -> Int32 {
        var recording = SweepRecording(from: record.from, to: record.to, duration: record.duration, fps: record.fps,
                                       playsPhases: record.plays)
        recording.outlinesViews = outlines
        recording.labelsViews = outlines
        // The preview's own views, not the window's wrapper around them.
        recording.inspectedSubtreeID = PreviewRoot.contentID
        do {
            recording.keys = try record.keys.map(KeyScript.init)
            try recording.write(PreviewRoot(content: preview.makeRootView()), to: record.output, on: .memory(scale: scale))
            return 0
        } catch {
            Diagnostics.process.report(.preview, "\(error)")
            return 1
        }
    }
}
