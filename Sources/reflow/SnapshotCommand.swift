import ArgumentParser
import Foundation
import ReflowGallery
import ReflowX11

/// Renders one scene to a PNG through the same Xft renderer as the window, and exits.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene to a PNG file (needs an X display, or xvfb-run).",
        discussion: "Example: reflow snapshot flow --size 480x320 -o flow.png"
    )

    @Argument(help: "The scene to render (see 'reflow --list').")
    var name: String

    @Option(help: "The window size in points, WIDTHxHEIGHT.")
    var size: String = "480x320"

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    func validate() throws {
        guard GalleryScene.named(name) != nil else {
            throw ValidationError("no scene named '\(name)'; 'reflow --list' prints the names")
        }
        guard WindowSize(size) != nil else {
            throw ValidationError("--size takes WIDTHxHEIGHT in points, each from 1 to 10000, e.g. 480x320")
        }
    }

    func run() throws {
        guard let scene = GalleryScene.named(name), let size = WindowSize(size)?.size else { return }
        do {
            try Snapshot.write(scene.view, size: size, to: output)
        } catch let error as ViewerError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
