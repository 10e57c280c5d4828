import ArgumentParser
import Foundation
import ReflowCommandLine
import Reflow
import ReflowGallery
import ReflowX11

/// Renders one scene to a PNG through the same Xft renderer as the window, and exits.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene to a PNG file (drawn on the X display when there is one, else in memory: no X server needed).",
        discussion: """
            The PNG is the size in points times the display's scale, Xft.dpi / 96: with Xft.dpi unset, --size \
            480x320 makes a 480×320-pixel PNG, at Xft.dpi 192 a 960×640 one. An Xft.dpi outside 24–960 is \
            clamped into that range (one line on standard error says so, and the PNG follows the clamped \
            scale); one that is not a number counts as 96. A size that would be under 1 or over 16384 pixels a \
            side is refused rather than changed, and a file that cannot be written is reported with the reason; \
            either way the exit status is 1 and no file is left behind.

            Example: reflow snapshot flow --size 480x320 -o flow.png
            """
    )

    @Argument(help: "The scene to render (see 'reflow --list').")
    var name: String

    @OptionGroup var window: WindowOptions

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func validate() throws {
        guard GalleryScene.named(name) != nil else {
            throw ValidationError("no scene named '\(name)'; 'reflow --list' prints the names")
        }
    }

    func run() throws {
        guard let scene = GalleryScene.named(name) else { return }
        do {
            try Snapshot.write(scene.view, size: window.size(or: .picture), to: output, on: .displayOrMemory)
        } catch let error as ViewerError {
            Diagnostics.write("\(error)")
            throw ExitCode(1)
        }
    }
}
