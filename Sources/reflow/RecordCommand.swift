import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowGallery
import ReflowX11

/// `reflow record`: a recording of a layout reflowing as the window's size sweeps there and back. A scene is
/// recorded here; files are built and recorded by `reflow-preview` (`PreviewProgram`).
struct RecordCommand: ParsableCommand {
    static let configuration = RecordArguments.configuration

    @OptionGroup var arguments: RecordArguments

    func run() throws {
        let scene = try GalleryScene.target(arguments.targets, preview: arguments.preview)
        let ends = arguments.ends
        var recording = SweepRecording(from: ends.from, to: ends.to, duration: arguments.duration, fps: arguments.fps,
                                       playsPhases: arguments.play)
        recording.outlinesViews = arguments.inspect
        recording.labelsViews = arguments.inspect
        do {
            recording.keys = try arguments.keys.map(KeyScript.init)
            try recording.write(scene.view, to: arguments.output, on: .displayOrMemory)
        } catch {
            Diagnostics.write("\(error)")
            throw ExitCode(1)
        }
    }
}
