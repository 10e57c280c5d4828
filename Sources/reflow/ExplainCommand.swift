import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowGallery
import ReflowText

/// `reflow explain`: a layout's negotiation — each view's questions, answers, placement and frame — as
/// indented text or JSON, without a window or an X display. A scene is explained here; files are built and
/// explained by `reflow-preview` (`PreviewProgram`).
struct ExplainCommand: ParsableCommand {
    static let configuration = ExplainArguments.configuration

    @OptionGroup var arguments: ExplainArguments

    func run() throws {
        guard let scene else { try PreviewProgram.run() }
        let size = arguments.window.size(or: .picture)
        if arguments.preview != nil {
            Diagnostics.write("reflow: --preview is for files; ignored for scene '\(scene.name)'")
        }
        // A scene is part of this program: it runs here, no build or child process needed. Text is
        // measured as the window measures it, without a display.
        let host = ViewHost(rootView: scene.view, size: size, textMeasurer: ShapingTextMeasurer())
        guard let record = host.recordNegotiation() else { throw ExitCode(1) }
        FileHandle.standardOutput.write(arguments.json ? record.jsonData() : Data(record.text().utf8))
    }

    /// The gallery scene named by the only argument, when it is not also a file or folder.
    private var scene: GalleryScene? {
        let targets = arguments.targets
        guard targets.count == 1, !FileManager.default.fileExists(atPath: targets[0]) else { return nil }
        return GalleryScene.named(targets[0])
    }
}
