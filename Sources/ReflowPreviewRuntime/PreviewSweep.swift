import Foundation
import Reflow
import ReflowText

/// `--sweep`: lays the chosen preview out headless at every whole length of the sweep and prints where its
/// layout changes in kind (`reflow sweep`, `LayoutSweep`). As `PreviewExplain`, with a plain `ViewHost` (no X
/// display) measuring text as the window does.
enum PreviewSweep {
    /// Prints the changes of `preview` between the sweep's lengths, the other dimension `size`'s, as JSON or
    /// text on standard output; the exit status.
    static func run(_ preview: Preview, sweep: PreviewOptions.Sweep, size: CGSize, json: Bool) -> Int32 {
        let across = sweep.isVertical ? size.width : size.height
        let start = sweep.isVertical ? CGSize(width: across, height: CGFloat(sweep.from))
            : CGSize(width: CGFloat(sweep.from), height: across)
        let host = ViewHost(rootView: preview.makeRootView(), size: start, textMeasurer: ShapingTextMeasurer())
        let result = LayoutSweep(host: host, axis: sweep.isVertical ? .vertical : .horizontal, from: sweep.from,
                                 to: sweep.to, across: across, jump: CGFloat(sweep.jump))
        FileHandle.standardOutput.write(json ? result.jsonData() : Data(result.text().utf8))
        return 0
    }
}
