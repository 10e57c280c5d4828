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
        let scene = try GalleryScene.target(arguments.targets, preview: arguments.preview)
        let size = arguments.window.size(or: .picture)
        // A scene is part of this program: it runs here, no build or child process needed. Text is
        // measured as the window measures it, without a display.
        let host = ViewHost(rootView: scene.view, size: size, textMeasurer: ShapingTextMeasurer())
        guard let record = host.recordNegotiation() else { throw ExitCode(1) }
        FileHandle.standardOutput.write(arguments.json ? record.jsonData() : Data(record.text().utf8))
    }
}
