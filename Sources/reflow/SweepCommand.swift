import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowGallery
import ReflowText

/// `reflow sweep`: where a layout changes in kind between two widths or heights, without a window or an X
/// display. A scene is swept here; files are built and swept by `reflow-preview` (`PreviewProgram`).
struct SweepCommand: ParsableCommand {
    static let configuration = SweepArguments.configuration

    @OptionGroup var arguments: SweepArguments

    func run() throws {
        let scene = try GalleryScene.target(arguments.targets, preview: arguments.preview)
        let vertical = arguments.axis == .height
        let across = CGFloat(arguments.across)
        let start = vertical ? CGSize(width: across, height: CGFloat(arguments.from))
            : CGSize(width: CGFloat(arguments.from), height: across)
        // A scene is part of this program: it runs here, with text measured as the window measures it.
        let host = ViewHost(rootView: scene.view, size: start, textMeasurer: ShapingTextMeasurer())
        let result = LayoutSweep(host: host, axis: vertical ? .vertical : .horizontal, from: arguments.from,
                                 to: arguments.to, across: across, jump: CGFloat(arguments.jump))
        FileHandle.standardOutput.write(arguments.json ? result.jsonData() : Data(result.text().utf8))
    }
}
