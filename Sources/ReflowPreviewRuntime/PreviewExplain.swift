import Foundation
import Reflow
import ReflowText

/// `--explain`: lays the chosen preview out headless, records the negotiation and prints it (`reflow explain`).
///
/// The host is a plain `ViewHost`, not a window, so no X display is needed. Text is measured by
/// `ShapingTextMeasurer`, which is what the window measures with too (without a display), so the text frames
/// here are the window's at 1 point per pixel. The preview's own view is recorded, not the window's
/// `PreviewRoot` around it.
enum PreviewExplain {
    /// Prints the record of `preview` laid out in `size`, as JSON or text, on standard output; the exit status.
    static func run(_ preview: Preview, size: CGSize, json: Bool) -> Int32 {
        let host = ViewHost(rootView: preview.makeRootView(), size: size, textMeasurer: ShapingTextMeasurer())
        guard var record = host.recordNegotiation() else {
            Diagnostics.process.report(.preview, "reflow: the preview could not be laid out")
            return 1
        }
        // A size-that-fits or fixed layout is the canvas's way of proposing, not a view of the user's: the
        // record starts at the preview's view, asked what the canvas asked it (nil × nil, or the fixed size).
        if preview.layout != .device, record.root.children.count == 1 { record.root = record.root.children[0] }
        FileHandle.standardOutput.write(json ? record.jsonData() : Data(record.text().utf8))
        return 0
    }
}
